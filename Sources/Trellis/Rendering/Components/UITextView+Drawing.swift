import Foundation

extension UITextView {
    /// Draws the text in content coordinates (it scrolls with the content): lines start at
    /// `textContainerInset.left + lineFragmentPadding`, the first line's top at `textContainerInset.top`, and
    /// are aligned by the layout within the width between the paddings. Only the paragraphs meeting `rect` are
    /// drawn. While the view is first responder: the selection behind the text, the marked text's underline,
    /// and the caret when the selection is empty.
    func drawText(in context: CGContext, visible rect: CGRect) {
        let stack = textStack
        let origin = textOrigin
        let active = isFirstResponder
        if active, !editor.selection.isEmpty {
            context.setFillColor(tintColor.withAlphaComponent(0.25).cgColor)
            for r in stack.selectionRects(for: editor.selection) {
                context.fill(r.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        let color = textColor ?? .label
        if !text.isEmpty { stack.draw(in: context, origin: origin, color: color.cgColor, visible: rect) }
        if let marked = editor.marked {
            context.setFillColor(color.cgColor)
            for r in stack.selectionRects(for: marked) {
                context.fill(CGRect(x: origin.x + r.minX, y: origin.y + r.maxY - 1.5, width: r.width, height: 1))
            }
        }
        if active, isEditingText, editor.selection.isEmpty, caretBlink.isVisible(in: self) {
            let caret = caretRect(for: UITextPosition(offset: editor.selection.lowerBound))
            context.setFillColor(tintColor.cgColor)
            context.fill(CGRect(x: caret.minX, y: caret.minY, width: 2, height: caret.height))
        }
    }
}
