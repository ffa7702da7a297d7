import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// A stack laid out in a 500 × 400 root at (10, 20), optionally with a fixed width and height; `broken` collects
/// the required constraints the layout could not satisfy (every test expects none).
final class StackHarness {
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
    let stack: UIStackView
    var broken: [NSLayoutConstraint] = []
    let width: NSLayoutConstraint?
    let height: NSLayoutConstraint?

    init(_ stack: UIStackView, width: CGFloat? = nil, height: CGFloat? = nil) {
        LayoutEngine.logsUnsatisfiableConstraints = false
        self.stack = stack
        self.width = width.map { stack.widthAnchor.constraint(equalToConstant: $0) }
        self.height = height.map { stack.heightAnchor.constraint(equalToConstant: $0) }
        root.unsatisfiableConstraint.subscribe { [unowned self] in self.broken.append($0.broken) }
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        self.width?.isActive = true
        self.height?.isActive = true
        root.layoutIfNeeded()
    }

    func layout() { root.layoutIfNeeded() }

    /// The arranged views' frames (in the stack's coordinates).
    var frames: [CGRect] { stack.arrangedSubviews.map(\.frame) }
}

/// Three views with intrinsic sizes 40×20, 80×50 and 20×10 (the running example of these tests).
func threeViews() -> [FixedSizeView] { [FixedSizeView(40, 20), FixedSizeView(80, 50), FixedSizeView(20, 10)] }

/// A stack of `views` with the given configuration.
func makeStack(
    _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, distribution: UIStackView.Distribution = .fill,
    alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 0
) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    return stack
}

/// Whether `a` and `b` agree to 1e-9 (proportional sizes go through a multiplier and a division, so the
/// solver may land a rounding error away from the exact value worked out by hand).
func nearlyEqual(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
}

func stackRect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// The plan of `stack`'s constraints for its configuration now (the pure function the stack applies).
func plan(of stack: UIStackView) -> StackPlan { StackPlan(stack.configuration) }

/// Every active `UISV-…` constraint of `stack`: those the stack holds and those its arranged views hold (a
/// one-view constraint, such as a hiding width, is held by the view) — read through the public `constraints`.
func stackConstraints(_ stack: UIStackView) -> [NSLayoutConstraint] {
    (stack.constraints + stack.arrangedSubviews.flatMap(\.constraints))
        .filter { $0.identifier?.hasPrefix("UISV-") == true }
}

/// The stack's spacing constraints in arrangement order (by the arranged index of the view after the gap).
func spacings(_ stack: UIStackView) -> [NSLayoutConstraint] {
    let views = stack.arrangedSubviews
    return stack.constraints.filter { $0.identifier == StackConstraintID.spacing }
        .sorted { a, b in
            views.firstIndex { $0 === a.firstItem }! < views.firstIndex { $0 === b.firstItem }!
        }
}

/// The stack's canvas connection on `view`'s leading (or trailing) edge, if there is one.
func canvasConnection(_ stack: UIStackView, _ view: UIView, leading: Bool) -> NSLayoutConstraint? {
    stack.constraints.first {
        $0.identifier == StackConstraintID.canvasConnection && $0.firstItem === view
            && ($0.firstAttribute == .leading || $0.firstAttribute == .top) == leading
    }
}

@Suite struct UIStackViewBasicsTests {
    @Test func arrangedSubviewsAreSubviewsUsingConstraints() {
        let v = threeViews()
        let stack = UIStackView(arrangedSubviews: v)
        #expect(stack.arrangedSubviews == v)
        #expect(stack.subviews == v)
        #expect(v.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(
            stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test func insertMovesRemoveKeepsSubview() {
        let v = threeViews()
        let stack = UIStackView(arrangedSubviews: v)
        let h = StackHarness(stack)
        let d = FixedSizeView(30, 5)
        stack.insertArrangedSubview(d, at: 1)
        #expect(stack.arrangedSubviews == [v[0], d, v[1], v[2]])
        #expect(stack.subviews.last === d)  // a new subview goes on top
        // Moving an arranged view changes its stack index, not its subview index.
        stack.insertArrangedSubview(v[0], at: 3)
        #expect(stack.arrangedSubviews == [d, v[1], v[0], v[2]])
        #expect(stack.subviews == [v[0], v[1], v[2], d])
        h.layout()
        // d, b, a, c edge to edge: widths 30, 80, 40, 20.
        #expect(h.frames.map(\.minX) == [0, 30, 110, 150])
        #expect(stack.frame.width == 170)
        // Removing from the arrangement keeps the subview; it leaves the layout.
        stack.removeArrangedSubview(v[1])
        #expect(stack.arrangedSubviews == [d, v[0], v[2]])
        #expect(v[1].superview === stack)
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 30, 70])  // 30 + 40
        // Removing from the superview removes from the arrangement.
        v[0].removeFromSuperview()
        #expect(stack.arrangedSubviews == [d, v[2]])
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 30])
        #expect(stack.frame.width == 50)
        // Adding an arranged view that another stack holds moves it.
        let other = UIStackView()
        other.addArrangedSubview(d)
        #expect(stack.arrangedSubviews == [v[2]])
        #expect(other.arrangedSubviews == [d])
        #expect(h.broken.isEmpty)
    }

    @Test func emptyStack() {
        let h = StackHarness(UIStackView(), width: 100, height: 30)
        #expect(h.stack.frame == stackRect(10, 20, 100, 30))
        let a = FixedSizeView(40, 20)
        h.stack.addArrangedSubview(a)
        h.layout()
        #expect(a.frame == stackRect(0, 0, 100, 30))  // fill × fill: the one view fills the stack
        h.stack.removeArrangedSubview(a)
        h.stack.updateConstraintsIfNeeded()
        #expect(stackConstraints(h.stack).filter { $0.firstItem === a || $0.secondItem === a }.isEmpty)
        #expect(!a.constraints.contains { $0.identifier?.hasPrefix("UISV-") == true })
        #expect(h.broken.isEmpty)
    }
}

@Suite struct UIStackViewMoreTests {
    @Test func frameSizedStack() {
        // A stack made with a frame keeps it (autoresizing constraints); the views fill it.
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        let v = threeViews()
        let stack = UIStackView(frame: stackRect(5, 6, 200, 60))
        for view in v { stack.addArrangedSubview(view) }
        stack.distribution = .fillEqually
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(stack.frame == stackRect(5, 6, 200, 60))
        let third = CGFloat(200) / 3  // 200 / 3 wide each, no spacing
        #expect(nearlyEqual(v.map(\.frame.minX), [0, third, 2 * third]))
        #expect(v.map(\.frame.height) == [60, 60, 60])
    }

    @Test func rightToLeft() {
        let stack = makeStack(threeViews(), spacing: 10)
        stack.semanticContentAttribute = .forceRightToLeft
        let h = StackHarness(stack)
        // Leading is the right edge: a at 160 − 40, b at 120 − 10 − 80, c at 0.
        #expect(h.frames.map(\.minX) == [120, 30, 0])
        #expect(h.broken.isEmpty)
    }

    @Test func viewHiddenBeforeItIsArranged() {
        let v = threeViews()
        v[1].isHidden = true
        let h = StackHarness(makeStack(v, spacing: 10))
        #expect(h.frames.map(\.minX) == [0, 50, 50])  // b collapsed in its place, after a's 40 + 10
        #expect(
            plan(of: h.stack).entries.filter { $0.identifier == StackConstraintID.hiding }.map(\.first)
                == [.view(1)])
        #expect(v[1].constraints.filter { $0.identifier == StackConstraintID.hiding }.count == 1)  // 0 wide, held by b
        v[1].isHidden = false
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 50, 140])
        // Removing a hidden view from the arrangement drops its hiding constraints.
        v[2].isHidden = true
        h.stack.removeArrangedSubview(v[2])
        h.stack.updateConstraintsIfNeeded()
        #expect(!plan(of: h.stack).entries.contains { $0.identifier == StackConstraintID.hiding })
        #expect(!stackConstraints(h.stack).contains { $0.firstItem === v[2] || $0.secondItem === v[2] })
        #expect(!v[2].constraints.contains { $0.identifier?.hasPrefix("UISV-") == true })
        #expect(h.broken.isEmpty)
    }

    @Test func axisAndMarginsChangesRemakeTheArrangement() {
        let stack = makeStack(threeViews(), spacing: 10)
        let h = StackHarness(stack)
        stack.axis = .vertical
        h.layout()
        #expect(h.frames == [stackRect(0, 0, 80, 20), stackRect(0, 30, 80, 50), stackRect(0, 90, 80, 10)])
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        stack.isLayoutMarginsRelativeArrangement = true
        h.layout()
        #expect(h.frames.map(\.minY) == [1, 31, 91])
        #expect(stack.frame.size == CGSize(width: 86, height: 104))  // 2 + 80 + 4, 1 + 100 + 3
        stack.isLayoutMarginsRelativeArrangement = false
        stack.axis = .horizontal
        h.layout()
        #expect(h.frames.map(\.minX) == [0, 50, 140])
        #expect(stack.frame.size == CGSize(width: 160, height: 50))
        #expect(h.broken.isEmpty)
    }

    @Test func arrangedViewsAreNotAmbiguous() {
        for alignment: UIStackView.Alignment in [.fill, .leading, .center, .trailing, .firstBaseline] {
            for distribution: UIStackView.Distribution in [
                .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
            ] {
                let v = threeTextViews()
                let h = StackHarness(
                    makeStack(v, distribution: distribution, alignment: alignment, spacing: 10), width: 440)
                #expect(!v.contains { $0.hasAmbiguousLayout }, "\(distribution) \(alignment)")
                #expect(!h.stack.hasAmbiguousLayout)
            }
        }
    }
}
