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
    /// The format's UTF-8 bytes: the grammar is ASCII, so the parser reads bytes (a `Character` array costs a
    /// grapheme break and a Unicode property look-up per character: 57,000 instructions per format of the feed
    /// cell). Any other byte is a syntax error; ``error(_:at:)`` reports positions in characters.
    private let text: [UInt8]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.text = Array(format.utf8)
        self.metrics = metrics
        self.views = views
    }

    // MARK: Grammar

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var result = VisualFormat(axis: .horizontal, elements: [], connections: [])
        if text.count >= 2, text[1] == UInt8(ascii: ":") {
            switch text[0] {
            case UInt8(ascii: "H"): result.axis = .horizontal
            case UInt8(ascii: "V"): result.axis = .vertical
            default: throw error("Expected 'H' or 'V' before ':' for the orientation", at: 0)
            }
            index = 2
        }
        if at("|") {
            result.elements.append(.superview(position: index))
            index += 1
            result.connections.append(try connection())
        }
        while true {
            guard at("[") else { throw error("Expected a view") }
            result.elements.append(try view())
            if atEnd { break }
            let link = try connection()
            result.connections.append(link)
            if at("|") {
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
        if at("(") { predicates = try predicateList(allowingViews: true) }
        guard at("]") else { throw error("Expected ']' to end a view") }
        index += 1
        return .view(view, predicates: predicates)
    }

    /// `'' | '-' | '-' predicateList '-'`.
    private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard at("-") else { return .flush }
        index += 1
        if at("[") || at("|") { return .standard }
        if atEnd { throw error("Expected a view or '|' after '-'") }
        let predicates: [VisualFormat.Predicate]
        if at("(") {
            predicates = try predicateList(allowingViews: false)
        } else {
            let start = index
            guard let value = try constant(signed: false) else {
                throw error(
                    "Expected a number or key from the metrics dictionary, but encountered something else", at: start)
            }
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: .required)]
        }
        guard at("-") else { throw error("Expected '-' to end the connection") }
        index += 1
        return .predicates(predicates)
    }

    /// `'(' predicate (',' predicate)* ')'`.
    private mutating func predicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        index += 1  // '('
        var predicates = [try predicate(allowingViews: allowingViews)]
        while at(",") {
            index += 1
            predicates.append(try predicate(allowingViews: allowingViews))
        }
        guard at(")") else { throw error("Expected ')' or ',' after a predicate") }
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
        if at("@") {
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
        guard at("=") || at("<") || at(">"), let first = peek else { return .equal }
        guard index + 1 < text.count, text[index + 1] == UInt8(ascii: "=") else {
            throw error("Unknown relation. Must be ==, >=, or <=")
        }
        index += 2
        switch first {
        case UInt8(ascii: "<"): return .lessThanOrEqual
        case UInt8(ascii: ">"): return .greaterThanOrEqual
        default: return .equal
        }
    }

    /// A number, or a metric name (its value); nil when neither starts here (nothing consumed). With `signed`,
    /// a number may start with `-` or `+`.
    private mutating func constant(signed: Bool) throws(VisualFormatError) -> CGFloat? {
        let start = index
        if let c = peek, Self.isDigit(c) || at(".") || (signed && (at("-") || at("+"))) {
            index += 1
            while let d = peek, Self.isDigit(d) || d == UInt8(ascii: ".") { index += 1 }
            guard let value = Double(String(decoding: text[start..<index], as: UTF8.self)) else {
                throw error("Expected a number", at: start)
            }
            return CGFloat(value)
        }
        guard let c = peek, Self.isLetter(c) || at("_") else { return nil }
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
        guard let c = peek, Self.isLetter(c) || at("_") else { return nil }
        let start = index
        while let d = peek, Self.isLetter(d) || Self.isDigit(d) || d == UInt8(ascii: "_") { index += 1 }
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    // MARK: Helpers

    private var peek: UInt8? { index < text.count ? text[index] : nil }
    private var atEnd: Bool { index >= text.count }
    /// Whether the next byte is `c`.
    private func at(_ c: Unicode.Scalar) -> Bool { peek == UInt8(ascii: c) }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private static func isLetter(_ c: UInt8) -> Bool {
        (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z")
    }

    /// An error at byte offset `position` (the current one by default), reported at its offset in characters.
    private func error(_ message: String, at position: Int? = nil) -> VisualFormatError {
        let bytes = text[..<min(position ?? index, text.count)]
        let characters = String(decoding: bytes, as: UTF8.self).count
        return VisualFormatError(message: message, format: format, position: characters)
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
