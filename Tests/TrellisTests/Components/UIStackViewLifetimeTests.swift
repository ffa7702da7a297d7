import Foundation
import Testing

@testable import Trellis

/// A stack view and its views are freed with their root, whatever was pending when the root was dropped.
@Suite struct UIStackViewLifetimeTests {
    /// Builds a laid-out three-view stack in a root, runs `change` on it, drops everything and returns what
    /// is still alive (by weak references): root, stack, views.
    private func survivors(_ change: (UIStackView, [UIView]) -> Void) -> [String] {
        weak var weakRoot: UIRootView?
        weak var weakStack: UIStackView?
        var weakViews: [() -> UIView?] = []
        do {
            let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let views = (0..<3).map { _ in UIView() }
            for v in views { v.heightAnchor.constraint(equalToConstant: 20).isActive = true }
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            change(stack, views)
            weakRoot = root
            weakStack = stack
            for v in views { weakViews.append { [weak v] in v } }
        }
        var alive: [String] = []
        if weakRoot != nil { alive.append("root") }
        if weakStack != nil { alive.append("stack") }
        for (i, v) in weakViews.enumerated() where v() != nil { alive.append("view \(i)") }
        return alive
    }

    @Test func freedWithNothingPending() {
        #expect(survivors { _, _ in } == [])
    }

    @Test func freedAfterAnArrangedViewLeftBeforeThePass() {
        #expect(survivors { _, v in v[2].removeFromSuperview() } == [])
        #expect(survivors { _, v in v[1].removeFromSuperview() } == [])
        #expect(survivors { s, v in s.removeArrangedSubview(v[0]) } == [])
    }

    @Test func freedAfterAnArrangedViewMovedToAnotherStack() {
        #expect(survivors { _, v in UIStackView().addArrangedSubview(v[2]) } == [])
    }

    @Test func freedAfterChangesLaidOut() {
        #expect(
            survivors { s, v in
                v[1].removeFromSuperview()
                s.layoutIfNeeded()
            } == [])
        #expect(survivors { s, v in v[1].isHidden = true } == [])
        #expect(survivors { s, _ in s.insertArrangedSubview(UIView(), at: 1) } == [])
    }
}
