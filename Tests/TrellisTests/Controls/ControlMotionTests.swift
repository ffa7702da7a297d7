import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Controls that move on the root's clock: the switch's thumb slides, the activity indicator spins — driven
/// through the root's entry point (clicks, `advance(to:)`), checked in what is drawn at chosen times.
@Suite struct ControlMotionTests {
    // MARK: UISwitch

    /// Core Animation's ease-in-out, computed independently of the library (``ReferenceCurves``).
    static func easeInOut(_ t: Double) -> Double { ReferenceCurves.easeInOut(t) }

    /// The thumb's left edge and the track's color as drawn now (a 51 × 31 switch at the root's origin: the
    /// track is the first fill, the thumb the last).
    func drawnSwitch(_ root: UIRootView) -> (thumbX: CGFloat, track: CGColor) {
        let fills = RecordingContext.record(root).fills
        return (fills.last!.rect!.minX, fills.first!.color)
    }

    @Test func thumbSlidesOnAClick() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        let s = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        root.addSubview(s)
        // The thumb (27 across) sits 2 points in: x = 2 off, 51 − 2 − 27 = 22 on.
        #expect(drawnSwitch(root).thumbX == 2)
        try root.click(CGPoint(x: 25, y: 15), at: 1, duration: 0.25)  // toggles on the lift, at 1.25
        #expect(s.isOn)  // the model at once
        #expect(root.hasRunningAnimations)
        #expect(drawnSwitch(root).thumbX == 2)
        // 1.3125: a quarter of the 0.25 s slide; 1.375: half (the curve is symmetric: exactly half way).
        try root.advance(to: 1.3125)
        let quarter = Self.easeInOut(0.25)
        #expect(abs(drawnSwitch(root).thumbX - (2 + 20 * quarter)) < 1e-9)
        try root.advance(to: 1.375)
        #expect(abs(drawnSwitch(root).thumbX - 12) < 1e-9)
        #expect(abs(s.thumbPosition - 0.5) < 1e-9)
        // The track is half way from the off gray to the on green.
        let off = UIColor.systemGray5, on = UIColor.systemGreen
        let track = drawnSwitch(root).track
        #expect(abs(track.red - (off.red + on.red) / 2) < 1e-6)
        #expect(abs(track.green - (off.green + on.green) / 2) < 1e-6)
        try root.advance(to: 1.5)
        #expect(drawnSwitch(root).thumbX == 22)
        #expect(drawnSwitch(root).track == on.cgColor)
        try root.advance(to: 1.6)
        #expect(!root.hasRunningAnimations)
    }

    /// A second click mid-slide turns back from where the thumb is; `isOn` set from code jumps.
    @Test func reversingMidSlideAndJumps() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        let s = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        root.addSubview(s)
        s.setOn(true, animated: true)  // at 0
        try root.advance(to: 0.125)
        #expect(abs(s.thumbPosition - 0.5) < 1e-9)
        s.setOn(false, animated: true)  // from 0.5 back to 0 over the full duration
        #expect(abs(s.thumbPosition - 0.5) < 1e-9)
        try root.advance(to: 0.25)
        #expect(abs(s.thumbPosition - 0.25) < 1e-9)  // 0.5 − 0.5 · ease(0.5)
        s.isOn = true
        #expect(s.thumbPosition == 1 && drawnSwitch(root).thumbX == 22)
        try root.advance(to: 0.3)
        #expect(!root.hasRunningAnimations)
        // Not under a root: no clock, it jumps.
        let loose = UISwitch(frame: .zero)
        loose.setOn(true, animated: true)
        #expect(loose.thumbPosition == 1)
    }

    // MARK: UIActivityIndicatorView

    /// The brightest spoke's direction, in steps clockwise from 12 o'clock, as drawn now (a medium spinner
    /// centered at (50, 50): the spoke's middle is 0.7 · 10 points out).
    func drawnHead(_ root: UIRootView) -> Int? {
        let fills = RecordingContext.record(root).fills.filter { $0.color.alpha == 1 }
        guard fills.count == 1, let r = fills[0].rect else { return nil }
        for step in 0..<8 {
            let angle = Double(step) * .pi / 4
            if abs(r.midX - (50 + 7 * sin(angle))) < 1e-9 && abs(r.midY - (50 - 7 * cos(angle))) < 1e-9 { return step }
        }
        return nil
    }

    @Test func spinnerStepsClockwise() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        root.addSubview(spinner)
        #expect(spinner.isHidden && !root.hasRunningAnimations)
        spinner.startAnimating()  // at 0
        #expect(!spinner.isHidden && root.hasRunningAnimations)
        // One spoke every 1/8 s, clockwise; a turn a second.
        for (t, step) in [(0.0, 0), (0.1, 0), (0.125, 1), (0.375, 3), (0.999, 7), (1.0, 0), (1.625, 5)] {
            try root.advance(to: t)
            #expect(spinner.currentStep == step, "at \(t)")
            #expect(drawnHead(root) == step, "at \(t)")
        }
        spinner.stopAnimating()
        #expect(spinner.isHidden && !root.hasRunningAnimations)
        // Shown while stopped: at rest, head up.
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        try root.advance(to: 2.4)
        #expect(drawnHead(root) == 0)
    }

    /// Started before it is under a root: it counts from the first frame after it is added.
    @Test func spinnerStartedOffscreen() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        try root.advance(to: 5)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        spinner.startAnimating()
        #expect(!root.hasRunningAnimations)
        root.addSubview(spinner)
        #expect(root.hasRunningAnimations)
        try root.advance(to: 5.5)  // the first frame: step 0 from here
        #expect(spinner.currentStep == 0)
        try root.advance(to: 5.75)
        #expect(spinner.currentStep == 2)
        spinner.removeFromSuperview()
        #expect(!root.hasRunningAnimations)
    }
}
