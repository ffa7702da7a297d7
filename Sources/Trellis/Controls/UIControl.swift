import Foundation

/// The base class of controls (UIKit's `UIControl`): a view with a state (enabled, selected, highlighted,
/// focused) that turns touches and keys into events and runs the actions added for them.
///
/// Linux Swift has no Objective-C runtime, so UIKit's target–action pairs become closures: add a ``UIAction``
/// for events with ``addAction(_:for:)``.
///
/// A control tracks the first touch that goes down in it. The touch counts as inside while it stays within
/// ``trackingSlop`` points of the bounds (UIKit's generous area: a release a little outside is still a tap):
/// moving it out and back sends ``Event/touchDragExit`` and ``Event/touchDragEnter``, and the control is
/// highlighted only while it is inside. Lifting it sends ``Event/touchUpInside`` or ``Event/touchUpOutside``.
/// A disabled control tracks nothing. The focused control activates with Space, Return or a game pad's select
/// button (``Event/primaryActionTriggered``), highlighted while the key is down.
open class UIControl: UIView {
    /// How far outside its bounds a tracked touch still counts as inside (UIKit's 70 points).
    public static let trackingSlop: CGFloat = 70

    // MARK: State

    /// Whether the control takes touches and keys (false: it dims and ignores them; a touch it was tracking
    /// is dropped without further events).
    open var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            if !isEnabled { stopTracking() }
            controlStateDidChange()
        }
    }

    /// Whether the control is selected (a toggled button, the chosen one of a group).
    open var isSelected = false {
        didSet { if oldValue != isSelected { controlStateDidChange() } }
    }

    /// Whether the control is highlighted: set while a tracked touch is inside or the select key is held.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { controlStateDidChange() } }
    }

    /// The control's state: the flags of ``isEnabled``, ``isSelected``, ``isHighlighted`` and focus.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// How the control places its content horizontally.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if oldValue != contentHorizontalAlignment { setNeedsLayout() } }
    }
    /// How the control places its content vertically.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if oldValue != contentVerticalAlignment { setNeedsLayout() } }
    }

    /// Whether the control is following a touch (``beginTracking(_:with:)`` said yes and no end came yet).
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control's slop area.
    public private(set) var isTouchInside = false

    /// The touch being followed.
    private weak var trackedTouch: UITouch?
    /// The select key held down on the focused control.
    private var activationKey: UIKeyboardHIDUsage?
    private var activationPressType: UIPress.PressType?
    /// The actions and the events each runs for, in the order they were added.
    private var registrations: [(action: UIAction, events: Event)] = []

    // MARK: Making controls

    /// A control with the given frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A control with the given frame that runs `primaryAction` for ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Actions

    /// Runs `action` whenever one of `controlEvents` happens. An action whose identifier is already on the
    /// control replaces it (UIKit's rule).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll { $0.action.identifier == action.identifier }
        registrations.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents` (it stays for its other events).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for i in registrations.indices where registrations[i].action.identifier == actionIdentifier {
            registrations[i].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The events some action is added for.
    open var allControlEvents: Event { registrations.reduce(into: []) { $0.formUnion($1.events) } }

    /// The action with `identifier` added for any event (nil: none).
    open func action(identifiedBy identifier: UIAction.Identifier) -> UIAction? {
        registrations.first { $0.action.identifier == identifier }?.action
    }

    /// Runs, in the order they were added, the actions added for any of `controlEvents`, with the control as
    /// their ``UIAction/sender``. Actions added or removed by a handler take effect from the next call.
    open func sendActions(for controlEvents: Event) {
        let due = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        for registration in due { sendAction(registration.action) }
    }

    /// Runs `action` with the control as its sender.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// UIKit's selector form cannot exist on Linux (no Objective-C runtime).
    @available(*, unavailable, message: "Selectors need the Objective-C runtime: use addAction(_:for:) with a UIAction")
    public func addTarget(_ target: Any?, action: Any, for controlEvents: Event) { fatalError("unavailable") }

    // MARK: Tracking (override points)

    /// A touch went down in the enabled control; return whether to keep following it (default: true).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The followed touch moved; return whether to keep following it (default: true).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The followed touch lifted (before ``Event/touchUpInside`` or ``Event/touchUpOutside`` is sent).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The followed touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `touch` is inside the control's slop area (the bounds grown by ``trackingSlop``).
    func isInsideSlop(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -UIControl.trackingSlop, dy: -UIControl.trackingSlop).contains(touch.location(in: self))
    }

    // MARK: Subclass hooks (internal)

    /// Called when ``state`` changed; controls redraw and restyle their content here (call `super`).
    func controlStateDidChange() { setNeedsDisplay() }

    /// The events a tap (a touch lifted inside) sends: ``Event/touchUpInside``, and for controls whose tap is
    /// their primary action (buttons) also ``Event/primaryActionTriggered``.
    var tapEvents: Event { .touchUpInside }

    /// Whether Space, Return and select presses activate the focused control (a text field types them).
    var activatesWithSelectKeys: Bool { true }

    /// The keyboard or game-pad activation of the focused control: sends ``Event/primaryActionTriggered``
    /// (controls with a value change it first and send ``Event/valueChanged`` too).
    func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.min(by: { $0.timestamp < $1.timestamp }) else {
            return
        }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideSlop(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (false, false): sendActions(for: .touchDragOutside)
        case (true, false): sendActions(for: [.touchDragExit, .touchDragOutside])
        case (false, true): sendActions(for: [.touchDragEnter, .touchDragInside])
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInsideSlop(touch)
        isTouchInside = inside
        if isTracking { endTracking(touch, with: event) }
        resetTracking()
        sendActions(for: inside ? tapEvents : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        if isTracking { cancelTracking(with: event) }
        resetTracking()
        sendActions(for: .touchCancel)
    }

    /// Forgets the tracked touch and the highlight.
    private func resetTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    /// Drops a touch being tracked without events (the control was disabled).
    private func stopTracking() {
        if trackedTouch != nil, isTracking { cancelTracking(with: nil) }
        resetTracking()
        activationKey = nil
        activationPressType = nil
    }

    // MARK: Keys and focus

    /// Enabled controls take keyboard and game-pad focus.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Whether `press` is one that activates a focused control.
    private func isActivation(_ press: UIPress) -> Bool {
        guard activatesWithSelectKeys else { return false }
        if press.type == .select { return true }
        guard let key = press.key, key.modifierFlags.shortcutRelevant.isEmpty else { return false }
        return key.keyCode == .keyboardSpacebar
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEnabled, let press = presses.first(where: isActivation) else {
            return super.pressesBegan(presses, with: event)
        }
        activationKey = press.key?.keyCode
        activationPressType = press.type
        isHighlighted = true
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard activationPressType != nil,
            let press = presses.first(where: { $0.type == activationPressType && $0.key?.keyCode == activationKey })
        else { return super.pressesEnded(presses, with: event) }
        _ = press
        activationKey = nil
        activationPressType = nil
        isHighlighted = false
        if isEnabled { performPrimaryAction() }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard activationPressType != nil else { return super.pressesCancelled(presses, with: event) }
        activationKey = nil
        activationPressType = nil
        isHighlighted = false
    }

    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        if context.nextFocusedView === self || context.previouslyFocusedView === self { controlStateDidChange() }
    }
}
