import Foundation

/// Options of ``NSAttributedString/boundingRect(with:options:context:)`` (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Truncate the last line that fits the size (with `usesLineFragmentOrigin`).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    /// Lay out several lines in the size's width (without it: one line from the baseline, as UIKit).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Measure with the fonts' leading (Trellis's lines always include it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph outlines rather than typographic bounds (Trellis measures typographic bounds).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}

/// What string drawing reports back (UIKit's `NSStringDrawingContext`).
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to (kept for source compatibility; Trellis does not shrink).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at (always 1).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The text's bounds from the last call.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with default values.
    public override init() { super.init() }
}

extension NSAttributedString {
    /// The default font of string drawing: UIKit's, the system font at 12 points.
    static var drawingDefaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

    /// The layout string drawing uses: with `usesLineFragmentOrigin`, lines wrapped at `size.width` (0 or
    /// infinity: unbounded) and, with `truncatesLastVisibleLine`, cut to the lines that fit `size.height`;
    /// without it, one line per paragraph, unwrapped.
    func drawingLayout(size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        let multiline = options.contains(.usesLineFragmentOrigin)
        let width: CGFloat? = multiline && size.width > 0 && size.width.isFinite ? size.width : nil
        var layout = TextLayout(attributedText: self, font: Self.drawingDefaultFont, width: width)
        if multiline, options.contains(.truncatesLastVisibleLine), size.height > 0, size.height.isFinite,
            layout.height > size.height + 1e-9
        {
            let fitting = max(1, layout.lines.filter { $0.top + $0.height <= size.height + 1e-9 }.count)
            layout = TextLayout(
                attributedText: self, font: Self.drawingDefaultFont, width: width, numberOfLines: fitting,
                lineBreakMode: .byTruncatingTail)
        }
        return layout
    }

    /// The rectangle the text takes when drawn in `size` (UIKit's rules: with `usesLineFragmentOrigin` its
    /// lines wrap at the width and the origin is the top-left of the first line; the size is not rounded).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let layout = drawingLayout(size: size, options: options)
        let rect = CGRect(
            x: 0, y: options.contains(.usesLineFragmentOrigin) ? 0 : -(layout.lines.first?.baseline ?? 0),
            width: layout.width, height: layout.height)
        context?.totalBounds = rect
        return rect
    }

    /// The size of the text on one line per paragraph.
    public func size() -> CGSize { TextLayout(attributedText: self, font: Self.drawingDefaultFont).size }

    /// Draws the text wrapped in `rect` (its top-left corner at the rectangle's), into the current context.
    public func draw(in rect: CGRect) { draw(with: rect, options: .usesLineFragmentOrigin, context: nil) }

    /// Draws the text on one line per paragraph, its top-left corner at `point`, into the current context.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout(attributedText: self, font: Self.drawingDefaultFont).draw(
            in: context, origin: point, color: CGColor.black)
    }

    /// Draws the text laid out as ``boundingRect(with:options:context:)`` measures it, into the current
    /// context.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let layout = drawingLayout(size: rect.size, options: options)
        context?.totalBounds = CGRect(origin: .zero, size: layout.size)
        graphics.saveGState()
        if options.contains(.usesLineFragmentOrigin) { graphics.clip(to: rect) }
        let top =
            options.contains(.usesLineFragmentOrigin) ? rect.minY : rect.minY - (layout.lines.first?.baseline ?? 0)
        layout.draw(in: graphics, origin: CGPoint(x: rect.minX, y: top), color: CGColor.black)
        graphics.restoreGState()
    }
}

extension String {
    /// The size of the string on one line per paragraph with the given attributes (UIKit's; not rounded).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attributes).size()
    }

    /// The rectangle the string takes when drawn in `size` with the attributes (see
    /// ``NSAttributedString/boundingRect(with:options:context:)``).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(
            with: size, options: options, context: context)
    }

    /// Draws the string wrapped in `rect` with the attributes, into the current context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }

    /// Draws the string on one line per paragraph at `point` with the attributes, into the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(at: point)
    }

    /// Draws the string laid out in `rect` with the options and attributes, into the current context.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    /// The size of the string on one line per paragraph with the given attributes.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// The rectangle the string takes when drawn in `size` with the attributes.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string wrapped in `rect` with the attributes, into the current context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    /// Draws the string at `point` with the attributes, into the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }
}
