import Foundation

/// What a text field asks and tells its delegate while it is edited (UIKit's `UITextFieldDelegate`); every
/// method has a default (allow, do nothing).
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (a click, focus, `becomeFirstResponder()`).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (false keeps the field first responder when something asks it to resign).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the user's edit replacing `range` (UTF-16) with `string` may happen. To rewrite an edit, set
    /// the field's `text` here and return false.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Whether the clear button may clear the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether Return is handled (true: the field sends ``UIControl/Event/editingDidEndOnExit`` and its
    /// primary action).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    )
        -> Bool
    { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
