import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// A plain top view's fitting question moves the two rows of its size to the wishes and leaves them there until
/// the frame's size is put back (the next layout pass or frame change): the answers and frames are those of
/// a question that takes its wishes out again.
@Suite struct RootSizeRowsTests {
    /// A cell holding a 40-high box inset 10 on every side, at least 50 wide (so 70 × 60 compressed).
    func makeCell() -> (UIView, UIView) {
        let cell = UIView()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            box.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])
        return (cell, box)
    }

    /// The rows hold the wishes after the question; placing the cell at another size than the answer puts the
    /// frame's size back, and the layout is that size's (by hand: the box 20 narrower and shorter than the cell).
    @Test func wishesStayUntilTheFrameIsPutBack() {
        let (cell, box) = makeCell()
        #expect(fittingSize(of: cell, width: 200) == CGSize(width: 200, height: 60))
        let engine = cell.layout.engine!
        #expect(engine.rootSize?.holdsWishes == true)
        cell.frame = CGRect(x: 0, y: 0, width: 150, height: 80)
        #expect(engine.rootSize?.holdsWishes == false)
        cell.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 130, height: 40))
        // Asked again once laid out (compressed width: the box's 50 + 20), then laid out without a new frame.
        #expect(
            cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 60))
        #expect(engine.rootSize?.holdsWishes == true)
        cell.layoutIfNeeded()
        #expect(engine.rootSize?.holdsWishes == false)
        #expect(box.frame == CGRect(x: 10, y: 10, width: 130, height: 40))
    }

    /// A required width the content refuses (narrower than the box's 50 + 20) gives the closest width, 70, as the
    /// wish is held just below required; nothing is logged or broken.
    @Test func refusedRequiredWidthGivesTheClosest() {
        let (cell, _) = makeCell()
        #expect(fittingSize(of: cell, width: 30) == CGSize(width: 70, height: 60))
        #expect(cell.layout.engine!.broken.isEmpty)
        #expect(fittingSize(of: cell, width: 90) == CGSize(width: 90, height: 60))
    }
}
