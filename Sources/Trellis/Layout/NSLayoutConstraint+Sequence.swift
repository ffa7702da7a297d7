import Foundation

extension Sequence where Element: NSLayoutConstraint {
    /// Activates every constraint, as ``NSLayoutConstraint/activate(_:)`` (the seed's `Activate()` on
    /// `IEnumerable<IUILayoutConstraint>`): `view.makeEdgeConstraintsToSuperview().activate()`.
    ///
    /// - Returns: The constraints, as an array, to keep for deactivating later.
    @discardableResult
    public func activate() -> [Element] {
        let constraints = Array(self)
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    /// Deactivates every constraint, as ``NSLayoutConstraint/deactivate(_:)`` (the seed's `Deactivate()` on
    /// `IEnumerable<IUILayoutConstraint>`).
    ///
    /// - Returns: The constraints, as an array, to keep for activating again.
    @discardableResult
    public func deactivate() -> [Element] {
        let constraints = Array(self)
        NSLayoutConstraint.deactivate(constraints)
        return constraints
    }
}
