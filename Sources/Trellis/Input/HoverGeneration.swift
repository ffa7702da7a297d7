import Synchronization

/// Counters that move whenever something hover reuses across pointer moves may have changed.
///
/// ``current`` moves when something the hover walk decides by changes: a frame, transform or touch switch of a
/// view holding hover observers (``UIView/hoverGeometryChanged()``), or the number of observers anywhere
/// (``UIView/adjustHoverObservers(by:)``). A pointer whose last walk did not depend on where the point was (see
/// `RootInput+HoverReuse.swift`) reuses that walk while it has not moved.
///
/// ``hierarchy`` moves whenever a view changes superview (``UIView/inputSuperviewChanged(from:)``): while it
/// stays, the chain of superviews above a view is the one it was, so a pointer whose hit view is the one of its
/// last move keeps its hit path without walking it again (``PointerState/setPath(_:keepingOld:)``).
///
/// Process-wide and atomic: trees on other threads only make a reuse less likely, never wrong (a thread always
/// sees its own increments). Never reset; they wrap after 2⁶⁴ changes.
enum HoverGeneration {
    private static let counter = Atomic<UInt64>(0)
    private static let hierarchyCounter = Atomic<UInt64>(0)

    /// The current value of the hover walk's counter.
    @inline(__always)
    static var current: UInt64 { counter.load(ordering: .relaxed) }

    /// Moves the hover walk's counter: every recorded walk is stale.
    @inline(__always)
    static func bump() { counter.wrappingAdd(1, ordering: .relaxed) }

    /// The current value of the hierarchy's counter.
    @inline(__always)
    static var hierarchy: UInt64 { hierarchyCounter.load(ordering: .relaxed) }

    /// Moves the hierarchy's counter: every recorded hit path is to be walked again.
    @inline(__always)
    static func bumpHierarchy() { hierarchyCounter.wrappingAdd(1, ordering: .relaxed) }
}
