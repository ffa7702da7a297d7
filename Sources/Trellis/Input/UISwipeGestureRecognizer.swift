import Foundation

/// Recognizes a quick stroke in a direction (UIKit's `UISwipeGestureRecognizer`, a discrete gesture): the
/// touches' centroid travels ``minimumDistance`` points in one of the allowed ``direction``s within
/// ``maximumDuration`` seconds of going down, straying sideways less than half that far.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions of a swipe (UIKit's values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Directions from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Toward the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count (default: right).
    open var direction: Direction = .right
    /// How many touches swipe (default 1).
    open var numberOfTouchesRequired = 1
    /// How far the swipe must travel (points).
    public static let minimumDistance: CGFloat = 50
    /// How soon after going down it must have travelled that far (seconds).
    public static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint?
    private var timerCycle = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if activeTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard activeTouches.count == numberOfTouchesRequired else { return }
        start = location(in: nil)
        timerCycle += 1
        let cycle = timerCycle
        scheduleTimer(after: Self.maximumDuration) { [weak self] in
            guard let self, self.timerCycle == cycle, self.state == .possible else { return }
            self.state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, activeTouches.count == numberOfTouchesRequired else { return }
        let p = location(in: nil)
        let dx = p.x - start.x
        let dy = p.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (d, along, across) in candidates where direction.contains(d) {
            if along >= Self.minimumDistance && abs(across) < along / 2 {
                state = .ended
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
        timerCycle += 1
    }
}
