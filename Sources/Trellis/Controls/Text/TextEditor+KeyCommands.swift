import Foundation

extension TextEditor {
    /// The editing shortcuts of a text input that is first responder: arrows (by character; with Option or
    /// Control by word; with Command by line), Home and End, Up and Down, each with Shift to extend the
    /// selection; forward Delete; Option/Control-Backspace (delete a word); and with Command or Control: A
    /// (select all), C, X, V (pasteboard), Z (undo), Shift-Z and Y (redo).
    ///
    /// - Parameters:
    ///   - isSecure: Whether copy and cut are refused.
    ///   - isEditable: Whether the commands that change the text (delete, cut, paste, undo, redo) are offered
    ///     (a selectable, read-only text view moves, selects and copies only).
    ///   - after: Called after every command (the view scrolls the caret into view and redraws).
    func keyCommands(isSecure: Bool, isEditable: Bool = true, after: @escaping () -> Void) -> [UIKeyCommand] {
        var commands: [UIKeyCommand] = []
        func add(_ input: String, _ flags: UIKeyModifierFlags, _ action: @escaping (TextEditor) -> Void) {
            commands.append(
                UIKeyCommand(input: input, modifierFlags: flags) { [unowned self] _ in
                    action(self)
                    after()
                })
        }
        let moves: [(String, Movement, UIKeyModifierFlags)] = [
            (UIKeyCommand.inputLeftArrow, .left, []), (UIKeyCommand.inputRightArrow, .right, []),
            (UIKeyCommand.inputLeftArrow, .wordLeft, .alternate),
            (UIKeyCommand.inputRightArrow, .wordRight, .alternate),
            (UIKeyCommand.inputLeftArrow, .wordLeft, .control), (UIKeyCommand.inputRightArrow, .wordRight, .control),
            (UIKeyCommand.inputLeftArrow, .lineStart, .command), (UIKeyCommand.inputRightArrow, .lineEnd, .command),
            (UIKeyCommand.inputHome, .lineStart, []), (UIKeyCommand.inputEnd, .lineEnd, []),
            (UIKeyCommand.inputHome, .documentStart, .control), (UIKeyCommand.inputEnd, .documentEnd, .control),
            (UIKeyCommand.inputUpArrow, .up, []), (UIKeyCommand.inputDownArrow, .down, []),
            (UIKeyCommand.inputUpArrow, .documentStart, .command),
            (UIKeyCommand.inputDownArrow, .documentEnd, .command),
        ]
        for (input, movement, flags) in moves {
            add(input, flags) { $0.move(movement, extend: false) }
            add(input, flags.union(.shift)) { $0.move(movement, extend: true) }
        }
        for modifier in [UIKeyModifierFlags.command, .control] {
            add("a", modifier) { $0.selectAll() }
            add("c", modifier) { $0.copy(to: .general, isSecure: isSecure) }
        }
        guard isEditable else { return commands }
        add(UIKeyCommand.inputDelete, []) { $0.deleteForward() }
        add("\u{8}", .alternate) { $0.deleteWordBackward() }
        add("\u{8}", .control) { $0.deleteWordBackward() }
        for modifier in [UIKeyModifierFlags.command, .control] {
            add("x", modifier) { $0.cut(to: .general, isSecure: isSecure) }
            add("v", modifier) { $0.paste(from: .general) }
            add("z", modifier) { $0.undo() }
            add("z", modifier.union(.shift)) { $0.redo() }
            add("y", modifier) { $0.redo() }
        }
        return commands
    }
}
