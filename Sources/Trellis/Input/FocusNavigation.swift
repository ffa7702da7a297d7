import Foundation

/// The geometry of focus moves: reading order for Tab, the nearest view in a direction for the arrows. Frames
/// are compared in the root's space; ties go to the earlier view in tree order, so every answer is
/// deterministic.
enum FocusNavigation {
    /// `views` (in tree order) in tab order: reading order — rows top to bottom, each row left to right (right
    /// to left in a right-to-left root) — with each focus group's members moved together to where its first
    /// member is.
    static func readingOrder(_ views: [UIView]) -> [UIView] {
        guard views.count > 1 else { return views }
        let frames = views.map(\.frameInRoot)
        let rightToLeft = views[0].topMostView.isRightToLeft
        // Rows: sorted by top edge; a view joins the current row when its top is above the middle of the row's
        // first view.
        let byTop = views.indices.sorted { a, b in
            (frames[a].minY, frames[a].minX, a) < (frames[b].minY, frames[b].minX, b)
        }
        var rows: [[Int]] = []
        var rowBottom = -CGFloat.infinity
        for i in byTop {
            if !rows.isEmpty && frames[i].minY < rowBottom {
                rows[rows.count - 1].append(i)
            } else {
                rows.append([i])
                rowBottom = frames[i].midY
            }
        }
        var order: [Int] = []
        for row in rows {
            order += row.sorted { a, b in
                rightToLeft ? (-frames[a].maxX, a) < (-frames[b].maxX, b) : (frames[a].minX, a) < (frames[b].minX, b)
            }
        }
        // Groups together, in the order of their first members.
        let groups = order.map { group(of: views[$0]) }
        var result: [UIView] = []
        var placed = [Bool](repeating: false, count: order.count)
        for k in order.indices where !placed[k] {
            let g = groups[k]
            for m in k..<order.count where !placed[m] && (m == k || (g != nil && groups[m] == g)) {
                result.append(views[order[m]])
                placed[m] = true
            }
        }
        return result
    }

    /// The focus group of `view`: its own identifier or the nearest superview's.
    static func group(of view: UIView) -> String? {
        for v in view.viewHierarchy { if let id = v.focusGroupIdentifier { return id } }
        return nil
    }

    /// The view after (or before) `current` in `order`, wrapping around; the first (or last) when `current`
    /// is not in it.
    static func step(from current: UIView, in order: [UIView], forward: Bool) -> UIView? {
        guard !order.isEmpty else { return nil }
        guard let i = order.firstIndex(where: { $0 === current }) else { return forward ? order.first : order.last }
        let next = order[(i + (forward ? 1 : order.count - 1)) % order.count]
        return next === current ? nil : next
    }

    /// The nearest view to `current` heading `heading` (one of up, down, left, right) among `candidates` (in
    /// tab order), preferring `current`'s focus group.
    static func nearest(from current: UIView, heading: UIFocusHeading, among candidates: [UIView]) -> UIView? {
        let others = candidates.filter { $0 !== current }
        let g = group(of: current)
        let sameGroup = others.filter { group(of: $0) == g }
        return best(from: current.frameInRoot, heading: heading, among: sameGroup)
            ?? best(from: current.frameInRoot, heading: heading, among: others)
    }

    /// The best candidate from frame `f`: see ``UIFocusSystem`` for the rule.
    private static func best(from f: CGRect, heading: UIFocusHeading, among views: [UIView]) -> UIView? {
        var winner: (view: UIView, score: (Int, CGFloat, CGFloat))?
        for view in views {
            let c = view.frameInRoot
            guard let (along, acrossGap, acrossCenter) = measure(c, from: f, heading: heading) else { continue }
            // Overlapping across the heading: nearest along, then best aligned. Otherwise: along + 2 × across.
            let score = acrossGap == 0 ? (0, along, acrossCenter) : (1, along + 2 * acrossGap, acrossCenter)
            if winner == nil || score < winner!.score { winner = (view, score) }
        }
        return winner?.view
    }

    /// For a candidate `c` entirely beyond `f`'s edge in `heading`: the distance along the heading, the gap
    /// across it (0 when they overlap across), and the distance between their centers across; nil when `c`
    /// is not beyond the edge.
    private static func measure(_ c: CGRect, from f: CGRect, heading: UIFocusHeading) -> (CGFloat, CGFloat, CGFloat)? {
        let tolerance: CGFloat = 0.5
        let along: CGFloat
        let horizontal: Bool
        switch heading {
        case .right:
            along = c.minX - f.maxX
            horizontal = true
        case .left:
            along = f.minX - c.maxX
            horizontal = true
        case .down:
            along = c.minY - f.maxY
            horizontal = false
        case .up:
            along = f.minY - c.maxY
            horizontal = false
        default: return nil
        }
        guard along >= -tolerance else { return nil }
        let (cLow, cHigh, fLow, fHigh) =
            horizontal ? (c.minY, c.maxY, f.minY, f.maxY) : (c.minX, c.maxX, f.minX, f.maxX)
        let gap = max(0, max(cLow - fHigh, fLow - cHigh))
        let centers = abs((cLow + cHigh) / 2 - (fLow + fHigh) / 2)
        return (max(0, along), gap, centers)
    }
}
