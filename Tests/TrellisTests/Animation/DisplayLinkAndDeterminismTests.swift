import Foundation
import Testing

@testable import Trellis

@Suite struct DisplayLinkAndDeterminismTests {
    @Test func displayLinkFollowsTheRootsFrames() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var fired: [(TimeInterval, TimeInterval, TimeInterval)] = []
        let link = CADisplayLink { fired.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        link.add(to: root)
        #expect(root.hasRunningAnimations)
        for frame in 1...4 { try root.advance(to: Double(frame) / 60) }
        #expect(fired.count == 4)
        let second = fired[1]
        #expect(second.0 == 2.0 / 60)
        #expect(abs(second.2 - 1.0 / 60) < 1e-15)
        #expect(second.1 == second.0 + second.2)
        // 30 per second on a 60 Hz host: every other frame.
        fired.removeAll()
        link.preferredFramesPerSecond = 30
        for frame in 5...12 { try root.advance(to: Double(frame) / 60) }
        // The last firing was at 4/60: the next due at 6/60.
        let expectedTimes: [TimeInterval] = [6, 8, 10, 12].map { Double($0) / 60 }
        #expect(fired.map(\.0) == expectedTimes)
        #expect(fired.allSatisfy { $0.2 == 1.0 / 30 })
        link.isPaused = true
        try root.advance(to: 1)
        #expect(fired.count == 4)
        link.invalidate()
        #expect(!root.hasRunningAnimations)
    }

    /// The same calls give the same pictures, frame by frame, in two independent runs.
    @Test func twoRunsDrawIdenticalFrames() throws {
        func run() throws -> [String] {
            let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            box.backgroundColor = .red
            root.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1) {
                box.frame.origin = CGPoint(x: 120, y: 150)
                box.transform = CGAffineTransform(rotationAngle: 1)
                box.alpha = 0.5
            }
            var frames: [String] = []
            for f in 0...30 {
                try root.advance(to: Double(f) / 30)
                frames.append(SVGRenderer.svgString(for: root))
            }
            return frames
        }
        let a = try run(), b = try run()
        #expect(a == b)
        #expect(Set(a).count > 20)  // it moves
    }
}
