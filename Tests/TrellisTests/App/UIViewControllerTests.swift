import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// View controllers as UIKit code uses them: lazy views, the appearance cycle, layout and constraint
/// callbacks, containment, presentation, the responder chain, traits and the safe area — and misuse.
@Suite struct UIViewControllerTests {
    func window(_ width: CGFloat = 320, _ height: CGFloat = 480) -> UIWindow {
        UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    @Test func viewIsLoadedOnFirstRead() {
        let log = LoggingController.Log()
        let controller = LoggingController("a", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.lines.isEmpty)
        let view: UIView = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)  // loaded once
        #expect(log.take() == ["a: loadView", "a: viewDidLoad"])
        // The default view resizes with its superview.
        #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test func misuseWhileLoadingIsReportedAndRepaired() throws {
        final class ReadsViewInLoadView: UIViewController {
            override func loadView() { view.backgroundColor = .red }  // reads view before setting it
        }
        final class SetsNoView: UIViewController {
            override func loadView() {}
        }
        try AppStateLock.run {
            var reads: ReadsViewInLoadView!
            var none: SetsNoView!
            let reports = AppStateLock.misuse {
                reads = ReadsViewInLoadView()
                _ = reads.view
                none = SetsNoView()
                _ = none.view
            }
            #expect(
                reports == [
                    .viewReadDuringLoadView(controller: "ReadsViewInLoadView"),
                    .loadViewSetNoView(controller: "SetsNoView"),
                ])
            // No crash, no recursion: each controller has one plain view; the first kept what loadView did to it.
            #expect(reads.view.backgroundColor == .red)
            #expect(none.isViewLoaded)
            // A view owned by one controller cannot become another's; the second keeps its own.
            let other = UIViewController()
            let before = other.view
            let refused = AppStateLock.misuse { other.view = reads.view }
            #expect(
                refused == [
                    .viewOwnedByAnotherController(
                        view: "UIView", owner: "ReadsViewInLoadView", controller: "UIViewController")
                ])
            #expect(other.view === before)
            _ = try #require(before)
        }
    }

    @Test func appearanceFollowsTheWindow() {
        AppStateLock.run {
            let log = LoggingController.Log()
            let w = window()
            let a = LoggingController("a", log: log)
            w.rootViewController = a  // loads the view; the window is hidden: nothing appears
            #expect(log.take() == ["a: loadView", "a: viewDidLoad"])
            #expect(a.view.frame == w.bounds)
            #expect(!w.isKeyWindow)
            w.makeKeyAndVisible()
            #expect(log.take() == ["a: viewWillAppear", "a: viewDidAppear"])
            #expect(w.isKeyWindow)
            #expect(UIApplication.shared.windows.contains { $0 === w })
            w.makeKeyAndVisible()  // already shown: nothing
            #expect(log.take().isEmpty)
            // Replacing the root: the old one disappears, the new one appears.
            let b = LoggingController("b", log: log)
            w.rootViewController = b
            #expect(
                log.take() == [
                    "a: viewWillDisappear", "a: viewDidDisappear", "b: loadView", "b: viewDidLoad",
                    "b: viewWillAppear", "b: viewDidAppear",
                ])
            #expect(a.view.superview == nil)
            #expect(b.view.superview === w)
            w.isHidden = true
            #expect(log.take() == ["b: viewWillDisappear", "b: viewDidDisappear"])
            #expect(!UIApplication.shared.windows.contains { $0 === w })
            #expect(!w.isKeyWindow)
        }
    }

    @Test func layoutCallbacksWrapTheViewsLayout() {
        AppStateLock.run {
            let log = LoggingController.Log()
            let w = window(320, 480)
            let a = LoggingController("a", log: log)
            w.rootViewController = a
            w.makeKeyAndVisible()
            w.layoutIfNeeded()
            _ = log.take()
            // The window is resized (a host's native window was): the controller's view follows its mask and
            // its layout runs once, wrapped by the controller's callbacks.
            w.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            w.layoutIfNeeded()
            #expect(log.take() == ["a: viewWillLayoutSubviews 400x300", "a: viewDidLayoutSubviews"])
            #expect(a.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
            // Nothing changed: no callbacks.
            w.layoutIfNeeded()
            #expect(log.take().isEmpty)
            a.view.setNeedsUpdateConstraints()
            w.layoutIfNeeded()
            #expect(log.take() == ["a: updateViewConstraints"])
        }
    }

    @Test func childControllers() {
        AppStateLock.run {
            let log = LoggingController.Log()
            let w = window()
            let parent = LoggingController("parent", log: log)
            w.rootViewController = parent
            w.makeKeyAndVisible()
            _ = log.take()
            let child = LoggingController("child", log: log)
            // UIKit's sequence: addChild (calls willMove), add the view, didMove.
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(
                log.take() == [
                    "child: willMove(toParent: parent)", "child: loadView", "child: viewDidLoad",
                    "child: viewWillAppear", "child: viewDidAppear", "child: didMove(toParent: parent)",
                ])
            #expect(parent.children == [child])
            #expect(child.parent === parent)
            // Hiding the window: parent first, then child.
            w.isHidden = true
            #expect(
                log.take() == [
                    "parent: viewWillDisappear", "parent: viewDidDisappear", "child: viewWillDisappear",
                    "child: viewDidDisappear",
                ])
            w.isHidden = false
            _ = log.take()
            // Removal: willMove(nil), view out (disappears), removeFromParent (calls didMove(nil)).
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(
                log.take() == [
                    "child: willMove(toParent: nil)", "child: viewWillDisappear", "child: viewDidDisappear",
                    "child: didMove(toParent: nil)",
                ])
            #expect(parent.children.isEmpty)
            #expect(child.parent == nil)
        }
    }

    @Test func childMisuse() {
        AppStateLock.run {
            let log = LoggingController.Log()
            let p1 = LoggingController("p1", log: log)
            let p2 = LoggingController("p2", log: log)
            let child = LoggingController("child", log: log)
            p1.title = "one"
            p2.title = "two"
            p1.addChild(child)
            _ = log.take()
            // A second parent: moved from the first (UIKit's documented behaviour), reported.
            let moved = AppStateLock.misuse { p2.addChild(child) }
            #expect(
                moved == [
                    .childMovedFromAnotherParent(
                        child: "LoggingController", oldParent: "LoggingController(\"one\")",
                        newParent: "LoggingController(\"two\")")
                ])
            #expect(
                log.take() == [
                    "child: willMove(toParent: nil)", "child: didMove(toParent: nil)", "child: willMove(toParent: p2)",
                ])
            #expect(p1.children.isEmpty && p2.children == [child] && child.parent === p2)
            // A cycle: refused, nothing changes.
            let cycle = AppStateLock.misuse {
                child.addChild(p2)
                p2.addChild(p2)
            }
            #expect(cycle.count == 2)
            #expect(p2.parent == nil && child.children.isEmpty && p2.children == [child])
            #expect(log.take().isEmpty)
            // A window's root cannot be a child, nor a child a window's root.
            let w = window()
            w.rootViewController = p1
            let rooted = AppStateLock.misuse {
                p2.addChild(p1)
                w.rootViewController = child
            }
            #expect(rooted.count == 2)
            #expect(w.rootViewController === p1 && p1.parent == nil && child.parent === p2)
        }
    }

    @Test func presentationAndDismissal() {
        AppStateLock.run {
            let log = LoggingController.Log()
            let w = window()
            let root = LoggingController("root", log: log)
            w.rootViewController = root
            w.makeKeyAndVisible()
            _ = log.take()
            let sheet = LoggingController("sheet", log: log)
            var completed = 0
            root.present(sheet, animated: false) { completed += 1 }
            #expect(
                log.take() == [
                    "sheet: loadView", "sheet: viewDidLoad", "sheet: viewWillAppear (presented)",
                    "sheet: viewDidAppear (presented)",
                ])
            #expect(completed == 1)
            #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
            #expect(w.subviews.last === sheet.view)  // above the root's view
            #expect(sheet.view.frame == w.bounds)
            // A second presentation from the same controller is refused; the completion does not run.
            let refused = AppStateLock.misuse {
                root.present(LoggingController("x", log: log), animated: false) { completed += 1 }
            }
            #expect(refused.count == 1 && completed == 1)
            // The presented controller dismisses itself.
            sheet.dismiss(animated: false) { completed += 1 }
            #expect(log.take() == ["sheet: viewWillDisappear (dismissed)", "sheet: viewDidDisappear (dismissed)"])
            #expect(completed == 2)
            #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
            #expect(sheet.view.superview == nil)
            // Presenting from a controller in no window is refused.
            let loose = UIViewController()
            #expect(AppStateLock.misuse { loose.present(UIViewController(), animated: false) }.count == 1)
        }
    }

    @Test func responderChainRunsThroughTheController() {
        let w = window()
        let parent = UIViewController()
        w.rootViewController = parent
        let button = UIView()
        parent.view.addSubview(button)
        #expect(button.next === parent.view)
        #expect(parent.view.next === parent)
        #expect(parent.next === w)
        #expect(w.next == nil)
    }

    @Test func traitChangesReachTheController() {
        let log = LoggingController.Log()
        let w = window()
        let a = LoggingController("a", log: log)
        a.logsTraits = true
        w.rootViewController = a  // the view enters the window: unspecified (0) → the window's light
        #expect(log.take() == ["a: loadView", "a: viewDidLoad", "a: traitCollectionDidChange from 0"])
        w.hostTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(a.traitChanges == [.light, .dark])
        #expect(log.take() == ["a: traitCollectionDidChange from 1"])  // 1: light
        #expect(a.traitCollection.userInterfaceStyle == .dark)
    }

    /// Safe areas: the host's insets, narrowed by each controller's additional insets on top of what its view
    /// inherits.
    @Test func additionalSafeAreaInsets() {
        let w = window(320, 480)
        w.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let parent = UIViewController()
        w.rootViewController = parent
        parent.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        parent.view.addSubview(content)
        let guide = parent.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        w.layoutIfNeeded()
        // top = 20 (host) + 44 (additional) = 64; bottom = 480 − 34 = 446; height = 446 − 64 = 382.
        #expect(content.frame == CGRect(x: 0, y: 64, width: 320, height: 382))
        // A child controller's view at y = 100 (below the parent's safe top 64, so it inherits 0 there),
        // 200 high (ends at 300, above the unsafe bottom 446), with 10 more at the top of its own:
        // top = max(0, 64 − 100) + 10 = 10; bottom 0.
        let child = UIViewController()
        parent.addChild(child)
        child.view.frame = CGRect(x: 0, y: 100, width: 320, height: 200)
        child.view.autoresizingMask = []
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        w.layoutIfNeeded()
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        // The change moves what is pinned to the parent's guide.
        parent.additionalSafeAreaInsets = .zero
        w.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 20, width: 320, height: 426))
    }

    /// A window hidden by a controller in the middle of a layout pass: the pass finishes, the controller
    /// disappears, nothing crashes.
    @Test func windowHiddenMidLayout() {
        AppStateLock.run {
            let log = LoggingController.Log()
            let w = window()
            let a = LoggingController("a", log: log)
            w.rootViewController = a
            w.makeKeyAndVisible()
            w.layoutIfNeeded()
            _ = log.take()
            a.onViewDidLayoutSubviews = { [weak w] in w?.isHidden = true }  // (weak: `a` is the window's)
            w.frame.size = CGSize(width: 200, height: 200)
            w.layoutIfNeeded()
            #expect(
                log.take() == [
                    "a: viewWillLayoutSubviews 200x200", "a: viewDidLayoutSubviews", "a: viewWillDisappear",
                    "a: viewDidDisappear",
                ])
            #expect(a.view.frame.size == CGSize(width: 200, height: 200))
            #expect(!UIApplication.shared.windows.contains { $0 === w })
        }
    }
}
