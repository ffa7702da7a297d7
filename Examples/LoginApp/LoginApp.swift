import Foundation
import Trellis
import TrellisSDL

/// The smallest Trellis app: one window, one view controller with a form (`swift run trellis-login-example`).
@main
struct LoginApp {
    static func main() throws {
        try UIApplication.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
            window.rootViewController = LoginViewController()
            window.makeKeyAndVisible()
        }
    }
}
