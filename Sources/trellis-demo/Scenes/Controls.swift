import Foundation
import Trellis

extension Scene {
    /// Every control in its states: buttons (per-state and configured), switches and check boxes, sliders,
    /// segmented controls, steppers, progress and activity, text fields.
    static let controls = Scene(
        name: "controls", title: "Controls: every control in every state",
        caption: "UIButton with per-state titles and each UIButton.Configuration style (normal, highlighted, "
            + "disabled); UISwitch sliding and as a check box; UISlider; UISegmentedControl; UIStepper; "
            + "UIProgressView; UIActivityIndicatorView; UITextField empty, filled, editing with a selection, secure, "
            + "disabled. Each sizes itself (intrinsic size) inside stack views."
    ) { root, _ in
        root.backgroundColor = SceneKit.canvas
        let sections: [(String, [UIView])] = [
            (
                "UIButton: system, plain, gray, tinted, filled",
                [row(buttons()), row(buttonStates()), row(moreButtons())]
            ),
            ("UISwitch: off, on, disabled, pressed · check boxes", [row(switches()), row(checkboxes())]),
            ("UISlider · UISegmentedControl", [row(sliders()), row(segments())]),
            ("UIStepper · progress · activity", [row(progressRow())]),
            ("UITextField: placeholder, text, editing, secure, disabled", fields(in: root)),
        ]
        let contents = sections.map { _, views -> UIView in
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 10
            return stack
        }
        SceneKit.column(in: root, headings: sections.map(\.0), content: contents, spacing: 14)
        root.layoutIfNeeded()
        if let editing = find("editing-field", in: root) as? UITextField {
            editing.becomeFirstResponder()
            editing.selectedTextRange = UITextRange(start: UITextPosition(offset: 6), end: UITextPosition(offset: 11))
        }
    }

    /// The view with accessibility identifier `id` in `view`'s subtree.
    private static func find(_ id: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == id { return view }
        for subview in view.subviews { if let found = find(id, in: subview) { return found } }
        return nil
    }

    /// A horizontal row of controls at their intrinsic sizes, centered on each other.
    private static func row(_ views: [UIView]) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 10
        return stack
    }

    private static func configured(_ configuration: UIButton.Configuration, _ title: String) -> UIButton {
        var configuration = configuration
        configuration.title = title
        return UIButton(configuration: configuration)
    }

    private static func buttons() -> [UIView] {
        let system = UIButton(type: .system)
        system.setTitle("System", for: .normal)
        return [system, configured(.plain(), "Plain"), configured(.gray(), "Gray"), configured(.tinted(), "Tinted")]
    }

    private static func buttonStates() -> [UIView] {
        var withImage = UIButton.Configuration.filled()
        withImage.title = "Share"
        withImage.image = UIImage(systemName: "square.and.arrow.up")
        withImage.imagePadding = 6
        withImage.cornerStyle = .capsule
        let highlighted = configured(.filled(), "Pressed")
        highlighted.isHighlighted = true
        let disabled = configured(.filled(), "Disabled")
        disabled.isEnabled = false
        return [UIButton(configuration: withImage), highlighted, disabled]
    }

    private static func moreButtons() -> [UIView] {
        let tintedOff = configured(.tinted(), "Off")
        tintedOff.isEnabled = false
        var subtitle = UIButton.Configuration.gray()
        subtitle.title = "Title"
        subtitle.subtitle = "Subtitle"
        subtitle.buttonSize = .small
        let texture = UIButton(type: .custom)
        texture.setTitle("Texture", for: .normal)
        texture.setTitleColor(.white, for: .normal)
        texture.contentEdgeInsets = UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
        texture.setBackgroundImage(buttonTexture(pressed: false), for: .normal)
        texture.setBackgroundImage(buttonTexture(pressed: true), for: .highlighted)
        let close = UIButton(type: .close)
        return [tintedOff, UIButton(configuration: subtitle), texture, close]
    }

    /// The seed's texture button: a beveled 24-point panel, a nine-part image (8-point caps), darker pressed.
    private static func buttonTexture(pressed: Bool) -> UIImage {
        let image = DemoArt.image(CGSize(width: 24, height: 24)) { context in
            let base: CGFloat = pressed ? 0.45 : 0.62
            context.setFillColor(CGColor(red: base * 0.55, green: base * 0.35, blue: base * 0.2, alpha: 1))
            context.addPath(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 6))
            context.fillPath()
            context.setFillColor(CGColor(red: base, green: base * 0.75, blue: base * 0.45, alpha: 1))
            context.addPath(
                UIBezierPath(roundedRect: CGRect(x: 2, y: pressed ? 3 : 2, width: 20, height: 19), cornerRadius: 5))
            context.fillPath()
        }
        return image.resizableImage(
            withCapInsets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), resizingMode: .stretch)
    }

    private static func switches() -> [UIView] {
        let off = UISwitch()
        let on = UISwitch()
        on.isOn = true
        let disabled = UISwitch()
        disabled.isOn = true
        disabled.isEnabled = false
        let pressed = UISwitch()
        pressed.isHighlighted = true
        return [off, on, disabled, pressed]
    }

    private static func checkboxes() -> [UIView] {
        [("Unchecked", false, true), ("Checked", true, true), ("Disabled", true, false)].map { title, on, enabled in
            let box = UISwitch()
            box.preferredStyle = .checkbox
            box.title = title
            box.isOn = on
            box.isEnabled = enabled
            return box
        }
    }

    private static func sliders() -> [UIView] {
        let slider = UISlider()
        slider.value = 0.35
        let disabled = UISlider()
        disabled.value = 0.7
        disabled.isEnabled = false
        for s in [slider, disabled] {
            s.translatesAutoresizingMaskIntoConstraints = false
            s.widthAnchor.constraint(equalToConstant: 160).isActive = true
        }
        return [slider, disabled]
    }

    private static func segments() -> [UIView] {
        let periods = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        periods.selectedSegmentIndex = 1
        let symbols = UISegmentedControl(items: [
            UIImage(systemName: "heart") as Any, UIImage(systemName: "star") as Any, UIImage(systemName: "gear") as Any,
        ])
        symbols.selectedSegmentIndex = 0
        return [periods, symbols]
    }

    private static func progressRow() -> [UIView] {
        let stepper = UIStepper()
        stepper.value = 3
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.6
        progress.translatesAutoresizingMaskIntoConstraints = false
        progress.widthAnchor.constraint(equalToConstant: 120).isActive = true
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        let large = UIActivityIndicatorView(style: .large)
        large.startAnimating()
        return [stepper, progress, spinner, large]
    }

    private static func fields(in root: UIView) -> [UIView] {
        func field(_ text: String?, placeholder: String, id: String? = nil, width: CGFloat = 160) -> UITextField {
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.text = text
            field.placeholder = placeholder
            field.accessibilityIdentifier = id
            field.translatesAutoresizingMaskIntoConstraints = false
            field.widthAnchor.constraint(equalToConstant: width).isActive = true
            return field
        }
        let empty = field(nil, placeholder: "Placeholder")
        let filled = field("Filled text", placeholder: "Name")
        filled.clearButtonMode = .always
        let editing = field("Hello world, editing", placeholder: "", id: "editing-field", width: 330)
        let secure = field("secret", placeholder: "Password")
        secure.isSecureTextEntry = true
        let disabled = field("Disabled", placeholder: "")
        disabled.isEnabled = false
        return [row([empty, filled]), editing, row([secure, disabled])]
    }
}
