import Foundation
import Trellis

// `trellis-layout-bench --typing`: typing one character into a text field that holds 10,000 characters, inside
// a laid-out form (a root with a column of 8 fields and labels), through the root's entry point: per keystroke
// the edit, the re-measure and relayout (`layoutIfNeeded`) and a redraw of the field (its hierarchy drawn into
// a context that discards the drawing). The peer, in the same run: laying the whole 10,000-character line out
// once (`TextLayout`), what a field that re-measures its whole text per keystroke pays before drawing anything.
// Target (issue 13): ≤ 1 ms per keystroke. Caret orders: at the end, in the middle, at the start; the worst is
// the headline.
//
//     swift build -c release --product trellis-layout-bench && .build/release/trellis-layout-bench --typing

/// A graphics context that draws nothing (the cost measured is Trellis's, not a rasterizer's).
final class TypingDiscardingContext: GraphicsContext {
    func saveGState() {}
    func restoreGState() {}
    func concatenate(_ transform: CGAffineTransform) {}
    func fillPath(_ path: UIBezierPath, color: CGColor) {}
    func strokePath(_ path: UIBezierPath, color: CGColor, lineWidth: CGFloat) {}
    func clip(to path: UIBezierPath) {}
    func beginTransparencyLayer(alpha: CGFloat) {}
    func endTransparencyLayer() {}
    func beginTintLayer(color: CGColor) {}
    func endTintLayer() {}
    func drawGlyphs(_ run: GlyphRun) { sink += Double(run.glyphs.count) }
    func drawImage(_ image: GraphicsImage, in rect: CGRect) {}
    func drawImage(_ image: GraphicsImage, sourceRect: CGRect, in rect: CGRect) {}
}

/// The caret's place when typing starts.
enum TypingOrder: String, CaseIterable {
    case end, middle, start
}

/// Builds the form and returns the root and the 10,000-character field (editing, caret placed).
func makeTypingForm(order: TypingOrder) -> (UIRootView, UITextField) {
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 375, height: 900))
    var previous = root.topAnchor
    var fields: [UITextField] = []
    for i in 0..<8 {
        let label = UILabel()
        label.text = "Field \(i + 1)"
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text =
            i == 3
            ? String(repeating: "lorem ipsum dolor sit amet, ", count: 358).prefix(10_000).description : "Value \(i)"
        for v in [label, field] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: previous, constant: 12),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            field.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        previous = field.bottomAnchor
        fields.append(field)
    }
    root.layoutIfNeeded()
    let field = fields[3]
    field.becomeFirstResponder()
    let caret = order == .end ? 10_000 : order == .middle ? 5_000 : 0
    field.selectedTextRange = UITextRange(start: UITextPosition(offset: caret), end: UITextPosition(offset: caret))
    root.layoutIfNeeded()
    return (root, field)
}

/// Types `count` characters; returns the median milliseconds per keystroke (edit + layout + redraw).
func timeTyping(order: TypingOrder, count: Int) -> Double {
    let (root, field) = makeTypingForm(order: order)
    let context = CGContext(TypingDiscardingContext())
    var times: [Double] = []
    var t = 1.0
    for k in 0..<count {
        let t0 = now()
        t += 0.05
        _ = try? root.send(.text(k % 7 == 6 ? " " : "a"), at: t)
        root.layoutIfNeeded()
        UIGraphicsPushContext(context)
        field.drawHierarchy(in: field.bounds, afterScreenUpdates: false)
        UIGraphicsPopContext()
        times.append(ms(t0, now()))
    }
    precondition(field.text?.utf16.count == 10_000 + count, "typing lost characters")
    times.sort()
    return times[times.count / 2]
}

/// The peer: one layout of the whole 10,000-character line (median of `count`).
func timeWholeLineLayout(count: Int) -> Double {
    let text = String(repeating: "lorem ipsum dolor sit amet, ", count: 358).prefix(10_000).description
    let font = UIFont.systemFont(ofSize: 17)
    var times: [Double] = []
    for _ in 0..<count {
        let t0 = now()
        let layout = TextLayout(text: text, font: font, numberOfLines: 1, lineBreakMode: .byClipping)
        sink += layout.width
        times.append(ms(t0, now()))
    }
    times.sort()
    return times[times.count / 2]
}

// The text view case: a 200-line self-sizing `UITextView` (scrolling off, 200 paragraphs of one line each) in a
// form (a label above, a button below, all in a column of constraints), typed into through the root: per
// keystroke the edit, `layoutIfNeeded` (the text view's intrinsic height is read again; it changes when a line
// wraps) and a redraw of the dirty area — the band of the caret's line and the lines next to it, full width,
// drawn with `draw(_:)` into a discarding context. The peer: one `TextLayout` of the whole 200-line text, what a
// text view that re-measures its whole text per keystroke pays before drawing anything.

/// Builds the text view form and returns the root and the text view (editing, caret placed).
func makeTextViewForm(order: TypingOrder) -> (UIRootView, UITextView) {
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 375, height: 900))
    let label = UILabel()
    label.text = "Notes"
    let textView = UITextView()
    textView.font = UIFont.systemFont(ofSize: 17)
    textView.isScrollEnabled = false
    textView.text = textViewBenchText
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    for v in [label, textView, button] as [UIView] {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
    }
    NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        textView.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
        textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        textView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        button.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8),
        button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    ])
    root.layoutIfNeeded()
    textView.becomeFirstResponder()
    let length = textView.text.utf16.count
    let caret = order == .end ? length : order == .middle ? textViewBenchLineStart(100) + 20 : 0
    textView.selectedRange = NSRange(location: caret, length: 0)
    root.layoutIfNeeded()
    return (root, textView)
}

/// 200 lines of about 40 characters (each fits a 343-point-wide text view at 17 points).
let textViewBenchText = (0..<200).map { "Line \($0): lorem ipsum dolor sit amet" }.joined(separator: "\n")

/// The UTF-16 offset where line `n` of the benchmark text starts.
func textViewBenchLineStart(_ n: Int) -> Int {
    (0..<n).reduce(0) { $0 + "Line \($1): lorem ipsum dolor sit amet".utf16.count + 1 }
}

/// Types `count` characters into the text view; returns the median and the worst milliseconds per keystroke.
func timeTextViewTyping(order: TypingOrder, count: Int) -> (median: Double, max: Double) {
    let (root, textView) = makeTextViewForm(order: order)
    let context = CGContext(TypingDiscardingContext())
    let before = textView.text.utf16.count
    var times: [Double] = []
    var t = 1.0
    for k in 0..<count {
        let t0 = now()
        t += 0.05
        _ = try? root.send(.text(k % 7 == 6 ? " " : "a"), at: t)
        root.layoutIfNeeded()
        let caret = textView.caretRect(for: textView.selectedTextRange!.end)
        let dirty = CGRect(x: 0, y: caret.minY - caret.height, width: textView.bounds.width, height: 3 * caret.height)
        UIGraphicsPushContext(context)
        textView.draw(dirty)
        UIGraphicsPopContext()
        times.append(ms(t0, now()))
    }
    precondition(textView.text.utf16.count == before + count, "typing lost characters")
    times.sort()
    return (times[times.count / 2], times[times.count - 1])
}

/// The peer: one layout of the whole 200-line text at the text view's width (median of `count`).
func timeWholeTextViewLayout(count: Int) -> Double {
    let font = UIFont.systemFont(ofSize: 17)
    var times: [Double] = []
    for _ in 0..<count {
        let t0 = now()
        let layout = TextLayout(text: textViewBenchText, font: font, width: 333)
        sink += layout.height
        times.append(ms(t0, now()))
    }
    times.sort()
    return times[times.count / 2]
}

/// Runs the typing benchmark and prints a Markdown table; returns whether the worst order meets 1 ms.
func runTypingBenchmark(quick: Bool) -> Bool {
    let count = quick ? 50 : 300
    let peer = timeWholeLineLayout(count: quick ? 5 : 20)
    print("| Caret | ms / keystroke (median) | Whole-line layout ms (peer) | Keystroke / peer | ≤ 1 ms |")
    print("| --- | ---: | ---: | ---: | --- |")
    var worst = 0.0
    for order in TypingOrder.allCases {
        let ms = timeTyping(order: order, count: count)
        worst = max(worst, ms)
        print(
            String(
                format: "| %@ | %.3f | %.3f | %.2f× | %@ |", order.rawValue, ms, peer, ms / peer, ms <= 1 ? "yes" : "no"
            ))
    }
    print(String(format: "Worst order: %.3f ms per keystroke.", worst))
    print("")
    let textViewPeer = timeWholeTextViewLayout(count: quick ? 5 : 20)
    print(
        "| Caret (200-line text view) | ms / keystroke (median) | worst keystroke ms | Whole-text layout ms (peer) | Keystroke / peer | ≤ 1 ms |"
    )
    print("| --- | ---: | ---: | ---: | ---: | --- |")
    var worstTextView = 0.0
    for order in TypingOrder.allCases {
        let (median, maximum) = timeTextViewTyping(order: order, count: count)
        worstTextView = max(worstTextView, median)
        print(
            String(
                format: "| %@ | %.3f | %.3f | %.3f | %.3f× | %@ |", order.rawValue, median, maximum, textViewPeer,
                median / textViewPeer, median <= 1 ? "yes" : "no"))
    }
    print(String(format: "Worst order (text view): %.3f ms per keystroke.", worstTextView))
    return worst <= 1 && worstTextView <= 1
}
