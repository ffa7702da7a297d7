import Foundation
import Trellis
import TrellisExamples

// `trellis-layout-bench --list`: a 375 × 667 table of self-sizing rows (a one-line title over a wrapping body
// of one to four lines) against, in the same run, (1) a hand-written virtualized list of the same cells with
// the row heights given (no measuring: a UIScrollView subclass that places pooled cells by a prefix-sum
// array), and (2) the same rows in a UIStackView in a scroll view (everything laid out). Targets (issue 14):
// first layout ≤ 5 ms and scrolling by one screen ≤ 1 ms with 100,000 rows; the table within 2× of the
// hand-written list.
//
//     swift build -c release --product trellis-layout-bench && .build/release/trellis-layout-bench --list
//
// Scroll orders: `down` (screen after screen from the top), `up` (from the end back), `jumps` (to random
// rows, a seeded generator), `random` (a seeded walk: steps between half a screen up and a screen down, so
// rows already measured come back mixed with new ones): rows are measured the first time they show. Each
// figure is the best of five runs, the table and the hand list alternating.

/// The cell of every list here: the shared card row (`TrellisExamples`' `CardTableCell`, ``CardLayout/row``:
/// title 17 pt and body 15 pt, wrapping, 8 from the top and bottom, 4 between, 16 at the sides).
typealias BenchCell = CardTableCell

/// The rows' text: row i's body is its number (six digits) and one to four sentences, wrapping at 343 points.
/// Every row's text is its own, as in a real feed: a label given the very string it shows keeps its layout, so
/// repeated bodies would let a list skip text layouts by the luck of which cell it reuses for which row. The
/// digits are equally wide, so the heights repeat every four rows (``runListBenchmark(quick:)`` checks).
enum BenchRows {
    static let sentence = "The quick brown fox jumps over the lazy dog. "
    static func title(_ i: Int) -> String { "Row \(i)" }
    static func body(_ i: Int) -> String {
        let digits = String(i)
        return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + " "
            + String(repeating: sentence, count: i % 4 + 1)
    }
}

/// How many cells each list filled with a row's text (the table: `cellForRowAt` calls; the hand list: cells
/// configured), for cells-per-screen figures beside the times.
nonisolated(unsafe) var cellsFilled = 0

final class BenchSource: UITableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsFilled += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "bench", for: indexPath) as! BenchCell
        cell.title.text = BenchRows.title(indexPath.row)
        cell.body.text = BenchRows.body(indexPath.row)
        return cell
    }
}

/// The hand-written virtualized list: heights given (`heights`), their prefix sums computed once, a pool of
/// the same cells placed by frame in `layoutSubviews`.
final class HandList: UIScrollView {
    let tops: [CGFloat]
    var shown: [Int: BenchCell] = [:]  // look-ups only
    var pool: [BenchCell] = []
    var shownRange = 0..<0

    init(frame: CGRect, heights: [CGFloat]) {
        var tops: [CGFloat] = [0]
        tops.reserveCapacity(heights.count + 1)
        for h in heights { tops.append(tops[tops.count - 1] + h) }
        self.tops = tops
        super.init(frame: frame)
        contentSize = CGSize(width: frame.width, height: tops.last!)
    }
    required init?(coder: NSCoder) { fatalError() }

    override var contentOffset: CGPoint { didSet { setNeedsLayout() } }

    /// The first row ending after `y` (binary search).
    func row(at y: CGFloat) -> Int {
        var low = 0, high = tops.count - 1
        while low < high {
            let mid = (low + high) / 2
            if tops[mid + 1] > y { high = mid } else { low = mid + 1 }
        }
        return low
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let range = row(at: bounds.minY)..<min(tops.count - 1, row(at: bounds.maxY) + 1)
        for i in shownRange where !range.contains(i) {
            let cell = shown.removeValue(forKey: i)!
            cell.isHidden = true
            pool.append(cell)
        }
        for i in range where shown[i] == nil {
            let cell =
                pool.popLast()
                ?? {
                    let c = BenchCell(style: .default, reuseIdentifier: nil)
                    addSubview(c)
                    return c
                }()
            cell.isHidden = false
            cellsFilled += 1
            cell.title.text = BenchRows.title(i)
            cell.body.text = BenchRows.body(i)
            cell.frame = CGRect(x: 0, y: tops[i], width: bounds.width, height: tops[i + 1] - tops[i])
            shown[i] = cell
        }
        shownRange = range
    }
}

/// The offsets of a scroll order: `screens` screens of 667 points.
func scrollOffsets(_ order: String, screens: Int, contentHeight: CGFloat) -> [CGFloat] {
    let page: CGFloat = 667, last = contentHeight - page
    switch order {
    case "down": return (1...screens).map { min(last, CGFloat($0) * page) }
    case "up": return (1...screens).map { max(0, last - CGFloat($0) * page) }
    case "random":
        var state: UInt64 = 0x2545_F491_4F6C_DD1D, y: CGFloat = 0
        return (0..<screens).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let step = (CGFloat(state >> 11) / CGFloat(1 << 53) * 1.5 - 0.5) * page
            y = min(last, max(0, (y + step).rounded()))
            return y
        }
    default:
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<screens).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (CGFloat(state >> 11) / CGFloat(1 << 53) * last).rounded()
        }
    }
}

/// One run: first layout ms, then ms per screen for the scroll order (the view is made by `make`), and the
/// cells filled per screen.
func listTimes(order: String, screens: Int, make: () -> (UIRootView, UIScrollView)) -> (
    first: Double, perScreen: Double, cells: Double, texts: Double
) {
    let t0 = now()
    let (root, list) = make()
    root.layoutIfNeeded()
    let t1 = now()
    var offsets = scrollOffsets(order, screens: screens, contentHeight: list.contentSize.height)
    if order == "up" {  // start at the end
        list.contentOffset.y = list.contentSize.height - 667
        root.layoutIfNeeded()
        offsets = scrollOffsets(order, screens: screens, contentHeight: list.contentSize.height)
    }
    let t2 = now()
    let filled = cellsFilled
    let laidOut = textLayouts(in: list)
    for y in offsets {
        // `down` and `up` move one screen from where the list is: measuring rows above the screen moves the
        // table's offset (the rows on screen keep their place), so offsets computed up front would step more
        // than a screen up.
        let page: CGFloat = 667, last = list.contentSize.height - page
        let next =
            order == "down"
            ? min(last, list.contentOffset.y + page) : order == "up" ? max(0, list.contentOffset.y - page) : y
        list.contentOffset = CGPoint(x: 0, y: next)
        root.layoutIfNeeded()
    }
    let t3 = now()
    sink += Double(list.contentOffset.y)
    let n = Double(offsets.count)
    return (ms(t0, t1), ms(t2, t3) / n, Double(cellsFilled - filled) / n, Double(textLayouts(in: list) - laidOut) / n)
}

/// The text layouts the labels of `list`'s cells have made so far (deterministic: a cost count beside the times).
func textLayouts(in list: UIScrollView) -> Int {
    var total = 0
    for case let cell as BenchCell in list.subviews {
        total += cell.title._textMeasurements + cell.body._textMeasurements
    }
    return total
}

func makeTable(rows: Int) -> (UIRootView, UIScrollView) {
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let table = UITableView(frame: root.bounds, style: .plain)
    table.register(BenchCell.self, forCellReuseIdentifier: "bench")
    let source = BenchSource(rows: rows)
    table.dataSource = source
    objc_keep.append(source)
    root.addSubview(table)
    return (root, table)
}
nonisolated(unsafe) var objc_keep: [AnyObject] = []

/// The hand list's heights: the table's self-sized heights, given (measured once by a table beforehand, so
/// both lists show the very same frames).
func makeHandList(heights: [CGFloat]) -> (UIRootView, UIScrollView) {
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let list = HandList(frame: root.bounds, heights: heights)
    root.addSubview(list)
    return (root, list)
}

/// The same rows in a vertical stack view in a scroll view: build and first layout (ms).
func stackFirstLayout(rows: Int) -> Double {
    let t0 = now()
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])
    for i in 0..<rows {
        let row = UIView(), title = UILabel(), body = UILabel()
        CardLayout.row.install(title: title, body: body, in: row)
        title.text = BenchRows.title(i)
        body.text = BenchRows.body(i)
        stack.addArrangedSubview(row)
    }
    root.layoutIfNeeded()
    let t1 = now()
    sink += Double(scroll.contentSize.height)
    return ms(t0, t1)
}

/// Row `i`'s self-sized height, from a cell of its own at the table's width.
func selfSizedHeight(ofRow i: Int) -> CGFloat {
    let cell = BenchCell(style: .default, reuseIdentifier: nil)
    cell.frame.size.width = 375
    cell.title.text = BenchRows.title(i)
    cell.body.text = BenchRows.body(i)
    return cell.contentView.systemLayoutSizeFitting(
        CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
    ).height
}

/// The self-sized heights of the first `rows` rows, from a table that showed them all (estimates off).
func measuredHeights(rows: Int) -> [CGFloat] {
    let (root, list) = makeTable(rows: rows)
    let table = list as! UITableView
    table.estimatedRowHeight = 0
    root.layoutIfNeeded()
    return (0..<rows).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
}

func runListBenchmark(quick: Bool) -> Bool {
    let sizes = quick ? [1_000, 100_000] : [1_000, 10_000, 100_000]
    // The hand list repeats the pattern of four heights the rows have (bodies of 1–4 sentences).
    let pattern = measuredHeights(rows: 4)
    var passed = true
    for i in [7, 98, 1_001, 12_345, 99_999] where selfSizedHeight(ofRow: i) != pattern[i % 4] {
        print("row \(i): \(selfSizedHeight(ofRow: i)) points, not \(pattern[i % 4]): the hand list's heights are wrong")
        passed = false
    }
    print(
        "| Rows | Order | Table first layout ms | Table ms / screen | Hand list first ms | Hand ms / screen | Table / hand (screen) | Cells / screen (table, hand) | Text layouts / screen (table, hand) |"
    )
    print("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    _ = listTimes(order: "down", screens: 5) { makeTable(rows: 100) }  // warm-up
    for rows in sizes {
        let heights = (0..<rows).map { pattern[$0 % 4] }
        for order in ["down", "up", "jumps", "random"] {
            let screens = 50
            var table = (first: Double.infinity, perScreen: Double.infinity, cells: 0.0, texts: 0.0)
            var hand = table
            for _ in 0..<5 {  // best of five: a single preempted run is common on the shared machine
                let t = listTimes(order: order, screens: screens) { makeTable(rows: rows) }
                let h = listTimes(order: order, screens: screens) { makeHandList(heights: heights) }
                table = (min(table.first, t.first), min(table.perScreen, t.perScreen), t.cells, t.texts)
                hand = (min(hand.first, h.first), min(hand.perScreen, h.perScreen), h.cells, h.texts)
            }
            let ratio = table.perScreen / hand.perScreen
            if rows == 100_000 { passed = passed && table.first <= 5 && table.perScreen <= 1 && ratio <= 2 }
            print(
                "| \(rows) | \(order) | \(String(format: "%.2f", table.first)) | \(String(format: "%.3f", table.perScreen)) | "
                    + "\(String(format: "%.2f", hand.first)) | \(String(format: "%.3f", hand.perScreen)) | "
                    + "\(String(format: "%.2f", ratio)) | \(String(format: "%.1f", table.cells)), \(String(format: "%.1f", hand.cells)) | "
                    + "\(String(format: "%.1f", table.texts)), \(String(format: "%.1f", hand.texts)) |"
            )
        }
    }
    if CommandLine.arguments.contains("--no-stack") { return passed }
    print("")
    print("| Rows | UIStackView first layout ms | Table first layout ms | Stack / table |")
    print("| ---: | ---: | ---: | ---: |")
    for rows in quick ? [100] : [100, 400] {
        let stack = stackFirstLayout(rows: rows)
        let table = listTimes(order: "down", screens: 1) { makeTable(rows: rows) }.first
        print(
            "| \(rows) | \(String(format: "%.1f", stack)) | \(String(format: "%.2f", table)) | \(String(format: "%.0f", stack / table)) |"
        )
    }
    return passed
}
