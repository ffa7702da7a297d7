import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// NaN and ±infinity are refused where they enter the view layer: a message saying which value and where, and
/// everything as it was (issue 20's misuse scenarios, one test each).
///
/// The layout used: a 320 × 100 root; `a` at x = 10, width 100; `b` 8 after `a`, width 50; both at y = 0,
/// height 20. By hand: a = (10, 0, 100, 20), b = (10 + 100 + 8 = 118, 0, 50, 20).
@Suite struct NonFiniteValueTests {
    struct Scene {
        let root: UIRootView
        let a: UIView, b: UIView
        let aLeft: NSLayoutConstraint, bWidth: NSLayoutConstraint
    }

    func scene() -> Scene {
        let (root, v) = makeRoot(width: 320, count: 2)
        let (a, b) = (v[0], v[1])
        let aLeft = a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let bWidth = b.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            aLeft, a.widthAnchor.constraint(equalToConstant: 100),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
            bWidth, a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        return Scene(root: root, a: a, b: b, aLeft: aLeft, bWidth: bWidth)
    }

    /// The layout of the untouched scene (see the suite's comment).
    func expectUntouched(_ s: Scene) {
        s.root.layoutIfNeeded()
        #expect(s.a.frame == CGRect(x: 10, y: 0, width: 100, height: 20))
        #expect(s.b.frame == CGRect(x: 118, y: 0, width: 50, height: 20))
    }

    /// Runs `body` with this task's `[LayoutConstraints]` messages collected; returns them.
    func reports(_ body: () -> Void) -> [String] {
        let collected = LayoutEngine.CollectedReports()
        LayoutEngine.$collectedReports.withValue(collected) { body() }
        return collected.messages
    }

    @Test func nanConstantOnAnActiveConstraintIsRefused() {
        let s = scene()
        let messages = reports { s.aLeft.constant = .nan }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Ignoring constant nan for <NSLayoutConstraint") == true)
        #expect(messages.first?.contains("not a finite number") == true)
        #expect(s.aLeft.constant == 10)
        expectUntouched(s)
        // Still a working constraint: a finite constant moves a (and b after it) by 5.
        s.aLeft.constant = 15
        s.root.layoutIfNeeded()
        #expect(s.a.frame.minX == 15)
        #expect(s.b.frame.minX == 123)
    }

    @Test(arguments: [CGFloat.infinity, -CGFloat.infinity, CGFloat.nan])
    func nonFiniteConstantAtActivationIsRefused(_ value: CGFloat) {
        let s = scene()
        let c = s.b.heightAnchor.constraint(equalToConstant: value)
        let held = s.b.constraints.count
        let messages = reports { c.isActive = true }
        #expect(!c.isActive)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Unable to activate constraint") == true)
        #expect(s.b.constraints.count == held)
        expectUntouched(s)
    }

    @Test func nonFiniteMultiplierAtActivationIsRefused() {
        let s = scene()
        let c = NSLayoutConstraint(
            item: s.b, attribute: .width, relatedBy: .equal, toItem: s.a, attribute: .width, multiplier: .infinity,
            constant: 0)
        let messages = reports { c.isActive = true }
        #expect(!c.isActive)
        #expect(messages.count == 1)
        expectUntouched(s)
    }

    @Test func nanPriorityIsRefused() {
        let s = scene()
        s.bWidth.priority = .defaultHigh
        let inactive = s.b.widthAnchor.constraint(equalToConstant: 70)
        let messages = reports {
            s.bWidth.priority = UILayoutPriority(.nan)
            inactive.priority = UILayoutPriority(.infinity)
        }
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("Ignoring priority nan") == true)
        #expect(s.bWidth.priority == .defaultHigh)
        #expect(inactive.priority == .required)
        expectUntouched(s)
    }

    /// A frame of NaN used to leave the neighbour placed after it at NaN even once the frame was restored.
    @Test func nanFrameIsRefusedAndTheNeighbourStaysFinite() {
        let (root, v) = makeRoot(width: 320, count: 1)
        let framed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        root.addSubview(framed)
        let neighbour = v[0]
        NSLayoutConstraint.activate([
            neighbour.leftAnchor.constraint(equalTo: framed.rightAnchor, constant: 5),
            neighbour.topAnchor.constraint(equalTo: framed.topAnchor),
            neighbour.widthAnchor.constraint(equalToConstant: 30),
            neighbour.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(neighbour.frame == CGRect(x: 65, y: 10, width: 30, height: 30))  // 10 + 50 + 5
        let messages = reports {
            framed.frame = CGRect(x: CGFloat.nan, y: 0, width: 50, height: 20)
            framed.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20)
            framed.center = CGPoint(x: 0, y: CGFloat.nan)
            framed.width = .nan
        }
        #expect(messages.count == 4)
        #expect(framed.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        root.layoutIfNeeded()
        #expect(neighbour.frame == CGRect(x: 65, y: 10, width: 30, height: 30))
        framed.frame = CGRect(x: 20, y: 12, width: 40, height: 20)
        root.layoutIfNeeded()
        #expect(neighbour.frame == CGRect(x: 65, y: 12, width: 30, height: 30))  // 20 + 40 + 5
    }

    /// A root of NaN × infinity, once restored, used to make later plain constraints fail.
    @Test func nonFiniteRootSizeIsRefused() {
        let s = scene()
        let messages = reports { s.root.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: CGFloat.infinity) }
        #expect(messages.count == 1)
        #expect(s.root.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        expectUntouched(s)
        // A plain constraint added afterwards holds: b's right edge 4 from the root's (width 50: x = 266).
        let broken = brokenConstraints(in: s.root) {
            s.bWidth.isActive = false
            NSLayoutConstraint.activate([s.b.rightAnchor.constraint(equalTo: s.root.rightAnchor, constant: -4)])
            s.root.layoutIfNeeded()
        }
        #expect(broken.isEmpty)
        #expect(s.b.frame == CGRect(x: 118, y: 0, width: 198, height: 20))  // 320 − 4 − 118
    }

    @Test func nonFiniteFrameAtInitIsZero() {
        let messages = reports {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
            #expect(v.frame == .zero)
        }
        #expect(messages.count == 1)
    }

    @Test func nonFiniteInsetsAreRefused() {
        let s = scene()
        let messages = reports {
            s.a.layoutMargins = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
            s.root.hostSafeAreaInsets = UIEdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        }
        #expect(messages.count == 2)
        #expect(s.a.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(s.root.hostSafeAreaInsets == .zero)
        expectUntouched(s)
    }

    final class NaNWidthView: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: CGFloat.nan, height: 20) }
    }

    @Test func nonFiniteIntrinsicLengthReadsAsNone() {
        var v: UIView?
        let messages = reports {
            let (root, _) = makeRoot(width: 320, count: 0)
            let view = NaNWidthView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 3),
                view.topAnchor.constraint(equalTo: root.topAnchor), view.widthAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 3, y: 0, width: 40, height: 20))  // the height keeps its intrinsic 20
            v = view
        }
        #expect(v != nil)
        #expect(messages.count >= 1)
        #expect(messages.allSatisfy { $0.hasPrefix("Ignoring intrinsicContentSize") && $0.contains("nan") })
    }

    final class FixedSizeView: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
    }

    /// Hugging and compression priorities used to be clamped silently (NaN became priority 1).
    /// The layout: a 40 × 20 intrinsic view at x = 3 with a width ≥ 60 at priority 500 — hugging at 250
    /// loses to it (width 60); the NaN hugging must not change that, nor an infinite compression resistance.
    @Test func nonFiniteContentPrioritiesAreRefused() {
        let (root, _) = makeRoot(width: 320, count: 0)
        let view = FixedSizeView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let atLeast60 = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 60)
        atLeast60.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 3),
            view.topAnchor.constraint(equalTo: root.topAnchor), atLeast60,
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 3, y: 0, width: 60, height: 20))
        let messages = reports {
            view.setContentHuggingPriority(UILayoutPriority(.nan), for: .horizontal)
            view.setContentCompressionResistancePriority(UILayoutPriority(.infinity), for: .vertical)
        }
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("Ignoring content hugging priority nan") == true)
        #expect(messages.last?.hasPrefix("Ignoring compression resistance priority inf") == true)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 3, y: 0, width: 60, height: 20))
        // Still working: hugging above 500 now wins over the width ≥ 60 (back to the intrinsic 40).
        view.setContentHuggingPriority(UILayoutPriority(600), for: .horizontal)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 3, y: 0, width: 40, height: 20))
    }

    /// A value that bypasses the public setters (a stack view's spacing becomes its generated constraints'
    /// constants) is stopped by the engine: a message, and the layout as it was.
    /// The layout: a horizontal stack at x = 0 with two 30 × 10 views, spacing 8: the second at x = 38.
    @Test func nonFiniteSpacingNeverReachesTheSolver() {
        let (root, _) = makeRoot(width: 320, count: 0)
        let first = UIView(), second = UIView()
        for v in [first, second] {
            v.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 30), v.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 8
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(second.frame == CGRect(x: 38, y: 0, width: 30, height: 10))
        let messages = reports {
            stack.spacing = .nan
            root.layoutIfNeeded()
        }
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { $0.contains("not a finite number") })
        #expect(
            [first, second, stack].allSatisfy { v in
                [v.frame.minX, v.frame.minY, v.frame.width, v.frame.height].allSatisfy(\.isFinite)
            })
        // A finite spacing afterwards lays out as if the NaN had never been: 30 + 12 = 42.
        stack.spacing = 12
        root.layoutIfNeeded()
        #expect(second.frame == CGRect(x: 42, y: 0, width: 30, height: 10))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 72, height: 10))
    }
}
