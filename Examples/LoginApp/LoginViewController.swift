import Foundation
import Trellis

/// A sign-in form: who are you, a name field, a button that greets you. The example app's screen (copy it to
/// start your own).
public final class LoginViewController: UIViewController {
    public let greeting = UILabel()
    public let name = NameField()
    public let button = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        view.backgroundColor = .systemBackground
        greeting.text = "Who are you?"
        button.text = "Sign in"
        button.textAlignment = .center
        button.textColor = .white
        button.backgroundColor = .systemBlue
        button.pointerCursor = .pointingHand
        button.isUserInteractionEnabled = true
        button.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in signIn() })
        let form = UIStackView(arrangedSubviews: [greeting, name, button])
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            name.heightAnchor.constraint(equalToConstant: 36),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    /// The button's action: greet the name typed (the button says so too).
    func signIn() {
        greeting.text = name.text.isEmpty ? "Type your name first" : "Hello, \(name.text)!"
        button.text = "Signed in"
        button.backgroundColor = .systemGreen
    }
}
