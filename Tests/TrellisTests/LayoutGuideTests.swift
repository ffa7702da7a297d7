import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

@Suite struct LayoutGuideTests {
    /// Content pinned to the margins guide sits 8 points in (the default margins), and follows new margins.
    @Test func layoutMarginsGuide() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 1)
        let guide = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            v[0].leftAnchor.constraint(equalTo: guide.leftAnchor),
            v[0].rightAnchor.constraint(equalTo: guide.rightAnchor),
            v[0].topAnchor.constraint(equalTo: guide.topAnchor),
            v[0].bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 184))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 20, y: 10, width: 240, height: 160))
    }

    /// A custom guide as an equal-width spacer between two views.
    @Test func spacerGuide() {
        let (root, v) = makeRoot(width: 300, height: 100, count: 2)
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            v[0].leftAnchor.constraint(equalTo: root.leftAnchor),
            v[0].widthAnchor.constraint(equalToConstant: 50),
            spacer.leftAnchor.constraint(equalTo: v[0].rightAnchor),
            v[1].leftAnchor.constraint(equalTo: spacer.rightAnchor),
            v[1].widthAnchor.constraint(equalToConstant: 50),
            v[1].rightAnchor.constraint(equalTo: root.rightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(spacer.layoutFrame.minX == 50 && spacer.layoutFrame.width == 200)
        #expect(v[1].frame.minX == 250)
        #expect(root.layoutGuides.count == 1)
        root.removeLayoutGuide(spacer)
        #expect(root.layoutGuides.isEmpty)
    }

    /// The root's safe-area insets reach into views that overlap them.
    @Test func safeAreaLayoutGuide() {
        let (root, v) = makeRoot(width: 375, height: 667, count: 1)
        root.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            v[0].leftAnchor.constraint(equalTo: guide.leftAnchor),
            v[0].rightAnchor.constraint(equalTo: guide.rightAnchor),
            v[0].topAnchor.constraint(equalTo: guide.topAnchor),
            v[0].bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 0, y: 44, width: 375, height: 589))
        #expect(v[0].safeAreaInsets == .zero)
        root.hostSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    }
}

@Suite struct MarginAttributeTests {
    /// Margin attributes measure on the view's layout margins (default 8; here 10/20/30/40).
    @Test func marginAttributes() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 1)
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        func pin(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute) -> NSLayoutConstraint {
            NSLayoutConstraint(
                item: v[0], attribute: a, relatedBy: .equal, toItem: root, attribute: b, multiplier: 1, constant: 0)
        }
        NSLayoutConstraint.activate([
            pin(.leading, .leadingMargin), pin(.trailing, .trailingMargin), pin(.top, .topMargin),
            pin(.bottom, .bottomMargin),
        ])
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 20, y: 10, width: 240, height: 160))
        #expect(pin(.centerX, .centerXWithinMargins).description.contains("centerXWithinMargins"))
    }
}
