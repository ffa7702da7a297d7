import Foundation

/// An on/off control (UIKit's `UISwitch`): a sliding switch, UIKit's 51 × 31 points, or — with
/// ``preferredStyle`` `.checkbox` (Mac Catalyst's style, and the seed system's checkbox) — a check box with an
/// optional ``title``.
///
/// A tap or click toggles it; dragging the thumb of a sliding switch sets it by where the drag ends; Space,
/// Return or a game pad's select button toggles the focused switch. Each change by the user sends
/// ``UIControl/Event/valueChanged`` and ``UIControl/Event/primaryActionTriggered``; ``setOn(_:animated:)``
/// sends nothing, as UIKit's.
open class UISwitch: UIControl {
    /// How a switch looks (UIKit's `UISwitch.Style`).
    public enum Style: Int, Sendable {
        /// The platform's choice: sliding.
        case automatic
        /// A check box with an optional title.
        case checkbox
        /// The sliding switch.
        case sliding
    }

    /// The size of the sliding switch (UIKit's 51 × 31).
    public static let slidingSize = CGSize(width: 51, height: 31)
    /// The check box's side, and the gap between it and the title.
    static let checkboxSide: CGFloat = 18, checkboxGap: CGFloat = 8

    /// Whether the switch is on (setting it jumps: no slide).
    open var isOn = false {
        didSet {
            guard oldValue != isOn else { return }
            slide = nil
            slideTicker?.isActive = false
            setNeedsDisplay()
        }
    }
    /// The thumb's slide: where it started (0 off … 1 on) and when (see `UISwitch+Slide.swift`).
    var slide: (from: CGFloat, start: TimeInterval)?
    var slideTicker: ViewClockTicker?
    /// The track color when on (nil: system green; a check box uses the tint).
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb's color (nil: white).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The style asked for.
    open var preferredStyle: Style = .automatic {
        didSet { if oldValue != preferredStyle { sizeDidChange() } }
    }
    /// The style used: ``preferredStyle``, with `.automatic` resolved to `.sliding`.
    open var style: Style { preferredStyle == .checkbox ? .checkbox : .sliding }
    /// The title beside a check box (sliding switches show none, as UIKit's on iOS).
    open var title: String? {
        didSet { if oldValue != title { sizeDidChange() } }
    }
    /// The title's font (system, 15 points).
    open var titleFont = UIFont.systemFont(ofSize: 15) {
        didSet { sizeDidChange() }
    }

    /// Where the tracked touch went down (for telling a drag from a tap).
    private var touchStart: CGPoint?

    /// A switch with the given frame (its size stays UIKit's 51 × 31 when sliding).
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the state without sending actions; `animated`, the thumb slides there on the root's clock (see
    /// `UISwitch+Slide.swift`).
    open func setOn(_ on: Bool, animated: Bool) {
        if animated { slide(to: on) } else { isOn = on }
    }

    // MARK: Size

    /// The laid-out title (nil: none, or a sliding switch).
    var titleLayout: TextLayout? {
        guard style == .checkbox, let title, !title.isEmpty else { return nil }
        return TextLayout(text: title, font: titleFont, numberOfLines: 1)
    }

    /// 51 × 31 sliding; a check box is its 18-point box, plus 8 points and the title's rounded size.
    open override var intrinsicContentSize: CGSize {
        guard style == .checkbox else { return UISwitch.slidingSize }
        let side = UISwitch.checkboxSide
        guard let text = titleLayout?.roundedSize else { return CGSize(width: side, height: side) }
        return CGSize(width: side + UISwitch.checkboxGap + text.width, height: max(side, text.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func sizeDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Input

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStart = touch.location(in: self)
        return true
    }

    /// Lifted inside: a sliding switch dragged more than 8 points sideways takes the side the drag ended on;
    /// otherwise the switch toggles.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { touchStart = nil }
        guard let touch, isInsideSlop(touch) else { return }
        let end = touch.location(in: self)
        var next = !isOn
        if style == .sliding, let start = touchStart, abs(end.x - start.x) > 8 {
            next = end.x > bounds.midX
        }
        changeByUser(to: next)
    }

    override func performPrimaryAction() { changeByUser(to: !isOn) }

    /// A change the user made: the new state (the thumb sliding there), then the value and primary-action
    /// events.
    private func changeByUser(to on: Bool) {
        guard on != isOn else { return }
        slide(to: on)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: Drawing

    /// Draws the track and thumb, or the box, check mark and title (see `UISwitch+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        if style == .checkbox { drawCheckbox(in: context) } else { drawSliding(in: context) }
        context.restoreGState()
    }
}
