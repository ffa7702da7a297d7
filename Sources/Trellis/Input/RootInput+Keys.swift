import Foundation

// Keys and text. A key down goes, in order, to: the key commands up the responder chain from the first
// responder (or the focused view); a text input that is first responder, for its editing keys (Backspace,
// Return); the presses of the responder chain; and, when the press leaves the end of the chain unhandled,
// keyboard focus (Tab, Shift-Tab, the arrows). Committed and marked text go to the first responder.
extension RootInput {
    /// A key went down; returns whether something used it.
    func keyDown(_ code: UIKeyboardHIDUsage, characters: String, modifiers: UIKeyModifierFlags, isRepeat: Bool) -> Bool
    {
        modifierFlags = modifiers
        let key = UIKey(keyCode: code, characters: characters, modifierFlags: modifiers)
        if let command = keyCommand(matching: key, repeating: isRepeat) {
            command.handler(command)
            return true
        }
        if editText(with: key) { return true }
        if isRepeat {
            // A held key repeats its key command, its text editing and focus moves; its press began once.
            return moveFocus(with: key)
        }
        let press = UIPress(key: key, timestamp: clock.now)
        let responder = keyResponder
        press.responder = responder
        keysDown.removeAll { $0.code == code }
        keysDown.append((code, press))
        let event = UIPressesEvent(timestamp: clock.now, modifierFlags: modifiers)
        event.allPresses = [press]
        responder.pressesBegan([press], with: event)
        if !event.reachedEndOfChain { return true }
        return moveFocus(with: key)
    }

    /// A key went up: the responder that saw it go down sees it end.
    func keyUp(_ code: UIKeyboardHIDUsage, characters: String, modifiers: UIKeyModifierFlags) -> Bool {
        modifierFlags = modifiers
        guard let i = keysDown.firstIndex(where: { $0.code == code }) else { return false }
        let press = keysDown.remove(at: i).press
        guard let responder = press.responder else { return false }
        press.phase = .ended
        press.timestamp = clock.now
        let event = UIPressesEvent(timestamp: clock.now, modifierFlags: modifiers)
        event.allPresses = [press]
        responder.pressesEnded([press], with: event)
        return !event.reachedEndOfChain
    }

    /// The first key command matching `key`, looking up the responder chain from ``keyResponder``.
    private func keyCommand(matching key: UIKey, repeating: Bool) -> UIKeyCommand? {
        var responder: UIResponder? = keyResponder
        var steps = 0
        while let r = responder, steps < 10_000 {
            if let command = r.keyCommands?.first(where: { $0.matches(key) && (!repeating || $0.repeats) }) {
                return command
            }
            responder = r.next
            steps += 1
        }
        return nil
    }

    /// Backspace and Return for a text input that is first responder.
    private func editText(with key: UIKey) -> Bool {
        guard let input = firstResponder as? UIKeyInput, key.modifierFlags.shortcutRelevant.subtracting(.shift).isEmpty
        else { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            input.deleteBackward()
            return true
        case .keyboardReturnOrEnter, .keypadEnter:
            input.insertText("\n")
            return true
        default:
            return false
        }
    }

    /// Tab, Shift-Tab and the arrow keys move keyboard focus.
    private func moveFocus(with key: UIKey) -> Bool {
        let flags = key.modifierFlags.shortcutRelevant
        let heading: UIFocusHeading
        switch key.keyCode {
        case .keyboardTab where flags == []: heading = .next
        case .keyboardTab where flags == .shift: heading = .previous
        case .keyboardUpArrow where flags == []: heading = .up
        case .keyboardDownArrow where flags == []: heading = .down
        case .keyboardLeftArrow where flags == []: heading = .left
        case .keyboardRightArrow where flags == []: heading = .right
        default: return false
        }
        return focusSystem.moveFocus(heading)
    }

    /// Committed text for the first responder's text input.
    func insertText(_ text: String) -> Bool {
        guard let input = firstResponder as? UIKeyInput else { return false }
        input.insertText(text)
        return true
    }

    /// Composition text for the first responder's text input.
    func setMarkedText(_ text: String, selectedRange: NSRange) -> Bool {
        guard let input = firstResponder as? UITextInput else { return false }
        input.setMarkedText(text, selectedRange: selectedRange)
        return true
    }
}
