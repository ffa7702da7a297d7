import Foundation

/// The seed system's frame properties: corners and edges of the frame, in the superview's space.
extension UIView {
    /// The left edge of the frame (`frame.minX`); setting it moves the view.
    public var x1: CGFloat {
        get { frame.minX }
        set { frame.origin.x = newValue }
    }
    /// The top edge of the frame (`frame.minY`); setting it moves the view.
    public var y1: CGFloat {
        get { frame.minY }
        set { frame.origin.y = newValue }
    }
    /// The right edge of the frame; setting it changes the width (never below zero).
    public var x2: CGFloat {
        get { frame.maxX }
        set {
            // `max(0, .nan)` is 0: refuse a non-finite value before it is clamped.
            guard
                LayoutEngine.acceptsFinite(
                    newValue, refusal: "Ignoring x2 \(newValue) of \(NSLayoutConstraint.name(of: self))")
            else { return }
            frame.size.width = max(0, newValue - frame.minX)
        }
    }
    /// The bottom edge of the frame; setting it changes the height (never below zero).
    public var y2: CGFloat {
        get { frame.maxY }
        set {
            // `max(0, .nan)` is 0: refuse a non-finite value before it is clamped.
            guard
                LayoutEngine.acceptsFinite(
                    newValue, refusal: "Ignoring y2 \(newValue) of \(NSLayoutConstraint.name(of: self))")
            else { return }
            frame.size.height = max(0, newValue - frame.minY)
        }
    }
    /// The frame's width; setting it keeps `x1` and moves `x2` (never below zero).
    public var width: CGFloat {
        get { frame.width }
        set {
            // `max(0, .nan)` is 0: refuse a non-finite value before it is clamped.
            guard
                LayoutEngine.acceptsFinite(
                    newValue, refusal: "Ignoring width \(newValue) of \(NSLayoutConstraint.name(of: self))")
            else { return }
            frame.size.width = max(0, newValue)
        }
    }
    /// The frame's height; setting it keeps `y1` and moves `y2` (never below zero).
    public var height: CGFloat {
        get { frame.height }
        set {
            // `max(0, .nan)` is 0: refuse a non-finite value before it is clamped.
            guard
                LayoutEngine.acceptsFinite(
                    newValue, refusal: "Ignoring height \(newValue) of \(NSLayoutConstraint.name(of: self))")
            else { return }
            frame.size.height = max(0, newValue)
        }
    }
    /// `(x1, y1)`.
    public var topLeft: CGPoint { CGPoint(x: x1, y: y1) }
    /// `(x2, y1)`.
    public var topRight: CGPoint { CGPoint(x: x2, y: y1) }
    /// `(x1, y2)`.
    public var bottomLeft: CGPoint { CGPoint(x: x1, y: y2) }
    /// `(x2, y2)`.
    public var bottomRight: CGPoint { CGPoint(x: x2, y: y2) }

    /// The first view in this subtree (pre-order) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// The subtree as text, one view per line, indented by depth, with frames — like UIKit's
    /// `recursiveDescription` (the seed tools' print view). Hidden views are marked; broken constraints too.
    public var recursiveDescription: String {
        var lines: [String] = []
        func describe(_ view: UIView, depth: Int) {
            let f = view.frame
            var line = String(repeating: "   | ", count: depth) + "<\(type(of: view))"
            if let id = view.accessibilityIdentifier { line += " '\(id)'" }
            line += "; frame = (\(NSLayoutConstraint.number(f.minX)) \(NSLayoutConstraint.number(f.minY));"
            line += " \(NSLayoutConstraint.number(f.width)) \(NSLayoutConstraint.number(f.height)))"
            if view.isHidden { line += "; hidden = YES" }
            if !view.translatesAutoresizingMaskIntoConstraints { line += "; autoresizing = NO" }
            line += ">"
            lines.append(line)
            for subview in view.subviews { describe(subview, depth: depth + 1) }
        }
        describe(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
