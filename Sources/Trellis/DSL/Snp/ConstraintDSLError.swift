import Foundation

/// Why a DSL block changed nothing: an `updateConstraints` found no constraint to update, or a
/// `…Superview()` / constant relation found no superview. The layout is left as it was.
public struct ConstraintDSLError: Error, CustomStringConvertible, Equatable {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The constraints of an update that match no constraint made before (their descriptions), with the
        /// source locations of their relations.
        case noMatchingConstraint([String])
        /// The item and attributes whose relation needed a superview that is missing.
        case noSuperview(String)
    }

    /// What went wrong.
    public let reason: Reason
    /// The file of the call site (`updateConstraints`, or the relation for a missing superview).
    public let file: String
    /// The line of the call site.
    public let line: UInt

    /// The message, naming the call site and what did not match.
    public var description: String {
        switch reason {
        case let .noMatchingConstraint(unmatched):
            return "\(file):\(line): updateConstraints found no existing constraint to update for "
                + unmatched.joined(separator: ", ")
                + ". An update changes only the constant of a constraint made before with the same items, "
                + "attributes, relation, multiplier and priority; use remakeConstraints to change anything else. "
                + "Nothing was changed."
        case let .noSuperview(what):
            return "\(file):\(line): \(what) relates to its superview, but it has none. Add it to a view first. "
                + "Nothing was changed."
        }
    }
}
