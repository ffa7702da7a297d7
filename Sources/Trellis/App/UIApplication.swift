import Foundation

/// The app (UIKit's `UIApplication`): its shown windows, its key window and where misuse is reported. The
/// event loop belongs to a host: `TrellisSDL`'s `UIApplication.run` shows the windows made at launch and
/// runs until the last one closes.
public final class UIApplication: @unchecked Sendable {
    /// The app.
    public static let shared = UIApplication()

    /// The shown windows, in the order they were shown.
    public private(set) var windows: [UIWindow] = []

    /// The window that receives keyboard input (the last one made key that is still shown).
    public private(set) var keyWindow: UIWindow?

    /// Fired when a window is shown or hidden (a host opens or closes its native window).
    public let windowsChanged = UIViewEvent<UIWindow>()

    /// Misuse of view controllers and windows (``UIViewControllerError``). Without subscribers, it goes to
    /// standard error.
    public let misuse = UIViewEvent<UIViewControllerError>()

    private init() {}

    /// Reports `error` to ``misuse`` (or standard error).
    func report(_ error: UIViewControllerError) {
        if misuse.hasSubscribers {
            misuse.fire(error)
        } else {
            FileHandle.standardError.write(Data("Trellis: \(error)\n".utf8))
        }
    }

    /// `window` was shown or hidden: keeps ``windows`` and ``keyWindow`` up to date.
    func windowVisibilityChanged(_ window: UIWindow) {
        if window.isHidden {
            windows.removeAll { $0 === window }
            if keyWindow === window {
                keyWindow = nil
                window.resignKey()
                if let next = windows.last { setKeyWindow(next) }
            }
        } else if !windows.contains(where: { $0 === window }) {
            windows.append(window)
        }
        windowsChanged.fire(window)
    }

    /// Makes `window` the key window (nothing when it is hidden).
    func setKeyWindow(_ window: UIWindow) {
        guard !window.isHidden, keyWindow !== window else { return }
        let old = keyWindow
        keyWindow = window
        old?.resignKey()
        window.becomeKey()
    }
}
