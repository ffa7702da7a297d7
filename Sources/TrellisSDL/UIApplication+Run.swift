import Foundation
import Trellis

extension UIApplication {
    /// Runs an app in SDL windows: starts the host, calls `launch` (make your windows and call
    /// `makeKeyAndVisible()`), then runs the event loop until the last window closes or the app is asked to
    /// quit (the window manager's quit, SIGINT or SIGTERM).
    ///
    /// ```swift
    /// @main struct LoginApp {
    ///     static func main() throws {
    ///         try UIApplication.run {
    ///             let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    ///             window.rootViewController = LoginViewController()
    ///             window.makeKeyAndVisible()
    ///         }
    ///     }
    /// }
    /// ```
    /// - Throws: ``SDLHostError`` when SDL cannot start or draw; what `launch` throws.
    public static func run(options: SDLHost.Options = SDLHost.Options(), _ launch: () throws -> Void) throws {
        var options = options
        options.handlesTerminationSignals = true
        let host = try SDLHost(options: options)
        defer { host.shutDown() }
        try launch()
        try host.run()
    }
}
