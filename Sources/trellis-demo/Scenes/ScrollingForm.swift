import Foundation
import Trellis

extension Scene {
    /// Seed 004's scroll view: it fills the screen, a dummy view tied to both the scroll view's and the screen's
    /// left and right sets the content width, and a long form of multiline fields sets the content height.
    static let scrollingForm = Scene(
        name: "scrolling-form", title: "Scroll view with a long multiline form (seed 004)",
        caption: "The content width comes from a dummy view related to both the scroll view and its container; "
            + "the fields' intrinsic heights (multiline labels and text views with scrolling off) make the content "
            + "height. Drawn at the top and scrolled to the middle: the vertical indicator shows where.",
        variants: ["top", "scrolled"]
    ) { root, variant in
        let scrollView = UIScrollView()
        scrollView.accessibilityIdentifier = "scrollView"
        scrollView.backgroundColor = SceneKit.canvas
        root.addSubview(scrollView)
        scrollView.snp.makeConstraints { make in make.edges.equalTo(root) }
        let dummyView = UIView()
        dummyView.accessibilityIdentifier = "dummy"
        scrollView.addSubview(dummyView)
        dummyView.snp.makeConstraints { make in
            make.left.right.equalTo(scrollView)
            make.left.right.equalTo(root)
            make.top.equalTo(scrollView)
            make.height.equalTo(0)
        }
        let questions = [
            ("Name", "Ada Lovelace"),
            (
                "Address",
                "12 Analytical Engine Lane, Marylebone, London — the house with the blue door and the "
                    + "difference engine in the front room."
            ),
            (
                "About you",
                "Mathematician and writer, chiefly known for her work on Charles Babbage's proposed "
                    + "mechanical general-purpose computer. Her notes on the engine include what is recognised as the "
                    + "first algorithm intended to be carried out by a machine."
            ),
            (
                "Favourite layout",
                "Constraints all the way down: two per view per axis, and priorities to settle "
                    + "what remains."
            ),
            (
                "Notes",
                "Multiline labels wrap at the width the layout gives them, so no preferredMaxLayoutWidth is "
                    + "needed: the label measures itself again when its width changes."
            ),
            ("Availability", "Weekdays after ten, weekends by appointment."),
            (
                "Referees",
                "Charles Babbage; Mary Somerville; Augustus De Morgan, who taught her mathematics by letter "
                    + "and thought her capable of becoming an original mathematical investigator."
            ),
            (
                "Anything else",
                "Please scroll: this form is longer than the screen on purpose, so that the content "
                    + "size exceeds the bounds and the scroll indicator appears."
            ),
        ]
        var previous: UIView?
        for (i, (question, answer)) in (questions + questions.prefix(4)).enumerated() {
            let title = SceneKit.label(question, size: 13, bold: true, color: SceneKit.secondaryInk, id: "q\(i + 1)")
            let field = UITextView()
            field.isScrollEnabled = false
            field.text = answer
            field.font = UIFont.systemFont(ofSize: 15)
            field.textColor = SceneKit.ink
            field.textContainerInset = UIEdgeInsets(top: 8, left: 6, bottom: 8, right: 6)
            field.backgroundColor = SceneKit.card
            field.layer.cornerRadius = 6
            field.layer.borderWidth = 1
            field.layer.borderColor = UIColor.opaqueSeparator.cgColor
            field.accessibilityIdentifier = "field\(i + 1)"
            scrollView.addSubview(title)
            scrollView.addSubview(field)
            title.snp.makeConstraints { make in
                make.left.right.equalTo(dummyView).inset(16)
                if let previous {
                    make.top.equalTo(previous.snp.bottom).offset(16)
                } else {
                    make.top.equalTo(scrollView).offset(20)
                }
            }
            field.snp.makeConstraints { make in
                make.left.right.equalTo(dummyView).inset(16)
                make.top.equalTo(title.snp.bottom).offset(6)
            }
            previous = field
        }
        previous?.snp.makeConstraints { make in make.bottom.equalTo(scrollView).offset(-20) }
        root.layoutIfNeeded()
        if variant == "scrolled" {
            scrollView.contentOffset = CGPoint(x: 0, y: (scrollView.contentSize.height - scrollView.bounds.height) / 2)
        }
    }
}
