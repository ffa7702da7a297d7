import Foundation

/// The region a text view lays its text out in (UIKit's `NSTextContainer`, the parts that size text).
public final class NSTextContainer {
    /// Space kept at each end of every line, inside the text container inset (UIKit's default 5).
    public var lineFragmentPadding: CGFloat = 5 { didSet { onChange() } }
    /// The most lines laid out; 0 means no limit.
    public var maximumNumberOfLines = 0 { didSet { onChange() } }
    /// How lines break and the last one truncates.
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { onChange() } }
    /// Tells the text view when a setting changed.
    var onChange: () -> Void = {}

    init() {}
}

/// A view of multiline text (UIKit's `UITextView`; Trellis shows text and does not edit it).
///
/// With ``UIScrollView/isScrollEnabled`` off, the text view sizes to its text like a multiline label: its
/// intrinsic height is the text wrapped at the width the layout gives it, plus ``textContainerInset`` (seed
/// 001's ticker). With scrolling on it has no intrinsic size and its ``UIScrollView/contentSize`` is the text's.
open class UITextView: UIScrollView {
    /// The text shown. Setting it drops the attributes of ``attributedText``.
    open var text: String! {
        get { storedText }
        set {
            let text = newValue ?? ""
            guard text != storedText || storedAttributedText != nil else { return }
            storedText = text
            storedAttributedText = nil
            textDidChange()
        }
    }
    private var storedText = ""

    /// The text with attributes; characters without a font or color attribute use ``font`` and ``textColor``.
    /// Reading it after setting ``text`` gives the text with the view's font and color.
    open var attributedText: NSAttributedString! {
        get {
            storedAttributedText ?? NSAttributedString(
                string: storedText, attributes: [.font: effectiveFont, .foregroundColor: textColor ?? .label])
        }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            storedText = newValue?.string ?? ""
            textDidChange()
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// Whether the font follows the reader's content size category when it was made for a text style.
    open var adjustsFontForContentSizeCategory = false {
        didSet {
            contentSizeObservation.follow(adjustsFontForContentSizeCategory) { [weak self] in
                guard let self else { return }
                let category = UIContentSizeCategory.preferred
                if let adjusted = font?.adjusted(to: category) { font = adjusted }
                if let attributed = storedAttributedText {
                    storedAttributedText = attributed.adjustingFonts(to: category)
                    textDidChange()
                }
            }
        }
    }
    private let contentSizeObservation = ContentSizeObservation()

    /// The font (nil: UIKit's default, the system font at 12 points).
    open var font: UIFont? {
        didSet { if !(font?.isEqual(oldValue) ?? (oldValue == nil)) { textDidChange() } }
    }
    /// The text color (nil: ``UIColor/label``).
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How lines sit horizontally.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if oldValue != textAlignment { textDidChange() } }
    }
    /// Whether the text could be edited (kept for source compatibility).
    open var isEditable = true
    /// Whether the text could be selected (kept for source compatibility).
    open var isSelectable = true

    /// Space between the view's edges and the text container (UIKit's default: 8 above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if oldValue != textContainerInset { textDidChange() } }
    }

    /// The text container: line padding, line limit, line breaking.
    public let textContainer = NSTextContainer()

    /// Scrolling decides whether the text view has an intrinsic size.
    open override var isScrollEnabled: Bool {
        didSet { if oldValue != isScrollEnabled { textDidChange() } }
    }

    /// The font used: ``font`` or the default.
    public var effectiveFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }

    private var measuredWidth: CGFloat?

    /// A text view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.onChange = { [unowned self] in textDidChange() }
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        textContainer.onChange = { [unowned self] in textDidChange() }
    }

    // MARK: Measuring

    /// The horizontal space around the text: the container inset and the line padding on both sides.
    private var horizontalInset: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }

    /// The text laid out for a view `width` wide (nil: unbounded lines).
    public func textLayout(forViewWidth width: CGFloat?) -> TextLayout {
        let width = width.map { max(0, $0 - horizontalInset) }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard let attributed = storedAttributedText else {
            return TextLayout(
                text: storedText, font: effectiveFont, width: width, numberOfLines: textContainer.maximumNumberOfLines,
                lineBreakMode: textContainer.lineBreakMode, alignment: textAlignment, rightToLeft: rtl)
        }
        return TextLayout(
            attributedText: attributed, font: effectiveFont, width: width, numberOfLines: textContainer.maximumNumberOfLines,
            lineBreakMode: textContainer.lineBreakMode, alignment: textAlignment, rightToLeft: rtl)
    }

    /// The view's width once laid out (nil before).
    private var wrapWidth: CGFloat? { bounds.width > 0 ? bounds.width : nil }

    /// The size of `layout` plus the insets, rounded up to whole points.
    private func paddedSize(_ layout: TextLayout) -> CGSize {
        let text = layout.roundedSize
        return CGSize(
            width: text.width + horizontalInset, height: text.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// With scrolling off: the text's natural width and its height wrapped at the laid-out width, plus insets.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let height = paddedSize(textLayout(forViewWidth: wrapWidth)).height
        return CGSize(width: paddedSize(textLayout(forViewWidth: nil)).width, height: height)
    }

    /// With scrolling off, the intrinsic size the text view would have at `width` (layout engine hook: a
    /// fitting-size calculation asks before the view has that width).
    override func intrinsicContentSize(atWidth width: CGFloat) -> CGSize? {
        guard !isScrollEnabled else { return nil }
        let height = paddedSize(textLayout(forViewWidth: width > 0 ? width : nil)).height
        return CGSize(width: paddedSize(textLayout(forViewWidth: nil)).width, height: height)
    }

    /// The size of the text wrapped within `size.width`, plus insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        paddedSize(textLayout(forViewWidth: size.width > 0 ? size.width : nil))
    }

    /// The first line's baseline below the top: the top inset plus the first line's baseline.
    open override var firstBaselineOffsetFromTop: CGFloat? {
        textContainerInset.top + (textLayout(forViewWidth: wrapWidth).lines.first?.baseline ?? effectiveFont.ascender)
    }

    /// The last line's baseline above the bottom, for a text view at its intrinsic height.
    open override var lastBaselineOffsetFromBottom: CGFloat? {
        let layout = textLayout(forViewWidth: wrapWidth)
        let below = layout.lines.last.map { layout.height - $0.baseline } ?? (-effectiveFont.descender + effectiveFont.leading)
        return textContainerInset.bottom + (layout.roundedSize.height - layout.height) + below
    }

    // MARK: Drawing

    /// Draws the text's lines that meet `rect` (see `UITextView+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawText(in: context, visible: rect)
    }

    // MARK: Changes

    private func textDidChange() {
        setNeedsDisplay()
        measuredWidth = wrapWidth
        invalidateIntrinsicContentSize()
        invalidateBaselineOffsets()
        if isScrollEnabled { contentSize = paddedSize(textLayout(forViewWidth: wrapWidth)) }
    }

    /// A width change measures the text again (the intrinsic height, or the content size, follows).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard measuredWidth != wrapWidth else { return }
        textDidChange()
    }
}
