import Foundation

/// The caret's blink, on the root's clock (time is passed in through the root's input; no wall clock): the
/// caret shows for ``interval`` seconds, hides for as long, and so on, counted from the last restart. Every edit,
/// caret move and start of editing restarts it, so the caret stays solid while the user types or moves it.
/// While the blink runs it schedules one redraw of its view at each toggle on the root's clock.
final class CaretBlink {
    /// How long the caret shows, then hides (seconds).
    static let interval: TimeInterval = 0.5
    /// The clock time of the last restart.
    private var restartedAt: TimeInterval = 0
    /// Counts restarts: a toggle scheduled before the last restart does nothing.
    private var generation = 0

    /// Makes the caret solid from now and schedules the redraws of its toggles while `isActive` holds.
    func restart(in view: UIView, isActive: @escaping () -> Bool) {
        guard let input = view.inputRoot?.input else { return }
        restartedAt = input.clock.now
        generation += 1
        scheduleToggle(view, input, generation, isActive)
    }

    /// Schedules the redraw at the next toggle strictly after the clock's now. The toggle's index is counted, not
    /// recomputed from the clock: `(restartedAt + k·interval) − restartedAt` can round below `k·interval`, which
    /// would schedule the toggle that is running again at its own time, forever.
    private func scheduleToggle(
        _ view: UIView, _ input: RootInput, _ generation: Int, after toggle: Int? = nil,
        _ isActive: @escaping () -> Bool
    ) {
        let now = input.clock.now
        var next = toggle.map { $0 + 1 } ?? Int(((now - restartedAt) / Self.interval).rounded(.down)) + 1
        while restartedAt + Double(next) * Self.interval <= now { next += 1 }
        _ = input.schedule(at: restartedAt + Double(next) * Self.interval) { [weak self, weak view, weak input] in
            guard let self, let view, let input, self.generation == generation, isActive() else { return }
            view.setNeedsDisplay()
            self.scheduleToggle(view, input, generation, after: next, isActive)
        }
    }

    /// Whether the caret shows now: in an even half-period since the restart (always, outside a root).
    func isVisible(in view: UIView) -> Bool {
        guard let now = view.inputRoot?.input.clock.now else { return true }
        let phase = now - restartedAt
        return phase < 0 || Int((phase / Self.interval).rounded(.down)) % 2 == 0
    }
}
