import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

@Suite(.swiftTextEngine) struct BaselineTests {
    /// Two text views aligned on first baselines, and a plain view whose first baseline is its bottom.
    @Test func firstBaselinesAlign() {
        let (root, plain) = makeRoot(width: 300, height: 200, count: 1)
        let a = FixedSizeView(ascent: 14, descent: 4), b = FixedSizeView(ascent: 30, descent: 8)
        root.addSubview(a)
        root.addSubview(b)
        for v in [a, b, plain[0]] {
            v.heightAnchor.constraint(equalToConstant: 50).isActive = true
            v.widthAnchor.constraint(equalToConstant: 10).isActive = true
            v.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        }
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor).isActive = true
        plain[0].firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor, constant: 1).isActive = true
        root.layoutIfNeeded()
        #expect(b.frame.minY == 4)  // b's baseline (top + 30) at a's (20 + 14)
        #expect(plain[0].frame.maxY == 35)  // bottom edge = baseline + 1
        // The offset changes: the constraints follow in place.
        a.ascent = 40
        root.layoutIfNeeded()
        #expect(b.frame.minY == 30)  // 20 + 40 − 30
        #expect(plain[0].frame.maxY == 61)
    }

    /// Last baselines: bottom minus the descent.
    @Test func lastBaselinesAlign() {
        let (root, _) = makeRoot(width: 300, height: 200, count: 0)
        let a = FixedSizeView(ascent: 14, descent: 4), b = FixedSizeView(ascent: 30, descent: 8)
        root.addSubview(a)
        root.addSubview(b)
        for v in [a, b] {
            v.heightAnchor.constraint(equalToConstant: 50).isActive = true
            v.widthAnchor.constraint(equalToConstant: 10).isActive = true
            v.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        }
        a.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        b.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor, constant: 2).isActive = true
        root.layoutIfNeeded()
        #expect(b.frame.maxY == 56)  // baseline 50 − 4 + 2 = 48, plus the descent 8
    }
}
