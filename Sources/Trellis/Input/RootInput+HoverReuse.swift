import Foundation

// Reusing the last hover walk. A walk's answer depends on more than the hit path only where it looks at an
// observer off the path (behind it, or inside the hit view) or searches a container's index; where it went
// straight down the path, through containers whose observing subviews do not overlap (or hold no other
// observer), it found exactly the observing views of the path, each hovered directly — an answer that holds
// for the next position of the pointer as long as
// - the hit path is the same views (the hit test runs every time; it is not skipped),
// - nothing the walk decided by changed: the frames, transforms and touch switches of views holding observers,
//   and where observers are (``HoverGeneration``; the walk itself ignores everything else off the path), and
// - each path view whose frame the walk needed to hold the point still holds it, worked out again here with
//   the walk's own arithmetic (a view's `point(inside:with:)` may reach beyond its frame), and no view on the
//   path draws its subviews through a transform (a `UISurfaceView`'s, which may change without telling hover).
// Then no hover state changes, and the update is skipped: a pointer moving within a row costs its hit test,
// the path comparison and these checks.
extension RootInput {
    /// Whether `pointer`'s last observer walk still holds: `pointer.path` is the new hit path, `nextPath` the
    /// path of the walk.
    func canReuseWalk(_ pointer: PointerState) -> Bool {
        guard pointer.walkIsReusable, pointer.walkGeneration == HoverGeneration.current,
            let location = pointer.location
        else { return false }
        let path = pointer.path, old = pointer.nextPath
        guard path.count == old.count, !path.isEmpty else { return false }
        for i in path.indices where path[i] !== old[i] { return false }
        // Down the path from the root to the last view checked, the point converted as the walk converts it.
        var p = location
        var level = path.count - 1
        for check in pointer.walkFrameChecks {
            while level > check {
                let child = path[level - 1]
                guard let base = path[level].subviewSpacePoint(p) else { return false }
                if level - 1 == check {
                    guard child.hasFrameShapedHoverArea, child.hoverAreaContains(base, base) else { return false }
                }
                p = CGPoint(
                    x: base.x - child.storedFrame.origin.x + child.storedBoundsOrigin.x,
                    y: base.y - child.storedFrame.origin.y + child.storedBoundsOrigin.y)
                if child.animationState != nil { p = child.undoingTransform(p) }
                level -= 1
            }
        }
        return true
    }
}
