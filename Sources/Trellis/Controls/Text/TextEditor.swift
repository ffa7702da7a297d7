import Foundation

/// What a text editor asks of the view it edits for (a text field, a text view).
protocol TextEditorHost: AnyObject {
    /// Whether the user's edit replacing `range` (UTF-16) with `replacement` may happen (the delegate's say).
    func editorShouldChange(_ range: NSRange, replacement: String) -> Bool
    /// The UTF-16 `range` of the old text was replaced by `count` units (an edit, undo, redo, marked text —
    /// not the view's own `text` setter): what a layout cache invalidates. Called before ``editorDidChange()``.
    func editorDidReplace(_ range: Range<Int>, count: Int)
    /// The text changed by an edit (not by the view's own `text` setter).
    func editorDidChange()
    /// The selection or the marked text changed.
    func editorSelectionDidChange()
    /// The caret position one line up (-1) or down (+1) from `offset`, for the arrow keys; nil: the start or
    /// the end of the text (single-line views).
    func editorOffset(from offset: Int, lines: Int) -> Int?
}

/// The editing model shared by ``UITextField`` and ``UITextView``: the text, the selection and the marked
/// (composition) text in UTF-16 offsets (what `NSRange` counts), and every edit a user makes — typing,
/// deleting, moving and extending the selection by character, word, line and document, the pasteboard, and
/// undo with typing coalesced into one step per run, as UIKit's.
///
/// Caret positions are always grapheme cluster boundaries (Swift's `Character`): an emoji sequence, a flag or
/// a letter with its combining marks is never split by a move, a deletion or a selection.
final class TextEditor {
    /// The text.
    private(set) var text = ""
    /// Its length in UTF-16 units.
    private(set) var length = 0
    /// The selection (empty: the caret).
    private(set) var selection = 0..<0
    /// The end of the selection that stays put while Shift extends it.
    private var anchor = 0
    /// The composition text's range, while an input method composes.
    private(set) var marked: Range<Int>?
    /// Undo and redo of edits.
    let undoManager = UndoManager()
    /// Whether newlines are allowed (a text field turns them into spaces).
    var allowsNewlines = true
    unowned(unsafe) var host: TextEditorHost?

    /// An edit still growing: the run of typing or deleting it belongs to, the range its text occupies now,
    /// and the text it replaced. Its undo restores `replaced` over `range`.
    private final class Record {
        enum Kind { case typing, deleting, other }
        let kind: Kind
        var range: Range<Int>
        var replaced: String
        init(kind: Kind, range: Range<Int>, replaced: String) {
            self.kind = kind
            self.range = range
            self.replaced = replaced
        }
    }
    private var openRecord: Record?

    // MARK: Setting from code

    /// Replaces the whole text from code (the view's `text` setter): no delegate, no undo step (the history is
    /// cleared, as its ranges no longer apply); the caret goes to the end.
    func setText(_ newText: String) {
        text = newText
        length = newText.utf16.count
        marked = nil
        openRecord = nil
        undoManager.removeAllActions()
        setSelection(length..<length)
    }

    /// Selects `range` (clamped, widened to cluster boundaries) without changing the text.
    func setSelection(_ range: Range<Int>, anchor: Int? = nil) {
        let lower = boundary(atOrBefore: range.lowerBound)
        let upper = range.isEmpty ? lower : max(lower, boundary(atOrAfter: range.upperBound))
        closeRecord()
        selection = lower..<upper
        self.anchor = anchor.map { $0 == range.upperBound ? upper : lower } ?? lower
        host?.editorSelectionDidChange()
    }

    // MARK: Grapheme boundaries

    /// The string index of a UTF-16 offset (clamped).
    private func index(_ offset: Int) -> String.Index {
        text.utf16.index(text.utf16.startIndex, offsetBy: min(max(0, offset), length))
    }

    /// The UTF-16 offset of a string index.
    private func offset(_ index: String.Index) -> Int { text.utf16.distance(from: text.utf16.startIndex, to: index) }

    /// The cluster boundary at or before `offset` (walks back over the few UTF-16 units of one cluster).
    func boundary(atOrBefore offset: Int) -> Int {
        var i = index(offset)
        while i > text.startIndex, String.Index(i, within: text) == nil { i = text.utf16.index(before: i) }
        return self.offset(i)
    }

    /// The cluster boundary at or after `offset`.
    func boundary(atOrAfter offset: Int) -> Int {
        let before = boundary(atOrBefore: offset)
        return before == min(max(0, offset), length) ? before : next(after: before)
    }

    /// The boundary after `offset` (a boundary); the end stays the end.
    func next(after offset: Int) -> Int {
        let i = index(offset)
        return i == text.endIndex ? length : self.offset(text.index(after: i))
    }

    /// The boundary before `offset` (a boundary); the start stays the start.
    func previous(before offset: Int) -> Int {
        let i = index(offset)
        return i == text.startIndex ? 0 : self.offset(text.index(before: i))
    }

    /// Whether the character starting at `offset` is part of a word (letters, digits, marks, `_`, `'`
    /// inside words).
    private func isWordCharacter(at offset: Int) -> Bool {
        guard offset < length else { return false }
        let c = text[index(offset)]
        return c.isLetter || c.isNumber || c == "_"
    }

    /// The start of the word before `offset` (skipping the non-word characters first).
    func wordStart(before offset: Int) -> Int {
        var o = offset
        while o > 0, !isWordCharacter(at: previous(before: o)) { o = previous(before: o) }
        while o > 0, isWordCharacter(at: previous(before: o)) { o = previous(before: o) }
        return o
    }

    /// The end of the word after `offset` (skipping the non-word characters first).
    func wordEnd(after offset: Int) -> Int {
        var o = offset
        while o < length, !isWordCharacter(at: o) { o = next(after: o) }
        while o < length, isWordCharacter(at: o) { o = next(after: o) }
        return o
    }

    /// The word around `offset` (a double click): the run of word characters touching it, else the one
    /// cluster there.
    func wordRange(at offset: Int) -> Range<Int> {
        let o = boundary(atOrBefore: offset)
        if isWordCharacter(at: o) || (o > 0 && isWordCharacter(at: previous(before: o))) {
            var start = o, end = o
            while start > 0, isWordCharacter(at: previous(before: start)) { start = previous(before: start) }
            while end < length, isWordCharacter(at: end) { end = next(after: end) }
            return start..<end
        }
        return o < length ? o..<next(after: o) : previous(before: o)..<o
    }

    /// The start of the paragraph holding `offset` (after the previous newline).
    func paragraphStart(_ offset: Int) -> Int {
        let i = index(offset)
        guard let newline = text[..<i].lastIndex(where: { $0.isNewline }) else { return 0 }
        return self.offset(text.index(after: newline))
    }

    /// The end of the paragraph holding `offset` (before its newline).
    func paragraphEnd(_ offset: Int) -> Int {
        let i = index(offset)
        guard let newline = text[i...].firstIndex(where: { $0.isNewline }) else { return length }
        return self.offset(newline)
    }

    /// The text of a UTF-16 range.
    func substring(_ range: Range<Int>) -> String { String(text[index(range.lowerBound)..<index(range.upperBound)]) }

    // MARK: Edits

    /// Replaces `range` with `string` as the user's edit of `kind`: asks the host, applies, records undo
    /// (coalescing runs of typing or deleting), puts the caret after the new text. Returns whether it happened.
    @discardableResult
    private func edit(_ range: Range<Int>, with string: String, kind: Record.Kind) -> Bool {
        let string = allowsNewlines ? string : Self.flattened(string)
        let before = text
        guard
            host?.editorShouldChange(NSRange(location: range.lowerBound, length: range.count), replacement: string)
                ?? true
        else { return false }
        guard text == before else {
            // The host rewrote the text itself (and said no): its value stands, nothing to record.
            openRecord = nil
            return false
        }
        let replaced = substring(range)
        let inserted = string.utf16.count
        replaceText(range, with: string)
        marked = nil
        record(kind: kind, range: range, inserted: inserted, replaced: replaced)
        let caret = range.lowerBound + inserted
        selection = caret..<caret
        anchor = caret
        host?.editorDidChange()
        host?.editorSelectionDidChange()
        return true
    }

    /// Newlines become spaces (a single-line field).
    private static func flattened(_ string: String) -> String {
        guard string.contains(where: \.isNewline) else { return string }
        return String(string.map { $0.isNewline ? " " : $0 })
    }

    /// Extends the open record when this edit continues its run (typing right after it, deleting right
    /// before it); otherwise opens a new one and registers its undo.
    private func record(kind: Record.Kind, range: Range<Int>, inserted: Int, replaced: String) {
        if let r = openRecord, r.kind == kind, kind != .other {
            if kind == .typing, range.isEmpty, range.lowerBound == r.range.upperBound {
                r.range = r.range.lowerBound..<(r.range.upperBound + inserted)
                return
            }
            if kind == .deleting, inserted == 0, range.upperBound == r.range.lowerBound, r.range.isEmpty {
                r.replaced = replaced + r.replaced
                r.range = range.lowerBound..<range.lowerBound
                return
            }
            if kind == .deleting, inserted == 0, range.lowerBound == r.range.lowerBound, r.range.isEmpty {
                r.replaced += replaced
                return
            }
        }
        let r = Record(kind: kind, range: range.lowerBound..<(range.lowerBound + inserted), replaced: replaced)
        openRecord = kind == .other ? nil : r
        registerUndo(of: r)
    }

    /// Registers the inverse of `record`: put `replaced` back over `range`, select it, and register the redo.
    private func registerUndo(of record: Record) {
        undoManager.registerUndo(withTarget: self) { editor in
            editor.closeRecord()
            let current = editor.substring(record.range)
            editor.applyWithoutAsking(record.range, record.replaced)
            let restored = record.range.lowerBound..<(record.range.lowerBound + record.replaced.utf16.count)
            editor.registerUndo(of: Record(kind: .other, range: restored, replaced: current))
            editor.selection = restored
            editor.anchor = restored.lowerBound
            editor.host?.editorDidChange()
            editor.host?.editorSelectionDidChange()
        }
    }

    /// Replaces text for undo and redo (the delegate already agreed to the original edit).
    private func applyWithoutAsking(_ range: Range<Int>, _ string: String) {
        replaceText(range, with: string)
        marked = nil
    }

    /// Every change of the text but ``setText(_:)`` goes through here: replaces, keeps the length, tells the
    /// host which range changed.
    private func replaceText(_ range: Range<Int>, with string: String) {
        let count = string.utf16.count
        text.replaceSubrange(index(range.lowerBound)..<index(range.upperBound), with: string)
        length += count - range.count
        host?.editorDidReplace(range, count: count)
    }

    /// Ends the current typing or deleting run (a caret move, a paste…).
    func closeRecord() { openRecord = nil }

    /// Types `string` over the selection or the marked text.
    func insert(_ string: String) {
        let range = marked ?? selection
        if marked != nil { closeRecord() }
        edit(range, with: string, kind: .typing)
    }

    /// Backspace: deletes the selection, else the cluster before the caret.
    func deleteBackward() {
        if let marked { return setMarkedText("", selectedRange: NSRange(location: 0, length: 0), replacing: marked) }
        let range = selection.isEmpty ? previous(before: selection.lowerBound)..<selection.lowerBound : selection
        guard !range.isEmpty else { return }
        edit(range, with: "", kind: selection.isEmpty ? .deleting : .other)
    }

    /// Forward delete: deletes the selection, else the cluster after the caret.
    func deleteForward() {
        let range = selection.isEmpty ? selection.lowerBound..<next(after: selection.lowerBound) : selection
        guard !range.isEmpty else { return }
        edit(range, with: "", kind: selection.isEmpty ? .deleting : .other)
    }

    /// Deletes the selection, else back to the start of the previous word.
    func deleteWordBackward() {
        let range = selection.isEmpty ? wordStart(before: selection.lowerBound)..<selection.lowerBound : selection
        guard !range.isEmpty else { return }
        edit(range, with: "", kind: .other)
    }

    // MARK: Moving

    /// Where a caret move goes.
    enum Movement {
        case left, right, wordLeft, wordRight, lineStart, lineEnd, up, down, documentStart, documentEnd
    }

    /// Moves the caret (or, with `extend`, the selection's free end). Without `extend`, left and right
    /// collapse a selection to its edge first.
    func move(_ movement: Movement, extend: Bool) {
        let sel = selection
        let head = extend ? (anchor == sel.lowerBound ? sel.upperBound : sel.lowerBound) : nil
        if !extend, !sel.isEmpty, movement == .left || movement == .right {
            let edge = movement == .left ? sel.lowerBound : sel.upperBound
            return setSelection(edge..<edge)
        }
        let from =
            head ?? (movement == .left || movement == .wordLeft || movement == .up ? sel.lowerBound : sel.upperBound)
        let to: Int
        switch movement {
        case .left: to = previous(before: from)
        case .right: to = next(after: from)
        case .wordLeft: to = wordStart(before: from)
        case .wordRight: to = wordEnd(after: from)
        case .lineStart: to = paragraphStart(from)
        case .lineEnd: to = paragraphEnd(from)
        case .documentStart: to = 0
        case .documentEnd: to = length
        case .up: to = host?.editorOffset(from: from, lines: -1) ?? 0
        case .down: to = host?.editorOffset(from: from, lines: 1) ?? length
        }
        let caret = boundary(atOrBefore: to)
        if extend {
            let fixed = anchor
            closeRecord()
            selection = min(fixed, caret)..<max(fixed, caret)
            anchor = fixed
            host?.editorSelectionDidChange()
        } else {
            setSelection(caret..<caret)
        }
    }

    /// Extends the selection from the anchor to `offset` (a drag, a Shift-click).
    func extendSelection(to offset: Int) {
        let caret = boundary(atOrBefore: offset)
        let fixed = anchor
        closeRecord()
        selection = min(fixed, caret)..<max(fixed, caret)
        anchor = fixed
        host?.editorSelectionDidChange()
    }

    /// Selects everything.
    func selectAll() { setSelection(0..<length) }

    // MARK: Pasteboard

    /// Copies the selection (nothing when it is empty, or when `isSecure`: secure text is never copied).
    func copy(to pasteboard: UIPasteboard, isSecure: Bool = false) {
        guard !selection.isEmpty, !isSecure else { return }
        pasteboard.string = substring(selection)
    }

    /// Copies and deletes the selection.
    func cut(to pasteboard: UIPasteboard, isSecure: Bool = false) {
        guard !selection.isEmpty, !isSecure else { return }
        pasteboard.string = substring(selection)
        edit(selection, with: "", kind: .other)
    }

    /// Replaces the selection with the pasteboard's string, as one undo step.
    func paste(from pasteboard: UIPasteboard) {
        guard let string = pasteboard.string, !string.isEmpty else { return }
        closeRecord()
        edit(marked ?? selection, with: string, kind: .other)
    }

    // MARK: Undo

    /// Undoes the last step (a run of typing is one).
    func undo() {
        closeRecord()
        if undoManager.canUndo { undoManager.undo() }
    }

    /// Redoes the last undone step.
    func redo() {
        closeRecord()
        if undoManager.canRedo { undoManager.redo() }
    }

    // MARK: Marked text

    /// Shows an input method's composition `string` in place of the marked text (or the selection), with the
    /// caret or selection inside it at `selectedRange`; empty text ends the composition. Not recorded for
    /// undo until committed by ``insert(_:)``; the delegate is asked only then.
    func setMarkedText(_ string: String, selectedRange: NSRange, replacing: Range<Int>? = nil) {
        let range = replacing ?? marked ?? selection
        applyWithoutAsking(range, string)
        let count = string.utf16.count
        marked = count > 0 ? range.lowerBound..<(range.lowerBound + count) : nil
        let start = range.lowerBound + min(max(0, selectedRange.location), count)
        let end = min(start + max(0, selectedRange.length), range.lowerBound + count)
        selection = start..<end
        anchor = start
        host?.editorDidChange()
        host?.editorSelectionDidChange()
    }

    /// Commits the marked text as it is (through ``insert(_:)``, so the delegate and undo see it).
    func unmarkText() {
        guard let marked else { return }
        let string = substring(marked)
        applyWithoutAsking(marked, "")
        self.marked = nil
        selection = marked.lowerBound..<marked.lowerBound
        anchor = marked.lowerBound
        insert(string)
    }
}
