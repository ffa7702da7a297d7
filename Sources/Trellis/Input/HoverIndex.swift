import Foundation

/// A container's subviews that hold hover observers, sorted by the top edges of their frames, so that the hover
/// walk finds the few under a point by a binary search instead of asking every subview (a list of 100
/// observing rows: two or three looked at, not 100).
///
/// It is a filter, never the judge: every subview it returns is checked by the walk exactly as before, and a
/// subview it leaves out is one whose frame does not contain the point (off the hit path such a subview holds
/// nothing under the pointer; see `RootInput+Hover.swift`). Subviews whose touch area is not their frame —
/// transformed ones, and ones that let their own subviews take touches outside them — are always returned.
///
/// Staleness: the index keeps the container's `subviews` array it was built from; any change to the
/// container's subviews copies that array, so a different buffer means a changed hierarchy. Frame, transform,
/// touch-switch and observer-count changes of a subview clear ``isValid`` (``UIView/hoverGeometryChanged()``).
///
/// Exclusivity: the stored properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`), which
/// is sound because no access to them can overlap another: `init` fills the arrays before the index is stored
/// anywhere (nothing else can reach it yet, and it calls no overridable code); ``collect(_:into:)`` only reads
/// them, and its `out` is the caller's buffer, not one of these; ``isValid`` is cleared by single stores
/// (``UIView/hoverGeometryChanged()``, ``UIView/adjustHoverObservers(by:)``) and read by ``describes(_:)``. The
/// code that may run arbitrary app code during a hover walk — `point(inside:with:)` overrides, and the
/// `hoverChanged` handlers, which run after the walk — runs outside every access to an index: a handler that
/// changes the tree or the observers only clears ``isValid`` or replaces the container's index, while the walk
/// holds its own reference to the old one. (The checks are per thread anyway: they never guarded against two
/// threads; views belong to one.)
final class HoverIndex {
    /// Containers with fewer observing subviews than this are walked subview by subview.
    static let minimumCount = 16

    /// The container's subviews when the index was built (kept alive: see the type's notes).
    let subviews: [UIView]
    /// Cleared when a subview's frame, transform, switches or observer count changes.
    @exclusivity(unchecked) var isValid = true
    /// The frame-bounded entries, sorted by (`minY`, position): the frames' edges and the subview's position.
    @exclusivity(unchecked) private var minY: [CGFloat] = []
    @exclusivity(unchecked) private var maxY: [CGFloat] = []
    @exclusivity(unchecked) private var minX: [CGFloat] = []
    @exclusivity(unchecked) private var maxX: [CGFloat] = []
    @exclusivity(unchecked) private var position: [Int32] = []
    /// The tallest frame among the entries (the binary search's reach upward).
    @exclusivity(unchecked) private var tallest: CGFloat = 0
    /// Positions of observing subviews whose touch area is not their frame, ascending.
    @exclusivity(unchecked) private var always: [Int32] = []
    /// Whether no point is in two entries' frames and every entry is frame-shaped (``always`` is empty): then a
    /// subview whose frame holds the point is the only one that does (a grid or a list of rows).
    @exclusivity(unchecked) private(set) var isDisjoint = false
    /// How many observing subviews the index holds (stored: the walk asks at every visit, and the two arrays it
    /// counts are two more cache lines to reach).
    @exclusivity(unchecked) private(set) var count = 0

    /// Builds the index of `subviews` (the container's, as they are now).
    init(_ subviews: [UIView]) {
        self.subviews = subviews
        var entries: [(minY: CGFloat, position: Int32)] = []
        for (i, view) in subviews.enumerated() where view.hoverObserversInSubtree > 0 {
            if view.hasFrameShapedHoverArea {
                entries.append((view.storedFrame.origin.y, Int32(i)))
            } else {
                always.append(Int32(i))
            }
        }
        entries.sort { $0.minY < $1.minY || ($0.minY == $1.minY && $0.position < $1.position) }
        for (_, p) in entries {
            let f = subviews[Int(p)].storedFrame
            minY.append(f.origin.y)
            maxY.append(f.origin.y + f.size.height)
            minX.append(f.origin.x)
            maxX.append(f.origin.x + f.size.width)
            position.append(p)
            tallest = max(tallest, f.size.height)
        }
        isDisjoint = always.isEmpty && Self.framesAreDisjoint(minY, maxY, minX, maxX, tallest: tallest)
        count = position.count + always.count
    }

    /// Whether no point lies in two of the frames (given by their edges, sorted by `minY`; `tallest`: the
    /// greatest height). A point is in a frame when `min ≤ p < max` on both axes, so two frames share one
    /// exactly when `max(minA, minB) < min(maxA, maxB)` on both axes (empty and NaN frames share none). Each
    /// frame is compared with the earlier ones whose top is within `tallest` above its own — a few in a grid or
    /// a list; past a budget of 32 comparisons per frame the answer is a cautious no.
    private static func framesAreDisjoint(
        _ minY: [CGFloat], _ maxY: [CGFloat], _ minX: [CGFloat], _ maxX: [CGFloat], tallest: CGFloat
    ) -> Bool {
        var budget = 32 * minY.count
        for i in minY.indices {
            guard minY[i].isFinite, maxY[i].isFinite, minX[i].isFinite, maxX[i].isFinite else { return false }
            var j = i
            while j > 0 {
                j -= 1
                guard minY[j] + tallest > minY[i] else { break }
                budget -= 1
                if budget < 0 { return false }
                if max(minY[i], minY[j]) < min(maxY[i], maxY[j]) && max(minX[i], minX[j]) < min(maxX[i], maxX[j]) {
                    return false
                }
            }
        }
        return true
    }

    /// Whether the index still describes `subviews` (the container's current array).
    @inline(__always)
    func describes(_ subviews: [UIView]) -> Bool {
        guard isValid, subviews.count == self.subviews.count else { return false }
        return subviews.withUnsafeBufferPointer { a in
            self.subviews.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
    }

    /// Appends to `out` the positions of the observing subviews that may be under `p` (in the container's
    /// subview space), ascending: those whose frame contains `p`, and those always returned.
    func collect(_ p: CGPoint, into out: inout [Int32]) {
        let start = out.count
        // The first entry whose top is below p.y; entries before it with a top above p.y - tallest may reach it
        // (a frame with minY + tallest <= p.y ends at or above p.y: float addition is monotonic).
        var lo = 0, hi = minY.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if minY[mid] <= p.y { lo = mid + 1 } else { hi = mid }
        }
        var i = lo
        while i > 0 {
            i -= 1
            guard minY[i] + tallest > p.y else { break }
            if p.y < maxY[i] && p.x >= minX[i] && p.x < maxX[i] { out.append(position[i]) }
        }
        out.append(contentsOf: always)
        // Few candidates: an insertion sort into subview order.
        var k = start + 1
        while k < out.count {
            let v = out[k]
            var j = k
            while j > start && out[j - 1] > v {
                out[j] = out[j - 1]
                j -= 1
            }
            out[j] = v
            k += 1
        }
    }
}

extension UIView {
    /// Whether the view's touch area, as its superview sees it, is its frame: no transform, and its subviews
    /// take touches only inside it.
    var hasFrameShapedHoverArea: Bool {
        touchSwitches[.clipsSubviews] && (animationState?.transform.isIdentity ?? true)
    }

    /// Whether `base` (a point in the superview's subview space) is on the view's frame, or — transformed — on
    /// its bounds where the transform shows them; `q` is the same point in the view's bounds space. Off the hover
    /// walk's hit path, a view is under the pointer only there (its ``point(inside:with:)`` must agree too).
    @inline(__always)
    func hoverAreaContains(_ base: CGPoint, _ q: CGPoint) -> Bool {
        if let state = animationState, !state.transform.isIdentity { return defaultPoint(inside: q) }
        return Self.frame(storedFrame, contains: base)
    }

    /// Whether `p` is on `frame` (UIKit's rule: the minimum edges in, the maximum edges out).
    @inline(__always)
    static func frame(_ frame: CGRect, contains p: CGPoint) -> Bool {
        p.x >= frame.origin.x && p.y >= frame.origin.y && p.x < frame.origin.x + frame.size.width
            && p.y < frame.origin.y + frame.size.height
    }

    /// Tells the superview's hover index that this view's frame, transform, switches or observer count
    /// changed, and moves the ``HoverGeneration`` (nothing to do while the view holds no hover observers: the
    /// index leaves it out, and the hover walk never looks at it).
    @inline(__always)
    func hoverGeometryChanged() {
        if hoverObserversInSubtree != 0 {
            superview?.inputStorage?.hoverIndex?.isValid = false
            HoverGeneration.bump()
        }
    }

    /// The view's hover index over its subviews, built or rebuilt when stale; nil when fewer than
    /// ``HoverIndex/minimumCount`` subviews hold observers.
    @inline(__always)
    func validHoverIndex(_ subviews: [UIView]) -> HoverIndex? {
        guard hoverObserversInSubtree >= HoverIndex.minimumCount, subviews.count >= HoverIndex.minimumCount else {
            return nil
        }
        // (The index of the last walk, still valid, read without a call.)
        if let index = inputStorage?.hoverIndex, index.describes(subviews) {
            return index.count >= HoverIndex.minimumCount ? index : nil
        }
        return builtHoverIndex(subviews)
    }

    /// ``validHoverIndex(_:)`` when the view has no valid index: builds it.
    @inline(never)
    private func builtHoverIndex(_ subviews: [UIView]) -> HoverIndex? {
        let storage = makeInputStorage()
        let index = HoverIndex(subviews)
        storage.hoverIndex = index
        return index.count >= HoverIndex.minimumCount ? index : nil
    }
}
