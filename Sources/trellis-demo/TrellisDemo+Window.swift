import Foundation
import Trellis
import TrellisSDL

extension TrellisDemo {
    /// `--window`: the gallery in a live window (scene list, live resize, D overlay, A dark). With
    /// `--screenshot PATH`, draws the first frame, writes it as PNG and exits (any SDL video driver, e.g.
    /// `SDL_VIDEODRIVER=offscreen`).
    func runWindow(scenes: [Scene]) throws {
        var options = SDLHost.Options(
            scale: scale == 1 ? nil : CGFloat(scale), title: "Trellis gallery",
            minimumSize: CGSize(width: GalleryViewController.listWidth + 200, height: 300))
        options.handlesTerminationSignals = screenshot == nil
        let host = try SDLHost(options: options)
        defer { host.shutDown() }
        let (window, _) = Self.makeGalleryWindow(scenes: scenes, host: host)
        guard let screenshot else { return try host.run() }
        try host.step(timeout: 0)
        guard let native = host.nativeWindow(for: window) else { throw WriteFailure(message: "no window was opened") }
        try native.screenshotPNG().write(to: URL(fileURLWithPath: screenshot))
        print("wrote \(screenshot) (\(native.framesRendered) frame at \(native.renderScale)x)")
    }

    /// The gallery window: the list and the scene area, 220 + 375 points wide and 667 high (the phone).
    static func makeGalleryWindow(scenes: [Scene], host: SDLHost?) -> (UIWindow, GalleryViewController) {
        let window = UIWindow(
            frame: CGRect(
                x: 0, y: 0, width: GalleryViewController.listWidth + Device.phone.size.width,
                height: Device.phone.size.height))
        let gallery = GalleryViewController(scenes: scenes)
        gallery.toggleOverlay = { [weak window] in
            guard let window, let native = host?.nativeWindow(for: window) else { return }
            native.showsDebugOverlay.toggle()
        }
        gallery.highlight = { [weak window] view in
            guard let window, let native = host?.nativeWindow(for: window) else { return }
            native.debugOverlayOptions.highlightedView = view.map(ObjectIdentifier.init)
        }
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        return (window, gallery)
    }
}
