import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// A view at the top of its own hierarchy (a cell measured before it is placed) answers `systemLayoutSizeFitting`
/// in its own engine: the answers are those of the scratch question asked of the same cell inside a superview,
/// and placing the cell at the size found measures nothing again. DejaVu Sans at 16 points: "The quick brown
/// fox" is 20687 font units (1/128 point); "The quick" 9939, "brown fox" 10097; a line 18.625 points.
@Suite(.swiftTextEngine) struct TopFittingSizeTests {
    /// A plain view holding a wrapping label inset 10 points on every side.
    func makeCell() -> (UIView, UILabel) {
        let cell = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 16)
        label.text = "The quick brown fox"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        cell.addConstraints(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[l]-10-|", metrics: nil, views: ["l": label]))
        cell.addConstraints(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[l]-10-|", metrics: nil, views: ["l": label]))
        return (cell, label)
    }

    /// By hand: at 100 the label is 80 wide, "The quick" / "brown fox" (2 × 18.625 → 38); at 72 it is 52 wide,
    /// one word a line (4 × 18.625 → 75); at 300 one line (19). Plus 20 of insets.
    @Test func answersAreTheScratchQuestions() {
        let (cell, _) = makeCell()
        let (inside, _) = makeCell()
        let holder = UIView()
        holder.addSubview(inside)  // with a superview: the scratch question
        for (width, height) in [(100, 58), (72, 95), (300, 39), (100, 58)] as [(CGFloat, CGFloat)] {
            #expect(fittingSize(of: cell, width: width) == CGSize(width: width, height: height))
            #expect(fittingSize(of: inside, width: width) == CGSize(width: width, height: height))
        }
        #expect(cell.layout.fitting == nil && inside.layout.fitting != nil && inside.superview === holder)
    }

    /// Placed at the size found, the cell lays out without measuring its text or reading an intrinsic size
    /// again: the question measured the label at the width it gets.
    @Test func placingAtTheFittedSizeMeasuresNothingAgain() {
        let (cell, label) = makeCell()
        let size = fittingSize(of: cell, width: 100)
        let engine = cell.layout.engine!
        let (measurements, reads) = (label._textMeasurements, engine.counters.intrinsicSizeReads)
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 80, height: 38))
        #expect(label._textMeasurements == measurements && engine.counters.intrinsicSizeReads == reads)
    }

    /// Asked at another width without being resized, a laid-out cell keeps the layout of its own width (the
    /// label measures again at its own width in the next pass), and a text change between questions is seen.
    @Test func askingAtAnotherWidthLeavesTheLayout() {
        let (cell, label) = makeCell()
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 58)
        cell.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 80, height: 38))
        #expect(fittingSize(of: cell, width: 72) == CGSize(width: 72, height: 95))
        cell.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 80, height: 38))
        label.text = "The quick"  // 77.6: one line at 80
        #expect(fittingSize(of: cell, width: 100) == CGSize(width: 100, height: 39))
        cell.frame.size.height = 39
        cell.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 80, height: 19))
    }
}
