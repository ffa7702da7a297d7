import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// The tab bar's items as UIKit lays them out on a phone: the image centered above the title, the title in a
/// 10-point font, the badge at the image's top-right corner.
@Suite struct UITabBarTests {
    @Test func imageSitsCenteredAboveTheTitle() throws {
        try AppStateLock.run {
            let a = UIViewController(), b = UIViewController()
            a.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
            b.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
            b.tabBarItem.badgeValue = "3"
            let tabs = UITabBarController()
            tabs.viewControllers = [a, b]
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let bar = tabs.tabBar
            #expect(bar.itemButtons.map { $0.configuration?.title } == ["Home", "Settings"])
            for (i, button) in bar.itemButtons.enumerated() {
                button.layoutIfNeeded()
                // Each button is its half of the bar's top 49 points.
                #expect(button.frame == CGRect(x: CGFloat(i) * 160, y: 0, width: 160, height: 49))
                let image = try #require(button.imageView).frame, title = try #require(button.titleLabel).frame
                #expect(image.width > 0 && title.width > 0)
                // Centered on the button's middle, the image above the title, 2 points apart.
                #expect(abs(image.midX - 80) < 0.01 && abs(title.midX - 80) < 0.01)
                #expect(abs(title.minY - (image.maxY + 2)) < 0.01)
                // Image and title together centered vertically in the 49 points.
                #expect(abs((image.minY + title.maxY) / 2 - 24.5) < 0.01)
                #expect(button.titleLabel?.font.pointSize == 10)
            }
            // The selected item is in the tint color, the other gray.
            #expect(bar.itemButtons[0].configuration?.baseForegroundColor == nil)
            #expect(bar.itemButtons[1].configuration?.baseForegroundColor == .secondaryLabel)
            // The badge: an 18-point red capsule whose left part overlaps the image's top-right corner.
            let settings = bar.itemButtons[1]
            let badge = try #require(settings.subviews.compactMap { $0 as? UILabel }.first { $0.text == "3" })
            let image = settings.imageView!.frame
            // One digit (13-point "3" measures 9 points in the default face; 9 + 8 < 18): a circle.
            #expect(badge.intrinsicContentSize.width + 8 < 18)
            #expect(!badge.isHidden && badge.frame.size == CGSize(width: 18, height: 18))
            #expect(badge.frame.minX == image.maxX - 6 && badge.frame.minY == image.minY - 3)
            #expect(badge.layer.cornerRadius == 9 && badge.backgroundColor == .systemRed)
            // No badge value: hidden.
            b.tabBarItem.badgeValue = nil
            #expect(badge.isHidden)
            // Longer text: a capsule as wide as the text plus 4 points each side.
            b.tabBarItem.badgeValue = "128"
            window.layoutIfNeeded()
            #expect(!badge.isHidden && badge.frame.width == badge.intrinsicContentSize.width + 8)
            window.isHidden = true
        }
    }
}
