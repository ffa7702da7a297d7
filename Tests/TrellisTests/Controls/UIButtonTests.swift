import Foundation
import Testing

@testable import Trellis

/// Button sizes, worked out from the title's measured size and UIKit's insets, and per-state values.
@MainActor
@Suite struct UIButtonTests {
    private func titleSize(_ text: String, _ font: UIFont) -> CGSize {
        TextLayout(text: text, font: font, numberOfLines: 1).roundedSize
    }

    /// An attributed title replaces the plain one where it applies: its font sizes the button, its string is
    /// the current title, states fall back as titles do, and removing it shows the plain title again.
    @Test func attributedTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        let big = UIFont.systemFont(ofSize: 30)
        button.setAttributedTitle(
            NSAttributedString(string: "Fancy", attributes: [.font: big, .foregroundColor: UIColor.red]), for: .normal)
        let title = titleSize("Fancy", big)
        #expect(button.currentTitle == "Fancy")
        #expect(button.titleLabel?.text == "Fancy")
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        // Highlighted has none of its own: the normal one shows; a highlighted one replaces it.
        button.isHighlighted = true
        #expect(button.currentAttributedTitle?.string == "Fancy")
        button.setAttributedTitle(NSAttributedString(string: "Pressed"), for: .highlighted)
        #expect(button.titleLabel?.text == "Pressed")
        button.isHighlighted = false
        // Removed for normal: the plain title, in the button's font (15 points) and no red.
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain")
        let attributes = button.titleLabel?.attributedText?.attributes(at: 0, effectiveRange: nil)
        #expect((attributes?[.foregroundColor] as? UIColor) != UIColor.red)
        let plain = titleSize("Plain", UIFont.systemFont(ofSize: 15))
        #expect(button.intrinsicContentSize == CGSize(width: plain.width, height: plain.height + 12))
    }

    /// A system button: the 15-point title plus UIKit's 6 points above and below (with zero content insets).
    @Test func legacyIntrinsicSize() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let title = titleSize("Button", UIFont.systemFont(ofSize: 15))
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 20, height: title.height + 8))
        // An image beside the title: widths add, the taller decides the height.
        button.setImage(UIImage(color: .red, size: CGSize(width: 20, height: 40)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 20 + title.width + 20, height: 48))
        // Title and image insets move things without changing the size (UIKit's rule).
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == CGSize(width: 20 + title.width + 20, height: 48))
    }

    /// A filled configuration: semibold 17-point title plus insets 7 / 12; a subtitle under it (15 pt) with
    /// the title padding; an image before both with the image padding.
    @Test func configurationIntrinsicSize() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign In"
        let button = UIButton(configuration: configuration)
        let title = titleSize("Sign In", UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        configuration.subtitle = "to continue"
        configuration.titlePadding = 2
        configuration.image = UIImage(color: .red, size: CGSize(width: 16, height: 16))
        configuration.imagePadding = 6
        button.configuration = configuration
        let subtitle = titleSize("to continue", UIFont.systemFont(ofSize: 15))
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + 2 + subtitle.height)
        #expect(
            button.intrinsicContentSize == CGSize(width: 16 + 6 + text.width + 24, height: max(16, text.height) + 14))
        configuration.buttonSize = .large
        button.configuration = configuration
        #expect(button.intrinsicContentSize.height == max(16, text.height) + 28)
    }

    @Test func configurationLaysOutImageThenTitle() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Go"
        configuration.image = UIImage(color: .red, size: CGSize(width: 10, height: 10))
        configuration.imagePadding = 4
        let button = UIButton(configuration: configuration)
        let size = button.intrinsicContentSize
        button.frame = CGRect(x: 0, y: 0, width: size.width + 40, height: size.height)
        button.layoutIfNeeded()
        // The content is centered: 20 points of slack on each side, then the insets.
        #expect(button.imageView?.frame.minX == 32)
        #expect(button.titleLabel?.frame.minX == 46)
    }

    @Test func perStateValuesFallBackToNormal() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setTitleColor(.red, for: .highlighted)
        #expect(button.currentTitle == "Normal")
        button.isSelected = true
        #expect(button.currentTitle == "Selected")
        button.isHighlighted = true
        // Highlighted + selected has no entry: the selected title, the highlighted color.
        #expect(button.currentTitle == "Selected")
        #expect(button.currentTitleColor === UIColor.red)
        #expect(button.titleLabel?.text == "Selected")
        #expect(button.title(for: .disabled) == "Normal")
    }

    /// A texture button: a background image per state, drawn as nine parts.
    @Test func backgroundImagePerState() throws {
        let button = UIButton(type: .custom)
        let normal = UIImage(color: .blue, size: CGSize(width: 30, height: 30)).resizableImage(
            withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let pressed = UIImage(color: .red, size: CGSize(width: 30, height: 30))
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
        let root = controlRoot([(button, CGRect(x: 0, y: 0, width: 120, height: 40))])
        #expect(button.currentBackgroundImage === normal)
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 60, y: 20)), at: 1)
        #expect(button.currentBackgroundImage === pressed)
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 60, y: 20)), at: 1.1)
        #expect(button.currentBackgroundImage === normal)
    }
}
