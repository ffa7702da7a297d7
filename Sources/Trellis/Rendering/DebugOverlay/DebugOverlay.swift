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
        /// Also the constraints Trellis and components make (intrinsic size, autoresizing masks, system guides,
        /// stack views' `UISV-…`); off by default, drawn faint when on. Those in a conflict are always drawn.
        public var includesGeneratedConstraints = false
        /// Broken constraints in red, the constraints they conflicted with in orange.
        public var showsBrokenConstraints = true
        /// A magenta outline and tag on views whose layout is ambiguous (confirmed by probing the solver, see
        /// `AmbiguityProbe`: an ambiguous view may settle on another of its equally good frames afterwards).
        public var showsAmbiguity = true
        /// A legend of the colours, below the picture (renderers make room for it: ``pictureSize(for:)``).
        public var showsLegend = true
        /// The pixels per point of the picture the overlay is drawn into: marks and tags keep their size in
        /// pixels, so a 2× rendering shows the overlay sharper, not bigger (renderers set it).
        public var scale: CGFloat = 1
        /// One view to look at (`ObjectIdentifier(view)`, so that the options stay `Sendable`): when set and the
        /// view is in the tree, only its frame (outlined in ``Palette/highlight``) and the constraints that
        /// relate it or its layout guides to something are drawn, and those more boldly — what a live window
        /// shows for the view under the pointer. Broken constraints and ambiguity are drawn as always.
        public var highlightedView: ObjectIdentifier?

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
        /// The frame of the highlighted view (``Options/highlightedView``).
        public static let highlight = UIColor(red: 0.95, green: 0.7, blue: 0.0, alpha: 1)
    }

    /// The layers drawn.
    public var options: Options

    /// An overlay with the given layers.
    public init(options: Options = Options()) { self.options = options }

    /// Points per overlay pixel.
    var unit: CGFloat { 1 / max(options.scale, 0.01) }

    /// The size of a picture of `view` with this overlay: the view's size, with the legend's band below it.
    public func pictureSize(for view: UIView) -> CGSize {
        let size = view.bounds.size
        return CGSize(width: size.width, height: size.height + legendHeight(width: size.width))
    }

    /// Draws the overlay for `view`'s tree into `context`, whose origin is the view's top-left corner (as
    /// after ``CALayer/render(in:)``), and the legend below the view's bounds (see ``pictureSize(for:)``).
    /// Lays the tree out first if needed. Marks are clipped to what shows (scroll views clip their content);
    /// tags go where they cover no other tag and no text, or are left out.
    public func draw(over view: UIView, in context: CGContext) {
        view.layoutIfNeeded()
        var space = OverlaySpace(root: view)
        space.highlightedView = options.highlightedView.flatMap { id in
            space.visibleViews.first { ObjectIdentifier($0) == id }
        }
        let tags = OverlayTags(
            unit: unit, picture: CGRect(origin: .zero, size: view.bounds.size), obstacles: space.textAreas)
        context.saveGState()
        if options.showsAmbiguity { drawAmbiguity(space, tags, context) }
        if options.showsConstraints || options.showsBrokenConstraints { drawConstraints(space, tags, context) }
        if options.showsFrames { drawFrames(space, tags, context) }
        tags.drawRequested(in: context)
        if options.showsLegend { drawLegend(size: view.bounds.size, context) }
        context.restoreGState()
    }

    // MARK: Frames and ambiguity

    private func drawFrames(_ space: OverlaySpace, _ tags: OverlayTags, _ context: CGContext) {
        let highlighted = space.highlightedView
        for view in space.visibleViews where highlighted == nil || view === highlighted {
            let rect = space.rect(of: view), visible = space.visibleRect(inside: view.superview)
            guard rect.intersects(visible) || view === space.root else { continue }
            let width = (highlighted == nil ? 0.5 : 2) * unit
            context.saveGState()
            context.clip(to: visible)
            context.setStrokeColor((highlighted == nil ? Palette.frame : Palette.highlight).cgColor)
            context.setLineWidth(width)
            context.stroke(rect.insetBy(dx: width / 2, dy: width / 2))
            context.restoreGState()
            guard view !== space.root, rect.width >= 16 * unit, rect.height >= 8 * unit else { continue }
            let u = unit
            tags.request(
                space.name(of: view),
                at: [
                    (CGPoint(x: rect.minX + u, y: rect.minY + u), .topLeft),
                    (CGPoint(x: rect.maxX - u, y: rect.minY + u), .topRight),
                    (CGPoint(x: rect.minX, y: rect.minY - u), .bottomLeft),
                    (CGPoint(x: rect.minX + u, y: rect.maxY - u), .bottomLeft),
                    (CGPoint(x: rect.maxX - u, y: rect.maxY - u), .bottomRight),
                ], visible: visible, color: Palette.frame, importance: .frame)
        }
    }

    private func drawAmbiguity(_ space: OverlaySpace, _ tags: OverlayTags, _ context: CGContext) {
        // The rendered root is placed from outside (its frame), so only the views below it are checked.
        for view in space.visibleViews where view !== space.root && view.hasAmbiguousLayout {
            let rect = space.rect(of: view), visible = space.visibleRect(inside: view.superview)
            context.saveGState()
            context.clip(to: visible)
            context.setStrokeColor(Palette.ambiguous.cgColor)
            context.setLineWidth(2 * unit)
            context.stroke(rect.insetBy(dx: unit, dy: unit))
            context.restoreGState()
            tags.request(
                "ambiguous: " + space.name(of: view),
                at: [
                    (CGPoint(x: rect.maxX - unit, y: rect.maxY - unit), .bottomRight),
                    (CGPoint(x: rect.maxX, y: rect.maxY + unit), .topRight),
                    (CGPoint(x: rect.minX + unit, y: rect.minY + unit), .topLeft),
                ], visible: visible, color: Palette.ambiguous, importance: .ambiguity)
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
            if options.includesGeneratedConstraints {
                entries.append((Palette.generated, "generated (intrinsic, autoresizing)"))
            }
        }
        if options.showsBrokenConstraints {
            entries.append((Palette.broken, "broken (unsatisfiable) constraint"))
            entries.append((Palette.conflicting, "its conflicting constraints"))
        }
        if options.showsAmbiguity { entries.append((Palette.ambiguous, "ambiguous layout")) }
        return entries
    }

    /// The legend's entries laid out in rows across `width`: each entry's origin, relative to the band's
    /// top-left corner, and the band's height.
    private func legendLayout(width: CGFloat) -> (origins: [CGPoint], height: CGFloat) {
        let entries = legendEntries
        guard !entries.isEmpty else { return ([], 0) }
        let u = unit, font = UIFont.systemFont(ofSize: 8 * u)
        let rowHeight = font.lineHeight + 4 * u
        var origins: [CGPoint] = [], x = 4 * u, y = 4 * u
        for (_, text) in entries {
            let entryWidth = 24 * u + TextLayout(text: text, font: font).width + 10 * u
            if x > 4 * u && x + entryWidth > width { (x, y) = (4 * u, y + rowHeight) }
            origins.append(CGPoint(x: x, y: y))
            x += entryWidth
        }
        return (origins, ((y + rowHeight + 2 * u) / u).rounded(.up) * u)  // whole pixels
    }

    /// The height of the legend's band below a picture `width` points wide (0 without a legend).
    public func legendHeight(width: CGFloat) -> CGFloat {
        options.showsLegend ? legendLayout(width: width).height : 0
    }

    /// Draws the legend in a white band below the picture: a line of each colour and its meaning.
    private func drawLegend(size: CGSize, _ context: CGContext) {
        let (origins, height) = legendLayout(width: size.width)
        guard !origins.isEmpty else { return }
        let u = unit, font = UIFont.systemFont(ofSize: 8 * u)
        context.setFillColor(UIColor.white.cgColor)
        context.fill(CGRect(x: 0, y: size.height, width: size.width, height: height))
        context.setStrokeColor(Palette.frame.cgColor)
        context.setLineWidth(0.5 * u)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: size.height), CGPoint(x: size.width, y: size.height)])
        for ((color, text), origin) in zip(legendEntries, origins) {
            let y = size.height + origin.y + font.lineHeight / 2 + u
            context.setStrokeColor(color.cgColor)
            context.setLineWidth(2 * u)
            context.strokeLineSegments(between: [CGPoint(x: origin.x, y: y), CGPoint(x: origin.x + 18 * u, y: y)])
            let layout = TextLayout(text: text, font: font)
            layout.draw(
                in: context, origin: CGPoint(x: origin.x + 22 * u, y: size.height + origin.y + u),
                boxWidth: layout.width, alignment: .left, rightToLeft: false, color: UIColor.black.cgColor)
        }
    }
}
