import Foundation

/// Misuse of the input API, said with where and why. The root's entry point (``UIRootView/send(_:at:)``,
/// ``UIRootView/advance(to:)``) throws these; UIKit-shaped calls that cannot throw
/// (``UIView/addGestureRecognizer(_:)``, ``UIGestureRecognizer/require(toFail:)``) report them through the
/// root's ``UIRootView/inputMisuse`` event (or standard error when nobody listens) and change nothing.
public enum UIInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A timestamp earlier than the root's clock.
    case timeWentBackwards(now: TimeInterval, requested: TimeInterval)
    /// A coordinate, delta or time that is not a finite number.
    case notFinite(event: String)
    /// A touch began with an id that is already down.
    case touchAlreadyDown(id: Int)
    /// A touch moved, ended or was cancelled with an id that is not down.
    case unknownTouch(id: Int, event: String)
    /// A pointer button went down while already down.
    case buttonAlreadyDown(button: UIPointerButton, pointer: Int)
    /// A pointer button went up while not down.
    case buttonNotDown(button: UIPointerButton, pointer: Int)
    /// An input call from inside a handler of the same root's input (an event handler, an action or a
    /// scheduled action); send it after the handler returns.
    case reentrantDispatch(event: String)
    /// A gesture recognizer was added to a view while attached to another one.
    case recognizerAlreadyAttached(recognizer: String, attachedTo: String, addedTo: String)
    /// A recognizer was asked to wait for its own failure.
    case failureRequirementOnItself(recognizer: String)
    /// A failure requirement would close a cycle; the cycle, starting and ending at the recognizer asked.
    case failureRequirementCycle(cycle: [String])

    public var description: String {
        switch self {
        case .timeWentBackwards(let now, let requested):
            return "time went backwards: the root's clock is at \(now) s, the event says \(requested) s; "
                + "timestamps must never decrease"
        case .notFinite(let event):
            return "\(event): a coordinate, delta or time is not a finite number"
        case .touchAlreadyDown(let id):
            return "touchBegan(id: \(id)): touch \(id) is already down; end or cancel it first"
        case .unknownTouch(let id, let event):
            return "\(event): no touch with id \(id) is down"
        case .buttonAlreadyDown(let button, let pointer):
            return "pointerButtonDown(\(button)): the \(button) button of pointer \(pointer) is already down"
        case .buttonNotDown(let button, let pointer):
            return "pointerButtonUp(\(button)): the \(button) button of pointer \(pointer) is not down"
        case .reentrantDispatch(let event):
            return "\(event) was sent from inside an input handler of the same root; send it after the handler "
                + "returns (for example from a scheduled action)"
        case .recognizerAlreadyAttached(let recognizer, let attachedTo, let addedTo):
            return "addGestureRecognizer: \(recognizer) is attached to \(attachedTo); remove it from there before "
                + "adding it to \(addedTo) (nothing was changed)"
        case .failureRequirementOnItself(let recognizer):
            return "require(toFail:): \(recognizer) cannot wait for its own failure (nothing was changed)"
        case .failureRequirementCycle(let cycle):
            return "require(toFail:): a cycle of failure requirements, each waiting for the next to fail: "
                + cycle.joined(separator: " → ") + " (nothing was changed)"
        }
    }

    /// Reports misuse from a call that cannot throw: to the root of `view` when it has listeners, else to
    /// standard error.
    static func report(_ error: UIInputError, near view: UIView?) {
        if let root = view?.topMostView as? UIRootView, root.input.misuse.hasSubscribers {
            root.input.misuse.fire(error)
            return
        }
        FileHandle.standardError.write(Data("[Trellis.Input] \(error.description)\n".utf8))
    }
}
