import Foundation

/// A row of segments, each a title or an image, one of which is selected (UIKit's `UISegmentedControl`).
///
/// A tap or click on an enabled segment selects it and sends ``UIControl/Event/valueChanged`` (when the
/// selection changed); the focused control moves its selection with the left and right arrow keys. Setting
/// ``selectedSegmentIndex`` in code sends nothing, as UIKit's.
///
/// Sizes: 32 points tall. Each segment's content width is its title (13-point semibold, the selected look)
/// or image plus 12 points on each side. The intrinsic width is the widest content times the number of
/// segments, or — with ``apportionsSegmentWidthsByContent`` — the sum of the contents; a width set with
/// ``setWidth(_:forSegmentAt:)`` is used as is. Laid out wider or narrower, segments without a set width
/// share what is left equally (or in proportion to their content when apportioning).
open class UISegmentedControl: UIControl {
    /// ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1
    /// UIKit's segmented control height, and the space each side of a segment's content.
    public static let height: CGFloat = 32, segmentPadding: CGFloat = 12

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
    }
    private(set) var segments: [Segment] = []

    /// The selected segment (``noSegment``: none). Out-of-range values select nothing.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = UISegmentedControl.noSegment }
            if oldValue != selectedSegmentIndex { setNeedsDisplay() }
        }
    }
    /// Whether segments only flash when tapped and do not stay selected.
    open var isMomentary = false
    /// Whether segments are as wide as their content (true) or all as wide as the widest (false).
    open var apportionsSegmentWidthsByContent = false {
        didSet { if oldValue != apportionsSegmentWidthsByContent { sizeDidChange() } }
    }
    /// The selected segment's background (nil: white).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The font of unselected titles (the selected one is drawn semibold).
    static let font = UIFont.systemFont(ofSize: 13)
    static let selectedFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

    /// The segment under a touch that went down (nil: none, or it left).
    private(set) var pressedSegment: Int?

    /// A control with segments for `items`: each a `String` (a title) or a ``UIImage``; other values make
    /// empty segments.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            segments.append(Segment(title: item as? String, image: item as? UIImage))
        }
        sizeDidChange()
    }

    /// An empty control with the given frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// An empty control running `actions`, one segment per action (its title and image), each run when its
    /// segment is selected by the user.
    public convenience init(frame: CGRect = .zero, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { segments.append(Segment(title: action.title, image: action.image)) }
        let list = actions
        addAction(
            UIAction { [unowned self] _ in
                if list.indices.contains(selectedSegmentIndex) { sendAction(list[selectedSegmentIndex]) }
            }, for: .valueChanged)
        sizeDidChange()
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a title segment at `segment` (clamped to 0 … count).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }
    /// Inserts an image segment at `segment` (clamped to 0 … count).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }
    private func insert(_ new: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(new, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        sizeDidChange()
    }
    /// Removes the segment at `segment` (out of range: nothing).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        sizeDidChange()
    }
    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = UISegmentedControl.noSegment
        sizeDidChange()
    }
    /// Sets a segment's title (replacing its image). Out of range: nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        sizeDidChange()
    }
    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    /// Sets a segment's image (replacing its title). Out of range: nothing.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        sizeDidChange()
    }
    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }
    /// Sets a segment's width (0: automatic). Out of range or negative: nothing.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width >= 0, width.isFinite else { return }
        segments[segment].width = width
        sizeDidChange()
    }
    /// A segment's set width (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }
    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }
    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    private func sizeDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Sizes

    /// The laid-out title of a segment (semibold: the widest look).
    func titleLayout(_ index: Int, selected: Bool) -> TextLayout? {
        guard let title = segments[index].title, !title.isEmpty else { return nil }
        return TextLayout(text: title, font: selected ? Self.selectedFont : Self.font, numberOfLines: 1)
    }

    /// A segment's content width plus padding.
    func contentWidth(_ index: Int) -> CGFloat {
        let content = segments[index].image?.size.width ?? titleLayout(index, selected: true)?.roundedSize.width ?? 0
        return content + 2 * UISegmentedControl.segmentPadding
    }

    /// Segment widths at their natural size (set widths, else content or the widest content).
    private var naturalWidths: [CGFloat] {
        let contents = segments.indices.map(contentWidth)
        let widest = contents.max() ?? 0
        return segments.indices.map { i in
            segments[i].width > 0 ? segments[i].width : (apportionsSegmentWidthsByContent ? contents[i] : widest)
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidths.reduce(0, +), height: UISegmentedControl.height)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' frames in the bounds, leading to trailing: set widths kept, the rest of the width shared
    /// by the automatic segments (equally, or by content when apportioning).
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let natural = naturalWidths
        let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(0) { $0 + natural[$1] }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let naturalAutomatic = automatic.reduce(0) { $0 + natural[$1] }
        let free = max(0, bounds.width - fixed)
        var widths = natural
        for i in automatic {
            widths[i] =
                naturalAutomatic > 0 && apportionsSegmentWidthsByContent
                ? free * natural[i] / naturalAutomatic : free / CGFloat(automatic.count)
        }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = rtl ? bounds.maxX : bounds.minX
        return widths.map { w in
            defer { x += rtl ? -w : w }
            return CGRect(x: rtl ? x - w : x, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    /// The segment under `point` (nil: none).
    func segment(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return segmentFrames().firstIndex { $0.contains(point) }
    }

    // MARK: Input

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressedSegment = segment(at: touch.location(in: self)).flatMap { segments[$0].isEnabled ? $0 : nil }
        setNeedsDisplay()
        return pressedSegment != nil
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let under = segment(at: touch.location(in: self))
        let next = under.flatMap { segments[$0].isEnabled ? $0 : nil }
        if next != pressedSegment {
            pressedSegment = next
            setNeedsDisplay()
        }
        return true
    }

    /// Lifted over an enabled segment: it becomes the selection (momentary controls flash and forget it).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            pressedSegment = nil
            setNeedsDisplay()
        }
        guard let touch, let index = segment(at: touch.location(in: self)), segments[index].isEnabled else { return }
        select(index)
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedSegment = nil
        setNeedsDisplay()
    }

    /// Selection by the user: the new index, then valueChanged when it differs (momentary: always, and the
    /// selection is cleared afterwards).
    private func select(_ index: Int) {
        let changed = index != selectedSegmentIndex
        selectedSegmentIndex = index
        if changed || isMomentary { sendActions(for: .valueChanged) }
        if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
    }

    /// The arrow keys move the focused control's selection to the next enabled segment.
    open override var keyCommands: [UIKeyCommand]? {
        guard isEnabled, isFocused, !segments.isEmpty else { return super.keyCommands }
        let move = { [unowned self] (step: Int) in
            var i =
                selectedSegmentIndex == UISegmentedControl.noSegment
                ? (step > 0 ? -1 : segments.count) : selectedSegmentIndex
            repeat { i += step } while segments.indices.contains(i) && !segments[i].isEnabled
            if segments.indices.contains(i) { select(i) }
        }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return [
            UIKeyCommand(input: UIKeyCommand.inputRightArrow) { _ in move(rtl ? -1 : 1) },
            UIKeyCommand(input: UIKeyCommand.inputLeftArrow) { _ in move(rtl ? 1 : -1) },
        ]
    }

    // MARK: Drawing

    /// A light gray rounded track; the selected segment a white rounded card inset 2 points with a soft
    /// shadow; hairline separators between unselected neighbours; titles centered (semibold when selected)
    /// or images tinted with the label color; disabled segments in the tertiary color.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        context.setFillColor(UIColor.systemGray6.cgColor)
        context.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: 9))
        context.fillPath()
        let frames = segmentFrames()
        if let pressed = pressedSegment, pressed != selectedSegmentIndex {
            context.setFillColor(UIColor.black.withAlphaComponent(0.06).cgColor)
            context.addPath(UIBezierPath(roundedRect: frames[pressed].insetBy(dx: 2, dy: 2), cornerRadius: 7))
            context.fillPath()
        }
        if frames.indices.contains(selectedSegmentIndex) {
            let card = frames[selectedSegmentIndex].insetBy(dx: 2, dy: 2)
            context.setFillColor(UIColor.black.withAlphaComponent(0.08).cgColor)
            context.addPath(
                UIBezierPath(roundedRect: card.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5), cornerRadius: 7.5))
            context.fillPath()
            context.setFillColor((selectedSegmentTintColor ?? .white).cgColor)
            context.addPath(UIBezierPath(roundedRect: card, cornerRadius: 7))
            context.fillPath()
        }
        for i in frames.indices.dropFirst() where i != selectedSegmentIndex && i - 1 != selectedSegmentIndex {
            let x = min(frames[i].minX, frames[i - 1].minX) == frames[i].minX ? frames[i].maxX : frames[i].minX
            context.setFillColor(UIColor.systemGray4.cgColor)
            context.fill(CGRect(x: x - 0.5, y: bounds.minY + 8, width: 1, height: max(0, bounds.height - 16)))
        }
        for (i, frame) in frames.enumerated() {
            let color: UIColor = segments[i].isEnabled ? .label : .tertiaryLabel
            if let image = segments[i].image {
                let r = CGRect(
                    x: frame.midX - image.size.width / 2, y: frame.midY - image.size.height / 2,
                    width: image.size.width, height: image.size.height)
                image.draw(in: r, context: context, templateColor: color)
            } else if let layout = titleLayout(i, selected: i == selectedSegmentIndex) {
                context.saveGState()
                context.clip(to: frame.insetBy(dx: 4, dy: 0))
                let origin = CGPoint(
                    x: max(frame.minX + 4, frame.midX - layout.width / 2), y: frame.midY - layout.height / 2)
                layout.draw(in: context, origin: origin, color: color.cgColor)
                context.restoreGState()
            }
        }
        context.restoreGState()
    }
}
