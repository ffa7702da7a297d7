import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTestSupport

/// The tab bar as drawn: each item's symbol centered above its title, the selected one in the tint color, a
/// badge at the top-right corner of an image (golden image, looked at).
@Suite struct CairoTabBarRenderingTests {
    @Test func tabBarDrawsImagesAboveTitles() throws {
        try AppStateLock.run {
            let items = [("Home", "house"), ("Search", "magnifyingglass"), ("Settings", "gear")]
            let controllers = items.enumerated().map { i, item in
                let c = UIViewController()
                c.view.backgroundColor = .white
                c.tabBarItem = UITabBarItem(title: item.0, image: UIImage(systemName: item.1), tag: i)
                return c
            }
            controllers[2].tabBarItem.badgeValue = "3"
            let tabs = UITabBarController()
            tabs.viewControllers = controllers
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 90))
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            GoldenImage.expectMatch(try ViewRenderer(view: window).pngData(scale: 2), named: "tab-bar@2x", tolerance: 8)
            window.isHidden = true
        }
    }
}
