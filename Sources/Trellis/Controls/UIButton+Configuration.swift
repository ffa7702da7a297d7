import Foundation

extension UIButton {
    /// A button's content and look as one value (UIKit's `UIButton.Configuration`, iOS 15): title, subtitle,
    /// image and how they sit, insets, corner style and the base colors a style derives its per-state colors
    /// from.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Sign In"
    /// configuration.cornerStyle = .capsule
    /// let button = UIButton(configuration: configuration)
    /// ```
    public struct Configuration: Sendable {
        /// The look a configuration derives its colors from.
        public enum Style: Sendable, Equatable {
            /// Text and image in the tint color, no background.
            case plain
            /// Tint-colored text on a light wash of the tint.
            case tinted
            /// Tint-colored text on a gray background.
            case gray
            /// White text on a tint-colored background.
            case filled
        }

        /// How round the background's corners are (UIKit's `UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Sendable, Equatable {
            /// Follows the button size: small (mini and small buttons), medium or large.
            case dynamic
            /// ``cornerRadius`` exactly.
            case fixed
            /// A 4-point radius.
            case small
            /// A 6-point radius.
            case medium
            /// An 8-point radius.
            case large
            /// Half the height: round ends.
            case capsule
        }

        /// The size class of a configured button: its fonts and default insets (UIKit's
        /// `UIButton.Configuration.Size`).
        public enum Size: Sendable, Equatable {
            /// Title 12 points, insets 3 × 8.
            case mini
            /// Title 15 points, insets 5 × 10.
            case small
            /// Title 17 points, insets 7 × 12 (the default).
            case medium
            /// Title 17 points, insets 14 × 20.
            case large
        }

        /// How the title and subtitle align with each other (UIKit's `TitleAlignment`).
        public enum TitleAlignment: Sendable, Equatable {
            case automatic, leading, center, trailing
        }

        /// The style the colors come from.
        public var style: Style
        /// The main text.
        public var title: String?
        /// Smaller text under the title.
        public var subtitle: String?
        /// The image (symbol images are drawn in the foreground color).
        public var image: UIImage?
        /// Which side of the text the image is on (default: leading).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the text.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// Space between the button's edges and its content (the default follows ``buttonSize``).
        public var contentInsets: NSDirectionalEdgeInsets
        /// The size: fonts and default insets.
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Configuration.defaultInsets(for: buttonSize) }
        }
        /// How round the background is.
        public var cornerStyle: CornerStyle = .dynamic
        /// The radius used by ``CornerStyle/fixed``.
        public var cornerRadius: CGFloat = 0
        /// The text and image color the style starts from (nil: the style's: white when filled, else the tint).
        public var baseForegroundColor: UIColor?
        /// The background color the style starts from (nil: the style's: the tint for filled and tinted, gray
        /// for gray; plain has none).
        public var baseBackgroundColor: UIColor?
        /// The title's font (nil: the size's system font; semibold when filled).
        public var titleFont: UIFont?

        /// A configuration of `style` with the defaults of a medium button.
        init(style: Style) {
            self.style = style
            contentInsets = Configuration.defaultInsets(for: .medium)
        }

        /// Text and image in the tint color, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Tint-colored text on a light wash of the tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Tint-colored text on a gray background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// White text on a tint-colored background.
        public static func filled() -> Configuration { Configuration(style: .filled) }

        /// The insets a size starts with (UIKit's values for iOS 15's button sizes).
        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title font used: ``titleFont``, else the size's system font (semibold for filled buttons).
        var resolvedTitleFont: UIFont {
            if let titleFont { return titleFont }
            let size: CGFloat =
                switch buttonSize {
                case .mini: 12
                case .small: 15
                case .medium, .large: 17
                }
            return UIFont.systemFont(ofSize: size, weight: style == .filled ? .semibold : .regular)
        }

        /// The subtitle font: two points under the title's size (at least 10).
        var resolvedSubtitleFont: UIFont { UIFont.systemFont(ofSize: max(10, resolvedTitleFont.pointSize - 2)) }

        /// The corner radius for a background of `height`.
        func resolvedCornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: cornerRadius
            case .small: 4
            case .medium: 6
            case .large: 8
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: 4
                case .medium: 6
                case .large: 8
                }
            }
        }

        /// The foreground (text, symbol) color in `state` for a button tinted `tint`.
        func foregroundColor(for state: UIControl.State, tint: UIColor) -> UIColor {
            if state.contains(.disabled) { return .tertiaryLabel }
            let base = baseForegroundColor ?? (style == .filled ? .white : tint)
            if state.contains(.highlighted) && style == .plain { return base.withAlphaComponent(0.3) }
            return base
        }

        /// The background color in `state` (nil: none).
        func backgroundColor(for state: UIControl.State, tint: UIColor) -> UIColor? {
            if state.contains(.disabled) { return style == .plain ? nil : .quaternarySystemFill }
            switch style {
            case .plain: return baseBackgroundColor
            case .filled: return baseBackgroundColor ?? tint
            case .tinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray: return baseBackgroundColor ?? .systemGray5
            }
        }
    }
}
