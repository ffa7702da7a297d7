import CSDL2
import Foundation
import Testing
import Trellis
import TrellisTestSupport

@testable import TrellisSDL

/// Dirty rectangles in the SDL host: a frame draws and uploads only what changed, and what the window then shows
/// is exactly what drawing everything shows.
@Suite struct SDLDamageTests {
    /// A screen with text, a shadow, rounded corners, a scroll view and nested views, kept by the test.
    final class Screen: UIViewController {
        let title1 = UILabel()
        let box = UIView()
        let card = UIView()
        let badge = UIView()
        let scroll = UIScrollView()
        let stripes = [UIView(), UIView(), UIView()]
        var boxTop: NSLayoutConstraint!

        override func viewDidLoad() {
            view.backgroundColor = .white
            title1.text = "Hello"
            title1.font = .systemFont(ofSize: 20)
            box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            card.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 1, alpha: 1)
            card.layer.cornerRadius = 8
            card.layer.shadowOpacity = 0.5
            card.layer.shadowRadius = 4
            card.layer.shadowOffset = CGSize(width: 0, height: 3)
            badge.backgroundColor = UIColor(red: 0, green: 0.6, blue: 0, alpha: 1)
            for v in [title1, box, card, scroll] as [UIView] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            card.addSubview(badge)
            for (i, s) in stripes.enumerated() {
                s.backgroundColor = UIColor(red: 0, green: 0, blue: CGFloat(i + 1) / 3, alpha: 1)
                s.frame = CGRect(x: 0, y: CGFloat(i) * 30, width: 80, height: 30)
                scroll.addSubview(s)
            }
            scroll.contentSize = CGSize(width: 80, height: 90)
            boxTop = box.topAnchor.constraint(equalTo: title1.bottomAnchor, constant: 10)
            NSLayoutConstraint.activate([
                title1.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                title1.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                boxTop,
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 40),
                box.heightAnchor.constraint(equalToConstant: 30),
                card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 60),
                scroll.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                scroll.widthAnchor.constraint(equalToConstant: 80),
                scroll.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
    }

    /// After each change, one step draws only the damaged rectangle; the pixels then equal a frame drawn whole.
    @Test(arguments: [1, 2] as [CGFloat], [SDLHost.Presentation.windowSurface, .renderer])
    func partialFramesEqualWholeFrames(scale: CGFloat, presentation: SDLHost.Presentation) throws {
        try withOffscreenHost(scale: scale, presentation: presentation) { host, clock in
            #expect(host.options.presentation == presentation)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
            let screen = Screen()
            window.rootViewController = screen
            window.makeKeyAndVisible()
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            let changes: [(String, () -> Void)] = [
                ("label text", { screen.title1.text = "Hello, world" }),
                ("label shorter", { screen.title1.text = "Hi" }),
                ("label color", { screen.title1.textColor = .systemBlue }),
                ("background", { screen.box.backgroundColor = .green }),
                ("hidden", { screen.box.isHidden = true }),
                ("shown", { screen.box.isHidden = false }),
                ("alpha", { screen.card.alpha = 0.5 }),
                ("moved by a constraint", { screen.boxTop.constant = 40 }),
                ("shadow offset", { screen.card.layer.shadowOffset = CGSize(width: 6, height: 6) }),
                ("corner radius", { screen.card.layer.cornerRadius = 20 }),
                ("subview frame", { screen.badge.frame = CGRect(x: 60, y: 30, width: 20, height: 20) }),
                ("scrolled", { screen.scroll.contentOffset = CGPoint(x: 0, y: 25) }),
                ("removed", { screen.badge.removeFromSuperview() }),
                ("tint", { window.tintColor = .systemRed }),
            ]
            var noFrame: [String] = [], differs: [String] = []
            for (i, (name, change)) in changes.enumerated() {
                change()
                clock.now = Double(i + 1) / 60
                let before = native.framesRendered
                try host.step(timeout: 0)
                if native.framesRendered != before + 1 { noFrame.append(name) }
                let partial = try native.readPixels()
                let drawn = native.lastDrawnRect
                native.redrawsEverything = true
                window.setNeedsFrame()
                try host.step(timeout: 0)
                let full = try native.readPixels()
                native.redrawsEverything = false
                if partial.pixels != full.pixels {
                    let n = zip(partial.pixels, full.pixels).filter { $0 != $1 }.count
                    var xs: [Int] = [], ys: [Int] = []
                    for i in stride(from: 0, to: full.pixels.count, by: 4)
                    where full.pixels[i..<i + 4] != partial.pixels[i..<i + 4] {
                        xs.append((i / 4) % full.width)
                        ys.append((i / 4) / full.width)
                    }
                    differs.append(
                        "\(name) (\(n) bytes) x \(xs.min()!)...\(xs.max()!) y \(ys.min()!)...\(ys.max()!) drawn \(drawn)"
                    )
                }
            }
            #expect(noFrame == [])  // every change drew a frame
            #expect(differs == [])  // and the partial frames show what whole ones do
        }
    }

    /// What a frame draws: only the changed view's rectangle (its frame grown by one point of antialiasing),
    /// in pixels at the render scale; nothing for a frame asked for without a visible change.
    @Test func aColorChangeDrawsOnlyTheView() throws {
        try withOffscreenHost(scale: 2) { host, clock in
            let (window, form) = showForm(width: 200, height: 160)
            let native = try #require(host.nativeWindow(for: window))
            try host.step(timeout: 0)
            #expect(native.lastDrawnRect == .init(x: 0, y: 0, width: 400, height: 320))
            // The box is at (20, 20, 60, 40): grown by 1 pt → (19, 19, 62, 42) → ×2 pixels.
            form.box.backgroundColor = .green
            try host.step(timeout: 0)
            #expect(native.lastDrawnRect == .init(x: 38, y: 38, width: 124, height: 84))
            let bitmap = try native.readPixels()
            #expect(pixel(bitmap, 100, 80) == [0, 255, 0, 255])
            // A frame asked for with nothing changed presents nothing.
            let frames = native.framesRendered
            window.setNeedsFrame(in: .zero)
            try host.step(timeout: 0)
            #expect(native.framesRendered == frames)
        }
    }
}
