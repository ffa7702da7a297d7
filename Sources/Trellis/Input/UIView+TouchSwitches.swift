import Foundation

/// The seed system's per-view touch switches (its `IsSelfTouchInteractionEnabled`,
/// `IsSubviewTouchInteractionEnabled`, `ClipsSelfTouchesToBounds`, `ClipsSubviewTouchesToBounds` and
/// `IsTouchThrough`), stored together so hit testing reads them in one load. The defaults are UIKit's.
struct TouchSwitches {
    var isSelfTouchInteractionEnabled = true
    var isSubviewTouchInteractionEnabled = true
    var clipsSelfTouchesToBounds = true
    var clipsSubviewTouchesToBounds = true
    var isTouchThrough = false
    /// Whether the view draws its subviews through a transform (``UISurfaceView``): hit testing and touch
    /// locations go through it, so touches land on what the user sees.
    var transformsSubviews = false
}

extension UIView {
    /// Whether the view itself can be the target of a touch (the seed's `IsSelfTouchInteractionEnabled`;
    /// default true, as a UIKit view). False: touches in the view that hit none of its subviews fall through
    /// to the views behind it — a container that only groups.
    public var isSelfTouchInteractionEnabled: Bool {
        get { touchSwitches.isSelfTouchInteractionEnabled }
        set { touchSwitches.isSelfTouchInteractionEnabled = newValue }
    }

    /// Whether the view's subviews can be the target of touches (the seed's `IsSubviewTouchInteractionEnabled`;
    /// default true). False: the subtree is skipped by hit testing and hover, the view itself still counts.
    public var isSubviewTouchInteractionEnabled: Bool {
        get { touchSwitches.isSubviewTouchInteractionEnabled }
        set { touchSwitches.isSubviewTouchInteractionEnabled = newValue }
    }

    /// Whether the view itself takes touches only inside its bounds (the seed's `ClipsSelfTouchesToBounds`;
    /// default true). False: wherever a touch falls through to it — a backdrop that catches every touch.
    public var clipsSelfTouchesToBounds: Bool {
        get { touchSwitches.clipsSelfTouchesToBounds }
        set { touchSwitches.clipsSelfTouchesToBounds = newValue }
    }

    /// Whether subviews take touches only inside this view's bounds (the seed's `ClipsSubviewTouchesToBounds`;
    /// default true, UIKit's rule; the seed's default was false). False: a subview sticking out of the view
    /// is touchable where it sticks out, as it is drawn unless the view clips.
    public var clipsSubviewTouchesToBounds: Bool {
        get { touchSwitches.clipsSubviewTouchesToBounds }
        set {
            touchSwitches.clipsSubviewTouchesToBounds = newValue
            hoverGeometryChanged()
        }
    }

    /// Whether a view that handles nothing lets touches fall to what is below it (the seed's `IsTouchThrough`;
    /// default false, UIKit's rule; the seed's default was true): when true, the view itself is a touch target
    /// only while it has an enabled gesture recognizer. Its subviews take touches as usual.
    public var isTouchThrough: Bool {
        get { touchSwitches.isTouchThrough }
        set { touchSwitches.isTouchThrough = newValue }
    }
}
