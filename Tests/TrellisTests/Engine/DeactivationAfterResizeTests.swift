import Foundation
import Testing

@testable import Trellis

/// FuzzVisualFormat's finding (`Fuzz/Corpus/visual-format/solver-remove-stale-use.txt`): Visual Format lines over
/// four views, some naming a view more than once (`[a][b][c(a)][a(n)]`), activated, laid out, resized and
/// deactivated. Deactivating trapped in the solver's drift check on a use of a removed constraint.
@Suite struct DeactivationAfterResizeTests {
    @Test func fuzzedVisualFormatLinesDeactivateCleanly() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/visual-format/solver-remove-stale-use.txt")
        let bytes = Array(try Data(contentsOf: url))
        let text = String(decoding: bytes, as: UTF8.self)
        let saved = NSLayoutConstraint.logsUnsatisfiableConstraints
        NSLayoutConstraint.logsUnsatisfiableConstraints = false
        defer { NSLayoutConstraint.logsUnsatisfiableConstraints = saved }
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
        // With every constraint gone, the views keep the frames of the last layout that placed them, all finite.
        for v in root.subviews {
            let f = v.frame
            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite)
        }
        #expect(active.allSatisfy { !$0.isActive })
    }
}
