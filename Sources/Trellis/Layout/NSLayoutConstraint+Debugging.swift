import Foundation

extension NSLayoutConstraint {
    /// Whether unsatisfiable constraints are logged to standard error in UIKit's format
    /// ("Unable to simultaneously satisfy constraints." …). On by default.
    public static var logsUnsatisfiableConstraints: Bool {
        get { LayoutEngine.logsUnsatisfiableConstraints }
        set { LayoutEngine.logsUnsatisfiableConstraints = newValue }
    }

    /// Whether the constraint is active but broken: it could not be satisfied together with the required
    /// constraints already in place, so the layout ignores it until a conflicting constraint goes away.
    public var isBroken: Bool { holder.flatMap { LayoutEngine.materializedEngine(of: $0) }?.isBroken(self) ?? false }

    /// For a broken constraint (``isBroken``), the active constraints it could not be satisfied together with —
    /// the list UIKit's log prints above it; empty for a constraint that is not broken.
    public var conflictingConstraints: [NSLayoutConstraint] {
        holder.flatMap { LayoutEngine.materializedEngine(of: $0) }?.conflicts(of: self) ?? []
    }
}

extension UIView {
    /// Every active constraint that mentions this view (as first or second item), wherever it is held — the
    /// constraints that affect its layout, beside ``constraints``, which lists those it holds.
    public var affectingConstraints: [NSLayoutConstraint] { layout.references }

    /// The active constraints that mention this view along `axis` (UIKit's debugging aid).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layout.references.filter { $0.firstAttribute.axis == axis }
    }
}
