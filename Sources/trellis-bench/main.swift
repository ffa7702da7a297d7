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

/// The workloads to run, in order, made one at a time (the large ones hold 100,000 constraints).
var makers: [() throws -> Workload] = []
for family in options.only {
    switch family {
    case "cards":
        for n in options.quick ? [CardsWorkload.sizes[0]] : CardsWorkload.sizes {
            makers.append { CardsWorkload.make(views: n) }
        }
    case "chain":
        for n in options.quick ? [ChainWorkload.sizes[0]] : ChainWorkload.sizes {
            makers.append { ChainWorkload.make(views: n) }
        }
    case "enaml": makers.append { try EnamlWorkload.make(path: options.enamlPath) }
    default: makers.append { RandomWorkload.make() }
    }
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
    let label = "\(workload.name) \(result.sizeLabel)"
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
    if let runner = kiwi {
        progress("\(label): kiwi …" + (result.kiwiSingleRun ? " (one run; this takes a while)" : ""))
        do {
            let m = try runner.run(workload, reportValues: true)
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
