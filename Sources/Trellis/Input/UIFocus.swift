import Foundation

/// Something that takes part in keyboard and game-pad focus (UIKit's `UIFocusEnvironment`): views, and the
/// focus system's root. It can say where focus should go first and hears about focus moving through it.
public protocol UIFocusEnvironment: AnyObject {
    /// The environments focus should go to first inside this one, most preferred first.
    var preferredFocusEnvironments: [UIFocusEnvironment] { get }
    /// The environment containing this one (a view's superview).
    var parentFocusEnvironment: UIFocusEnvironment? { get }
    /// The focus group this environment belongs to (nil: its parent's).
    var focusGroupIdentifier: String? { get }
    /// Asks for focus to go to this environment's preferred item at the next update.
    func setNeedsFocusUpdate()
    /// Performs a requested focus update now.
    func updateFocusIfNeeded()
    /// Asked before focus moves to, from or inside this environment; false keeps focus where it is.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Told after focus moved to, from or inside this environment.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// Something focus can land on (UIKit's `UIFocusItem`): in Trellis, a view.
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether focus can land here now.
    var canBecomeFocused: Bool { get }
    /// The item's frame in its parent's space (focus geometry uses it in the root's space).
    var frame: CGRect { get }
    /// Whether focus is here.
    var isFocused: Bool { get }
}

/// Which way focus moved (UIKit's `UIFocusHeading`, with UIKit's values).
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A heading from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up (the up arrow, the D-pad).
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Down.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// The next item in tab order (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// The previous item in tab order (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// A focus move: from where, to where, which way (UIKit's `UIFocusUpdateContext`).
open class UIFocusUpdateContext: NSObject {
    /// The item focus leaves (nil: nothing was focused).
    public let previouslyFocusedItem: UIFocusItem?
    /// The item focus goes to (nil: focus goes away).
    public let nextFocusedItem: UIFocusItem?
    /// The direction of the move ([] when it was not a directional or tab move).
    public let focusHeading: UIFocusHeading

    init(previous: UIFocusItem?, next: UIFocusItem?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
        super.init()
    }

    /// The view focus leaves.
    public var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The view focus goes to.
    public var nextFocusedView: UIView? { nextFocusedItem as? UIView }
}

/// Runs appearance changes along with a focus move (UIKit's `UIFocusAnimationCoordinator`). Trellis does not
/// animate yet: the animations run when the move is done, then the completions.
open class UIFocusAnimationCoordinator: NSObject {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    /// Adds changes to make with the focus move, and what to do after.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Adds changes for the item gaining focus (the same as ``addCoordinatedAnimations(_:completion:)``).
    open func addCoordinatedFocusingAnimations(_ animations: ((Any) -> Void)?, completion: (() -> Void)? = nil) {
        addCoordinatedAnimations(animations.map { a in { a(()) } }, completion: completion)
    }

    /// Adds changes for the item losing focus.
    open func addCoordinatedUnfocusingAnimations(_ animations: ((Any) -> Void)?, completion: (() -> Void)? = nil) {
        addCoordinatedAnimations(animations.map { a in { a(()) } }, completion: completion)
    }

    func run() {
        let a = animations
        let c = completions
        animations = []
        completions = []
        for animation in a { animation() }
        for completion in c { completion() }
    }
}

extension UIView: UIFocusItem {
    /// The superview.
    public var parentFocusEnvironment: UIFocusEnvironment? { superview }

    /// Whether keyboard focus is on this view.
    public var isFocused: Bool {
        guard let input = (topMostView as? UIRootView)?.inputIfLoaded else { return false }
        return input.focusSystem.focusedView === self
    }

    /// Asks for focus to go to this view's preferred focus item at the next update, when focus is inside this
    /// view (or nothing is focused and this is the root).
    public func setNeedsFocusUpdate() {
        guard let root = topMostView as? UIRootView else { return }
        let system = root.input.focusSystem
        if let focused = system.focusedView, focused.isDescendant(of: self) {
            system.requestFocusUpdate(to: self)
        } else if system.focusedView == nil && self === root {
            system.requestFocusUpdate(to: self)
        }
    }

    /// Performs a requested focus update now.
    public func updateFocusIfNeeded() { (topMostView as? UIRootView)?.input.focusSystem.updateFocusIfNeeded() }
}
