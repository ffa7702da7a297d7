import Foundation
import Testing

@testable import Trellis

/// UIControl's tracking and actions, driven through the root's input entry point.
@MainActor
@Suite struct UIControlTests {
    /// A 100 × 40 button at (50, 50); the slop area is 70 points around it: x −20 … 220, y −20 … 160.
    private func setUp() -> (UIRootView, UIButton, EventLog) {
        let log = EventLog()
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        let root = controlRoot([(button, CGRect(x: 50, y: 50, width: 100, height: 40))])
        button.logEvents(to: log)
        return (root, button, log)
    }

    @Test func clickRunsTheActionOnce() throws {
        let (root, button, log) = setUp()
        var runs = 0
        button.addAction(UIAction { _ in runs += 1 }, for: .primaryActionTriggered)
        try root.click(CGPoint(x: 100, y: 70), at: 1)
        #expect(runs == 1)
        #expect(log.take() == ["touchDown", "upInside", "primary"])
        #expect(!button.isHighlighted)
    }

    @Test func highlightFollowsTheTouchWithTheSlop() throws {
        let (root, button, log) = setUp()
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 100, y: 70)), at: 1)
        #expect(button.isHighlighted && button.state == .highlighted)
        // x 210 is 60 right of the button: inside the 70-point slop.
        try root.send(.pointerMoved(to: CGPoint(x: 210, y: 70)), at: 1.1)
        #expect(button.isHighlighted && button.isTouchInside)
        // x 230 is 80 right: outside.
        try root.send(.pointerMoved(to: CGPoint(x: 230, y: 70)), at: 1.2)
        #expect(!button.isHighlighted && !button.isTouchInside)
        try root.send(.pointerMoved(to: CGPoint(x: 215, y: 70)), at: 1.3)
        #expect(button.isHighlighted)
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 215, y: 70)), at: 1.4)
        #expect(
            log.take() == [
                "touchDown", "dragInside", "dragOutside", "dragExit", "dragInside", "dragEnter", "upInside", "primary",
            ])
    }

    @Test func releaseBeyondTheSlopIsNotATap() throws {
        let (root, _, log) = setUp()
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 100, y: 70)), at: 1)
        // y 170 is 80 below the button's bottom (90).
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 100, y: 170)), at: 1.1)
        #expect(log.take() == ["touchDown", "upOutside"])
    }

    @Test func releaseJustInsideTheSlopIsATap() throws {
        let (root, _, log) = setUp()
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 100, y: 70)), at: 1)
        // y 159 is 69 below the bottom.
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 100, y: 159)), at: 1.1)
        #expect(log.take() == ["touchDown", "upInside", "primary"])
    }

    @Test func disabledControlsIgnoreClicks() throws {
        let (root, button, log) = setUp()
        button.isEnabled = false
        #expect(button.state == .disabled)
        try root.click(CGPoint(x: 100, y: 70), at: 1)
        #expect(log.take() == [])
    }

    @Test func disablingWhileTrackingDropsTheTouch() throws {
        let (root, button, log) = setUp()
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 100, y: 70)), at: 1)
        button.isEnabled = false
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 100, y: 70)), at: 1.1)
        #expect(log.take() == ["touchDown"])
        #expect(!button.isHighlighted)
    }

    @Test func doubleClickSendsTouchDownRepeat() throws {
        let (root, _, log) = setUp()
        try root.click(CGPoint(x: 100, y: 70), at: 1)
        try root.click(CGPoint(x: 100, y: 70), at: 1.1)
        #expect(
            log.take() == ["touchDown", "upInside", "primary", "touchDown", "touchDownRepeat", "upInside", "primary"])
    }

    @Test func cancelledTouchSendsTouchCancel() throws {
        let (root, button, log) = setUp()
        try root.send(.touchBegan(id: 7, at: CGPoint(x: 100, y: 70)), at: 1)
        try root.send(.touchCancelled(id: 7), at: 1.1)
        #expect(log.take() == ["touchDown", "cancel"])
        #expect(!button.isHighlighted)
    }

    @Test func spaceAndReturnActivateTheFocusedControl() throws {
        let (root, button, log) = setUp()
        try root.press(.keyboardTab, at: 1)
        #expect(root.focusSystem.focusedItem === button)
        #expect(button.state == .focused)
        try root.send(.keyDown(.keyboardSpacebar, characters: " "), at: 2)
        #expect(button.isHighlighted)
        try root.send(.keyUp(.keyboardSpacebar, characters: " "), at: 2.1)
        #expect(!button.isHighlighted)
        try root.press(.keyboardReturnOrEnter, "\r", at: 3)
        #expect(log.take() == ["primary", "primary"])
    }

    @Test func actionsAreReplacedByIdentifierAndRemoved() throws {
        let (root, button, _) = setUp()
        var seen: [String] = []
        let id = UIAction.Identifier("tap")
        button.addAction(UIAction(identifier: id) { _ in seen.append("first") }, for: .touchUpInside)
        button.addAction(
            UIAction(identifier: id) { action in seen.append("second \((action.sender as AnyObject?) === button)") },
            for: .touchUpInside)
        try root.click(CGPoint(x: 100, y: 70), at: 1)
        #expect(seen == ["second true"])
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        try root.click(CGPoint(x: 100, y: 70), at: 2)
        #expect(seen == ["second true"])
    }

    @Test func primaryActionInitializerShowsTheTitle() throws {
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in runs += 1 })
        #expect(button.currentTitle == "Go")
        let root = controlRoot([(button, CGRect(x: 0, y: 0, width: 80, height: 30))])
        try root.click(CGPoint(x: 40, y: 15), at: 1)
        #expect(runs == 1)
    }
}
