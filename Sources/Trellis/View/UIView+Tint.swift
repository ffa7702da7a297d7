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

        func differs(from other: TintState) -> (color: Bool, dimming: Bool) {
            (!color.isEqual(other.color), dimmed != other.dimmed)
        }
    }

    /// The tint state of this view (see ``TintState``).
    var tintState: TintState {
        var color: UIColor?, mode: TintAdjustmentMode?
        for view in viewHierarchy {
            guard let state = view.extendedState else { continue }
            if color == nil { color = state.tintColor }
            if mode == nil, state.tintAdjustmentMode != .automatic { mode = state.tintAdjustmentMode }
            if color != nil && mode != nil { break }
        }
        return TintState(color: color ?? .systemBlue, dimmed: mode == .dimmed)
    }

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
        let before = tintState
        makeExtendedState().tintColor = color
        notifyTintChange(from: before)
    }

    /// Sets the adjustment mode of this view.
    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        guard mode != (extendedState?.tintAdjustmentMode ?? .automatic) else { return }
        let before = tintState
        makeExtendedState().tintAdjustmentMode = mode
        notifyTintChange(from: before)
    }

    /// The view moved away from `old` (nil: it had no superview): what it inherits may differ now.
    func tintMayHaveChanged(movedFrom old: UIView?) {
        let inherited = old?.tintState ?? TintState(color: .systemBlue, dimmed: false)
        var before = inherited
        if let own = extendedState?.tintColor { before.color = own }
        if let mode = extendedState?.tintAdjustmentMode, mode != .automatic { before.dimmed = mode == .dimmed }
        notifyTintChange(from: before)
    }

    /// Calls ``tintColorDidChange()`` on this view and, below it, on every view whose effective tint follows
    /// the part that changed, when the tint differs from `before`.
    private func notifyTintChange(from before: TintState) {
        let (color, dimming) = tintState.differs(from: before)
        guard color || dimming else { return }
        setNeedsFrameOfBounds()
        tintColorDidChange()
        for subview in subviews { subview.inheritedTintChanged(color: color, dimming: dimming) }
    }

    /// The inherited tint color and/or dimming changed above this view: tell it if it follows them, and the
    /// views below it.
    private func inheritedTintChanged(color: Bool, dimming: Bool) {
        let color = color && extendedState?.tintColor == nil
        let dimming = dimming && (extendedState?.tintAdjustmentMode ?? .automatic) == .automatic
        guard color || dimming else { return }
        setNeedsFrameOfBounds()
        tintColorDidChange()
        for subview in subviews { subview.inheritedTintChanged(color: color, dimming: dimming) }
    }
}
