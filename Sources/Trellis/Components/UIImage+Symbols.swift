import Foundation

extension UIImage {
    /// The weight of a symbol's strokes (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The stroke width in the symbols' 20-unit design grid.
        var strokeWidth: CGFloat {
            switch self {
            case .ultraLight: return 0.6
            case .thin: return 0.9
            case .light: return 1.25
            case .unspecified, .regular: return 1.6
            case .medium: return 1.9
            case .semibold: return 2.2
            case .bold: return 2.6
            case .heavy: return 3
            case .black: return 3.4
            }
        }
    }

    /// A symbol's size relative to its point size (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        var factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.25
            case .default, .unspecified, .medium: return 1
            }
        }
    }

    /// How a symbol is drawn: point size, weight and scale (UIKit's `UIImage.SymbolConfiguration`). A symbol's
    /// image is its design box scaled so that 17 points make 20 design units (SF Symbols' body size), times the
    /// scale's factor (small 0.8, large 1.25).
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// The point size (0: unspecified, 17).
        public let pointSize: CGFloat
        /// The stroke weight.
        public let weight: SymbolWeight
        /// The scale.
        public let scale: SymbolScale

        init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A configuration with a point size.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }
        /// A configuration with a point size and a weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        /// A configuration with a weight.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        /// A configuration with a scale.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }

        /// The configuration nothing is specified in.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified)

        /// This configuration with what `other` specifies applied over it.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale)
        }

        /// The size of a symbol whose design box is `box`.
        func imageSize(for box: CGSize) -> CGSize {
            let unit = (pointSize > 0 ? pointSize : 17) / 17 * scale.factor
            return CGSize(width: box.width * unit, height: box.height * unit)
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? SymbolConfiguration else { return false }
            return pointSize == o.pointSize && weight == o.weight && scale == o.scale
        }

        public override var hash: Int { Int(pointSize * 8) &* 31 &+ weight.rawValue &* 7 &+ scale.rawValue }
    }

    /// A system symbol by its SF Symbols name, drawn by Trellis (its own drawings of `chevron.right`, `plus`,
    /// `xmark`, `checkmark`, `heart`, `star`, `gear`, `person`, `magnifyingglass`, `trash`,
    /// `square.and.arrow.up`, `ellipsis`, `bell`, `house` and their `.fill` variants — ``availableSystemNames``);
    /// nil for other names. A template: image views paint it in their tint color.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol with a configuration (point size, weight, scale).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let symbol = SystemSymbol.named(name) else { return nil }
        let configuration = SymbolConfiguration.unspecified.applying(configuration)
        self.init(content: .symbol(name), size: configuration.imageSize(for: symbol.size), scale: 1)
        symbolConfiguration = configuration
    }

    /// The names ``init(systemName:)`` knows, in a fixed order.
    public static var availableSystemNames: [String] { SystemSymbol.names }

    /// The same symbol with `configuration` applied over its own (other images are returned as they are).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard case .symbol(let name) = content, let symbol = SystemSymbol.named(name) else { return self }
        let applied = (symbolConfiguration ?? .unspecified).applying(configuration)
        return copy(size: applied.imageSize(for: symbol.size)) { $0.symbolConfiguration = applied }
    }

    /// The same symbol with `configuration` applied (UIKit's `applyingSymbolConfiguration(_:)`).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }
}
