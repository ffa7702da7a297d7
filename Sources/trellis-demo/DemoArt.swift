import Foundation
import Trellis
import TrellisCairo

/// The gallery's images, drawn with Cairo at start-up (no image files needed): a landscape photo, avatars,
/// icons, a nine-patch panel and a sprite sheet.
enum DemoArt {
    /// Draws a PNG image of `size` points at 2× (so it stays sharp when scaled up a little).
    static func image(_ size: CGSize, _ actions: (CGContext) -> Void) -> UIImage {
        let data = UIGraphicsImageRenderer(size: size, scale: 2).pngData { actions($0.cgContext) }
        return UIImage(data: data, scale: 2) ?? UIImage(color: .gray, size: size)
    }

    /// A landscape: sky bands, a sun, two hills.
    static let photo: UIImage = image(CGSize(width: 160, height: 90)) { context in
        for band in 0..<9 {
            let t = CGFloat(band) / 8
            context.setFillColor(CGColor(red: 0.45 + 0.4 * t, green: 0.7 + 0.15 * t, blue: 0.95, alpha: 1))
            context.fill(CGRect(x: 0, y: CGFloat(band) * 7, width: 160, height: 7))
        }
        context.setFillColor(CGColor(red: 1, green: 0.85, blue: 0.3, alpha: 1))
        context.fillEllipse(in: CGRect(x: 112, y: 12, width: 26, height: 26))
        context.setFillColor(CGColor(red: 0.3, green: 0.6, blue: 0.3, alpha: 1))
        context.fillEllipse(in: CGRect(x: -40, y: 52, width: 150, height: 90))
        context.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.25, alpha: 1))
        context.fillEllipse(in: CGRect(x: 60, y: 60, width: 160, height: 90))
    }

    /// A round avatar: a colored disc with a head-and-shoulders silhouette.
    static func avatar(red: CGFloat, green: CGFloat, blue: CGFloat) -> UIImage {
        image(CGSize(width: 48, height: 48)) { context in
            context.setFillColor(CGColor(red: red, green: green, blue: blue, alpha: 1))
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: 48, height: 48))
            context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.85))
            context.fillEllipse(in: CGRect(x: 16, y: 9, width: 16, height: 16))
            context.fillEllipse(in: CGRect(x: 8, y: 28, width: 32, height: 28))
        }
    }

    static let avatars = [
        avatar(red: 0.95, green: 0.55, blue: 0.3), avatar(red: 0.35, green: 0.55, blue: 0.9),
        avatar(red: 0.55, green: 0.75, blue: 0.35),
    ]

    /// A 24-point icon: a rounded square with a symbol (0: star-ish burst, 1: bell, 2: chart).
    static func icon(_ kind: Int) -> UIImage {
        image(CGSize(width: 24, height: 24)) { context in
            let colors = [
                CGColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 1), CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1),
                CGColor(red: 0.2, green: 0.7, blue: 0.45, alpha: 1),
            ]
            context.setFillColor(colors[kind % 3])
            context.addPath(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 6))
            context.fillPath()
            context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            switch kind % 3 {
            case 0: context.fillEllipse(in: CGRect(x: 7, y: 7, width: 10, height: 10))
            case 1:
                context.addPath(UIBezierPath(roundedRect: CGRect(x: 7, y: 6, width: 10, height: 11), cornerRadius: 4))
                context.fillPath()
                context.fill(CGRect(x: 10, y: 17, width: 4, height: 2))
            default:
                for (i, h) in [5, 9, 13].enumerated() {
                    context.fill(CGRect(x: 6 + 4 * i, y: 18 - h, width: 3, height: h))
                }
            }
        }
    }

    /// A 24-point panel for nine-patching: a rounded border, a light fill, 8-point caps.
    static let panel: UIImage = image(CGSize(width: 24, height: 24)) { context in
        context.setFillColor(CGColor(red: 0.25, green: 0.35, blue: 0.6, alpha: 1))
        context.addPath(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 7))
        context.fillPath()
        context.setFillColor(CGColor(red: 0.9, green: 0.93, blue: 1, alpha: 1))
        context.addPath(UIBezierPath(roundedRect: CGRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 4))
        context.fillPath()
    }

    /// A 64×16 sprite sheet: four white shapes in 16-point cells (tinted by quads).
    static let sprites: UIImage = image(CGSize(width: 64, height: 16)) { context in
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fillEllipse(in: CGRect(x: 2, y: 2, width: 12, height: 12))
        context.fill(CGRect(x: 18, y: 2, width: 12, height: 12))
        context.move(to: CGPoint(x: 40, y: 2))
        context.addLine(to: CGPoint(x: 46, y: 14))
        context.addLine(to: CGPoint(x: 34, y: 14))
        context.closePath()
        context.fillPath()
        context.addPath(UIBezierPath(roundedRect: CGRect(x: 50, y: 5, width: 12, height: 6), cornerRadius: 3))
        context.fillPath()
    }
}
