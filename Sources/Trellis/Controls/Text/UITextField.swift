import Foundation

/// A single line of editable text (UIKit's `UITextField`).
///
/// A click (or keyboard focus) makes it the first responder and starts editing: the root's text events type
/// into it, Backspace and Return edit, and the editing shortcuts of a desktop field work (arrows, word and
/// line moves, Shift to select, double click for a word, triple click for everything, drag to select, copy,
/// cut and paste through ``UIPasteboard/general``, undo and redo through ``undoManager``). The caret never
/// splits a grapheme cluster. Long text scrolls sideways so the caret stays visible; ``text`` always holds
/// everything typed.
///
/// Editing sends ``UIControl/Event/editingDidBegin``, ``UIControl/Event/editingChanged`` (each edit by the
/// user), ``UIControl/Event/editingDidEnd``; Return sends ``UIControl/Event/editingDidEndOnExit`` and
/// ``UIControl/Event/primaryActionTriggered`` when the delegate agrees (and resigns when actions are added
/// for `editingDidEndOnExit`, as UIKit's).
open class UITextField: UIControl, UITextInput, TextEditorHost {
    /// The field's border (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A sunken rectangle.
        case bezel
        /// A rounded rectangle on white (UIKit's usual field).
        case roundedRect
    }

    /// When an overlay view (clear button, left and right views) shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    let editor = TextEditor()
    /// The caret's blink on the root's clock.
    let caretBlink = CaretBlink()

    // MARK: Content and look

    /// The text: always everything typed ("" when empty). Setting it moves the caret to the end, sends no
    /// events and clears the undo history.
    open var text: String? {
        get { editor.text }
        set {
            let value = newValue ?? ""
            guard value != editor.text || editor.marked != nil else { return }
            editor.setText(value)
            contentDidChange(resize: true)
        }
    }
    /// The gray text shown while the field is empty.
    open var placeholder: String? { didSet { if oldValue != placeholder { contentDidChange(resize: true) } } }
    /// The font (default: the system font at 17 points).
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? UIFont.systemFont(ofSize: 17)
            contentDidChange(resize: true)
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: 17)
    /// The text color (nil: ``UIColor/label``).
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Where the text sits when it is shorter than the field.
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange(resize: false) } }
    /// The border.
    open var borderStyle: BorderStyle = .none {
        didSet { if oldValue != borderStyle { contentDidChange(resize: true) } }
    }
    /// When the clear button (an ⓧ at the trailing end that empties the field) shows.
    open var clearButtonMode: ViewMode = .never { didSet { contentDidChange(resize: true) } }
    /// A view at the leading end (an icon), shown as ``leftViewMode`` says.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When ``leftView`` shows.
    open var leftViewMode: ViewMode = .never { didSet { contentDidChange(resize: true) } }
    /// A view at the trailing end, shown as ``rightViewMode`` says.
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When ``rightView`` shows.
    open var rightViewMode: ViewMode = .never { didSet { contentDidChange(resize: true) } }
    /// Whether the text is shown as bullets (it is never copied or cut; ``text`` holds the characters).
    open var isSecureTextEntry = false { didSet { contentDidChange(resize: true) } }
    /// Whether setting ``text`` while editing clears it first (kept for source compatibility).
    open var clearsOnBeginEditing = false
    /// The delegate.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is being edited (it is the first responder).
    public private(set) var isEditing = false
    /// Undo and redo of the user's edits.
    open var undoManager: UndoManager? { editor.undoManager }

    /// How far the text is scrolled sideways (points), to keep the caret visible.
    private(set) var scrollX: CGFloat = 0
    /// The laid-out display text (bullets for secure entry), made on demand.
    private var cachedLayout: TextLayout?

    // MARK: Making fields

    /// A field with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpEditor()
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpEditor()
    }

    private func setUpEditor() {
        editor.allowsNewlines = false
        editor.host = self
    }

    /// Takes a new overlay view into the hierarchy.
    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        contentDidChange(resize: true)
    }

    /// Content changed: forget the layout, re-measure when the size may change, redraw.
    func contentDidChange(resize: Bool) {
        cachedLayout = nil
        if resize { invalidateIntrinsicContentSize() }
        scrollCaretIntoView()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Text layout

    /// The most text laid out at once (UTF-16 units): longer texts lay out a window of this size around the
    /// caret, since a single line shows only a few hundred characters; ``text`` still holds everything.
    static let layoutWindowSize = 1024

    /// The part of the text laid out now (UTF-16 offsets, cluster boundaries): all of it, or a window around
    /// the caret.
    private(set) var layoutWindow = 0..<0

    /// Chooses the window: everything when short; else the current window while the caret stays 256 units
    /// inside it, otherwise one starting half a window before the caret.
    private func updateLayoutWindow() {
        let length = editor.length, size = UITextField.layoutWindowSize
        guard length > size else {
            layoutWindow = 0..<length
            return
        }
        let caret = editor.selection.upperBound
        var lower = layoutWindow.lowerBound
        let comfortable =
            (lower == 0 || caret >= lower + 256) && (lower + size >= length || caret <= lower + size - 256)
        if !comfortable { lower = max(0, caret - size / 2) }
        lower = editor.boundary(atOrBefore: min(lower, length - size))
        layoutWindow = lower..<max(caret, editor.boundary(atOrBefore: min(length, lower + size)))
    }

    /// Whether the caret has left the comfortable middle of the window (the layout must move).
    private var windowNeedsMove: Bool {
        guard editor.length > UITextField.layoutWindowSize else { return false }
        let caret = editor.selection.upperBound, w = layoutWindow
        return
            !((w.lowerBound == 0 || caret >= w.lowerBound + 256)
            && (w.upperBound == editor.length || caret <= w.upperBound - 256))
    }

    /// What is drawn of the window: its text, or one bullet per character for secure entry.
    var displayText: String {
        if cachedLayout == nil { updateLayoutWindow() }
        let text = editor.substring(layoutWindow)
        return isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
    }

    /// The window's display text laid out on one line.
    var textLayout: TextLayout {
        if let cachedLayout { return cachedLayout }
        updateLayoutWindow()
        let layout = TextLayout(
            text: displayText, font: storedFont, numberOfLines: 1, lineBreakMode: .byClipping,
            alignment: .left, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        cachedLayout = layout
        return layout
    }

    /// The layout offset of a text offset (clamped to the window; secure entry shows one bullet per
    /// character).
    func displayOffset(_ offset: Int) -> Int {
        let offset = min(max(offset, layoutWindow.lowerBound), layoutWindow.upperBound)
        guard isSecureTextEntry else { return offset - layoutWindow.lowerBound }
        return editor.substring(layoutWindow.lowerBound..<offset).count
    }

    /// The text offset of a layout offset.
    func textOffset(_ display: Int) -> Int {
        guard isSecureTextEntry else { return layoutWindow.lowerBound + display }
        let text = editor.substring(layoutWindow)
        let i = text.index(text.startIndex, offsetBy: min(max(0, display), text.count))
        return layoutWindow.lowerBound + text.utf16.distance(from: text.utf16.startIndex, to: i)
    }

    /// The horizontal and vertical space between the border and the text.
    var textInsets: (x: CGFloat, y: CGFloat) {
        switch borderStyle {
        case .none: (0, 0)
        case .line: (2, 2)
        case .bezel: (3, 3)
        case .roundedRect: (7, 7)
        }
    }

    /// Where the text layout's origin is in the view: aligned in the text rect when it fits, else scrolled.
    var textOrigin: CGPoint {
        let rect = editingRect(forBounds: bounds)
        let layout = textLayout
        let width = layout.width
        var x = rect.minX - scrollX
        if width <= rect.width {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            switch textAlignment {
            case .center: x = rect.midX - width / 2
            case .right: x = rect.maxX - width
            case .natural where rtl: x = rect.maxX - width
            default: x = rect.minX
            }
        }
        let height = max(layout.height, storedFont.lineHeight)
        return CGPoint(x: x, y: rect.midY - height / 2)
    }

    // MARK: Geometry (UIKit's override points)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn when not editing: inside the border's insets, between the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: textInsets.x, dy: textInsets.y)
        if isShowing(leftViewMode), leftView != nil {
            let start = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= start - rect.minX
            rect.origin.x = start
        }
        if isShowing(rightViewMode), rightView != nil {
            rect.size.width = rightViewRect(forBounds: bounds).minX - rect.minX
        } else if isShowingClearButton {
            rect.size.width = clearButtonRect(forBounds: bounds).minX - rect.minX
        }
        rect.size.width = max(0, rect.width)
        rect.size.height = max(0, rect.height)
        return rect
    }
    /// Where the text is drawn while editing (the same as ``textRect(forBounds:)``).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the placeholder is drawn.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The left view's frame: at the leading edge, its own size, centered vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = leftView else { return .zero }
        let size = overlaySize(view)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The right view's frame: at the trailing edge, its own size, centered vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = rightView else { return .zero }
        let size = overlaySize(view)
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The clear button: 19 points square, 6 points from the trailing edge (before a right view).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        return CGRect(x: bounds.maxX - 6 - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    private func overlaySize(_ view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: intrinsic.width >= 0 ? intrinsic.width : view.bounds.width,
            height: intrinsic.height >= 0 ? intrinsic.height : view.bounds.height)
    }

    /// Whether an overlay with `mode` shows now.
    func isShowing(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Whether the clear button shows: its mode says so and there is text.
    var isShowingClearButton: Bool { isShowing(clearButtonMode) && !editor.text.isEmpty }

    /// Intrinsic size: the text's (or the placeholder's) width and the font's line height, rounded up, plus
    /// the border's insets on both sides and the overlays' widths. A rounded-rect field at 17 points:
    /// `ceil(lineHeight) + 14` tall.
    open override var intrinsicContentSize: CGSize {
        // Long texts measure their first window (a field that wide is off any screen).
        let width = measuredTextWidth()
        var extra: CGFloat = 2 * textInsets.x
        if isShowing(leftViewMode), let view = leftView { extra += overlaySize(view).width }
        if isShowing(rightViewMode), let view = rightView {
            extra += overlaySize(view).width
        } else if isShowing(clearButtonMode) {
            extra += 25
        }
        let line = (storedFont.lineHeight - 1e-9).rounded(.up)
        return CGSize(width: width + extra + 2, height: line + 2 * textInsets.y)
    }

    /// The rounded width of what the field shows at its start — the text's first window (bullets for secure
    /// entry) or the placeholder — measured again only when that string changed: typing past the first
    /// window, or while the laid-out window is that same string, costs no extra layout.
    private func measuredTextWidth() -> CGFloat {
        var shown =
            editor.text.isEmpty
            ? (placeholder ?? "") : editor.substring(0..<editor.boundary(atOrBefore: UITextField.layoutWindowSize))
        if isSecureTextEntry && !editor.text.isEmpty { shown = String(repeating: "\u{2022}", count: shown.count) }
        if let measured = measuredWidth, measured.text == shown, measured.font === storedFont { return measured.width }
        let width: CGFloat
        if !editor.text.isEmpty, layoutWindow.lowerBound == 0, displayText == shown {
            width = textLayout.roundedSize.width
        } else {
            width = TextLayout(text: shown, font: storedFont, numberOfLines: 1).roundedSize.width
        }
        measuredWidth = (shown, storedFont, width)
        return width
    }

    /// The last measurement of ``measuredTextWidth()``.
    private var measuredWidth: (text: String, font: UIFont, width: CGFloat)?

    /// Places the overlay views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let view = leftView {
            view.isHidden = !isShowing(leftViewMode)
            view.frame = leftViewRect(forBounds: bounds)
        }
        if let view = rightView {
            view.isHidden = !isShowing(rightViewMode)
            view.frame = rightViewRect(forBounds: bounds)
        }
        scrollCaretIntoView()
    }

    /// The first baseline: the text's baseline where it is drawn.
    open override var firstBaselineOffsetFromTop: CGFloat? {
        let rect = textRect(
            forBounds: CGRect(origin: .zero, size: bounds.size == .zero ? intrinsicContentSize : bounds.size))
        return rect.midY - storedFont.lineHeight / 2 + storedFont.ascender
    }

    // MARK: Scrolling

    /// Scrolls sideways so the caret (the selection's moving end) is inside the text rect, and no further
    /// than the text needs; not editing, the text shows from its start.
    func scrollCaretIntoView() {
        guard isEditing else {
            scrollX = 0
            return
        }
        let rect = editingRect(forBounds: bounds)
        let layout = textLayout
        guard rect.width > 0, layout.width > rect.width else {
            scrollX = 0
            return
        }
        let caret = layout.caretRect(forOffset: displayOffset(editor.selection.upperBound)).midX
        if caret - scrollX > rect.width - 1 { scrollX = caret - rect.width + 1 }
        if caret - scrollX < 1 { scrollX = max(0, caret - 1) }
        scrollX = min(max(0, scrollX), layout.width + 2 - rect.width)
    }

    // MARK: First responder

    /// An enabled field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing (unless the delegate refuses): the field becomes first responder and takes keyboard
    /// focus; sends ``UIControl/Event/editingDidBegin``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard canBecomeFirstResponder, inputRoot != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        editor.closeRecord()
        restartCaretBlink()
        if let root = inputRoot, root.focusSystem.focusedItem !== self, canBecomeFocused {
            root.focusSystem.requestFocusUpdate(to: self)
            root.focusSystem.updateFocusIfNeeded()
        }
        contentDidChange(resize: true)
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    /// Ends editing (unless the delegate refuses): commits marked text, sends
    /// ``UIControl/Event/editingDidEnd``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        if isFirstResponder, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditing()
        return true
    }

    /// Leaves editing state and tells everyone.
    private func endEditing() {
        if editor.marked != nil { editor.unmarkText() }
        isEditing = false
        editor.closeRecord()
        contentDidChange(resize: true)
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
    }

    /// A text field types Space and Return instead of activating.
    override var activatesWithSelectKeys: Bool { false }

    /// Return: asks the delegate; when it agrees, sends ``UIControl/Event/editingDidEndOnExit`` (resigning if
    /// actions are added for it) and the primary action.
    private func handleReturn() {
        editor.closeRecord()
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if resigns, isEditing { resignFirstResponder() }
    }

    /// The editing shortcuts, while editing.
    open override var keyCommands: [UIKeyCommand]? {
        guard isEditing else { return super.keyCommands }
        return editor.keyCommands(isSecure: isSecureTextEntry) { [weak self] in self?.afterCommand() }
    }

    private func afterCommand() {
        restartCaretBlink()
        scrollCaretIntoView()
        setNeedsDisplay()
    }

    // MARK: UIKeyInput, UITextInput

    /// Whether the field holds text.
    open var hasText: Bool { !editor.text.isEmpty }

    /// Types `text` (newlines become spaces; a lone newline is Return).
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" { return handleReturn() }
        editor.insert(text)
    }

    /// Backspace.
    open func deleteBackward() { editor.deleteBackward() }

    /// Shows an input method's composition, underlined.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText ?? "", selectedRange: selectedRange)
    }

    /// Commits the composition.
    open func unmarkText() { editor.unmarkText() }

    /// The start of the text.
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }
    /// The selection (an empty range: the caret). Setting it moves the caret or selects (clamped to grapheme
    /// clusters).
    open var selectedTextRange: UITextRange? {
        get {
            UITextRange(
                start: UITextPosition(offset: editor.selection.lowerBound),
                end: UITextPosition(offset: editor.selection.upperBound))
        }
        set {
            guard let newValue else { return }
            editor.setSelection(newValue.offsets)
            afterCommand()
        }
    }
    /// The composition's range (nil: none).
    open var markedTextRange: UITextRange? {
        editor.marked.map {
            UITextRange(start: UITextPosition(offset: $0.lowerBound), end: UITextPosition(offset: $0.upperBound))
        }
    }
    /// The position `offset` UTF-16 units from `position` (nil: outside the text).
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let o = position.offset + offset
        return (0...editor.length).contains(o) ? UITextPosition(offset: o) : nil
    }
    /// The UTF-16 distance between two positions.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// A range between two positions.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }
    /// The text in `range` (clamped).
    open func text(in range: UITextRange) -> String? {
        editor.substring(max(0, range.start.offset)..<min(editor.length, range.end.offset))
    }
    /// Replaces `range` with `text` as a user edit (delegate, undo, editing events).
    open func replace(_ range: UITextRange, withText text: String) {
        editor.setSelection(range.offsets)
        editor.insert(text)
    }
    /// The caret position nearest to `point` (in the field's coordinates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        let origin = textOrigin
        let display = textLayout.closestOffset(to: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return UITextPosition(offset: editor.boundary(atOrBefore: textOffset(display)))
    }
    /// The caret's rectangle at `position`, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect {
        let origin = textOrigin
        return textLayout.caretRect(forOffset: displayOffset(position.offset)).offsetBy(dx: origin.x, dy: origin.y)
    }

    // MARK: TextEditorHost

    func editorShouldChange(_ range: NSRange, replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func editorDidReplace(_ range: Range<Int>, count: Int) {}

    func editorDidChange() {
        contentDidChange(resize: true)
        sendActions(for: .editingChanged)
    }

    func editorSelectionDidChange() {
        restartCaretBlink()
        if windowNeedsMove { cachedLayout = nil }
        scrollCaretIntoView()
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    func editorOffset(from offset: Int, lines: Int) -> Int? { nil }

    /// The caret shows solid from now, then blinks while the field is editing.
    private func restartCaretBlink() {
        caretBlink.restart(in: self) { [weak self] in self?.isEditing == true }
    }

    // MARK: Pointer

    /// Whether the tracked touch started on the clear button.
    private var pressedClearButton = false

    /// A press starts editing and puts the caret under it (two clicks: the word; three: everything; with
    /// Shift: extends the selection); a press on the clear button clears when released on it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        if isShowingClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(p) {
            pressedClearButton = true
            return true
        }
        guard isEditing || becomeFirstResponder() else { return false }
        let offset = closestPosition(to: p)?.offset ?? editor.length
        switch touch.tapCount {
        case 2: editor.setSelection(editor.wordRange(at: offset))
        case 3...: editor.selectAll()
        default:
            if inputRoot?.input.modifierFlags.contains(.shift) == true {
                editor.extendSelection(to: offset)
            } else {
                editor.setSelection(offset..<offset)
            }
        }
        afterCommand()
        return true
    }

    /// Dragging extends the selection to the point under the pointer.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard !pressedClearButton, touch.tapCount < 2 else { return true }
        if let offset = closestPosition(to: touch.location(in: self))?.offset { editor.extendSelection(to: offset) }
        afterCommand()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { pressedClearButton = false }
        guard pressedClearButton, let touch,
            clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(touch.location(in: self))
        else { return }
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        editor.selectAll()
        editor.deleteBackward()
    }

    open override func cancelTracking(with event: UIEvent?) { pressedClearButton = false }

    // MARK: Drawing

    /// Draws the border, the selection, the text (or placeholder), the marked text's underline, the caret and
    /// the clear button (see `UITextField+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawField(in: context)
    }
}
