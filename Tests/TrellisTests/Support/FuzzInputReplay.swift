import Foundation

@testable import Trellis

/// A `FuzzVisualFormat` input (a file under the repository's `Fuzz/` folder) run as the fuzz target runs it: each
/// of its first 8 lines a Visual Format string over views `a`…`d` (metrics `m` 12, `n` −3.5) activated in a
/// 320 × 480 root, layout, the root resized to 4 × the first byte wide, layout, every constraint deactivated in one
/// call, layout. Returns the root, the views by name and the constraints made.
func replayVisualFormatFuzzInput(_ relativePath: String) throws -> (
    root: UIRootView, views: [String: UIView], constraints: [NSLayoutConstraint]
) {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz").appendingPathComponent(relativePath)
    let bytes = Array(try Data(contentsOf: url))
    let text = String(decoding: bytes, as: UTF8.self)
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var named: [String: UIView] = [:]
    for name in ["a", "b", "c", "d"] {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        named[name] = v
    }
    var active: [NSLayoutConstraint] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8) {
        guard
            let made = try? NSLayoutConstraint.constraintsThrowing(
                withVisualFormat: String(line), metrics: ["m": 12, "n": -3.5], views: named)
        else { continue }
        NSLayoutConstraint.activate(made)
        active += made
    }
    root.layoutIfNeeded()
    root.frame.size.width = CGFloat(bytes.first ?? 0) * 4
    root.layoutIfNeeded()
    NSLayoutConstraint.deactivate(active)
    root.layoutIfNeeded()
    return (root, named, active)
}
