import Foundation

/// Debugging layers drawn over a rendered view tree (the seed tools' debug frames and constraint visualizer):
/// every view's frame with its identifier or type, every active constraint as an arrow or bar between the
/// anchors it relates (labelled with its constant and priority), broken constraints in red with their
/// conflicting set in orange, views with an ambiguous layout marked, and a legend.
///
/// Works with every backend, since it draws through a ``CGContext``:
/// ```swift
/// let svg = SVGRenderer.svgString(for: root, overlay: DebugOverlay.Options())
/// // TrellisCairo: try ViewRenderer(view: root, overlay: .init()).write(to: url)
/// ```
public struct DebugOverlay: Sendable {
    /// Which layers to draw.
    public struct Options: Sendable, Equatable {
        /// Every visible view's frame outline, tagged with its accessibility identifier or type name.
        public var showsFrames = true
        /// Every active constraint, as an arrow (a distance between anchors) or a bar (a size, an alignment).
        public var showsConstraints = true
        /// Also the constraints the engine makes (intrinsic size, autoresizing masks, system guides); off by
        /// default, drawn faint when on. Generated constraints in a conflict are always drawn.
        public var includesGeneratedConstraints = false
        /// Broken constraints in red, the constraints they conflicted with in orange.
        public var showsBrokenConstraints = true
        /// A magenta outline and tag on views whose layout is ambiguous (confirmed by probing the solver, see
        /// `AmbiguityProbe`: an ambiguous view may settle on another of its equally good frames afterwards).
        public var showsAmbiguity = true
        /// A legend of the colours, in the bottom-left corner.
        public var showsLegend = true

        /// The default layers: everything but generated constraints.
        public init() {}
    }

    /// The colours of the layers (what the legend explains).
    public enum Palette {
        /// View frames and their tags.
        public static let frame = UIColor(red: 0.35, green: 0.4, blue: 0.5, alpha: 0.8)
        /// Required constraints.
        public static let required = UIColor(red: 0.1, green: 0.4, blue: 0.95, alpha: 0.9)
        /// Constraints below required priority.
        public static let optional = UIColor(red: 0.0, green: 0.65, blue: 0.6, alpha: 0.9)
        /// Constraints the engine generated (when included).
        public static let generated = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 0.6)
        /// Broken (unsatisfiable, ignored) constraints.
        public static let broken = UIColor(red: 0.9, green: 0.05, blue: 0.05, alpha: 1)
        /// The constraints a broken one conflicted with.
        public static let conflicting = UIColor(red: 1.0, green: 0.55, blue: 0.0, alpha: 1)
        /// Views whose layout is ambiguous.
        public static let ambiguous = UIColor(red: 0.85, green: 0.0, blue: 0.75, alpha: 1)
    }

    /// The layers drawn.
    public var options: Options

    /// An overlay with the given layers.
    public init(options: Options = Options()) { self.options = options }

    /// Draws the overlay for `view`'s tree into `context`, whose origin is the view's top-left corner (as
    /// after ``CALayer/render(in:)``). Lays the tree out first if needed.
    public func draw(over view: UIView, in context: CGContext) {
        view.layoutIfNeeded()
        let space = OverlaySpace(root: view)
        context.saveGState()
        if options.showsFrames { drawFrames(space, context) }
        if options.showsConstraints || options.showsBrokenConstraints { drawConstraints(space, context) }
        if options.showsAmbiguity { drawAmbiguity(space, context) }
        if options.showsLegend { drawLegend(size: view.bounds.size, context) }
        context.restoreGState()
    }

    // MARK: Frames and ambiguity

    private func drawFrames(_ space: OverlaySpace, _ context: CGContext) {
        for view in space.visibleViews {
            let rect = space.rect(of: view)
            context.setStrokeColor(Palette.frame.cgColor)
            context.setLineWidth(0.5)
            context.stroke(rect.insetBy(dx: 0.25, dy: 0.25))
            if view !== space.root, rect.width >= 16, rect.height >= 8 {
                OverlayTag.draw(space.name(of: view), at: CGPoint(x: rect.minX + 1, y: rect.minY + 1), anchor: .topLeft,
                                color: Palette.frame, in: context)
            }
        }
    }

    private func drawAmbiguity(_ space: OverlaySpace, _ context: CGContext) {
        // The rendered root is placed from outside (its frame), so only the views below it are checked.
        for view in space.visibleViews where view !== space.root && view.hasAmbiguousLayout {
            let rect = space.rect(of: view)
            context.setStrokeColor(Palette.ambiguous.cgColor)
            context.setLineWidth(2)
            context.stroke(rect.insetBy(dx: 1, dy: 1))
            OverlayTag.draw("ambiguous: " + space.name(of: view), at: CGPoint(x: rect.maxX - 1, y: rect.maxY - 1),
                            anchor: .bottomRight, color: Palette.ambiguous, in: context)
        }
    }

    // MARK: Legend

    /// The legend's entries: colour and meaning, for the layers drawn.
    var legendEntries: [(UIColor, String)] {
        var entries: [(UIColor, String)] = []
        if options.showsFrames { entries.append((Palette.frame, "view frame")) }
        if options.showsConstraints {
            entries.append((Palette.required, "required constraint"))
            entries.append((Palette.optional, "constraint @priority < 1000"))
            if options.includesGeneratedConstraints { entries.append((Palette.generated, "generated (intrinsic, autoresizing)")) }
        }
        if options.showsBrokenConstraints {
            entries.append((Palette.broken, "broken (unsatisfiable) constraint"))
            entries.append((Palette.conflicting, "its conflicting constraints"))
        }
        if options.showsAmbiguity { entries.append((Palette.ambiguous, "ambiguous layout")) }
        return entries
    }

    private func drawLegend(size: CGSize, _ context: CGContext) {
        let entries = legendEntries
        guard !entries.isEmpty else { return }
        let font = OverlayTag.font
        let rowHeight = font.lineHeight + 2
        let textWidth = entries.map { TextLayout(text: $0.1, font: font).width }.max() ?? 0
        let box = CGRect(x: 4, y: size.height - 4 - CGFloat(entries.count) * rowHeight - 6,
                         width: textWidth + 30, height: CGFloat(entries.count) * rowHeight + 6)
        context.setFillColor(UIColor(white: 1, alpha: 0.9).cgColor)
        context.addPath(UIBezierPath(roundedRect: box, cornerRadius: 3))
        context.fillPath()
        context.setStrokeColor(Palette.frame.cgColor)
        context.setLineWidth(0.5)
        context.addPath(UIBezierPath(roundedRect: box, cornerRadius: 3))
        context.strokePath()
        for (i, (color, text)) in entries.enumerated() {
            let y = box.minY + 3 + CGFloat(i) * rowHeight
            context.setStrokeColor(color.cgColor)
            context.setLineWidth(2)
            context.strokeLineSegments(between: [CGPoint(x: box.minX + 5, y: y + rowHeight / 2),
                                                 CGPoint(x: box.minX + 21, y: y + rowHeight / 2)])
            let layout = TextLayout(text: text, font: font)
            layout.draw(in: context, origin: CGPoint(x: box.minX + 25, y: y + 1), boxWidth: layout.width,
                        alignment: .left, rightToLeft: false, color: UIColor.black.cgColor)
        }
    }
}
