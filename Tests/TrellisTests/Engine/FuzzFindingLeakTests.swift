import Foundation
import Testing

@testable import Trellis

/// Open finding of issue 20 (RELIABILITY.md, "Session 9 (lead): the FuzzVisualFormat campaign"): the input
/// `Fuzz/Findings/visual-format-leak-8bb94d9`, run as the fuzz target runs it — each line a Visual Format string
/// over views `a`…`d` (metrics `m` 12, `n` −3.5) activated in a 320 × 480 root, layout, the root resized to
/// 4 × its first byte (0) wide, layout, every constraint deactivated in one call, layout — leaves the root alive
/// once the last reference is dropped. Its lines give `a` heights of ≥ 92 and == 5.16·10²³ at priority 10 between
/// the root's edges. Expected: nothing outlives the scope (the root and view `a` freed).
@Suite struct FuzzFindingLeakTests {
    @Test func visualFormatFindingFreesItsHierarchy() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Findings/visual-format-leak-8bb94d9").path
        let bytes = try #require(FileManager.default.contents(atPath: path))
        weak var weakRoot: UIRootView?
        weak var weakView: UIView?
        do {
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
            weakRoot = root
            weakView = named["a"]
        }
        withKnownIssue("open finding: the hierarchy outlives its last reference (issue 20)") {
            #expect(weakRoot == nil)
            #expect(weakView == nil)
        }
    }
}
