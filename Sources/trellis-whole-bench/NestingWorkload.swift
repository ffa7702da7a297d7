import Foundation
import Trellis

/// A chain of n nested views, each 1 point in from its superview's left and top and flush with its right and
/// bottom, in a square root of side ``side(levels:)`` (2,000, or 2n for deeper chains, so the deepest view keeps
/// a positive size): built top-down (each view added under the deepest one already in the root,
/// then constrained) and bottom-up (the way components are written: the inner view first, then wrapped, the
/// whole chain added to the root last), then laid out. The baseline: the same chain whose views place their
/// one subview by frame in `layoutSubviews`.
enum NestingWorkload {
    final class ManualNest: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            for s in subviews {
                s.frame = CGRect(x: 1, y: 1, width: bounds.width - 1, height: bounds.height - 1)
            }
        }
    }

    static func pin(_ v: UIView, in parent: UIView) {
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 1),
            v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
            v.rightAnchor.constraint(equalTo: parent.rightAnchor),
            v.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ])
    }

    /// The root's side for a chain of `n` levels.
    static func side(levels n: Int) -> CGFloat { CGFloat(max(2_000, 2 * n)) }

    /// Builds and lays out the chain; returns the root and the deepest view.
    static func build(levels n: Int, bottomUp: Bool, manual: Bool) -> (UIRootView, UIView) {
        let side = Self.side(levels: n)
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        let views: [UIView] = (0..<n).map { _ in
            let v: UIView = manual ? ManualNest() : UIView()
            v.translatesAutoresizingMaskIntoConstraints = manual
            return v
        }
        if bottomUp {
            for i in stride(from: n - 1, to: 0, by: -1) {
                views[i - 1].addSubview(views[i])
                if !manual { pin(views[i], in: views[i - 1]) }
            }
            root.addSubview(views[0])
            if manual {
                views[0].frame = CGRect(x: 1, y: 1, width: side - 1, height: side - 1)
            } else {
                pin(views[0], in: root)
            }
        } else {
            var parent: UIView = root
            for v in views {
                parent.addSubview(v)
                if manual {
                    v.frame = parent === root ? CGRect(x: 1, y: 1, width: side - 1, height: side - 1) : .zero
                } else {
                    pin(v, in: parent)
                }
                parent = v
            }
        }
        root.layoutIfNeeded()
        return (root, views[n - 1])
    }

    static func run(levels n: Int, runs: Int) -> [PhaseResult] {
        var results: [PhaseResult] = []
        for bottomUp in [false, true] {
            var r = PhaseResult(
                workload: "nesting", size: n, phase: bottomUp ? "bottom-up" : "top-down", autoMs: .infinity,
                manualMs: .infinity)
            for run in 0..<runs {
                let auto = timeAndPeak { build(levels: n, bottomUp: bottomUp, manual: false) }
                let manual = timeAndPeak { build(levels: n, bottomUp: bottomUp, manual: true) }
                // Every level is 1 point in from its superview: the deepest view is 1 in, side − n wide.
                let expected = CGRect(
                    x: 1, y: 1, width: side(levels: n) - CGFloat(n), height: side(levels: n) - CGFloat(n))
                if auto.value.1.frame != expected || manual.value.1.frame != expected {
                    print(
                        "  note: nesting \(n): deepest frame \(auto.value.1.frame) / \(manual.value.1.frame), "
                            + "expected \(expected)")
                }
                r.autoMs = min(r.autoMs, auto.ms)
                r.manualMs = min(r.manualMs, manual.ms)
                if run == 0 { (r.autoPeak, r.manualPeak) = (auto.peak, manual.peak) }
            }
            results.append(r)
        }
        return results
    }
}
