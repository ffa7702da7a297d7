import CSDL2
import Foundation
import Testing
import Trellis
import TrellisTestSupport

@testable import TrellisSDL

/// A window's `UIScreen` is the display SDL puts it on, and animation frames come at that display's rate.
@Suite struct SDLScreenTests {
    @Test func theWindowsScreenIsTheDisplayItIsOn() throws {
        try withOffscreenHost(scale: 2) { host, _ in
            let (window, _) = showForm()
            _ = try #require(host.nativeWindow(for: window))
            // What SDL says of display 0 (the offscreen driver has one), asked here directly.
            var mode = SDL_DisplayMode()
            var rect = SDL_Rect()
            #expect(SDL_GetCurrentDisplayMode(0, &mode) == 0 && SDL_GetDisplayBounds(0, &rect) == 0)
            #expect(rect.w > 0 && rect.h > 0)
            // In points: the display's pixels over the window scale.
            #expect(
                window.screen.bounds
                    == CGRect(
                        x: CGFloat(rect.x) / 2, y: CGFloat(rect.y) / 2, width: CGFloat(rect.w) / 2,
                        height: CGFloat(rect.h) / 2))
            #expect(window.screen.scale == 2)
            #expect(window.screen.maximumFramesPerSecond == (mode.refresh_rate > 0 ? Int(mode.refresh_rate) : 60))
        }
    }

    @Test func animationFramesComeAtTheDisplaysRate() throws {
        try withOffscreenHost { host, clock in
            let (window, form) = showForm()
            try host.step(timeout: 0)
            #expect(host.waitMilliseconds(timeout: nil) == -1)  // nothing to do: wait for an event
            #expect(host.waitMilliseconds(timeout: 0.5) == 500)
            UIView.animate(withDuration: 10) { form.view.alpha = 0.5 }
            clock.now = 0.1
            try host.step(timeout: 0)
            clock.now = 0.2
            try host.step(timeout: 0)
            // Animating: the next frame one refresh later, rounded up to a millisecond (60 Hz: 16.7 → 17).
            let rate = window.screen.maximumFramesPerSecond
            #expect(host.waitMilliseconds(timeout: nil) == Int32((1000 / Double(rate)).rounded(.up)))
            for (fps, milliseconds) in [(30, 34), (120, 9), (144, 7)] as [(Int, Int32)] {
                window.screen = UIScreen(bounds: window.screen.bounds, scale: 1, maximumFramesPerSecond: fps)
                #expect(host.waitMilliseconds(timeout: nil) == 0)  // a new screen: a frame at once
                clock.now += 0.1
                try host.step(timeout: 0)
                #expect(host.waitMilliseconds(timeout: nil) == milliseconds, "\(fps) Hz")
                // A longer timeout does not delay the frame; a shorter one comes first.
                #expect(host.waitMilliseconds(timeout: 1) == milliseconds)
                #expect(host.waitMilliseconds(timeout: 0.0025) == 3)
            }
            clock.now = 20  // the animation is over: the last frame, then idle again
            try host.step(timeout: 0)
            try host.step(timeout: 0)
            #expect(host.waitMilliseconds(timeout: nil) == -1)
        }
    }

    @Test func aScreenUnderOneFramePerSecondIsSixty() {
        #expect(UIScreen(bounds: .zero, scale: 1, maximumFramesPerSecond: 0).maximumFramesPerSecond == 60)
        #expect(UIScreen(bounds: .zero, scale: 1, maximumFramesPerSecond: -5).maximumFramesPerSecond == 60)
        #expect(UIScreen(bounds: .zero, scale: 1).maximumFramesPerSecond == 60)
    }
}
