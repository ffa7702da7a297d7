import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// `invalidateIntrinsicContentSize` only marks a view, as in UIKit: the next layout pass (or a question that
/// needs the solution) reads the intrinsic size once and moves its constraints once, however many properties
/// changed in between. Labels in DejaVu Sans (1 font unit = 1/128 point at 16 points): "The quick brown fox"
/// is 20687 units, a line 18.625 points at 16 points.
@Suite(.swiftTextEngine) struct DeferredIntrinsicSizeTests {
    /// A view whose intrinsic size is `size`, counting how often it is read.
    final class CountingView: UIView {
        var size: CGSize
        var reads = 0
        init(_ size: CGSize) {
            self.size = size
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override var intrinsicContentSize: CGSize {
            reads += 1
            return size
        }
    }

    /// A root 300 × 400 holding `label` pinned 10 points in from the left, top and right (280 wide).
    func pinned(_ label: UILabel) -> UIRootView {
        let (root, _) = makeRoot(width: 300, height: 400, count: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
        ])
        root.layoutIfNeeded()
        return root
    }

    func engine(of view: UIView) -> LayoutEngine { view.layout.engine! }

    /// A 16-point label wrapping at its laid-out width.
    func wrappingLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 16)
        label.text = text
        return label
    }

    /// Four changes to a laid-out label between two passes: nothing is measured or edited until the pass, which
    /// lays the text out once per width asked (its natural width and the 280 points it wraps at), reads the
    /// intrinsic size once and moves each of the four content-size constraints once.
    @Test func severalChangesCostOneMeasurement() {
        let label = wrappingLabel("Hello")
        let root = pinned(label)
        let before = (engine(of: root).counters, label._textMeasurements)
        label.text = "Hello World"
        label.font = .systemFont(ofSize: 20)
        label.text = "The quick"
        label.text = "The quick brown fox"
        #expect(engine(of: root).counters.intrinsicSizeReads == before.0.intrinsicSizeReads)
        #expect(engine(of: root).counters.solverEdits == before.0.solverEdits)
        #expect(label._textMeasurements == before.1)
        root.layoutIfNeeded()
        #expect(engine(of: root).counters.intrinsicSizeReads - before.0.intrinsicSizeReads == 1)
        #expect(engine(of: root).counters.solverEdits - before.0.solverEdits == 4)
        #expect(label._textMeasurements - before.1 == 2)
        // 20687 units at 20 points: 202.02 → 203 wide; one line of 23.28 → 24 high; pinned to 280 wide.
        #expect(label.intrinsicContentSize == CGSize(width: 203, height: 24))
        #expect(label.frame == CGRect(x: 10, y: 10, width: 280, height: 24))
    }

    /// The frames after several changes are those of the same screen built afresh with the final values.
    @Test func framesAfterChangesEqualAFreshBuild() {
        func make(_ text: String, _ size: CGFloat, lines: Int) -> (UIRootView, UILabel, UILabel) {
            let title = UILabel(), body = UILabel()
            title.font = .systemFont(ofSize: size)
            title.text = text
            body.numberOfLines = lines
            body.font = .systemFont(ofSize: 16)
            body.text = text
            let root = pinned(title)
            body.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(body)
            NSLayoutConstraint.activate([
                body.leftAnchor.constraint(equalTo: title.leftAnchor),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                body.widthAnchor.constraint(equalToConstant: 80),
            ])
            root.layoutIfNeeded()
            return (root, title, body)
        }
        let (root, title, body) = make("Hello", 16, lines: 1)
        #expect(title.frame == CGRect(x: 10, y: 10, width: 280, height: 19))
        #expect(body.frame == CGRect(x: 10, y: 33, width: 80, height: 19))
        title.text = "The quick brown fox"
        title.font = .systemFont(ofSize: 20)
        body.text = "The quick brown fox"
        body.numberOfLines = 0
        body.setContentHuggingPriority(.init(200), for: .vertical)
        root.layoutIfNeeded()
        let (_, freshTitle, freshBody) = make("The quick brown fox", 20, lines: 0)
        freshBody.setContentHuggingPriority(.init(200), for: .vertical)
        #expect(title.frame == freshTitle.frame && body.frame == freshBody.frame)
        // By hand: the title one 20-point line (24); the body "The quick" / "brown fox" at 80 points (2 × 18.625).
        #expect(title.frame == CGRect(x: 10, y: 10, width: 280, height: 24))
        #expect(body.frame == CGRect(x: 10, y: 38, width: 80, height: 38))
    }

    /// Any view that overrides `intrinsicContentSize`: five invalidations and two priority changes between
    /// passes read the size once, in the pass.
    @Test func anyViewIsReadOncePerPass() {
        let (root, _) = makeRoot(width: 300, height: 400, count: 0)
        let view = CountingView(CGSize(width: 40, height: 20))
        root.addSubview(view)
        view.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        let reads = view.reads
        for width in [50, 60, 70, 80, 90] as [CGFloat] {
            view.size.width = width
            view.invalidateIntrinsicContentSize()
        }
        view.setContentHuggingPriority(.init(300), for: .horizontal)
        view.setContentCompressionResistancePriority(.init(800), for: .horizontal)
        #expect(view.reads == reads)
        root.layoutIfNeeded()
        #expect(view.reads == reads + 1)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 90, height: 20))
        let made = view.layout.generated(.contentSize(.horizontal))
        #expect(made.map(\.constant) == [90, 90] && made.map(\.priority.rawValue) == [300, 800])
        root.layoutIfNeeded()  // nothing pending: nothing read
        #expect(view.reads == reads + 1)
    }

    /// What UIKit answers at once stays current between passes: the intrinsic size, `sizeThatFits`, a fitting
    /// size, and the seed's optimal size in the hierarchy (which brings the marked constraints up to date).
    @Test func immediateQuestionsSeeTheNewContent() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 16)
        label.text = "Hello"
        let root = pinned(label)
        label.text = "The quick brown fox"  // 161.6 → 162 wide, one line
        #expect(label.intrinsicContentSize == CGSize(width: 162, height: 19))
        #expect(label.sizeThatFits(CGSize(width: 500, height: 0)) == CGSize(width: 162, height: 19))
        #expect(label.systemLayoutSizeFitting(.zero) == CGSize(width: 162, height: 19))
        label.text = "Hello World"  // 11711 units: 91.5 → 92
        let optimal = label.optimalSize(width: .compressed, height: .compressed)
        #expect(optimal == CGSize(width: 280, height: 19))  // pinned on both sides: the width is the space
        let reads = engine(of: root).counters.intrinsicSizeReads
        root.layoutIfNeeded()  // the optimal-size question already brought the constraints up to date
        #expect(engine(of: root).counters.intrinsicSizeReads == reads)
        #expect(label.layout.generated(.contentSize(.horizontal)).map(\.constant) == [92, 92])
    }

    /// A label whose width changes in the pass measures again at the new width within the same
    /// `layoutIfNeeded`, once.
    @Test func wrappingLabelMeasuresAgainAtItsNewWidthInTheSamePass() {
        let label = wrappingLabel("The quick brown fox")
        let root = pinned(label)
        #expect(label.frame == CGRect(x: 10, y: 10, width: 280, height: 19))
        let reads = engine(of: root).counters.intrinsicSizeReads
        root.frame.size.width = 100  // 80 wide: "The quick" / "brown fox"
        label.text = "The quick brown fox"  // unchanged: no mark
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 80, height: 38))
        #expect(engine(of: root).counters.intrinsicSizeReads - reads == 1)
    }
}
