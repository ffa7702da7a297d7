import Foundation
import Testing

@testable import Trellis

/// Geometry UIKit derives from properties: autoresizing masks, preserved margins, the readable-content guide,
/// offsets between anchors and the standard spacing.
@Suite struct GeometryBehaviourTests {
    func root(_ width: CGFloat, _ height: CGFloat) -> UIRootView {
        UIRootView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// UIKit's proportional rule, worked by hand for a 200×100 superview growing to 300×160 (+100, +60).
    @Test func autoresizingMaskResizesFramePlacedSubviews() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        func sub(_ frame: CGRect, _ mask: UIView.AutoresizingMask) -> UIView {
            let v = UIView(frame: frame)
            v.autoresizingMask = mask
            superview.addSubview(v)
            return v
        }
        // Margins 20 | width 160 | 20: only the width stretches → 260.
        let bar = sub(CGRect(x: 20, y: 10, width: 160, height: 20), [.flexibleWidth])
        // Fixed width 50, flexible left margin: keeps 30 to the right edge → x 120 + 100.
        let pinnedRight = sub(CGRect(x: 120, y: 0, width: 50, height: 10), [.flexibleLeftMargin])
        // Flexible left (40) and right (60) margins share +100 as 40:60 → x 80.
        let centred = sub(CGRect(x: 40, y: 0, width: 100, height: 10), [.flexibleLeftMargin, .flexibleRightMargin])
        // All three flexible vertically: 10 | 30 | 60 of 100 share +60 → y 16, height 48.
        let tall = sub(
            CGRect(x: 0, y: 10, width: 10, height: 30), [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
        let fixed = sub(CGRect(x: 5, y: 5, width: 10, height: 10), [])
        superview.frame.size = CGSize(width: 300, height: 160)
        #expect(bar.frame == CGRect(x: 20, y: 10, width: 260, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 220, y: 0, width: 50, height: 10))
        #expect(centred.frame == CGRect(x: 80, y: 0, width: 100, height: 10))
        #expect(tall.frame == CGRect(x: 0, y: 16, width: 10, height: 48))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        // Back to the old size: the proportions bring every frame back exactly.
        superview.frame.size = CGSize(width: 200, height: 100)
        #expect(centred.frame == CGRect(x: 40, y: 0, width: 100, height: 10) && bar.frame.width == 160)
        superview.autoresizesSubviews = false
        superview.frame.size = CGSize(width: 400, height: 100)
        #expect(bar.frame.width == 160)
    }

    /// A superview resized by the layout engine resizes its frame-placed subviews too, and constraints to them
    /// follow.
    @Test func autoresizingFollowsConstraintLayout() {
        let root = root(320, 480)
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let width = panel.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            panel.leftAnchor.constraint(equalTo: root.leftAnchor), panel.topAnchor.constraint(equalTo: root.topAnchor),
            width, panel.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        let strip = UIView(frame: CGRect(x: 10, y: 0, width: 180, height: 20))
        strip.autoresizingMask = .flexibleWidth
        panel.addSubview(strip)
        let dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(dot)
        NSLayoutConstraint.activate([
            dot.leftAnchor.constraint(equalTo: strip.rightAnchor),
            dot.topAnchor.constraint(equalTo: strip.bottomAnchor),
            dot.widthAnchor.constraint(equalToConstant: 4), dot.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(dot.frame.origin == CGPoint(x: 190, y: 20))
        width.constant = 300
        root.layoutIfNeeded()
        #expect(strip.frame == CGRect(x: 10, y: 0, width: 280, height: 20))
        #expect(dot.frame.origin == CGPoint(x: 290, y: 20))
    }

    /// With preservation on, a view's margins grow to the superview's where those reach further into it.
    @Test func preservedMarginsChangeGeometry() {
        let root = root(320, 200)
        root.layoutMargins = UIEdgeInsets(top: 20, left: 24, bottom: 20, right: 24)
        let content = UIView(frame: CGRect(x: 10, y: 0, width: 300, height: 100))
        root.addSubview(content)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 284, height: 10))  // its own 8-point margins
        content.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        // left: max(8, 24 − 10) = 14; right: max(8, 24 − (320 − 310)) = 14; top: max(8, 20 − 0) = 20.
        #expect(content.layoutMargins == UIEdgeInsets(top: 20, left: 14, bottom: 8, right: 14))
        #expect(label.frame == CGRect(x: 14, y: 20, width: 272, height: 10))
        content.frame.origin.x = 0  // moved: left grows to 24, right shrinks to max(8, 24 − 20) = 8
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 24, y: 20, width: 268, height: 10))
        root.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)  // the superview's change reaches it
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 40, y: 8, width: 252, height: 10))
    }

    /// The readable-content guide: 672 points wide, centred in the margins on a wide view; the margins on a
    /// narrow one.
    @Test func readableContentGuide() {
        for (width, x, guideWidth) in [(CGFloat(1024), CGFloat(176), CGFloat(672)), (375, 8, 359)] {
            let root = root(width, 300)
            let text = UIView()
            text.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(text)
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
                text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(text.frame == CGRect(x: x, y: 8, width: guideWidth, height: 10))
        }
    }

    /// `anchorWithOffset(to:)` as a dimension: a dot centred between a label's right edge and the container's.
    @Test func anchorWithOffsetRelatesDistances() {
        let root = root(300, 100)
        let label = UIView(), dot = UIView()
        for v in [label, dot] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor), label.widthAnchor.constraint(equalToConstant: 100),
            label.topAnchor.constraint(equalTo: root.topAnchor), label.heightAnchor.constraint(equalToConstant: 20),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
            dot.topAnchor.constraint(equalTo: root.topAnchor),
            label.rightAnchor.anchorWithOffset(to: dot.centerXAnchor)
                .constraint(equalTo: dot.centerXAnchor.anchorWithOffset(to: root.rightAnchor)),
        ])
        root.layoutIfNeeded()
        #expect(dot.frame.midX == 200)  // halfway between 100 and 300
        // One guide per pair of anchors, reused.
        let first = ObjectIdentifier(label.rightAnchor.anchorWithOffset(to: dot.centerXAnchor).item)
        let again = ObjectIdentifier(label.rightAnchor.anchorWithOffset(to: dot.centerXAnchor).item)
        #expect(first == again)
    }

    /// System spacing: 8 points times the multiplier, as UIKit's standard spacing.
    @Test func systemSpacing() {
        let root = root(300, 100)
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            NSLayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 20), v.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        let after = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 1),
            a.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 1.5),
            after, b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.origin == CGPoint(x: 8, y: 12) && after.constant == 16)
        #expect(b.frame.origin == CGPoint(x: 44, y: 40))
    }
}
