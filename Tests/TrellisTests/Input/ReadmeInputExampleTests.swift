import Foundation
import Testing

@testable import Trellis

/// The README's input example, as written there.
@Suite struct ReadmeInputExampleTests {
    @Test func doubleTapExample() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.addSubview(card)
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let like = UITapGestureRecognizer { [unowned card] tap in print("liked at", tap.location(in: card)) }
        like.numberOfTapsRequired = 2
        card.addGestureRecognizer(like)

        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 40, y: 12)), at: 0.00)
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 40, y: 12)), at: 0.08)
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 41, y: 12)), at: 0.20)
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 41, y: 12)), at: 0.27)
        try root.advance(to: 1.0)
        #expect(printed == ["liked at CGPoint(x: 41.0, y: 12.0)"])
    }
}
