import Foundation

/// Turns touches into a gesture (UIKit's `UIGestureRecognizer`), with UIKit's state machine.
///
/// A discrete recognizer (tap, swipe) goes from ``State/possible`` to ``State/ended`` (recognized) or
/// ``State/failed``; a continuous one (pan, pinch, long press, hover) goes ``State/began``,
/// ``State/changed`` …, then ``State/ended`` or ``State/cancelled``. Once the touches are over, a finished
/// recognizer resets to possible. Recognizers see a touch before its view; when one recognizes, the others
/// sharing its touches fail (unless a delegate allows them to recognize simultaneously), and with
/// ``cancelsTouchesInView`` the view gets `touchesCancelled`.
///
/// Linux Swift has no Objective-C runtime, so UIKit's `init(target:action:)` and `addTarget(_:action:)`
/// with selectors cannot exist; use the closure forms, which receive the recognizer typed as its class:
///
/// ```swift
/// let tap = UITapGestureRecognizer { tap in print(tap.location(in: nil)) }
/// tap.numberOfTapsRequired = 2
/// view.addGestureRecognizer(tap)
/// pan.addAction { pan in card.center.x += pan.translation(in: nil).x }
/// ```
open class UIGestureRecognizer: NSObject {
    /// A recognizer's state (UIKit's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not yet recognized (the state at rest).
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended: a discrete gesture was recognized, or a continuous one finished.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches were not this gesture.
        case failed

        /// A discrete gesture was recognized (the same state as ``ended``).
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the state ends a recognition cycle (ended, cancelled or failed).
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// Makes a recognizer (attach it with ``UIView/addGestureRecognizer(_:)``).
    public required override init() { super.init() }

    // MARK: Configuration

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// The delegate that fine-tunes recognition.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the recognizer takes part (disabling one in progress cancels it).
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { arena?.recognizerWasDisabled(self) } }
    }
    /// Whether recognizing cancels the touches in the view (the view gets `touchesCancelled`; default true).
    open var cancelsTouchesInView = true
    /// Whether the view gets `touchesBegan` only once this recognizer failed (default false).
    open var delaysTouchesBegan = false
    /// Whether the view gets `touchesEnded` only once this recognizer decided (default true, as UIKit's).
    open var delaysTouchesEnded = true
    /// A name for debugging and error messages.
    open var name: String?

    // MARK: State

    /// The recognizer's state. Subclasses set it (UIKit's `UIGestureRecognizerSubclass`): moving out of
    /// possible asks the delegate and waits for failure requirements; every change is checked against UIKit's
    /// state machine, and illegal moves are ignored.
    public var state: State {
        get { storedState }
        set {
            if let arena { arena.transition(self, to: newValue) } else { storedState = newValue }
        }
    }

    /// The pointer buttons held during the current event.
    public internal(set) var buttonMask: UIEvent.ButtonMask = []
    /// The modifier keys held during the current event.
    public internal(set) var modifierFlags: UIKeyModifierFlags = []

    /// How many touches the recognizer is tracking now.
    public var numberOfTouches: Int { activeTouches.count }

    /// The gesture's location in `view` (nil: the root's space): the centroid of its touches, or where they
    /// were last when they are over.
    open func location(in view: UIView?) -> CGPoint {
        let touches = activeTouches
        let point: CGPoint
        if touches.isEmpty {
            point = lastRootLocation
        } else {
            var sum = CGPoint.zero
            for t in touches { sum = CGPoint(x: sum.x + t.rootLocation.x, y: sum.y + t.rootLocation.y) }
            point = CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
        }
        return view?.convertFromRoot(point) ?? point
    }

    /// The location of touch number `touchIndex` (in the order they began) in `view`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = activeTouches
        guard touches.indices.contains(touchIndex) else { return location(in: view) }
        return touches[touchIndex].location(in: view)
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes (it fails if the
    /// other recognizes). Requiring itself, or a requirement that would close a cycle (A waits for B, B for
    /// A), is a misuse: reported with the recognizers named, and nothing changes.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        if let error = FailureRequirements.checkAdding(otherGestureRecognizer, to: self) {
            UIInputError.report(error, near: view ?? otherGestureRecognizer.view)
            return
        }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (subclass override point).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (subclass override point).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, makes this one fail (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Subclass override points

    /// Touches began (subclasses override; call `super`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when the recognizer returns to possible after a gesture: clear per-gesture state here.
    open func reset() {}
    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        if !ignoredTouches.contains(where: { $0 === touch }) { ignoredTouches.append(touch) }
    }

    // MARK: Actions

    /// The closures run on every state change to began, changed, ended (recognized) and cancelled.
    var actions: [(id: Int, handler: (UIGestureRecognizer) -> Void)] = []
    private var nextActionID = 0

    func appendAction(_ handler: @escaping (UIGestureRecognizer) -> Void) -> UIGestureRecognizerAction {
        nextActionID += 1
        actions.append((nextActionID, handler))
        return UIGestureRecognizerAction(id: nextActionID)
    }

    /// Removes an action added with `addAction`.
    public func removeAction(_ action: UIGestureRecognizerAction) { actions.removeAll { $0.id == action.id } }

    /// UIKit's selector form cannot exist on Linux (no Objective-C runtime).
    @available(*, unavailable, message: "Selectors need the Objective-C runtime: use addAction { recognizer in … }")
    public func addTarget(_ target: Any, action: Any) {}

    /// UIKit's selector form cannot exist on Linux (no Objective-C runtime).
    @available(*, unavailable, message: "Selectors need the Objective-C runtime: use removeAction(_:)")
    public func removeTarget(_ target: Any?, action: Any?) {}

    // MARK: Internal state

    var storedState = State.possible {
        didSet { if oldValue != storedState { stateChangedStorage?.fire((oldValue, storedState)) } }
    }
    private var stateChangedStorage: UIViewEvent<(old: State, new: State)>?

    /// Fired on every change of ``state`` — including failing and the reset to possible, which actions do not
    /// see (the seed's `StateChanged`).
    public var stateChanged: UIViewEvent<(old: State, new: State)> {
        if let stateChangedStorage { return stateChangedStorage }
        let event = UIViewEvent<(old: State, new: State)>()
        stateChangedStorage = event
        return event
    }
    /// The state the recognizer moves to once its failure requirements have failed (nil: not waiting).
    var pendingState: State?
    /// The arena (the root's recognizer coordinator) the recognizer is taking part in.
    weak var arena: GestureArena?
    /// The touches received since the last reset, in the order they began.
    var trackedTouches: [UITouch] = []
    var ignoredTouches: [UITouch] = []
    /// Where the touches were last (root space), for ``location(in:)`` after they are over.
    var lastRootLocation = CGPoint.zero
    /// Recognizers this one waits for (``require(toFail:)``).
    var failureRequirements: [WeakRecognizer] = []
    /// An owner's extra condition for leaving possible (a scroll view's pan asks whether it can scroll).
    var shouldBeginHook: ((UIGestureRecognizer) -> Bool)?

    /// The tracked touches that are still down and not ignored.
    var activeTouches: [UITouch] {
        trackedTouches.filter { t in !t.isOver && !ignoredTouches.contains { $0 === t } }
    }

    /// Whether the recognizer tracks `touch` and has not ignored it.
    func receives(_ touch: UITouch) -> Bool {
        trackedTouches.contains { $0 === touch } && !ignoredTouches.contains { $0 === touch }
    }

    /// The root's current time (0 when detached).
    var currentTime: TimeInterval { arena?.input.clock.now ?? (view?.topMostView as? UIRootView)?.currentTime ?? 0 }

    /// Runs `action` after `delay` seconds on the root's clock, while the recognizer is in the same gesture
    /// cycle (a reset cancels it). Returns false when the recognizer is in no root.
    @discardableResult
    func scheduleTimer(after delay: TimeInterval, _ action: @escaping () -> Void) -> Bool {
        guard let arena else { return false }
        let cycle = resetCount
        arena.input.schedule(at: arena.input.clock.now + delay) { [weak self] in
            guard let self, self.resetCount == cycle, self.arena != nil else { return }
            action()
        }
        return true
    }
    /// Counts resets (timers of an earlier cycle check it).
    var resetCount = 0

    /// A short description naming the recognizer and its view, for error messages.
    var debugName: String {
        var s = String(describing: type(of: self))
        if let name { s += " '\(name)'" }
        if let view { s += " on \(view.debugName)" }
        return s
    }
}

/// A handle to a closure added with `addAction`, for ``UIGestureRecognizer/removeAction(_:)``.
public struct UIGestureRecognizerAction: Hashable, Sendable {
    let id: Int
}

/// The closure forms of a recognizer's target-action, typed as the recognizer's own class.
public protocol UIGestureRecognizerActions: UIGestureRecognizer {
    init()
}

extension UIGestureRecognizer: UIGestureRecognizerActions {}

extension UIGestureRecognizerActions {
    /// Makes a recognizer that calls `handler` on every state change to began, changed, ended (recognized)
    /// and cancelled — UIKit's `init(target:action:)`, as a closure.
    public init(handler: @escaping (Self) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Adds a closure called on every state change to began, changed, ended (recognized) and cancelled —
    /// UIKit's `addTarget(_:action:)`, as a closure. Returns a handle for ``UIGestureRecognizer/removeAction(_:)``.
    @discardableResult
    public func addAction(_ handler: @escaping (Self) -> Void) -> UIGestureRecognizerAction {
        appendAction { recognizer in if let typed = recognizer as? Self { handler(typed) } }
    }
}

/// A weak reference to a recognizer (failure requirements do not keep recognizers alive).
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

extension UIView {
    /// A short description for error messages: the class and the accessibility identifier.
    var debugName: String {
        var s = "<\(type(of: self))"
        if let id = accessibilityIdentifier { s += " '\(id)'" }
        return s + ">"
    }
}
