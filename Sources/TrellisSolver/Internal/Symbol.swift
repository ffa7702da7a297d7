/// A tableau symbol: a dense id into the tableau's per-symbol arrays.
///
/// External symbols are the user's variables (``Variable/id`` is the symbol id). The others are the
/// markers a constraint brings with it, as in the Cassowary paper:
/// - *slack*: `s ≥ 0`, turns an inequality into an equation;
/// - *error*: `e ≥ 0`, the amount a non-required constraint is violated (equalities get a + and a − error);
/// - *dummy*: always 0, marks a required equality so that it can be found again for removal;
/// - *artificial*: a temporary `≥ 0` symbol used to find a feasible row when adding a constraint;
/// - *objective*: the basic symbol of the artificial objective row (never leaves its row).
@usableFromInline typealias Symbol = Int32

/// The kinds of ``Symbol``.
enum SymbolKind: UInt8 {
    case external, slack, error, dummy, artificial, objective

    /// Restricted symbols are `≥ 0`; external (free) and objective symbols are not. Dummies are `= 0`.
    var isRestricted: Bool { self == .slack || self == .error || self == .artificial || self == .dummy }
    /// Whether the simplex may bring this symbol into the basis.
    var isPivotable: Bool { self == .slack || self == .error || self == .artificial }
}

/// "No symbol" / "no row".
let noSymbol: Symbol = -1
