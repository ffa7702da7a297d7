import Foundation

/// Trellis's own drawings of a set of SF Symbols, by their names, for ``UIImage/init(systemName:)``.
///
/// Each symbol is designed on a grid (20 units high, most 20 wide), as polygons: filled shapes, outlines
/// (a shape with its inset taken out) and round-capped strokes whose width follows the configured weight.
/// They are combined into one path filled once with the non-zero rule, so a translucent tint shows no
/// overlaps; every backend draws the same polygons.
struct SystemSymbol: Sendable {
    /// The design box, in grid units.
    let size: CGSize
    /// Builds the shapes for a stroke width (grid units).
    let build: @Sendable (_ stroke: CGFloat) -> [SymbolPolygon]

    /// The symbol's path scaled into `rect`, for a stroke width in grid units.
    func path(in rect: CGRect, stroke: CGFloat) -> UIBezierPath {
        let sx = rect.width / size.width, sy = rect.height / size.height
        let path = UIBezierPath()
        for polygon in build(stroke) {
            let points = polygon.oriented
            guard let first = points.first else { continue }
            path.move(to: CGPoint(x: rect.minX + first.x * sx, y: rect.minY + first.y * sy))
            for p in points.dropFirst() { path.addLine(to: CGPoint(x: rect.minX + p.x * sx, y: rect.minY + p.y * sy)) }
            path.close()
        }
        return path
    }

    /// The names Trellis draws.
    static var names: [String] { table.map(\.0) }

    /// The symbol called `name` (an SF Symbols name), or nil.
    static func named(_ name: String) -> SystemSymbol? { table.first { $0.0 == name }?.1 }

    // MARK: The symbols

    private typealias P = CGPoint

    private static let table: [(String, SystemSymbol)] = [
        ("chevron.right", chevron([P(x: 3, y: 3), P(x: 9, y: 10), P(x: 3, y: 17)], width: 12)),
        ("chevron.forward", chevron([P(x: 3, y: 3), P(x: 9, y: 10), P(x: 3, y: 17)], width: 12)),
        ("chevron.left", chevron([P(x: 9, y: 3), P(x: 3, y: 10), P(x: 9, y: 17)], width: 12)),
        ("chevron.backward", chevron([P(x: 9, y: 3), P(x: 3, y: 10), P(x: 9, y: 17)], width: 12)),
        (
            "chevron.up",
            SystemSymbol(size: CGSize(width: 20, height: 12)) { w in
                Shapes.stroke([P(x: 3, y: 9), P(x: 10, y: 3), P(x: 17, y: 9)], width: w)
            }
        ),
        (
            "chevron.down",
            SystemSymbol(size: CGSize(width: 20, height: 12)) { w in
                Shapes.stroke([P(x: 3, y: 3), P(x: 10, y: 9), P(x: 17, y: 3)], width: w)
            }
        ),
        (
            "plus",
            square { w in
                Shapes.stroke([P(x: 10, y: 3), P(x: 10, y: 17)], width: w)
                    + Shapes.stroke([P(x: 3, y: 10), P(x: 17, y: 10)], width: w)
            }
        ),
        (
            "xmark",
            square { w in
                Shapes.stroke([P(x: 4, y: 4), P(x: 16, y: 16)], width: w)
                    + Shapes.stroke([P(x: 16, y: 4), P(x: 4, y: 16)], width: w)
            }
        ),
        ("checkmark", square { w in Shapes.stroke([P(x: 3, y: 10.5), P(x: 8, y: 16), P(x: 17, y: 4)], width: w) }),
        ("heart", square { w in Shapes.outline(Shapes.heart, width: w) }),
        ("heart.fill", square { _ in [SymbolPolygon(Shapes.heart)] }),
        ("star", square { w in Shapes.outline(Shapes.star, width: w) }),
        ("star.fill", square { _ in [SymbolPolygon(Shapes.star)] }),
        ("gear", square { w in Shapes.outline(Shapes.gear, width: w) + Shapes.ring(P(x: 10, y: 10), 3, width: w) }),
        (
            "gearshape",
            square { w in Shapes.outline(Shapes.gear, width: w) + Shapes.ring(P(x: 10, y: 10), 3, width: w) }
        ),
        (
            "gearshape.fill",
            square { _ in [SymbolPolygon(Shapes.gear), SymbolPolygon(Shapes.circle(P(x: 10, y: 10), 3), hole: true)] }
        ),
        (
            "person",
            square { w in
                Shapes.ring(P(x: 10, y: 6), 3.6, width: w) + Shapes.outline(Shapes.shoulders, width: w)
            }
        ),
        (
            "person.fill",
            square { _ in [SymbolPolygon(Shapes.circle(P(x: 10, y: 6), 3.6)), SymbolPolygon(Shapes.shoulders)] }
        ),
        (
            "magnifyingglass",
            square { w in
                Shapes.ring(P(x: 8.5, y: 8.5), 6, width: w)
                    + Shapes.stroke([P(x: 13, y: 13), P(x: 17.5, y: 17.5)], width: w * 1.4)
            }
        ),
        (
            "trash",
            square { w in
                trashLid(w) + Shapes.outline(Shapes.trashCan, width: w)
                    + Shapes.stroke([P(x: 8.3, y: 8.5), P(x: 8.3, y: 15)], width: w * 0.8)
                    + Shapes.stroke([P(x: 11.7, y: 8.5), P(x: 11.7, y: 15)], width: w * 0.8)
            }
        ),
        ("trash.fill", square { w in trashLid(w) + [SymbolPolygon(Shapes.trashCan)] }),
        (
            "square.and.arrow.up",
            square { w in
                Shapes.stroke(
                    [
                        P(x: 7, y: 8), P(x: 4.5, y: 8), P(x: 4.5, y: 18), P(x: 15.5, y: 18), P(x: 15.5, y: 8),
                        P(x: 13, y: 8),
                    ], width: w)
                    + shareArrow(w, to: 12.5)
            }
        ),
        (
            "square.and.arrow.up.fill",
            square { w in
                [
                    SymbolPolygon(Shapes.rect(CGRect(x: 4, y: 7.5, width: 12, height: 11))),
                    SymbolPolygon(Shapes.rect(CGRect(x: 10 - w / 2, y: 7.5, width: w, height: 4)), hole: true),
                ]
                    + shareArrow(w, to: 7.5)
            }
        ),
        (
            "ellipsis",
            SystemSymbol(size: CGSize(width: 20, height: 6)) { w in
                [4, 10, 16].map { SymbolPolygon(Shapes.circle(P(x: $0, y: 3), 1.1 + w * 0.35)) }
            }
        ),
        (
            "bell",
            square { w in
                Shapes.outline(Shapes.bell, width: w) + [
                    SymbolPolygon(Shapes.circle(P(x: 10, y: 17.4), 1.7)),
                    SymbolPolygon(Shapes.circle(P(x: 10, y: 2.8), 1.1)),
                ]
            }
        ),
        (
            "bell.fill",
            square { _ in
                [
                    SymbolPolygon(Shapes.bell), SymbolPolygon(Shapes.circle(P(x: 10, y: 17.4), 1.7)),
                    SymbolPolygon(Shapes.circle(P(x: 10, y: 2.8), 1.1)),
                ]
            }
        ),
        (
            "house",
            square { w in
                Shapes.stroke([P(x: 2.5, y: 10), P(x: 10, y: 3), P(x: 17.5, y: 10)], width: w)
                    + Shapes.stroke([P(x: 5, y: 9), P(x: 5, y: 17.5), P(x: 15, y: 17.5), P(x: 15, y: 9)], width: w)
                    + Shapes.outline(Shapes.rect(CGRect(x: 8.3, y: 12.3, width: 3.4, height: 5.2)), width: w * 0.8)
            }
        ),
        (
            "house.fill",
            square { w in
                Shapes.stroke([P(x: 2.5, y: 10), P(x: 10, y: 3), P(x: 17.5, y: 10)], width: w)
                    + [
                        SymbolPolygon([
                            P(x: 10, y: 4.2), P(x: 15.5, y: 9.2), P(x: 15.5, y: 18), P(x: 4.5, y: 18),
                            P(x: 4.5, y: 9.2),
                        ]),
                        SymbolPolygon(Shapes.rect(CGRect(x: 8.3, y: 12.3, width: 3.4, height: 5.7)), hole: true),
                    ]
            }
        ),
    ]

    private static func square(_ build: @escaping @Sendable (CGFloat) -> [SymbolPolygon]) -> SystemSymbol {
        SystemSymbol(size: CGSize(width: 20, height: 20), build: build)
    }

    private static func chevron(_ points: [CGPoint], width: CGFloat) -> SystemSymbol {
        SystemSymbol(size: CGSize(width: width, height: 20)) { w in Shapes.stroke(points, width: w) }
    }

    private static func trashLid(_ w: CGFloat) -> [SymbolPolygon] {
        Shapes.stroke([P(x: 3, y: 5), P(x: 17, y: 5)], width: w)
            + Shapes.stroke([P(x: 7.5, y: 5), P(x: 7.5, y: 2.5), P(x: 12.5, y: 2.5), P(x: 12.5, y: 5)], width: w * 0.8)
    }

    private static func shareArrow(_ w: CGFloat, to bottom: CGFloat) -> [SymbolPolygon] {
        Shapes.stroke([P(x: 10, y: 2.5), P(x: 10, y: bottom)], width: w)
            + Shapes.stroke([P(x: 6.5, y: 6), P(x: 10, y: 2.5), P(x: 13.5, y: 6)], width: w)
    }
}

/// One closed polygon of a symbol: filled, or a hole cut from what it lies in.
struct SymbolPolygon {
    let points: [CGPoint]
    let hole: Bool

    init(_ points: [CGPoint], hole: Bool = false) {
        self.points = points
        self.hole = hole
    }

    /// The points ordered for the non-zero rule: shapes with a positive signed area, holes negative.
    var oriented: [CGPoint] {
        let area = Shapes.signedArea(points)
        return (area < 0) != hole ? points.reversed() : points
    }
}

/// Polygon geometry for the symbols: circles, strokes with round caps, outlines by insetting.
enum Shapes {
    /// A circle as a 48-gon.
    static func circle(_ c: CGPoint, _ r: CGFloat, segments: Int = 48) -> [CGPoint] {
        (0..<segments).map { i in
            let a = 2 * Double.pi * Double(i) / Double(segments)
            return CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a)))
        }
    }

    /// A ring of width `width` whose middle is at radius `r`.
    static func ring(_ c: CGPoint, _ r: CGFloat, width: CGFloat) -> [SymbolPolygon] {
        [SymbolPolygon(circle(c, r + width / 2)), SymbolPolygon(circle(c, max(0, r - width / 2)), hole: true)]
    }

    /// A rectangle's corners.
    static func rect(_ r: CGRect) -> [CGPoint] {
        [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
            CGPoint(x: r.minX, y: r.maxY),
        ]
    }

    /// A polyline of width `width` with round caps and joins: a capsule per segment (their union, filled with
    /// the non-zero rule).
    static func stroke(_ points: [CGPoint], width: CGFloat) -> [SymbolPolygon] {
        zip(points, points.dropFirst()).map { SymbolPolygon(capsule($0, $1, radius: width / 2)) }
    }

    /// A segment with semicircular ends, as a polygon.
    static func capsule(_ a: CGPoint, _ b: CGPoint, radius r: CGFloat) -> [CGPoint] {
        let angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
        func arc(_ c: CGPoint, from start: Double) -> [CGPoint] {
            (0...16).map { i in
                let t = start + Double.pi * Double(i) / 16
                return CGPoint(x: c.x + r * CGFloat(cos(t)), y: c.y + r * CGFloat(sin(t)))
            }
        }
        return arc(b, from: angle - Double.pi / 2) + arc(a, from: angle + Double.pi / 2)
    }

    /// A closed shape drawn as an outline `width` wide: the shape with its inset (by `width`) taken out.
    static func outline(_ polygon: [CGPoint], width: CGFloat) -> [SymbolPolygon] {
        [SymbolPolygon(polygon), SymbolPolygon(inset(polygon, by: width), hole: true)]
    }

    /// The polygon with every edge moved inwards by `d`: each vertex where its two moved edges meet (moved
    /// along the normal where they are parallel).
    static func inset(_ polygon: [CGPoint], by d: CGFloat) -> [CGPoint] {
        let p = signedArea(polygon) < 0 ? polygon.reversed() : polygon
        let n = p.count
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let dx = b.x - a.x, dy = b.y - a.y, length = max(1e-12, (dx * dx + dy * dy).squareRoot())
            return CGPoint(x: -dy / length, y: dx / length)
        }
        return (0..<n).map { i in
            let prev = p[(i + n - 1) % n], cur = p[i], next = p[(i + 1) % n]
            let n1 = normal(prev, cur), n2 = normal(cur, next)
            let a1 = CGPoint(x: prev.x + n1.x * d, y: prev.y + n1.y * d),
                d1 = CGPoint(x: cur.x - prev.x, y: cur.y - prev.y)
            let a2 = CGPoint(x: cur.x + n2.x * d, y: cur.y + n2.y * d),
                d2 = CGPoint(x: next.x - cur.x, y: next.y - cur.y)
            let cross = d1.x * d2.y - d1.y * d2.x
            guard abs(cross) > 1e-9 * max(1, d1.x * d1.x + d1.y * d1.y) else {
                return CGPoint(x: cur.x + n1.x * d, y: cur.y + n1.y * d)
            }
            let t = ((a2.x - a1.x) * d2.y - (a2.y - a1.y) * d2.x) / cross
            return CGPoint(x: a1.x + d1.x * t, y: a1.y + d1.y * t)
        }
    }

    /// The signed area (shoelace formula): positive for counter-clockwise order in y-up terms.
    static func signedArea(_ p: [CGPoint]) -> CGFloat {
        guard p.count > 2 else { return 0 }
        var sum: CGFloat = 0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// The points of a path made of moves, lines and cubic curves (each curve as 12 segments), first subpath.
    static func flatten(_ path: UIBezierPath) -> [CGPoint] {
        var points: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .moveTo(let p), .lineTo(let p): points.append(p)
            case .curveTo(let c1, let c2, let end):
                let p0 = points.last ?? end
                for i in 1...12 {
                    let t = CGFloat(i) / 12, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t
                    points.append(
                        CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + e * end.x,
                            y: a * p0.y + b * c1.y + c * c2.y + e * end.y))
                }
            case .closeSubpath: break
            }
        }
        if points.count > 1, let first = points.first, let last = points.last,
            abs(first.x - last.x) < 1e-9 && abs(first.y - last.y) < 1e-9
        {
            points.removeLast()
        }
        return points
    }

    private typealias P = CGPoint

    static let heart: [CGPoint] = {
        let path = UIBezierPath()
        path.move(to: P(x: 10, y: 17.5))
        path.addCurve(to: P(x: 2, y: 7), controlPoint1: P(x: 6.5, y: 15), controlPoint2: P(x: 2, y: 11.5))
        path.addCurve(to: P(x: 6.2, y: 2.5), controlPoint1: P(x: 2, y: 4.3), controlPoint2: P(x: 4, y: 2.5))
        path.addCurve(to: P(x: 10, y: 4.8), controlPoint1: P(x: 8, y: 2.5), controlPoint2: P(x: 9.3, y: 3.5))
        path.addCurve(to: P(x: 13.8, y: 2.5), controlPoint1: P(x: 10.7, y: 3.5), controlPoint2: P(x: 12, y: 2.5))
        path.addCurve(to: P(x: 18, y: 7), controlPoint1: P(x: 16, y: 2.5), controlPoint2: P(x: 18, y: 4.3))
        path.addCurve(to: P(x: 10, y: 17.5), controlPoint1: P(x: 18, y: 11.5), controlPoint2: P(x: 13.5, y: 15))
        return flatten(path)
    }()

    /// A five-pointed star: outer radius 8.8, inner 3.9, centred at (10, 10.6), a point straight up.
    static let star: [CGPoint] = (0..<10).map { i in
        let r: CGFloat = i % 2 == 0 ? 8.8 : 3.9
        let a = -Double.pi / 2 + Double(i) * Double.pi / 5
        return P(x: 10 + r * CGFloat(cos(a)), y: 10.6 + r * CGFloat(sin(a)))
    }

    /// A gear of eight teeth: 9 units to the tips, 7 between them.
    static let gear: [CGPoint] = (0..<32).map { i in
        let tooth = i % 4 == 1 || i % 4 == 2
        let a = 2 * Double.pi * (Double(i) + 0.5) / 32
        let r: CGFloat = tooth ? 9 : 7
        return P(x: 10 + r * CGFloat(cos(a)), y: 10 + r * CGFloat(sin(a)))
    }

    static let shoulders: [CGPoint] = {
        let path = UIBezierPath()
        path.move(to: P(x: 2.5, y: 18))
        path.addCurve(to: P(x: 10, y: 11.5), controlPoint1: P(x: 2.5, y: 13.8), controlPoint2: P(x: 5.8, y: 11.5))
        path.addCurve(to: P(x: 17.5, y: 18), controlPoint1: P(x: 14.2, y: 11.5), controlPoint2: P(x: 17.5, y: 13.8))
        return flatten(path)
    }()

    static let trashCan: [CGPoint] = [P(x: 4.5, y: 6), P(x: 15.5, y: 6), P(x: 14.6, y: 18), P(x: 5.4, y: 18)]

    static let bell: [CGPoint] = {
        let path = UIBezierPath()
        path.move(to: P(x: 3, y: 15.5))
        path.addLine(to: P(x: 4.8, y: 13))
        path.addLine(to: P(x: 4.8, y: 9))
        path.addCurve(to: P(x: 10, y: 3.6), controlPoint1: P(x: 4.8, y: 5.9), controlPoint2: P(x: 7, y: 3.6))
        path.addCurve(to: P(x: 15.2, y: 9), controlPoint1: P(x: 13, y: 3.6), controlPoint2: P(x: 15.2, y: 5.9))
        path.addLine(to: P(x: 15.2, y: 13))
        path.addLine(to: P(x: 17, y: 15.5))
        return flatten(path)
    }()
}
