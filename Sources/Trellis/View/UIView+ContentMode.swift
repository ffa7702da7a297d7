import Foundation

extension UIView {
    /// How content of one size is placed in bounds of another (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// Stretched to the bounds, whatever the aspect ratio.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping its aspect ratio, centered.
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, keeping its aspect ratio, centered (the overflow is clipped when the view
        /// clips to its bounds).
        case scaleAspectFill = 2
        /// As scale to fill (UIKit redraws on bounds changes).
        case redraw = 3
        /// Unscaled, centered.
        case center = 4
        /// Unscaled, at the top (centered horizontally), bottom, left or right (centered vertically), or in a
        /// corner.
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12

        /// Where content of `size` goes in `bounds`.
        public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                guard size.width > 0, size.height > 0 else { return bounds }
                let sx = bounds.width / size.width, sy = bounds.height / size.height
                let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
                let w = size.width * s, h = size.height * s
                return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
            default:
                let x: CGFloat, y: CGFloat
                switch self {
                case .left, .topLeft, .bottomLeft: x = bounds.minX
                case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
                default: x = bounds.midX - size.width / 2
                }
                switch self {
                case .top, .topLeft, .topRight: y = bounds.minY
                case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
                default: y = bounds.midY - size.height / 2
                }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
        }
    }
}
