import TrellisSolver

/// Reading back what ``Churn/Operation/description`` prints (a shrunk run's lines), for `churn --replay FILE` and for
/// reproducer tests.
extension Churn.Operation {
    /// A line that is not an operation as ``Churn/Operation/description`` prints it.
    struct BadLine: Error, CustomStringConvertible {
        let line: String
        var description: String { "not a churn operation: \(line)" }
    }

    /// An operation as ``Churn/Operation/description`` prints it.
    init(parsing line: String) throws(BadLine) {
        let words = line.split(separator: " ").map(String.init)
        func id(_ word: String) throws(BadLine) -> Int {
            guard word.hasPrefix("#"), let n = Int(word.dropFirst()) else { throw BadLine(line: line) }
            return n
        }
        func variable(_ word: String) throws(BadLine) -> Int {
            guard word.hasPrefix("v"), let n = Int(word.dropFirst()) else { throw BadLine(line: line) }
            return n
        }
        func number(_ word: String) throws(BadLine) -> Double {
            guard let x = Double(word) else { throw BadLine(line: line) }
            return x
        }
        switch (words.first, words.count) {
        case ("add", 3...): self = .add(id: try id(words[1]), try Self.spec(words.dropFirst(2), line: line))
        case ("remove", 2): self = .remove(id: try id(words[1]))
        case ("remove", 3): self = .removeEdit(variable: try variable(words[2]))
        case ("constant", 3): self = .constant(id: try id(words[1]), try number(words[2]))
        case ("priority", 3): self = .priority(id: try id(words[1]), try number(words[2]))
        case ("edit", 4): self = .edit(variable: try variable(words[1]), priority: try number(words[3]))
        case ("suggest", 3): self = .suggest(variable: try variable(words[1]), try number(words[2]))
        default: throw BadLine(line: line)
        }
    }

    /// `a*vI + … + c REL 0 [@ p]` as ``ConstraintSpec/description`` prints it.
    private static func spec(_ words: ArraySlice<String>, line: String) throws(BadLine) -> ConstraintSpec {
        var terms: [(variable: Int, coefficient: Double)] = []
        var constant = 0.0
        var relation: Relation?
        var priority = 1000.0
        var rest = words[...]
        while let word = rest.popFirst() {
            switch word {
            case "+": continue
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            case "0" where relation != nil: continue
            case "@":
                guard let p = rest.popFirst().flatMap(Double.init) else { throw BadLine(line: line) }
                priority = p
            default:
                let parts = word.split(separator: "*")
                if parts.count == 2, parts[1].hasPrefix("v"), let a = Double(parts[0]),
                    let v = Int(parts[1].dropFirst())
                {
                    terms.append((v, a))
                } else if let c = Double(word) {
                    constant = c
                } else {
                    throw BadLine(line: line)
                }
            }
        }
        guard let relation else { throw BadLine(line: line) }
        return ConstraintSpec(terms: terms, constant: constant, relation: relation, priority: priority)
    }
}
