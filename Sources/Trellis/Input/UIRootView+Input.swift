import Foundation

/// The root view's input entry point: the one place a host — a window, a game loop, a test — feeds input in.
///
/// ```swift
/// try root.send(.pointerMoved(to: CGPoint(x: 40, y: 12)), at: 0.00)
/// try root.send(.pointerButtonDown(.left, at: CGPoint(x: 40, y: 12)), at: 0.10)
/// try root.send(.pointerButtonUp(.left, at: CGPoint(x: 40, y: 12)), at: 0.18)
/// try root.advance(to: 0.60)   // time passes: a double-tap recognizer gives up, a single tap fires
/// ```
///
/// Every call carries its time, in seconds on a clock the host chooses (it must never go back): Trellis reads
/// no wall clock, so the same calls give the same results in every run. Before an event is handled, the clock
/// moves to its time and whatever fell due runs (recognizer delays, ``schedule(at:_:)`` actions).
extension UIRootView {
    /// Handles one host event at `timestamp` (seconds): pointers are hit-tested and hover is updated, touches
    /// go to gesture recognizers and views, wheel scrolling to scroll views, keys to key commands, the first
    /// responder and keyboard focus, text to the first responder's text input.
    ///
    /// - Returns: Whether the user interface took the event: a pointer or touch over a view that takes
    ///   touches, a scroll that moved a scroll view, a key used by a key command, a responder, text editing
    ///   or a focus move, text taken by a text input. A host that draws the interface over something else (a
    ///   game) passes events that were not taken on; make the root itself not take touches
    ///   (``UIView/isSelfTouchInteractionEnabled`` false) so that its empty areas let them through.
    /// - Throws: ``UIInputError`` when the event does not fit (time going back, an unknown touch id, a button
    ///   released that was not down, a call from inside an input handler); nothing changes then.
    @discardableResult
    public func send(_ event: UIInputEvent, at timestamp: TimeInterval) throws(UIInputError) -> Bool {
        // (A pointer move, the most frequent event by far, takes a path of its own: the same rules, fewer checks.)
        if case .pointerMoved(let point, let id) = event, let input = inputIfLoaded {
            return try input.movePointer(id, to: point, at: timestamp)
        }
        return try input.send(event, at: timestamp)
    }

    /// Moves the clock to `timestamp`, running what falls due (recognizer delays, scheduled actions) in time
    /// order; then ``timeAdvanced`` fires and hover is checked against the current tree. Call it every frame.
    ///
    /// - Throws: ``UIInputError`` when `timestamp` is before ``currentTime`` or the call comes from inside an
    ///   input handler; nothing changes then.
    public func advance(to timestamp: TimeInterval) throws(UIInputError) { try input.advance(to: timestamp) }

    /// The root's clock: the time of the last event or advance (seconds; starts at 0).
    public var currentTime: TimeInterval { inputIfLoaded?.clock.now ?? 0 }

    /// Runs `action` when the clock reaches `time` (at the next event or advance when `time` has passed).
    /// Actions due at the same time run in the order they were scheduled.
    @discardableResult
    public func schedule(at time: TimeInterval, _ action: @escaping () -> Void) -> UIScheduledAction {
        let input = self.input
        return UIScheduledAction(input: input, token: input.schedule(at: time, action))
    }

    /// Fired after each ``advance(to:)`` with the new time (an animation clock hooks in here).
    public var timeAdvanced: UIViewEvent<TimeInterval> { input.timeAdvanced }

    /// Misuse of input calls that cannot throw (a gesture recognizer added to a second view, a cycle of failure
    /// requirements) in this root's tree. Without subscribers, it goes to standard error.
    public var inputMisuse: UIViewEvent<UIInputError> { input.misuse }

    /// The keyboard and game-pad focus of this root.
    public var focusSystem: UIFocusSystem { input.focusSystem }

    /// The first responder: where presses, key commands and text go first (nil: the focused view, then the
    /// root).
    public var firstResponder: UIResponder? { inputIfLoaded?.firstResponder }

    /// The root's input state, made on first use.
    var input: RootInput {
        if let inputIfLoaded { return inputIfLoaded }
        let input = RootInput(root: self)
        inputIfLoaded = input
        return input
    }

    /// After a layout pass: hover follows the tree under still pointers, focus leaves views that lost it.
    func inputLayoutDidFinish() {
        guard let input = inputIfLoaded, !input.isDispatching else { return }
        input.isDispatching = true
        defer { input.isDispatching = false }
        input.refreshAllHover()
        input.treeChanged = true
        input.finishStep()
    }
}

/// An action scheduled on a root's clock (``UIRootView/schedule(at:_:)``).
public final class UIScheduledAction {
    private weak var input: RootInput?
    private let token: Int

    init(input: RootInput, token: Int) {
        self.input = input
        self.token = token
    }

    /// Whether the action is still waiting to run.
    public var isPending: Bool { input?.clock.isPending(token) ?? false }

    /// Cancels the action (nothing when it ran).
    public func cancel() { input?.clock.cancel(token) }
}
