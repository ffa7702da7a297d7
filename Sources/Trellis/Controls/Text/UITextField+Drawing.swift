import Foundation

extension UITextField {
    /// Draws the field: border, then (clipped to the text rect) the selection, the text or placeholder and
    /// the marked text's underline, then the caret and the clear button. Disabled fields dim their text.
    func drawField(in context: CGContext) {
        drawBorder(in: context)
        let rect = editingRect(forBounds: bounds)
        context.saveGState()
        context.clip(to: rect.insetBy(dx: -1, dy: -2))
        let origin = textOrigin
        if editor.text.isEmpty && editor.marked == nil {
            drawPlaceholder(in: context)
        } else {
            let layout = textLayout
            if isEditing, !editor.selection.isEmpty {
                context.setFillColor(tintColor.withAlphaComponent(0.25).cgColor)
                let range = displayOffset(editor.selection.lowerBound)..<displayOffset(editor.selection.upperBound)
                for r in layout.selectionRects(for: range) { context.fill(r.offsetBy(dx: origin.x, dy: origin.y)) }
            }
            let color = textColor ?? .label
            layout.draw(
                in: context, origin: origin, color: (isEnabled ? color : color.withAlphaComponent(0.45)).cgColor)
            if let marked = editor.marked {
                context.setFillColor(color.cgColor)
                let range = displayOffset(marked.lowerBound)..<displayOffset(marked.upperBound)
                for r in layout.selectionRects(for: range) {
                    context.fill(CGRect(x: origin.x + r.minX, y: origin.y + r.maxY - 1.5, width: r.width, height: 1))
                }
            }
        }
        if isEditing, editor.selection.isEmpty, caretBlink.isVisible(in: self) {
            let caret = caretRect(for: UITextPosition(offset: editor.selection.lowerBound))
            context.setFillColor(tintColor.cgColor)
            context.fill(CGRect(x: caret.minX, y: caret.minY, width: 2, height: caret.height))
        }
        context.restoreGState()
        if isShowingClearButton { drawClearButton(in: context) }
    }

    /// The border of ``borderStyle``.
    private func drawBorder(in context: CGContext) {
        let rect = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none: break
        case .line:
            context.setStrokeColor(UIColor.label.cgColor)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
        case .bezel:
            context.setFillColor(UIColor.systemBackground.cgColor)
            context.fill(rect)
            context.setStrokeColor(UIColor.systemGray.cgColor)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
            context.setStrokeColor(UIColor.systemGray3.cgColor)
            context.stroke(rect.insetBy(dx: 1.5, dy: 1.5), width: 1)
        case .roundedRect:
            context.setFillColor((isEnabled ? UIColor.systemBackground : .secondarySystemBackground).cgColor)
            context.addPath(UIBezierPath(roundedRect: rect, cornerRadius: 5))
            context.fillPath()
            context.setStrokeColor((isFocused || isEditing ? tintColor : UIColor.systemGray4).cgColor)
            context.setLineWidth(isFocused || isEditing ? 1.5 : 1)
            context.addPath(UIBezierPath(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4.5))
            context.strokePath()
        }
    }

    /// The placeholder in the placeholder color, aligned as the text would be.
    private func drawPlaceholder(in context: CGContext) {
        guard let placeholder, !placeholder.isEmpty else { return }
        let rect = placeholderRect(forBounds: bounds)
        let layout = TextLayout(
            text: placeholder, font: font ?? UIFont.systemFont(ofSize: 17), numberOfLines: 1,
            lineBreakMode: .byTruncatingTail, alignment: .left)
        var x = rect.minX
        if textAlignment == .center {
            x = rect.midX - layout.width / 2
        } else if textAlignment == .right {
            x = rect.maxX - layout.width
        }
        layout.draw(
            in: context, origin: CGPoint(x: max(rect.minX, x), y: rect.midY - layout.height / 2),
            color: UIColor.placeholderText.cgColor)
    }

    /// The clear button: a gray disc with a white ×.
    private func drawClearButton(in context: CGContext) {
        let r = clearButtonRect(forBounds: bounds).insetBy(dx: 2, dy: 2)
        context.setFillColor(UIColor.systemGray3.cgColor)
        context.fillEllipse(in: r)
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(1.5)
        let c = CGPoint(x: r.midX, y: r.midY), d: CGFloat = 3.5
        context.strokeLineSegments(between: [
            CGPoint(x: c.x - d, y: c.y - d), CGPoint(x: c.x + d, y: c.y + d),
            CGPoint(x: c.x - d, y: c.y + d), CGPoint(x: c.x + d, y: c.y - d),
        ])
    }
}
