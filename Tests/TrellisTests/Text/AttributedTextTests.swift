import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Attributed strings in DejaVu Sans (1 font unit = 1/128 point at 16 points): H 1540, e 1260, l 569, o 1253,
/// a 1255, b 1300; ascender 1901, descender −483 (a line 18.625 points at 16).
@Suite(.swiftTextEngine) struct AttributedTextTests {
    var font: UIFont { UIFont.systemFont(ofSize: 16) }
    func pt(_ units: Double, size: Double = 16) -> CGFloat { CGFloat(units * size / 2048) }

    func layout(_ text: NSAttributedString, width: CGFloat? = nil) -> TextLayout {
        TextLayout(attributedText: text, font: font, width: width)
    }

    /// "He" at 16 points and "llo" at 32: the widths add, the line takes the larger font's ascent and descent.
    @Test func mixedFontSizes() {
        let text = NSMutableAttributedString(string: "He", attributes: [.font: font])
        text.append(NSAttributedString(string: "llo", attributes: [.font: UIFont.systemFont(ofSize: 32)]))
        let line = layout(text).lines[0]
        #expect(line.width == pt(2800) + pt(2391, size: 32))  // 21.875 + 37.359375
        #expect(line.runs.count == 2)
        #expect(line.ascent == pt(1901, size: 32) && line.descent == pt(483, size: 32))
        #expect(line.height == pt(2384, size: 32) && line.baseline == pt(1901, size: 32))
    }

    /// `.kern` adds its points after every character: "Hello" 40.5546875 + 5 × 2.
    @Test func kern() {
        let line = layout(NSAttributedString(string: "Hello", attributes: [.kern: 2])).lines[0]
        #expect(line.width == 50.5546875)
        #expect(line.runs[0].positions.map(\.x) == [0, pt(1540) + 2, pt(2800) + 4, pt(3369) + 6, pt(3938) + 8])
    }

    /// Line spacing between lines, paragraph spacing after a paragraph, a line height multiple (extra height
    /// above the text), indents.
    @Test func paragraphStyle() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.paragraphSpacing = 6
        let spaced = layout(NSAttributedString(string: "a\nb", attributes: [.paragraphStyle: style]))
        #expect(spaced.lines[1].top == 18.625 + 4 + 6)
        #expect(spaced.height == 2 * 18.625 + 10)
        let tall = NSMutableParagraphStyle()
        tall.lineHeightMultiple = 1.5
        let multiple = layout(NSAttributedString(string: "a", attributes: [.paragraphStyle: tall]))
        #expect(multiple.height == 27.9375)
        #expect(multiple.lines[0].baseline == 27.9375 - 18.625 + pt(1901))
        let indented = NSMutableParagraphStyle()
        indented.firstLineHeadIndent = 10
        indented.headIndent = 20
        // "aaa bbb" (a 1255, b 1300, space 651: 8316 units, 64.97 points) is over the 50 points the first line
        // has after its indent; "bbb" (30.47) fits the 40 of the second.
        let lines = layout(NSAttributedString(string: "aaa bbb", attributes: [.paragraphStyle: indented]), width: 60)
            .lines
        #expect(lines.map(\.x) == [10, 20])
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        let center = layout(NSAttributedString(string: "ab", attributes: [.paragraphStyle: centered]), width: 100)
        #expect(center.lines[0].x == (100 - pt(2555)) / 2)
    }

    /// A baseline offset raises the run's glyphs and the line's ascent.
    @Test func baselineOffset() {
        let text = NSMutableAttributedString(string: "a")
        text.append(NSAttributedString(string: "2", attributes: [.baselineOffset: 3]))
        let line = layout(text).lines[0]
        #expect(line.ascent == pt(1901) + 3)
        #expect(line.runs[1].positions[0].y == -3 && line.runs[0].positions[0].y == 0)
    }

    /// Backgrounds, underlines and strikethroughs are filled rectangles drawn with the text.
    @Test func decorationsAreDrawn() {
        let text = NSMutableAttributedString(
            string: "ab", attributes: [.backgroundColor: UIColor.yellow, .underlineStyle: 1])
        text.append(
            NSAttributedString(
                string: "cd",
                attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.red]))
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let label = UILabel(frame: root.bounds)
        label.attributedText = text
        label.font = font
        root.addSubview(label)
        let events = RecordingContext.record(root).events
        let fills = events.compactMap { event -> (CGRect?, CGColor)? in
            if case .fill(let r, let c) = event { return (r, c) } else { return nil }
        }
        let layout = label.currentTextLayout
        let top = (30 - layout.height) / 2
        #expect(
            fills.contains {
                $0.1 == UIColor.yellow.cgColor && $0.0 == CGRect(x: 0, y: top, width: pt(2555), height: 18.625)
            })
        // The underline.
        #expect(fills.contains { $0.1 == UIColor.black.cgColor && $0.0?.minY == top + pt(1901) + 1.6 - 16.0 / 28 })
        #expect(fills.contains { $0.1 == UIColor.red.cgColor && $0.0?.width == pt(2426) })  // strikethrough under "cd"
        #expect(RecordingContext.record(root).runs.map(\.color) == [UIColor.black.cgColor, UIColor.red.cgColor])
    }

    /// String measuring and drawing: one line per paragraph without `usesLineFragmentOrigin`, wrapped with it.
    @Test func stringDrawing() {
        #expect("Hello".size(withAttributes: [.font: font]) == CGSize(width: 40.5546875, height: 18.625))
        // No font: UIKit's default, 12 points (5191 × 12 / 2048; 2384 × 12 / 2048).
        #expect("Hello".size(withAttributes: nil) == CGSize(width: 30.416015625, height: 13.96875))
        let rect = "Hello World".boundingRect(
            with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(rect == CGRect(x: 0, y: 0, width: 45.8515625, height: 37.25))  // "World" 5869 units, two lines
        let oneLine = NSAttributedString(string: "Hello World", attributes: [.font: font])
            .boundingRect(with: CGSize(width: 60, height: 100), options: [], context: nil)
        #expect(oneLine.width == 91.4921875 && oneLine.minY == -pt(1901))
        let cut = NSAttributedString(string: "a b c d", attributes: [.font: font]).boundingRect(
            with: CGSize(width: 10, height: 40), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            context: nil)
        #expect(cut.height == 37.25)  // two of the four lines fit 40 points
    }

    /// A label's attributed text: its string is the text; reading it after `text` gives the label's font.
    @Test func labelAttributedText() {
        let label = UILabel()
        label.font = font
        label.text = "Hello"
        #expect((label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.isEqual(font) == true)
        let text = NSMutableAttributedString(string: "He", attributes: [.font: UIFont.systemFont(ofSize: 32)])
        text.append(NSAttributedString(string: "llo"))
        label.attributedText = text
        #expect(label.text == "Hello")
        // "He" at 32 (43.75) and "llo" in the label's font, 16 (18.6796875): 62.4296875 → 63; the line 37.25 → 38.
        #expect(label.intrinsicContentSize == CGSize(width: 63, height: 38))
        label.text = "Hi"
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont === label.font)
    }

    /// Shrinking to fit: the largest scale (to 1/1024) at which the text fits, not below the minimum; the
    /// intrinsic size stays the full text's.
    @Test func adjustsFontSizeToFitWidth() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        label.font = font
        label.text = "Hello"  // 40.5546875 wide: fits at a scale up to 30 / 40.5546875 = 0.7397…
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let layout = label.currentTextLayout
        #expect(!layout.isTruncated && layout.width <= 30 && layout.width > 30 - 40.5546875 / 1024)
        #expect(label.intrinsicContentSize.width == 41)
        label.minimumScaleFactor = 0.9  // 36.5 at best: truncated at the minimum
        #expect(label.currentTextLayout.isTruncated && label.currentTextLayout.lines[0].runs[0].pointSize == 16 * 0.9)
    }

    /// Tightening: "Hello" (40.5546875) fits 39 points with 0.31 points less per character (under 5 % of 16).
    @Test func tighteningBeforeTruncation() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 39, height: 20))
        label.font = font
        label.text = "Hello"
        #expect(label.currentTextLayout.isTruncated)
        label.allowsDefaultTighteningForTruncation = true
        let layout = label.currentTextLayout
        #expect(!layout.isTruncated && layout.lines[0].text == "Hello" && layout.width <= 39)
    }

    /// A text view's attributed text: sizes like its plain text in the same fonts, plus the insets.
    @Test func textViewAttributedText() {
        let view = UITextView()
        view.isScrollEnabled = false
        view.font = font
        let text = NSMutableAttributedString(string: "He", attributes: [.font: UIFont.systemFont(ofSize: 32)])
        text.append(NSAttributedString(string: "llo"))
        view.attributedText = text
        #expect(view.text == "Hello")
        // 62.4296875 → 63, plus 2 × 5 padding; 37.25 → 38, plus 8 + 8.
        #expect(view.intrinsicContentSize == CGSize(width: 73, height: 54))
        view.text = "Hello"
        #expect(view.intrinsicContentSize == CGSize(width: 51, height: 35))  // 40.55 → 41 + 10; 19 + 16
    }

    /// `draw(in:withAttributes:)` puts the first line's top at the rectangle's top (its baseline an ascender
    /// lower), in the attributes' font and color; `draw(at:)` likewise at the point.
    @Test func stringDrawingDrawsWhereItMeasures() {
        let recording = RecordingContext()
        UIGraphicsPushContext(CGContext(recording))
        "Hello".draw(
            in: CGRect(x: 5, y: 7, width: 100, height: 50),
            withAttributes: [.font: font, .foregroundColor: UIColor.red])
        NSAttributedString(string: "Hi", attributes: [.font: font]).draw(at: CGPoint(x: 1, y: 2))
        UIGraphicsPopContext()
        let runs = recording.runs
        #expect(runs.count == 2)
        #expect(runs[0].glyphs.map(\.position.x) == [5, 5 + pt(1540), 5 + pt(2800), 5 + pt(3369), 5 + pt(3938)])
        #expect(runs[0].glyphs[0].position.y == 7 + pt(1901) && runs[0].color == UIColor.red.cgColor)
        #expect(runs[1].glyphs[0].position == CGPoint(x: 1, y: 2 + pt(1901)) && runs[1].color == UIColor.black.cgColor)
    }
}
