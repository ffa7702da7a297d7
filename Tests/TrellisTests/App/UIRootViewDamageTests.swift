import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// The damaged rectangle a host redraws: what views marked, and the old and new places of what moved.
@Suite struct UIRootViewDamageTests {
    @Test func damageIsWhatChangedGrownByOnePoint() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(box)
        root.layoutIfNeeded()
        #expect(root.takeDamagedRect() == CGRect(x: 0, y: 0, width: 100, height: 100))  // the first frame: all
        #expect(root.takeDamagedRect() == nil)  // nothing changed since
        box.backgroundColor = .red  // the box's frame grown by 1 pt of antialiasing
        #expect(root.takeDamagedRect() == CGRect(x: 9, y: 9, width: 22, height: 22))
        box.frame = CGRect(x: 50, y: 50, width: 20, height: 20)  // old place ∪ new place: 9…71 on both axes
        root.layoutIfNeeded()
        #expect(root.takeDamagedRect() == CGRect(x: 9, y: 9, width: 62, height: 62))
        box.isHidden = true  // where it was
        #expect(root.takeDamagedRect() == CGRect(x: 49, y: 49, width: 22, height: 22))
        box.isHidden = false
        #expect(root.takeDamagedRect() == CGRect(x: 49, y: 49, width: 22, height: 22))
        box.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))  // a part of it, in its bounds
        #expect(root.takeDamagedRect() == CGRect(x: 50, y: 50, width: 5, height: 5))
        // A shadow of radius 2 moved by (0, 3) reaches 3 + 3 × 2 + 2 = 11 pt further: 1 + 11 = 12 around the box.
        box.layer.shadowRadius = 2
        box.layer.shadowOffset = CGSize(width: 0, height: 3)
        _ = root.takeDamagedRect()
        box.layer.shadowOpacity = 1
        #expect(root.takeDamagedRect() == CGRect(x: 38, y: 38, width: 44, height: 44))
        root.setNeedsFrame()  // everything
        #expect(root.takeDamagedRect() == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func scrollingDamagesTheScrollView() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
        scroll.contentSize = CGSize(width: 100, height: 200)
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        scroll.addSubview(row)
        root.addSubview(scroll)
        root.layoutIfNeeded()
        _ = root.takeDamagedRect()
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        // The scroll view's whole rectangle (its content moved): 50 − 1 … 90 + 1.
        #expect(root.takeDamagedRect() == CGRect(x: -1, y: 49, width: 102, height: 42).intersection(root.bounds))
    }
}
