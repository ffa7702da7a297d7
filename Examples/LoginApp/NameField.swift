import Foundation
import Trellis

/// A one-line text input, the least the example needs until `UITextField` arrives with the controls: a tap
/// makes it the first responder (its border turns the tint color), typed text is appended, Backspace
/// deletes. The pointer shows an I-beam over it (it takes text: `UIKeyInput`).
public final class NameField: UIView, UIKeyInput {
    private let label = UILabel()

    /// The text typed.
    public var text = "" {
        didSet { label.text = text }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1
        layer.cornerRadius = 6
        layer.borderColor = UIColor.separator.cgColor
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in _ = becomeFirstResponder() })
    }

    public required init?(coder: NSCoder) { nil }

    public override var canBecomeFirstResponder: Bool { true }

    public override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { layer.borderColor = tintColor.cgColor }
        setNeedsDisplay()
        return became
    }

    public override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { layer.borderColor = UIColor.separator.cgColor }
        setNeedsDisplay()
        return resigned
    }

    public var hasText: Bool { !text.isEmpty }
    public func insertText(_ newText: String) { text += newText.filter { $0 != "\n" } }
    public func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}
