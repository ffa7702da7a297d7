import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis
@testable import TrellisCairo

/// Components drawn by Cairo: ink inside the measured text boxes, images, tints, indicators, golden images.
@Suite struct CairoComponentRenderingTests {
    func root(width: CGFloat, height: CGFloat) -> UIRootView {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .white
        return root
    }

    /// The pixels (at `scale`) whose color differs from white.
    func ink(_ bitmap: RGBABitmap) -> [(x: Int, y: Int)] {
        var points: [(Int, Int)] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where GoldenImage.difference(bitmap[x, y], (255, 255, 255, 255)) > 40 {
                points.append((x, y))
            }
        }
        return points
    }

    /// Every inked pixel of a multiline label lies in one of its measured line boxes (x from the line's first
    /// glyph to its width, y between the line's top and bottom), and every line has ink.
    @Test(arguments: [1, 2]) func labelInkStaysInItsLineBoxes(scale: Int) throws {
        let root = root(width: 160, height: 90)
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 140, height: 80))
        label.text = "Measured glyphs land where layout put them"
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 15)
        label.textColor = .black
        root.addSubview(label)
        let bitmap = try ViewRenderer(view: root).bitmap(scale: CGFloat(scale))
        let layout = label.currentTextLayout
        #expect(layout.lines.count >= 2)
        let top = 5 + (80 - layout.height) / 2
        let s = CGFloat(scale)
        var inked = Set<Int>()
        for (x, y) in ink(bitmap) {
            let point = CGPoint(x: (CGFloat(x) + 0.5) / s, y: (CGFloat(y) + 0.5) / s)
            let line = Int(((point.y - top) / label.font.lineHeight).rounded(.down))
            #expect(line >= 0 && line < layout.lines.count, "ink at \(point) outside the text's lines")
            guard line >= 0 && line < layout.lines.count else { continue }
            inked.insert(line)
            #expect(
                point.x >= 10 - 1 && point.x <= 10 + layout.width(ofLine: line) + 1,
                "ink at \(point) beyond line \(line)")
        }
        #expect(inked.count == layout.lines.count)
    }

    /// A red image tinted by a half-green quad color: red × (0, 0.5, 1) is black; a white one becomes the color.
    @Test func quadTintMultiplies() throws {
        let root = root(width: 20, height: 10)
        let white = UIImage(data: PNGFixture.make(width: 4, height: 4, pixel: { _, _ in [255, 255, 255, 255] }))
        let quad = UIQuadView(image: white, color: UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        quad.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let plain = UIQuadView(image: nil, color: .red)
        plain.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        root.addSubview(quad)
        root.addSubview(plain)
        let bitmap = try ViewRenderer(view: root).bitmap()
        #expect(GoldenImage.difference(bitmap[5, 5], (0, 128, 255, 255)) <= 2)
        #expect(GoldenImage.difference(bitmap[15, 5], (255, 0, 0, 255)) <= 2)
    }

    /// A nine-patch keeps its corners: a 6×6 image with a blue 2-pixel border and a red middle, stretched.
    @Test func ninePatchKeepsItsBorder() throws {
        let png = PNGFixture.make(width: 6, height: 6) { x, y in
            (2..<4).contains(x) && (2..<4).contains(y) ? [255, 0, 0, 255] : [0, 0, 255, 255]
        }
        let root = root(width: 40, height: 30)
        let patch = UINinePatchView(
            image: UIImage(data: png), insets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        patch.frame = root.bounds
        root.addSubview(patch)
        let bitmap = try ViewRenderer(view: root).bitmap()
        #expect(GoldenImage.difference(bitmap[0, 0], (0, 0, 255, 255)) <= 2)
        #expect(GoldenImage.difference(bitmap[1, 15], (0, 0, 255, 255)) <= 2)
        #expect(GoldenImage.difference(bitmap[20, 15], (255, 0, 0, 255)) <= 2)
        // The middle starts right after the border.
        #expect(GoldenImage.difference(bitmap[2, 2], (255, 0, 0, 255)) <= 2)
        #expect(GoldenImage.difference(bitmap[39, 29], (0, 0, 255, 255)) <= 2)
    }

    /// Golden images of a small component scene (label, image, nine-patch, scroll indicator, tinted surface).
    @Test(arguments: [1, 2]) func componentsGolden(scale: Int) throws {
        let root = root(width: 64, height: 48)
        let label = UILabel(frame: CGRect(x: 2, y: 2, width: 60, height: 14))
        label.text = "Trellis"
        label.font = UIFont.systemFont(ofSize: 11)
        label.textColor = .black
        let image = UIImageView(frame: CGRect(x: 2, y: 20, width: 24, height: 12))
        image.image = UIImage(
            data: PNGFixture.make(width: 4, height: 4) { x, y in
                (x + y) % 2 == 0 ? [255, 128, 0, 255] : [0, 128, 255, 255]
            })
        image.contentMode = .scaleAspectFit
        let scroll = UIScrollView(frame: CGRect(x: 30, y: 18, width: 30, height: 28))
        scroll.backgroundColor = UIColor(white: 0.9, alpha: 1)
        scroll.contentSize = CGSize(width: 30, height: 100)
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        let surface = UISurfaceView(frame: CGRect(x: 2, y: 34, width: 24, height: 12))
        surface.rotation = .pi / 12
        surface.surfaceTintColor = .green
        let square = UIView(frame: CGRect(x: 6, y: 2, width: 12, height: 8))
        square.backgroundColor = .white
        surface.addSubview(square)
        for view in [label, image, scroll, surface] as [UIView] { root.addSubview(view) }
        scroll.flashScrollIndicators()  // (indicators show only while scrolling or flashed)
        GoldenImage.expectMatch(
            try ViewRenderer(view: root).pngData(scale: CGFloat(scale)), named: "components@\(scale)x", tolerance: 8)
    }
}

extension CairoComponentRenderingTests {
    /// With the overlay, a broken width constraint shows as a red bar across its view, absent without it.
    @Test func overlayDrawsTheBrokenConstraintInRed() throws {
        NSLayoutConstraint.logsUnsatisfiableConstraints = false
        defer { NSLayoutConstraint.logsUnsatisfiableConstraints = true }
        let root = root(width: 120, height: 60)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40),
            box.widthAnchor.constraint(equalToConstant: 80),
        ])
        var options = DebugOverlay.Options()
        options.showsLegend = false
        func redPixels(_ bitmap: RGBABitmap) -> Int {
            var count = 0
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    let p = bitmap[x, y]
                    if p.r > 200 && p.g < 60 && p.b < 60 { count += 1 }
                }
            }
            return count
        }
        #expect(redPixels(try ViewRenderer(view: root).bitmap()) == 0)
        let overlaid = try ViewRenderer(view: root, overlay: options).bitmap()
        #expect(redPixels(overlaid) > 60)
        // The conflicting width (orange) is the box's first size bar, 10 points below its top; the broken one
        // the second, 7 points lower: most of each row across the box is that colour (tags cover the rest).
        let row = { (y: Int, matches: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) in
            (10..<110).filter { matches(overlaid[$0, y]) }.count
        }
        #expect(row(20) { $0.r > 200 && $0.g > 100 && $0.g < 180 && $0.b < 60 } > 50)
        #expect(row(27) { $0.r > 200 && $0.g < 60 && $0.b < 60 } > 50)
    }
}
