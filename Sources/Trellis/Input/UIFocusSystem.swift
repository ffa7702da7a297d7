import Foundation

/// Keyboard and game-pad focus for one root view (UIKit's `UIFocusSystem`; the reference for its moves is
/// UIKit's focus engine on tvOS).
///
/// Focus lands on views whose ``UIView/canBecomeFocused`` is true and that are visible and
/// interaction-enabled up to the root. Nothing is focused until the user asks: Tab, Shift-Tab or an arrow
/// key (a D-pad, as a host maps it) focuses the preferred item first.
/// - **Tab / Shift-Tab** step through the *tab order*: reading order by frame (rows top to bottom, each
///   left to right), with the members of a focus group (``UIView/focusGroupIdentifier``) kept together where
///   the group's first member is; ``tabOrder`` can replace it. It wraps around.
/// - **Arrows** move to the nearest focusable view in that direction by frame geometry: among the views
///   entirely beyond the focused one's edge, those overlapping it across the direction win, nearest first;
///   otherwise the one with the smallest distance along plus twice the distance across. Views of the focused
///   view's group are preferred; other groups are reached when the group has nothing that way.
/// - Every move asks ``UIView/shouldUpdateFocus(in:)`` and tells ``UIView/didUpdateFocus(in:with:)`` the
///   environments around the old and new items: each view from them up to the root, the old item's side
///   first, nearest first, each once.
/// - A focused view that is removed, hidden, disabled or no longer focusable loses focus at the next step
///   of input (an event, ``UIRootView/advance(to:)``, a layout pass of the root); focus goes to the
///   preferred item, if any.
/// - A focused text input (``UIKeyInput`` that can become first responder) becomes first responder; a first
///   responder that loses focus resigns.
public final class UIFocusSystem {
    /// The root's input (weak: a focus system kept past its root answers nil and does nothing).
    private weak var owner: RootInput?
    /// The root's input, for the paths only reached while the root is alive (after a check of ``owner``).
    private var input: RootInput { owner! }
    /// The view focus was last put on (a root view, held weakly: the focus system lives in its root).
    private var focused: UIView? {
        get { focusedHold.object }
        set { focusedHold = InputHold(newValue) }
    }
    @exclusivity(unchecked) private var focusedHold = InputHold<UIView>(nil)
    /// The environment of a requested update (weak: a request for an environment since freed is dropped).
    @exclusivity(unchecked) private weak var requested: UIFocusEnvironment?

    init(input: RootInput) { owner = input }

    /// The focus system of the root `environment` belongs to.
    public static func focusSystem(for environment: UIFocusEnvironment) -> UIFocusSystem? {
        var e: UIFocusEnvironment? = environment
        while let current = e {
            if let view = current as? UIView { return (view.topMostView as? UIRootView)?.input.focusSystem }
            e = current.parentFocusEnvironment
        }
        return nil
    }

    /// The focused item (nil when nothing is, or when the focused view can no longer be focused and focus has
    /// not moved off it yet).
    public var focusedItem: UIFocusItem? { focusedView }

    /// The view focus was last put on, whether or not it can still hold it.
    var heldView: UIView? { focused }

    /// The focused view (as ``focusedItem``).
    var focusedView: UIView? {
        guard owner != nil, let focused, isFocusable(focused) else { return nil }
        return focused
    }

    /// Replaces the default tab order: given the focusable views in reading order (groups kept together),
    /// returns them in the order Tab should visit (views left out are skipped by Tab, still reachable by the
    /// arrows).
    public var tabOrder: ((_ readingOrder: [UIView]) -> [UIView])?

    /// Asks for focus to go to `environment`'s preferred item at the next update (``updateFocusIfNeeded()``, or
    /// the next step of input).
    public func requestFocusUpdate(to environment: UIFocusEnvironment) { requested = environment }

    /// Performs a requested focus update now.
    public func updateFocusIfNeeded() {
        guard owner != nil, let environment = requested else { return }
        requested = nil
        guard let target = preferredItem(in: environment) else { return }
        setFocus(to: target, heading: [], asking: true)
    }

    // MARK: Moves

    /// Moves focus one step `heading` (Tab, Shift-Tab, an arrow); returns whether it found somewhere to go.
    func moveFocus(_ heading: UIFocusHeading) -> Bool {
        guard owner != nil else { return false }
        let candidates = FocusNavigation.readingOrder(focusableViews())
        guard let current = focusedView else {
            guard let first = preferredItem(in: input.root, candidates: candidates) else { return false }
            return setFocus(to: first, heading: heading, asking: true)
        }
        let target: UIView?
        if heading == .next || heading == .previous {
            target = FocusNavigation.step(from: current, in: tabOrder(candidates), forward: heading == .next)
        } else {
            target = FocusNavigation.nearest(from: current, heading: heading, among: candidates)
        }
        guard let target else { return false }
        return setFocus(to: target, heading: heading, asking: true)
    }

    /// Moves focus off a view that can no longer hold it (to the preferred item, without asking), and applies a
    /// requested update.
    func validateFocus() {
        guard focused != nil || requested != nil, owner != nil else { return }  // (nothing to check: every step)
        if let focused, !isFocusable(focused) {
            let next = preferredItem(in: input.root, candidates: FocusNavigation.readingOrder(focusableViews()))
            setFocus(to: next, heading: [], asking: false)
        }
        if requested != nil { updateFocusIfNeeded() }
    }

    /// Moves focus to `next`: asks the environments (unless forced), updates, tells them, and keeps the first
    /// responder in step. Returns whether focus moved.
    @discardableResult
    private func setFocus(to next: UIView?, heading: UIFocusHeading, asking: Bool) -> Bool {
        let previous = focused
        guard previous !== next else { return false }
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        let environments = Self.environments(previous, next)
        if asking {
            for view in environments where !view.shouldUpdateFocus(in: context) { return false }
        }
        focused = next
        if let previous, input.firstResponder === previous { _ = previous.resignFirstResponder() }
        if let next, next is UIKeyInput, next.canBecomeFirstResponder { _ = next.becomeFirstResponder() }
        let coordinator = UIFocusAnimationCoordinator()
        for view in environments { view.didUpdateFocus(in: context, with: coordinator) }
        coordinator.run()
        return true
    }

    /// The views from `a` and from `b` up to the root, `a`'s side first, nearest first, each once.
    private static func environments(_ a: UIView?, _ b: UIView?) -> [UIView] {
        var result: [UIView] = []
        for start in [a, b] {
            var v = start
            while let view = v {
                if !result.contains(where: { $0 === view }) { result.append(view) }
                v = view.superview
            }
        }
        return result
    }

    // MARK: Candidates

    /// Whether `view` can hold focus now.
    func isFocusable(_ view: UIView) -> Bool {
        view.canBecomeFocused && input.contains(view) && view.isInputVisibleInTree
    }

    /// The focusable views of the root, in tree order (pre-order; hidden and disabled subtrees skipped).
    private func focusableViews() -> [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            guard view.isInputVisible else { return }
            if view.canBecomeFocused { result.append(view) }
            for subview in view.subviews { visit(subview) }
        }
        visit(input.root)
        return result
    }

    /// The tab order of `readingOrder` (``tabOrder`` applied).
    private func tabOrder(_ readingOrder: [UIView]) -> [UIView] {
        tabOrder.map { $0(readingOrder) } ?? readingOrder
    }

    /// The item focus goes to first inside `environment`: its preferred environments, resolved in order; or
    /// the first focusable view inside it in tab order.
    private func preferredItem(in environment: UIFocusEnvironment, candidates: [UIView]? = nil) -> UIView? {
        var visited: [ObjectIdentifier] = []
        func resolve(_ e: UIFocusEnvironment) -> UIView? {
            let id = ObjectIdentifier(e)
            guard !visited.contains(id) else { return nil }
            visited.append(id)
            if let view = e as? UIView, isFocusable(view) { return view }
            for preferred in e.preferredFocusEnvironments {
                if let found = resolve(preferred) { return found }
            }
            return nil
        }
        if let found = resolve(environment) { return found }
        let all = tabOrder(candidates ?? FocusNavigation.readingOrder(focusableViews()))
        guard let container = environment as? UIView else { return all.first }
        return all.first { $0.isDescendant(of: container) }
    }
}
