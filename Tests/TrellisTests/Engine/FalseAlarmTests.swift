import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Everyday patterns UIKit lays out without an "Unable to simultaneously satisfy constraints" log, and frames
/// that print as UIKit's do. Every test counts the root's unsatisfiable-constraint events (the log's twin).
@Suite struct FalseAlarmTests {
    /// A label stand-in (intrinsic 60 × 24) padded by 10 on every side inside `box`; a `fixed` one (a text
    /// field, say) is 24 high by a required constraint, so that a box 0 high genuinely conflicts with it.
    func pad(_ box: UIView, fixed: Bool = false) -> FixedSizeView {
        let content = FixedSizeView(60, 24)
        box.addSubview(content)
        if fixed { content.heightAnchor.constraint(equalToConstant: 24).isActive = true }
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
        ])
        return content
    }

    /// A zero-frame view added to a laid-out superview with padded content, then placed by constraints: its
    /// autoresizing constraints (0 × 0) are made lazily, at the next layout pass, as UIKit makes them — by then
    /// the flag is off, and nothing conflicts.
    @Test func zeroFrameViewWithPaddedContent() {
        let (root, _) = makeRoot(width: 320, height: 480, count: 0)
        root.layoutIfNeeded()
        let broken = brokenConstraints(in: root) {
            let box = UIView()
            root.addSubview(box)
            let content = pad(box, fixed: true)
            // No autoresizing constraint yet: they are made at the next layout pass.
            #expect(!root.constraints.contains { $0 is NSAutoresizingMaskLayoutConstraint })
            #expect(!box.constraints.contains { $0 is NSAutoresizingMaskLayoutConstraint })
            box.translatesAutoresizingMaskIntoConstraints = false
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5).isActive = true
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5).isActive = true
            root.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 5, y: 5, width: 80, height: 44))  // 10 + 60 + 10, 10 + 24 + 10
            #expect(content.frame == CGRect(x: 10, y: 10, width: 60, height: 24))
        }
        #expect(broken.isEmpty)
    }

    /// The same view left frame-based at 0 × 0 (autoresizing constraints made): its content cannot fit, and as
    /// in UIKit that is no conflict — the content's size goes below zero (read as 0) instead of a constraint
    /// being broken.
    @Test func frameBasedZeroFrameViewWithPaddedContent() {
        let (root, _) = makeRoot(width: 320, height: 480, count: 0)
        var box: UIView!, content: FixedSizeView!
        let broken = brokenConstraints(in: root) {
            box = UIView(frame: CGRect(x: 7, y: 8, width: 0, height: 0))
            root.addSubview(box)
            content = pad(box)
            root.layoutIfNeeded()
        }
        #expect(broken.isEmpty)
        #expect(box.frame == CGRect(x: 7, y: 8, width: 0, height: 0))
        #expect(content.frame == CGRect(x: 10, y: 10, width: 0, height: 0))  // 0 − 20 wide and tall: read as 0
        // Sized later: the content fits, the sizes are back to their floor of 0.
        box.frame.size = CGSize(width: 100, height: 50)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
        #expect(root.ownedEngine!.suspendedSizes.isEmpty)
    }

    /// A login form: rows (a label padded inside a plain view) handed to `UIStackView(arrangedSubviews:)` and
    /// `addArrangedSubview` in a laid-out root. The stack turns their autoresizing off before the next layout
    /// pass, so no autoresizing constraint is ever made.
    @Test func stackOfPaddedRows() {
        let (root, _) = makeRoot(width: 320, height: 480, count: 0)
        root.layoutIfNeeded()
        var rows: [UIView] = []
        var stack: UIStackView!
        let broken = brokenConstraints(in: root) {
            rows = (0..<3).map { _ in UIView() }
            for row in rows { _ = pad(row, fixed: true) }
            stack = UIStackView(arrangedSubviews: Array(rows.prefix(2)))
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16).isActive = true
            root.layoutIfNeeded()
            stack.addArrangedSubview(rows[2])
            root.layoutIfNeeded()
        }
        #expect(broken.isEmpty)
        // Rows 288 wide (320 − 32), 44 tall, 8 apart.
        #expect(rows.map(\.frame) == [0, 52, 104].map { CGRect(x: 0, y: $0, width: 288, height: 44) })
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 288, height: 148))
    }

    /// Hiding an arranged view with vertical padding: `UISV-hiding` makes it 0 high, as in UIKit, and its
    /// padded content goes below zero rather than breaking the hiding constraint (which would leave the hidden
    /// view its height); across the axis it keeps its fill alignment (as wide as the stack, as in UIKit). Shown
    /// again, everything is back, and nothing was ever logged.
    @Test func hidingAPaddedArrangedView() {
        let (root, _) = makeRoot(width: 320, height: 480, count: 0)
        let header = FixedSizeView(100, 40), footer = FixedSizeView(100, 30), card = UIView()
        let content = pad(card)
        let stack = UIStackView(arrangedSubviews: [header, card, footer])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        let broken = brokenConstraints(in: root) {
            root.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 0, y: 40, width: 100, height: 44))
            #expect(footer.frame.minY == 84 && stack.frame.height == 114)  // 40 + 44 + 30
            card.isHidden = true
            root.layoutIfNeeded()
            #expect(card.frame == CGRect(x: 0, y: 40, width: 100, height: 0))  // the stack's width
            #expect(footer.frame.minY == 40 && stack.frame.height == 70)  // 40 + 30: the card adds nothing
            card.isHidden = false
            root.layoutIfNeeded()
        }
        #expect(broken.isEmpty)
        #expect(card.frame == CGRect(x: 0, y: 40, width: 100, height: 44))
        #expect(content.frame == CGRect(x: 10, y: 10, width: 80, height: 24))
        #expect(footer.frame.minY == 84)
    }

    /// A frame's conflict with the app's constraint breaks the app's constraint, as UIKit does (the frame holds)
    /// — also now that autoresizing constraints are made after it.
    @Test func framesHoldOverTheAppsConstraints() {
        let (root, _) = makeRoot(width: 300, height: 300, count: 0)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 60))
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        var events: [(broken: NSLayoutConstraint, conflicts: [NSLayoutConstraint])] = []
        // (Cancelled at the end: the constraints kept in `events` hold the views, and the root holds the handler.)
        let subscription = root.unsatisfiableConstraint.subscribe { events.append($0) }
        defer { subscription.cancel() }
        width.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 50, height: 60))
        #expect(events.count == 1 && events[0].broken === width && width.isBroken)
        #expect(events[0].conflicts.count == 1 && events[0].conflicts[0] is NSAutoresizingMaskLayoutConstraint)
        #expect(width.conflictingConstraints.map(\.constant) == [50])
        // Placed by constraints: the frame's constraints go, the app's constraint holds.
        view.translatesAutoresizingMaskIntoConstraints = false
        view.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(!width.isBroken && view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    /// Frames never show negative zero: `view.top == root.top` is `y − 0 = 0`, whose solved value the
    /// arithmetic leaves as `−0.0` (the constant is `−0`), which `print` shows as such.
    @Test func framesNeverPrintNegativeZero() {
        let (root, v) = makeRoot(width: 100, height: 100, count: 2)
        NSLayoutConstraint.activate([
            v[0].topAnchor.constraint(equalTo: root.topAnchor),
            v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v[0].widthAnchor.constraint(equalToConstant: 10), v[0].heightAnchor.constraint(equalToConstant: 10),
            v[1].rightAnchor.constraint(equalTo: root.leftAnchor),
            v[1].bottomAnchor.constraint(equalTo: root.topAnchor),
            v[1].widthAnchor.constraint(equalToConstant: 0), v[1].heightAnchor.constraint(equalToConstant: 0),
        ])
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        for view in v {
            let f = view.frame
            #expect([f.minX, f.minY, f.width, f.height].allSatisfy { $0 >= 0 && $0.sign == .plus }, "\(f)")
            #expect(!"\(f)".contains("-0.0"))
        }
        let size = UIView().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size.width.sign == .plus && size.height.sign == .plus)
    }
}
