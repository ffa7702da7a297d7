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
    /// Whether `pointer`'s last observer walk still holds for its current hit path (a change of the path clears
    /// ``PointerState/walkIsReusable``).
    func canReuseWalk(_ pointer: PointerState) -> Bool {
        guard pointer.walkIsReusable, pointer.walkGeneration == HoverGeneration.current,
            let location = pointer.location
        else { return false }
        // (The pointer's arrays are read in place, by index: no copies, no reference counting. Between updates the
        // root is detached from the path: then it is the path's last level, one past its end.)
        let count = pointer.path.count
        let levels = count + (pointer.rootIsDetached && pointer.rootEndsPath ? 1 : 0)
        guard count > 0 else { return false }
        // Down the path from the root to the last view checked, the point converted as the walk does.
        var p = location
        var level = levels - 1
        var k = 0
        while k < pointer.walkFrameChecks.count {
            let check = pointer.walkFrameChecks[k]
            while level > check {
                // (The common level — no transform — read in place, without calls.)
                let transforms =
                    level < count
                    ? pointer.path[level].touchSwitches.transformsSubviews : root.touchSwitches.transformsSubviews
                if !transforms && pointer.path[level - 1].animationState == nil {
                    let frame = pointer.path[level - 1].storedFrame
                    if level - 1 == check {
                        guard pointer.path[level - 1].touchSwitches[.clipsSubviews],
                            UIView.frame(frame, contains: p)
                        else { return false }
                    }
                    let origin = pointer.path[level - 1].storedBoundsOrigin
                    p = CGPoint(x: p.x - frame.origin.x + origin.x, y: p.y - frame.origin.y + origin.y)
                } else {
                    let next = Self.stepDown(
                        p, from: level < count ? pointer.path[level] : root, to: pointer.path[level - 1],
                        checkingFrame: level - 1 == check)
                    guard let next else { return false }
                    p = next
                }
                level -= 1
            }
            k += 1
        }
        return true
    }

    /// `p` (in `view`'s bounds space) in `child`'s, as the walk converts it; nil when `view`'s subview transform
    /// cannot be inverted, or — `checkingFrame` — when `child`'s frame does not hold the point.
    @inline(never)
    private static func stepDown(_ p: CGPoint, from view: UIView, to child: UIView, checkingFrame: Bool) -> CGPoint? {
        guard let base = view.subviewSpacePoint(p) else { return nil }
        if checkingFrame {
            guard child.hasFrameShapedHoverArea, child.hoverAreaContains(base, base) else { return nil }
        }
        let q = CGPoint(
            x: base.x - child.storedFrame.origin.x + child.storedBoundsOrigin.x,
            y: base.y - child.storedFrame.origin.y + child.storedBoundsOrigin.y)
        return child.animationState == nil ? q : child.undoingTransform(q)
    }
}
