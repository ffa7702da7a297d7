import Foundation

// Editing a text view: first responder, the editor's host, the pointer, the keys and UIKit's text input
// methods. The editing rules themselves (what a key, a paste or an undo does to the text and the selection) are
// the shared `TextEditor`'s; here the text view maps them to its paragraph layout and tells its delegate.
extension UITextView {
    /// The delegate as a text view delegate (UIKit's `UITextView.delegate`).
    private var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// The selection in UTF-16 units (length 0: the caret). Setting it selects (clamped to the text and to
    /// grapheme clusters) and scrolls the selection into view.
    public var selectedRange: NSRange {
        get { NSRange(location: editor.selection.lowerBound, length: editor.selection.count) }
        set {
            let lower = min(max(0, newValue.location), editor.length)
            editor.setSelection(lower..<min(editor.length, lower + max(0, newValue.length)))
        }
    }

    // MARK: First responder

    /// Becomes first responder; an editable text view starts editing unless the delegate refuses
    /// (``UITextViewDelegate/textViewShouldBeginEditing(_:)``), then tells it.
    func beginEditing() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, inputRoot != nil else { return false }
        if isEditable, !(textDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        editor.closeRecord()
        isEditingText = isEditable
        restartCaretBlink()
        scrollCaretIntoView()
        setNeedsDisplay()
        if isEditingText { textDelegate?.textViewDidBeginEditing(self) }
        return true
    }

    /// Resigns first responder unless the delegate refuses; commits marked text and ends editing.
    func endEditing() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditingText, !(textDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        guard super.resignFirstResponder() else { return false }
        if editor.marked != nil { editor.unmarkText() }
        editor.closeRecord()
        let wasEditing = isEditingText
        isEditingText = false
        setNeedsDisplay()
        if wasEditing { textDelegate?.textViewDidEndEditing(self) }
        return true
    }

    /// The editing shortcuts while first responder (moving and copying only when not editable).
    var editingKeyCommands: [UIKeyCommand] {
        editor.keyCommands(isSecure: false, isEditable: isEditingText) { [weak self] in self?.afterCommand() }
    }

    private func afterCommand() {
        restartCaretBlink()
        scrollCaretIntoView()
        setNeedsDisplay()
    }

    /// The caret shows solid from now, then blinks while the text view is edited.
    private func restartCaretBlink() {
        caretBlink.restart(in: self) { [weak self] in self?.isEditingText == true }
    }

    /// With scrolling on, scrolls as little as needed to show the caret (the selection's moving end).
    func scrollCaretIntoView() {
        guard isScrollEnabled, isFirstResponder, bounds.width > 0, bounds.height > 0 else { return }
        let caret = caretRect(for: UITextPosition(offset: editor.selection.upperBound))
        scrollRectToVisible(caret.insetBy(dx: 0, dy: -min(textContainerInset.bottom, 8)), animated: false)
    }

    // MARK: UIKeyInput, UITextInput

    /// Whether there is text.
    public var hasText: Bool { !editor.text.isEmpty }

    /// Types `text` over the selection (Return types a newline), when editable.
    public func insertText(_ text: String) {
        guard isEditingText else { return }
        editor.insert(text)
    }

    /// Backspace, when editable.
    public func deleteBackward() {
        guard isEditingText else { return }
        editor.deleteBackward()
    }

    /// Shows an input method's composition, underlined.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditingText else { return }
        editor.setMarkedText(markedText ?? "", selectedRange: selectedRange)
    }

    /// Commits the composition.
    public func unmarkText() { editor.unmarkText() }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }
    /// The selection (an empty range: the caret); setting it selects.
    public var selectedTextRange: UITextRange? {
        get {
            UITextRange(
                start: UITextPosition(offset: editor.selection.lowerBound),
                end: UITextPosition(offset: editor.selection.upperBound))
        }
        set {
            guard let newValue else { return }
            editor.setSelection(newValue.offsets)
        }
    }
    /// The composition's range (nil: none).
    public var markedTextRange: UITextRange? {
        editor.marked.map {
            UITextRange(start: UITextPosition(offset: $0.lowerBound), end: UITextPosition(offset: $0.upperBound))
        }
    }
    /// The text in `range` (clamped).
    public func text(in range: UITextRange) -> String? {
        editor.substring(max(0, range.start.offset)..<min(editor.length, range.end.offset))
    }
    /// Replaces `range` with `text` as a user edit (the delegate is asked; undoable).
    public func replace(_ range: UITextRange, withText text: String) {
        editor.setSelection(range.offsets)
        editor.insert(text)
    }
    /// The caret position nearest to `point` (in the view's bounds coordinates, which scroll with the content).
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        let origin = textOrigin
        let offset = textStack.closestOffset(to: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return UITextPosition(offset: editor.boundary(atOrBefore: offset))
    }
    /// The caret's rectangle at `position`, in the view's bounds coordinates.
    public func caretRect(for position: UITextPosition) -> CGRect {
        let origin = textOrigin
        return textStack.caretRect(forOffset: editor.boundary(atOrBefore: position.offset))
            .offsetBy(dx: origin.x, dy: origin.y)
    }

    // MARK: TextEditorHost

    func editorShouldChange(_ range: NSRange, replacement: String) -> Bool {
        textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func editorDidReplace(_ range: Range<Int>, count: Int) {
        if let attributed = storedAttributedText {
            let inserted = editor.substring(range.lowerBound..<(range.lowerBound + count))
            let mutable = NSMutableAttributedString(attributedString: attributed)
            mutable.replaceCharacters(in: NSRange(location: range.lowerBound, length: range.count), with: inserted)
            storedAttributedText = mutable
        }
        textStack.replace(range, count: count, in: editor.text)
    }

    func editorDidChange() {
        textDidChange(relayout: false)
        textDelegate?.textViewDidChange(self)
    }

    func editorSelectionDidChange() {
        if !isMovingVertically { verticalGoalX = nil }
        isMovingVertically = false
        restartCaretBlink()
        scrollCaretIntoView()
        setNeedsDisplay()
        textDelegate?.textViewDidChangeSelection(self)
    }

    /// Up and Down: the position on the visual line above or below, nearest to the x the moves started at.
    func editorOffset(from offset: Int, lines: Int) -> Int? {
        let stack = textStack
        let x = verticalGoalX ?? stack.caretRect(forOffset: offset).midX
        verticalGoalX = x
        isMovingVertically = true
        return stack.offset(from: offset, lines: lines, x: x)
    }

    // MARK: Pointer

    /// A press makes the text view first responder and puts the caret under it (two clicks: the word; three:
    /// the paragraph; with Shift: extends the selection).
    func pressBegan(_ touch: UITouch) {
        guard isFirstResponder || becomeFirstResponder() else { return }
        let offset = closestPosition(to: touch.location(in: self))?.offset ?? editor.length
        switch touch.tapCount {
        case 2: editor.setSelection(editor.wordRange(at: offset))
        case 3...: editor.setSelection(editor.paragraphStart(offset)..<editor.paragraphEnd(offset))
        default:
            if inputRoot?.input.modifierFlags.contains(.shift) == true {
                editor.extendSelection(to: offset)
            } else {
                editor.setSelection(offset..<offset)
            }
        }
        afterCommand()
    }

    /// Dragging extends the selection to the point under the pointer.
    func pressMoved(_ touch: UITouch) {
        guard isFirstResponder, touch.tapCount < 2, let offset = closestPosition(to: touch.location(in: self))?.offset
        else { return }
        editor.extendSelection(to: offset)
        afterCommand()
    }
}
