import Foundation
import Testing

@testable import Trellis

/// Keyboard and game-pad focus driven by keys: Tab order on a form, arrows on a grid, groups, and focus moving
/// off views that can no longer hold it.
@Suite struct FocusTests {
    /// A focusable view that logs focus updates passing through it.
    final class Item: UIView {
        let log: EventLog?
        let name: String
        var refusesToLoseFocus = false
        init(_ name: String, _ frame: CGRect, log: EventLog? = nil) {
            self.name = name
            self.log = log
            super.init(frame: frame)
            accessibilityIdentifier = name
        }
        required init?(coder: NSCoder) { fatalError() }
        override var canBecomeFocused: Bool { true }
        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
            !(refusesToLoseFocus && context.previouslyFocusedView === self)
        }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            log?.add(
                "\(name): \(FocusTests.name(context.previouslyFocusedView))→\(FocusTests.name(context.nextFocusedView))"
            )
        }
    }

    /// A container that logs focus updates passing through it.
    final class Container: UIView {
        let log: EventLog
        init(_ frame: CGRect, log: EventLog) {
            self.log = log
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            coordinator.addCoordinatedAnimations({ self.log.add("form animation") })
            log.add(
                "form: \(FocusTests.name(context.previouslyFocusedView))→\(FocusTests.name(context.nextFocusedView))")
        }
    }

    static func name(_ view: UIView?) -> String { view?.accessibilityIdentifier ?? "nil" }

    func focused(_ root: UIRootView) -> String { Self.name(root.focusSystem.focusedItem as? UIView) }

    @discardableResult
    func key(_ root: UIRootView, _ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = [], at t: TimeInterval)
        throws -> Bool
    {
        try root.send(.keyDown(code, modifiers: flags), at: t)
    }

    /// A form: Tab follows reading order by frame (rows top to bottom, left to right), not the order the views
    /// were added; Shift-Tab goes back; both wrap.
    @Test func tabOrderOnAForm() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let form = Container(root.bounds, log: log)
        root.addSubview(form)
        let help = Item("help", CGRect(x: 10, y: 10, width: 60, height: 20), log: log)
        let name = Item("name", CGRect(x: 100, y: 10, width: 150, height: 30), log: log)
        let email = Item("email", CGRect(x: 100, y: 50, width: 150, height: 30), log: log)
        let cancel = Item("cancel", CGRect(x: 100, y: 100, width: 70, height: 30), log: log)
        let ok = Item("ok", CGRect(x: 180, y: 100, width: 70, height: 30), log: log)
        for v in [ok, email, cancel, name, help] { form.addSubview(v) }
        #expect(focused(root) == "nil")
        var order: [String] = []
        for i in 0..<6 {
            #expect(try key(root, .keyboardTab, at: Double(i)))
            order.append(focused(root))
        }
        #expect(order == ["help", "name", "email", "cancel", "ok", "help"])
        log.entries = []
        try key(root, .keyboardTab, .shift, at: 10)
        #expect(focused(root) == "ok" && ok.isFocused && !help.isFocused)
        // The environments around the old item, then the new one; the animations run after.
        #expect(log.take() == ["help: help→ok", "form: help→ok", "ok: help→ok", "form animation"])
        // A view can keep focus.
        ok.refusesToLoseFocus = true
        #expect(try !key(root, .keyboardTab, at: 11))
        #expect(focused(root) == "ok" && log.take().isEmpty)
        ok.refusesToLoseFocus = false
        // The order can be replaced.
        root.focusSystem.tabOrder = { $0.reversed() }
        try key(root, .keyboardTab, at: 12)
        #expect(focused(root) == "cancel")
    }

    /// A grid: arrows move to the neighbour that way; at the edge nothing happens (and the key is not taken).
    @Test func arrowsOnAGrid() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var cells: [[Item]] = []
        for r in 0..<3 {
            cells.append(
                (0..<3).map { c in
                    Item("\(r)\(c)", CGRect(x: CGFloat(60 * c), y: CGFloat(60 * r), width: 50, height: 50))
                })
        }
        for cell in cells.joined().reversed() { root.addSubview(cell) }
        root.focusSystem.requestFocusUpdate(to: cells[1][1])
        root.focusSystem.updateFocusIfNeeded()
        #expect(focused(root) == "11")
        var path: [String] = []
        for (i, k) in [UIKeyboardHIDUsage.keyboardRightArrow, .keyboardUpArrow, .keyboardLeftArrow, .keyboardLeftArrow]
            .enumerated()
        {
            try key(root, k, at: Double(i))
            path.append(focused(root))
        }
        #expect(path == ["12", "02", "01", "00"])
        #expect(try !key(root, .keyboardLeftArrow, at: 5))
        try key(root, .keyboardDownArrow, at: 6)
        #expect(focused(root) == "10")
        // Hidden cells are skipped. Down from 10 (0, 60) with 20 hidden, nothing overlaps across: 21 scores
        // along 10 + 2 × gap 10 = 30, 22 scores 10 + 2 × 70 = 150.
        cells[2][0].isHidden = true
        try key(root, .keyboardDownArrow, at: 7)
        #expect(focused(root) == "21")
    }

    /// Geometry: a candidate overlapping across the heading wins over a nearer one that does not.
    @Test func overlapBeatsDistance() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let start = Item("start", CGRect(x: 0, y: 0, width: 50, height: 50))
        let diagonal = Item("diagonal", CGRect(x: 100, y: 100, width: 50, height: 50))  // along 50, across gap 50
        let far = Item("far", CGRect(x: 200, y: 0, width: 50, height: 50))  // along 150, overlapping
        for v in [start, diagonal, far] { root.addSubview(v) }
        try key(root, .keyboardTab, at: 0)
        #expect(focused(root) == "start")
        try key(root, .keyboardRightArrow, at: 1)
        #expect(focused(root) == "far")
        far.removeFromSuperview()  // focus leaves at once, to the first item in tab order
        #expect(focused(root) == "start")
        try key(root, .keyboardRightArrow, at: 2)
        #expect(focused(root) == "diagonal")  // no overlapping candidate: the nearest by along + 2 × across
    }

    /// Focus groups: Tab keeps a group's members together; arrows prefer the focused item's group.
    @Test func focusGroups() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let sidebar = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 300))
        sidebar.focusGroupIdentifier = "side"
        let content = UIView(frame: CGRect(x: 100, y: 0, width: 200, height: 300))
        content.focusGroupIdentifier = "main"
        root.addSubview(sidebar)
        root.addSubview(content)
        let s1 = Item("s1", CGRect(x: 0, y: 0, width: 50, height: 40))
        let s2 = Item("s2", CGRect(x: 0, y: 100, width: 50, height: 40))
        let m1 = Item("m1", CGRect(x: 0, y: 0, width: 50, height: 40))
        let m2 = Item("m2", CGRect(x: 0, y: 50, width: 50, height: 40))
        sidebar.addSubview(s1)
        sidebar.addSubview(s2)
        content.addSubview(m1)
        content.addSubview(m2)
        var order: [String] = []
        for i in 0..<4 {
            try key(root, .keyboardTab, at: Double(i))
            order.append(focused(root))
        }
        // Reading order is s1, m1, m2, s2; groups together: s1, s2, then m1, m2.
        #expect(order == ["s1", "s2", "m1", "m2"])
        try key(root, .keyboardUpArrow, at: 5)
        #expect(focused(root) == "m1")
        try key(root, .keyboardLeftArrow, at: 6)  // nothing left of m1 in "main": the sidebar's s1
        #expect(focused(root) == "s1")
        try key(root, .keyboardDownArrow, at: 7)
        #expect(focused(root) == "s2")
    }

    /// A focused view that is hidden or disabled loses focus at the next step of input (here a layout pass),
    /// to the first item; until then it is not reported as focused.
    @Test func focusLeavesHiddenAndDisabledViews() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = Item("a", CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let b = Item("b", CGRect(x: 100, y: 0, width: 50, height: 50), log: log)
        root.addSubview(a)
        root.addSubview(b)
        try key(root, .keyboardTab, at: 0)
        try key(root, .keyboardTab, at: 1)
        log.entries = []
        #expect(focused(root) == "b")
        b.isHidden = true
        #expect(focused(root) == "nil" && !b.isFocused)
        root.layoutIfNeeded()
        #expect(focused(root) == "a")
        #expect(log.take() == ["b: b→a", "a: b→a"])
        b.isHidden = false
        try key(root, .keyboardRightArrow, at: 2)
        #expect(focused(root) == "b")
        b.isUserInteractionEnabled = false
        try root.advance(to: 3)
        #expect(focused(root) == "a")
    }

    /// A text input that takes focus becomes first responder, and resigns when focus leaves.
    @Test func focusedTextInputBecomesFirstResponder() throws {
        final class Field: UIView, UIKeyInput {
            var text = ""
            override var canBecomeFocused: Bool { true }
            override var canBecomeFirstResponder: Bool { true }
            var hasText: Bool { !text.isEmpty }
            func insertText(_ t: String) { text += t }
            func deleteBackward() {}
        }
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let first = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let second = Field(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
        root.addSubview(first)
        root.addSubview(second)
        try key(root, .keyboardTab, at: 0)
        try root.send(.text("a"), at: 0.1)
        try key(root, .keyboardTab, at: 0.2)
        try root.send(.text("b"), at: 0.3)
        #expect(first.text == "a" && second.text == "b" && second.isFirstResponder && !first.isFirstResponder)
    }
}
