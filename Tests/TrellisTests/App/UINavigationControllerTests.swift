import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Navigation and tab bar controllers as a user drives them — clicks on the bar, ⌘[, the clock — checking the
/// appearance order UIKit documents and what is on screen.
@Suite struct UINavigationControllerTests {
    /// A shown window of 320 × 480 with `root` as its root view controller, laid out.
    func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// A click (press and release) at `point` at time `t`.
    func click(_ window: UIWindow, _ point: CGPoint, at t: TimeInterval) throws {
        try window.send(.pointerButtonDown(.left, at: point), at: t)
        try window.send(.pointerButtonUp(.left, at: point), at: t + 0.05)
    }

    /// The center of `view` in the window.
    func center(of view: UIView, in window: UIWindow) -> CGPoint {
        let f = view.convert(view.bounds, to: window)
        return CGPoint(x: f.midX, y: f.midY)
    }

    @Test func pushAndPopCallAppearanceInUIKitsOrder() {
        AppStateLock.run {
            let log = LoggingController.Log()
            let a = LoggingController("a", log: log), b = LoggingController("b", log: log)
            a.title = "Inbox"
            b.title = "Message"
            let navigation = UINavigationController(rootViewController: a)
            let window = show(navigation)
            // (The log names a parent only when it is a LoggingController: the navigation controller shows as nil.)
            #expect(
                log.take().filter { !$0.contains("Layout") && !$0.contains("Constraints") } == [
                    "a: willMove(toParent: nil)", "a: didMove(toParent: nil)", "a: loadView", "a: viewDidLoad",
                    "a: viewWillAppear", "a: viewDidAppear",
                ])
            navigation.pushViewController(b, animated: false)
            let lines = log.take().filter { !$0.contains("Layout") && !$0.contains("Constraints") }
            #expect(
                lines == [
                    "b: willMove(toParent: nil)", "b: loadView", "b: viewDidLoad", "a: viewWillDisappear",
                    "b: viewWillAppear",
                    "a: viewDidDisappear", "b: viewDidAppear", "b: didMove(toParent: nil)",
                ])
            #expect(navigation.viewControllers == [a, b] && navigation.topViewController === b)
            #expect(b.navigationController === navigation && b.parent === navigation)
            window.layoutIfNeeded()
            // On screen: the bar shows "Message" with a back button titled "Inbox"; b's view fills the rest.
            #expect(navigation.navigationBar.titleLabel.text == "Message")
            #expect(!navigation.navigationBar.backButton.isHidden)
            #expect(navigation.navigationBar.backButton.title(for: .normal) == "Inbox")
            #expect(b.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
            #expect(a.viewIfLoaded?.superview == nil)
            let popped = navigation.popViewController(animated: false)
            #expect(popped === b)
            #expect(
                log.take().filter { !$0.contains("Layout") && !$0.contains("Constraints") } == [
                    "b: willMove(toParent: nil)", "b: viewWillDisappear", "a: viewWillAppear", "b: viewDidDisappear",
                    "a: viewDidAppear", "b: didMove(toParent: nil)",
                ])
            #expect(b.parent == nil && navigation.viewControllers == [a])
            #expect(navigation.navigationBar.backButton.isHidden)
            #expect(navigation.popViewController(animated: false) == nil)  // the root stays
            window.isHidden = true
        }
    }

    @Test func animatedPushSlidesOnTheClockAndBackButtonPops() throws {
        try AppStateLock.run {
            let log = LoggingController.Log()
            let a = LoggingController("a", log: log), b = LoggingController("b", log: log)
            a.title = "Inbox"
            let navigation = UINavigationController(rootViewController: a)
            let window = show(navigation)
            _ = log.take()
            navigation.pushViewController(b, animated: true)
            // The will- callbacks at once; both views are in the tree while b slides in.
            #expect(log.take().filter { $0.contains("ppear") } == ["a: viewWillDisappear", "b: viewWillAppear"])
            #expect(a.view.superview === navigation.view && b.view.superview === navigation.view)
            try window.advance(to: 0.2)
            #expect(log.take().filter { $0.contains("ppear") }.isEmpty)
            // Halfway through (ease in-out, t = 0.2 / 0.35), b has covered part of the width but not all.
            let slide = b.view.presentationTransform.tx
            #expect(slide > 0 && slide < 320)
            try window.advance(to: 0.4)
            #expect(log.take().filter { $0.contains("ppear") } == ["a: viewDidDisappear", "b: viewDidAppear"])
            #expect(a.view.superview == nil && b.view.transform == .identity)
            // Clicking the back button pops (animated): a comes back when the slide is over.
            window.layoutIfNeeded()
            try click(window, center(of: navigation.navigationBar.backButton, in: window), at: 1)
            #expect(log.take().filter { $0.contains("ppear") } == ["b: viewWillDisappear", "a: viewWillAppear"])
            try window.advance(to: 1.5)
            #expect(log.take().filter { $0.contains("ppear") } == ["b: viewDidDisappear", "a: viewDidAppear"])
            #expect(navigation.viewControllers == [a] && b.view.superview == nil)
            window.layoutIfNeeded()
            #expect(window.hitTest(CGPoint(x: 160, y: 300), with: nil) === a.view)
            window.isHidden = true
        }
    }

    @Test func commandBracketGoesBack() throws {
        try AppStateLock.run {
            let a = UIViewController(), b = UIViewController(), c = UIViewController()
            let navigation = UINavigationController(rootViewController: a)
            let window = show(navigation)
            navigation.pushViewController(b, animated: false)
            navigation.pushViewController(c, animated: false)
            try window.send(.keyDown(.keyboardOpenBracket, characters: "[", modifiers: .command), at: 1)
            try window.send(.keyUp(.keyboardOpenBracket, characters: "[", modifiers: .command), at: 1.01)
            try window.advance(to: 2)
            #expect(navigation.viewControllers == [a, b])
            // Without ⌘, "[" does nothing.
            try window.send(.keyDown(.keyboardOpenBracket, characters: "[", modifiers: []), at: 3)
            try window.send(.keyUp(.keyboardOpenBracket, characters: "[", modifiers: []), at: 3.01)
            try window.advance(to: 4)
            #expect(navigation.viewControllers == [a, b])
            window.isHidden = true
        }
    }

    @Test func popToRootAndSetViewControllers() {
        AppStateLock.run {
            let log = LoggingController.Log()
            let a = LoggingController("a", log: log), b = LoggingController("b", log: log)
            let c = LoggingController("c", log: log)
            let navigation = UINavigationController(rootViewController: a)
            let window = show(navigation)
            navigation.setViewControllers([a, b, c], animated: false)
            #expect(navigation.topViewController === c && b.viewIfLoaded == nil)  // b's view is never needed
            _ = log.take()
            let popped = navigation.popToRootViewController(animated: false)
            #expect(popped == [b, c])
            // Only the old and the new top appear and disappear; b, never shown, only leaves.
            #expect(
                log.take().filter { !$0.contains("Layout") && !$0.contains("Constraints") } == [
                    "b: willMove(toParent: nil)", "c: willMove(toParent: nil)", "c: viewWillDisappear",
                    "a: viewWillAppear",
                    "c: viewDidDisappear", "a: viewDidAppear", "b: didMove(toParent: nil)", "c: didMove(toParent: nil)",
                ])
            #expect(navigation.children == [a])
            #expect(navigation.popToRootViewController(animated: false) == nil)
            window.isHidden = true
        }
    }

    @Test func misuseIsRefused() {
        AppStateLock.run {
            let a = UIViewController(), b = UIViewController()
            a.title = "A"
            let navigation = UINavigationController(rootViewController: a)
            let other = UIViewController()
            other.addChild(b)
            let reports = AppStateLock.misuse {
                navigation.pushViewController(a, animated: false)
                navigation.pushViewController(b, animated: false)
                navigation.setViewControllers([a, a], animated: false)
            }
            #expect(
                reports == [
                    .navigationRefused(controller: "UIViewController(\"A\")", reason: "it is already on the stack"),
                    .navigationRefused(controller: "UIViewController", reason: "it is a child of UIViewController"),
                    .navigationRefused(controller: "UIViewController(\"A\")", reason: "it is on the new stack twice"),
                ])
            #expect(navigation.viewControllers == [a])
        }
    }

    @Test func tabsSwitchOnClickAndAskTheDelegate() throws {
        final class Delegate: UITabBarControllerDelegate {
            var log: [String] = []
            var allows = true
            func tabBarController(_ t: UITabBarController, shouldSelect c: UIViewController) -> Bool {
                log.append("shouldSelect \(c.title ?? "")")
                return allows
            }
            func tabBarController(_ t: UITabBarController, didSelect c: UIViewController) {
                log.append("didSelect \(c.title ?? "")")
            }
        }
        try AppStateLock.run {
            let log = LoggingController.Log()
            let a = LoggingController("a", log: log), b = LoggingController("b", log: log)
            a.title = "Home"
            b.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
            b.title = "b"
            let tabs = UITabBarController()
            let delegate = Delegate()
            tabs.delegate = delegate
            tabs.viewControllers = [a, b]
            #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
            let window = show(tabs)
            #expect(log.take().filter { $0.contains("ppear") } == ["a: viewWillAppear", "a: viewDidAppear"])
            // The bar: two equal tabs across the bottom 49 points; the content above it.
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
            #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 431))
            #expect(tabs.tabBar.itemButtons.map { $0.configuration?.title } == ["Home", "Settings"])
            try click(window, CGPoint(x: 240, y: 455), at: 1)
            #expect(delegate.log == ["shouldSelect b", "didSelect b"])
            #expect(
                log.take().filter { $0.contains("ppear") } == [
                    "a: viewWillDisappear", "b: viewWillAppear", "a: viewDidDisappear", "b: viewDidAppear",
                ])
            #expect(tabs.selectedIndex == 1 && a.view.superview == nil && b.view.superview === tabs.view)
            #expect(tabs.tabBar.selectedItem === b.tabBarItem)
            // The delegate can refuse; setting selectedIndex in code does not ask it.
            delegate.allows = false
            delegate.log = []
            try click(window, CGPoint(x: 80, y: 455), at: 2)
            #expect(delegate.log == ["shouldSelect Home"] && tabs.selectedIndex == 1)
            tabs.selectedIndex = 0
            #expect(delegate.log == ["shouldSelect Home"] && tabs.selectedViewController === a)
            let reports = AppStateLock.misuse { tabs.selectedIndex = 5 }
            #expect(reports == [.tabSelectionRefused(controller: "index 5", reason: "there are 2 tabs")])
            #expect(tabs.selectedIndex == 0)
            window.isHidden = true
        }
    }

    @Test func navigationInsideATabGoesBackWithNothingFocused() throws {
        try AppStateLock.run {
            let a = UIViewController(), b = UIViewController()
            let navigation = UINavigationController(rootViewController: a)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, UIViewController()]
            let window = show(tabs)
            navigation.pushViewController(b, animated: false)
            #expect(b.tabBarController === tabs && b.navigationController === navigation)
            try window.send(.keyDown(.keyboardOpenBracket, characters: "[", modifiers: .command), at: 1)
            try window.send(.keyUp(.keyboardOpenBracket, characters: "[", modifiers: .command), at: 1.01)
            try window.advance(to: 2)
            #expect(navigation.viewControllers == [a])
            window.isHidden = true
        }
    }
}
