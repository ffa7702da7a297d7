import Foundation

/// Reads Apple's visual format grammar into a ``VisualFormat``, failing with a ``VisualFormatError`` at the
/// first character that does not fit:
///
/// ```
/// format      ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation ::= 'H' | 'V'
/// superview   ::= '|'
/// view        ::= '[' viewName predicateListWithParens? ']'
/// connection  ::= '' | '-' predicateList '-' | '-'
/// predicateList ::= simplePredicate | predicateListWithParens
/// simplePredicate ::= metricName | positiveNumber
/// predicateListWithParens ::= '(' predicate (',' predicate)* ')'
/// predicate   ::= relation? objectOfPredicate ('@' priority)?
/// relation    ::= '==' | '<=' | '>='
/// objectOfPredicate ::= constant | viewName      (a view name only inside a view's predicates)
/// priority    ::= metricName | number
/// constant    ::= metricName | number
/// ```
struct VisualFormatParser {
    private let format: String
    private let text: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.text = Array(format)
        self.metrics = metrics
        self.views = views
    }

    // MARK: Grammar

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var result = VisualFormat(axis: .horizontal, elements: [], connections: [])
        if text.count >= 2, text[1] == ":" {
            switch text[0] {
            case "H": result.axis = .horizontal
            case "V": result.axis = .vertical
            default: throw error("Expected 'H' or 'V' before ':' for the orientation", at: 0)
            }
            index = 2
        }
        if peek == "|" {
            result.elements.append(.superview(position: index))
            index += 1
            result.connections.append(try connection())
        }
        while true {
            guard peek == "[" else { throw error("Expected a view") }
            result.elements.append(try view())
            if atEnd { break }
            let link = try connection()
            result.connections.append(link)
            if peek == "|" {
                result.elements.append(.superview(position: index))
                index += 1
                guard atEnd else { throw error("Expected the end of the format after the superview '|'") }
                break
            }
            if atEnd { throw error("Expected a view or '|' after the connection") }
        }
        return result
    }

    /// `'[' viewName predicateListWithParens? ']'`.
    private mutating func view() throws(VisualFormatError) -> VisualFormat.Element {
        index += 1  // '['
        let start = index
        guard let name = identifier() else { throw error("Expected a view name") }
        guard let value = views[name] else { throw error("\(name) is not a key in the views dictionary.", at: start) }
        guard let view = value as? UIView else {
            throw error("\(name) in the views dictionary is not a view (it is a \(type(of: value))).", at: start)
        }
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" { predicates = try predicateList(allowingViews: true) }
        guard peek == "]" else { throw error("Expected ']' to end a view") }
        index += 1
        return .view(view, predicates: predicates)
    }

    /// `'' | '-' | '-' predicateList '-'`.
    private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard peek == "-" else { return .flush }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        if atEnd { throw error("Expected a view or '|' after '-'") }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try predicateList(allowingViews: false)
        } else {
            let start = index
            guard let value = try constant(signed: false) else {
                throw error(
                    "Expected a number or key from the metrics dictionary, but encountered something else", at: start)
            }
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: .required)]
        }
        guard peek == "-" else { throw error("Expected '-' to end the connection") }
        index += 1
        return .predicates(predicates)
    }

    /// `'(' predicate (',' predicate)* ')'`.
    private mutating func predicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        index += 1  // '('
        var predicates = [try predicate(allowingViews: allowingViews)]
        while peek == "," {
            index += 1
            predicates.append(try predicate(allowingViews: allowingViews))
        }
        guard peek == ")" else { throw error("Expected ')' or ',' after a predicate") }
        index += 1
        return predicates
    }

    /// `relation? objectOfPredicate ('@' priority)?`.
    private mutating func predicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        let relation = try self.relation()
        let start = index
        let object: VisualFormat.Predicate.Object
        if let value = try constant(signed: true) {
            object = .constant(value)
        } else if let name = identifier() {
            guard allowingViews else {
                throw error(
                    "\(name) is not a key in the metrics dictionary; a connection relates to a number or a metric only.",
                    at: start)
            }
            guard let value = views[name] else {
                throw error("\(name) is not a key in the metrics or views dictionary.", at: start)
            }
            guard let view = value as? UIView else {
                throw error("\(name) in the views dictionary is not a view (it is a \(type(of: value))).", at: start)
            }
            object = .view(view)
        } else {
            throw error("Expected a number, a metric\(allowingViews ? " or a view" : "") after the relation", at: start)
        }
        var priority = UILayoutPriority.required
        if peek == "@" {
            index += 1
            let at = index
            guard let value = try constant(signed: false) else {
                throw error("Expected a number or key from the metrics dictionary for the priority", at: at)
            }
            guard value >= 1 && value <= 1000 else { throw error("Priority must be between 1 and 1000", at: at) }
            priority = UILayoutPriority(Float(value))
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// `'==' | '<=' | '>='`, or `==` when there is none.
    private mutating func relation() throws(VisualFormatError) -> NSLayoutConstraint.Relation {
        guard let first = peek, "=<>".contains(first) else { return .equal }
        guard index + 1 < text.count, text[index + 1] == "=" else {
            throw error("Unknown relation. Must be ==, >=, or <=")
        }
        index += 2
        switch first {
        case "<": return .lessThanOrEqual
        case ">": return .greaterThanOrEqual
        default: return .equal
        }
    }

    /// A number, or a metric name (its value); nil when neither starts here (nothing consumed). With `signed`,
    /// a number may start with `-` or `+`.
    private mutating func constant(signed: Bool) throws(VisualFormatError) -> CGFloat? {
        let start = index
        if let c = peek, c.isNumber || c == "." || (signed && (c == "-" || c == "+")) {
            index += 1
            while let d = peek, d.isNumber || d == "." { index += 1 }
            guard let value = Double(String(text[start..<index])) else { throw error("Expected a number", at: start) }
            return CGFloat(value)
        }
        guard let c = peek, c.isLetter || c == "_" else { return nil }
        let save = index
        guard let name = identifier() else { return nil }
        guard let metric = metrics[name] else {
            index = save
            return nil
        }
        guard let value = Self.number(metric) else {
            throw error("The metric \(name) is not a number (it is a \(type(of: metric))).", at: start)
        }
        return value
    }

    /// A C identifier (`[A-Za-z_][A-Za-z0-9_]*`), or nil (nothing consumed).
    private mutating func identifier() -> String? {
        guard let c = peek, c.isASCII, c.isLetter || c == "_" else { return nil }
        let start = index
        while let d = peek, d.isASCII, d.isLetter || d.isNumber || d == "_" { index += 1 }
        return String(text[start..<index])
    }

    // MARK: Helpers

    private var peek: Character? { index < text.count ? text[index] : nil }
    private var atEnd: Bool { index >= text.count }

    private func error(_ message: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, format: format, position: position ?? index)
    }

    /// A metric's value: any Swift number or `NSNumber`.
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }
}
