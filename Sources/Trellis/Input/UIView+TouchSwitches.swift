import Foundation

/// The seed system's per-view touch switches (its `IsSelfTouchInteractionEnabled`,
/// `IsSubviewTouchInteractionEnabled`, `ClipsSelfTouchesToBounds`, `ClipsSubviewTouchesToBounds` and
/// `IsTouchThrough`), stored together as the bits of one byte so that hit testing reads them in one load and
/// decides the common miss — a view that clips itself and its subviews, the point outside it — with one
/// compare. The defaults are UIKit's.
struct TouchSwitches {
    /// One bit per switch.
    enum Switch: UInt8 {
        case selfEnabled = 1, subviewsEnabled = 2, clipsSelf = 4, clipsSubviews = 8, touchThrough = 16
        case transformsSubviews = 32
        /// Not a touch switch: whether the view observes hover (``UIView/hoverChanged`` has subscribers), kept
        /// here so that the hover walk reads it with the switches, without reaching the view's input storage.
        case observesHover = 64
    }

    private var bits: UInt8 = 1 | 2 | 4 | 8  // (UIKit's defaults: both enabled, both clipped)

    subscript(_ s: Switch) -> Bool {
        @inline(__always) get { bits & s.rawValue != 0 }
        set { bits = newValue ? bits | s.rawValue : bits & ~s.rawValue }
    }

    /// Whether the view draws its subviews through a transform (``UISurfaceView``): hit testing and touch
    /// locations go through it, so touches land on what the user sees.
    var transformsSubviews: Bool {
        get { self[.transformsSubviews] }
        set { self[.transformsSubviews] = newValue }
    }
    /// Whether touches are clipped to the bounds both for the view and for its subviews (the defaults): then
    /// nothing in the subtree takes a point outside the view's `point(inside:with:)`.
    var clipsAll: Bool { bits & (4 | 8) == 4 | 8 }
}

extension UIView {
    /// Whether the view itself can be the target of a touch (the seed's `IsSelfTouchInteractionEnabled`;
    /// default true, as a UIKit view). False: touches in the view that hit none of its subviews fall through
    /// to the views behind it — a container that only groups.
    public var isSelfTouchInteractionEnabled: Bool {
        get { touchSwitches[.selfEnabled] }
        set { touchSwitches[.selfEnabled] = newValue }
    }

    /// Whether the view's subviews can be the target of touches (the seed's `IsSubviewTouchInteractionEnabled`;
    /// default true). False: the subtree is skipped by hit testing and hover, the view itself still counts.
    public var isSubviewTouchInteractionEnabled: Bool {
        get { touchSwitches[.subviewsEnabled] }
        set { touchSwitches[.subviewsEnabled] = newValue }
    }

    /// Whether the view itself takes touches only inside its bounds (the seed's `ClipsSelfTouchesToBounds`;
    /// default true). False: wherever a touch falls through to it — a backdrop that catches every touch.
    public var clipsSelfTouchesToBounds: Bool {
        get { touchSwitches[.clipsSelf] }
        set { touchSwitches[.clipsSelf] = newValue }
    }

    /// Whether subviews take touches only inside this view's bounds (the seed's `ClipsSubviewTouchesToBounds`;
    /// default true, UIKit's rule; the seed's default was false). False: a subview sticking out of the view
    /// is touchable where it sticks out, as it is drawn unless the view clips.
    public var clipsSubviewTouchesToBounds: Bool {
        get { touchSwitches[.clipsSubviews] }
        set {
            touchSwitches[.clipsSubviews] = newValue
            hoverGeometryChanged()
        }
    }

    /// Whether a view that handles nothing lets touches fall to what is below it (the seed's `IsTouchThrough`;
    /// default false, UIKit's rule; the seed's default was true): when true, the view itself is a touch target
    /// only while it has an enabled gesture recognizer. Its subviews take touches as usual.
    public var isTouchThrough: Bool {
        get { touchSwitches[.touchThrough] }
        set { touchSwitches[.touchThrough] = newValue }
    }
}
