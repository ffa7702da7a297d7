import Foundation

extension UITextView {
    /// Draws the text in content coordinates (it scrolls with the content): lines start at
    /// `textContainerInset.left + lineFragmentPadding`, the first line's top at `textContainerInset.top`, and
    /// are aligned by the layout within the width between the paddings. Lines outside `rect` are skipped.
    func drawText(in context: CGContext, visible rect: CGRect) {
        guard !text.isEmpty else { return }
        let layout = textLayout(forViewWidth: bounds.width)
        let padding = textContainer.lineFragmentPadding
        let inset = textContainerInset
        let origin = CGPoint(x: inset.left + padding, y: inset.top)
        layout.draw(in: context, origin: origin, color: (textColor ?? .label).cgColor, visible: rect)
    }
}
