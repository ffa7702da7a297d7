import Foundation

/// The root's clock: the current time and the actions due later, in one deterministic queue.
///
/// Time only moves when the host says so (``UIRootView/advance(to:)``, or an input event's timestamp); due
/// actions run in deadline order, ties in the order they were scheduled, each seeing the clock at its own
/// deadline. Recognizer delays (double tap, long press) live here, and so can an animation clock.
final class InputClock {
    private struct Entry {
        let deadline: TimeInterval
        let sequence: Int
        let action: () -> Void
    }

    /// The current time (seconds; starts at 0).
    @exclusivity(unchecked) private(set) var now: TimeInterval = 0
    /// Pending actions, sorted by (deadline, sequence).
    @exclusivity(unchecked) private var entries: [Entry] = []
    private var nextSequence = 0

    /// Whether any action is waiting.
    var hasPendingActions: Bool { !entries.isEmpty }

    /// Whether an action is due by `time` (``advance(to:afterEach:)`` has steps to run).
    @inline(__always)
    func hasActionsDue(by time: TimeInterval) -> Bool {
        guard let first = entries.first else { return false }
        return first.deadline <= time
    }

    /// The deadline of the earliest waiting action (nil: none).
    var nextDeadline: TimeInterval? { entries.first?.deadline }

    /// Schedules `action` at `deadline` (an earlier deadline runs at the next advance); returns its token.
    func schedule(at deadline: TimeInterval, _ action: @escaping () -> Void) -> Int {
        nextSequence += 1
        let entry = Entry(deadline: deadline, sequence: nextSequence, action: action)
        // Binary search for the first entry that sorts after the new one.
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            let e = entries[mid]
            if e.deadline < deadline || (e.deadline == deadline && e.sequence < entry.sequence) {
                low = mid + 1
            } else {
                high = mid
            }
        }
        entries.insert(entry, at: low)
        return nextSequence
    }

    /// Cancels the action with `token` (nothing when it ran or was cancelled).
    func cancel(_ token: Int) { entries.removeAll { $0.sequence == token } }

    /// Whether the action with `token` is still waiting.
    func isPending(_ token: Int) -> Bool { entries.contains { $0.sequence == token } }

    /// Sets ``now`` to `time` when no action is due by then (``hasActionsDue(by:)`` false; `time >= now`).
    @inline(__always)
    func advanceWithNothingDue(to time: TimeInterval) { now = time }

    /// Runs the actions due by `time` in order (each with ``now`` at its deadline, never earlier than the
    /// current time), then sets ``now`` to `time`. An action may schedule more; those due by `time` run too.
    /// Precondition (checked by the caller): `time >= now`.
    func advance(to time: TimeInterval, afterEach: () -> Void) {
        while let first = entries.first, first.deadline <= time {
            entries.removeFirst()
            now = max(now, first.deadline)
            first.action()
            afterEach()
        }
        now = time
    }
}
