import Foundation

/// A view that shows read-only text (UIKit's `UILabel`).
///
/// Its intrinsic size is its text's size in ``font``, rounded up to whole points. A label allowed more than one
/// line wraps to the width the layout gives it — no ``preferredMaxLayoutWidth`` needed: when a layout pass
/// changes its width, the label measures its text at that width (the seed's optimal-size calculation) and its
/// intrinsic height follows within the same ``UIView/layoutIfNeeded()``. Hugging defaults to 251 on both axes
/// (UIKit's and the seed's), so labels keep their text size before plain views do.
open class UILabel: UIView {
    /// The text shown (nil: none). Setting it drops the attributes of ``attributedText``.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            guard newValue != text || storedAttributedText != nil else { return }
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }
    private var storedText: String?

    /// The text with attributes (fonts, colors, kerning, paragraph styles…); characters without a font or
    /// color attribute use ``font`` and ``textColor``, paragraphs without a paragraph style ``textAlignment``
    /// and ``lineBreakMode``. Reading it after setting ``text`` gives the text with the label's font and color.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            return NSAttributedString(
                string: storedText, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            storedText = newValue?.string
            textDidChange()
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// The font (UIKit's default: the system font at 17 points). Setting nil restores the default.
    open var font: UIFont! {
        get { storedFont }
        set {
            let font = newValue ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
            guard !font.isEqual(storedFont) else { return }
            storedFont = font
            textDidChange()
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    /// Whether the font follows the reader's content size category (``UIContentSizeCategory/preferred``) when
    /// it was made for a text style (a preferred font, or one scaled by ``UIFontMetrics``).
    open var adjustsFontForContentSizeCategory = false {
        didSet {
            contentSizeObservation.follow(adjustsFontForContentSizeCategory) { [weak self] in
                self?.contentSizeCategoryDidChange()
            }
        }
    }
    private let contentSizeObservation = ContentSizeObservation()

    /// Whether a single line too wide for the label is drawn in a smaller font, down to
    /// ``minimumScaleFactor`` times the size, before it truncates (the intrinsic size is the text's full size).
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }
    /// The smallest fraction of the font size ``adjustsFontSizeToFitWidth`` goes down to (default 0: any).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    /// Whether the last line may tighten its character spacing (up to 5 % of the font size per character)
    /// before it truncates.
    open var allowsDefaultTighteningForTruncation = false {
        didSet { setNeedsDisplay() }
    }

    /// The text color (default: ``UIColor/label``). Setting nil restores the default.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }
    private var storedTextColor = UIColor.label

    /// How lines sit horizontally (default: natural — left, or right in right-to-left content).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if oldValue != textAlignment { textDidChange() } }
    }

    /// The most lines shown; 0 means as many as the text needs (default 1). Read on every measurement, so its
    /// storage skips dynamic exclusivity checks (main-thread only, like all of UIKit).
    @exclusivity(unchecked) open var numberOfLines = 1 {
        didSet { if oldValue != numberOfLines { textDidChange() } }
    }

    /// How lines wrap and the last one truncates (default: truncating tail).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if oldValue != lineBreakMode { textDidChange() } }
    }

    /// The width multiline text wraps at for the intrinsic size; 0 (the default) wraps at the width the layout
    /// gives the label.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { textDidChange() } }
    }

    /// Whether the label draws its text in its enabled colors (dimmed when false).
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { setNeedsDisplay() } }
    }

    /// The width the intrinsic height was measured at (nil: unbounded).
    private var measuredWidth: CGFloat?
    /// How many times the label laid its text out (cache misses of ``layoutCache``): a test-support count, read
    /// by tests that check a change is measured once.
    package private(set) var _textMeasurements = 0
    /// The label's recent text layouts (`TextLayoutCache.swift`); emptied when the text or a setting changes.
    private var layoutCache = TextLayoutCache()

    /// A label with the given frame; its hugging priorities are 251.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        huggingPriorities = (.init(251), .init(251))
        isUserInteractionEnabled = false  // UIKit's default for labels: touches go to the view behind
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        huggingPriorities = (.init(251), .init(251))
        isUserInteractionEnabled = false
    }

    // MARK: Measuring

    /// Whether the label wraps at the width the layout gives it.
    private var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The text laid out for lines at most `width` wide (nil: unbounded), with the label's settings.
    public func textLayout(forWidth width: CGFloat?) -> TextLayout {
        textLayout(forWidth: width, numberOfLines: numberOfLines, scale: 1)
    }

    /// The text laid out with the label's settings, its fonts scaled by `scale`.
    /// Answered from ``layoutCache`` when the label was asked the same question since its text last changed.
    private func textLayout(forWidth width: CGFloat?, numberOfLines: Int, scale: CGFloat) -> TextLayout {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let key = TextLayoutCache.Key(
            text: storedAttributedText == nil ? storedText ?? "" : nil, attributed: storedAttributedText,
            font: storedFont,
            width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: textAlignment,
            rightToLeft: rtl, allowsTightening: allowsDefaultTighteningForTruncation, scale: scale)
        if let cached = layoutCache.layout(for: key) { return cached }
        _textMeasurements += 1
        let font = scale == 1 ? storedFont : storedFont.withSize(storedFont.pointSize * scale)
        let layout: TextLayout
        if let attributed = storedAttributedText {
            layout = TextLayout(
                attributedText: scale == 1 ? attributed : attributed.scalingFonts(by: scale), font: font, width: width,
                numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: textAlignment, rightToLeft: rtl,
                allowsTightening: allowsDefaultTighteningForTruncation)
        } else {
            layout = TextLayout(
                text: storedText ?? "", font: font, width: width, numberOfLines: numberOfLines,
                lineBreakMode: lineBreakMode,
                alignment: textAlignment, rightToLeft: rtl, allowsTightening: allowsDefaultTighteningForTruncation)
        }
        layoutCache.store(layout, for: key)
        return layout
    }

    /// The width multiline text wraps at now: the preferred width, else the laid-out width once there is one.
    private var wrapWidth: CGFloat? {
        if numberOfLines == 1 { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    /// The text's size, rounded up to whole points; a multiline label's height is measured at `wrapWidth`.
    open override var intrinsicContentSize: CGSize {
        guard let text = self.text, !text.isEmpty else { return .zero }
        let width = wrapWidth
        let wrapped = textLayout(forWidth: width).roundedSize
        if wrapsAtLayoutWidth {
            // The width asked for is the text's natural width, so the label grows to its text when it can;
            // the height is that of the text wrapped at the width the layout gave.
            return CGSize(width: textLayout(forWidth: nil).roundedSize.width, height: wrapped.height)
        }
        return wrapped
    }

    /// A label that wraps at its laid-out width has the intrinsic size it would have at `width` (layout engine
    /// hook: a fitting-size calculation asks before the label has that width).
    override func intrinsicContentSize(atWidth width: CGFloat) -> CGSize? {
        guard wrapsAtLayoutWidth, let text, !text.isEmpty else { return nil }
        let height = textLayout(forWidth: width > 0 ? width : nil).roundedSize.height
        return CGSize(width: textLayout(forWidth: nil).roundedSize.width, height: height)
    }

    /// The layout engine's constraints hold the label's size at `width` (layout engine hook; a fitting-size
    /// question may have asked at a width other than its bounds'): a layout pass measures it again only if its
    /// laid-out width turns out different.
    override func intrinsicContentSizeWasMeasured(atWidth width: CGFloat) {
        guard wrapsAtLayoutWidth else { return }
        measuredWidth = width > 0 ? width : nil
        if measuredWidth != wrapWidth { setNeedsLayout() }
    }

    /// The size of the text laid out within `size.width` (multiline labels wrap at it), rounded up.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        return textLayout(forWidth: width).roundedSize
    }

    /// The rectangle the text occupies within `bounds` with at most `numberOfLines` lines (0: the label's),
    /// centered vertically as the label draws it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let layout = textLayout(
            forWidth: bounds.width, numberOfLines: numberOfLines > 0 ? numberOfLines : self.numberOfLines, scale: 1)
        let size = layout.roundedSize
        return CGRect(
            x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: min(size.width, bounds.width),
            height: size.height)
    }

    /// Whether the text does not fit the label's bounds: lines dropped, an ellipsis shown, or wider than the
    /// label.
    public var isTruncated: Bool {
        let layout = textLayout(forWidth: bounds.width)
        return layout.isTruncated || layout.width > bounds.width + 1e-9 || layout.height > bounds.height + 1e-9
    }

    /// The text's layout in the current bounds: lines wrapped at the label's width, in a smaller font when
    /// ``adjustsFontSizeToFitWidth`` shrinks it.
    public var currentTextLayout: TextLayout {
        let layout = textLayout(forWidth: bounds.width)
        guard adjustsFontSizeToFitWidth, !fits(layout) else { return layout }
        return shrunkLayout()
    }

    /// Whether a layout shows all its text within the label's width.
    private func fits(_ layout: TextLayout) -> Bool {
        !layout.isTruncated && layout.width <= bounds.width + 1e-9
    }

    /// The layout in the largest font scale (at least ``minimumScaleFactor``) at which the text fits, found by
    /// bisection to 1/1024 of the size; at the minimum scale (truncated) when none fits.
    private func shrunkLayout() -> TextLayout {
        let minimum = max(0.01, min(1, minimumScaleFactor))
        let smallest = textLayout(forWidth: bounds.width, numberOfLines: numberOfLines, scale: minimum)
        guard fits(smallest) else { return smallest }
        var low = minimum, high: CGFloat = 1, best = smallest
        while high - low > 1.0 / 1024 {
            let mid = (low + high) / 2
            let layout = textLayout(forWidth: bounds.width, numberOfLines: numberOfLines, scale: mid)
            if fits(layout) {
                low = mid
                best = layout
            } else {
                high = mid
            }
        }
        return best
    }

    // MARK: Baselines

    /// The first line's baseline below the top, for a label at its intrinsic height (text centered vertically
    /// in the rounded-up height).
    open override var firstBaselineOffsetFromTop: CGFloat? {
        let layout = textLayout(forWidth: wrapWidth)
        return (layout.roundedSize.height - layout.height) / 2 + (layout.lines.first?.baseline ?? font.ascender)
    }

    /// The last line's baseline above the bottom, for a label at its intrinsic height.
    open override var lastBaselineOffsetFromBottom: CGFloat? {
        let layout = textLayout(forWidth: wrapWidth)
        let below = layout.lines.last.map { layout.height - $0.baseline } ?? (-font.descender + font.leading)
        return (layout.roundedSize.height - layout.height) / 2 + below
    }

    // MARK: Drawing

    /// Draws the text where ``currentTextLayout`` measured it (see `UILabel+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawText(in: context)
    }

    // MARK: Changes

    /// The preferred content size category changed: a text-style font follows it.
    private func contentSizeCategoryDidChange() {
        let category = UIContentSizeCategory.preferred
        if let adjusted = font.adjusted(to: category) { font = adjusted }
        if let attributed = storedAttributedText {
            storedAttributedText = attributed.adjustingFonts(to: category)
            textDidChange()
        }
    }

    private func textDidChange() {
        layoutCache.removeAll()
        setNeedsDisplay()
        measuredWidth = wrapWidth
        invalidateIntrinsicContentSize()
        invalidateBaselineOffsets()
    }

    /// A multiline label whose width changed measures its text again at the new width (its intrinsic height
    /// follows in the same layout pass).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard wrapsAtLayoutWidth, measuredWidth != wrapWidth else { return }
        measuredWidth = wrapWidth
        invalidateIntrinsicContentSize()
        invalidateBaselineOffsets()
    }
}
