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
    case keyDown(UIKeyboardHIDUsage, characters: String = "", modifiers: UIKeyModifierFlags = [], isRepeat: Bool = false)
    /// A key went up.
    case keyUp(UIKeyboardHIDUsage, characters: String = "", modifiers: UIKeyModifierFlags = [])
    /// Committed text from the keyboard or an input method, for the first responder.
    case text(String)
    /// An input method's composition (marked) text, with the selection inside it in UTF-16 units; empty text
    /// ends the composition without committing.
    case markedText(String, selectedRange: NSRange)

    public var description: String {
        switch self {
        case let .pointerMoved(p, id): "pointerMoved(to: \(p), pointer: \(id))"
        case let .pointerButtonDown(b, p, id): "pointerButtonDown(\(b), at: \(p), pointer: \(id))"
        case let .pointerButtonUp(b, p, id): "pointerButtonUp(\(b), at: \(p), pointer: \(id))"
        case let .pointerScrolled(d, type, p, id): "pointerScrolled(by: \(d), type: \(type), at: \(p), pointer: \(id))"
        case let .pointerLeft(id): "pointerLeft(pointer: \(id))"
        case let .touchBegan(id, p): "touchBegan(id: \(id), at: \(p))"
        case let .touchMoved(id, p): "touchMoved(id: \(id), to: \(p))"
        case let .touchEnded(id, p): "touchEnded(id: \(id), at: \(p))"
        case let .touchCancelled(id): "touchCancelled(id: \(id))"
        case let .keyDown(k, c, m, r): "keyDown(\(k.rawValue), characters: \(c.debugDescription), modifiers: \(m.rawValue), isRepeat: \(r))"
        case let .keyUp(k, c, m): "keyUp(\(k.rawValue), characters: \(c.debugDescription), modifiers: \(m.rawValue))"
        case let .text(t): "text(\(t.debugDescription))"
        case let .markedText(t, r): "markedText(\(t.debugDescription), selectedRange: \(r.location), \(r.length))"
        }
    }

    /// Whether every number in the event is finite.
    var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch self {
        case let .pointerMoved(p, _), let .pointerButtonDown(_, p, _), let .pointerButtonUp(_, p, _),
            let .touchBegan(_, p), let .touchMoved(_, p), let .touchEnded(_, p):
            return ok(p)
        case let .pointerScrolled(d, _, p, _): return ok(d) && ok(p)
        default: return true
        }
    }
}
