import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// The debug overlay with one view highlighted (what a live window shows for the view under the pointer): only
/// that view's frame and the constraints relating it are drawn.
@Suite struct DebugOverlayHighlightTests {
    /// Two boxes: `a` 20 from the root's left, 10 from its top, 100 wide; `b` 30 below `a`, 40 tall, its
    /// leading edge on `a`'s; and a box `c` 7 from the root's right edge that relates to neither.
    struct Scene {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(), b = UIView(), c = UIView()

        init() {
            for (name, view) in [("a", a), ("b", b), ("c", c)] {
                view.accessibilityIdentifier = name
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            NSLayoutConstraint.activate([
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 100),
                a.heightAnchor.constraint(equalToConstant: 20),
                b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 30),
                b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
                b.widthAnchor.constraint(equalToConstant: 50),
                b.heightAnchor.constraint(equalToConstant: 40),
                c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -7),
                c.topAnchor.constraint(equalTo: root.topAnchor, constant: 150),
                c.widthAnchor.constraint(equalToConstant: 33),
                c.heightAnchor.constraint(equalToConstant: 11),
            ])
            root.layoutIfNeeded()
        }

        /// The overlay's texts and stroke colours with `highlighted` (nil: none).
        func draw(highlighting highlighted: UIView?) -> (texts: [String], strokes: [CGColor]) {
            var options = DebugOverlay.Options()
            options.showsLegend = false
            options.highlightedView = highlighted.map(ObjectIdentifier.init)
            let recording = RecordingContext()
            DebugOverlay(options: options).draw(over: root, in: CGContext(recording))
            let strokes = recording.events.compactMap { event -> CGColor? in
                if case .stroke(_, let color) = event { return color } else { return nil }
            }
            return (recording.runs.compactMap(\.text), strokes)
        }
    }

    @Test func onlyTheHighlightedViewAndItsConstraints() {
        let s = Scene()
        let all = s.draw(highlighting: nil)
        // Without a highlight: every tag and constraint label (a's 20 and 10, b's 30, c's −7 and 150).
        for text in ["a", "b", "c", "20", "10", "30", "-7", "150", "w = 100", "w = 33"] {
            #expect(all.texts.contains(text), "\(text)")
        }
        #expect(!all.strokes.contains(DebugOverlay.Palette.highlight.cgColor))
        // `b` highlighted: its tag, and its four constraints — 30 below a, its leading on a's (an alignment,
        // labelled "0"), 50 wide, 40 tall; nothing of c's, nor a's own size and place.
        let b = s.draw(highlighting: s.b)
        #expect(b.texts.contains("b") && !b.texts.contains("a") && !b.texts.contains("c"))
        for text in ["30", "w = 50", "h = 40"] { #expect(b.texts.contains(text), "\(text)") }
        for text in ["20", "10", "-7", "150", "w = 100", "w = 33", "h = 20", "h = 11"] {
            #expect(!b.texts.contains(text), "\(text)")
        }
        #expect(b.strokes.contains(DebugOverlay.Palette.highlight.cgColor))
        #expect(!b.strokes.contains(DebugOverlay.Palette.frame.cgColor))
        // A view that is not in the tree highlights nothing: the whole overlay, as without one.
        let stranger = UIView()
        #expect(s.draw(highlighting: stranger).texts == all.texts)
    }
}
