import ArgumentParser
import Foundation

// trellis-whole-bench: whole screens built and restructured with Trellis's Auto Layout against the same
// screens laid out by hand (frames in `layoutSubviews`), in the same process (issue 19). Release builds only:
//
//     swift build -c release --product trellis-whole-bench && .build/release/trellis-whole-bench
//
// Prints one table: best milliseconds of Auto Layout and of the hand-written layout per workload, size and
// phase, their ratio, the exponent k of time ~ size^k between consecutive sizes (1 is linear), and the peak
// memory of building (the process's high-water mark, reset before each build).

struct WholeLayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis-whole-bench",
        abstract: "Whole-layout speed: Auto Layout screens against hand-written frame layout (issue 19).",
        discussion: """
            Workloads: feed (LayoutFrameworkBenchmark's Auto Layout feed cell, N cells from scratch, then \
            resized), stack (rows of an image and a label in a vertical UIStackView in a scroll view: from \
            scratch, insert / remove / hide / show one row at the top, middle, bottom and random positions), nesting (a chain of nested views \
            built top-down and bottom-up). Each is timed against a hand-written frame layout of the same \
            screen in the same run; the table gives ratios, exponents over sizes and peak memory.
            """)

    enum Workload: String, ExpressibleByArgument, CaseIterable {
        case feed, stack, nesting
    }

    @Option(name: .long, parsing: .upToNextOption, help: "Workloads to run (feed, stack, nesting).")
    var workloads: [Workload] = Workload.allCases

    @Option(name: .long, parsing: .upToNextOption, help: "Feed cell counts.")
    var cells: [Int] = [1, 10, 100]

    @Option(name: .long, parsing: .upToNextOption, help: "Stack row counts.")
    var rows: [Int] = [1_000, 3_000, 10_000]

    @Option(name: .long, parsing: .upToNextOption, help: "Nesting depths.")
    var levels: [Int] = [50, 100, 200]

    @Option(
        name: .long, parsing: .upToNextOption,
        help: "Where stack rows are inserted, removed, hidden and shown (top, middle, bottom, random).")
    var positions: [StackWorkload.Position] = StackWorkload.Position.allCases

    @Option(name: .long, help: "Runs per size (best is kept); sizes of 3,000 rows and more run once.")
    var runs = 5

    @Flag(name: .long, help: "Small sizes only (feed 1, 10; stack 300, 1,000; nesting 50, 100).")
    var quick = false

    func validate() throws {
        for n in cells + rows + levels where n < 1 { throw ValidationError("Sizes must be at least 1 (got \(n)).") }
        if rows.contains(where: { $0 < 2 }) { throw ValidationError("Stack row counts must be at least 2.") }
        if runs < 1 { throw ValidationError("--runs must be at least 1.") }
    }

    func run() throws {
        var results: [PhaseResult] = []
        // Rows are printed as they are measured (the big sizes take a while).
        func add(_ new: [PhaseResult]) {
            for r in new {
                results.append(r)
                print(Report.row(r, in: results))
                fflush(nil)
            }
        }
        print(Report.header)
        fflush(nil)
        for workload in workloads {
            switch workload {
            case .feed:
                for n in quick ? [1, 10] : cells { add(FeedWorkload.run(cells: n, runs: runs)) }
            case .stack:
                for n in quick ? [300, 1_000] : rows {
                    add(StackWorkload.run(rows: n, runs: n >= 3_000 ? 1 : runs, positions: positions))
                }
            case .nesting:
                for n in quick ? [50, 100] : levels { add(NestingWorkload.run(levels: n, runs: runs)) }
            }
        }
    }
}

extension StackWorkload.Position: ExpressibleByArgument {}

WholeLayoutBench.main()
