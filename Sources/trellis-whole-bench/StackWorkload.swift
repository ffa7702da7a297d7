import Foundation
import Trellis

/// n rows (a 24×24 image and a label, 8 apart, centred vertically) in a vertical stack in a scroll view on a
/// 375 × 667 root, built from scratch and laid out; then one row inserted at the top, in the middle, at the
/// bottom and at random positions, removed again, the row there hidden and shown again, each followed by a
/// layout pass. The hand-written baseline: the same rows in a
/// UIScrollView subclass that places them by frame in `layoutSubviews` (every row, every pass: O(n)).
enum StackWorkload {
    static let rootSize = CGSize(width: 375, height: 667)

    static func makeImageView() -> UIImageView {
        let image = UIImageView(image: FeedImages.icon)
        image.setContentHuggingPriority(.required, for: .horizontal)
        return image
    }

    static func makeLabel(_ i: Int) -> UILabel {
        let label = UILabel()
        label.text = "Row \(i)"
        return label
    }

    // MARK: Auto Layout

    final class AutoScreen {
        let root = UIRootView(frame: CGRect(origin: .zero, size: StackWorkload.rootSize))
        let scroll = UIScrollView()
        let stack = UIStackView()

        init(rows n: Int) {
            scroll.translatesAutoresizingMaskIntoConstraints = false
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.axis = .vertical
            root.addSubview(scroll)
            scroll.addSubview(stack)
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: root.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            ])
            for i in 0..<n { stack.addArrangedSubview(StackWorkload.makeAutoRow(i)) }
            root.layoutIfNeeded()
        }
    }

    static func makeAutoRow(_ i: Int) -> UIView {
        let row = UIStackView(arrangedSubviews: [makeImageView(), makeLabel(i)])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 8
        return row
    }

    // MARK: By hand

    final class ManualRow: UIView {
        let image = StackWorkload.makeImageView(), label: UILabel
        init(_ i: Int) {
            label = StackWorkload.makeLabel(i)
            super.init(frame: .zero)
            addSubview(image)
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError() }

        /// The row's height at `width`: the taller of the image and the label.
        func height(width: CGFloat) -> CGFloat {
            max(24, label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let h = bounds.height
            let labelHeight = label.sizeThatFits(CGSize(width: bounds.width - 32, height: .greatestFiniteMagnitude))
                .height
            image.frame = CGRect(x: 0, y: (h - 24) / 2, width: 24, height: 24)
            label.frame = CGRect(x: 32, y: (h - labelHeight) / 2, width: bounds.width - 32, height: labelHeight)
        }
    }

    final class ManualList: UIScrollView {
        var rows: [ManualRow] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            var y: CGFloat = 0
            let w = bounds.width
            for row in rows where !row.isHidden {
                let h = row.height(width: w)
                row.frame = CGRect(x: 0, y: y, width: w, height: h)
                y += h
            }
            contentSize = CGSize(width: w, height: y)
        }
        func insert(_ row: ManualRow, at i: Int) {
            rows.insert(row, at: i)
            addSubview(row)
            setNeedsLayout()
        }
        func remove(at i: Int) {
            rows.remove(at: i).removeFromSuperview()
            setNeedsLayout()
        }
    }

    final class ManualScreen {
        let root = UIRootView(frame: CGRect(origin: .zero, size: StackWorkload.rootSize))
        let list = ManualList(frame: CGRect(origin: .zero, size: StackWorkload.rootSize))
        init(rows n: Int) {
            root.addSubview(list)
            for i in 0..<n { list.insert(ManualRow(i), at: i) }
            root.layoutIfNeeded()
        }
    }

    // MARK: The run

    /// Where a restructuring step happens: the first row, the middle one, the last one, or a pseudo-random
    /// row (the `draw`-th of a fixed sequence: the same in every process).
    enum Position: String, CaseIterable {
        case top, middle, bottom, random

        /// The row index for a stack of `n` rows.
        func index(rows n: Int, draw: UInt64) -> Int {
            switch self {
            case .top: return 0
            case .middle: return n / 2
            case .bottom: return n - 1
            case .random:
                // SplitMix64's output function of the draw's Weyl-sequence state (modulo bias is irrelevant here).
                var z = (draw &+ 1) &* 0x9E37_79B9_7F4A_7C15
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return Int((z ^ (z >> 31)) % UInt64(n))
            }
        }
    }

    /// From scratch, then for each position: one row inserted there, removed again (`removeFromSuperview`),
    /// the row there hidden and shown again, each followed by a layout pass; best of 3 repetitions per run.
    static func run(rows n: Int, runs: Int, positions: [Position] = Position.allCases) -> [PhaseResult] {
        func phase(_ name: String) -> PhaseResult {
            PhaseResult(workload: "stack rows", size: n, phase: name, autoMs: .infinity, manualMs: .infinity)
        }
        var build = phase("from scratch")
        var steps: [[PhaseResult]] = positions.map { p in
            ["insert", "remove", "hide", "show"].map { phase("\($0) \(p.rawValue)") }
        }
        for run in 0..<runs {
            let heapBefore = residentNow()
            let auto = timeAndPeak { AutoScreen(rows: n) }
            let heapAuto = residentNow()
            let manual = timeAndPeak { ManualScreen(rows: n) }
            let heapManual = residentNow()
            build.autoMs = min(build.autoMs, auto.ms)
            build.manualMs = min(build.manualMs, manual.ms)
            if run == 0 {
                (build.autoPeak, build.manualPeak) = (auto.peak, manual.peak)
                let a = (heapAuto - heapBefore) / n, m = (heapManual - heapAuto) / n
                print(
                    "  note: stack rows \(n): resident memory kept per row: Auto Layout \(a) B, by hand \(m) B, overhead \(a - m) B"
                )
            }
            let a = auto.value, m = manual.value
            check(a, m, n: n)
            for (k, position) in positions.enumerated() {
                for repetition in 0..<3 {
                    let i = position.index(rows: n, draw: UInt64(3 * run + repetition))
                    restructure(a, m, at: i, into: &steps[k])
                }
                check(a, m, n: n)
            }
        }
        return [build] + steps.flatMap { $0 }
    }

    /// One insert, remove, hide and show at row `i` on both screens, the best times kept in `phases` (in
    /// that order).
    static func restructure(_ a: AutoScreen, _ m: ManualScreen, at i: Int, into phases: inout [PhaseResult]) {
        let row = makeAutoRow(i)
        phases[0].autoMs = min(phases[0].autoMs, time { autoInsert(row, at: i, in: a) })
        let manualRow = ManualRow(i)
        phases[0].manualMs = min(
            phases[0].manualMs,
            time {
                m.list.insert(manualRow, at: i)
                m.root.layoutIfNeeded()
            })
        phases[1].autoMs = min(phases[1].autoMs, time { autoRemove(row, from: a) })
        phases[1].manualMs = min(
            phases[1].manualMs,
            time {
                m.list.remove(at: i)
                m.root.layoutIfNeeded()
            })
        phases[2].autoMs = min(phases[2].autoMs, time { autoSetHidden(true, at: i, in: a) })
        phases[2].manualMs = min(
            phases[2].manualMs,
            time {
                m.list.rows[i].isHidden = true
                m.list.setNeedsLayout()
                m.root.layoutIfNeeded()
            })
        phases[3].autoMs = min(phases[3].autoMs, time { autoSetHidden(false, at: i, in: a) })
        phases[3].manualMs = min(
            phases[3].manualMs,
            time {
                m.list.rows[i].isHidden = false
                m.list.setNeedsLayout()
                m.root.layoutIfNeeded()
            })
    }

    // The Auto Layout steps, not inlined: profilers select a step by its function's name
    // (`valgrind --tool=callgrind --toggle-collect='*autoRemove*'`).

    @inline(never)
    static func autoInsert(_ row: UIView, at i: Int, in a: AutoScreen) {
        a.stack.insertArrangedSubview(row, at: i)
        a.root.layoutIfNeeded()
    }

    @inline(never)
    static func autoRemove(_ row: UIView, from a: AutoScreen) {
        row.removeFromSuperview()
        a.root.layoutIfNeeded()
    }

    @inline(never)
    static func autoSetHidden(_ hidden: Bool, at i: Int, in a: AutoScreen) {
        a.stack.arrangedSubviews[i].isHidden = hidden
        a.root.layoutIfNeeded()
    }

    /// Both screens put the last row and the middle row's label at the same place (sanity check of the
    /// benchmark; a mismatch is reported).
    static func check(_ a: AutoScreen, _ m: ManualScreen, n: Int) {
        let aRow = a.stack.arrangedSubviews[n / 2], mRow = m.list.rows[n / 2]
        let aLabel = aRow.subviews[1].frame, mLabel = mRow.label.frame
        let aLast = a.stack.arrangedSubviews[n - 1].frame, mLast = m.list.rows[n - 1].frame
        if abs(aRow.frame.minY - mRow.frame.minY) > 0.01 || abs(aLabel.minX - mLabel.minX) > 0.01
            || abs(aLabel.width - mLabel.width) > 0.01 || abs(aLast.maxY - mLast.maxY) > 0.01
        {
            print(
                "  note: stack rows: layouts differ (middle row \(aRow.frame) vs \(mRow.frame), label \(aLabel) vs "
                    + "\(mLabel), last row \(aLast) vs \(mLast))")
        }
        sink += aLast.maxY + mLast.maxY
    }
}
