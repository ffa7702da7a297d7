import Foundation

// trellis-reliability: long correctness runs of TrellisSolver (issue 17). See RELIABILITY.md.
//   trellis-reliability churn [--seed S] [--seeds N] [--variables V] [--ops N] [--check-every K] [--magnitude M] [--shrink] [--dump]
//                                [--judge-refusals]   (each refusal checked for real infeasibility by the oracle)
//   trellis-reliability churn --replay FILE [--variables V] [--dump]   (a shrunk run's operations, one per line)
//   trellis-reliability nesting [N …] [top|pre|inner …]   (the solver-only nesting probe: time and fill-in per order)
//   trellis-reliability oracle [--seed S] [--systems N] [--max-variables V] [--max-ops N] [--magnitude M] [--shrink]

var arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first else {
    print(
        "usage: trellis-reliability churn [--seed S] [--seeds N] [--variables V] [--ops N] [--check-every K] [--magnitude M] [--shrink] [--dump]\n"
            + "                                 [--judge-refusals]\n"
            + "       trellis-reliability churn --replay FILE [--variables V] [--dump]\n"
            + "       trellis-reliability oracle [--seed S] [--systems N] [--max-variables V] [--max-ops N] [--magnitude M] [--shrink]"
    )
    exit(2)
}
arguments.removeFirst()
if mode == "nesting" {
    // trellis-reliability nesting [N …] [top | pre | inner …]: the solver-only nesting probe (issue 19).
    let levels = arguments.compactMap { Int($0) }
    let names = arguments.filter { Int($0) == nil }
    let orders = NestingProbe.Order.allCases.filter { o in names.isEmpty || names.contains { o.key == $0 } }
    for n in levels.isEmpty ? [50, 100, 200] : levels {
        for order in orders { print(NestingProbe.run(levels: n, order: order).line) }
    }
    exit(0)
}
var configuration = Churn.Configuration()
var oracleConfiguration = OracleRun.Configuration()
var seeds = 1
var shrinks = false
var dumps = false
var judgesRefusals = false
var replay: String?
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    if flag == "--shrink" {
        shrinks = true
        continue
    }
    if flag == "--judge-refusals" {
        judgesRefusals = true
        continue
    }
    if flag == "--dump" {
        dumps = true
        continue
    }
    if flag == "--replay" {
        guard arguments.count >= 1 else {
            print("--replay needs a file")
            exit(2)
        }
        replay = arguments.removeFirst()
        continue
    }
    guard let value = arguments.first.flatMap(Double.init) else {
        print("\(flag) needs a number")
        exit(2)
    }
    arguments.removeFirst()
    switch flag {
    case "--seed":
        configuration.seed = UInt64(value)
        oracleConfiguration.seed = UInt64(value)
    case "--systems": oracleConfiguration.systems = Int(value)
    case "--max-variables": oracleConfiguration.maxVariables = Int(value)
    case "--max-ops": oracleConfiguration.maxOperations = Int(value)
    case "--seeds": seeds = Int(value)
    case "--variables": configuration.variables = Int(value)
    case "--ops": configuration.operations = Int(value)
    case "--check-every": configuration.checkEvery = Int(value)
    case "--magnitude":
        configuration.magnitude = value
        oracleConfiguration.magnitude = value
    default:
        print("unknown flag \(flag)")
        exit(2)
    }
}
/// Prints the solver's tableau before and after the last of `operations` (`--dump`).
func dumpLastOperation(_ operations: [Churn.Operation], _ configuration: Churn.Configuration) {
    guard let last = operations.last else { return }
    var churn = Churn(configuration)
    for operation in operations.dropLast() { churn.apply(operation) }
    print("  before the last operation:\n" + churn.solver.dump())
    churn.apply(last)
    print("  after it:\n" + churn.solver.dump())
}

switch mode {
case "churn" where replay != nil:
    // The operations of a file (one per line, as a shrunk run prints them), checked after each one.
    do {
        let text = try String(contentsOfFile: replay!, encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let operations = try lines.map(Churn.Operation.init(parsing:))
        let failure = Churn.failure(of: operations, configuration)
        print(
            failure.map { "FAIL at operation \($0.index + 1): \($0.message)" } ?? "pass: \(operations.count) operations"
        )
        if dumps { dumpLastOperation(operations, configuration) }
        exit(failure == nil ? 0 : 1)
    } catch {
        print("\(replay!): \(error)")
        exit(2)
    }
case "churn":
    var failed = 0
    var total = Churn.Outcome()
    var missSeeds: [UInt64] = []
    let first = configuration.seed
    for s in 0..<seeds {
        configuration.seed = first + UInt64(s)
        var churn = Churn(configuration)
        if judgesRefusals { churn.judgeRefusal = OracleRun.judgeRefusal(variableCount: configuration.variables) }
        let o = churn.run()
        total.operations += o.operations
        total.checks += o.checks
        total.refusedAdds += o.refusedAdds
        total.worstRequired = max(total.worstRequired, o.worstRequired)
        total.worstLevel = max(total.worstLevel, o.worstLevel)
        if let miss = o.referenceMisses.first {
            missSeeds.append(configuration.seed)
            print("seed \(configuration.seed): fresh solver wrong (\(o.referenceMisses.count) checks): \(miss)")
        }
        if let f = o.failures.first {
            failed += 1
            print("seed \(configuration.seed): FAIL \(f)")
            if shrinks {
                let shrunk = Churn.shrink(churn.log, configuration)
                print(
                    "  shrunk to \(shrunk.count) operations:\n    "
                        + shrunk.map(\.description).joined(separator: "\n    "))
                if let f = Churn.failure(of: shrunk, configuration) { print("  then: \(f.message)") }
                if dumps { dumpLastOperation(shrunk, configuration) }
            }
        }
    }
    print(
        "churn: \(seeds) seeds, \(total.operations) operations, \(total.checks) checks, \(total.refusedAdds) refused adds, "
            + "\(failed) failing seeds; worst required violation \(total.worstRequired) (relative), worst level difference \(total.worstLevel); "
            + "fresh solver wrong where this one is exact (judged by the oracle): \(missSeeds.count) seeds \(missSeeds.map(String.init))"
    )
    exit(failed == 0 ? 0 : 1)
case "oracle":
    exit(runOracle(oracleConfiguration, shrinks: shrinks) ? 0 : 1)
default:
    print("unknown mode \(mode)")
    exit(2)
}
