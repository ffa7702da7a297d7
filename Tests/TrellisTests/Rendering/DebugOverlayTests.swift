import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// The debug overlay: frames, constraints as arrows and bars, broken constraints and their conflicts, ambiguity.
@Suite struct DebugOverlayTests {
    func hex(_ color: UIColor) -> String {
        func byte(_ c: CGFloat) -> String {
            let v = Int((c * 255).rounded())
            return (v < 16 ? "0" : "") + String(v, radix: 16)
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    /// A box pinned 20 from the root's left with a fixed width: an arrow from x 0 to 20 at the box's middle,
    /// a width bar across it, the frame outline and tag.
    @Test func constraintsBecomeArrowsAndBars() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 50)
        height.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100), height,
        ])
        let recording = RecordingContext()
        let context = CGContext(recording)
        root.layoutIfNeeded()
        DebugOverlay().draw(over: root, in: context)
        let strokes = recording.events.compactMap { event -> CGColor? in
            if case .stroke(_, let color) = event { return color } else { return nil }
        }
        #expect(strokes.contains(DebugOverlay.Palette.required.cgColor))
        #expect(strokes.contains(DebugOverlay.Palette.optional.cgColor))  // the height at 750
        #expect(strokes.contains(DebugOverlay.Palette.frame.cgColor))
        let texts = recording.runs.compactMap(\.text)
        #expect(texts.contains("box"))
        #expect(texts.contains("20") && texts.contains("10"))
        #expect(texts.contains("w = 100") && texts.contains("h = 50 @750"))
        #expect(texts.contains("required constraint"))  // the legend
        // The left arrow runs from the root's left (0) to the box's (20) across the box's middle (y 35).
        let svg = SVGRenderer.svgString(for: root, overlay: DebugOverlay.Options())
        #expect(
            svg.contains("<path d=\"M 0 35 L 20 35\" fill=\"none\" stroke=\"\(hex(DebugOverlay.Palette.required))\""))
    }

    /// A broken constraint is drawn in red and its conflicting set in orange; the labels say so.
    @Test func brokenConstraintsAndTheirConflicts() {
        NSLayoutConstraint.logsUnsatisfiableConstraints = false
        defer { NSLayoutConstraint.logsUnsatisfiableConstraints = true }
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let wider = box.widthAnchor.constraint(equalToConstant: 150)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 40), width, wider,
        ])
        root.layoutIfNeeded()
        #expect(wider.isBroken)
        let recording = RecordingContext()
        DebugOverlay().draw(over: root, in: CGContext(recording))
        let strokes = recording.events.compactMap { event -> CGColor? in
            if case .stroke(_, let color) = event { return color } else { return nil }
        }
        #expect(strokes.contains(DebugOverlay.Palette.broken.cgColor))
        #expect(strokes.contains(DebugOverlay.Palette.conflicting.cgColor))
        let texts = recording.runs.compactMap(\.text)
        #expect(texts.contains("✕ w = 150"))
        #expect(texts.contains("w = 100"))
    }

    /// A view with no horizontal position is marked ambiguous; generated constraints show only when asked.
    @Test func ambiguityAndGeneratedConstraints() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let loose = UILabel()
        loose.text = "Loose"
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        loose.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout)
        var recording = RecordingContext()
        DebugOverlay().draw(over: root, in: CGContext(recording))
        #expect(recording.runs.compactMap(\.text).contains("ambiguous: UILabel"))
        #expect(!recording.runs.compactMap(\.text).contains { $0.hasPrefix("w ≤") })
        var options = DebugOverlay.Options()
        options.includesGeneratedConstraints = true
        recording = RecordingContext()
        DebugOverlay(options: options).draw(over: root, in: CGContext(recording))
        #expect(recording.runs.compactMap(\.text).contains { $0.hasPrefix("w ≤") && $0.hasSuffix("@251") })
    }

    /// The probe confirms real ambiguity and rejects the quick flag's false alarms (a wrapped label whose
    /// intrinsic-size pair holds exactly), leaving every frame as it was.
    @Test func ambiguityProbe() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let title = UILabel()
        title.text = "A multiline label pinned on both sides, centered vertically"
        title.numberOfLines = 0
        let loose = UIView()
        for view in [title, loose] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            title.rightAnchor.constraint(equalTo: root.leftAnchor, constant: 200),
            title.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            loose.topAnchor.constraint(equalTo: root.topAnchor), loose.widthAnchor.constraint(equalToConstant: 40),
            loose.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        let frames = [title.frame, loose.frame]
        #expect(!title.hasAmbiguousLayout)
        #expect(loose.hasAmbiguousLayout)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect([title.frame, loose.frame] == frames)
        // Exercising the ambiguity moves the loose view (x only: it has no horizontal position) and nothing else.
        loose.exerciseAmbiguityInLayout()
        #expect(loose.frame.minX != frames[1].minX)
        #expect(loose.frame.size == frames[1].size && loose.frame.minY == frames[1].minY)
        #expect(title.frame == frames[0])
        title.exerciseAmbiguityInLayout()
        #expect(title.frame == frames[0])
    }
}

/// The overlay on busy screens: tags keep apart and off text, stack views' own constraints stay hidden,
/// marks stop at scroll views' edges, the legend sits below, and 2× draws the marks at the same pixel size.
@Suite struct DebugOverlayReadabilityTests {
    /// A stack of three labels over a scroll view whose content runs past its bottom.
    func screen() -> UIRootView {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        let labels = ["One", "Two", "Three"].map { text -> UILabel in
            let label = UILabel()
            label.text = text
            label.accessibilityIdentifier = text.lowercased()
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.spacing = 8
        stack.accessibilityIdentifier = "stack"
        let scroll = UIScrollView()
        let content = UIView()
        content.accessibilityIdentifier = "content"
        for v in [stack, scroll, content] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(stack)
        root.addSubview(scroll)
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),  // room for its tag above
            stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            scroll.leftAnchor.constraint(equalTo: root.leftAnchor),
            scroll.rightAnchor.constraint(equalTo: root.rightAnchor),
            scroll.heightAnchor.constraint(equalToConstant: 60),
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            content.leftAnchor.constraint(equalTo: scroll.leftAnchor, constant: 10),
            content.widthAnchor.constraint(equalToConstant: 100), content.heightAnchor.constraint(equalToConstant: 300),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
        ])
        return root
    }

    /// The translucent white boxes the tags sit on.
    func tagBoxes(_ recording: RecordingContext) -> [CGRect] {
        recording.events.compactMap { event -> CGRect? in
            guard case .fill(let rect?, let color) = event, color == UIColor(white: 1, alpha: 0.85).cgColor else {
                return nil
            }
            return rect
        }
    }

    @Test func tagsKeepApartAndOffText() {
        let root = screen()
        root.layoutIfNeeded()
        let recording = RecordingContext()
        DebugOverlay().draw(over: root, in: CGContext(recording))
        let boxes = tagBoxes(recording)
        #expect(boxes.count >= 4)
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] { #expect(!a.intersects(b), "\(a) overlaps \(b)") }
            for label in root.subviews[0].subviews { #expect(!a.intersects(label.convert(label.bounds, to: root))) }
            #expect(CGRect(x: 0, y: 0, width: 200, height: 160).contains(a))
        }
        let texts = recording.runs.compactMap(\.text)
        #expect(texts.contains("stack") && texts.contains("content"))
        // The stack's spacing and alignment constraints (UISV-…) are its own: not drawn by default.
        #expect(!texts.contains("8") && !texts.contains { $0.contains("UISV") })
        // The content's 300-point height bar stops at the scroll view's bottom edge (y 120).
        #expect(recording.events.contains(.clip(CGRect(x: 0, y: 60, width: 200, height: 60))))
        // The legend is below the picture.
        let legend = recording.runs.first { $0.text == "view frame" }
        #expect((legend?.glyphs.first?.position.y ?? 0) > 160)
        #expect(DebugOverlay().pictureSize(for: root).height == 160 + DebugOverlay().legendHeight(width: 200))
    }

    /// At 2× the tags are set in 4 points (8 pixels), not 8 points (16 pixels).
    @Test func doubleScaleDrawsTheSamePixelSize() {
        let root = screen()
        root.layoutIfNeeded()
        var options = DebugOverlay.Options()
        options.scale = 2
        let recording = RecordingContext()
        DebugOverlay(options: options).draw(over: root, in: CGContext(recording))
        #expect(Set(recording.runs.map(\.pointSize)) == [4])
        let single = RecordingContext()
        DebugOverlay().draw(over: root, in: CGContext(single))
        #expect(Set(single.runs.map(\.pointSize)) == [8])
    }
}
