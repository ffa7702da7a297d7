import Foundation
import Testing
import Trellis
import TrellisTestSupport

@testable import TrellisCairo

/// View trees drawn by Cairo: pixels checked by hand at known points, and against tiny golden images.
@Suite struct CairoViewRenderingTests {
    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    func view(_ frame: CGRect, _ color: UIColor?, in superview: UIView? = nil) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        superview?.addSubview(view)
        return view
    }

    func root(width: CGFloat = 40, height: CGFloat = 30) -> UIRootView {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .white
        return root
    }

    func expectPixel(
        _ bitmap: RGBABitmap, _ x: Int, _ y: Int, _ expected: Pixel, tolerance: Int = 2,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let p = bitmap[x, y]
        #expect(
            GoldenImage.difference(p, expected) <= tolerance, "pixel (\(x), \(y)) is \(p), expected \(expected)",
            sourceLocation: sourceLocation)
    }

    /// Two overlapping views: the later one on top; 2× doubles pixel sizes and positions.
    @Test(arguments: [1, 2]) func zOrderAtScale(scale: Int) throws {
        let root = root()
        _ = view(CGRect(x: 4, y: 4, width: 16, height: 12), .red, in: root)
        _ = view(CGRect(x: 12, y: 8, width: 16, height: 12), .blue, in: root)
        let renderer = ViewRenderer(view: root)
        let bitmap = try renderer.bitmap(scale: CGFloat(scale))
        #expect(bitmap.width == 40 * scale && bitmap.height == 30 * scale)
        let s = scale
        expectPixel(bitmap, 2 * s, 2 * s, (255, 255, 255, 255))
        expectPixel(bitmap, 6 * s, 6 * s, (255, 0, 0, 255))
        expectPixel(bitmap, 14 * s, 10 * s, (0, 0, 255, 255))  // the overlap: blue is on top
        expectPixel(bitmap, 4 * s, 4 * s, (255, 0, 0, 255))  // first pixel inside the red view
        expectPixel(bitmap, 4 * s - 1, 4 * s - 1, (255, 255, 255, 255))  // last pixel outside it
        expectPixel(bitmap, 28 * s - 1, 20 * s - 1, (0, 0, 255, 255))
        expectPixel(bitmap, 28 * s, 20 * s, (255, 255, 255, 255))
        GoldenImage.expectMatch(try renderer.pngData(scale: CGFloat(scale)), named: "z-order@\(scale)x")
    }

    /// Rounded corners cut the background; the border lies inside the bounds.
    @Test(arguments: [1, 2]) func roundedCornersAndBorder(scale: Int) throws {
        let root = root()
        let card = view(CGRect(x: 5, y: 5, width: 30, height: 20), .yellow, in: root)
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.black.cgColor
        let bitmap = try ViewRenderer(view: root).bitmap(scale: CGFloat(scale))
        let s = scale
        expectPixel(bitmap, 5 * s, 5 * s, (255, 255, 255, 255))  // the corner is cut away
        expectPixel(bitmap, 20 * s, 5 * s, (0, 0, 0, 255))  // top border
        expectPixel(bitmap, 20 * s, 7 * s, (255, 255, 0, 255))  // inside the border
        expectPixel(bitmap, 34 * s + s - 1, 15 * s, (0, 0, 0, 255))  // right border, last pixel
        expectPixel(bitmap, 35 * s, 15 * s, (255, 255, 255, 255))
        GoldenImage.expectMatch(
            try ViewRenderer(view: root).pngData(scale: CGFloat(scale)), named: "rounded-border@\(scale)x")
    }

    /// `clipsToBounds` clips subviews to the rounded bounds; without it they overflow.
    @Test func clipping() throws {
        let root = root()
        let box = view(CGRect(x: 5, y: 5, width: 20, height: 15), .green, in: root)
        _ = view(CGRect(x: 10, y: 10, width: 20, height: 15), .blue, in: box)
        var bitmap = try ViewRenderer(view: root).bitmap()
        expectPixel(bitmap, 32, 22, (0, 0, 255, 255))  // overflowing
        box.clipsToBounds = true
        box.layer.cornerRadius = 6
        bitmap = try ViewRenderer(view: root).bitmap()
        expectPixel(bitmap, 32, 22, (255, 255, 255, 255))
        expectPixel(bitmap, 20, 17, (0, 0, 255, 255))
        expectPixel(bitmap, 24, 19, (255, 255, 255, 255))  // the clipped rounded corner
        GoldenImage.expectMatch(try ViewRenderer(view: root).pngData(scale: 2), named: "clipping@2x")
    }

    /// A view's alpha composites its subtree as one group: overlapping children do not show through each
    /// other; nested alphas multiply.
    @Test func alphaComposesAsAGroup() throws {
        let root = root()
        let group = view(CGRect(x: 0, y: 0, width: 40, height: 30), nil, in: root)
        group.alpha = 0.5
        _ = view(CGRect(x: 4, y: 4, width: 16, height: 12), .red, in: group)
        let top = view(CGRect(x: 12, y: 8, width: 16, height: 12), .blue, in: group)
        let bitmap = try ViewRenderer(view: root).bitmap()
        expectPixel(bitmap, 6, 6, (255, 128, 128, 255))
        expectPixel(bitmap, 14, 10, (128, 128, 255, 255))  // blue over white only: no red below it
        top.alpha = 0.5
        let nested = try ViewRenderer(view: root).bitmap()
        expectPixel(nested, 24, 16, (191, 191, 255, 255))  // 0.25 blue over white
        GoldenImage.expectMatch(try ViewRenderer(view: root).pngData(), named: "alpha@1x")
    }

    /// Hidden subtrees are skipped; a bounds origin shifts the subviews.
    @Test func hiddenAndBoundsOrigin() throws {
        let root = root()
        let hidden = view(CGRect(x: 0, y: 0, width: 40, height: 30), .red, in: root)
        hidden.isHidden = true
        let scroller = view(CGRect(x: 10, y: 0, width: 20, height: 30), .white, in: root)
        _ = view(CGRect(x: 0, y: 20, width: 20, height: 5), .blue, in: scroller)
        scroller.clipsToBounds = true
        scroller.bounds.origin = CGPoint(x: 0, y: 15)
        let bitmap = try ViewRenderer(view: root).bitmap()
        expectPixel(bitmap, 2, 2, (255, 255, 255, 255))
        expectPixel(bitmap, 15, 5, (0, 0, 255, 255))  // content offset 15: y 20…25 shows at 5…10
        expectPixel(bitmap, 15, 12, (255, 255, 255, 255))
    }

    /// PDF and SVG documents, and files by extension.
    @Test func documentsAndFiles() throws {
        let root = root()
        _ = view(CGRect(x: 4, y: 4, width: 16, height: 12), .red, in: root)
        let renderer = ViewRenderer(view: root)
        let pdf = try renderer.pdfData(scale: 2)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("width=\"40\""))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cairo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for format in RenderFormat.allCases {
            let url = directory.appendingPathComponent("root.\(format.rawValue)")
            try renderer.write(to: url, scale: 3)
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
        let png = try Data(contentsOf: directory.appendingPathComponent("root.png"))
        #expect(GraphicsImage.png(png).pixelSize! == (120, 90))
        #expect(throws: CairoError.unknownFormat("gif")) {
            try renderer.write(to: directory.appendingPathComponent("x.gif"))
        }
    }
}
