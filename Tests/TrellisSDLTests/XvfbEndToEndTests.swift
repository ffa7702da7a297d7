import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTestSupport
import trellis_login_example

/// The example app in a real X11 window (Xvfb), driven by xdotool as a user would — a click in the name
/// field, typing, a click on the button — and checked on the X server's own screen: the window must show
/// exactly what Trellis draws for that state (drawn here independently, by driving a UIWindow's input entry
/// point and rendering it with Cairo), and not what it showed before.
@Suite struct XvfbEndToEndTests {
    /// The example's window size (Examples/LoginApp/LoginApp.swift).
    static let size = CGSize(width: 320, height: 220)

    @Test(
        .enabled(
            if: XvfbSession.toolsAvailable,
            "Xvfb or xdotool is not installed (Debian packages xvfb and xdotool; Scripts/setup.sh installs them)"))
    func clickAndTypeInTheExampleApp() throws {
        let app = try exampleBinary()
        let session = try XvfbSession(width: 640, height: 480)
        defer { session.stop() }
        try session.start(app.path, [], environment: ["SDL_VIDEODRIVER": "x11", "TRELLIS_SCALE": "1"])
        guard let shownWindow = try Self.exampleWindow(in: session) else { return }
        let (windowID, origin) = (shownWindow.id, shownWindow.origin)
        #expect(shownWindow.size == (Int(Self.size.width), Int(Self.size.height)))

        // Where to click: the centers of the field and the button, from the same controller laid out here.
        let (before, frames) = Self.reference(typing: nil)
        func click(_ p: CGPoint) throws {
            try session.xdotool("mousemove", "--window", windowID, "\(Int(p.x))", "\(Int(p.y))", "click", "1")
        }
        try session.waitUntil(seconds: 10, "the first frame") {
            try Self.crop(session.screenshot(), origin, scale: 1) == before
        }
        try click(frames.field)
        usleep(200_000)
        try session.xdotool("type", "--delay", "30", "alice")
        try click(frames.button)
        try session.xdotool("mousemove", "0", "0")  // the pointer (drawn into Xvfb's framebuffer) off the window

        let (after, _) = Self.reference(typing: "alice")
        Self.expectScreen(of: session, at: origin, scale: 1, toShow: after, "the typed text and the pressed button")
        // The check can fail: the two states differ in many pixels.
        #expect(Self.differingPixels(before, after) > 500)
    }

    /// A HiDPI X display: the desktop's `Xft.dpi` of 192 (what GNOME, KDE, Xfce or `xrdb` set) makes the example
    /// open at 2× — twice the window coordinates of its size in points — and draw its text at 2×: the screen
    /// shows exactly the controller drawn here at scale 2.
    @Test(
        .enabled(
            if: XvfbSession.toolsAvailable,
            "Xvfb or xdotool is not installed (Debian packages xvfb and xdotool; Scripts/setup.sh installs them)"))
    func theExampleOpensAtTheDisplaysXftDPI() throws {
        let app = try exampleBinary()
        let session = try XvfbSession(width: 800, height: 600)
        defer { session.stop() }
        try session.setResources("Xft.antialias:\t1\nXft.dpi:\t192\n")
        // No scale from the environment: the server's resources decide.
        try session.start(app.path, [], environment: ["SDL_VIDEODRIVER": "x11", "TRELLIS_SCALE": "", "GDK_SCALE": ""])
        guard let shownWindow = try Self.exampleWindow(in: session) else { return }
        let origin = shownWindow.origin
        #expect(shownWindow.size == (Int(Self.size.width) * 2, Int(Self.size.height) * 2))
        let (expected, _) = Self.reference(typing: nil, scale: 2)
        Self.expectScreen(of: session, at: origin, scale: 2, toShow: expected, "the first frame at 2×")
        // The check can fail: the 1× picture scaled up is not the 2× one (text is drawn at 2×, not magnified).
        #expect(Self.differingPixels(expected, Self.magnified(Self.reference(typing: nil, scale: 1).0)) > 500)
    }

    /// Waits up to 10 s for the window's area of the screen (at `origin`, `scale` pixels per point) to show
    /// `expected`; records an issue naming `what` and a PNG of what it showed otherwise.
    static func expectScreen(
        of session: XvfbSession, at origin: (x: Int, y: Int), scale: Int, toShow expected: RGBABitmap, _ what: String
    ) {
        var shown = RGBABitmap(width: 0, height: 0)
        let matched =
            (try? session.waitUntil(seconds: 10, what) {
                shown = try crop(session.screenshot(), origin, scale: scale)
                return shown == expected
            }) != nil
        guard !matched else { return }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-xvfb-shown-\(scale)x.png")
        try? PNGEncoder.encode(shown).write(to: path)
        Issue.record("the X screen does not show \(what); what it showed: \(path.path)")
    }

    /// Waits for the example's window on the session's display; returns its id, origin and size in window
    /// coordinates (X pixels), or nil after recording why it did not appear.
    static func exampleWindow(in session: XvfbSession) throws -> (
        id: String, origin: (x: Int, y: Int), size: (width: Int, height: Int)
    )? {
        var windowID = ""
        do {
            try session.waitUntil(seconds: 20, "the example's window") {
                windowID =
                    try session.xdotool("search", "--name", "^Sign in$").split(separator: "\n").first.map(String.init)
                    ?? ""
                return !windowID.isEmpty
            }
        } catch {
            Issue.record("\(error); the app wrote: \(session.log(of: "trellis-login-example"))")
            return nil
        }
        let geometry = try session.xdotool("getwindowgeometry", "--shell", windowID)
        let values = Dictionary(
            uniqueKeysWithValues: geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
                let parts = line.split(separator: "=")
                guard parts.count == 2, let v = Int(parts[1]) else { return nil }
                return (String(parts[0]), v)
            })
        return (windowID, (values["X"] ?? 0, values["Y"] ?? 0), (values["WIDTH"] ?? 0, values["HEIGHT"] ?? 0))
    }

    /// The example app's binary, built with the tests (`swift build --build-tests` builds every product).
    func exampleBinary() throws -> URL {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [directory, directory.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("trellis-login-example")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        let fallback = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/trellis-login-example")
        guard FileManager.default.isExecutableFile(atPath: fallback.path) else {
            throw XvfbSession.Failure("trellis-login-example is not built (looked next to \(directory.path))")
        }
        return fallback
    }

    /// What the example shows at `scale`, drawn here: the controller in a window of the example's size, driven
    /// through its input entry point (a tap in the field, the text, a tap on the button) when `typing` is
    /// given. Also the centers of the field and the button (window points).
    static func reference(typing: String?, scale: CGFloat = 1) -> (RGBABitmap, (field: CGPoint, button: CGPoint)) {
        AppStateLock.run { drawReference(typing: typing, scale: scale) }
    }

    private static func drawReference(
        typing: String?, scale: CGFloat
    ) -> (RGBABitmap, (field: CGPoint, button: CGPoint)) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let login = LoginViewController()
        window.rootViewController = login
        window.isHidden = false  // shown, but not registered with a host (no host runs here)
        window.layoutIfNeeded()
        let field = login.name.convert(CGPoint(x: login.name.bounds.midX, y: login.name.bounds.midY), to: window)
        let button = login.button.convert(CGPoint(x: login.button.bounds.midX, y: login.button.bounds.midY), to: window)
        if let typing {
            var t = 0.0
            func tap(_ p: CGPoint) {
                t += 0.1
                _ = try? window.send(.pointerButtonDown(.left, at: p), at: t)
                t += 0.05
                _ = try? window.send(.pointerButtonUp(.left, at: p), at: t)
                t += 0.5
                try? window.advance(to: t)
            }
            tap(field)
            _ = try? window.send(.text(typing), at: t + 0.1)
            tap(button)
        }
        let bitmap = (try? ViewRenderer(view: window).bitmap(scale: scale)) ?? RGBABitmap(width: 0, height: 0)
        window.isHidden = true
        return (opaque(bitmap), (field, button))
    }

    /// The bitmap with every pixel opaque (the window's pixels are; the view's edges could be partly covered).
    static func opaque(_ b: RGBABitmap) -> RGBABitmap {
        var p = b.pixels
        for i in stride(from: 3, to: p.count, by: 4) { p[i] = 255 }
        return RGBABitmap(width: b.width, height: b.height, pixels: p)
    }

    /// The window's area of the screen, the window being `scale` pixels per point.
    static func crop(_ screen: RGBABitmap, _ origin: (x: Int, y: Int), scale: Int) -> RGBABitmap {
        let (w, h) = (Int(size.width) * scale, Int(size.height) * scale)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let (sx, sy) = (origin.x + x, origin.y + y)
                guard sx >= 0, sy >= 0, sx < screen.width, sy < screen.height else { continue }
                let s = (sy * screen.width + sx) * 4, d = (y * w + x) * 4
                for c in 0..<4 { pixels[d + c] = screen.pixels[s + c] }
            }
        }
        return RGBABitmap(width: w, height: h, pixels: pixels)
    }

    /// `b` with every pixel made 2 × 2 (nearest neighbour).
    static func magnified(_ b: RGBABitmap) -> RGBABitmap {
        var pixels = [UInt8](repeating: 0, count: b.width * b.height * 16)
        for y in 0..<b.height * 2 {
            for x in 0..<b.width * 2 {
                let s = ((y / 2) * b.width + x / 2) * 4, d = (y * b.width * 2 + x) * 4
                for c in 0..<4 { pixels[d + c] = b.pixels[s + c] }
            }
        }
        return RGBABitmap(width: b.width * 2, height: b.height * 2, pixels: pixels)
    }

    static func differingPixels(_ a: RGBABitmap, _ b: RGBABitmap) -> Int {
        stride(from: 0, to: min(a.pixels.count, b.pixels.count), by: 4).filter {
            a.pixels[$0..<$0 + 4] != b.pixels[$0..<$0 + 4]
        }.count
    }
}
