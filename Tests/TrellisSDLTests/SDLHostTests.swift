import CSDL2
import Foundation
import Testing
import Trellis
import TrellisTestSupport

@testable import TrellisSDL

/// The SDL host on SDL's offscreen video driver: events go in through SDL's own queue (so the translation is
/// what is tested), and the Trellis side — actions, text, frames, pixels — is checked.
@Suite struct SDLHostTests {
    @Test func showingAWindowOpensANativeOneWithTheControllersTitle() throws {
        try withOffscreenHost { host, clock in
            let (window, _) = showForm()
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            #expect(native.framesRendered == 1)
            #expect(native.title == "Form")
            #expect(native.renderScale == 1)
            window.rootViewController?.title = "Sign in"
            try host.step(timeout: 0)
            #expect(native.title == "Sign in")
        }
    }

    @Test func aClickRunsTheTapAction() throws {
        try withOffscreenHost { host, clock in
            let (window, form) = showForm()
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            // The box is at (20, 20, 60, 40); click its middle.
            pushClick(window: native.id, x: 50, y: 40)
            clock.now = 0.1
            try host.step(timeout: 0)
            #expect(form.taps == 1)
            // A click outside the box does nothing.
            pushClick(window: native.id, x: 150, y: 10)
            clock.now = 0.2
            try host.step(timeout: 0)
            #expect(form.taps == 1)
        }
    }

    @Test func typedTextAndCompositionReachTheFirstResponder() throws {
        try withOffscreenHost { host, clock in
            let (window, form) = showForm()
            let native = try #require(host.nativeWindow(for: window))
            #expect(form.field.becomeFirstResponder())
            pushText(window: native.id, "héllo")
            pushKey(window: native.id, SDL_SCANCODE_BACKSPACE)
            pushText(window: native.id, "!")
            try host.step(timeout: 0)
            #expect(form.field.text == "héll!")
            // An input method's composition: "日本" with the cursor after the first character (SDL counts
            // characters; 日 is one UTF-16 unit).
            push { e in
                e.type = SDL_TEXTEDITING.rawValue
                e.edit.windowID = native.id
                withUnsafeMutableBytes(of: &e.edit.text) { b in for (i, c) in "日本".utf8.enumerated() { b[i] = c } }
                e.edit.start = 1
                e.edit.length = 0
            }
            try host.step(timeout: 0)
            #expect(form.field.marked?.0 == "日本")
            #expect(form.field.marked?.1 == NSRange(location: 1, length: 0))
            pushText(window: native.id, "日本")
            try host.step(timeout: 0)
            #expect(form.field.text == "héll!日本" && form.field.marked == nil)
        }
    }

    /// Resizing the native window relayouts the views to the exact new frames.
    @Test func resizeRelayoutsToTheNewSize() throws {
        try withOffscreenHost { host, clock in
            let (window, form) = showForm(width: 200, height: 160)
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            #expect(form.field.frame == CGRect(x: 20, y: 80, width: 160, height: 60))
            native.resize(to: CGSize(width: 300, height: 250))
            try host.step(timeout: 0)
            #expect(window.bounds.size == CGSize(width: 300, height: 250))
            #expect(form.view.frame == CGRect(x: 0, y: 0, width: 300, height: 250))
            // field: x 20, width 300 − 40 = 260; y 80, height 250 − 80 − 20 = 150.
            #expect(form.field.frame == CGRect(x: 20, y: 80, width: 260, height: 150))
            #expect(native.framesRendered == 2)
        }
    }

    /// What is presented is what was drawn: the pixels read back from SDL's renderer, at 1× and 2×.
    @Test(arguments: [1, 2] as [CGFloat])
    func pixelsShowTheViews(scale: CGFloat) throws {
        try withOffscreenHost(scale: scale) { host, clock in
            let (window, _) = showForm(width: 200, height: 160)
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            #expect(native.renderScale == scale)
            let bitmap = try native.readPixels()
            #expect(bitmap.width == Int(200 * scale) && bitmap.height == Int(160 * scale))
            let s = Int(scale)
            #expect(pixel(bitmap, 50 * s, 40 * s) == [255, 0, 0, 255])  // inside the red box (20…80, 20…60)
            #expect(pixel(bitmap, 100 * s, 100 * s) == [0, 0, 255, 255])  // the blue field (20…180, 80…140)
            #expect(pixel(bitmap, 5 * s, 5 * s) == [255, 255, 255, 255])  // the white view
            // The box's edge lands on a pixel boundary at every scale: x = 19.x is white, x = 20 red.
            #expect(pixel(bitmap, 20 * s - 1, 40 * s) == [255, 255, 255, 255])
            #expect(pixel(bitmap, 20 * s, 40 * s) == [255, 0, 0, 255])
        }
    }

    /// An idle window draws nothing: no frames without changes, none for pointer moves over nothing new.
    @Test func idleWindowsDrawNoFrames() throws {
        try withOffscreenHost { host, clock in
            let (window, form) = showForm()
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            #expect(native.framesRendered == 1)
            for i in 1...20 {
                clock.now = Double(i) / 60
                try host.step(timeout: 0)
            }
            #expect(native.framesRendered == 1)
            // Pointer moves inside the same view: no frame asked for. Into another view: one is asked for (hover
            // may show), but nothing visible changed here, so none is drawn.
            for x in [100, 110, 120] as [Int32] {
                push { e in
                    e.type = SDL_MOUSEMOTION.rawValue
                    e.motion.windowID = native.id
                    e.motion.x = x
                    e.motion.y = 10
                }
                try host.step(timeout: 0)
            }
            #expect(native.framesRendered == 1)  // the first move entered the window's view: nothing to draw
            form.box.setNeedsDisplay()
            try host.step(timeout: 0)
            #expect(native.framesRendered == 2)
            // A scheduled action due later wakes the loop then, and draws (it may change anything).
            window.schedule(at: 1.0) { form.box.backgroundColor = .green }
            clock.now = 0.9
            try host.step(timeout: 0)
            #expect(native.framesRendered == 2)
            clock.now = 1.0
            try host.step(timeout: 0)
            #expect(native.framesRendered == 3)
        }
    }

    @Test func wheelScrollsAScrollView() throws {
        try withOffscreenHost { host, clock in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scroll.contentSize = CGSize(width: 200, height: 2000)
            controller.view.addSubview(scroll)
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            // One notch towards the user (SDL: y = −1) shows content further down: 40 points per line.
            push { e in
                e.type = SDL_MOUSEWHEEL.rawValue
                e.wheel.windowID = native.id
                e.wheel.y = -1
                e.wheel.preciseY = -1
                e.wheel.mouseX = 100
                e.wheel.mouseY = 100
            }
            try host.step(timeout: 0)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
        }
    }

    /// Closing the native window hides the UIWindow: its controller disappears, the native window goes.
    @Test func closingTheWindowHidesIt() throws {
        try withOffscreenHost { host, clock in
            let (window, _) = showForm()
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            push { e in
                e.type = SDL_WINDOWEVENT.rawValue
                e.window.windowID = native.id
                e.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
            }
            try host.step(timeout: 0)
            #expect(window.isHidden)
            #expect(host.nativeWindow(for: window) == nil)
            #expect(host.nativeWindows.isEmpty)
            #expect(!UIApplication.shared.windows.contains { $0 === window })
        }
    }

    /// A controller that hides its window in the middle of the host's layout pass: the pass finishes, no
    /// frame is drawn, the native window closes at the end of the step.
    @Test func windowClosedMidLayout() throws {
        try withOffscreenHost { host, clock in
            let (window, form) = showForm()
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            form.onLayout = { [weak window] in window?.isHidden = true }  // (weak: the form is the window's)
            native.resize(to: CGSize(width: 250, height: 200))
            try host.step(timeout: 0)
            #expect(form.field.frame == CGRect(x: 20, y: 80, width: 210, height: 100))
            #expect(native.framesRendered == 1)
            #expect(host.nativeWindows.isEmpty)
        }
    }

    @Test func clipboardIsSDLs() throws {
        try withOffscreenHost { host, clock in
            UIPasteboard.general.string = "copied in Trellis"
            let text = try #require(SDL_GetClipboardText())
            defer { SDL_free(text) }  // SDL's copy is the caller's (18 bytes LeakSanitizer found)
            #expect(String(cString: text) == "copied in Trellis")
            SDL_SetClipboardText("copied elsewhere")
            #expect(UIPasteboard.general.string == "copied elsewhere")
        }
    }

    @Test func cursorFollowsTheViewUnderThePointer() throws {
        try withOffscreenHost { host, clock in
            let (window, form) = showForm()
            form.box.pointerCursor = .pointingHand
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            for (x, y, expected) in [(50, 40, UIPointerCursor.pointingHand), (100, 100, .iBeam), (5, 5, .arrow)] {
                push { e in
                    e.type = SDL_MOUSEMOTION.rawValue
                    e.motion.windowID = native.id
                    e.motion.x = Int32(x)
                    e.motion.y = Int32(y)
                }
                try host.step(timeout: 0)
                #expect(host.cursor == expected)
            }
        }
    }

    /// A game controller's D-pad and A button arrive as the arrow and Return keys.
    @Test func controllerButtonsBecomeKeys() throws {
        final class KeyLog: UIView {
            var keys: [Int] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys += presses.compactMap { $0.key?.keyCode.rawValue }
            }
        }
        try withOffscreenHost { host, clock in
            let (window, form) = showForm()
            let log = KeyLog(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            form.view.addSubview(log)
            #expect(log.becomeFirstResponder())
            for button in [SDL_CONTROLLER_BUTTON_DPAD_DOWN, SDL_CONTROLLER_BUTTON_A] {
                push { e in
                    e.type = SDL_CONTROLLERBUTTONDOWN.rawValue
                    e.cbutton.button = UInt8(button.rawValue)
                }
            }
            try host.step(timeout: 0)
            #expect(
                log.keys == [
                    UIKeyboardHIDUsage.keyboardDownArrow.rawValue, UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue,
                ])
            _ = window
        }
    }

    /// Two shown windows get two native windows; events go to the window their SDL id names.
    @Test func multipleWindowsGetTheirOwnEvents() throws {
        try withOffscreenHost { host, clock in
            let (first, firstForm) = showForm()
            let (second, secondForm) = showForm()
            #expect(host.nativeWindows.count == 2)
            let a = try #require(host.nativeWindow(for: first))
            let b = try #require(host.nativeWindow(for: second))
            #expect(a.id != b.id)
            #expect(second.isKeyWindow)
            try host.step(timeout: 0)
            pushClick(window: b.id, x: 50, y: 40)
            clock.now = 0.1
            try host.step(timeout: 0)
            #expect(firstForm.taps == 0 && secondForm.taps == 1)
            // The tap changed nothing visible: the click asked b for a frame, which had nothing to draw.
            #expect(a.framesRendered == 1 && b.framesRendered == 1)
        }
    }

    /// A finger's tap (SDL's normalized touch coordinates) runs the tap action like a click.
    @Test func touchesTap() throws {
        try withOffscreenHost { host, clock in
            let (window, form) = showForm(width: 200, height: 160)
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            // The box's middle (50, 40) in a 200 × 160 window: (0.25, 0.25) normalized.
            for type in [SDL_FINGERDOWN, SDL_FINGERUP] {
                push { e in
                    e.type = type.rawValue
                    e.tfinger.windowID = native.id
                    e.tfinger.fingerId = 7
                    e.tfinger.x = 0.25
                    e.tfinger.y = 0.25
                }
            }
            clock.now = 0.1
            try host.step(timeout: 0)
            #expect(form.taps == 1)
        }
    }
}
