import Foundation

/// The rules about ``UIGestureRecognizer/require(toFail:)`` edges: no recognizer waits for itself, and the
/// edges never form a cycle (recognizers in a cycle would each wait for the other forever).
enum FailureRequirements {
    /// The error adding "`recognizer` waits for `other`" would be, or nil when it is allowed.
    static func checkAdding(_ other: UIGestureRecognizer, to recognizer: UIGestureRecognizer) -> UIInputError? {
        if other === recognizer { return .failureRequirementOnItself(recognizer: recognizer.debugName) }
        guard let path = path(from: other, to: recognizer) else { return nil }
        // recognizer → other → … → recognizer.
        return .failureRequirementCycle(cycle: ([recognizer] + path).map(\.debugName))
    }

    /// A chain of requirement edges from `start` to `target` (both included), found depth first in the order
    /// the requirements were added; nil when there is none.
    static func path(from start: UIGestureRecognizer, to target: UIGestureRecognizer) -> [UIGestureRecognizer]? {
        var visited: [ObjectIdentifier] = []
        func search(_ r: UIGestureRecognizer) -> [UIGestureRecognizer]? {
            if r === target { return [r] }
            let id = ObjectIdentifier(r)
            guard !visited.contains(id) else { return nil }
            visited.append(id)
            for edge in r.failureRequirements {
                if let next = edge.recognizer, let rest = search(next) { return [r] + rest }
            }
            return nil
        }
        return search(start)
    }
}
