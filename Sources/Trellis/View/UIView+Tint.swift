import Foundation

extension UIView {
    /// How a view shows its tint (UIKit's `UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview (normal at the top).
        case automatic = 0
        /// The tint as it is.
        case normal = 1
        /// A gray of the tint's luminance: the view is behind something modal.
        case dimmed = 2
    }

    /// What decides a view's effective tint: the nearest color set on it or above (else system blue), and
    /// whether the nearest adjustment mode that is not automatic is `.dimmed`.
    struct TintState {
        var color: UIColor
        var dimmed: Bool
    }

    /// The tint state of this view (see ``TintState``): O(1), kept per view (``refreshTint()``).
    var tintState: TintState { TintState(color: storedTintColor ?? .systemBlue, dimmed: storedTintDimmed) }

    /// The tint set on this view or the nearest ancestor that has one, else ``UIColor/systemBlue``; dimmed
    /// when the effective adjustment mode is `.dimmed`.
    var effectiveTintColor: UIColor {
        let state = tintState
        return state.dimmed ? Self.dimmed(state.color) : state.color
    }

    /// A dimmed tint: the gray of the tint's luminance (Rec. 601 weights), keeping its alpha; dynamic tints
    /// stay dynamic.
    static func dimmed(_ tint: UIColor) -> UIColor {
        UIColor { traits in
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            tint.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
        }
    }

    /// The adjustment mode in effect: the nearest one that is not automatic, else normal.
    var effectiveTintAdjustmentMode: TintAdjustmentMode { tintState.dimmed ? .dimmed : .normal }

    /// Sets (or with nil clears) the tint of this view.
    func setExplicitTintColor(_ color: UIColor?) {
        guard color !== extendedState?.tintColor else { return }
        makeExtendedState().tintColor = color
        notifyTintChanged(refreshTint())
    }

    /// Sets the adjustment mode of this view.
    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        guard mode != (extendedState?.tintAdjustmentMode ?? .automatic) else { return }
        makeExtendedState().tintAdjustmentMode = mode
        notifyTintChanged(refreshTint())
    }

    /// The view moved (or left its superview): what it inherits may differ now.
    func tintMayHaveChanged() { notifyTintChanged(refreshTint()) }

    /// Brings the kept tint state up to date at and below this view after its own tint, its adjustment mode or
    /// its superview changed; returns the views whose effective tint changed, each before the views below it.
    /// Only those are visited (and the subviews of those): a move that changes nothing costs O(1) however big
    /// the subtree, and none of it recurses (issue 20: 10,000-level trees).
    func refreshTint() -> [UIView] {
        var changed: [UIView] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            var color = view.superview?.storedTintColor
            var dimmed = view.superview?.storedTintDimmed ?? false
            if let state = view.extendedState {
                if let own = state.tintColor { color = own }
                if state.tintAdjustmentMode != .automatic { dimmed = state.tintAdjustmentMode == .dimmed }
            }
            guard dimmed != view.storedTintDimmed || !Self.sameTint(color, view.storedTintColor) else { continue }
            view.storedTintColor = color
            view.storedTintDimmed = dimmed
            changed.append(view)
            pending.append(contentsOf: view.subviews.reversed())  // (popped front first: pre-order)
        }
        return changed
    }

    /// Whether two kept tints (nil: the default) are the same color.
    private static func sameTint(_ a: UIColor?, _ b: UIColor?) -> Bool {
        a === b || (a ?? .systemBlue).isEqual(b ?? .systemBlue)
    }

    /// Calls ``tintColorDidChange()`` on the views whose effective tint changed (every kept state is up to date
    /// first, so that each call reads the new tints), and marks where they are drawn.
    private func notifyTintChanged(_ changed: [UIView]) {
        for view in changed {
            view.setNeedsFrameOfBounds()
            view.tintColorDidChange()
        }
    }
}
