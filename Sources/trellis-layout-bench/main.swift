import Foundation
import Trellis
import TrellisSolver

// trellis-layout-bench: lays out N cards (a view with 3 subviews each) in a root with Trellis's views and
// layout engine, and solves the very same constraints with TrellisSolver alone, in the same run. The target
// (issue 3): the engine within 3× of the solver, from scratch and after a root resize.
//
//     swift build -c release --product trellis-layout-bench && .build/release/trellis-layout-bench
//
// With `--stack` (and `--quick` for n ≤ 400 only), times a horizontal fill stack view of n views instead.
// With `--nesting` (and `--quick`, `--tree`), times building and freeing a chain of nested views
// (NestingBenchmark.swift).
// With `--animation` (and `--quick`), times drawing a 1,000-view animated layout change per frame against the
// static draw (see AnimationBenchmark.swift).
// With `--list` (and `--quick`), times a 100,000-row self-sizing table (see ListBenchmark.swift).
// With `--input` (and `--quick`), times pointer moves over a 10,000-view screen (see InputBenchmark.swift).
// With `--typing` (and `--quick`), times keystrokes into a 10,000-character text field (TypingBenchmark.swift).

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func ms(_ a: UInt64, _ b: UInt64) -> Double { Double(b - a) / 1e6 }
nonisolated(unsafe) var sink = 0.0

/// The card layout with views: icon 36×36, a title and a subtitle right of it, inside a card 8 points in
/// from the root's sides, cards stacked 60 points apart.
func layoutWithViews(cards n: Int, widths: [CGFloat]) -> (build: Double, resize: Double) {
    let t0 = now()
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: widths[0], height: 800))
    for i in 0..<n {
        let card = UIView(), icon = UIView(), title = UIView(), subtitle = UIView()
        for v in [card, icon, title, subtitle] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(card)
        card.addSubview(icon)
        card.addSubview(title)
        card.addSubview(subtitle)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 8),
            card.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -8),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(60 * i)),
            card.heightAnchor.constraint(equalToConstant: 52),
            icon.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 8),
            icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            icon.widthAnchor.constraint(equalToConstant: 36),
            icon.heightAnchor.constraint(equalToConstant: 36),
            title.leftAnchor.constraint(equalTo: icon.rightAnchor, constant: 8),
            title.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -8),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.heightAnchor.constraint(equalToConstant: 16),
            subtitle.leftAnchor.constraint(equalTo: title.leftAnchor),
            subtitle.rightAnchor.constraint(equalTo: title.rightAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            subtitle.heightAnchor.constraint(equalToConstant: 16),
        ])
    }
    root.layoutIfNeeded()
    let t1 = now()
    for w in widths.dropFirst() {
        root.frame.size.width = w
        root.layoutIfNeeded()
    }
    let t2 = now()
    sink += Double(root.subviews.last!.subviews.last!.frame.width)
    return (ms(t0, t1), ms(t1, t2) / Double(widths.count - 1))
}

/// The same rows handed to the solver directly: per item x, y, width, height (relative to the superview,
/// as the engine writes them), sizes ≥ 0, the root's size as edit variables, and every value read back.
func layoutWithSolver(cards n: Int, widths: [CGFloat]) -> (build: Double, resize: Double) {
    let t0 = now()
    let s = Solver()
    let W = s.makeVariable("W"), H = s.makeVariable("H")
    try! s.add(W >= 0)
    try! s.add(H >= 0)
    try! s.addEditVariable(W, priority: Priority(999.999))
    try! s.addEditVariable(H, priority: Priority(999.999))
    try! s.suggestValue(W, Double(widths[0]))
    try! s.suggestValue(H, 800)
    var all: [Variable] = []
    func item() -> (Variable, Variable, Variable, Variable) {
        let v = (s.makeVariable(), s.makeVariable(), s.makeVariable(), s.makeVariable())
        try! s.add(v.2 >= 0)
        try! s.add(v.3 >= 0)
        all += [v.0, v.1, v.2, v.3]
        return v
    }
    for i in 0..<n {
        let card = item(), icon = item(), title = item(), sub = item()
        let cs: [Constraint] = [
            card.0 == 8, card.0 + card.2 == W - 8, card.1 == Double(60 * i), card.3 == 52,
            icon.0 == 8, icon.1 == 8, icon.2 == 36, icon.3 == 36,
            title.0 == icon.0 + icon.2 + 8, title.0 + title.2 == card.2 - 8, title.1 == 8, title.3 == 16,
            sub.0 == title.0, sub.0 + sub.2 == title.0 + title.2, sub.1 == title.1 + title.3 + 4, sub.3 == 16,
        ]
        for c in cs { try! s.add(c) }
    }
    for v in all { sink += s.value(of: v) }
    let t1 = now()
    for w in widths.dropFirst() {
        try! s.suggestValue(W, Double(w))
        for v in all { sink += s.value(of: v) }
    }
    let t2 = now()
    return (ms(t0, t1), ms(t1, t2) / Double(widths.count - 1))
}

func best(_ runs: Int, _ body: () -> (build: Double, resize: Double)) -> (build: Double, resize: Double) {
    var b = (build: Double.infinity, resize: Double.infinity)
    for _ in 0..<runs {
        let r = body()
        b = (min(b.build, r.build), min(b.resize, r.resize))
    }
    return b
}

/// A view with a fixed intrinsic size (the stack benchmark's arranged views).
final class FixedView: UIView {
    let size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

/// A horizontal fill stack of `n` 10×10 views pinned by its leading and top edges: the time to build it and lay
/// it out, to hide the middle view and lay out, and to insert a view at n/3 and lay out.
func stackTimes(_ n: Int) -> (build: Double, hide: Double, insert: Double) {
    let t0 = now()
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
    let stack = UIStackView(arrangedSubviews: (0..<n).map { _ in FixedView(CGSize(width: 10, height: 10)) })
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    root.layoutIfNeeded()
    let t1 = now()
    stack.arrangedSubviews[n / 2].isHidden = true
    root.layoutIfNeeded()
    let t2 = now()
    stack.insertArrangedSubview(FixedView(CGSize(width: 10, height: 10)), at: n / 3)
    root.layoutIfNeeded()
    let t3 = now()
    sink += Double(stack.frame.width)
    return (ms(t0, t1), ms(t1, t2), ms(t2, t3))
}

if CommandLine.arguments.contains("--stack") {
    let sizes = CommandLine.arguments.contains("--quick") ? [100, 400] : [100, 400, 1_000]
    print("| n | build + first layout ms | hide the middle view + layout ms | insert a view at n/3 + layout ms |")
    print("| ---: | ---: | ---: | ---: |")
    _ = stackTimes(50)  // warm-up
    for n in sizes {
        var b = (build: Double.infinity, hide: Double.infinity, insert: Double.infinity)
        for _ in 0..<(n >= 1_000 ? 1 : 3) {
            let r = stackTimes(n)
            b = (min(b.build, r.build), min(b.hide, r.hide), min(b.insert, r.insert))
        }
        print(
            "| \(n) | \(String(format: "%.1f", b.build)) | \(String(format: "%.2f", b.hide)) | "
                + "\(String(format: "%.2f", b.insert)) |")
    }
    if sink.isNaN { print(sink) }
    exit(0)
}

if CommandLine.arguments.contains("--nesting") {
    runNestingBenchmark(
        quick: CommandLine.arguments.contains("--quick"), treeOnly: CommandLine.arguments.contains("--tree"))
    exit(0)
}

if CommandLine.arguments.contains("--animation") {
    exit(runAnimationBenchmark(quick: CommandLine.arguments.contains("--quick")) ? 0 : 1)
}

if CommandLine.arguments.contains("--list") {
    let passed = runListBenchmark(quick: CommandLine.arguments.contains("--quick"))
    if sink.isNaN { print(sink) }
    exit(passed ? 0 : 1)
}

if CommandLine.arguments.contains("--input-scaling") {
    let worst = runInputScaling(quick: CommandLine.arguments.contains("--quick"))
    if sink.isNaN || worst.isNaN { print(sink) }
    exit(0)
}

if CommandLine.arguments.contains("--input") {
    let only = CommandLine.arguments.firstIndex(of: "--input-only").map {
        Array(CommandLine.arguments[($0 + 1)...].prefix(4))
    }
    let passed = runInputBenchmark(quick: CommandLine.arguments.contains("--quick"), only: only ?? [])
    if sink.isNaN { print(sink) }
    exit(passed ? 0 : 1)
}

if CommandLine.arguments.contains("--typing") {
    let passed = runTypingBenchmark(quick: CommandLine.arguments.contains("--quick"))
    if sink.isNaN { print(sink) }
    exit(passed ? 0 : 1)
}

let quick = CommandLine.arguments.contains("--quick")
print("| Cards | Phase | Views ms | Solver ms | Views/solver | ≤ 3× |")
print("| ---: | --- | ---: | ---: | ---: | --- |")
var failed = false
for n in quick ? [1_000] : [1_000, 10_000] {
    let widths: [CGFloat] = [375] + (0..<20).map { $0 % 2 == 0 ? 820 : 375 }
    _ = layoutWithViews(cards: min(n, 200), widths: widths)  // warm-up
    _ = layoutWithSolver(cards: min(n, 200), widths: widths)
    let runs = n >= 10_000 ? 3 : 5
    let views = best(runs) { layoutWithViews(cards: n, widths: widths) }
    let solver = best(runs) { layoutWithSolver(cards: n, widths: widths) }
    for (phase, v, s) in [("from scratch", views.build, solver.build), ("root resize", views.resize, solver.resize)] {
        let ratio = v / s
        failed = failed || ratio > 3
        print(
            "| \(n) | \(phase) | \(String(format: "%.2f", v)) | \(String(format: "%.2f", s)) | "
                + "\(String(format: "%.2f", ratio)) | \(ratio <= 3 ? "PASS" : "FAIL") |")
    }
}
if sink.isNaN { print(sink) }
exit(failed ? 1 : 0)
