import Foundation
import Testing

@testable import Trellis

/// Keys and text through the root's entry point: key commands up the responder chain, presses, the first
/// responder and text input (committed and marked text).
@Suite struct KeyboardTests {
    /// A responder view with key commands that logs presses.
    final class KeyView: UIView {
        let log: EventLog
        let name: String
        var commands: [UIKeyCommand] = []
        var takesFirstResponder = true
        var handlesPresses = false
        var refusesToResign = false

        init(_ name: String, log: EventLog) {
            self.log = log
            self.name = name
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        required init?(coder: NSCoder) { fatalError() }

        override var keyCommands: [UIKeyCommand]? { commands }
        override var canBecomeFirstResponder: Bool { takesFirstResponder }
        override var canResignFirstResponder: Bool { !refusesToResign }
        override func resignFirstResponder() -> Bool {
            let ok = super.resignFirstResponder()
            if ok { log.add("\(name) resigned") }
            return ok
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let p = presses.first!
            log.add("\(name) pressesBegan \(p.key!.charactersIgnoringModifiers.debugDescription) \(p.type)")
            if !handlesPresses { super.pressesBegan(presses, with: event) }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.add("\(name) pressesEnded")
            if !handlesPresses { super.pressesEnded(presses, with: event) }
        }
        func command(_ input: String, _ flags: UIKeyModifierFlags = [], repeats: Bool = true) {
            let c = UIKeyCommand(input: input, modifierFlags: flags) { [log, name] _ in
                log.add("\(name) command \(input)")
            }
            c.repeats = repeats
            commands.append(c)
        }
    }

    /// root ⊃ panel ⊃ field; the field is first responder.
    func makeChain(_ log: EventLog) -> (UIRootView, KeyView, KeyView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let panel = KeyView("panel", log: log)
        let field = KeyView("field", log: log)
        root.addSubview(panel)
        panel.addSubview(field)
        #expect(field.becomeFirstResponder())
        return (root, panel, field)
    }

    /// A key command is found from the first responder up the chain; the nearest match wins; modifiers must
    /// match exactly; letters match whatever their case.
    @Test func keyCommandsUpTheChain() throws {
        let log = EventLog()
        let (root, panel, field) = makeChain(log)
        panel.command("s", .command)
        panel.command("S", [.command, .shift])
        panel.command(UIKeyCommand.inputUpArrow, .alternate)
        field.command(UIKeyCommand.inputEscape)
        #expect(try root.send(.keyDown(.keyboardS, modifiers: .command), at: 0))
        try root.send(.keyDown(.keyboardS, characters: "S", modifiers: [.command, .shift]), at: 0.1)
        try root.send(.keyDown(.keyboardUpArrow, modifiers: .alternate), at: 0.2)
        try root.send(.keyDown(.keyboardEscape), at: 0.3)
        #expect(
            log.take() == [
                "panel command s", "panel command S", "panel command UIKeyInputUpArrow",
                "field command UIKeyInputEscape",
            ])
        // Control-S matches nothing: the press goes to the chain (and falls off its end: not taken).
        #expect(try !root.send(.keyDown(.keyboardS, modifiers: .control), at: 0.4))
        #expect(log.take() == ["field pressesBegan \"s\" other", "panel pressesBegan \"s\" other"])
        // The nearest responder's command wins.
        field.command("s", .command)
        try root.send(.keyDown(.keyboardS, modifiers: .command), at: 0.5)
        #expect(log.take() == ["field command s"])
        // A held key repeats a command unless it says not to.
        try root.send(.keyDown(.keyboardS, modifiers: .command, isRepeat: true), at: 0.6)
        field.commands[1].repeats = false
        try root.send(.keyDown(.keyboardS, modifiers: .command, isRepeat: true), at: 0.7)
        #expect(log.take() == ["field command s", "panel command s"])
    }

    /// Without a first responder, key commands and presses start at the root (a subclass can offer commands).
    @Test func rootCommands() throws {
        final class AppRoot: UIRootView {
            var quit = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "q", modifierFlags: .command) { _ in self.quit += 1 }]
            }
        }
        let root = AppRoot(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        try root.send(.keyDown(.keyboardQ, modifiers: .command), at: 0)
        #expect(root.quit == 1)
    }

    /// Presses go to the first responder and up; a responder that handles them stops them there; the key up
    /// goes where the key down went.
    @Test func presses() throws {
        let log = EventLog()
        let (root, panel, _) = makeChain(log)
        panel.handlesPresses = true
        #expect(try root.send(.keyDown(.keyboardReturnOrEnter), at: 0))
        #expect(try root.send(.keyUp(.keyboardReturnOrEnter), at: 0.1))
        #expect(
            log.take() == [
                "field pressesBegan \"\\r\" select", "panel pressesBegan \"\\r\" select", "field pressesEnded",
                "panel pressesEnded",
            ])
        #expect(try !root.send(.keyUp(.keyboardA), at: 0.2))  // never went down
    }

    /// First-responder rules: only responders that can; the old one resigns; one that refuses keeps it; a
    /// first responder removed from the tree resigns.
    @Test func firstResponder() throws {
        let log = EventLog()
        let (root, panel, field) = makeChain(log)
        #expect(field.isFirstResponder && root.firstResponder === field)
        panel.takesFirstResponder = false
        #expect(!panel.becomeFirstResponder() && field.isFirstResponder)
        panel.takesFirstResponder = true
        #expect(panel.becomeFirstResponder())
        #expect(log.take() == ["field resigned"])
        panel.refusesToResign = true
        #expect(!field.becomeFirstResponder() && panel.isFirstResponder)
        panel.refusesToResign = false
        let loose = KeyView("loose", log: log)
        #expect(!loose.becomeFirstResponder())  // in no root
        panel.removeFromSuperview()
        #expect(log.take() == ["panel resigned"])
        #expect(root.firstResponder == nil && !panel.isFirstResponder)
    }

    /// A text input that is first responder takes committed text, Backspace, Return and marked text.
    @Test func textInput() throws {
        final class TextBox: UIView, UITextInput {
            var text = "", marked: String?
            override var canBecomeFirstResponder: Bool { true }
            var hasText: Bool { !text.isEmpty }
            func insertText(_ t: String) {
                marked = nil
                text += t
            }
            func deleteBackward() { if !text.isEmpty { text.removeLast() } }
            func setMarkedText(_ markedText: String?, selectedRange: NSRange) { marked = markedText }
            func unmarkText() {
                text += marked ?? ""
                marked = nil
            }
        }
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = TextBox(frame: root.bounds)
        root.addSubview(box)
        #expect(try !root.send(.text("x"), at: 0))  // no first responder: not taken
        box.becomeFirstResponder()
        try root.send(.text("hé"), at: 1)
        try root.send(.keyDown(.keyboardDeleteOrBackspace), at: 1.1)
        try root.send(.keyDown(.keyboardDeleteOrBackspace, isRepeat: true), at: 1.2)
        try root.send(.text("ok"), at: 1.3)
        try root.send(.keyDown(.keyboardReturnOrEnter), at: 1.4)
        #expect(box.text == "ok\n")
        try root.send(.markedText("に", selectedRange: NSRange(location: 1, length: 0)), at: 2)
        #expect(box.marked == "に" && box.text == "ok\n")
        try root.send(.markedText("にほ", selectedRange: NSRange(location: 2, length: 0)), at: 2.1)
        try root.send(.text("日本"), at: 2.2)
        #expect(box.marked == nil && box.text == "ok\n日本" && box.hasText)
    }
}
