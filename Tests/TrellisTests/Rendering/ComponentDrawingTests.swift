import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Components drawing themselves: glyphs where measurement put them, images where content modes put them.
@Suite(.swiftTextEngine) struct ComponentDrawingTests {
    func root(_ width: CGFloat = 200, _ height: CGFloat = 100) -> UIRootView {
        UIRootView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    // MARK: Text

    /// Every glyph of every line sits at the layout's position plus alignment; baselines are the text top plus
    /// the ascender plus whole line heights; the text block is centered vertically.
    @Test(arguments: [NSTextAlignment.left, .center, .right, .justified])
    func labelGlyphsLandWhereMeasured(alignment: NSTextAlignment) {
        let root = root()
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 120, height: 80))
        label.text = "The quick brown fox jumps over the lazy dog"
        label.numberOfLines = 0
        label.textAlignment = alignment
        root.addSubview(label)
        let runs = RecordingContext.record(root).runs
        let layout = label.currentTextLayout
        #expect(layout.lines.count > 1)
        #expect(runs.count == layout.lines.count)
        let top = 5 + (80 - layout.height) / 2
        for (i, run) in runs.enumerated() {
            let xs = layout.lines[i].runs.flatMap { $0.positions.map(\.x) }  // aligned in the label's width
            #expect(run.glyphs.map(\.id) == layout.lines[i].glyphs)
            #expect(zip(run.glyphs, xs).allSatisfy { close($0.position.x, 10 + $1) })
            #expect(
                run.glyphs.allSatisfy {
                    close($0.position.y, top + label.font.ascender + CGFloat(i) * label.font.lineHeight)
                })
            #expect(run.pointSize == label.font.pointSize && run.fontFile == "DejaVuSans.ttf")
        }
    }

    /// In right-to-left content, natural alignment puts each line against the right edge.
    @Test func naturalAlignmentFollowsTheLayoutDirection() {
        let root = root()
        root.semanticContentAttribute = .forceRightToLeft
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        label.text = "Right"
        root.addSubview(label)
        let run = RecordingContext.record(root).runs[0]
        let layout = label.currentTextLayout
        #expect(close(run.glyphs[0].position.x, 150 - layout.width(ofLine: 0)))
    }

    /// At its intrinsic height, a label's first baseline is drawn where `firstBaselineOffsetFromTop` says.
    @Test func firstBaselineMatchesTheBaselineOffset() {
        let root = root()
        let label = UILabel()
        label.text = "Baseline"
        label.frame = CGRect(origin: CGPoint(x: 3, y: 7), size: label.intrinsicContentSize)
        root.addSubview(label)
        let run = RecordingContext.record(root).runs[0]
        #expect(close(run.glyphs[0].position.y, 7 + label.firstBaselineOffsetFromTop!))
    }

    /// A truncated label draws the layout's glyphs, ending with the ellipsis.
    @Test func truncatedLabelShowsTheEllipsis() {
        let root = root()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.text = "A long line that cannot fit"
        root.addSubview(label)
        let runs = RecordingContext.record(root).runs
        #expect(runs.count == 1)
        #expect(runs[0].glyphs.last?.id == label.font.face.glyph(for: "\u{2026}"))
        #expect(runs[0].text?.hasSuffix("\u{2026}") == true)
    }

    /// Disabled labels draw dimmed; enabled ones in their text color.
    @Test func disabledLabelsAreDimmed() {
        let root = root()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Off"
        label.textColor = .blue
        root.addSubview(label)
        #expect(RecordingContext.record(root).runs[0].color == UIColor.blue.cgColor)
        label.isEnabled = false
        let dimmed = RecordingContext.record(root).runs[0].color
        #expect(dimmed.blue == 1 && dimmed.alpha < 0.5)
    }

    /// A text view's text starts at the inset plus the line padding and scrolls with the content offset.
    @Test func textViewTextStartsInsideItsInsets() {
        let root = root()
        let textView = UITextView(frame: CGRect(x: 20, y: 10, width: 150, height: 60))
        textView.text = "Hello text view"
        textView.textContainerInset = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        root.addSubview(textView)
        let run = RecordingContext.record(root).runs[0]
        let font = textView.effectiveFont
        #expect(close(run.glyphs[0].position.x, 20 + 6 + 5))
        #expect(close(run.glyphs[0].position.y, 10 + 4 + font.ascender))
        textView.contentOffset = CGPoint(x: 0, y: 3)
        #expect(close(RecordingContext.record(root).runs[0].glyphs[0].position.y, 10 + 4 + font.ascender - 3))
    }

    // MARK: Images

    /// Each content mode draws the image in `imageRect` (in root coordinates).
    @Test(arguments: [
        UIView.ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .top, .bottom, .left, .right,
        .topLeft, .topRight, .bottomLeft, .bottomRight,
    ])
    func imageViewsDrawInTheirImageRect(mode: UIView.ContentMode) {
        let root = root()
        let imageView = UIImageView(frame: CGRect(x: 30, y: 20, width: 80, height: 40))
        imageView.image = UIImage(data: PNGFixture.make(width: 20, height: 10))
        imageView.contentMode = mode
        root.addSubview(imageView)
        let images = RecordingContext.record(root).images
        #expect(images.count == 1)
        #expect(images.first?.destination == imageView.imageRect.offsetBy(dx: 30, dy: 20))
        if mode == .scaleAspectFit { #expect(images.first?.destination == CGRect(x: 30, y: 20, width: 80, height: 40)) }
        if mode == .topRight { #expect(images.first?.destination == CGRect(x: 90, y: 20, width: 20, height: 10)) }
    }

    /// Aspect fill overflows the bounds unless the view clips; with clipping, the clip is the bounds.
    @Test func aspectFillIsClippedOnlyWhenAsked() {
        let root = root()
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        imageView.image = UIImage(data: PNGFixture.make(width: 20, height: 10))
        imageView.contentMode = .scaleAspectFill
        root.addSubview(imageView)
        var events = RecordingContext.record(root).events
        let overflowing = events.firstIndex(
            of: .image(source: nil, destination: CGRect(x: -20, y: 0, width: 80, height: 40)))
        #expect(overflowing != nil)
        #expect(!events.prefix(overflowing ?? 0).contains(.clip(CGRect(x: 0, y: 0, width: 40, height: 40))))
        imageView.clipsToBounds = true
        events = RecordingContext.record(root).events
        let clip = events.firstIndex(of: .clip(CGRect(x: 0, y: 0, width: 40, height: 40)))
        let image = events.firstIndex(of: .image(source: nil, destination: CGRect(x: -20, y: 0, width: 80, height: 40)))
        #expect(clip != nil && image != nil && clip! < image!)
    }

    /// Solid-color images fill; resizable images draw nine parts with their caps at their size (2× source pixels).
    @Test func solidAndResizableImages() {
        let root = root()
        let solid = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        solid.image = UIImage(color: .green)
        let panel = UIImageView(frame: CGRect(x: 20, y: 0, width: 100, height: 50))
        panel.image = UIImage(data: PNGFixture.make(width: 24, height: 24), scale: 2)!
            .resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
        root.addSubview(solid)
        root.addSubview(panel)
        let recording = RecordingContext.record(root)
        #expect(
            recording.fills.contains {
                $0.rect == CGRect(x: 0, y: 0, width: 10, height: 10) && $0.color == UIColor.green.cgColor
            })
        let images = recording.images
        #expect(images.count == 9)
        #expect(images[0].source == CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(images[0].destination == CGRect(x: 20, y: 0, width: 4, height: 4))
        #expect(images[4].source == CGRect(x: 8, y: 8, width: 8, height: 8))
        #expect(images[4].destination == CGRect(x: 24, y: 4, width: 92, height: 42))
        #expect(images[8].destination == CGRect(x: 116, y: 46, width: 4, height: 4))
    }

    /// The nine-patch draws its patches: source rectangles in image pixels, destinations in the bounds.
    @Test func ninePatchDrawsItsPatches() {
        let root = root()
        let patch = UINinePatchView(
            image: UIImage(data: PNGFixture.make(width: 12, height: 12)),
            insets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
            scale: 2)
        patch.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        root.addSubview(patch)
        let images = RecordingContext.record(root).images
        #expect(images.count == 9)
        for (drawn, expected) in zip(images, patch.patches) {
            #expect(drawn.source == expected.source)
            #expect(drawn.destination == expected.destination.offsetBy(dx: 10, dy: 10))
        }
    }

    /// The quad draws its source rectangle over its bounds inside a tint layer of its color.
    @Test func quadIsTinted() {
        let root = root()
        let quad = UIQuadView(
            image: UIImage(data: PNGFixture.make(width: 32, height: 16)),
            textureRect: CGRect(x: 16, y: 0, width: 16, height: 16),
            color: .red)
        quad.frame = CGRect(x: 5, y: 5, width: 32, height: 32)
        root.addSubview(quad)
        let events = RecordingContext.record(root).events
        let start = events.firstIndex(of: .beginTint(UIColor.red.cgColor)) ?? 0
        #expect(
            Array(events[start..<min(events.count, start + 3)]) == [
                .beginTint(UIColor.red.cgColor),
                .image(
                    source: CGRect(x: 16, y: 0, width: 16, height: 16),
                    destination: CGRect(x: 5, y: 5, width: 32, height: 32)),
                .endTint,
            ])
    }

    // MARK: Scroll views and surfaces

    /// Indicators: 3 points thick, 3 from the edges, as long as the visible fraction of the track, placed at
    /// the offset's fraction of the scrollable range; none when the content fits or when hidden.
    @Test func scrollIndicatorGeometry() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 800)
        scroll.layoutIfNeeded()
        var rects = scroll.scrollIndicatorRects
        #expect(rects.horizontal == nil)
        // Track 200 − 6 = 194; visible fraction 1/4 → 48.5 long; offset 300 of 600 → start 3 + (194 − 48.5) / 2.
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        rects = scroll.scrollIndicatorRects
        #expect(rects.vertical == CGRect(x: 94, y: 3 + 72.75, width: 3, height: 48.5))
        scroll.showsVerticalScrollIndicator = false
        #expect(scroll.scrollIndicatorRects.vertical == nil)
        scroll.showsVerticalScrollIndicator = true
        scroll.isScrollEnabled = false
        #expect(scroll.scrollIndicatorRects.vertical == nil)
        #expect(scroll.clipsToBounds)
    }

    /// The indicator is drawn above the content, unshifted by the offset.
    @Test func indicatorsDrawAboveTheContent() {
        let root = root(100, 200)
        let scroll = UIScrollView(frame: root.bounds)
        scroll.contentSize = CGSize(width: 100, height: 800)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 800))
        content.backgroundColor = .yellow
        scroll.addSubview(content)
        root.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 600)
        #expect(RecordingContext.record(root).fills.count == 1)  // at rest: no indicator
        scroll.flashScrollIndicators()
        let fills = RecordingContext.record(root).fills
        #expect(fills.first?.rect == CGRect(x: 0, y: -600, width: 100, height: 800))
        #expect(fills.last?.rect == CGRect(x: 94, y: 3 + 145.5, width: 3, height: 48.5))
    }

    /// A surface view draws its subviews scaled and rotated about its center, in a tint layer.
    @Test func surfaceViewTransformsItsSubtree() {
        let root = root()
        let surface = UISurfaceView(frame: CGRect(x: 50, y: 0, width: 40, height: 20))
        surface.surfaceScale = 2
        surface.surfaceTintColor = .green
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .red
        surface.addSubview(child)
        root.addSubview(surface)
        let recording = RecordingContext.record(root)
        #expect(recording.events.contains(.beginTint(UIColor.green.cgColor)))
        // Scaled 2× about (20, 10) (then rotated by a quarter turn clockwise): the child's (0, 0, 10, 10) becomes (−20, −10, 20, 20), then moves by 50.
        #expect(recording.fills.last?.rect == CGRect(x: 30, y: -10, width: 20, height: 20))
        surface.rotation = .pi / 2
        let rotated = CGPoint(x: 0, y: 0).applying(surface.surfaceTransform)
        #expect(close(rotated.x, 40) && close(rotated.y, -30))  // (−20, −10) → (−40, −20) → (20, −40) → +center
    }

    // MARK: SVG

    /// In SVG a label is a `<text>` element with one x per glyph and its baseline as y.
    @Test func svgLabelText() {
        let root = root()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hi"
        root.addSubview(label)
        let svg = SVGRenderer.svgString(for: root)
        let layout = label.currentTextLayout
        let xs = layout.lines[0].runs.flatMap { $0.positions.map(\.x) }
        let y = (20 - layout.height) / 2 + label.font.ascender
        #expect(svg.contains("<text x=\"\(SVGNumber.format(xs))\" y=\"\(SVGNumber.format([y, y]))\""))
        #expect(svg.contains("font-family=\"DejaVu Sans\" font-size=\"17\" fill=\"#000000\""))
        #expect(svg.contains(">Hi</text>"))
    }

    /// Tint layers become `feColorMatrix` filters in SVG.
    @Test func svgTint() {
        let root = root()
        let quad = UIQuadView(
            image: UIImage(color: .white, size: CGSize(width: 4, height: 4)),
            color: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        quad.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        root.addSubview(quad)
        let svg = SVGRenderer.svgString(for: root)
        #expect(svg.contains("<feColorMatrix type=\"matrix\" values=\"1 0 0 0 0 0 0.5 0 0 0 0 0 0 0 0 0 0 0 1 0\"/>"))
        #expect(svg.contains("<g filter=\"url(#tint1)\">"))
    }

    /// A scroll view clips to its bounds in SVG (a clip path around the shifted content); a rotated surface
    /// writes its subviews as transformed paths inside a group.
    @Test func svgScrollClipAndSurfaceGroup() {
        let root = root()
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        scroll.contentSize = CGSize(width: 50, height: 100)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        content.backgroundColor = .red
        scroll.addSubview(content)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        root.addSubview(scroll)
        let surface = UISurfaceView(frame: CGRect(x: 100, y: 10, width: 40, height: 40))
        surface.rotation = .pi / 4
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .blue
        surface.addSubview(child)
        root.addSubview(surface)
        let lines = SVGRenderer.svgString(for: root).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let clip = lines.firstIndex {
            $0.hasPrefix("<clipPath") && $0.contains("<rect x=\"10\" y=\"10\" width=\"50\" height=\"40\"")
        }
        let red = lines.firstIndex(of: "<rect x=\"10\" y=\"-20\" width=\"50\" height=\"100\" fill=\"#ff0000\"/>")
        #expect(clip != nil && red != nil && clip! < red!)
        // The child's square turned 45° about the surface's center (120, 30): a diamond path.
        #expect(lines.contains { $0.hasPrefix("<path d=\"M 120 15.858") && $0.contains("fill=\"#0000ff\"") })
    }
}
