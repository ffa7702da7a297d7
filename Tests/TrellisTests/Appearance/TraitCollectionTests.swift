import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// A view that records its trait and tint notifications.
private final class WatchingView: UIView {
    var traitChanges: [(previous: UIUserInterfaceStyle, now: UIUserInterfaceStyle, current: UIUserInterfaceStyle)] = []
    var tintChanges = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        traitChanges.append(
            (
                previousTraitCollection?.userInterfaceStyle ?? .unspecified,
                traitCollection.userInterfaceStyle, UITraitCollection.current.userInterfaceStyle
            ))
    }
    override func tintColorDidChange() { tintChanges += 1 }
}

/// Trait collections down the tree, overrides, change notifications, and drawing with the view's traits.
@Suite struct TraitCollectionTests {
    @Test func traitsFlowDownAndOverridesApply() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(), child = WatchingView()
        card.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .unspecified)  // not in a root yet
        root.addSubview(card)
        #expect(
            child.traitCollection.userInterfaceStyle == .light && child.traitCollection.layoutDirection == .leftToRight)
        #expect(child.traitChanges.map(\.now) == [.light])
        card.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark && root.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitChanges.last! == (.light, .dark, .dark))  // current is the new collection meanwhile
        root.hostTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(child.traitChanges.count == 2)  // the card's override already made it dark: no change
        #expect(root.hostTraitCollection.userInterfaceLevel == .base)  // the defaults stay for what is not given
        card.overrideUserInterfaceStyle = .unspecified
        #expect(child.traitChanges.count == 2 && child.traitCollection.userInterfaceStyle == .dark)
        root.hostTraitCollection = UITraitCollection(userInterfaceStyle: .light)
        #expect(child.traitChanges.last! == (.dark, .light, .light))
        card.removeFromSuperview()
        #expect(child.traitCollection.userInterfaceStyle == .unspecified && child.traitChanges.count == 4)
    }

    /// Dynamic colors resolve when the view draws, against its own traits: the same tree drawn light and dark.
    @Test func colorsResolveAtDrawTimeThroughTheViewsTraits() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        root.backgroundColor = .systemBackground
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        badge.backgroundColor = .systemBlue
        let tinted = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        tinted.backgroundColor = .tintColor
        tinted.tintColor = .systemGreen
        root.addSubview(badge)
        root.addSubview(tinted)
        func fills() -> [String] {
            let context = RecordingContext()
            root.layer.render(in: CGContext(context))
            return context.events.compactMap {
                guard case .fill(_, let c) = $0 else { return nil }
                return [c.red, c.green, c.blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: ",")
            }
        }
        #expect(fills() == ["255,255,255", "0,122,255", "52,199,89"])
        root.overrideUserInterfaceStyle = .dark
        #expect(fills() == ["0,0,0", "10,132,255", "48,209,88"])
        badge.overrideUserInterfaceStyle = .light  // a light island in a dark tree
        #expect(fills() == ["0,0,0", "0,122,255", "48,209,88"])
    }

    @Test func tintIsInheritedAndChangesAreAnnounced() {
        let root = UIView(), middle = WatchingView(), leaf = WatchingView(), own = WatchingView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.addSubview(own)
        own.tintColor = .systemPink
        #expect(leaf.tintColor == .systemBlue && own.tintColor == .systemPink)
        let counts = { [middle.tintChanges, leaf.tintChanges, own.tintChanges] }
        #expect(counts() == [0, 0, 1])
        root.tintColor = .systemOrange
        #expect(leaf.tintColor == .systemOrange && own.tintColor == .systemPink)
        #expect(counts() == [1, 1, 1])  // the view with its own tint is not told
        root.tintColor = .systemOrange
        #expect(counts() == [1, 1, 1])  // no change, no call
        // Dimming reaches every view whose mode is automatic, own tint or not.
        root.tintAdjustmentMode = .dimmed
        #expect(counts() == [2, 2, 2] && leaf.tintAdjustmentMode == .dimmed)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        own.tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(
            &r, green: &g, blue: &b, alpha: &a)
        // systemPink (255, 45, 85) as gray: 0.299·255 + 0.587·45 + 0.114·85 = 112.35
        #expect(abs(r - 112.35 / 255) < 1e-9, "\(r) \(g) \(b) \(a)")
        #expect(r == g && g == b && a == 1)
        own.tintAdjustmentMode = .normal
        #expect(own.tintColor == .systemPink && own.tintChanges == 3)
        // Moving a subtree under a differently tinted view tells the views that inherit.
        let other = UIView()
        other.tintColor = .systemTeal
        leaf.removeFromSuperview()
        #expect(leaf.tintColor == .systemBlue && leaf.tintChanges == 3)
        other.addSubview(leaf)
        #expect(leaf.tintColor == .systemTeal && leaf.tintChanges == 4)
    }
    /// `UITraitCollection.current` nests and is per thread: each `performAsCurrent` restores what was current
    /// before it, and another thread starts with nothing current (unspecified).
    @Test func currentNestsAndIsPerThread() {
        final class Box: @unchecked Sendable { var style: UIUserInterfaceStyle = .dark }
        let before = UITraitCollection.current.userInterfaceStyle
        var seen: [UIUserInterfaceStyle] = []
        let other = Box()
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            seen.append(UITraitCollection.current.userInterfaceStyle)
            UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
                seen.append(UITraitCollection.current.userInterfaceStyle)
            }
            seen.append(UITraitCollection.current.userInterfaceStyle)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                other.style = UITraitCollection.current.userInterfaceStyle
                done.signal()
            }
            thread.start()
            done.wait()
        }
        #expect(seen == [.dark, .light, .dark])
        #expect(other.style == .unspecified)
        #expect(UITraitCollection.current.userInterfaceStyle == before)
    }
}
