import Foundation

/// The constraints `snp` made for one view or layout guide and that are active: what `remakeConstraints` and
/// `removeConstraints` take away and `updateConstraints` matches against.
///
/// Held weakly: an active constraint is kept alive by the view holding it, and one deactivated (by
/// `removeConstraints`, `deactivate()` or directly) drops out, so the store never keeps views alive.
struct SnpConstraintStore {
    private struct Entry {
        weak var constraint: NSLayoutConstraint?
    }
    private var entries: [Entry] = []

    /// The stored constraints still active, in the order they were made.
    var active: [NSLayoutConstraint] {
        mutating get {
            entries.removeAll { $0.constraint?.isActive != true }
            return entries.compactMap(\.constraint)
        }
    }

    /// Records `constraints` (those already recorded are not recorded twice).
    mutating func add(_ constraints: [NSLayoutConstraint]) {
        for c in constraints where !entries.contains(where: { $0.constraint === c }) {
            entries.append(Entry(constraint: c))
        }
    }

    /// Forgets `constraints`.
    mutating func remove(_ constraints: [NSLayoutConstraint]) {
        entries.removeAll { entry in constraints.contains { $0 === entry.constraint } }
    }
}

/// A view or layout guide: what `snp` constrains, with its store of made constraints.
protocol SnpConstrainable: UIConstrainable {
    var snpConstraints: SnpConstraintStore { get set }
}

extension UIView: SnpConstrainable {}
extension UILayoutGuide: SnpConstrainable {}
