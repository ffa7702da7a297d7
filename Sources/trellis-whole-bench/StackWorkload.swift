import Foundation
import Trellis

/// n rows (a 24×24 image and a label, 8 apart, centred vertically) in a vertical stack in a scroll view on a
/// 375 × 667 root, built from scratch and laid out; then one row inserted in the middle, removed, the middle
/// row hidden and shown again, each followed by a layout pass. The hand-written baseline: the same rows in a
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
            let labelHeight = label.sizeThatFits(CGSize(width: bounds.width - 32, height: .greatestFiniteMagnitude)).height
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

    static func run(rows n: Int, runs: Int) -> [PhaseResult] {
        func phase(_ name: String) -> PhaseResult {
            PhaseResult(workload: "stack rows", size: n, phase: name, autoMs: .infinity, manualMs: .infinity)
        }
        var build = phase("from scratch"), insert = phase("insert middle"), remove = phase("remove middle")
        var hide = phase("hide middle"), show = phase("show middle")
        let mid = n / 2
        for run in 0..<runs {
            let auto = timeAndPeak { AutoScreen(rows: n) }
            let manual = timeAndPeak { ManualScreen(rows: n) }
            build.autoMs = min(build.autoMs, auto.ms)
            build.manualMs = min(build.manualMs, manual.ms)
            if run == 0 { (build.autoPeak, build.manualPeak) = (auto.peak, manual.peak) }
            let a = auto.value, m = manual.value
            check(a, m, n: n)
            for _ in 0..<3 {
                let row = makeAutoRow(n)
                insert.autoMs = min(insert.autoMs, time {
                    a.stack.insertArrangedSubview(row, at: mid)
                    a.root.layoutIfNeeded()
                })
                let manualRow = ManualRow(n)
                insert.manualMs = min(insert.manualMs, time {
                    m.list.insert(manualRow, at: mid)
                    m.root.layoutIfNeeded()
                })
                remove.autoMs = min(remove.autoMs, time {
                    row.removeFromSuperview()
                    a.root.layoutIfNeeded()
                })
                remove.manualMs = min(remove.manualMs, time {
                    m.list.remove(at: mid)
                    m.root.layoutIfNeeded()
                })
                hide.autoMs = min(hide.autoMs, time {
                    a.stack.arrangedSubviews[mid].isHidden = true
                    a.root.layoutIfNeeded()
                })
                hide.manualMs = min(hide.manualMs, time {
                    m.list.rows[mid].isHidden = true
                    m.list.setNeedsLayout()
                    m.root.layoutIfNeeded()
                })
                show.autoMs = min(show.autoMs, time {
                    a.stack.arrangedSubviews[mid].isHidden = false
                    a.root.layoutIfNeeded()
                })
                show.manualMs = min(show.manualMs, time {
                    m.list.rows[mid].isHidden = false
                    m.list.setNeedsLayout()
                    m.root.layoutIfNeeded()
                })
            }
            check(a, m, n: n)
        }
        return [build, insert, remove, hide, show]
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
            print("  note: stack rows: layouts differ (middle row \(aRow.frame) vs \(mRow.frame), label \(aLabel) vs "
                + "\(mLabel), last row \(aLast) vs \(mLast))")
        }
        sink += aLast.maxY + mLast.maxY
    }
}
