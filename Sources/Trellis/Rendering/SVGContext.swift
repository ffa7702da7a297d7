import Foundation

/// A ``GraphicsContext`` that writes SVG: the pure-Swift vector backend.
///
/// Coordinates are written in the document's space (the transform is applied to them), so a view's rectangle
/// reads as `<rect x= y= width= height=>` at its place on screen. Clips and opacity groups become `<g>`
/// elements, opened only when something is drawn inside them; numbers have at most three decimals. Get a
/// whole document from ``SVGRenderer``.
public final class SVGContext: GraphicsContext {
    private struct State {
        var ctm: CGAffineTransform
        /// Groups this state opened (closed when it is restored).
        var openedGroups = 0
        /// Groups to open before the next drawn element.
        var pending: [PendingGroup] = []
    }

    /// A group owed by a state: a clip (its shape's opening, attributes to follow) or an opacity.
    private enum PendingGroup {
        case clip(shape: String)
        case opacity(CGFloat)
        /// A color multiplied into the group: an `feColorMatrix` filter (exact for opaque content).
        case tint(CGColor)
        /// A drop shadow beneath the group: blur of its alpha, offset, flood, composite, merge (document
        /// units; `region` bounds the filter).
        case shadow(blur: CGFloat, offset: CGPoint, color: CGColor, region: CGRect)
    }

    private var state: State
    private var stack: [State] = []
    private var lines: [String] = []
    private var depth = 1
    private var nextClipID = 1
    private var nextFilterID = 1

    /// Makes a context whose user space starts as `transform` applied to document coordinates.
    public init(transform: CGAffineTransform = .identity) { state = State(ctm: transform) }

    /// The elements written so far, one a line, indented by group depth (open groups are not yet closed).
    public var body: String { lines.joined(separator: "\n") }

    /// Closes every open state and returns the elements.
    func finish() -> [String] {
        while !stack.isEmpty { restoreGState() }
        closeGroups(of: &state)
        return lines
    }

    // MARK: GraphicsContext

    public func saveGState() {
        stack.append(state)
        state = State(ctm: state.ctm)
    }

    public func restoreGState() {
        guard let saved = stack.popLast() else { return }
        closeGroups(of: &state)
        state = saved
    }

    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    public func fillPath(_ path: UIBezierPath, color: CGColor) {
        guard !path.isEmpty else { return }
        var attributes = paint("fill", color)
        if path.usesEvenOddFillRule { attributes += " fill-rule=\"evenodd\"" }
        write(shape(path) + attributes + "/>")
    }

    public func strokePath(_ path: UIBezierPath, color: CGColor, lineWidth: CGFloat) {
        guard !path.isEmpty else { return }
        let t = state.ctm
        let width = lineWidth * CGFloat(abs(Double(t.a * t.d - t.b * t.c)).squareRoot())
        write(shape(path) + " fill=\"none\"" + paint("stroke", color) + " stroke-width=\"\(num(width))\"/>")
    }

    public func clip(to path: UIBezierPath) {
        var clipShape = shape(path)
        if path.usesEvenOddFillRule { clipShape += " clip-rule=\"evenodd\"" }
        state.pending.append(.clip(shape: clipShape))
    }

    public func beginTransparencyLayer(alpha: CGFloat) {
        saveGState()
        // An opaque group composites exactly like its elements drawn one by one: no `<g>` needed.
        if alpha < 1 { state.pending.append(.opacity(alpha)) }
    }

    public func endTransparencyLayer() { restoreGState() }

    public func beginTintLayer(color: CGColor) {
        saveGState()
        state.pending.append(.tint(color))
    }

    public func endTintLayer() { restoreGState() }

    public func beginShadowLayer(_ shadow: GraphicsShadow, extent: CGRect) {
        saveGState()
        let (blur, offset, region) = documentShadow(shadow, extent: extent)
        state.pending.append(.shadow(blur: blur, offset: offset, color: shadow.color, region: region))
    }

    public func endShadowLayer() { restoreGState() }

    /// A group with a blur-and-offset filter around the path filled in the shadow's color (a uniformly colored
    /// shape blurred is its color times its blurred alpha).
    public func drawShadow(of path: UIBezierPath, _ shadow: GraphicsShadow) {
        guard !path.isEmpty else { return }
        let (blur, offset, region) = documentShadow(shadow, extent: path.bounds)
        let id = "shadow\(nextFilterID)"
        nextFilterID += 1
        var filter = "<filter id=\"\(id)\"" + filterRegion(region) + " color-interpolation-filters=\"sRGB\">"
        if blur > 0 { filter += "<feGaussianBlur stdDeviation=\"\(num(blur))\"/>" }
        filter += "<feOffset dx=\"\(num(offset.x))\" dy=\"\(num(offset.y))\"/></filter>"
        saveGState()
        var attributes = paint("fill", shadow.color)
        if path.usesEvenOddFillRule { attributes += " fill-rule=\"evenodd\"" }
        let element = shape(path) + attributes + "/>"
        write(filter)
        lines.append(indent + "<g filter=\"url(#\(id))\">")
        lines.append(indent + "  " + element)
        lines.append(indent + "</g>")
        restoreGState()
    }

    /// The shadow in document units: blur (scaled by the transform's area factor), offset (through its linear
    /// part) and the filter region covering `extent` (user space) and the shadow it casts.
    private func documentShadow(_ shadow: GraphicsShadow, extent: CGRect) -> (CGFloat, CGPoint, CGRect) {
        let t = state.ctm
        let scale = CGFloat(abs(Double(t.a * t.d - t.b * t.c)).squareRoot())
        let offset = CGPoint(
            x: t.a * shadow.offset.width + t.c * shadow.offset.height,
            y: t.b * shadow.offset.width + t.d * shadow.offset.height)
        let region = extent.union(shadow.area(casting: extent)).applying(t)
        return (shadow.blurRadius * scale, offset, region)
    }

    private func filterRegion(_ r: CGRect) -> String {
        " filterUnits=\"userSpaceOnUse\" x=\"\(num(r.minX))\" y=\"\(num(r.minY))\" width=\"\(num(r.width))\""
            + " height=\"\(num(r.height))\""
    }

    public func drawGlyphs(_ run: GlyphRun) {
        guard !run.glyphs.isEmpty else { return }
        let t = state.ctm
        let translationOnly = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
        let shift = translationOnly ? CGPoint(x: t.tx, y: t.ty) : .zero
        let characters = run.text.map { Array($0) }
        var element = "<text"
        if let characters, characters.count == run.glyphs.count {
            element += " x=\"\(SVGNumber.format(run.glyphs.map { $0.position.x + shift.x }))\""
            element += " y=\"\(SVGNumber.format(run.glyphs.map { $0.position.y + shift.y }))\""
        } else {
            element +=
                " x=\"\(num(run.glyphs[0].position.x + shift.x))\" y=\"\(num(run.glyphs[0].position.y + shift.y))\""
        }
        if !translationOnly { element += " transform=\"\(matrix(t))\"" }
        element += " font-family=\"\(escape(run.fontFamily))\" font-size=\"\(num(run.pointSize))\""
        element += paint("fill", run.color)
        element += " data-glyphs=\"\(run.glyphs.map { String($0.id) }.joined(separator: " "))\""
        element += " xml:space=\"preserve\">\(escape(run.text ?? ""))</text>"
        write(element)
    }

    public func drawImage(_ image: GraphicsImage, in rect: CGRect) {
        write(imageElement(image, in: rect, attributes: ""))
    }

    /// The image under an `feColorMatrix` filter that keeps its alpha and sets every color to `color`.
    public func drawTemplateImage(_ image: GraphicsImage, in rect: CGRect, color: CGColor) {
        let id = "template\(nextFilterID)"
        nextFilterID += 1
        let values = [0, 0, 0, 0, color.red, 0, 0, 0, 0, color.green, 0, 0, 0, 0, color.blue, 0, 0, 0, color.alpha, 0]
        write(
            "<filter id=\"\(id)\" color-interpolation-filters=\"sRGB\">"
                + "<feColorMatrix type=\"matrix\" values=\"\(SVGNumber.format(values))\"/></filter>")
        write(imageElement(image, in: rect, attributes: " filter=\"url(#\(id))\""))
    }

    /// An `<image>` element embedding the encoded image (bitmaps as PNG) at `rect` in document coordinates.
    private func imageElement(_ image: GraphicsImage, in rect: CGRect, attributes: String) -> String {
        let (mime, bytes): (String, Data)
        switch image {
        case .png(let data): (mime, bytes) = ("image/png", data)
        case .jpeg(let data): (mime, bytes) = ("image/jpeg", data)
        case .bitmap(let bitmap): (mime, bytes) = ("image/png", PNGEncoder.encode(bitmap))
        }
        let t = state.ctm
        var element = "<image"
        if isAxisAligned(t) {
            let r = rect.applying(t)
            element +=
                " x=\"\(num(r.minX))\" y=\"\(num(r.minY))\" width=\"\(num(r.width))\" height=\"\(num(r.height))\""
        } else {
            element += " x=\"\(num(rect.minX))\" y=\"\(num(rect.minY))\" width=\"\(num(rect.width))\""
            element += " height=\"\(num(rect.height))\" transform=\"\(matrix(t))\""
        }
        element += attributes
        element += " preserveAspectRatio=\"none\" href=\"data:\(mime);base64,\(bytes.base64EncodedString())\"/>"
        return element
    }

    // MARK: Writing

    /// Writes an element, after opening the groups (clips, opacity) its states still owe.
    private func write(_ element: String) {
        for i in stack.indices { flushPending(of: &stack[i]) }
        flushPending(of: &state)
        lines.append(indent + element)
    }

    private func flushPending(of state: inout State) {
        for group in state.pending {
            switch group {
            case .clip(let shape):
                let id = "clip\(nextClipID)"
                nextClipID += 1
                lines.append(indent + "<clipPath id=\"\(id)\">\(shape)/></clipPath>")
                lines.append(indent + "<g clip-path=\"url(#\(id))\">")
            case .opacity(let alpha):
                lines.append(indent + "<g opacity=\"\(num(alpha))\">")
            case .tint(let color):
                let id = "tint\(nextFilterID)"
                nextFilterID += 1
                let values = [
                    color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0,
                ]
                lines.append(
                    indent + "<filter id=\"\(id)\" color-interpolation-filters=\"sRGB\">"
                        + "<feColorMatrix type=\"matrix\" values=\"\(SVGNumber.format(values))\"/></filter>")
                lines.append(indent + "<g filter=\"url(#\(id))\">")
            case .shadow(let blur, let offset, let color, let region):
                let id = "shadow\(nextFilterID)"
                nextFilterID += 1
                var filter = "<filter id=\"\(id)\"" + filterRegion(region) + " color-interpolation-filters=\"sRGB\">"
                filter +=
                    blur > 0
                    ? "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(num(blur))\"/>"
                    : "<feOffset in=\"SourceAlpha\"/>"
                filter += "<feOffset dx=\"\(num(offset.x))\" dy=\"\(num(offset.y))\" result=\"shadow\"/>"
                filter +=
                    "<feFlood"
                    + paint("flood-color", color).replacingOccurrences(of: "flood-color-opacity", with: "flood-opacity")
                    + "/>"
                filter += "<feComposite in2=\"shadow\" operator=\"in\"/>"
                filter += "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>"
                lines.append(indent + filter)
                lines.append(indent + "<g filter=\"url(#\(id))\">")
            }
            state.openedGroups += 1
            depth += 1
        }
        state.pending = []
    }

    private func closeGroups(of state: inout State) {
        for _ in 0..<state.openedGroups {
            depth -= 1
            lines.append(indent + "</g>")
        }
        state.openedGroups = 0
        state.pending = []
    }

    private var indent: String { String(repeating: "  ", count: depth) }

    /// The opening of an element drawing `path` in document coordinates (attributes follow).
    private func shape(_ path: UIBezierPath) -> String {
        let t = state.ctm
        if isAxisAligned(t), let shape = path.shape {
            switch shape {
            case .rect(let rect), .roundedRect(let rect, _):
                let r = rect.applying(t)
                var s =
                    "<rect x=\"\(num(r.minX))\" y=\"\(num(r.minY))\" width=\"\(num(r.width))\" height=\"\(num(r.height))\""
                if case .roundedRect(_, let radius) = shape {
                    s += " rx=\"\(num(radius * t.a))\""
                    if t.a != t.d { s += " ry=\"\(num(radius * t.d))\"" }
                }
                return s
            case .oval(let rect):
                let r = rect.applying(t)
                return
                    "<ellipse cx=\"\(num(r.midX))\" cy=\"\(num(r.midY))\" rx=\"\(num(r.width / 2))\" ry=\"\(num(r.height / 2))\""
            }
        }
        var d: [String] = []
        for element in path.elements {
            switch element {
            case .moveTo(let p): d.append("M " + point(p.applying(t)))
            case .lineTo(let p): d.append("L " + point(p.applying(t)))
            case .curveTo(let c1, let c2, let end):
                d.append("C " + [c1, c2, end].map { point($0.applying(t)) }.joined(separator: " "))
            case .closeSubpath: d.append("Z")
            }
        }
        return "<path d=\"\(d.joined(separator: " "))\""
    }

    private func isAxisAligned(_ t: CGAffineTransform) -> Bool { t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0 }

    private func paint(_ attribute: String, _ color: CGColor) -> String {
        func byte(_ c: CGFloat) -> String {
            let value = Int((min(1, max(0, c)) * 255).rounded())
            let hex = String(value, radix: 16)
            return value < 16 ? "0" + hex : hex
        }
        var s = " \(attribute)=\"#\(byte(color.red))\(byte(color.green))\(byte(color.blue))\""
        if color.alpha < 1 { s += " \(attribute)-opacity=\"\(num(max(0, color.alpha)))\"" }
        return s
    }

    private func matrix(_ t: CGAffineTransform) -> String {
        "matrix(\(SVGNumber.format([t.a, t.b, t.c, t.d, t.tx, t.ty])))"
    }
    private func point(_ p: CGPoint) -> String { "\(num(p.x)) \(num(p.y))" }
    private func num(_ value: CGFloat) -> String { SVGNumber.format(value) }

    private func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
