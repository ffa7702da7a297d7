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

/// A view of multiline, editable text (UIKit's `UITextView`).
///
/// With ``UIScrollView/isScrollEnabled`` off, the text view sizes to its text like a multiline label: its
/// intrinsic height is the text wrapped at the width the layout gives it, plus ``textContainerInset`` (seed
/// 001's ticker, the self-sizing text view of a chat app: it grows as the user types). With scrolling on it has
/// no intrinsic size, its ``UIScrollView/contentSize`` is the text's, and editing scrolls the caret into view.
///
/// Editing (``isEditable``) works as ``UITextField``'s, through the same editor: a click puts the caret (two:
/// the word; three: the paragraph; Shift: extends), arrows, word and line moves, Up and Down by visual line
/// keeping the caret's x, Shift to select, the pasteboard, undo and redo, marked text; Return types a newline.
/// Lines wrap as the user types. The text is laid out one paragraph at a time (`EditableTextLayout`), so an
/// edit lays out again only the paragraph it changed. The delegate (``UITextViewDelegate``, set through
/// ``UIScrollView/delegate``) is asked and told as UIKit's. See `UITextView+Editing.swift`.
open class UITextView: UIScrollView, UITextInput, TextEditorHost {
    /// The editing model: the text, the selection, undo.
    let editor = TextEditor()
    /// The caret's blink on the root's clock.
    let caretBlink = CaretBlink()

    /// The text shown. Setting it drops the attributes of ``attributedText``, moves the caret to the end and
    /// clears the undo history.
    open var text: String! {
        get { editor.text }
        set {
            let text = newValue ?? ""
            guard text != editor.text || storedAttributedText != nil || editor.marked != nil else { return }
            storedAttributedText = nil
            editor.setText(text)
            textDidChange(relayout: true)
        }
    }

    /// The text with attributes; characters without a font or color attribute use ``font`` and ``textColor``.
    /// Reading it after setting ``text`` gives the text with the view's font and color. Typing into attributed
    /// text takes the attributes of the character before the caret.
    open var attributedText: NSAttributedString! {
        get {
            storedAttributedText
                ?? NSAttributedString(
                    string: editor.text, attributes: [.font: effectiveFont, .foregroundColor: textColor ?? .label])
        }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            editor.setText(newValue?.string ?? "")
            textDidChange(relayout: true)
        }
    }
    var storedAttributedText: NSAttributedString?

    /// Whether the font follows the reader's content size category when it was made for a text style.
    open var adjustsFontForContentSizeCategory = false {
        didSet {
            contentSizeObservation.follow(adjustsFontForContentSizeCategory) { [weak self] in
                guard let self else { return }
                let category = UIContentSizeCategory.preferred
                if let adjusted = font?.adjusted(to: category) { font = adjusted }
                if let attributed = storedAttributedText {
                    storedAttributedText = attributed.adjustingFonts(to: category)
                    textDidChange(relayout: true)
                }
            }
        }
    }
    private let contentSizeObservation = ContentSizeObservation()

    /// The font (nil: UIKit's default, the system font at 12 points).
    open var font: UIFont? {
        didSet { if !(font?.isEqual(oldValue) ?? (oldValue == nil)) { textDidChange(relayout: true) } }
    }
    /// The text color (nil: ``UIColor/label``).
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How lines sit horizontally.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if oldValue != textAlignment { textDidChange(relayout: true) } }
    }
    /// Whether the user can change the text (default true). A text view that is not editable but selectable
    /// still takes clicks, selection and copy.
    open var isEditable = true {
        didSet { if !isEditable, isEditingText { _ = resignFirstResponder() } }
    }
    /// Whether the user can select the text (and so copy it; default true).
    open var isSelectable = true

    /// Space between the view's edges and the text container (UIKit's default: 8 above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if oldValue != textContainerInset { textDidChange(relayout: true) } }
    }

    /// The text container: line padding, line limit, line breaking.
    public let textContainer = NSTextContainer()

    /// Scrolling decides whether the text view has an intrinsic size.
    open override var isScrollEnabled: Bool {
        didSet { if oldValue != isScrollEnabled { textDidChange(relayout: false) } }
    }

    /// The font used: ``font`` or the default.
    public var effectiveFont: UIFont { font ?? UIFont.systemFont(ofSize: 12) }

    private var measuredWidth: CGFloat?

    // MARK: Editing state (see UITextView+Editing.swift)

    /// Whether the user is editing (first responder and editable).
    var isEditingText = false
    /// The x an Up or Down move aims for while moves follow each other (nil: the caret's own).
    var verticalGoalX: CGFloat?
    /// Set while an Up or Down move changes the selection, so the goal survives it.
    var isMovingVertically = false
    /// The paragraph stack laid out at the current width (nil: made again when next asked).
    private var storedStack: EditableTextLayout?

    /// A text view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        textContainer.onChange = { [unowned self] in textDidChange(relayout: true) }
        editor.host = self
    }

    // MARK: Measuring

    /// The horizontal space around the text: the container inset and the line padding on both sides.
    private var horizontalInset: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }

    /// The text laid out for a view `width` wide (nil: unbounded), as one layout.
    public func textLayout(forViewWidth width: CGFloat?) -> TextLayout {
        containerLayout(
            editor.length > 0 ? 0..<editor.length : 0..<0, width: width.map { max(0, $0 - horizontalInset) })
    }

    /// A range of the text laid out for lines `width` wide (the container's width; nil: unbounded).
    private func containerLayout(_ range: Range<Int>, width: CGFloat?) -> TextLayout {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard let attributed = storedAttributedText else {
            let text = range == 0..<editor.length ? editor.text : editor.substring(range)
            return TextLayout(
                text: text, font: effectiveFont, width: width, numberOfLines: textContainer.maximumNumberOfLines,
                lineBreakMode: textContainer.lineBreakMode, alignment: textAlignment, rightToLeft: rtl)
        }
        return TextLayout(
            attributedText: attributed, font: effectiveFont, width: width,
            numberOfLines: textContainer.maximumNumberOfLines,
            lineBreakMode: textContainer.lineBreakMode, alignment: textAlignment, rightToLeft: rtl)
    }

    /// The text laid out at the view's width, a paragraph at a time (attributed text and a line limit: one
    /// chunk). Edits update it in place.
    var textStack: EditableTextLayout {
        let width = wrapWidth.map { max(0, $0 - horizontalInset) }
        if let stack = storedStack {
            stack.width = width
            return stack
        }
        let splits = storedAttributedText == nil && textContainer.maximumNumberOfLines == 0
        let stack = EditableTextLayout(text: editor.text, splitsParagraphs: splits, width: width) {
            [unowned self] range, width in
            containerLayout(range, width: width)
        }
        storedStack = stack
        return stack
    }

    /// Where the text's box starts, in content coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The view's width once laid out (nil before).
    private var wrapWidth: CGFloat? { bounds.width > 0 ? bounds.width : nil }

    /// The size of `layout` plus the insets, rounded up to whole points.
    private func paddedSize(_ layout: TextLayout) -> CGSize {
        padded(CGSize(width: layout.width, height: layout.height))
    }

    /// A text size rounded up to whole points, plus the insets.
    private func padded(_ size: CGSize) -> CGSize {
        CGSize(
            width: (size.width - 1e-9).rounded(.up) + horizontalInset,
            height: (size.height - 1e-9).rounded(.up) + textContainerInset.top + textContainerInset.bottom)
    }

    /// With scrolling off: the text's natural width and its height wrapped at the laid-out width, plus insets.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let stack = textStack
        return padded(CGSize(width: stack.naturalWidth, height: stack.height))
    }

    /// With scrolling off, the intrinsic size the text view would have at `width` (layout engine hook: a
    /// fitting-size calculation asks before the view has that width).
    override func intrinsicContentSize(atWidth width: CGFloat) -> CGSize? {
        guard !isScrollEnabled else { return nil }
        if width == bounds.width { return intrinsicContentSize }
        let height = paddedSize(textLayout(forViewWidth: width > 0 ? width : nil)).height
        return CGSize(width: padded(CGSize(width: textStack.naturalWidth, height: 0)).width, height: height)
    }

    /// The size of the text wrapped within `size.width`, plus insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        paddedSize(textLayout(forViewWidth: size.width > 0 ? size.width : nil))
    }

    /// The first line's baseline below the top: the top inset plus the first line's baseline.
    open override var firstBaselineOffsetFromTop: CGFloat? {
        textContainerInset.top + (textStack.firstBaseline ?? effectiveFont.ascender)
    }

    /// The last line's baseline above the bottom, for a text view at its intrinsic height.
    open override var lastBaselineOffsetFromBottom: CGFloat? {
        let stack = textStack
        let last = stack.layout(stack.paragraphs.count - 1)
        let below =
            last.lines.last.map { last.height - $0.baseline } ?? (-effectiveFont.descender + effectiveFont.leading)
        return textContainerInset.bottom + ((stack.height - 1e-9).rounded(.up) - stack.height) + below
    }

    // MARK: Responder (the editing behind these is in UITextView+Editing.swift)

    /// Undo and redo of the user's edits.
    open var undoManager: UndoManager? { editor.undoManager }

    /// A selectable or editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Becomes first responder; an editable text view starts editing unless the delegate refuses
    /// (``UITextViewDelegate/textViewShouldBeginEditing(_:)``), then tells it.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing() }

    /// Resigns first responder unless the delegate refuses; commits marked text and ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditing() }

    /// The editing shortcuts while first responder (moving, selecting and copying only when not editable).
    open override var keyCommands: [UIKeyCommand]? { isFirstResponder ? editingKeyCommands : super.keyCommands }

    /// A press puts the caret (see ``closestPosition(to:)``); other touches go on up the chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isSelectable || isEditable else {
            return super.touchesBegan(touches, with: event)
        }
        pressBegan(touch)
    }

    /// A drag extends the selection.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isSelectable || isEditable else {
            return super.touchesMoved(touches, with: event)
        }
        pressMoved(touch)
    }

    /// The press ends (the selection stays).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable || isEditable else { return super.touchesEnded(touches, with: event) }
    }

    /// A cancelled press leaves the selection as it is.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable || isEditable else { return super.touchesCancelled(touches, with: event) }
    }

    // MARK: Drawing

    /// Draws the selection, the text's lines that meet `rect`, the marked text's underline and the caret
    /// (see `UITextView+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawText(in: context, visible: rect)
    }

    // MARK: Changes

    /// The text or how it is laid out changed: `relayout` drops the paragraph stack (a new text, font,
    /// width rule); then the intrinsic size, baselines and content size follow, and the view redraws.
    func textDidChange(relayout: Bool) {
        if relayout { storedStack = nil }
        measuredWidth = wrapWidth
        invalidateIntrinsicContentSize()
        invalidateBaselineOffsets()
        if isScrollEnabled {
            let stack = textStack
            contentSize = padded(CGSize(width: stack.usedWidth, height: stack.height))
        }
        setNeedsDisplay()
    }

    /// A width change measures the text again (the intrinsic height, or the content size, follows).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard measuredWidth != wrapWidth else { return }
        textDidChange(relayout: false)
        scrollCaretIntoView()
    }
}
