import Foundation
import Trellis
import TrellisCairo

/// Offscreen motion: animations rendered as strips of frames (left to right, top to bottom) on the root's
/// virtual clock, so that the motion can be looked at without a window. `trellis-demo --animations`.
enum AnimationStrips {
    /// Writes the strips into `directory`; returns the files written.
    static func write(to directory: URL, scale: CGFloat) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written: [URL] = []
        for (name, make) in [
            ("animation-seed004", seed004), ("animation-spring", spring), ("animation-deceleration", deceleration),
            ("animation-controls", controls),
        ] {
            let (root, times) = make()
            let url = directory.appendingPathComponent("\(name).png")
            try strip(root, times: times, scale: scale).write(to: url)
            written.append(url)
        }
        return written
    }

    /// The frames of `root` at `times` (the clock is advanced to each), 4 per row, each labelled by its time.
    static func strip(_ root: UIRootView, times: [TimeInterval], scale: CGFloat) throws -> Data {
        let size = root.bounds.size, gap: CGFloat = 8, perRow = 4
        let rows = (times.count + perRow - 1) / perRow
        let total = CGSize(
            width: CGFloat(perRow) * (size.width + gap) + gap, height: CGFloat(rows) * (size.height + gap + 16) + gap)
        var frames: [(CGRect, RecordedDrawing)] = []
        for (i, t) in times.enumerated() {
            try root.advance(to: t)
            let origin = CGPoint(
                x: gap + CGFloat(i % perRow) * (size.width + gap),
                y: gap + 16 + CGFloat(i / perRow) * (size.height + gap + 16))
            let recording = RecordedDrawing()
            root.layer.render(in: CGContext(recording))
            frames.append((CGRect(origin: origin, size: size), recording))
        }
        let renderer = UIGraphicsImageRenderer(size: total, scale: scale)
        return renderer.pngData { context in
            let cg = context.cgContext
            cg.setFillColor(CGColor(gray: 0.85, alpha: 1))
            cg.fill(CGRect(origin: .zero, size: total))
            for (i, (rect, drawing)) in frames.enumerated() {
                let label = UILabel()
                label.text = String(format: "t = %.3f s", times[i])
                label.font = .systemFont(ofSize: 11)
                label.frame = CGRect(x: rect.minX, y: rect.minY - 15, width: rect.width, height: 14)
                label.drawHierarchy(in: label.frame, afterScreenUpdates: true)
                cg.saveGState()
                cg.translateBy(x: rect.minX, y: rect.minY)
                drawing.replay(into: cg.backend)
                cg.restoreGState()
            }
        }
    }

    /// Seed 004: a header's height constant changes, then `layoutIfNeeded()` runs inside the animation block:
    /// the header grows and the cards below move, ease in and out over 0.6 s.
    static func seed004() -> (UIRootView, [TimeInterval]) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
        root.backgroundColor = .white
        let header = UIView(), first = UIView(), second = UIView()
        header.backgroundColor = UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1)
        first.backgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.3, alpha: 1)
        second.backgroundColor = UIColor(red: 0.4, green: 0.75, blue: 0.45, alpha: 1)
        for v in [header, first, second] {
            v.translatesAutoresizingMaskIntoConstraints = false
            v.layer.cornerRadius = 6
            root.addSubview(v)
        }
        let height = header.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 8), height,
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            first.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            first.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            first.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            first.heightAnchor.constraint(equalToConstant: 40),
            second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 8),
            second.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            second.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            second.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ])
        root.layoutIfNeeded()
        height.constant = 90
        UIView.animate(withDuration: 0.6) {
            header.layer.cornerRadius = 20
            root.layoutIfNeeded()
        }
        return (root, stride(from: 0.0, through: 0.7, by: 0.1).map { $0 })
    }

    /// A spring (damping 0.4, settling in 1 s): a square drops, overshoots and turns a quarter.
    static func spring() -> (UIRootView, [TimeInterval]) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
        root.backgroundColor = .white
        let target = UIView(frame: CGRect(x: 50, y: 130, width: 60, height: 60))
        target.layer.borderWidth = 1
        target.layer.borderColor = CGColor(gray: 0.6, alpha: 1)
        let square = UIView(frame: CGRect(x: 50, y: 10, width: 60, height: 60))
        square.backgroundColor = UIColor(red: 0.85, green: 0.3, blue: 0.4, alpha: 1)
        root.addSubview(target)
        root.addSubview(square)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0) {
            square.frame.origin.y = 130
            square.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        return (root, stride(from: 0.0, through: 1.05, by: 0.075).map { $0 })
    }

    /// A flick up a list: the content glides (deceleration rate .normal) into the end and bounces back.
    static func deceleration() -> (UIRootView, [TimeInterval]) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
        root.backgroundColor = .white
        let list = UIScrollView(frame: root.bounds)
        list.contentSize = CGSize(width: 160, height: 600)
        root.addSubview(list)
        for i in 0..<15 {
            let row = UIView(frame: CGRect(x: 8, y: 8 + CGFloat(i) * 40, width: 144, height: 32))
            let hue = CGFloat(i) / 15
            row.backgroundColor = UIColor(red: 0.4 + 0.5 * hue, green: 0.6, blue: 0.9 - 0.5 * hue, alpha: 1)
            row.layer.cornerRadius = 4
            list.addSubview(row)
        }
        // The finger: 20 points every 10 ms (2,000 points per second) up the screen.
        _ = try? root.send(.touchBegan(id: 1, at: CGPoint(x: 80, y: 180)), at: 0)
        for i in 1...6 {
            _ = try? root.send(.touchMoved(id: 1, to: CGPoint(x: 80, y: 180 - 20 * CGFloat(i))), at: 0.01 * Double(i))
        }
        _ = try? root.send(.touchEnded(id: 1, at: CGPoint(x: 80, y: 60)), at: 0.06)
        return (root, [0.06] + stride(from: 0.1, through: 1.5, by: 0.1).map { $0 })
    }

    /// Controls that move: a switch clicked on at 0.05 s (its thumb slides 0.25 s), a large spinner started at
    /// 0, and a scroll view whose indicators are flashed at 0 (shown 0.75 s, then fading 0.25 s).
    static func controls() -> (UIRootView, [TimeInterval]) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
        root.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31))
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.frame = CGRect(x: 100, y: 17, width: 37, height: 37)
        let list = UIScrollView(frame: CGRect(x: 20, y: 70, width: 120, height: 110))
        list.backgroundColor = UIColor(white: 0.95, alpha: 1)
        list.contentSize = CGSize(width: 120, height: 400)
        for i in 0..<10 {
            let row = UIView(frame: CGRect(x: 6, y: 6 + CGFloat(i) * 40, width: 108, height: 32))
            row.backgroundColor = UIColor(red: 0.5, green: 0.7, blue: 0.9, alpha: 1)
            list.addSubview(row)
        }
        for v in [toggle, spinner, list] { root.addSubview(v) }
        spinner.startAnimating()
        list.flashScrollIndicators()
        _ = try? root.send(.pointerButtonDown(.left, at: CGPoint(x: 45, y: 35)), at: 0)
        _ = try? root.send(.pointerButtonUp(.left, at: CGPoint(x: 45, y: 35)), at: 0.05)
        return (root, stride(from: 0.05, through: 1.2, by: 0.075).map { $0 })
    }
}
