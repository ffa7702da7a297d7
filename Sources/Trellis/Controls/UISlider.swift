import Foundation

/// A control that picks a value from a continuous range by dragging a thumb along a track (UIKit's
/// `UISlider`).
///
/// Dragging the thumb moves the value with it (the point where the thumb was grabbed stays under the
/// pointer); pressing the track elsewhere jumps the thumb there and drags on from that point (click to
/// track). With ``isContinuous`` (the default) every move sends ``UIControl/Event/valueChanged``; without it,
/// one event goes out when the touch lifts, if the value changed. The focused slider moves a tenth of its
/// range per press of the arrow keys (held keys repeat). ``setValue(_:animated:)`` sends nothing.
///
/// The intrinsic height is 31 points (a 28-point thumb); the width comes from the layout.
open class UISlider: UIControl {
    /// The thumb's diameter, and the track's thickness.
    public static let thumbDiameter: CGFloat = 28, trackHeight: CGFloat = 4
    /// UIKit's intrinsic height of a slider.
    public static let intrinsicHeight: CGFloat = 31

    /// The value, always within ``minimumValue`` … ``maximumValue``.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0
    /// The smallest value (changing it clamps ``value``).
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// The largest value (changing it clamps ``value``).
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Whether dragging sends value changes as it goes (true) or once at the end (false).
    open var isContinuous = true
    /// The track's color left of the thumb (nil: the tint).
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track's color right of the thumb (nil: light gray).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's color (nil: white).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The grab offset: the pointer's x minus the thumb's center when the drag began.
    private var grabOffset: CGFloat = 0
    /// The value when the touch went down (to tell whether a non-continuous drag changed it).
    private var valueAtTouchDown: Float = 0

    /// A slider with the given frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the value, clamped to the range (NaN is ignored), without sending actions.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        let clamped = min(max(value, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        setNeedsDisplay()
    }

    // MARK: Geometry (UIKit's override points)

    /// The track: as wide as the bounds, 4 points tall, centered vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2, width: bounds.width, height: UISlider.trackHeight
        )
    }

    /// The thumb for `value`: its center travels from `thumbDiameter / 2` inside the track's start to the same
    /// inside its end, in proportion to the value.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = UISlider.thumbDiameter
        let center = rect.minX + d / 2 + max(0, rect.width - d) * CGFloat(fraction(of: value))
        return CGRect(x: center - d / 2, y: rect.midY - d / 2, width: d, height: d)
    }

    /// Where `value` lies in the range, 0 … 1 (0 for an empty range).
    private func fraction(of value: Float) -> Float {
        let span = maximumValue - minimumValue
        return span > 0 ? (value - minimumValue) / span : 0
    }

    /// The value whose thumb center is at `x` (clamped to the range).
    private func value(atThumbCenter x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds), d = UISlider.thumbDiameter
        let travel = max(0, track.width - d)
        guard travel > 0 else { return minimumValue }
        let f = Float(min(max((x - track.minX - d / 2) / travel, 0), 1))
        return minimumValue + f * (maximumValue - minimumValue)
    }

    /// No intrinsic width; 31 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.intrinsicHeight)
    }

    // MARK: Tracking

    /// A press on the thumb (grown by 8 points) grabs it where it is; elsewhere the thumb jumps under the
    /// pointer first.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = storedValue
        let p = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        if thumb.insetBy(dx: -8, dy: -8).contains(p) {
            grabOffset = p.x - thumb.midX
        } else {
            grabOffset = 0
            move(to: p.x)
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        move(to: touch.location(in: self).x)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { move(to: touch.location(in: self).x) }
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// Follows the pointer at `x`: a changed value redraws and, when continuous, is sent.
    private func move(to x: CGFloat) {
        let next = value(atThumbCenter: x - grabOffset)
        guard next != storedValue else { return }
        setValue(next, animated: false)
        if isContinuous { sendActions(for: .valueChanged) }
    }

    /// The arrow keys move the focused slider by a tenth of its range (left and down decrease).
    open override var keyCommands: [UIKeyCommand]? {
        guard isEnabled, isFocused else { return super.keyCommands }
        let step = (maximumValue - minimumValue) / 10
        let adjust = { [unowned self] (delta: Float) in
            let before = storedValue
            setValue(storedValue + delta, animated: false)
            if storedValue != before { sendActions(for: .valueChanged) }
        }
        return [
            UIKeyCommand(input: UIKeyCommand.inputRightArrow) { _ in adjust(step) },
            UIKeyCommand(input: UIKeyCommand.inputUpArrow) { _ in adjust(step) },
            UIKeyCommand(input: UIKeyCommand.inputLeftArrow) { _ in adjust(-step) },
            UIKeyCommand(input: UIKeyCommand.inputDownArrow) { _ in adjust(-step) },
        ]
    }

    // MARK: Drawing

    /// The track in two colors split at the thumb's center, then the thumb (a white disc with a soft edge).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let radius = track.height / 2
        context.setFillColor((maximumTrackTintColor ?? .systemGray4).cgColor)
        context.addPath(UIBezierPath(roundedRect: track, cornerRadius: radius))
        context.fillPath()
        let filled = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        context.setFillColor((minimumTrackTintColor ?? tintColor).cgColor)
        context.addPath(UIBezierPath(roundedRect: filled, cornerRadius: min(radius, filled.width / 2)))
        context.fillPath()
        context.setFillColor(UIColor.black.withAlphaComponent(0.12).cgColor)
        context.fillEllipse(in: thumb.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5))
        context.setFillColor((thumbTintColor ?? .white).cgColor)
        context.fillEllipse(in: thumb)
        if isHighlighted {
            context.setFillColor(UIColor.black.withAlphaComponent(0.06).cgColor)
            context.fillEllipse(in: thumb)
        }
        context.restoreGState()
    }
}
