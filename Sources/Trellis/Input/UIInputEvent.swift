import Foundation

/// A pointer button (a mouse's): the seed's left, right and middle, and the two side buttons.
public enum UIPointerButton: Int, Sendable, CaseIterable, CustomStringConvertible {
    case left, right, middle, x1, x2

    /// The button in UIKit's mask: primary, secondary, then buttons 3, 4 and 5.
    public var mask: UIEvent.ButtonMask {
        switch self {
        case .left: .primary
        case .right: .secondary
        case .middle: .button(3)
        case .x1: .button(4)
        case .x2: .button(5)
        }
    }

    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .middle: "middle"
        case .x1: "x1"
        case .x2: "x2"
        }
    }
}

/// How a scroll delta is measured (UIKit's `UIScrollType`).
public enum UIScrollType: Int, Sendable {
    /// A wheel's notches: the delta is in lines (``UIScrollView/pointsPerScrollLine`` points each).
    case discrete
    /// A trackpad's precise scrolling: the delta is in points.
    case continuous
}

/// One thing that happened at the host — a window, a game loop, a test — for ``UIRootView/send(_:at:)``.
///
/// Points are in the root view's coordinate space. Several pointers (mice, pens) have ids (`pointer`, 0 by
/// default); touches (fingers) have the host's ids. Scroll deltas say where the content should go: positive
/// y shows content further down (the content offset grows), as the seed's wheel input; a host whose wheel
/// reports "up" as positive negates it.
public enum UIInputEvent: Sendable, CustomStringConvertible {
    /// A pointer moved to `point` (with or without buttons held).
    case pointerMoved(to: CGPoint, pointer: Int = 0)
    /// A pointer button went down at `point`.
    case pointerButtonDown(UIPointerButton, at: CGPoint, pointer: Int = 0)
    /// A pointer button went up at `point`.
    case pointerButtonUp(UIPointerButton, at: CGPoint, pointer: Int = 0)
    /// The wheel or the trackpad scrolled by `delta` with the pointer at `point`.
    case pointerScrolled(by: CGPoint, type: UIScrollType = .discrete, at: CGPoint, pointer: Int = 0)
    /// The pointer left the window (hover ends; a drag in progress goes on).
    case pointerLeft(pointer: Int = 0)
    /// A finger touched down.
    case touchBegan(id: Int, at: CGPoint)
    /// A finger moved.
    case touchMoved(id: Int, to: CGPoint)
    /// A finger lifted at `point`.
    case touchEnded(id: Int, at: CGPoint)
    /// The host cancelled a touch (the system took it).
    case touchCancelled(id: Int)
    /// A key went down (`isRepeat`: held down, repeating). `characters` is what it types with the modifiers
    /// ("" for the US layout's character of the key).
    case keyDown(
        UIKeyboardHIDUsage, characters: String = "", modifiers: UIKeyModifierFlags = [], isRepeat: Bool = false)
    /// A key went up.
    case keyUp(UIKeyboardHIDUsage, characters: String = "", modifiers: UIKeyModifierFlags = [])
    /// Committed text from the keyboard or an input method, for the first responder.
    case text(String)
    /// An input method's composition (marked) text, with the selection inside it in UTF-16 units; empty text
    /// ends the composition without committing.
    case markedText(String, selectedRange: NSRange)

    public var description: String {
        switch self {
        case .pointerMoved(let p, let id): "pointerMoved(to: \(p), pointer: \(id))"
        case .pointerButtonDown(let b, let p, let id): "pointerButtonDown(\(b), at: \(p), pointer: \(id))"
        case .pointerButtonUp(let b, let p, let id): "pointerButtonUp(\(b), at: \(p), pointer: \(id))"
        case .pointerScrolled(let d, let type, let p, let id):
            "pointerScrolled(by: \(d), type: \(type), at: \(p), pointer: \(id))"
        case .pointerLeft(let id): "pointerLeft(pointer: \(id))"
        case .touchBegan(let id, let p): "touchBegan(id: \(id), at: \(p))"
        case .touchMoved(let id, let p): "touchMoved(id: \(id), to: \(p))"
        case .touchEnded(let id, let p): "touchEnded(id: \(id), at: \(p))"
        case .touchCancelled(let id): "touchCancelled(id: \(id))"
        case .keyDown(let k, let c, let m, let r):
            "keyDown(\(k.rawValue), characters: \(c.debugDescription), modifiers: \(m.rawValue), isRepeat: \(r))"
        case .keyUp(let k, let c, let m):
            "keyUp(\(k.rawValue), characters: \(c.debugDescription), modifiers: \(m.rawValue))"
        case .text(let t): "text(\(t.debugDescription))"
        case .markedText(let t, let r): "markedText(\(t.debugDescription), selectedRange: \(r.location), \(r.length))"
        }
    }

    /// Whether every number in the event is finite.
    var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch self {
        case .pointerMoved(let p, _), .pointerButtonDown(_, let p, _), .pointerButtonUp(_, let p, _),
            .touchBegan(_, let p), .touchMoved(_, let p), .touchEnded(_, let p):
            return ok(p)
        case .pointerScrolled(let d, _, let p, _): return ok(d) && ok(p)
        default: return true
        }
    }
}
