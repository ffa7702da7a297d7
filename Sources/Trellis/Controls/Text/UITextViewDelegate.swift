import Foundation

/// Asked and told about a text view's editing (UIKit's `UITextViewDelegate`); set it as the text view's
/// ``UIScrollView/delegate``. Every method has a default (allow, do nothing).
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (a click or `becomeFirstResponder()` on an editable text view).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (resigning first responder).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's edit replacing `range` (UTF-16) with `text` may happen: typing, Return (`"\n"`),
    /// deleting, cutting, pasting. Return false to refuse it (the delegate may change the text itself).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not sent for setting ``UITextView/text`` from code).
    func textViewDidChange(_ textView: UITextView)
    /// The selection or the caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    {
        true
    }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
