import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// An item's `size ≥ 0` rows come lazily (`LayoutEngine+NonNegativeSizes.swift`): only for a width or height a
/// solution leaves negative, before anything reads the solution. What a user sees — frames, broken constraints,
/// fitting and optimal sizes, ambiguity — is what the rows in place from the start give.
@Suite struct LazyNonNegativeSizeTests {
    /// Sizes that never go negative get no row.
    @Test func noRowWhileSizesAreNonNegative() {
        let (root, views) = makeRoot(width: 320, height: 480, count: 2)
        let (a, b) = (views[0], views[1])
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.bottomAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 118, y: 20, width: 202, height: 40))  // 10 + 100 + 8; 320 − 118 wide
        #expect(a.layout.nonNegative.isEmpty && b.layout.nonNegative.isEmpty && root.layout.nonNegative.isEmpty)
    }

    /// A non-required constraint wishing a negative width: the row comes and holds the width at 0 before the
    /// frames are read, so what follows the view moves with 0, not with the wish.
    @Test func optionalConstraintAskingForANegativeSize() {
        let (root, views) = makeRoot(width: 320, height: 480, count: 2)
        let (a, b) = (views[0], views[1])
        let wish = a.widthAnchor.constraint(equalToConstant: -30)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 40), wish,
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            b.heightAnchor.constraint(equalToConstant: 40),
        ])
        let broken = brokenConstraints(in: root) { root.layoutIfNeeded() }
        #expect(broken.isEmpty)
        #expect(a.frame == CGRect(x: 10, y: 0, width: 0, height: 40))
        #expect(b.frame == CGRect(x: 15, y: 0, width: 50, height: 40))  // 10 + 0 + 5, not 10 − 30 + 5
        #expect(a.layout.nonNegative.count == 1)  // the width's row; the height never went below 0
        // The wish moves to a positive width: the row stays, holding nothing back.
        wish.constant = 30
        root.layoutIfNeeded()
        #expect(b.frame.minX == 45)  // 10 + 30 + 5
    }

    /// A size negative only between two changes, before anything reads the solution, gets no row (and nothing
    /// is suspended or broken on the way).
    @Test func transientlyNegativeSize() {
        let (root, views) = makeRoot(width: 320, height: 480, count: 1)
        let a = views[0]
        let inset = a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -400)
        let broken = brokenConstraints(in: root) {
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor), inset,
                a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            ])
            inset.constant = -20  // 320 − 400 wide until here
            root.layoutIfNeeded()
        }
        #expect(broken.isEmpty)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(a.layout.nonNegative.isEmpty && root.ownedEngine!.suspendedSizes.isEmpty)
    }

    /// A required constraint that needs a wider root: the width gives way (no constraint broken, the root keeps
    /// its size), and comes back when the root is wide enough.
    @Test func sizeThatOnlyAWiderRootAllows() {
        let (root, views) = makeRoot(width: 320, height: 480, count: 1)
        let a = views[0]
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 400),
            a.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let broken = brokenConstraints(in: root) { root.layoutIfNeeded() }
        #expect(broken.isEmpty)
        #expect(a.frame == CGRect(x: 400, y: 0, width: 0, height: 10))  // 320 − 400 reads as 0
        #expect(root.ownedEngine!.suspendedSizes.map(\.byRootSize) == [true])
        root.frame.size.width = 500
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 400, y: 0, width: 100, height: 10))
        #expect(root.ownedEngine!.suspendedSizes.isEmpty)
    }

    /// An optimal size asked at a required length the content cannot take (padding of 10 on each side around
    /// content with no size of its own): the answer is the nearest length the sizes allow, 20, as with every row
    /// in place — the pin is refused and the length wished instead; compressed, the height is 20 too.
    @Test func optimalSizeAtALengthTheContentRefuses() {
        let (root, views) = makeRoot(width: 320, height: 480, count: 1)
        let box = views[0]
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(content)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            content.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
        ])
        root.layoutIfNeeded()
        let broken = brokenConstraints(in: root) {
            #expect(box.optimalSize(width: .ofLength(5), height: .compressed) == CGSize(width: 20, height: 20))
            #expect(box.optimalSize(width: .ofLength(50), height: .compressed) == CGSize(width: 50, height: 20))
        }
        #expect(broken.isEmpty)
    }

    /// A width held at most 0 is determined by its `≥ 0` row: not ambiguous, 0 wide.
    @Test func widthBetweenItsRowAndAnUpperBound() {
        let (root, views) = makeRoot(width: 320, height: 480, count: 1)
        let a = views[0]
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 0), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
    }
}
