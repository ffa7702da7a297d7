/// A real-valued unknown of a ``Solver``.
///
/// Variables are made by ``Solver/makeVariable(_:)`` and are plain dense ids: they are cheap to copy, hash
/// and compare, and they index the solver's flat arrays directly. A variable belongs to the solver that made
/// it; using it with another solver is a programming error.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's dense id inside its solver. Ids grow in order of creation, but they share one space
    /// with the solver's internal symbols, so they are not consecutive.
    public let id: Int32

    @inlinable
    init(id: Int32) { self.id = id }

    /// `v<id>`; the solver knows the name given at creation (``Solver/name(of:)``).
    public var description: String { "v\(id)" }
}
