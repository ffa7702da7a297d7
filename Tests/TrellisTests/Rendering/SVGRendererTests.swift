import Foundation
import Testing

@testable import Trellis

/// The SVG writer, read back structurally: which elements, where, in what order and inside which groups.
@Suite struct SVGRendererTests {
    /// A root with a background and one colored subview.
    func scene() -> (root: UIRootView, child: UIView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        root.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.backgroundColor = .red
        root.addSubview(child)
        return (root, child)
    }

    /// The document's element lines, without indentation.
    func elements(_ svg: String) -> [String] {
        svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func documentAndRectangles() {
        let (root, _) = scene()
        let svg = SVGRenderer.svgString(for: root)
        #expect(
            elements(svg) == [
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"80\" viewBox=\"0 0 100 80\">",
                "<rect x=\"0\" y=\"0\" width=\"100\" height=\"80\" fill=\"#ffffff\"/>",
                "<rect x=\"10\" y=\"20\" width=\"30\" height=\"40\" fill=\"#ff0000\"/>",
                "</svg>",
            ])
    }

    /// The scale sets the document's pixel size; coordinates stay in points.
    @Test func scaleSetsTheDocumentSize() {
        let (root, _) = scene()
        let svg = SVGRenderer.svgString(for: root, scale: 2)
        #expect(svg.contains("width=\"200\" height=\"160\" viewBox=\"0 0 100 80\""))
        #expect(svg.contains("<rect x=\"10\" y=\"20\" width=\"30\" height=\"40\" fill=\"#ff0000\"/>"))
    }

    /// Subviews draw in order, last on top; nested frames add up.
    @Test func zOrderAndNestedFrames() {
        let (root, child) = scene()
        let blue = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        blue.backgroundColor = .blue
        child.addSubview(blue)
        let green = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        green.backgroundColor = .green
        root.addSubview(green)
        let lines = elements(SVGRenderer.svgString(for: root))
        let red = lines.firstIndex(of: "<rect x=\"10\" y=\"20\" width=\"30\" height=\"40\" fill=\"#ff0000\"/>")
        let blueLine = lines.firstIndex(of: "<rect x=\"15\" y=\"25\" width=\"10\" height=\"10\" fill=\"#0000ff\"/>")
        let greenLine = lines.firstIndex(of: "<rect x=\"0\" y=\"0\" width=\"50\" height=\"50\" fill=\"#00ff00\"/>")
        #expect(red != nil && blueLine != nil && greenLine != nil)
        #expect(red! < blueLine! && blueLine! < greenLine!)
    }

    /// Hidden views and everything below them are skipped; so are fully transparent ones.
    @Test func hiddenSubtreesAreSkipped() {
        let (root, child) = scene()
        let inner = UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 5))
        inner.backgroundColor = .blue
        child.addSubview(inner)
        child.isHidden = true
        let svg = SVGRenderer.svgString(for: root)
        #expect(!svg.contains("#ff0000") && !svg.contains("#0000ff"))
        child.isHidden = false
        child.alpha = 0
        #expect(!SVGRenderer.svgString(for: root).contains("#ff0000"))
    }

    /// Alpha makes an opacity group per view; nested groups multiply.
    @Test func alphaComposesAsNestedGroups() {
        let (root, child) = scene()
        child.alpha = 0.5
        let inner = UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 5))
        inner.backgroundColor = .blue
        inner.alpha = 0.25
        child.addSubview(inner)
        let lines = elements(SVGRenderer.svgString(for: root))
        let outer = lines.firstIndex(of: "<g opacity=\"0.5\">")!
        let nested = lines.firstIndex(of: "<g opacity=\"0.25\">")!
        let blue = lines.firstIndex { $0.contains("#0000ff") }!
        #expect(outer < nested && nested < blue)
        #expect(lines[outer + 1].contains("#ff0000"))
        #expect(lines[blue + 1] == "</g>" && lines[blue + 2] == "</g>")
    }

    /// `clipsToBounds` clips the subviews to the (rounded) bounds; without it nothing is clipped.
    @Test func clipping() {
        let (root, child) = scene()
        let overflowing = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        overflowing.backgroundColor = .blue
        child.addSubview(overflowing)
        #expect(!SVGRenderer.svgString(for: root).contains("clipPath"))
        child.clipsToBounds = true
        child.layer.cornerRadius = 4
        let lines = elements(SVGRenderer.svgString(for: root))
        let clip = lines.firstIndex(
            of: "<clipPath id=\"clip1\"><rect x=\"10\" y=\"20\" width=\"30\" height=\"40\" rx=\"4\"/></clipPath>")
        #expect(clip != nil)
        #expect(lines[clip! + 1] == "<g clip-path=\"url(#clip1)\">")
        #expect(lines[clip! + 2] == "<rect x=\"30\" y=\"50\" width=\"40\" height=\"40\" fill=\"#0000ff\"/>")
        #expect(lines[clip! + 3] == "</g>")
    }

    /// Corner radius rounds the background; the border is stroked inside the bounds, above the subviews.
    @Test func cornerRadiusAndBorder() {
        let (root, child) = scene()
        child.layer.cornerRadius = 8
        child.layer.borderWidth = 2
        child.layer.borderColor = UIColor.blue.cgColor
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        inner.backgroundColor = .green
        child.addSubview(inner)
        let lines = elements(SVGRenderer.svgString(for: root))
        let background = lines.firstIndex(
            of: "<rect x=\"10\" y=\"20\" width=\"30\" height=\"40\" rx=\"8\" fill=\"#ff0000\"/>")
        let border = lines.firstIndex(
            of:
                "<rect x=\"11\" y=\"21\" width=\"28\" height=\"38\" rx=\"7\" fill=\"none\" stroke=\"#0000ff\" stroke-width=\"2\"/>"
        )
        let green = lines.firstIndex { $0.contains("#00ff00") }
        #expect(background != nil && border != nil && green != nil)
        #expect(background! < green! && green! < border!)
    }

    /// A bounds origin (a scroll view's content offset) shifts the subviews, not the view itself.
    @Test func boundsOriginShiftsContent() {
        let (root, child) = scene()
        let inner = UIView(frame: CGRect(x: 0, y: 30, width: 5, height: 5))
        inner.backgroundColor = .blue
        child.addSubview(inner)
        child.bounds.origin = CGPoint(x: 0, y: 25)
        let svg = SVGRenderer.svgString(for: root)
        #expect(svg.contains("<rect x=\"10\" y=\"20\" width=\"30\" height=\"40\" fill=\"#ff0000\"/>"))
        #expect(svg.contains("<rect x=\"10\" y=\"25\" width=\"5\" height=\"5\" fill=\"#0000ff\"/>"))
    }

    final class Badge: UIView {
        override func draw(_ rect: CGRect) {
            let context = UIGraphicsGetCurrentContext()!
            context.setFillColor(UIColor.blue.cgColor)
            context.fillEllipse(in: rect.insetBy(dx: 2, dy: 2))
            UIColor.green.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 0))
            line.addLine(to: CGPoint(x: rect.width, y: rect.height))
            line.lineWidth = 3
            line.stroke()
        }
    }

    /// `draw(_:)` draws in the view's own space, clipped to its bounds, over the background.
    @Test func customDrawing() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let badge = Badge(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        badge.backgroundColor = .red
        root.addSubview(badge)
        let lines = elements(SVGRenderer.svgString(for: root))
        #expect(lines[2] == "<rect x=\"10\" y=\"10\" width=\"20\" height=\"10\" fill=\"#ff0000\"/>")
        #expect(lines[3] == "<clipPath id=\"clip1\"><rect x=\"10\" y=\"10\" width=\"20\" height=\"10\"/></clipPath>")
        #expect(lines[4] == "<g clip-path=\"url(#clip1)\">")
        #expect(lines[5] == "<ellipse cx=\"20\" cy=\"15\" rx=\"8\" ry=\"3\" fill=\"#0000ff\"/>")
        #expect(lines[6] == "<path d=\"M 10 10 L 30 20\" fill=\"none\" stroke=\"#00ff00\" stroke-width=\"3\"/>")
        #expect(lines[7] == "</g>")
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// Rotated drawing writes paths with transformed points; glyph runs become `<text>` with per-glyph x.
    @Test func transformsAndText() {
        let svg = SVGRenderer(size: CGSize(width: 40, height: 40)).svgString { context in
            context.translateBy(x: 20, y: 20)
            context.saveGState()
            context.rotate(by: .pi / 2)
            context.setFillColor(UIColor.black.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            context.restoreGState()
            context.showGlyphs(
                GlyphRun(
                    fontFile: "DejaVuSans.ttf", fontFamily: "DejaVu Sans", pointSize: 12,
                    color: UIColor.red.withAlphaComponent(0.5).cgColor,
                    glyphs: [GlyphRun.Glyph(id: 36, x: 0, y: 10), GlyphRun.Glyph(id: 37, x: 8.25, y: 10)], text: "A<"))
        }
        let lines = elements(svg)
        #expect(lines[2] == "<path d=\"M 20 20 L 20 30 L 15 30 L 15 20 Z\" fill=\"#000000\"/>")
        #expect(
            lines[3] == "<text x=\"20 28.25\" y=\"30 30\" font-family=\"DejaVu Sans\" font-size=\"12\" fill=\"#ff0000\""
                + " fill-opacity=\"0.5\" data-glyphs=\"36 37\" xml:space=\"preserve\">A&lt;</text>")
    }

    /// Bitmaps are embedded as PNG data.
    @Test func images() {
        let bitmap = RGBABitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128])
        let svg = SVGRenderer(size: CGSize(width: 10, height: 10)).svgString { context in
            context.draw(.bitmap(bitmap), in: CGRect(x: 1, y: 2, width: 4, height: 2))
        }
        let line = elements(svg)[2]
        #expect(
            line.hasPrefix(
                "<image x=\"1\" y=\"2\" width=\"4\" height=\"2\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,"
            ))
        let base64 = line.split(separator: ",")[1].dropLast(3)
        let png = Data(base64Encoded: String(base64))!
        #expect(GraphicsImage.png(png).pixelSize! == (2, 1))
    }

    /// The same tree gives the same bytes; numbers are written with at most three decimals.
    @Test func deterministicNumbers() {
        #expect(SVGNumber.format(1.23456) == "1.235")
        #expect(SVGNumber.format(-0.0001) == "0")
        #expect(SVGNumber.format(2.5) == "2.5")
        #expect(SVGNumber.format(-3.05) == "-3.05")
        #expect(SVGNumber.format(1e6) == "1000000")
        let (root, child) = scene()
        child.frame.origin.x = 1.0 / 3
        let svg = SVGRenderer.svgString(for: root)
        #expect(svg == SVGRenderer.svgString(for: root))
        #expect(svg.contains("x=\"0.333\""))
    }

    /// `drawHierarchy(in:afterScreenUpdates:)` draws a tree scaled into a rectangle of the current context.
    @Test func drawHierarchyScalesIntoARect() {
        let (root, _) = scene()
        let svg = SVGRenderer(size: CGSize(width: 200, height: 200)).svgString { _ in
            #expect(root.drawHierarchy(in: CGRect(x: 100, y: 0, width: 50, height: 40), afterScreenUpdates: true))
        }
        #expect(svg.contains("<rect x=\"100\" y=\"0\" width=\"50\" height=\"40\" fill=\"#ffffff\"/>"))
        #expect(svg.contains("<rect x=\"105\" y=\"10\" width=\"15\" height=\"20\" fill=\"#ff0000\"/>"))
        #expect(!root.drawHierarchy(in: .zero, afterScreenUpdates: false))
    }
}

/// Layer shadows in SVG: a filter that blurs the group's alpha, moves it and floods it with the color.
@Suite struct SVGShadowTests {
    @Test func shadowsAreFilters() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 20))
        card.backgroundColor = .red
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 2
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        root.addSubview(card)
        let svg = SVGRenderer.svgString(for: root, scale: 2)
        // The region: the card (20…60 × 20…40) with its shadow, moved 4 down (24…44) and grown by 3σ = 6:
        // 14…66 × 18…50.
        #expect(
            svg.contains(
                "<filter id=\"shadow1\" filterUnits=\"userSpaceOnUse\" x=\"14\" y=\"18\" width=\"52\" height=\"32\" "
                    + "color-interpolation-filters=\"sRGB\"><feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"2\"/>"
                    + "<feOffset dx=\"0\" dy=\"4\" result=\"shadow\"/><feFlood flood-color=\"#000000\" flood-opacity=\"0.5\"/>"
            ))
        #expect(svg.contains("<g filter=\"url(#shadow1)\">"))
        card.layer.shadowPath = CGPath(rect: card.bounds, transform: nil)
        let withPath = SVGRenderer.svgString(for: root)
        #expect(withPath.contains("<feGaussianBlur stdDeviation=\"2\"/><feOffset dx=\"0\" dy=\"4\"/></filter>"))
        #expect(
            withPath.contains(
                "<rect x=\"20\" y=\"20\" width=\"40\" height=\"20\" fill=\"#000000\" fill-opacity=\"0.5\"/>"))
    }
}
