import Foundation

/// Turns a parsed ``VisualFormat`` into constraints (inactive), in the order of the format: each view's
/// predicates, each connection, then the alignment of the options.
///
/// A connection between an earlier element `S` and a later one `E` relates the gap along the format's
/// direction: `E.start relation S.end + constant`, where start/end are leading/trailing (or left/right, or top/
/// bottom) and the superview's start is its own leading edge, its end its trailing edge. Right-to-left formats
/// (`.directionRightToLeft`) run towards smaller x, so the items swap: `S.left relation E.right + constant`.
/// The standard space is 8 points between views and 20 to the superview (Apple's values).
struct VisualFormatLayout {
    let format: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let formatString: String
    let site: (file: StaticString, line: UInt)

    static let standardSpacing: CGFloat = 8
    static let standardSuperviewSpacing: CGFloat = 20

    func constraints() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let edges = self.edges
        let dimension: NSLayoutConstraint.Attribute = format.axis == .horizontal ? .width : .height
        var made: [NSLayoutConstraint] = []
        for (i, element) in format.elements.enumerated() {
            if i > 0 { made += try connect(i - 1, i, edges) }
            if case let .view(view, predicates) = element {
                for p in predicates {
                    switch p.object {
                    case let .constant(value):
                        made.append(make(view, dimension, p.relation, nil, .notAnAttribute, value, p.priority))
                    case let .view(other):
                        made.append(make(view, dimension, p.relation, other, dimension, 0, p.priority))
                    }
                }
            }
        }
        return made + (try alignment())
    }

    /// The start and end attributes along the format, and whether the direction runs towards smaller x.
    private var edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute, reversed: Bool) {
        guard format.axis == .horizontal else { return (.top, .bottom, false) }
        let direction = options.intersection(.directionMask)
        if direction == .directionLeftToRight { return (.left, .right, false) }
        if direction == .directionRightToLeft { return (.right, .left, true) }
        return (.leading, .trailing, false)
    }

    /// The constraints of the connection between elements `s` and `e` (`s` before `e`).
    private func connect(
        _ s: Int, _ e: Int,
        _ edges: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute, reversed: Bool)
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let toSuperview: Bool
        let startItem: UIView, endItem: UIView
        let startAttribute: NSLayoutConstraint.Attribute, endAttribute: NSLayoutConstraint.Attribute
        switch (format.elements[s], format.elements[e]) {
        case let (.superview(position), .view(view, _)):
            startItem = try superview(of: view, at: position)
            endItem = view
            (startAttribute, endAttribute, toSuperview) = (edges.start, edges.start, true)
        case let (.view(view, _), .superview(position)):
            startItem = view
            endItem = try superview(of: view, at: position)
            (startAttribute, endAttribute, toSuperview) = (edges.end, edges.end, true)
        case let (.view(a, _), .view(b, _)):
            (startItem, endItem) = (a, b)
            (startAttribute, endAttribute, toSuperview) = (edges.end, edges.start, false)
        case (.superview, .superview):
            preconditionFailure("The parser never puts two superview bars side by side.")
        }
        let predicates: [VisualFormat.Predicate]
        switch format.connections[s] {
        case .flush:
            predicates = [.init(relation: .equal, object: .constant(0), priority: .required)]
        case .standard:
            let space = toSuperview ? Self.standardSuperviewSpacing : Self.standardSpacing
            predicates = [.init(relation: .equal, object: .constant(space), priority: .required)]
        case let .predicates(list):
            predicates = list
        }
        return predicates.map { p in
            guard case let .constant(gap) = p.object else {
                preconditionFailure("The parser allows views only in a view's predicates.")
            }
            return edges.reversed
                ? make(startItem, startAttribute, p.relation, endItem, endAttribute, gap, p.priority)
                : make(endItem, endAttribute, p.relation, startItem, startAttribute, gap, p.priority)
        }
    }

    /// The alignment constraints of the options: each view's attribute equal to the previous view's.
    private func alignment() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let attributes = options.alignmentAttributes
        for attribute in attributes where attribute.axis == format.axis {
            let edge = format.axis == .horizontal ? "horizontal" : "vertical"
            throw VisualFormatError(
                message: "Options mask required views to be aligned on a \(edge) edge (\(attribute)), which is not "
                    + "allowed for layout that is also \(edge).",
                format: formatString, position: 0)
        }
        let views = format.views
        var made: [NSLayoutConstraint] = []
        for attribute in attributes {
            for i in views.indices.dropFirst() {
                made.append(make(views[i], attribute, .equal, views[i - 1], attribute, 0, .required))
            }
        }
        return made
    }

    private func superview(of view: UIView, at position: Int) throws(VisualFormatError) -> UIView {
        guard let superview = view.superview else {
            throw VisualFormatError(
                message: "Unable to interpret '|' character, because the related view doesn't have a superview",
                format: formatString, position: position)
        }
        return superview
    }

    private func make(
        _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
        _ priority: UILayoutPriority
    ) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(
            object: first, attribute: firstAttribute, relatedBy: relation, toObject: second, attribute: secondAttribute,
            multiplier: 1, constant: constant, file: site.file, line: site.line)
        c.priority = priority
        return c
    }
}
