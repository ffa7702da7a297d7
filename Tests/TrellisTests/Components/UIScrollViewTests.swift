import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

@Suite struct UIScrollViewTests {
    /// A 100 × 50 scroll view at (10, 20) in a 320 × 480 root, using constraints.
    func makeScrollView() -> (UIRootView, UIScrollView) {
        let (root, _) = makeRoot(width: 320, height: 480, count: 0)
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            scrollView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            scrollView.widthAnchor.constraint(equalToConstant: 100),
            scrollView.heightAnchor.constraint(equalToConstant: 50),
        ])
        return (root, scrollView)
    }

    /// Content pinned to the scroll view's edges defines the content size; the frame stays the scroll view's.
    @Test func contentSizeFromConstraints() {
        let (root, scrollView) = makeScrollView()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 5),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -5),
            content.widthAnchor.constraint(equalToConstant: 300),
            content.heightAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(content.frame == CGRect(x: 0, y: 5, width: 300, height: 200))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 210))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 210))
        #expect(scrollView.maximumContentOffset == CGPoint(x: 200, y: 160))
    }

    /// The frame guide sizes content to the visible width (a vertically scrolling column).
    @Test func frameGuideSizesContent() {
        let (root, scrollView) = makeScrollView()
        let column = FixedSizeView(UIView.noIntrinsicMetric, 400)
        scrollView.addSubview(column)
        NSLayoutConstraint.activate([
            column.leftAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leftAnchor),
            column.rightAnchor.constraint(equalTo: scrollView.contentLayoutGuide.rightAnchor),
            column.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 0, y: 0, width: 100, height: 400))
        #expect(scrollView.contentSize == CGSize(width: 100, height: 400))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// Without constraints on the content, the content size is the one set.
    @Test func contentSizeSetByHand() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scrollView.contentSize = CGSize(width: 250, height: 40)
        #expect(scrollView.contentSize == CGSize(width: 250, height: 40))
        #expect(scrollView.maximumContentOffset == CGPoint(x: 150, y: 0))
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 15)
        #expect(scrollView.minimumContentOffset == CGPoint(x: -5, y: -10))
        #expect(scrollView.maximumContentOffset == CGPoint(x: 165, y: 10))  // 250 + 15 − 100; 40 + 20 − 50
        #expect(scrollView.clampedContentOffset(CGPoint(x: 500, y: -100)) == CGPoint(x: 165, y: -10))
    }

    /// Scrolling moves the bounds origin only: the solver is untouched, frames stay in content coordinates,
    /// and conversions see the shift.
    @Test func scrollingDoesNoSolverWork() throws {
        let (root, scrollView) = makeScrollView()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            content.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 1000),
            content.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        let engine = try #require(root.ownedEngine)
        let before = engine.solver.dump()
        scrollView.contentOffset = CGPoint(x: 300, y: 0)
        #expect(!engine.needsReadBack)
        #expect(!root.subtreeNeedsLayout)
        root.layoutIfNeeded()
        #expect(engine.solver.dump() == before)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 1000, height: 50))
        #expect(scrollView.bounds == CGRect(x: 300, y: 0, width: 100, height: 50))
        #expect(content.convert(CGPoint(x: 310, y: 0), to: root) == CGPoint(x: 20, y: 20))  // 310 − 300 + 10
    }

    @Test func pagingMovesOnePagePerInputAndClamps() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scrollView.contentSize = CGSize(width: 300, height: 50)
        scrollView.isPagingEnabled = true
        #expect(scrollView.scroll(by: CGPoint(x: 3, y: 0)))
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 0))
        scrollView.scroll(by: CGPoint(x: 0.5, y: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0))
        #expect(!scrollView.scroll(by: CGPoint(x: 1, y: 0)))  // the last page
        scrollView.scroll(by: CGPoint(x: -1, y: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 0))
        #expect(scrollView.contentOffset(forPage: 2) == CGPoint(x: 200, y: 0))
        #expect(scrollView.contentOffset(forPage: 7) == CGPoint(x: 200, y: 0))
    }

    @Test func scrollFactorAxesAndReversal() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scrollView.contentSize = CGSize(width: 300, height: 500)
        scrollView.scrollFactor = 10
        scrollView.scroll(by: CGPoint(x: 2, y: 3))
        #expect(scrollView.contentOffset == CGPoint(x: 20, y: 30))
        scrollView.reversesVerticalScrolling = true
        scrollView.isHorizontalScrollEnabled = false
        scrollView.scroll(by: CGPoint(x: 2, y: -1))
        #expect(scrollView.contentOffset == CGPoint(x: 20, y: 40))
        scrollView.scroll(by: CGPoint(x: 0, y: -100))  // clamped at 450 (500 − 50)
        #expect(scrollView.contentOffset == CGPoint(x: 20, y: 450))
        scrollView.isScrollEnabled = false
        #expect(!scrollView.scroll(by: CGPoint(x: 0, y: 5)))
    }

    @Test func scrollRectToVisible() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scrollView.contentSize = CGSize(width: 300, height: 500)
        scrollView.scrollRectToVisible(CGRect(x: 150, y: 100, width: 20, height: 20), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 70, y: 70))  // right edge 170 − 100; bottom 120 − 50
        scrollView.scrollRectToVisible(CGRect(x: 10, y: 10, width: 20, height: 20), animated: true)
        #expect(scrollView.contentOffset == CGPoint(x: 10, y: 10))
    }

    /// A delegate hears about scrolling.
    @Test func delegateHearsScrolls() {
        final class Listener: UIScrollViewDelegate {
            var offsets: [CGPoint] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
        }
        let listener = Listener()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scrollView.delegate = listener
        scrollView.contentSize = CGSize(width: 300, height: 50)
        scrollView.scroll(by: CGPoint(x: 30, y: 0))
        scrollView.contentOffset = CGPoint(x: 30, y: 0)  // unchanged: no event
        #expect(listener.offsets == [CGPoint(x: 30, y: 0)])
    }

    /// The safe area adds to the content insets where the behaviour says: a full-screen scroll view under a
    /// 47-point status area and a 34-point home indicator, content 300 × 1000 in 390 × 844.
    @Test func adjustedContentInsetFollowsTheSafeArea() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let scrollView = UIScrollView(frame: root.bounds)
        root.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 300, height: 1000)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        // Automatic (the default) and scrollableAxes: the vertical edges (the content is taller), not the
        // horizontal ones (it is narrower).
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 44, right: 0))
        // Scrolled to the bottom, the last point of content sits 44 above the bottom edge — clear of the home
        // indicator (34) with the app's 10 besides: 1000 + 44 − 844.
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 200))
        #expect(scrollView.minimumContentOffset == CGPoint(x: 0, y: -47))
        #expect(scrollView.minimumContentOffset.x.sign == .plus)  // printed as 0.0, not -0.0
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        // Content that fits does not scroll: nothing to adjust, unless it always bounces or the behaviour says
        // always.
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentSize = CGSize(width: 300, height: 500)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 44, right: 0))
        scrollView.alwaysBounceVertical = false
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 44, right: 0))
        // A scroll view clear of the bars has no safe-area insets to add.
        scrollView.frame = CGRect(x: 0, y: 100, width: 390, height: 600)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
    }
}
