import CSDL2
import Foundation
import Trellis

/// What one SDL event asks of the host: input for a window's root, or something about the window itself.
enum SDLHostAction: Equatable {
    /// Input for the window with this SDL id (0: the key window).
    case input(UIInputEvent, window: UInt32)
    /// The window's size changed (in window coordinates, as SDL reports them).
    case resized(window: UInt32, width: Int, height: Int)
    /// The user asked to close the window.
    case close(window: UInt32)
    /// The window got keyboard focus.
    case focusGained(window: UInt32)
    /// The window must be drawn again (uncovered, shown, moved to another display).
    case exposed(window: UInt32)
    /// A game controller was plugged in (its device index).
    case controllerAdded(device: Int32)
    /// The app was asked to quit (the last window closed, Ctrl-C, the session ends).
    case quit

    static func == (a: SDLHostAction, b: SDLHostAction) -> Bool { "\(a)" == "\(b)" }
}

/// SDL events to Trellis input: SDL's mouse, wheel, keyboard, text, IME composition, touch, game controller
/// and window events, in the root view's points (window coordinates divided by the window's scale).
enum SDLEventTranslation {
    /// SDL's `SDL_TOUCH_MOUSEID`: mouse events SDL synthesizes from touches (the touches arrive themselves).
    static let touchMouseID = UInt32.max

    /// The window's scale (window coordinates per point) and size in points, by SDL window id.
    typealias Geometry = (UInt32) -> (scale: CGFloat, size: CGSize)?

    /// The actions `event` asks for (none for events Trellis does not use).
    static func actions(for event: SDL_Event, geometry: Geometry) -> [SDLHostAction] {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEMOTION:
            let m = event.motion
            guard m.which != touchMouseID, let g = geometry(m.windowID) else { return [] }
            return [.input(.pointerMoved(to: point(m.x, m.y, g.scale)), window: m.windowID)]
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            guard b.which != touchMouseID, let g = geometry(b.windowID), let button = pointerButton(b.button) else {
                return []
            }
            let p = point(b.x, b.y, g.scale)
            let down = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            return [
                .input(down ? .pointerButtonDown(button, at: p) : .pointerButtonUp(button, at: p), window: b.windowID)
            ]
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            guard w.which != touchMouseID, let g = geometry(w.windowID) else { return [] }
            // SDL: y > 0 scrolls away from the user (content further up); Trellis: y > 0 shows content further
            // down. Both: x > 0 shows content further right. Flipped (natural) wheels report the other way.
            let flip: CGFloat = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let delta = CGPoint(x: CGFloat(w.preciseX) * flip, y: -CGFloat(w.preciseY) * flip)
            return [
                .input(
                    .pointerScrolled(by: delta, type: .discrete, at: point(w.mouseX, w.mouseY, g.scale)),
                    window: w.windowID)
            ]
        case SDL_KEYDOWN, SDL_KEYUP:
            let k = event.key
            let code = UIKeyboardHIDUsage(rawValue: Int(k.keysym.scancode.rawValue))
            let modifiers = modifierFlags(k.keysym.mod)
            if event.type == SDL_KEYDOWN.rawValue {
                return [.input(.keyDown(code, modifiers: modifiers, isRepeat: k.repeat != 0), window: k.windowID)]
            }
            return [.input(.keyUp(code, modifiers: modifiers), window: k.windowID)]
        case SDL_TEXTINPUT:
            var t = event.text
            let text = withUnsafeBytes(of: &t.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return text.isEmpty ? [] : [.input(.text(text), window: t.windowID)]
        case SDL_TEXTEDITING:
            var e = event.edit
            let text = withUnsafeBytes(of: &e.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return [
                .input(
                    .markedText(text, selectedRange: utf16Range(in: text, start: e.start, length: e.length)),
                    window: e.windowID)
            ]
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let f = event.tfinger
            guard let g = geometry(f.windowID) else { return [] }
            // Finger positions are normalized to the window (0…1).
            let p = CGPoint(x: CGFloat(f.x) * g.size.width, y: CGFloat(f.y) * g.size.height)
            let id = Int(truncatingIfNeeded: f.fingerId)
            let input: UIInputEvent =
                event.type == SDL_FINGERDOWN.rawValue
                ? .touchBegan(id: id, at: p)
                : event.type == SDL_FINGERUP.rawValue ? .touchEnded(id: id, at: p) : .touchMoved(id: id, to: p)
            return [.input(input, window: f.windowID)]
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            guard let key = controllerKey(SDL_GameControllerButton(Int32(event.cbutton.button))) else { return [] }
            let down = event.type == SDL_CONTROLLERBUTTONDOWN.rawValue
            return [.input(down ? .keyDown(key) : .keyUp(key), window: 0)]
        case SDL_CONTROLLERDEVICEADDED:
            return [.controllerAdded(device: event.cdevice.which)]
        case SDL_WINDOWEVENT:
            return windowActions(event.window)
        case SDL_QUIT:
            return [.quit]
        default:
            return []
        }
    }

    /// Window events: size, close, focus, leave, expose.
    private static func windowActions(_ w: SDL_WindowEvent) -> [SDLHostAction] {
        switch SDL_WindowEventID(UInt32(w.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            return [.resized(window: w.windowID, width: Int(w.data1), height: Int(w.data2))]
        case SDL_WINDOWEVENT_CLOSE: return [.close(window: w.windowID)]
        case SDL_WINDOWEVENT_FOCUS_GAINED: return [.focusGained(window: w.windowID)]
        case SDL_WINDOWEVENT_LEAVE: return [.input(.pointerLeft(), window: w.windowID)]
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_DISPLAY_CHANGED:
            return [.exposed(window: w.windowID)]
        default: return []
        }
    }

    /// A window position in points.
    static func point<T: BinaryInteger>(_ x: T, _ y: T, _ scale: CGFloat) -> CGPoint {
        CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }

    /// SDL's button numbers: 1 left, 2 middle, 3 right, 4 and 5 the side buttons.
    static func pointerButton(_ button: UInt8) -> UIPointerButton? {
        switch Int32(button) {
        case SDL_BUTTON_LEFT: .left
        case SDL_BUTTON_MIDDLE: .middle
        case SDL_BUTTON_RIGHT: .right
        case SDL_BUTTON_X1: .x1
        case SDL_BUTTON_X2: .x2
        default: nil
        }
    }

    /// SDL's modifier state as UIKit's flags (Caps Lock is `alphaShift`, the GUI key `command`).
    static func modifierFlags(_ mod: UInt16) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        let m = UInt32(mod)
        if m & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if m & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        if m & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// A game controller's buttons as the keys that move focus and activate: the D-pad as the arrows, A as
    /// Return (activate), B as Escape (back).
    static func controllerKey(_ button: SDL_GameControllerButton) -> UIKeyboardHIDUsage? {
        switch button {
        case SDL_CONTROLLER_BUTTON_DPAD_UP: .keyboardUpArrow
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: .keyboardDownArrow
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: .keyboardLeftArrow
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: .keyboardRightArrow
        case SDL_CONTROLLER_BUTTON_A: .keyboardReturnOrEnter
        case SDL_CONTROLLER_BUTTON_B: .keyboardEscape
        default: nil
        }
    }

    /// SDL's composition cursor (in characters, that is Unicode scalars) as a range in UTF-16 units.
    static func utf16Range(in text: String, start: Int32, length: Int32) -> NSRange {
        let scalars = Array(text.unicodeScalars)
        func utf16Offset(_ n: Int) -> Int {
            scalars.prefix(max(0, min(n, scalars.count))).reduce(0) { $0 + $1.utf16.count }
        }
        let location = utf16Offset(Int(start))
        return NSRange(location: location, length: utf16Offset(Int(start) + Int(length)) - location)
    }
}
