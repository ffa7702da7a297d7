import Foundation
import Testing
import Trellis

@testable import TrellisText

/// A form laid out with `.forceRightToLeft` is the mirror image of its left-to-right self: every view's frame
/// (in root coordinates) is reflected about the root's vertical center line, exactly, and each label's text
/// sits at the mirrored place inside its label (natural alignment).
@Suite(.fullTextEngine) struct RightToLeftLayoutTests {
    /// A form of leading/trailing constraints, a horizontal stack view and margins: a title, two rows of a
    /// label and a field, and a row of buttons in a stack.
    func form(rightToLeft: Bool) -> UIRootView {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        let title = label("Sign up", id: "title")
        root.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
        ])
        var previous = title.bottomAnchor
        for (i, text) in ["Name", "E-mail address"].enumerated() {
            let name = label(text, id: "label\(i)")
            let field = UIView()
            field.accessibilityIdentifier = "field\(i)"
            field.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(name)
            root.addSubview(field)
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                name.widthAnchor.constraint(equalToConstant: 110),
                name.topAnchor.constraint(equalTo: previous, constant: 10),
                field.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                field.centerYAnchor.constraint(equalTo: name.centerYAnchor),
                field.heightAnchor.constraint(equalToConstant: 28),
            ])
            previous = name.bottomAnchor
        }
        let buttons = UIStackView(arrangedSubviews: [
            label("Cancel", id: "cancel"), label("Create account", id: "create"),
        ])
        buttons.axis = .horizontal
        buttons.spacing = 12
        buttons.accessibilityIdentifier = "buttons"
        buttons.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            buttons.topAnchor.constraint(equalTo: previous, constant: 20),
        ])
        root.layoutIfNeeded()
        return root
    }

    func label(_ text: String, id: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = UIFont.systemFont(ofSize: 15)
        label.accessibilityIdentifier = id
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    /// Every identified view's frame in root coordinates.
    func frames(_ root: UIView) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        func visit(_ view: UIView, _ origin: CGPoint) {
            for sub in view.subviews {
                let frame = sub.frame.offsetBy(dx: origin.x, dy: origin.y)
                if let id = sub.accessibilityIdentifier { result[id] = frame }
                visit(sub, frame.origin)
            }
        }
        visit(root, .zero)
        return result
    }

    @Test func rightToLeftFormMirrorsTheLeftToRightOne() throws {
        let ltr = frames(form(rightToLeft: false)), rtl = frames(form(rightToLeft: true))
        #expect(ltr.count == 8 && Set(ltr.keys) == Set(rtl.keys))
        for id in ltr.keys.sorted() {
            let a = try #require(ltr[id]), b = try #require(rtl[id])
            #expect(b == CGRect(x: 320 - a.maxX, y: a.minY, width: a.width, height: a.height), "\(id)")
        }
        // The stack's arrangement flips: "Cancel" is left of "Create account" left to right, right of it in
        // right to left.
        #expect(ltr["cancel"]!.minX < ltr["create"]!.minX && rtl["cancel"]!.minX > rtl["create"]!.minX)
    }

    /// Inside a label wider than its text, natural alignment puts the text at the leading edge: the text's
    /// box in the right-to-left label is the mirror of the left-to-right one's.
    @Test func naturalTextAlignmentMirrors() {
        func name(_ root: UIView) -> UILabel {
            root.subviews.compactMap { $0 as? UILabel }.first { $0.accessibilityIdentifier == "label0" }!
        }
        let ltr = form(rightToLeft: false), rtl = form(rightToLeft: true)  // kept: labels look up their roots
        let a = name(ltr), b = name(rtl)
        let lineA = a.currentTextLayout.lines[0], lineB = b.currentTextLayout.lines[0]
        #expect(lineA.x == 0)
        #expect(lineB.x == 110 - lineB.width && lineB.width == lineA.width)
        #expect(
            b.effectiveUserInterfaceLayoutDirection == .rightToLeft
                && a.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
