import Foundation

extension UISwitch {
    /// The sliding switch: a capsule track (the on tint when on, light gray when off) and a white round thumb
    /// 27 points across, 2 points from the track's edge; pressing stretches the thumb 6 points toward the
    /// middle. Drawn at 51 × 31 centered in the bounds; while the thumb slides (`UISwitch+Slide.swift`) it is
    /// drawn where the slide is and the track's color is blended between the two.
    func drawSliding(in context: CGContext) {
        let size = UISwitch.slidingSize
        let track = CGRect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        // The thumb's place (0 off … 1 on, mid-slide in between) also blends the track's color.
        let position = thumbPosition
        context.setFillColor(UISwitch.blend(.systemGray5, onTintColor ?? .systemGreen, position).cgColor)
        context.addPath(UIBezierPath(roundedRect: track, cornerRadius: track.height / 2))
        context.fillPath()
        let diameter = track.height - 4
        let stretch: CGFloat = isHighlighted ? 6 : 0
        let offX = track.minX + 2, onX = track.maxX - 2 - diameter - stretch
        let x = offX + (onX - offX) * position
        let thumb = CGRect(x: x, y: track.minY + 2, width: diameter + stretch, height: diameter)
        context.setFillColor(UIColor.black.withAlphaComponent(0.12).cgColor)
        context.addPath(
            UIBezierPath(
                roundedRect: thumb.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5), cornerRadius: diameter / 2 + 0.5)
        )
        context.fillPath()
        context.setFillColor((thumbTintColor ?? .white).cgColor)
        context.addPath(UIBezierPath(roundedRect: thumb, cornerRadius: diameter / 2))
        context.fillPath()
    }

    /// The check box: an 18-point rounded square at the leading edge (outlined when off, filled with the
    /// tint and a white check mark when on, darker while pressed), then the title.
    func drawCheckbox(in context: CGContext) {
        let side = UISwitch.checkboxSide
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let boxX = rtl ? bounds.maxX - side : bounds.minX
        let box = CGRect(x: boxX, y: bounds.midY - side / 2, width: side, height: side)
        let path = UIBezierPath(roundedRect: box, cornerRadius: 4)
        if isOn {
            context.setFillColor((onTintColor ?? tintColor).cgColor)
            context.addPath(path)
            context.fillPath()
            let check = UIBezierPath()
            check.move(to: CGPoint(x: box.minX + 4.5, y: box.minY + 9.5))
            check.addLine(to: CGPoint(x: box.minX + 7.5, y: box.minY + 12.5))
            check.addLine(to: CGPoint(x: box.minX + 13.5, y: box.minY + 5.5))
            context.setStrokeColor((thumbTintColor ?? .white).cgColor)
            context.setLineWidth(2)
            context.addPath(check)
            context.strokePath()
        } else {
            context.setFillColor(UIColor.white.cgColor)
            context.addPath(path)
            context.fillPath()
            context.setStrokeColor(UIColor.systemGray.cgColor)
            context.setLineWidth(1)
            context.addPath(UIBezierPath(roundedRect: box.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.5))
            context.strokePath()
        }
        if isHighlighted {
            context.setFillColor(UIColor.black.withAlphaComponent(0.15).cgColor)
            context.addPath(path)
            context.fillPath()
        }
        guard let layout = titleLayout else { return }
        let textX = rtl ? box.minX - UISwitch.checkboxGap - layout.width : box.maxX + UISwitch.checkboxGap
        layout.draw(
            in: context, origin: CGPoint(x: textX, y: bounds.midY - layout.height / 2), color: UIColor.label.cgColor)
    }
}
