import Synchronization

/// A counter that moves whenever something the hover walk decides by changes: a frame, transform or touch
/// switch of a view holding hover observers (``UIView/hoverGeometryChanged()``), or the number of observers
/// anywhere (``UIView/adjustHoverObservers(by:)``). A pointer whose last walk did not depend on where the point
/// was (see `RootInput+HoverReuse.swift`) reuses that walk while the counter has not moved.
///
/// One counter for the process, atomic: trees on other threads only make a reuse less likely, never wrong (a
/// thread always sees its own increments). It is never reset and wraps after 2⁶⁴ changes.
enum HoverGeneration {
    private static let counter = Atomic<UInt64>(0)

    /// The current value.
    @inline(__always)
    static var current: UInt64 { counter.load(ordering: .relaxed) }

    /// Moves the counter: every recorded walk is stale.
    @inline(__always)
    static func bump() { counter.wrappingAdd(1, ordering: .relaxed) }
}
