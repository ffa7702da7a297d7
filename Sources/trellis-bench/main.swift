import Foundation

// trellis-bench: measures TrellisSolver and kiwi (PyPI kiwisolver) on the same systems in the same run and
// prints the ratio Trellis/kiwi. See BENCHMARKS.md for the workloads and the command that reproduces them.

func progress(_ message: String) {
    FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
}

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    let message = "\(error)"
    progress((message.isEmpty ? "" : "trellis-bench: \(message)\n") + Options.usage)
    exit(message.isEmpty ? 0 : 2)
}

/// The workloads to run, in order, made one at a time (the large ones hold 100,000 constraints): each family's
/// sizes, each size in every order asked for.
var makers: [() throws -> Workload] = []
func sizes(_ own: [Int]) -> [Int] { options.quick ? [own[0]] : (options.sizes ?? own) }
for family in options.only {
    var made: [() -> Workload] = []
    switch family {
    case "cards": made = sizes(CardsWorkload.sizes).map { n in { CardsWorkload.make(views: n) } }
    case "chain": made = sizes(ChainWorkload.sizes).map { n in { ChainWorkload.make(views: n) } }
    case "grid": made = sizes(GridWorkload.sizes).map { n in { GridWorkload.make(side: n) } }
    case "stack": made = sizes(StackWorkload.sizes).map { n in { StackWorkload.make(rows: n) } }
    case "enaml": makers.append { try EnamlWorkload.make(path: options.enamlPath) }
    default: makers.append { RandomWorkload.make() }
    }
    for make in made {
        for order in options.orders { makers.append { make().reordered(order) } }
    }
}

if options.memory {
    var failed = false
    for make in makers {
        do { print(try MemoryProbe.measure(try make()).render()) } catch {
            progress("trellis-bench: \(error)")
            failed = true
        }
    }
    exit(failed ? 1 : 0)
}

var kiwi: KiwiRunner? = options.kiwi ? KiwiRunner(python: options.python, script: options.kiwiScript) : nil
var kiwiDescription = "kiwi (not run)"
if let runner = kiwi {
    do {
        kiwiDescription = "kiwisolver \(try runner.version())"
    } catch {
        progress("kiwi unavailable: \(error)")
        kiwiDescription = "kiwi (unavailable: run Benchmarks/install-kiwi.sh)"
        kiwi = nil
    }
}

var archive: ResultArchive?
if let path = options.saveDirectory {
    do { archive = try ResultArchive(path: path) } catch {
        progress("trellis-bench: cannot create \(path): \(error)")
        exit(2)
    }
}

var results: [WorkloadResult] = []
var kiwiBudget = KiwiBudget()
var failed = false
for make in makers {
    let workload: Workload
    do { workload = try make() } catch {
        progress("trellis-bench: \(error)")
        failed = true
        continue
    }
    var result = WorkloadResult(workload)
    try? archive?.save(workload)
    let label = "\(workload.name) \(result.sizeLabel) \(result.order)"
    if options.trellis {
        progress("\(label): Trellis …")
        do {
            let m = try TrellisRunner(workload: workload).run(reportValues: true)
            try? archive?.save(m, solver: "trellis", for: workload)
            result.trellis = m
            if workload.kind == .timed, let values = m.values {
                result.trellisViolations = workload.violationByPriority(at: values)
            }
        } catch {
            result.errors.append("Trellis: \(error)")
            failed = true
        }
    }
    if kiwi != nil, let estimate = kiwiBudget.skip(workload, budget: options.kiwiBudgetSeconds) {
        progress("\(label): kiwi skipped (about \(Int(estimate)) s)")
        result.errors.append("kiwi skipped: about \(Int(estimate)) s from the previous size, over --kiwi-budget")
    } else if let runner = kiwi {
        progress("\(label): kiwi …" + (result.kiwiSingleRun ? " (one run; this takes a while)" : ""))
        do {
            let start = monotonicNanoseconds()
            let m = try runner.run(workload, reportValues: true)
            kiwiBudget.record(workload, seconds: milliseconds(from: start, to: monotonicNanoseconds()) / 1000)
            if let version = m.kiwisolver, let python = m.python {
                kiwiDescription = "kiwisolver \(version), Python \(python)"
            }
            try? archive?.save(m, solver: "kiwi", for: workload)
            result.kiwi = m
            if workload.kind == .timed, let values = m.values {
                result.kiwiViolations = workload.violationByPriority(at: values)
            }
        } catch {
            result.errors.append("kiwi: \(error)")
            failed = true
        }
    }
    results.append(result)
}

print(Report(results: results, markdown: options.markdown, kiwiDescription: kiwiDescription).render(), terminator: "")
exit(failed ? 1 : 0)
