import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Animated modal presentation as a user sees it: time moves only through the window's clock (`advance(to:)`),
/// and the presented view's place on screen, the appearance callbacks and the completions are checked at
/// given times.
@Suite struct UIViewControllerPresentationTests {
    /// Core Animation's ease-in-out, computed independently of the library (``ReferenceCurves``).
    static func easeInOut(_ t: Double) -> Double { ReferenceCurves.easeInOut(t) }

    func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// How far below its place the presented view shows (points).
    func offset(_ controller: UIViewController) -> CGFloat { controller.view.layer.presentation()!.transform.ty }

    @Test func presentSlidesUpAndDismissSlidesDown() throws {
        try AppStateLock.run {
            let log = LoggingController.Log()
            let root = LoggingController("root", log: log)
            let window = show(root)
            _ = log.take()
            let sheet = LoggingController("sheet", log: log)
            var completions: [String] = []
            root.present(sheet, animated: true) { completions.append("presented") }
            // At once: the view is in the window, one window height (480) below its place; only the will-callback.
            #expect(log.take() == ["sheet: loadView", "sheet: viewDidLoad", "sheet: viewWillAppear (presented)"])
            #expect(sheet.view.superview === window && sheet.view.frame == window.bounds)
            #expect(offset(sheet) == 480)
            #expect(root.presentedViewController === sheet && completions.isEmpty)
            // 0.1 s of 0.5 s: 480 × (1 − ease(0.2)); halfway (0.25 s): exactly 240 (the curve is symmetric).
            try window.advance(to: 0.1)
            #expect(abs(Double(offset(sheet)) - 480 * (1 - Self.easeInOut(0.2))) < 0.01)
            #expect(offset(sheet) > 400 && offset(sheet) < 480)  // ease(0.2) ≈ 0.09: it starts slowly
            try window.advance(to: 0.25)
            #expect(abs(offset(sheet) - 240) < 0.01)
            #expect(log.take().isEmpty && completions.isEmpty)
            try window.advance(to: 0.4)
            #expect(abs(Double(offset(sheet)) - 480 * (1 - Self.easeInOut(0.8))) < 0.01)
            // At the end: in place, the did-callback, then the completion.
            try window.advance(to: 0.5)
            #expect(log.take() == ["sheet: viewDidAppear (presented)"])
            #expect(completions == ["presented"] && !sheet.isBeingPresented)
            #expect(offset(sheet) == 0 && sheet.view.transform == .identity)
            // Dismissed at 1 s: the will-callback at once, sliding down, gone at 1.5 s.
            try window.advance(to: 1)
            sheet.dismiss(animated: true) { completions.append("dismissed") }
            #expect(log.take() == ["sheet: viewWillDisappear (dismissed)"])
            #expect(offset(sheet) == 0 && sheet.view.superview === window)
            try window.advance(to: 1.25)
            #expect(abs(offset(sheet) - 240) < 0.01)
            #expect(root.presentedViewController === sheet && completions == ["presented"])
            try window.advance(to: 1.5)
            #expect(log.take() == ["sheet: viewDidDisappear (dismissed)"])
            #expect(completions == ["presented", "dismissed"])
            #expect(sheet.view.superview == nil && sheet.view.transform == .identity)
            #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
            window.isHidden = true
        }
    }

    /// A new presentation while a dismissal slides ends the dismissal first (its callbacks and completion run),
    /// then starts; a dismissal while a presentation slides ends the presentation first.
    @Test func aTransitionInFlightEndsBeforeTheNextStarts() throws {
        try AppStateLock.run {
            let log = LoggingController.Log()
            let root = LoggingController("root", log: log)
            let window = show(root)
            let a = LoggingController("a", log: log), b = LoggingController("b", log: log)
            root.present(a, animated: true)
            try window.advance(to: 0.1)
            _ = log.take()
            var done = 0
            root.dismiss(animated: true) { done += 1 }
            #expect(log.take() == ["a: viewDidAppear (presented)", "a: viewWillDisappear (dismissed)"])
            try window.advance(to: 0.2)
            root.present(b, animated: true)
            #expect(
                log.take() == [
                    "a: viewDidDisappear (dismissed)", "b: loadView", "b: viewDidLoad", "b: viewWillAppear (presented)",
                ])
            #expect(done == 1 && a.view.superview == nil && root.presentedViewController === b)
            #expect(offset(b) == 480)
            try window.advance(to: 0.7)
            #expect(log.take() == ["b: viewDidAppear (presented)"])
            window.isHidden = true
        }
    }

    /// Without animation (or in a hidden window) everything happens at once, as before.
    @Test func unanimatedPresentationIsImmediate() {
        AppStateLock.run {
            let log = LoggingController.Log()
            let root = LoggingController("root", log: log)
            let window = show(root)
            _ = log.take()
            let sheet = LoggingController("sheet", log: log)
            var done = 0
            root.present(sheet, animated: false) { done += 1 }
            #expect(log.take().suffix(2) == ["sheet: viewWillAppear (presented)", "sheet: viewDidAppear (presented)"])
            #expect(done == 1 && offset(sheet) == 0)
            root.dismiss(animated: false) { done += 1 }
            #expect(log.take() == ["sheet: viewWillDisappear (dismissed)", "sheet: viewDidDisappear (dismissed)"])
            #expect(done == 2 && sheet.view.superview == nil)
            window.isHidden = true
        }
    }
}
