import Foundation

/// A rectangular area in a view tree: the base of every visible element, laid out with constraints.
///
/// As in UIKit, a view's ``frame`` is relative to its superview; ``bounds`` is the view's own coordinate
/// space. Views made in code have ``translatesAutoresizingMaskIntoConstraints`` on, so their frame is fixed;
/// turn it off (or create constraints with the seed builders, which do) to let constraints place the view.
/// Layout happens in ``layoutIfNeeded()``: the layout root's solver is always up to date; a pass reads the
/// frames back and calls ``layoutSubviews()`` where bounds changed.
///
/// A view is a ``UIResponder``: it receives touches, presses and hover through its root view's input entry
/// point (``UIRootView/send(_:at:)``), hit-tested with ``hitTest(_:with:)``.
open class UIView: UIResponder {
    // MARK: Geometry storage
    // The storage the layout pass touches for every view skips Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`): views are used from one thread, and no access here overlaps another.

    @exclusivity(unchecked) var storedFrame: CGRect
    @exclusivity(unchecked) var storedBoundsOrigin: CGPoint = .zero
    // (What hit testing reads of every subview it passes — the frame, the bounds origin, the switches and
    // whether a transform is set — kept together after the object's header, in the first bytes of the view:
    // two cache lines a view, not four; then what the hover walk reads.)
    /// The seed's per-view touch switches (see `UIView+TouchSwitches.swift`).
    @exclusivity(unchecked) var touchSwitches = TouchSwitches()
    /// The model transform and the running animations (made on first use; issue 16, the behaviour lives in
    /// Sources/Trellis/Animation).
    @exclusivity(unchecked) var animationState: ViewAnimationState?
    /// How many views in this subtree (this one included) observe hover changes (see `UIView+Hover.swift`).
    @exclusivity(unchecked) var hoverObserversInSubtree = 0
    /// Gesture recognizers, hover observers and the focus group (made on first use).
    @exclusivity(unchecked) var inputStorage: ViewInputStorage?

    // MARK: Hierarchy storage

    /// The view that contains this one, or nil. Not retained (the superview retains its subviews, and clears
    /// this in its `deinit`); not `weak`, which would slow every view's reference counting.
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var superview: UIView?
    /// The views this view contains, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []

    // MARK: Layout storage

    /// The layout engine's per-view state (variables, intrinsic and autoresizing constraints).
    @exclusivity(unchecked) var layout = ViewLayout()
    /// The constraints this view holds (Apple's ``constraints``): those whose closest common ancestor it is.
    @exclusivity(unchecked) var heldConstraints: [NSLayoutConstraint] = []
    /// The engine of the hierarchy this view is the top of (created on first need).
    var ownedEngine: LayoutEngine?
    @exclusivity(unchecked) var needsLayout = true
    @exclusivity(unchecked) var needsUpdateConstraints = true
    /// Whether this view or a view below it needs layout / needs `updateConstraints` (so that a layout pass
    /// visits only the parts of the tree that asked for it).
    @exclusivity(unchecked) var subtreeNeedsLayout = true
    @exclusivity(unchecked) var subtreeNeedsUpdateConstraints = true
    @exclusivity(unchecked) var eventsStorage: UIViewEvents?
    /// Layout guides: the app's, and the margins and safe-area guides once used.
    var guides: [UILayoutGuide] = []
    var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The constraints `snp.makeConstraints` made for this view (see `ConstraintDSL`).
    var snpConstraints = SnpConstraintStore()

    // MARK: Input storage and override points (issue 11; the behaviour lives in Sources/Trellis/Input)
    // Swift cannot override members declared in extensions, so the input members subclasses override are
    // declared here, each forwarding to its default in the Input folder.

    /// Whether the view and its subviews receive touches, presses and hover (UIKit's default: true).
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    /// Whether the view's touch methods receive more than one touch at a time (UIKit's default: false; gesture
    /// recognizers always see every touch).
    open var isMultipleTouchEnabled = false

    /// The next responder: the superview (UIKit's `next` of a view without a view controller).
    open override var next: UIResponder? { extendedState?.viewController ?? superview }
    /// The farthest descendant of this view (or the view itself) that contains `point`, in this view's bounds
    /// space, and takes touches; nil when none does. UIKit's rules plus the seed's switches: see
    /// `UIView+HitTesting.swift`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point` (in this view's bounds space) is inside the view's touch area: its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { defaultPoint(inside: point) }
    /// Asked before one of the view's gesture recognizers leaves the possible state; false makes it fail.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether keyboard and game-pad focus can land on the view (UIKit's default: false; controls say true).
    open var canBecomeFocused: Bool { false }
    /// The focus group the view and its subtree belong to (nil: the superview's group).
    open var focusGroupIdentifier: String? {
        get { inputStorage?.focusGroupIdentifier }
        set { makeInputStorage().focusGroupIdentifier = newValue }
    }
    /// The environments focus should go to first inside this view (UIKit's default: none).
    open var preferredFocusEnvironments: [UIFocusEnvironment] { [] }
    /// Asked before focus moves to, from or inside this view; false keeps focus where it is.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Called after focus moved to, from or inside this view.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: Damage storage (issue 15; the behaviour lives in Sources/Trellis/App/UIRootView+Damage.swift)

    /// Where the view was last drawn in its root's picture (nil: not drawn since it was hidden or added).
    @exclusivity(unchecked) var drawnRect: CGRect?
    /// The bounds origin (content offset) the view was last drawn with.
    @exclusivity(unchecked) var drawnBoundsOrigin = CGPoint.zero

    // MARK: Appearance and identity

    /// Whether the view (and its subtree) is hidden.
    @exclusivity(unchecked) open var isHidden = false {
        didSet {
            guard oldValue != isHidden else { return }
            root?.frameRequested = true  // the root's damage walk finds where it showed or shows
            superview?.subviewVisibilityDidChange(self)
        }
    }
    /// The view's opacity, 0 to 1; it composes with the superviews'.
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        didSet { if oldValue != alpha { animatableChanged(.alpha, from: AnimationVector(oldValue)) } }
    }
    /// The view's background color (nil: transparent).
    open var backgroundColor: UIColor? {
        didSet {
            if oldValue !== backgroundColor {
                animatableChanged(.backgroundColor, from: AnimationVector(oldValue?.cgColor))
            }
        }
    }
    /// The layer with the view's appearance beyond its background (created on first use of ``layer``).
    var storedLayer: CALayer?
    /// An integer to find the view by (``viewWithTag(_:)``).
    open var tag = 0
    /// A name for tests, logs and the debug overlay.
    open var accessibilityIdentifier: String?
    /// Whether the view's content runs left to right or right to left (leading/trailing follow it).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard oldValue != semanticContentAttribute else { return }
            refreshLayoutDirection()
            LayoutEngine.directionChanged(self)
        }
    }

    // MARK: Layout direction storage (issue 19; see UIView+LayoutDirection.swift)

    /// Whether the view lays out right to left: its own explicit attribute's direction, else its superview's
    /// (kept in step by ``refreshLayoutDirection()`` when either changes, so that reading it is O(1)).
    @exclusivity(unchecked) var storedRightToLeft = false
    /// The nearest root view at or above this view (``root``), kept in step by ``refreshRoot()`` when the view
    /// moves, so that reading it is O(1). Not retained: a root view is the view itself or an ancestor (which
    /// the tree keeps alive), and a view leaving it — a teardown included — clears it below.
    @exclusivity(unchecked) unowned(unsafe) var storedRoot: UIRootView?
    /// The effective tint (``tintColor``; nil: the default, ``UIColor/systemBlue``) and whether it is dimmed,
    /// kept in step by `refreshTint()` when the view moves or a tint is set here or above, so that reading it
    /// is O(1).
    @exclusivity(unchecked) var storedTintColor: UIColor?
    @exclusivity(unchecked) var storedTintDimmed = false
    /// On the top of a hierarchy without an engine: whether it holds active constraints waiting for one (see
    /// `LayoutEngine+DeferredTrees.swift`).
    var holdsDeferredConstraints = false

    /// How the view's content (an image view's image) fits its bounds (UIKit's `contentMode`; default
    /// scale to fill).
    open var contentMode: UIView.ContentMode = .scaleToFill {
        didSet { if oldValue != contentMode { setNeedsFrameOfBounds() } }
    }

    // MARK: Traits, tint, accessibility, autoresizing and margins (see UIView+Traits, UIView+Tint,
    // UIView+Accessibility, UIView+Autoresizing, UIView+LayoutMargins)

    /// Rarely set state (tint, overrides, accessibility, autoresizing, margins), allocated on first write.
    var extendedState: ViewExtendedState?
    /// The trait collection as last propagated down the tree (nil: never asked for).
    var cachedTraitCollection: UITraitCollection?

    /// The color of the view's interactive and template content (UIKit's `tintColor`): the color set here,
    /// else the superview's, else ``UIColor/systemBlue``; dimmed (gray) while the effective
    /// ``tintAdjustmentMode`` is `.dimmed`. Setting nil goes back to inheriting. Changes call
    /// ``tintColorDidChange()`` on the view and on the views below it that inherit.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setExplicitTintColor(newValue) }
    }
    /// Whether the tint is shown normally or dimmed. Set `.automatic` to follow the superview (the top:
    /// normal); reading gives the mode in effect, never `.automatic` (as in UIKit).
    open var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setTintAdjustmentMode(newValue) }
    }
    /// Called when the effective ``tintColor`` changes. Override point (UIKit's `tintColorDidChange()`).
    open func tintColorDidChange() {}
    /// Called when the view's ``traitCollection`` changed (its appearance, level…), with the previous one;
    /// ``UITraitCollection/current`` is the new one meanwhile. Override point.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called when the effective ``layoutMargins`` changed. Override point.
    open func layoutMarginsDidChange() {}

    /// Whether assistive technologies see the view as one element (default false; true for labels, images
    /// with content, controls in UIKit).
    open var isAccessibilityElement: Bool {
        get { extendedState?.isAccessibilityElement ?? false }
        set { makeExtendedState().isAccessibilityElement = newValue }
    }
    /// A short name of the element ("Play", "Profile picture").
    open var accessibilityLabel: String? {
        get { extendedState?.accessibilityLabel }
        set { makeExtendedState().accessibilityLabel = newValue }
    }
    /// What activating the element does ("Plays the song").
    open var accessibilityHint: String? {
        get { extendedState?.accessibilityHint }
        set { makeExtendedState().accessibilityHint = newValue }
    }
    /// The element's value when it has one ("50%", "On").
    open var accessibilityValue: String? {
        get { extendedState?.accessibilityValue }
        set { makeExtendedState().accessibilityValue = newValue }
    }
    /// What kind of element it is (button, header, selected…).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { extendedState?.accessibilityTraits ?? .none }
        set { makeExtendedState().accessibilityTraits = newValue }
    }
    /// Whether the view and its subtree are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { extendedState?.accessibilityElementsHidden ?? false }
        set { makeExtendedState().accessibilityElementsHidden = newValue }
    }
    /// Activates the element (a double tap in VoiceOver). Returns whether it did something; the default does
    /// nothing and returns false. Override point.
    open func accessibilityActivate() -> Bool { false }

    /// How the view resizes when its superview's bounds change while it is placed by its frame
    /// (``translatesAutoresizingMaskIntoConstraints``); default none.
    open var autoresizingMask: UIView.AutoresizingMask {
        get { extendedState?.autoresizingMask ?? [] }
        set { setAutoresizingMask(newValue) }
    }
    /// Whether subviews are resized by their ``autoresizingMask`` when the bounds change (default true).
    open var autoresizesSubviews: Bool {
        get { extendedState?.autoresizesSubviews ?? true }
        set { makeExtendedState().autoresizesSubviews = newValue }
    }
    /// Called after a view is loaded from a nib in UIKit. Trellis loads no nibs or storyboards, so it is never
    /// called; it is here so that subclasses that override it compile. Call your set-up from `init`.
    open func awakeFromNib() {}
    /// Called by Interface Builder's live views in UIKit; never called in Trellis (here so overrides compile).
    open func prepareForInterfaceBuilder() {}

    /// Whether the superview's margins also count: where they reach into this view further than its own
    /// ``layoutMargins``, the view's margins grow to them (default false).
    open var preservesSuperviewLayoutMargins: Bool {
        get { extendedState?.preservesSuperviewLayoutMargins ?? false }
        set { setPreservesSuperviewLayoutMargins(newValue) }
    }

    // MARK: Initializers

    /// Makes a view with the given frame (relative to its future superview).
    public init(frame: CGRect) {
        let finite = LayoutEngine.acceptsFinite(frame, refusal: "Ignoring frame \(frame) of a new \(Self.self)")
        storedFrame = finite ? frame.standardized : .zero
        super.init()
        storedRoot = self as? UIRootView  // (a root view is its own root)
    }

    /// Makes a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    deinit {
        tearDown()
        if !subviews.isEmpty { Self.release(&subviews) }
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
        storedRoot = self as? UIRootView
    }

    // MARK: Frame

    /// The view's rectangle in its superview's coordinate space. Setting it on a view whose frame is held by
    /// constraints lasts until the next layout pass, as in UIKit. Sizes are never negative.
    open var frame: CGRect {
        get { storedFrame }
        set {
            guard
                LayoutEngine.acceptsFinite(
                    newValue, refusal: "Ignoring frame \(newValue) of \(NSLayoutConstraint.name(of: self))")
            else { return }
            let old = storedFrame
            storedFrame = CGRect(
                x: newValue.origin.x, y: newValue.origin.y,
                width: max(0, newValue.size.width), height: max(0, newValue.size.height))
            frameDidChange(from: old)
        }
    }

    /// The view's rectangle in its own coordinate space: its origin shifts what the subviews show (a scroll
    /// view's content offset), its size is the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            guard
                LayoutEngine.acceptsFinite(
                    newValue, refusal: "Ignoring bounds \(newValue) of \(NSLayoutConstraint.name(of: self))")
            else { return }
            let oldOrigin = storedBoundsOrigin
            storedBoundsOrigin = newValue.origin
            if oldOrigin != newValue.origin { animatableChanged(.boundsOrigin, from: AnimationVector(oldOrigin)) }
            let c = center
            let size = CGSize(width: max(0, newValue.width), height: max(0, newValue.height))
            frame = CGRect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// The center of the frame, in the superview's coordinate space.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            guard
                LayoutEngine.acceptsFinite(
                    newValue.x, newValue.y,
                    refusal: "Ignoring center \(newValue) of \(NSLayoutConstraint.name(of: self))")
            else { return }
            frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }

    /// Keeps the autoresizing constraints in step with a frame set from code, and notes the size change.
    func frameDidChange(from old: CGRect) {
        guard old != storedFrame else { return }
        animatableChanged(.frame, from: AnimationVector(old))
        LayoutEngine.frameChanged(self)
        if old.size != storedFrame.size {
            setNeedsLayout()
            notifySizeChanged(from: old.size)
        }
    }

    // MARK: Drawing

    /// Draws the view's own content in `rect` (its ``bounds``), over its background and under its subviews,
    /// into ``UIGraphicsGetCurrentContext()``; drawing is clipped to the bounds. The default draws nothing.
    /// Override point for custom views, as in UIKit.
    open func draw(_ rect: CGRect) {}

    // MARK: Hooks

    /// Called before the view moves to `newSuperview` (nil: it is being removed). Override point.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed). Override point.
    open func didMoveToSuperview() {}
    /// Called after `subview` was added. Override point.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed. Override point.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called after `subview`'s ``isHidden`` changed (a stack view takes hidden views out of its arrangement).
    func subviewVisibilityDidChange(_ subview: UIView) {}
    /// Called after `subview` invalidated its intrinsic content size (a stack view follows its arranged views').
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}

    // MARK: Constraint-based layout

    /// Whether the view's frame becomes required constraints (UIKit's autoresizing-mask translation). True for
    /// views made in code; turn it off for views positioned by constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            LayoutEngine.autoresizingChanged(self)
        }
    }

    /// Whether this view class lays out with constraints (UIKit's override point; Trellis always does).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// "No intrinsic size in this dimension" (UIKit's `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content needs, or ``noIntrinsicMetric`` per dimension. Override it in views with
    /// content and call ``invalidateIntrinsicContentSize()`` when the content changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Marks ``intrinsicContentSize`` as changed: the next layout pass (or fitting-size question) reads it once
    /// and its constraints change their constants in place, however many times it was invalidated meanwhile
    /// (UIKit's deferred invalidation). Reading ``intrinsicContentSize`` itself always gives the current value.
    open func invalidateIntrinsicContentSize() {
        LayoutEngine.intrinsicSizeChanged(self)
        notifyIntrinsicSizeChanged()
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// The intrinsic width (the seed's `IntrinsicWidth`), or ``noIntrinsicMetric``.
    public var intrinsicWidth: CGFloat { intrinsicContentSize.width }
    /// The intrinsic height (the seed's `IntrinsicHeight`), or ``noIntrinsicMetric``.
    public var intrinsicHeight: CGFloat { intrinsicContentSize.height }

    /// Where the first line of text sits: its baseline's distance from the top (nil: the view has no text, and
    /// its first baseline is its bottom edge). Text views override it; call ``invalidateBaselineOffsets()``
    /// when it changes.
    open var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// Where the last line of text sits: its baseline's distance from the bottom (nil: the bottom edge).
    open var lastBaselineOffsetFromBottom: CGFloat? { nil }

    /// Re-reads the baseline offsets into the constraints on this view's baselines (constant changes).
    open func invalidateBaselineOffsets() { LayoutEngine.baselinesChanged(self) }

    var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionPriorities = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (default 250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis),
            LayoutEngine.acceptsFinite(
                CGFloat(priority.rawValue),
                refusal: "Ignoring content hugging priority "
                    + "\(priority.rawValue) of \(NSLayoutConstraint.name(of: self))")
        else { return }
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        LayoutEngine.intrinsicSizeChanged(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (default 750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis),
            LayoutEngine.acceptsFinite(
                CGFloat(priority.rawValue),
                refusal: "Ignoring compression resistance priority "
                    + "\(priority.rawValue) of \(NSLayoutConstraint.name(of: self))")
        else { return }
        if axis == .horizontal {
            compressionPriorities.horizontal = priority
        } else {
            compressionPriorities.vertical = priority
        }
        LayoutEngine.intrinsicSizeChanged(self)
    }

    /// The seed's `HorizontalContentHuggingPriority`.
    public var horizontalContentHuggingPriority: UILayoutPriority {
        get { contentHuggingPriority(for: .horizontal) }
        set { setContentHuggingPriority(newValue, for: .horizontal) }
    }
    /// The seed's `VerticalContentHuggingPriority`.
    public var verticalContentHuggingPriority: UILayoutPriority {
        get { contentHuggingPriority(for: .vertical) }
        set { setContentHuggingPriority(newValue, for: .vertical) }
    }
    /// The seed's `HorizontalCompressionResistancePriority`.
    public var horizontalCompressionResistancePriority: UILayoutPriority {
        get { contentCompressionResistancePriority(for: .horizontal) }
        set { setContentCompressionResistancePriority(newValue, for: .horizontal) }
    }
    /// The seed's `VerticalCompressionResistancePriority`.
    public var verticalCompressionResistancePriority: UILayoutPriority {
        get { contentCompressionResistancePriority(for: .vertical) }
        set { setContentCompressionResistancePriority(newValue, for: .vertical) }
    }

    // MARK: Layout engine hooks
    // Override points the engine calls for views it treats specially (a scroll view's content area, wrapping
    // text), so that the engine never asks which subclass a view is. Internal: declared here so that
    // subclasses can override them; the defaults are in `Engine/UIView+LayoutHooks.swift`.

    /// The constraints that place this view's system layout guide `guide` (margins, safe area, …).
    func systemGuideConstraints(for guide: UILayoutGuide) -> [GeneratedConstraint] { insetGuideConstraints(for: guide) }

    /// What a constraint between this view's `attribute` and an item inside it attaches to (the view itself;
    /// a scroll view's content area for its edges).
    func contentEdgeItem(for attribute: NSLayoutConstraint.Attribute) -> LayoutItem { self }

    /// The intrinsic size the view would have at `width`, for views whose intrinsic height follows their width
    /// (wrapping text); nil for the others (the default).
    func intrinsicContentSize(atWidth width: CGFloat) -> CGSize? { nil }

    /// The engine moved this view's content-size constraints to its intrinsic size at `width`: its bounds width
    /// in a layout pass, the width a fitting-size question gave it otherwise (default: read again in the next
    /// layout pass when that is not its bounds width).
    func intrinsicContentSizeWasMeasured(atWidth width: CGFloat) {
        if width != bounds.width { LayoutEngine.intrinsicSizeChanged(self) }
    }

    // MARK: Constraints held

    /// The constraints held by this view: active constraints whose closest common ancestor it is.
    open var constraints: [NSLayoutConstraint] { heldConstraints }

    /// Activates `constraint` (UIKit's older API; the constraint must relate this view or its subviews).
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates `constraints`.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates `constraints`.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Fitting

    /// The size the view would like within `size`: its fitting size when constraints or an intrinsic size
    /// determine one, else its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        if intrinsic.width == UIView.noIntrinsicMetric && intrinsic.height == UIView.noIntrinsicMetric
            && !anyInSubtree({ !$0.heldConstraints.isEmpty })
        {
            return bounds.size
        }
        return systemLayoutSizeFitting(size)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    // MARK: Layout cycle

    /// Marks the view as needing ``layoutSubviews()`` in the next layout pass.
    open func setNeedsLayout() { markNeedsLayout() }

    /// Sets ``needsLayout`` and flags the path up to the top for the next layout pass.
    func markNeedsLayout() {
        needsLayout = true
        // Unretained walk (the views up the path are alive: each superview retains the view below it).
        unowned(unsafe) var view: UIView = self
        while !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            guard let superview = view.superview else { break }
            view = superview
        }
    }

    /// Lays out the hierarchy this view belongs to now, if anything changed: updates constraints, solves, moves
    /// every view to its frame and calls ``layoutSubviews()`` where bounds changed.
    open func layoutIfNeeded() { LayoutEngine.layout(self) }

    /// Override point called during layout after this view's frame is final and before its subviews lay out.
    /// The default does nothing (constraints already placed the subviews).
    open func layoutSubviews() {}

    /// Marks the view as needing ``updateConstraints()`` before the next layout.
    open func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        var view: UIView? = self
        while let v = view, !v.subtreeNeedsUpdateConstraints {
            v.subtreeNeedsUpdateConstraints = true
            view = v.superview
        }
    }

    /// Override point to create or change constraints before layout (leaf to root). Call `super`.
    open func updateConstraints() {}

    /// Calls ``updateConstraints()`` on this view and its subviews that need it, leaves first.
    open func updateConstraintsIfNeeded() { LayoutEngine.updateConstraints(in: self) }
}
