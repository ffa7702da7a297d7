import Foundation

/// The shape of the mouse cursor over a view, for hosts with a mouse (the SDL host sets the system cursor).
/// UIKit on iPad describes pointer shapes with `UIPointerInteraction`; this is the desktop cursor that a
/// window host can show.
public enum UIPointerCursor: Int, Sendable, CaseIterable {
    /// The arrow (the default).
    case arrow
    /// The I-beam, over text that can be selected or edited (the default over a `UIKeyInput` view).
    case iBeam
    /// The pointing hand, over a link or a button that asks for it.
    case pointingHand
    /// The crosshair.
    case crosshair
    /// A horizontal resize cursor.
    case resizeLeftRight
    /// A vertical resize cursor.
    case resizeUpDown
    /// The "not allowed" cursor.
    case notAllowed
}

extension UIView {
    /// The cursor a host shows while the pointer is over this view (nil: the superview's; at the top: the
    /// arrow, or the I-beam over a view that takes text, ``UIKeyInput``).
    public var pointerCursor: UIPointerCursor? {
        get { extendedState?.pointerCursor }
        set { makeExtendedState().pointerCursor = newValue }
    }

    /// The cursor shown over this view: its own, else the I-beam for text input, else its superview's.
    public var effectivePointerCursor: UIPointerCursor {
        var view: UIView? = self
        while let v = view {
            if let cursor = v.pointerCursor { return cursor }
            if v is UIKeyInput { return .iBeam }
            view = v.superview
        }
        return .arrow
    }
}
