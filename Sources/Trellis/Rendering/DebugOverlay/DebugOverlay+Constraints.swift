import Foundation

extension DebugOverlay {
    /// How one constraint is drawn: its colour, line width and how important its label is.
    struct ConstraintStyle {
        var color: UIColor
        var lineWidth: CGFloat
        var importance: OverlayTags.Importance
    }

    /// Draws the constraints: ordinary ones first, then the conflicting sets, then the broken ones on top. Each
    /// is clipped to where its holder's content shows.
    func drawConstraints(_ space: OverlaySpace, _ tags: OverlayTags, _ context: CGContext) {
        let broken = options.showsBrokenConstraints ? space.broken : []
        let brokenIDs = Set(broken.map { ObjectIdentifier($0.constraint) })
        let conflictIDs = Set(broken.flatMap { $0.conflicts.map(ObjectIdentifier.init) })
        var layout = ConstraintLayout(unit: unit)
        let u = unit
        if options.showsConstraints {
            // With a highlighted view: only its constraints, drawn twice as wide.
            let highlighted = space.highlightedView
            let widen: CGFloat = highlighted == nil ? 1 : 2
            for c in space.constraints where highlighted.map({ space.relates(c, $0) }) ?? true {
                let id = ObjectIdentifier(c)
                guard !brokenIDs.contains(id), !conflictIDs.contains(id) else { continue }
                let systemMade = OverlaySpace.isSystemMade(c)
                if systemMade && !options.includesGeneratedConstraints { continue }
                let color =
                    systemMade ? Palette.generated : c.priority == .required ? Palette.required : Palette.optional
                let style = ConstraintStyle(
                    color: color, lineWidth: (systemMade ? 0.5 : 1) * widen * u, importance: .constraint)
                draw(c, style: style, space, tags, &layout, context)
            }
        }
        for entry in broken {
            for c in entry.conflicts {
                let style = ConstraintStyle(color: Palette.conflicting, lineWidth: 2 * u, importance: .broken)
                draw(c, style: style, space, tags, &layout, context)
            }
        }
        for entry in broken {
            let style = ConstraintStyle(color: Palette.broken, lineWidth: 2.5 * u, importance: .broken)
            draw(entry.constraint, style: style, space, tags, &layout, context)
        }
    }

    /// Draws one constraint, clipped to where its holder's content shows: a size as a bar across its item (and
    /// the item it is relative to), a distance between two anchors as a double arrow, an alignment (two
    /// anchors at one place) as a bar along them. Its label is requested next to the mark.
    func draw(
        _ c: NSLayoutConstraint, style: ConstraintStyle, _ space: OverlaySpace, _ tags: OverlayTags,
        _ layout: inout ConstraintLayout, _ context: CGContext
    ) {
        let visible = space.visibleRect(inside: c.holder ?? space.root)
        context.saveGState()
        context.clip(to: visible)
        defer { context.restoreGState() }
        let label = Self.label(of: c, space)
        let u = unit
        func requestLabel(at p: CGPoint, along horizontal: Bool) {
            let step = tags.size(of: label).height + u
            let shifts: [CGFloat] = [0, -1, 1, -2, 2, -3, 3, 4]
            let candidates = shifts.map { k -> (CGPoint, OverlayTags.Anchor) in
                horizontal
                    ? (CGPoint(x: p.x, y: p.y + k * step), .center) : (CGPoint(x: p.x + k * 3 * step, y: p.y), .center)
            }
            tags.request(label, at: candidates, visible: visible, color: style.color, importance: style.importance)
        }
        if c.firstAttribute.isDimension {
            guard let first = space.rect(of: c.firstItem, attribute: .width) else { return }
            let horizontal = c.firstAttribute == .width
            let firstBar = layout.dimensionBar(in: first, horizontal: horizontal, item: c.firstItem)
            OverlayShapes.bar(from: firstBar.0, to: firstBar.1, style: style, unit: u, in: context)
            if c.secondAttribute.isDimension, let second = space.rect(of: c.secondItem, attribute: .width) {
                let secondBar = layout.dimensionBar(
                    in: second, horizontal: c.secondAttribute == .width, item: c.secondItem)
                OverlayShapes.bar(from: secondBar.0, to: secondBar.1, style: style, unit: u, in: context)
                OverlayShapes.line(
                    from: Self.mid(firstBar), to: Self.mid(secondBar), style: style, thin: true, in: context)
            }
            requestLabel(at: Self.mid(firstBar), along: horizontal)
            return
        }
        guard let axis = c.firstAttribute.axis,
            let to = space.position(of: c.firstItem, attribute: c.firstAttribute),
            let firstRect = space.rect(of: c.firstItem, attribute: c.firstAttribute)
        else { return }
        let secondRect = space.rect(of: c.secondItem, attribute: c.secondAttribute)
        let from = space.position(of: c.secondItem, attribute: c.secondAttribute) ?? to
        // The cross-axis place: the middle of the overlap of the two items, else of the first item.
        let spans = [firstRect, secondRect ?? firstRect].map {
            axis == .horizontal ? ($0.minY, $0.maxY) : ($0.minX, $0.maxX)
        }
        let low = max(spans[0].0, spans[1].0), high = min(spans[0].1, spans[1].1)
        if abs(to - from) < 0.5 {
            // An alignment: a bar along the shared anchor, across both items.
            let a = min(spans[0].0, spans[1].0), b = max(spans[0].1, spans[1].1)
            let (p, q) =
                axis == .horizontal
                ? (CGPoint(x: to, y: a), CGPoint(x: to, y: b)) : (CGPoint(x: a, y: to), CGPoint(x: b, y: to))
            OverlayShapes.line(from: p, to: q, style: style, thin: false, in: context)
            if c.constant != 0 || c.priority != .required || style.color == Palette.broken {
                requestLabel(at: Self.mid((p, q)), along: axis != .horizontal)
            }
            return
        }
        let cross = layout.crossPosition(low < high ? (low + high) / 2 : (spans[0].0 + spans[0].1) / 2, axis: axis)
        let (p, q) =
            axis == .horizontal
            ? (CGPoint(x: from, y: cross), CGPoint(x: to, y: cross))
            : (CGPoint(x: cross, y: from), CGPoint(x: cross, y: to))
        OverlayShapes.arrow(from: p, to: q, style: style, unit: u, in: context)
        requestLabel(at: Self.mid((p, q)), along: axis == .horizontal)
    }

    /// The constraint's label: relation and constant (and multiplier), priority when not required.
    static func label(of c: NSLayoutConstraint, _ space: OverlaySpace) -> String {
        let relation = c.relation == .equal ? "" : c.relation == .lessThanOrEqual ? "≤" : "≥"
        var text: String
        if c.secondItem == nil {
            text =
                (c.firstAttribute == .width ? "w " : "h ") + (relation.isEmpty ? "=" : relation) + " "
                + number(c.constant)
        } else if c.firstAttribute.isDimension {
            text = (c.firstAttribute == .width ? "w " : "h ") + (relation.isEmpty ? "=" : relation) + " "
            if c.multiplier != 1 { text += number(c.multiplier) + "×" }
            text += space.name(of: c.secondItem) + (c.secondAttribute == .width ? ".w" : ".h")
            if c.constant != 0 { text += (c.constant < 0 ? " − " : " + ") + number(abs(c.constant)) }
        } else {
            text = relation + number(c.constant)
            if c.multiplier != 1 { text = "×" + number(c.multiplier) + (c.constant != 0 ? " " + text : "") }
        }
        if c.priority != .required { text += " @" + number(CGFloat(c.priority.rawValue)) }
        if c.isBroken { text = "✕ " + text }
        return text
    }

    static func number(_ value: CGFloat) -> String { SVGNumber.format(value) }

    static func mid(_ segment: (CGPoint, CGPoint)) -> CGPoint {
        CGPoint(x: (segment.0.x + segment.1.x) / 2, y: (segment.0.y + segment.1.y) / 2)
    }
}

/// Keeps the overlay's marks apart: each item's size bars are stacked, and arrows at one place are staggered.
struct ConstraintLayout {
    private struct BarKey: Hashable {
        let item: ObjectIdentifier?
        let horizontal: Bool
    }
    private var barsPerItem: [BarKey: Int] = [:]
    private var usedCrossPositions: [String: Int] = [:]
    /// Points per overlay pixel (offsets and staggering keep their pixel size).
    let unit: CGFloat

    init(unit: CGFloat) { self.unit = unit }

    /// The next size bar's ends for an item: horizontal (width) bars from near the top down, vertical (height)
    /// bars from near the left rightwards, 7 points apart.
    mutating func dimensionBar(in rect: CGRect, horizontal: Bool, item: AnyObject?) -> (CGPoint, CGPoint) {
        let key = BarKey(item: item.map(ObjectIdentifier.init), horizontal: horizontal)
        let index = barsPerItem[key, default: 0]
        barsPerItem[key] = index + 1
        let offset = (10 + 7 * CGFloat(index)) * unit
        if horizontal {
            let y = min(rect.maxY - 2 * unit, rect.minY + offset)
            return (CGPoint(x: rect.minX, y: y), CGPoint(x: rect.maxX, y: y))
        }
        let x = min(rect.maxX - 2 * unit, rect.minX + offset)
        return (CGPoint(x: x, y: rect.minY), CGPoint(x: x, y: rect.maxY))
    }

    /// A cross-axis position near `preferred` not yet used by another arrow on the same axis.
    mutating func crossPosition(_ preferred: CGFloat, axis: NSLayoutConstraint.Axis) -> CGFloat {
        let key = "\(axis == .horizontal ? "h" : "v")\(Int((preferred / unit).rounded()))"
        let count = usedCrossPositions[key, default: 0]
        usedCrossPositions[key] = count + 1
        let step = CGFloat((count + 1) / 2) * 9 * unit * (count % 2 == 0 ? 1 : -1)
        return preferred + step
    }
}
