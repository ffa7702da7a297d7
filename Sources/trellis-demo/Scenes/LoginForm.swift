import Foundation
import Trellis

extension Scene {
    /// A sign-in card: title, two text fields, a "remember me" check box and a filled button, centered.
    static let loginForm = Scene(
        name: "login-form", title: "Login form: fields, check box and a filled button in a card",
        caption: "A card centered on the grouped background, at most 360 points wide: a title, an email field, a "
            + "secure password field (bullets), a \"Remember me\" check box and a full-width filled button; "
            + "every control sized by its intrinsic size."
    ) { root, _ in
        root.backgroundColor = SceneKit.canvas
        let card = UIView()
        card.backgroundColor = SceneKit.card
        card.layer.cornerRadius = 14
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)

        let title = SceneKit.label("Welcome back", size: 26, bold: true)
        let subtitle = SceneKit.label("Sign in to continue", size: 15, color: SceneKit.secondaryInk)
        let email = UITextField()
        email.borderStyle = .roundedRect
        email.placeholder = "Email"
        email.text = "ann@example.com"
        email.leftView = UIImageView(image: UIImage(systemName: "person"))
        email.leftViewMode = .always
        let password = UITextField()
        password.borderStyle = .roundedRect
        password.placeholder = "Password"
        password.text = "correct horse"
        password.isSecureTextEntry = true
        let remember = UISwitch()
        remember.preferredStyle = .checkbox
        remember.title = "Remember me"
        remember.isOn = true
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign In"
        configuration.buttonSize = .large
        let signIn = UIButton(configuration: configuration)
        let forgot = UIButton(
            configuration: {
                var plain = UIButton.Configuration.plain()
                plain.title = "Forgot password?"
                plain.buttonSize = .small
                return plain
            }())

        let stack = UIStackView(arrangedSubviews: [title, subtitle, email, password, remember, signIn, forgot])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.setCustomSpacing(4, after: title)
        stack.setCustomSpacing(20, after: subtitle)
        stack.setCustomSpacing(20, after: remember)
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        let preferred = card.widthAnchor.constraint(equalToConstant: 360)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            card.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -32),
            preferred,
            stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
    }
}
