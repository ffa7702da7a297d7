/// The JSON form of a ``Workload`` that `Benchmarks/kiwi/kiwi_bench.py` reads (its docstring gives the
/// schema). Written by hand, in array order, so the file is byte-for-byte the same in every run.
extension Workload {
    func json(reportValues: Bool) -> String {
        var out = ""
        out.reserveCapacity(64 * constraints.count + 1024)
        out += "{\"workload\":\(jsonString(name)),\"size\":\(size),\"kind\":\(jsonString(kind.rawValue))"
        out += ",\"variables\":\(variableCount),\"constraints\":["
        for (i, c) in constraints.enumerated() {
            if i > 0 { out += "," }
            out += "[["
            for (j, t) in c.terms.enumerated() {
                if j > 0 { out += "," }
                out += "[\(t.variable),\(jsonNumber(t.coefficient))]"
            }
            out += "],\(jsonNumber(c.constant)),\"\(c.relation.rawValue)\",\(jsonNumber(c.priority))]"
        }
        out += "],\"edits\":["
        out += edits.map { "[\($0.variable),\(jsonNumber($0.priority))]" }.joined(separator: ",")
        out += "],\"edits_first\":\(order.editsFirst),\"initial\":\(jsonSuggestions(initial)),\"phases\":["
        out += phases.map { phase in
            "{\"name\":\(jsonString(phase.name)),\"steps\":[" + phase.steps.map(jsonSuggestions).joined(separator: ",")
                + "]}"
        }.joined(separator: ",")
        out += "],\"batch\":\(batch),\"repetitions\":\(kiwiRepetitions),\"warmup\":\(kiwiWarmup)"
        out += ",\"report_values\":\(reportValues)}\n"
        return out
    }
}

private func jsonSuggestions(_ suggestions: [Suggestion]) -> String {
    "[" + suggestions.map { "[\($0.variable),\(jsonNumber($0.value))]" }.joined(separator: ",") + "]"
}

/// A finite number in Swift's shortest round-trip form, which is valid JSON (`8.0`, `-50.0`, `1e-05`).
private func jsonNumber(_ x: Double) -> String {
    precondition(x.isFinite, "workloads hold finite numbers only")
    return "\(x)"
}

/// A JSON string literal (names here are plain, but quote and backslash are escaped anyway).
private func jsonString(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
        switch ch {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where ch.value < 0x20:
            let hex = String(ch.value, radix: 16)
            let padding = String(repeating: "0", count: 4 - hex.count)
            out += "\\u"
            out += padding
            out += hex
        default: out.unicodeScalars.append(ch)
        }
    }
    return out + "\""
}
