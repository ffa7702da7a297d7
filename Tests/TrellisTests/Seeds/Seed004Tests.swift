import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Seed 004 ("things we wish we'd known"), its Masonry code spelled with Trellis's SnapKit-shaped DSL.
@Suite struct Seed004Tests {
    /// The scroll view trick: the scroll view fills the view; a dummy view tied to both the scroll view's and
    /// the view's left and right makes the content exactly as wide as the view; content heights drive the
    /// content height.
    @Test func scrollViewContentWidthFromTheContainer() {
        let (view, _) = makeRoot(width: 320, height: 480, count: 0)
        let scrollView = UIScrollView()
        view.addSubview(scrollView)
        scrollView.snp.makeConstraints { make in
            make.edges.equalTo(view)
        }
        let dummyView = UIView()
        scrollView.addSubview(dummyView)
        dummyView.snp.makeConstraints { make in
            make.left.right.equalTo(scrollView)
            make.left.right.equalTo(view)
        }
        // "We go on to add the subviews to the scroll view, with horizontal and vertical constraints."
        let first = FixedSizeView(UIView.noIntrinsicMetric, 300), second = FixedSizeView(UIView.noIntrinsicMetric, 400)
        scrollView.addSubview(first)
        scrollView.addSubview(second)
        first.snp.makeConstraints { make in
            make.top.equalTo(scrollView).offset(20)
            make.left.right.equalTo(dummyView).inset(16)
        }
        second.snp.makeConstraints { make in
            make.top.equalTo(first.snp.bottom).offset(8)
            make.left.right.equalTo(dummyView).inset(16)
            make.bottom.equalTo(scrollView).offset(-20)
        }
        view.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 748))  // 20 + 300 + 8 + 400 + 20
        #expect(first.frame == CGRect(x: 16, y: 20, width: 288, height: 300))
        #expect(second.frame == CGRect(x: 16, y: 328, width: 288, height: 400))
        // The container narrows: the content width follows it, heights stay.
        view.frame.size.width = 200
        view.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 200, height: 748))
        #expect(second.frame.width == 168)
    }

    /// A view whose state changes its constraints: `addOrUpdateConstraints` from `updateConstraints()` (super
    /// called at the end), run again and again — exactly one set of constraints, no conflicts.
    @Test func idempotentConstraintCode() {
        final class BannerView: UIView {
            let badge = UIView()
            var expanded = false { didSet { setNeedsUpdateConstraints() } }
            var runs = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
            }
            required init?(coder: NSCoder) { fatalError() }
            func addOrUpdateConstraints() {
                runs += 1
                badge.snp.remakeConstraints { make in
                    make.top.left.equalToSuperview().offset(8)
                    if expanded {
                        make.right.equalToSuperview().offset(-8)
                        make.height.equalTo(40)
                    } else {
                        make.size.equalTo(CGSize(width: 24, height: 24))
                    }
                }
            }
            override func updateConstraints() {
                addOrUpdateConstraints()
                super.updateConstraints()
            }
        }
        let (root, _) = makeRoot(width: 300, height: 200, count: 0)
        var broken = 0
        let subscription = root.unsatisfiableConstraint.subscribe { _ in broken += 1 }
        defer { _ = subscription }
        let banner = BannerView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        banner.snp.makeConstraints { make in make.edges.equalToSuperview() }
        root.layoutIfNeeded()
        #expect(banner.badge.frame == CGRect(x: 8, y: 8, width: 24, height: 24))
        for _ in 0..<3 {
            banner.expanded.toggle()
            root.layoutIfNeeded()
        }
        #expect(banner.badge.frame == CGRect(x: 8, y: 8, width: 284, height: 40))
        #expect(banner.badge.snp.layoutConstraints.count == 4)
        #expect(broken == 0)
        #expect(banner.runs == 4)
    }

    /// "Change a constant, then layoutIfNeeded in the animation block": the model frames are the end state when
    /// the block returns; the presented frame moves there over the duration; the completion runs at the end.
    @Test func constantChangeInAnimationBlock() throws {
        let (root, views) = makeRoot(width: 300, height: 200, count: 1)
        let box = views[0]
        let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: root.topAnchor), box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        left.constant = 200
        #expect(box.frame.minX == 10)  // not synchronous: the next layout pass moves it
        var finished = false
        UIView.animate(withDuration: 0.3, animations: { root.layoutIfNeeded() }, completion: { finished = $0 })
        #expect(box.frame.minX == 200)
        #expect(box.layer.presentation()!.frame.minX == 10 && !finished)
        try root.advance(to: 0.15)
        // Ease in-out, symmetric: half the time, half the way from 10 to 200.
        #expect(abs(box.layer.presentation()!.frame.minX - 105) < 1e-9)
        try root.advance(to: 0.3)
        #expect(box.layer.presentation()!.frame.minX == 200)
        #expect(finished)
    }
}
