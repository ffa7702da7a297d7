import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Text view editing, driven as a user does: clicks, keys and text through the root's entry point.
///
/// DejaVu Sans 16 (the Swift text engine): a line is 2384/128 = 18.625 points tall (ascender 1901, descender
/// 483 units of 2048, scale 1/128). The text starts at the container inset (8 above) and the line padding (5
/// at the left). Widths of single words are taken from a one-line `TextLayout` of that word: an independent
/// measure of what the paragraph stack places.
@MainActor
// Serialized: cut, copy and paste go through the one process-wide `UIPasteboard.general`.
@Suite(.serialized, .swiftTextEngine) struct UITextViewEditingTests {
    static let line: CGFloat = 18.625
    static let font = UIFont.systemFont(ofSize: 16)

    /// The width of `text` on one line.
    static func width(_ text: String) -> CGFloat { TextLayout(text: text, font: font).width }

    /// A text view at `frame` in a 400 × 300 root.
    private func setUp(
        frame: CGRect = CGRect(x: 20, y: 20, width: 200, height: 100), _ configure: (UITextView) -> Void = { _ in }
    ) -> (UIRootView, UITextView) {
        let view = UITextView()
        view.font = Self.font
        configure(view)
        let root = controlRoot([(view, frame)])
        return (root, view)
    }

    private func key(
        _ root: UIRootView, _ code: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = [], at t: inout TimeInterval
    ) throws {
        t += 0.1
        try root.press(code, modifiers: modifiers, at: t)
    }

    private func type(_ root: UIRootView, _ text: String, at t: inout TimeInterval) throws {
        t += 0.1
        try root.send(.text(text), at: t)
    }

    private func selection(_ view: UITextView) -> NSRange { view.selectedRange }

    @Test func clickTypeReturnAndCaretPlaces() throws {
        let (root, view) = setUp()
        var t: TimeInterval = 1
        try root.click(CGPoint(x: 60, y: 40), at: t)
        #expect(view.isFirstResponder)
        try type(root, "Hello", at: &t)
        #expect(view.text == "Hello")
        #expect(selection(view) == NSRange(location: 5, length: 0))
        // Caret after "Hello": x = padding 5 + width − 1 (2 wide, centered), top at the inset 8.
        let caret = view.caretRect(for: UITextPosition(offset: 5))
        #expect(caret == CGRect(x: 5 + Self.width("Hello") - 1, y: 8, width: 2, height: Self.line))
        try key(root, .keyboardReturnOrEnter, at: &t)
        #expect(view.text == "Hello\n")
        #expect(selection(view) == NSRange(location: 6, length: 0))
        // The caret is on the new, empty second line, at its start.
        #expect(
            view.caretRect(for: UITextPosition(offset: 6))
                == CGRect(x: 4, y: 8 + Self.line, width: 2, height: Self.line))
        try type(root, "Hi", at: &t)
        try key(root, .keyboardReturnOrEnter, at: &t)
        try type(root, "Hello", at: &t)
        #expect(view.text == "Hello\nHi\nHello")
        #expect(selection(view) == NSRange(location: 14, length: 0))
        // A click on the second line, right of its end: the caret goes to the end of "Hi" (offset 8).
        try root.click(CGPoint(x: 20 + 150, y: 20 + 8 + Self.line * 1.5), at: t + 1)
        t += 1
        #expect(selection(view) == NSRange(location: 8, length: 0))
    }

    /// Up and Down move by visual line and keep the x the moves started at: from the end of the last "Hello",
    /// Up lands at the end of the shorter "Hi", Up again at the end of the first "Hello" (not under "Hi"'s end).
    @Test func upAndDownKeepTheGoalX() throws {
        let (root, view) = setUp()
        var t: TimeInterval = 1
        try root.click(CGPoint(x: 60, y: 40), at: t)
        try type(root, "Hello\nHi\nHello", at: &t)
        #expect(selection(view) == NSRange(location: 14, length: 0))
        try key(root, .keyboardUpArrow, at: &t)
        #expect(selection(view) == NSRange(location: 8, length: 0))
        try key(root, .keyboardUpArrow, at: &t)
        #expect(selection(view) == NSRange(location: 5, length: 0))
        try key(root, .keyboardDownArrow, at: &t)
        try key(root, .keyboardDownArrow, at: &t)
        #expect(selection(view) == NSRange(location: 14, length: 0))
        // Up on the first line goes to the start; Down on the last to the end.
        try key(root, .keyboardUpArrow, at: &t)
        try key(root, .keyboardUpArrow, at: &t)
        try key(root, .keyboardUpArrow, at: &t)
        #expect(selection(view) == NSRange(location: 0, length: 0))
        // A horizontal move forgets the goal: Right to 1, then Down lands under x of "H|" on "Hi" (offset 7).
        try key(root, .keyboardRightArrow, at: &t)
        try key(root, .keyboardDownArrow, at: &t)
        #expect(selection(view) == NSRange(location: 7, length: 0))
        // Shift-Down extends from 7 to the same x on the last line (offset 10).
        try key(root, .keyboardDownArrow, .shift, at: &t)
        #expect(selection(view) == NSRange(location: 7, length: 3))
    }

    /// Lines wrap as the user types; a text view with scrolling off grows, and the view below it moves.
    @Test func selfSizingTextViewGrowsAsItWraps() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let view = UITextView()
        view.font = Self.font
        view.isScrollEnabled = false
        view.text = "Hello World"
        let below = UIView()
        for v in [view, below] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 120),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            below.topAnchor.constraint(equalTo: view.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 50),
            below.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // One line: ceil(18.625) = 19, plus 8 + 8.
        #expect(view.frame == CGRect(x: 10, y: 10, width: 120, height: 35))
        #expect(below.frame.minY == 53)
        var t: TimeInterval = 1
        try root.click(CGPoint(x: 100, y: 25), at: t)
        try key(root, .keyboardEnd, .control, at: &t)
        #expect(selection(view) == NSRange(location: 11, length: 0))
        // "Hello World Hello" is wider than the container (120 − 10 = 110): "Hello" wraps to line 2.
        #expect(Self.width("Hello World Hello") > 110 && Self.width("Hello World") < 110)
        try type(root, " Hello", at: &t)
        root.layoutIfNeeded()
        // Two lines: ceil(37.25) = 38, plus 16.
        #expect(view.frame == CGRect(x: 10, y: 10, width: 120, height: 54))
        #expect(below.frame.minY == 72)
        #expect(
            view.caretRect(for: UITextPosition(offset: 17))
                == CGRect(x: 5 + Self.width("Hello") - 1, y: 8 + Self.line, width: 2, height: Self.line))
        // Backspace six times: back to one line, and the view shrinks.
        for _ in 0..<6 { try key(root, .keyboardDeleteOrBackspace, at: &t) }
        root.layoutIfNeeded()
        #expect(view.text == "Hello World")
        #expect(view.frame.height == 35)
        #expect(below.frame.minY == 53)
        // Undo brings the typed run back (one step).
        try key(root, .keyboardZ, .control, at: &t)
        root.layoutIfNeeded()
        #expect(view.text == "Hello World Hello")
        #expect(view.frame.height == 54)
    }

    /// With scrolling on, typing past the bottom scrolls the caret into view; moving to the start scrolls back.
    @Test func scrollingKeepsTheCaretVisible() throws {
        let (root, view) = setUp(frame: CGRect(x: 20, y: 20, width: 200, height: 60))
        var t: TimeInterval = 1
        try root.click(CGPoint(x: 60, y: 40), at: t)
        try type(root, "1\n2\n3\n4\n5\n6", at: &t)
        // Six lines: content height ceil(6 × 18.625 = 111.75) = 112 + 16 = 128.
        #expect(view.contentSize.height == 128)
        // The caret's line ends at 8 + 111.75 = 119.75; with 8 below it must end at the view's bottom: the
        // offset is 127.75 − 60.
        #expect(view.contentOffset == CGPoint(x: 0, y: 67.75))
        try key(root, .keyboardUpArrow, .command, at: &t)
        #expect(selection(view) == NSRange(location: 0, length: 0))
        #expect(view.contentOffset == .zero)
        // A click on the first line, just before the right edge of "1": the caret goes after it.
        try root.click(CGPoint(x: 20 + 5 + Self.width("1") - 1, y: 30), at: t + 1)
        t += 1
        #expect(selection(view) == NSRange(location: 1, length: 0))
    }

    /// Double click selects a word; copy, cut, paste across a paragraph break; undo and redo.
    @Test func selectCutPasteUndoRedo() throws {
        let (root, view) = setUp()
        UIPasteboard.general.string = nil
        var t: TimeInterval = 1
        try root.click(CGPoint(x: 60, y: 40), at: t)
        try type(root, "Hello World\nHi", at: &t)
        // Double click on "World" (its middle: after "Hello " plus a little).
        let x = 20 + 5 + Self.width("Hello W")
        try root.click(CGPoint(x: x, y: 20 + 8 + 9), at: 3)
        try root.click(CGPoint(x: x, y: 20 + 8 + 9), at: 3.1)
        #expect(selection(view) == NSRange(location: 6, length: 5))
        t = 4
        try key(root, .keyboardX, .control, at: &t)
        #expect(view.text == "Hello \nHi")
        #expect(UIPasteboard.general.string == "World")
        try key(root, .keyboardEnd, .control, at: &t)
        try key(root, .keyboardV, .control, at: &t)
        #expect(view.text == "Hello \nHiWorld")
        #expect(selection(view) == NSRange(location: 14, length: 0))
        try key(root, .keyboardZ, .control, at: &t)
        #expect(view.text == "Hello \nHi")
        try key(root, .keyboardZ, .control, at: &t)
        #expect(view.text == "Hello World\nHi")
        #expect(selection(view) == NSRange(location: 6, length: 5))
        try key(root, .keyboardZ, [.control, .shift], at: &t)
        #expect(view.text == "Hello \nHi")
        // Select all, then Backspace: empty, one line.
        try key(root, .keyboardA, .control, at: &t)
        #expect(selection(view) == NSRange(location: 0, length: 9))
        try key(root, .keyboardDeleteOrBackspace, at: &t)
        #expect(view.text == "")
        #expect(view.caretRect(for: UITextPosition(offset: 0)) == CGRect(x: 4, y: 8, width: 2, height: Self.line))
    }

    /// A delegate hears every step in UIKit's order, can refuse Return (a chat box sending on Return), and
    /// is not asked about setting the text from code.
    @Test func delegateIsAskedAndTold() throws {
        final class Delegate: UITextViewDelegate {
            var log: [String] = []
            func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
                log.append("shouldBegin")
                return true
            }
            func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
            func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
                log.append("shouldEnd")
                return true
            }
            func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
            func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
                -> Bool
            {
                log.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
                return text != "\n"
            }
            func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
            func textViewDidChangeSelection(_ textView: UITextView) {
                log.append("selection \(textView.selectedRange.location),\(textView.selectedRange.length)")
            }
        }
        let delegate = Delegate()
        let (root, view) = setUp { $0.delegate = delegate }
        var t: TimeInterval = 1
        try root.click(CGPoint(x: 60, y: 40), at: t)
        try type(root, "ab", at: &t)
        try key(root, .keyboardReturnOrEnter, at: &t)
        try key(root, .keyboardLeftArrow, at: &t)
        #expect(view.text == "ab")
        _ = view.resignFirstResponder()
        #expect(
            delegate.log == [
                "shouldBegin", "didBegin", "selection 0,0",
                "shouldChange 0,0 \"ab\"", "didChange", "selection 2,0",
                "shouldChange 2,0 \"\\n\"",
                "selection 1,0",
                "shouldEnd", "didEnd",
            ])
    }

    /// Not editable but selectable: a click places the caret, Shift-arrows select, copy works; typing, cut and
    /// paste do nothing. Neither: clicks do not make it first responder.
    @Test func readOnlyTextViewSelectsAndCopies() throws {
        let (root, view) = setUp {
            $0.text = "Hello World"
            $0.isEditable = false
        }
        UIPasteboard.general.string = "x"
        var t: TimeInterval = 1
        try root.click(CGPoint(x: 20 + 5 + 1, y: 20 + 8 + 9), at: t)
        #expect(view.isFirstResponder)
        #expect(selection(view) == NSRange(location: 0, length: 0))
        try key(root, .keyboardRightArrow, [.shift, .alternate], at: &t)
        #expect(selection(view) == NSRange(location: 0, length: 5))
        try type(root, "zzz", at: &t)
        try key(root, .keyboardX, .control, at: &t)
        try key(root, .keyboardV, .control, at: &t)
        try key(root, .keyboardDeleteOrBackspace, at: &t)
        #expect(view.text == "Hello World")
        try key(root, .keyboardC, .control, at: &t)
        #expect(UIPasteboard.general.string == "Hello")
        _ = view.resignFirstResponder()
        view.isSelectable = false
        try root.click(CGPoint(x: 60, y: 40), at: t + 1)
        #expect(!view.isFirstResponder)
    }

    /// The caret never splits a grapheme cluster: Left over an emoji family and a combining accent.
    @Test func caretMovesByGraphemeCluster() throws {
        let (root, view) = setUp()
        var t: TimeInterval = 1
        try root.click(CGPoint(x: 60, y: 40), at: t)
        // "e" + U+0301 (2 units), then 👨‍👩‍👧 (8 units: three 2-unit emoji joined by two ZWJs).
        try type(root, "e\u{301}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", at: &t)
        #expect(selection(view) == NSRange(location: 10, length: 0))
        try key(root, .keyboardLeftArrow, at: &t)
        #expect(selection(view) == NSRange(location: 2, length: 0))
        try key(root, .keyboardLeftArrow, at: &t)
        #expect(selection(view) == NSRange(location: 0, length: 0))
        try key(root, .keyboardDeleteForward, at: &t)
        #expect(view.text == "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}")
    }

    /// The paragraph stack after many edits lays out exactly as one layout of the whole text: every caret
    /// rectangle equals the one-layout rectangle (an independent method), through edits that split and join
    /// paragraphs, CR LF pairs made and broken, and wrapping.
    @Test func paragraphStackMatchesWholeLayout() throws {
        let (root, view) = setUp()
        var t: TimeInterval = 1
        try root.click(CGPoint(x: 60, y: 40), at: t)
        func check(_ step: String) {
            let whole = view.textLayout(forViewWidth: view.bounds.width)
            let carets = whole.caretOffsets
            for offset in carets {
                let expected = whole.caretRect(forOffset: offset).offsetBy(dx: 5, dy: 8)
                let got = view.caretRect(for: UITextPosition(offset: offset))
                #expect(got == expected, "\(step): offset \(offset)")
            }
            #expect(view.textStack.height == whole.height, "\(step): height")
        }
        let steps: [(String, () throws -> Void)] = [
            ("type", { try self.type(root, "one two three four five six seven eight nine ten", at: &t) }),
            (
                "newline mid",
                {
                    view.selectedRange = NSRange(location: 8, length: 0)
                    try self.key(root, .keyboardReturnOrEnter, at: &t)
                }
            ),
            ("CR", { try self.type(root, "\r", at: &t) }),
            ("LF after CR", { try self.type(root, "x\n", at: &t) }),
            (
                "join",
                {
                    view.selectedRange = NSRange(location: 3, length: 8)
                    try self.key(root, .keyboardDeleteOrBackspace, at: &t)
                }
            ),
            (
                "paste lines",
                {
                    UIPasteboard.general.string = "alpha\nbeta\r\ngamma delta epsilon zeta eta theta iota kappa"
                    try self.key(root, .keyboardV, .control, at: &t)
                }
            ),
            ("undo", { try self.key(root, .keyboardZ, .control, at: &t) }),
            ("redo", { try self.key(root, .keyboardZ, [.control, .shift], at: &t) }),
            (
                "delete all",
                {
                    try self.key(root, .keyboardA, .control, at: &t)
                    try self.key(root, .keyboardDeleteOrBackspace, at: &t)
                }
            ),
        ]
        for (name, step) in steps {
            try step()
            check(name)
        }
    }

    /// Typing into attributed text keeps its attributes (the character before the caret's).
    @Test func typingIntoAttributedText() throws {
        let (root, view) = setUp {
            $0.attributedText = NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        }
        var t: TimeInterval = 1
        try root.click(CGPoint(x: 150, y: 37), at: t)
        try type(root, "der\nx", at: &t)
        #expect(view.text == "Redder\nx")
        let attributed: NSAttributedString = view.attributedText
        #expect(attributed.string == "Redder\nx")
        var range = NSRange()
        let color = attributed.attribute(.foregroundColor, at: 7, effectiveRange: &range) as? UIColor
        #expect(color == UIColor.red)
        #expect(range == NSRange(location: 0, length: 8))
    }

    /// The caret's fills as drawn: rectangles 2 wide in the tint color.
    private func caretFills(_ root: UIRootView, _ tint: UIColor) -> [CGRect] {
        RecordingContext.record(root).events.compactMap { event in
            if case .fill(let r?, let c) = event, c == tint.cgColor, r.width == 2 { return r }
            return nil
        }
    }

    /// The caret blinks on the root's clock — shown 0.5 s, hidden 0.5 s from the last edit or move — and stays
    /// solid while the user types. The same for a text field.
    @Test func caretBlinksOnTheRootClock() throws {
        let (root, view) = setUp()
        let field = UITextField()
        field.font = Self.font
        field.frame = CGRect(x: 20, y: 150, width: 200, height: 30)
        root.addSubview(field)
        root.layoutIfNeeded()
        try root.click(CGPoint(x: 60, y: 40), at: 1)
        try root.send(.text("ab"), at: 1.2)
        // The caret after "ab", in root coordinates: the view's origin (20, 20) plus its caret rect.
        let caret = view.caretRect(for: UITextPosition(offset: 2)).offsetBy(dx: 20, dy: 20)
        #expect(caretFills(root, view.tintColor) == [caret])
        try root.advance(to: 1.69)  // 0.49 s after typing: shown
        #expect(caretFills(root, view.tintColor) == [caret])
        try root.advance(to: 1.7)  // 0.5 s: hidden
        #expect(caretFills(root, view.tintColor) == [])
        try root.advance(to: 2.2)  // 1.0 s: shown again
        #expect(caretFills(root, view.tintColor) == [caret])
        try root.advance(to: 2.9)  // 1.7 s: hidden
        #expect(caretFills(root, view.tintColor) == [])
        // Typing keeps it solid: a character every 0.4 s, drawn 0.39 s after each.
        for k in 0..<4 {
            try root.send(.text("c"), at: 3.0 + 0.4 * Double(k))
            try root.advance(to: 3.39 + 0.4 * Double(k))
            #expect(caretFills(root, view.tintColor).count == 1)
        }
        // The field: focused by a click, its caret blinks the same way; the text view's caret is gone.
        try root.click(CGPoint(x: 100, y: 165), at: 5)
        #expect(field.isEditing && !view.isFirstResponder)
        #expect(caretFills(root, field.tintColor).count == 1)
        try root.advance(to: 5.05 + 0.5)
        #expect(caretFills(root, field.tintColor) == [])
        try root.advance(to: 5.05 + 1.0)
        #expect(caretFills(root, field.tintColor).count == 1)
    }

    /// A restart at a time whose toggles are inexact sums (0.2 + 0.5 − 0.2 rounds below 0.5 in binary) still
    /// blinks: the toggle at 0.7 hides the caret and the one at 1.2 shows it (it used to reschedule itself at
    /// 0.7 forever, hanging `advance`).
    @Test func caretBlinkAfterARestartAtAnInexactTime() throws {
        let (root, view) = setUp()
        try root.click(CGPoint(x: 60, y: 40), at: 0.1)
        try root.send(.text("ab"), at: 0.2)
        let caret = view.caretRect(for: UITextPosition(offset: 2)).offsetBy(dx: 20, dy: 20)
        try root.advance(to: 0.69)
        #expect(caretFills(root, view.tintColor) == [caret])
        try root.advance(to: 0.71)
        #expect(caretFills(root, view.tintColor) == [])
        try root.advance(to: 1.25)
        #expect(caretFills(root, view.tintColor) == [caret])
    }

    /// A delegate that removes the text view from its superview in the middle of an edit: no crash, the text
    /// typed is kept, and typing afterwards goes nowhere.
    @Test func delegateRemovingTheViewWhileEditing() throws {
        final class Remover: UITextViewDelegate {
            func textViewDidChange(_ textView: UITextView) { textView.removeFromSuperview() }
        }
        let remover = Remover()
        let (root, view) = setUp { $0.delegate = remover }
        try root.click(CGPoint(x: 60, y: 40), at: 1)
        try root.send(.text("kept"), at: 1.2)
        #expect(view.superview == nil)
        #expect(view.text == "kept")
        try root.send(.text("lost"), at: 1.3)
        try root.press(.keyboardReturnOrEnter, at: 1.4)
        #expect(view.text == "kept")
        #expect(!view.isFirstResponder)
    }
}
