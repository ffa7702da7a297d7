import Foundation
import Trellis

#if canImport(CX11)
    import CX11
#endif

/// The scale a host opens windows at where SDL's window coordinates are pixels (X11): how many window
/// coordinates — and pixels — one point takes. Wayland and macOS report HiDPI themselves (their window
/// coordinates are points and the drawable is denser: ``SDLWindow/renderScale`` follows it), so there the
/// scale is 1.
///
/// The first of these that gives a scale wins:
/// 1. ``SDLHost/Options/scale``, when set;
/// 2. `TRELLIS_SCALE` in the environment (a number > 0);
/// 3. on X11, the X server's `Xft.dpi` resource divided by 96 — the setting GNOME, KDE, Xfce and `xrdb` users
///    make for a HiDPI display (192: 2×), rounded to a quarter and at least 1;
/// 4. `GDK_SCALE` in the environment (GTK's integer scale);
/// 5. 1.
///
/// X11 has one `Xft.dpi` for all its screens: a window moved to a display of another density keeps its scale.
public enum DisplayScale {
    /// The scale for `option`, the process environment and the video driver SDL runs (`SDL_GetCurrentVideoDriver`).
    static func resolve(option: CGFloat?, environment: [String: String], videoDriver: String?) -> CGFloat {
        resolve(option: option, environment: environment, videoDriver: videoDriver, resources: serverResources)
    }

    /// The rule, with the X server's resource string given by `resources` (called only on X11).
    static func resolve(
        option: CGFloat?, environment: [String: String], videoDriver: String?, resources: () -> String?
    ) -> CGFloat {
        if let option, option.isFinite, option > 0 { return option }
        if let s = positive(environment["TRELLIS_SCALE"]) { return s }
        if videoDriver == "x11", let string = resources(), let s = scale(fromResources: string) { return s }
        if let s = positive(environment["GDK_SCALE"]) { return s }
        return 1
    }

    /// The scale an X resource database gives through its `Xft.dpi` (`Xft.dpi: 192` → 2), nil when it has no
    /// usable value. Parsed by Xlib's resource manager, so wildcards (`*dpi: 144`) resolve as for any X client.
    public static func scale(fromResources string: String) -> CGFloat? {
        guard let dpi = xftDPI(in: string), dpi.isFinite, dpi > 0, dpi <= 96 * 16 else { return nil }
        return max(1, (dpi / 96 * 4).rounded() / 4)
    }

    /// A finite number > 0 in `string`, if it is one.
    private static func positive(_ string: String?) -> CGFloat? {
        guard let string, let d = Double(string.trimmingCharacters(in: .whitespaces)), d.isFinite, d > 0 else {
            return nil
        }
        return CGFloat(d)
    }

    #if canImport(CX11)
        /// `Xft.dpi` (class `Xft.Dpi`) in the resource database `string`.
        private static func xftDPI(in string: String) -> Double? {
            XrmInitialize()
            guard let db = string.withCString({ XrmGetStringDatabase($0) }) else { return nil }
            defer { XrmDestroyDatabase(db) }
            var type: UnsafeMutablePointer<CChar>?
            var value = XrmValue()
            guard XrmGetResource(db, "Xft.dpi", "Xft.Dpi", &type, &value) != 0, let address = value.addr else {
                return nil
            }
            return Double(String(cString: address).trimmingCharacters(in: .whitespaces))
        }

        /// The resource string of the X server SDL talks to (`DISPLAY`): the root window's `RESOURCE_MANAGER`
        /// property, as `xrdb -query` prints it. nil when there is no server or no property.
        static func serverResources() -> String? {
            guard let display = XOpenDisplay(nil) else { return nil }
            defer { XCloseDisplay(display) }
            guard let string = XResourceManagerString(display) else { return nil }
            return String(cString: string)
        }
    #else
        private static func xftDPI(in string: String) -> Double? { nil }
        static func serverResources() -> String? { nil }
    #endif
}
