import Foundation
import Trellis

/// The feed: N cells made from scratch, given their data, measured at 375 points wide (as a self-sizing cell
/// is: width required, height fitting) and laid out at that size; then every cell resized to 320 and back.
enum FeedWorkload {
    static let width: CGFloat = 375, narrow: CGFloat = 320

    static func run(cells n: Int, runs: Int) -> [PhaseResult] {
        var build = PhaseResult(
            workload: "feed", size: n, phase: "from scratch", autoMs: .infinity, manualMs: .infinity)
        var resize = PhaseResult(
            workload: "feed", size: n, phase: "resize 375↔320", autoMs: .infinity, manualMs: .infinity)
        for run in 0..<runs {
            let auto = timeAndPeak { buildAuto(n) }
            let manual = timeAndPeak { buildManual(n) }
            check(auto.value, manual.value)
            build.autoMs = min(build.autoMs, auto.ms)
            build.manualMs = min(build.manualMs, manual.ms)
            if run == 0 { (build.autoPeak, build.manualPeak) = (auto.peak, manual.peak) }
            resize.autoMs = min(resize.autoMs, time { self.resize(auto.value) })
            resize.manualMs = min(resize.manualMs, time { self.resize(manual.value) })
        }
        return [build, resize]
    }

    /// Not inlined: profilers select the timed build by this function's name (`--toggle-collect`).
    @inline(never)
    static func buildAuto(_ n: Int) -> [UIView] {
        (0..<n).map { i in
            let cell = FeedAutoLayoutCell()
            cell.setData(.item(i))
            place(cell)
            return cell
        }
    }

    @inline(never)
    static func buildManual(_ n: Int) -> [UIView] {
        (0..<n).map { i in
            let cell = FeedManualCell()
            cell.setData(.item(i))
            place(cell)
            return cell
        }
    }

    /// Sizes the cell as a self-sizing list cell is sized, and lays it out.
    static func place(_ cell: UIView) {
        let size: CGSize
        if let auto = cell as? FeedAutoLayoutCell {
            size = auto.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        } else {
            size = cell.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        }
        cell.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
        cell.layoutIfNeeded()
        sink += cell.subviews[4].frame.maxY
    }

    static func resize(_ cells: [UIView]) {
        for w in [narrow, width] {
            for cell in cells {
                cell.frame.size.width = w
                cell.layoutIfNeeded()
                sink += cell.subviews[1].subviews[4].frame.maxY
            }
        }
    }

    /// The two layouts agree on every cell's height and on the frames of the profile's comment label (a sanity
    /// check of the benchmark, not a test: a mismatch is reported, not fatal).
    static func check(_ auto: [UIView], _ manual: [UIView]) {
        var mismatches = 0
        for (a, m) in zip(auto, manual) {
            let ac = (a as! FeedAutoLayoutCell).miniProfileView.posterCommentLabel.frame
            let mc = (m as! FeedManualCell).posterCommentLabel.frame
            if abs(a.frame.height - m.frame.height) > 0.01 || abs(ac.minY - mc.minY) > 0.01 { mismatches += 1 }
        }
        if mismatches > 0 {
            print(
                "  note: feed: \(mismatches) of \(auto.count) cells differ between Auto Layout and manual "
                    + "(first: \(auto[0].frame.height) vs \(manual[0].frame.height))")
        }
    }
}
