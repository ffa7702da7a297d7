import Foundation

/// The top of a user interface: the view a host (a window, a test, a renderer) sizes, and the owner of the
/// events that concern the whole tree, such as unsatisfiable constraints.
open class UIRootView: UIView {
    /// The insets of the area not covered by the host's bars or rounded corners; the host sets them.
    open var hostSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard
                LayoutEngine.acceptsFinite(
                    hostSafeAreaInsets, refusal: "Ignoring hostSafeAreaInsets \(hostSafeAreaInsets)")
            else {
                hostSafeAreaInsets = oldValue
                return
            }
            guard oldValue != hostSafeAreaInsets else { return }
            LayoutEngine.systemGuideChanged(self, .safeArea)
            setNeedsLayout()
        }
    }

    /// Fired when a required constraint cannot be satisfied: the constraint that was broken (not applied) and
    /// the constraints it conflicted with.
    public let unsatisfiableConstraint = UIViewEvent<(broken: NSLayoutConstraint, conflicts: [NSLayoutConstraint])>()

    func reportUnsatisfiable(_ constraint: NSLayoutConstraint, conflicts: [NSLayoutConstraint]) {
        unsatisfiableConstraint.fire((constraint, conflicts))
    }

    // MARK: Input (Sources/Trellis/Input)

    /// The input state (``send(_:at:)``), once made.
    var inputIfLoaded: RootInput?

    // MARK: Frames for hosts (Sources/Trellis/App/UIRootView+Frames.swift)

    /// Whether something changed since the host last drew (``needsFrame``).
    var frameRequested = true
    /// What must be drawn again for the next frame (Sources/Trellis/App/UIRootView+Damage.swift).
    var frameDamage = FrameDamage()

    // MARK: Animation (Sources/Trellis/Animation)

    /// The animation bookkeeping (groups, animators, display links, scroll physics), once made.
    var animationClockIfLoaded: RootAnimationClock?

    /// Lays out the tree, then brings hover and focus up to date with it (see ``send(_:at:)``).
    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        inputLayoutDidFinish()
    }
}
