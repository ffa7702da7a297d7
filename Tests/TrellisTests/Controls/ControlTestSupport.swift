import Foundation
import Testing

@testable import Trellis

/// A root of `size` holding `views` at fixed frames (autoresizing), laid out.
@MainActor
func controlRoot(size: CGSize = CGSize(width: 400, height: 300), _ views: [(UIView, CGRect)]) -> UIRootView {
    let root = UIRootView(frame: CGRect(origin: .zero, size: size))
    for (view, frame) in views {
        view.frame = frame
        root.addSubview(view)
    }
    root.layoutIfNeeded()
    return root
}

extension UIControl {
    /// Logs every event of `events` as its name, in order.
    func logEvents(_ events: UIControl.Event = .allEvents, to log: EventLog) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]
        for (event, name) in names where events.contains(event) {
            addAction(UIAction { _ in log.add(name) }, for: event)
        }
    }
}

extension UIRootView {
    /// A key press (down, up) of `code`, typing `characters`, at `t`.
    func press(
        _ code: UIKeyboardHIDUsage, _ characters: String = "", modifiers: UIKeyModifierFlags = [], at t: TimeInterval
    ) throws {
        try send(.keyDown(code, characters: characters, modifiers: modifiers), at: t)
        try send(.keyUp(code, characters: characters, modifiers: modifiers), at: t + 0.01)
    }
}
