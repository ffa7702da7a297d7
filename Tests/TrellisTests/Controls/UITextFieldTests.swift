import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Text field editing, driven as a user types: text, key and pointer events through the root.
@MainActor
// Serialized: cut, copy and paste go through the one process-wide `UIPasteboard.general`.
@Suite(.serialized) struct UITextFieldTests {
    /// A rounded-rect field 300 × 34 at (20, 20) in a 400 × 300 root.
    private func setUp(_ configure: (UITextField) -> Void = { _ in }) -> (UIRootView, UITextField) {
        let field = UITextField()
        field.borderStyle = .roundedRect
        configure(field)
        let root = controlRoot([(field, CGRect(x: 20, y: 20, width: 300, height: 34))])
        return (root, field)
    }

    private func selection(_ field: UITextField) -> Range<Int> {
        let r = field.selectedTextRange!
        return r.start.offset..<r.end.offset
    }

    /// A key with modifiers (down and up).
    private func key(
        _ root: UIRootView, _ code: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = [], at t: inout TimeInterval
    ) throws {
        t += 0.1
        try root.press(code, modifiers: modifiers, at: t)
    }

    @Test func clickBeginsEditingAndTextIsTyped() throws {
        let (root, field) = setUp()
        let log = EventLog()
        field.logEvents([.editingDidBegin, .editingChanged, .editingDidEnd], to: log)
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        #expect(field.isEditing && field.isFirstResponder)
        try root.send(.text("hello"), at: 2)
        try root.send(.text(" world"), at: 3)
        #expect(field.text == "hello world")
        #expect(selection(field) == 11..<11)
        #expect(log.take() == ["editingDidBegin", "editingChanged", "editingChanged"])
        _ = field.resignFirstResponder()
        #expect(log.take() == ["editingDidEnd"])
        #expect(!field.isEditing)
    }

    @Test func caretSelectionCutPasteUndoRedo() throws {
        let (root, field) = setUp()
        UIPasteboard.general.string = nil
        var t: TimeInterval = 1
        try root.click(CGPoint(x: 100, y: 37), at: t)
        try root.send(.text("hello world"), at: 1.06)
        // Five lefts: 11 → 6, the start of "world".
        for _ in 0..<5 { try key(root, .keyboardLeftArrow, at: &t) }
        #expect(selection(field) == 6..<6)
        // Shift-Option-Right selects to the word's end.
        try key(root, .keyboardRightArrow, [.shift, .alternate], at: &t)
        #expect(selection(field) == 6..<11)
        try key(root, .keyboardX, .control, at: &t)
        #expect(field.text == "hello ")
        #expect(selection(field) == 6..<6)
        #expect(UIPasteboard.general.string == "world")
        try key(root, .keyboardHome, at: &t)
        #expect(selection(field) == 0..<0)
        try key(root, .keyboardV, .control, at: &t)
        #expect(field.text == "worldhello ")
        #expect(selection(field) == 5..<5)
        // Undo the paste: the pasted text goes, the caret stays where it was.
        try key(root, .keyboardZ, .control, at: &t)
        #expect(field.text == "hello ")
        #expect(selection(field) == 0..<0)
        // Undo the cut: "world" comes back, selected.
        try key(root, .keyboardZ, .control, at: &t)
        #expect(field.text == "hello world")
        #expect(selection(field) == 6..<11)
        // Undo the typing (one step for the whole run).
        try key(root, .keyboardZ, .control, at: &t)
        #expect(field.text == "")
        #expect(field.undoManager?.canUndo == false)
        // Redo twice: the typing, then the cut.
        try key(root, .keyboardZ, [.control, .shift], at: &t)
        #expect(field.text == "hello world")
        #expect(selection(field) == 0..<11)
        try key(root, .keyboardY, .control, at: &t)
        #expect(field.text == "hello ")
        #expect(selection(field) == 6..<6)
    }

    @Test func doubleClickSelectsAWordAndTripleClickEverything() throws {
        let (root, field) = setUp()
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        try root.send(.text("alpha beta gamma"), at: 1.1)
        // The middle of "beta" (offsets 6..<10) in root coordinates.
        let caret = field.caretRect(for: UITextPosition(offset: 8))
        let p = CGPoint(x: 20 + caret.midX, y: 20 + caret.midY)
        try root.click(p, at: 2)
        #expect(selection(field) == 8..<8)
        try root.click(p, at: 2.1)
        #expect(selection(field) == 6..<10)
        try root.click(p, at: 2.2)
        #expect(selection(field) == 0..<16)
    }

    @Test func dragSelects() throws {
        let (root, field) = setUp()
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        try root.send(.text("drag me"), at: 1.1)
        let start = field.caretRect(for: UITextPosition(offset: 0))
        let end = field.caretRect(for: UITextPosition(offset: 4))
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 20 + start.midX + 1, y: 37)), at: 2)
        try root.send(.pointerMoved(to: CGPoint(x: 20 + end.midX, y: 37)), at: 2.1)
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 20 + end.midX, y: 37)), at: 2.2)
        #expect(selection(field) == 0..<4)
        #expect(field.text(in: field.selectedTextRange!) == "drag")
    }

    @Test func backspaceAndForwardDeleteNeverSplitClusters() throws {
        let (root, field) = setUp()
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        // "é" as e + combining acute (2 units), a family (8 units: 3 emoji of 2, 2 joiners), a flag (4 units).
        let text = "e\u{301}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F1EB}\u{1F1F7}"
        try root.send(.text(text), at: 1.1)
        #expect(selection(field) == 14..<14)
        var t: TimeInterval = 2
        try key(root, .keyboardLeftArrow, at: &t)
        #expect(selection(field) == 10..<10)
        try key(root, .keyboardLeftArrow, at: &t)
        #expect(selection(field) == 2..<2)
        try key(root, .keyboardLeftArrow, at: &t)
        #expect(selection(field) == 0..<0)
        try key(root, .keyboardDeleteForward, at: &t)
        #expect(field.text == "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F1EB}\u{1F1F7}")
        try key(root, .keyboardEnd, at: &t)
        try key(root, .keyboardDeleteOrBackspace, at: &t)
        #expect(field.text == "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}")
        // A caret set inside a cluster moves to the cluster's start; a selection ending inside one widens.
        field.selectedTextRange = UITextRange(start: UITextPosition(offset: 3), end: UITextPosition(offset: 3))
        #expect(selection(field) == 0..<0)
        field.selectedTextRange = UITextRange(start: UITextPosition(offset: 1), end: UITextPosition(offset: 3))
        #expect(selection(field) == 0..<8)
    }

    /// Rejects any edit that would insert a digit.
    final class NoDigits: UITextFieldDelegate {
        var asked: [String] = []
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            asked.append("\(range.location),\(range.length) \(string)")
            return !string.contains { $0.isNumber }
        }
    }

    @Test func delegateRejectsDigits() throws {
        let delegate = NoDigits()
        let (root, field) = setUp { $0.delegate = delegate }
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        var t = 1.0
        for s in ["a", "1", "b", "2"] {
            t += 0.1
            try root.send(.text(s), at: t)
        }
        #expect(field.text == "ab")
        #expect(delegate.asked == ["0,0 a", "1,0 1", "1,0 b", "2,0 2"])
        UIPasteboard.general.string = "x9"
        try key(root, .keyboardV, .control, at: &t)
        #expect(field.text == "ab")
    }

    /// Rewrites every edit to upper case by setting the text itself.
    final class Shouting: UITextFieldDelegate {
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            let text = (textField.text ?? "") as NSString
            textField.text = text.replacingCharacters(in: range, with: string.uppercased())
            return false
        }
    }

    @Test func delegateRewritesEdits() throws {
        let delegate = Shouting()
        let (root, field) = setUp { $0.delegate = delegate }
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        try root.send(.text("ab"), at: 1.1)
        try root.send(.text("c"), at: 1.2)
        #expect(field.text == "ABC")
        #expect(selection(field) == 3..<3)
    }

    @Test func secureEntryShowsBulletsAndKeepsTheCharacters() throws {
        let (root, field) = setUp { $0.isSecureTextEntry = true }
        UIPasteboard.general.string = "unchanged"
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        try root.send(.text("pw1é"), at: 1.1)
        #expect(field.text == "pw1é")
        #expect(field.displayText == "\u{2022}\u{2022}\u{2022}\u{2022}")
        var t = 2.0
        try key(root, .keyboardA, .control, at: &t)
        try key(root, .keyboardC, .control, at: &t)
        try key(root, .keyboardX, .control, at: &t)
        #expect(UIPasteboard.general.string == "unchanged")
        #expect(field.text == "pw1é")
        // The drawing shows four bullet glyphs and no letters: a recording of the field has one glyph run of 4.
        let recording = RecordingContext()
        field.renderHierarchy(in: CGContext(recording), at: .zero)
        #expect(recording.runs.map { $0.glyphs.count } == [4])
    }

    @Test func returnAsksTheDelegateAndSendsTheExitEvents() throws {
        let (root, field) = setUp()
        let log = EventLog()
        field.logEvents([.editingDidEndOnExit, .primaryActionTriggered, .editingDidEnd], to: log)
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        try root.send(.text("x"), at: 1.1)
        try root.press(.keyboardReturnOrEnter, "\r", at: 1.2)
        // Actions for editingDidEndOnExit make the field resign (UIKit's rule).
        // Actions run in the order they were added: logEvents adds primary before editingDidEndOnExit.
        #expect(log.take() == ["primary", "editingDidEndOnExit", "editingDidEnd"])
        #expect(!field.isEditing)
        #expect(field.text == "x")
    }

    @Test func markedTextIsReplacedByTheCommittedText() throws {
        let (root, field) = setUp()
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        try root.send(.text("a"), at: 1.1)
        try root.send(.markedText("ni", selectedRange: NSRange(location: 2, length: 0)), at: 1.2)
        #expect(field.text == "ani")
        #expect(field.markedTextRange.map { $0.start.offset..<$0.end.offset } == 1..<3)
        #expect(selection(field) == 3..<3)
        try root.send(.text("你"), at: 1.3)
        #expect(field.text == "a你")
        #expect(field.markedTextRange == nil)
        #expect(selection(field) == 2..<2)
    }

    @Test func longTextScrollsToKeepTheCaretVisible() throws {
        let (root, field) = setUp()
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        let long = String(repeating: "abcdefghij", count: 10)
        try root.send(.text(long), at: 1.1)
        let rect = field.editingRect(forBounds: field.bounds)
        let caret = field.caretRect(for: UITextPosition(offset: 100))
        #expect(field.scrollX > 0)
        #expect(caret.midX <= rect.maxX && caret.midX >= rect.minX)
        var t = 2.0
        try key(root, .keyboardHome, at: &t)
        #expect(field.scrollX == 0)
        #expect(field.text == long)
    }

    @Test func pastingAMegabyteKeepsEverything() throws {
        let (root, field) = setUp()
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        try root.send(.text("[]"), at: 1.1)
        var t = 2.0
        try key(root, .keyboardLeftArrow, at: &t)
        let big = String(repeating: "0123456789abcdef", count: 65_536)  // 1 MiB
        UIPasteboard.general.string = big
        try key(root, .keyboardV, .control, at: &t)
        #expect(field.text?.utf16.count == 1_048_578)
        #expect(field.text == "[" + big + "]")
        #expect(selection(field) == 1_048_577..<1_048_577)
        try key(root, .keyboardZ, .control, at: &t)
        #expect(field.text == "[]")
    }

    @Test func removingTheFieldWhileEditingLosesNothing() throws {
        let (root, field) = setUp()
        field.addAction(
            UIAction { [unowned field] _ in
                if field.text == "bye" { field.removeFromSuperview() }
            }, for: .editingChanged)
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        try root.send(.text("by"), at: 1.1)
        try root.send(.text("e"), at: 1.2)
        #expect(field.superview == nil)
        #expect(!field.isEditing)
        #expect(root.firstResponder == nil)
        #expect(try root.send(.text("lost?"), at: 1.3) == false)
        #expect(field.text == "bye")
    }

    /// A login form: click the first field, type, Tab to the second (it begins editing), type, Tab to the
    /// button (the field ends editing), Space signs in.
    @Test func tabThroughTheLoginForm() throws {
        let email = UITextField(), password = UITextField()
        password.isSecureTextEntry = true
        var signedIn: [String] = []
        let button = UIButton(
            primaryAction: UIAction(title: "Sign In") { _ in
                signedIn.append("\(email.text ?? "") / \(password.text ?? "")")
            })
        let root = controlRoot([
            (email, CGRect(x: 20, y: 20, width: 300, height: 34)),
            (password, CGRect(x: 20, y: 70, width: 300, height: 34)),
            (button, CGRect(x: 20, y: 120, width: 300, height: 44)),
        ])
        let log = EventLog()
        email.addAction(UIAction { _ in log.add("email began") }, for: .editingDidBegin)
        email.addAction(UIAction { _ in log.add("email ended") }, for: .editingDidEnd)
        password.addAction(UIAction { _ in log.add("password began") }, for: .editingDidBegin)
        password.addAction(UIAction { _ in log.add("password ended") }, for: .editingDidEnd)
        try root.click(CGPoint(x: 100, y: 37), at: 1)
        try root.send(.text("ann@example.com"), at: 1.1)
        try root.press(.keyboardTab, at: 2)
        #expect(password.isFirstResponder && !email.isEditing)
        try root.send(.text("hunter2"), at: 2.1)
        try root.press(.keyboardTab, at: 3)
        #expect(root.focusSystem.focusedItem === button)
        #expect(root.firstResponder == nil)
        try root.press(.keyboardSpacebar, " ", at: 4)
        #expect(log.take() == ["email began", "email ended", "password began", "password ended"])
        #expect(signedIn == ["ann@example.com / hunter2"])
        // Shift-Tab goes back into the password field, caret at the end.
        try root.press(.keyboardTab, modifiers: .shift, at: 5)
        #expect(password.isEditing)
        try root.send(.text("!"), at: 5.1)
        #expect(password.text == "hunter2!")
    }

    /// Intrinsic height: the font's line height rounded up, plus 7 above and below for a rounded rect.
    @Test func intrinsicSizeComesFromTheFont() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        let font = UIFont.systemFont(ofSize: 17)
        // DejaVu Sans at 17 pt: (ascender − descender + gap) in font units × 17 / unitsPerEm.
        let lineHeight = font.ascender - font.descender + font.leading
        #expect(field.intrinsicContentSize.height == lineHeight.rounded(.up) + 14)
        field.borderStyle = .none
        #expect(field.intrinsicContentSize.height == lineHeight.rounded(.up))
    }
}
