import Foundation

/// A control with − and + halves that step a value (UIKit's `UIStepper`), UIKit's 94 × 32 points.
///
/// Pressing a half steps the value at once; with ``autorepeat`` (the default), holding it steps again after
/// 0.5 s and then every 0.1 s on the root's clock. Each step sends ``UIControl/Event/valueChanged`` (with
/// ``isContinuous`` off, held steps send one event when the touch lifts). The focused stepper steps with the
/// arrow keys (up and right: +).
open class UIStepper: UIControl {
    /// UIKit's stepper size.
    public static let size = CGSize(width: 94, height: 32)
    /// When a held half first repeats, and then how often.
    public static let autorepeatDelay: TimeInterval = 0.5, autorepeatInterval: TimeInterval = 0.1

    /// The value, within ``minimumValue`` … ``maximumValue``.
    open var value: Double = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            if oldValue != value { setNeedsDisplay() }
        }
    }
    /// The smallest value (default 0).
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = max(value, minimumValue)
        }
    }
    /// The largest value (default 100).
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(value, maximumValue)
        }
    }
    /// The step (default 1; must be positive: other values are ignored).
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = oldValue } }
    }
    /// Whether stepping past one end wraps to the other.
    open var wraps = false
    /// Whether holding a half repeats.
    open var autorepeat = true
    /// Whether held steps send value changes as they happen.
    open var isContinuous = true

    /// The half being pressed (−1 or +1; 0: none).
    private(set) var pressedDirection = 0
    /// The pending repeat.
    private var repeatAction: UIScheduledAction?
    private var valueAtTouchDown: Double = 0

    /// A stepper with the given frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize { UIStepper.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    /// Whether stepping `direction` (±1) can change the value now.
    func canStep(_ direction: Int) -> Bool {
        wraps || (direction > 0 ? value < maximumValue : value > minimumValue)
    }

    /// Steps once; returns whether the value changed.
    @discardableResult
    private func step(_ direction: Int) -> Bool {
        let before = value
        var next = value + Double(direction) * stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        value = next
        return value != before
    }

    // MARK: Input

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = value
        pressedDirection = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(pressedDirection) else {
            pressedDirection = 0
            return false
        }
        if step(pressedDirection) { sendActions(for: .valueChanged) }
        scheduleRepeat(after: UIStepper.autorepeatDelay)
        setNeedsDisplay()
        return true
    }

    /// Schedules the next held step on the root's clock.
    private func scheduleRepeat(after delay: TimeInterval) {
        guard autorepeat, let root = inputRoot else { return }
        repeatAction = root.schedule(at: root.currentTime + delay) { [weak self] in
            guard let self, self.pressedDirection != 0, self.isTouchInside else { return }
            if self.step(self.pressedDirection), self.isContinuous { self.sendActions(for: .valueChanged) }
            self.scheduleRepeat(after: UIStepper.autorepeatInterval)
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishPress() }
    open override func cancelTracking(with event: UIEvent?) { finishPress() }

    private func finishPress() {
        repeatAction?.cancel()
        repeatAction = nil
        pressedDirection = 0
        if !isContinuous && value != valueAtTouchDown {
            sendActions(for: .valueChanged)
        }
        setNeedsDisplay()
    }

    /// The arrow keys step the focused stepper.
    open override var keyCommands: [UIKeyCommand]? {
        guard isEnabled, isFocused else { return super.keyCommands }
        let press = { [unowned self] (direction: Int) in
            if step(direction) { sendActions(for: .valueChanged) }
        }
        return [
            UIKeyCommand(input: UIKeyCommand.inputUpArrow) { _ in press(1) },
            UIKeyCommand(input: UIKeyCommand.inputRightArrow) { _ in press(1) },
            UIKeyCommand(input: UIKeyCommand.inputDownArrow) { _ in press(-1) },
            UIKeyCommand(input: UIKeyCommand.inputLeftArrow) { _ in press(-1) },
        ]
    }

    // MARK: Drawing

    /// A light gray rounded rectangle split by a hairline; − and + drawn as strokes in the label color (in
    /// the tertiary color at an end that cannot step further); the pressed half darkens.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        let box = CGRect(
            x: bounds.midX - UIStepper.size.width / 2, y: bounds.midY - UIStepper.size.height / 2,
            width: UIStepper.size.width, height: UIStepper.size.height)
        let path = UIBezierPath(roundedRect: box, cornerRadius: 8)
        context.setFillColor(UIColor.systemGray6.cgColor)
        context.addPath(path)
        context.fillPath()
        if pressedDirection != 0 {
            context.saveGState()
            context.addPath(path)
            context.clip()
            let half = CGRect(
                x: pressedDirection < 0 ? box.minX : box.midX, y: box.minY, width: box.width / 2, height: box.height)
            context.setFillColor(UIColor.black.withAlphaComponent(0.1).cgColor)
            context.fill(half)
            context.restoreGState()
        }
        context.setFillColor(UIColor.systemGray4.cgColor)
        context.fill(CGRect(x: box.midX - 0.5, y: box.minY + 8, width: 1, height: box.height - 16))
        context.setLineWidth(2)
        for direction in [-1, 1] {
            let center = CGPoint(x: box.midX + CGFloat(direction) * box.width / 4, y: box.midY)
            context.setStrokeColor((canStep(direction) ? UIColor.label : .tertiaryLabel).cgColor)
            var points = [CGPoint(x: center.x - 7, y: center.y), CGPoint(x: center.x + 7, y: center.y)]
            if direction > 0 {
                points += [CGPoint(x: center.x, y: center.y - 7), CGPoint(x: center.x, y: center.y + 7)]
            }
            context.strokeLineSegments(between: points)
        }
        context.restoreGState()
    }
}
