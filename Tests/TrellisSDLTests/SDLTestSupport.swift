import CSDL2
import Foundation
import Trellis
import TrellisSDL
import TrellisTestSupport

/// A manual clock for hosts under test: time moves only when the test says.
final class ManualClock: @unchecked Sendable {
    var now: TimeInterval = 0
}

/// Runs `body` with a host on SDL's offscreen video driver (no display needed) and a manual clock, holding
/// the application lock (one host and one set of windows at a time). Every window is hidden and the host shut
/// down afterwards.
func withOffscreenHost(
    scale: CGFloat = 1, presentation: SDLHost.Presentation = .windowSurface,
    _ body: (SDLHost, ManualClock) throws -> Void
) throws {
    try AppStateLock.run {
        let clock = ManualClock()
        var options = SDLHost.Options(videoDriver: "offscreen", scale: scale)
        options.presentation = presentation
        let host = try SDLHost(options: options, clock: { clock.now })
        defer { host.shutDown() }
        try body(host, clock)
        for window in UIApplication.shared.windows { window.isHidden = true }
    }
}

/// Pushes an event onto SDL's own queue (the host's translation reads it back from there).
func push(_ fill: (inout SDL_Event) -> Void) {
    var event = SDL_Event()
    fill(&event)
    SDL_PushEvent(&event)
}

/// A mouse button press and release at `x`, `y` (window coordinates).
func pushClick(window id: UInt32, x: Int32, y: Int32) {
    for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
        push { e in
            e.type = type.rawValue
            e.button.windowID = id
            e.button.button = UInt8(SDL_BUTTON_LEFT)
            e.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
            e.button.clicks = 1
            e.button.x = x
            e.button.y = y
        }
    }
}

/// Committed text, as an input method or the keyboard sends it.
func pushText(window id: UInt32, _ text: String) {
    push { e in
        e.type = SDL_TEXTINPUT.rawValue
        e.text.windowID = id
        withUnsafeMutableBytes(of: &e.text.text) { buffer in
            for (i, byte) in text.utf8.prefix(buffer.count - 1).enumerated() { buffer[i] = byte }
        }
    }
}

/// A key press (down, up) by scancode (USB HID usage).
func pushKey(window id: UInt32, _ scancode: SDL_Scancode, modifiers: UInt16 = 0) {
    for type in [SDL_KEYDOWN, SDL_KEYUP] {
        push { e in
            e.type = type.rawValue
            e.key.windowID = id
            e.key.keysym.scancode = scancode
            e.key.keysym.mod = modifiers
        }
    }
}

/// A view that takes text (a minimal text field) and logs what it gets.
final class TextSink: UIView, UITextInput {
    var text = ""
    var marked: (String, NSRange)?
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ t: String) {
        marked = nil
        text += t
    }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) { marked = (markedText ?? "", selectedRange) }
    func unmarkText() { marked = nil }
}

/// A controller whose view holds a tapped-counting box and a text sink, pinned with constraints.
final class FormController: UIViewController {
    let box = UIView()
    let field = TextSink()
    var taps = 0
    var layoutCount = 0
    var onLayout: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Form"
        view.backgroundColor = .white
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        field.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        for v in [box, field] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        box.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in taps += 1 })
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 60),
            box.heightAnchor.constraint(equalToConstant: 40),
            field.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            field.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
        ])
    }

    override func viewDidLayoutSubviews() {
        layoutCount += 1
        onLayout?()
    }
}

/// A shown window of `width` × `height` points with a ``FormController``.
func showForm(width: CGFloat = 200, height: CGFloat = 160) -> (UIWindow, FormController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let form = FormController()
    window.rootViewController = form
    window.makeKeyAndVisible()
    return (window, form)
}

/// The RGBA of a pixel.
func pixel(_ bitmap: RGBABitmap, _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * bitmap.width + x) * 4
    return Array(bitmap.pixels[i..<i + 4])
}
