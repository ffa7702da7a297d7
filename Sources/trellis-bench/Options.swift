import Foundation

/// The command line of `trellis-bench`.
struct Options {
    /// Workload families, in the order they run.
    static let families = ["cards", "chain", "grid", "stack", "enaml", "random"]

    /// Only the smallest size of each family.
    var quick = false
    /// The families to run: all but `stack` by default (its edits-last order is quadratic, ≈ 5 s at 1,000 rows: it
    /// runs when asked for with `--only stack`, mostly for `--memory`).
    var only: [String] = Options.families.filter { $0 != "stack" }
    /// Run kiwi (off: Trellis only).
    var kiwi = true
    /// Run Trellis (off: kiwi only; for checking the kiwi side without a working solver).
    var trellis = true
    /// Print the report as the Markdown pasted into BENCHMARKS.md.
    var markdown = false
    /// Measure the solver's heap per constraint instead of timing (`--memory`; Trellis only).
    var memory = false
    var python = "python3"
    /// The repository root (where Benchmarks/ is); by default the current directory if it has
    /// Benchmarks/kiwi/kiwi_bench.py, else the checkout this executable was built from.
    var root: String
    /// The enaml-like constraint file (default: ROOT/../shared/bench/enaml-like.cl).
    var enamlFile: String?
    /// A directory to keep each workload's JSON and both solvers' measurements (with all values) in.
    var saveDirectory: String?
    /// The orders each timed workload runs in (`--orders`; natural with edits last by default).
    var orders: [WorkloadOrder] = [.natural]
    /// Sizes replacing each family's own (`--sizes`).
    var sizes: [Int]?
    /// kiwi is skipped for a size whose run, extrapolated cubically from the previous size of the same
    /// family and order, would take longer than this many seconds.
    var kiwiBudgetSeconds = 120.0

    static let usage = """
        usage: trellis-bench [--quick] [--only cards|chain|grid|stack|enaml|random]... [--no-kiwi] [--markdown]
                             [--python PYTHON] [--enaml FILE] [--root DIR] [--no-trellis] [--save DIR]
                             [--orders ORDER,...] [--sizes N,...] [--kiwi-budget SECONDS] [--memory]

          --quick        only the smallest size of each workload
          --only NAME    run only this workload family (repeatable, or comma-separated); stack runs only so
          --no-kiwi      Trellis only (no ratios)
          --no-trellis   kiwi only (to check the kiwi side)
          --markdown     print the tables in the form pasted into BENCHMARKS.md
          --python P     the Python that has kiwisolver (default python3; see Benchmarks/install-kiwi.sh)
          --enaml FILE   the enaml-like constraint file (default ../shared/bench/enaml-like.cl from the root)
          --root DIR     the repository root (default: found from the current directory)
          --save DIR     keep NAME-SIZE.workload.json, .trellis.json and .kiwi.json (timings and values) in DIR
          --orders LIST  the orders timed workloads run in: natural, reversed, shuffled (seeds 1-3), shuffled:S,
                         interleaved, each with +first or +last (edit variables declared before or after the
                         constraints; both if omitted), or all (default natural+last)
          --sizes LIST   sizes for every chosen family instead of its own (grid: cells per side)
          --kiwi-budget S  skip kiwi where the previous size's run, grown as N^3, would exceed S seconds (120)
          --memory       instead of timing, build each workload once and print per constraint the resident
                         memory the build added and what the solver's arrays reserve, by part (Trellis only)
        Build: swift build -c release --product trellis-bench; progress goes to stderr, the report to stdout.
        """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init(arguments: [String]) throws {
        root = Options.defaultRoot()
        var rest = arguments[...]
        var only: [String] = []
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
            return v
        }
        while let arg = rest.popFirst() {
            switch arg {
            case "--quick": quick = true
            case "--no-kiwi": kiwi = false
            case "--no-trellis": trellis = false
            case "--markdown": markdown = true
            case "--memory": memory = true
            case "--python": python = try value(arg)
            case "--enaml": enamlFile = try value(arg)
            case "--root": root = try value(arg)
            case "--save": saveDirectory = try value(arg)
            case "--only":
                for name in try value(arg).split(separator: ",").map(String.init) {
                    guard Options.families.contains(name) else {
                        throw UsageError(description: "unknown workload \(name); one of \(Options.families)")
                    }
                    only.append(name)
                }
            case "--orders":
                orders = []
                for item in try value(arg).split(separator: ",").map(String.init) {
                    guard let parsed = WorkloadOrder.parse(item) else {
                        throw UsageError(description: "unknown order \(item)")
                    }
                    orders += parsed
                }
            case "--sizes":
                let items = try value(arg).split(separator: ",").map { Int($0.filter { $0 != "_" }) }
                guard !items.isEmpty, items.allSatisfy({ ($0 ?? 0) > 0 }) else {
                    throw UsageError(description: "--sizes needs positive integers")
                }
                sizes = items.map { $0! }
            case "--kiwi-budget":
                guard let seconds = Double(try value(arg)), seconds > 0 else {
                    throw UsageError(description: "--kiwi-budget needs a positive number of seconds")
                }
                kiwiBudgetSeconds = seconds
            case "-h", "--help": throw UsageError(description: "")
            default: throw UsageError(description: "unknown argument \(arg)")
            }
        }
        if !only.isEmpty { self.only = Options.families.filter(only.contains) }
        if !trellis && !kiwi { throw UsageError(description: "--no-kiwi and --no-trellis leave nothing to run") }
    }

    var kiwiScript: String { root + "/Benchmarks/kiwi/kiwi_bench.py" }
    var enamlPath: String { enamlFile ?? root + "/../shared/bench/enaml-like.cl" }

    private static func defaultRoot() -> String {
        let cwd = FileManager.default.currentDirectoryPath
        if FileManager.default.fileExists(atPath: cwd + "/Benchmarks/kiwi/kiwi_bench.py") { return cwd }
        // Sources/trellis-bench/Options.swift → the checkout's root.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }
}
