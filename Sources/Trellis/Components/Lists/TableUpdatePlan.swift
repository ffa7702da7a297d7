import Foundation

/// The updates recorded in one batch (UIKit's rules: deletions and reloads name rows and sections as they were
/// before the batch, insertions as they are after it, a move names both).
struct TableUpdates {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var movedSections: [(from: Int, to: Int)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty
            && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }
}

/// Where each row and section after a batch of updates comes from: a pure function of the counts before, the
/// updates and the counts the data source gives after, checked the way UIKit checks them.
struct TableUpdatePlan {
    /// What a row or section after the update shows.
    enum Source: Equatable {
        /// The row (or section) that was at this old index, unchanged.
        case old(Int)
        /// A row (or section) new to the table, or reloaded: its height is estimated again.
        case new
    }

    /// Per section after the update: where it comes from.
    var sections: [Source] = []
    /// Per section after the update: where each of its rows comes from (an old row of the old section `old`
    /// points at as `IndexPath`).
    var rows: [[RowSource]] = []

    /// Where one row after the update comes from.
    enum RowSource: Equatable {
        case old(IndexPath)
        case new
    }

    /// Per-row values (a layout's measured sizes) carried through the update: a row that stays keeps its old value,
    /// a new or reloaded one gets nil, to be estimated and measured again.
    func carry<Value>(_ old: [[Value?]]) -> [[Value?]] {
        rows.map { rows in
            rows.map { source -> Value? in
                guard case .old(let from) = source, from.section < old.count, from.row < old[from.section].count else {
                    return nil
                }
                return old[from.section][from.row]
            }
        }
    }

    /// The plan for `updates` from `before` (rows per section) to `after`, or the error UIKit would raise, in
    /// the words of the view that asked (`terms`: "table view" and rows, or "collection view" and items).
    static func make(before: [Int], updates: TableUpdates, after: [Int], terms: ListTerms) -> Result<
        TableUpdatePlan, UIListUpdateError
    > {
        let deleted = Set(updates.deletedSections), inserted = Set(updates.insertedSections)
        if let bad = updates.deletedSections.first(where: { $0 < 0 || $0 >= before.count }) {
            return .failure(
                .init(
                    message:
                        "attempt to delete section \(bad), but there are only \(before.count) sections before the update",
                    section: bad))
        }
        if let bad = updates.insertedSections.first(where: { $0 < 0 || $0 >= after.count }) {
            return .failure(
                .init(
                    message:
                        "attempt to insert section \(bad), but there are only \(after.count) sections after the update",
                    section: bad))
        }
        guard after.count == before.count - deleted.count + inserted.count else {
            return .failure(
                .init(
                    message:
                        "Invalid update: invalid number of sections. The number of sections contained in the \(terms.view) after the update (\(after.count)) must be equal to the number of sections contained in the \(terms.view) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(inserted.count) inserted, \(deleted.count) deleted).",
                    section: nil))
        }
        if let error = checkSectionMoves(updates, before: before.count, after: after.count) { return .failure(error) }
        var plan = TableUpdatePlan()
        // Moved sections take their new places; the other surviving old sections fill the places not taken by
        // inserted or moved sections, in order.
        let movedFrom = Set(updates.movedSections.map(\.from))  // membership only
        var movedTo: [Int: Int] = [:]  // look-ups only
        for move in updates.movedSections { movedTo[move.to] = move.from }
        var survivors = (0..<before.count).filter { !deleted.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for section in 0..<after.count {
            if inserted.contains(section) {
                plan.sections.append(.new)
            } else if let old = movedTo[section] ?? survivors.next() {
                plan.sections.append(updates.reloadedSections.contains(old) ? .new : .old(old))
            }
        }
        return plan.placeRows(before: before, updates: updates, after: after, terms: terms)
    }

    /// The error UIKit raises for a section move out of range, from or to a section used twice, or out of a
    /// deleted (into an inserted) section; nil when the moves are sound.
    private static func checkSectionMoves(_ updates: TableUpdates, before: Int, after: Int) -> UIListUpdateError? {
        var from = Set<Int>(), to = Set<Int>()  // membership only
        for move in updates.movedSections {
            guard move.from >= 0 && move.from < before else {
                return .init(
                    message:
                        "attempt to move section \(move.from), but there are only \(before) sections before the update",
                    section: move.from)
            }
            guard move.to >= 0 && move.to < after else {
                return .init(
                    message:
                        "attempt to move section \(move.from) to section \(move.to), but there are only \(after) sections after the update",
                    section: move.from)
            }
            guard !updates.deletedSections.contains(move.from), !updates.insertedSections.contains(move.to) else {
                return .init(
                    message:
                        "attempt to move section \(move.from) to \(move.to), which is also deleted or inserted in the same update",
                    section: move.from)
            }
            guard from.insert(move.from).inserted, to.insert(move.to).inserted else {
                return .init(
                    message:
                        "attempt to perform more than one move of, or into, section \(move.from) → \(move.to) in the same update",
                    section: move.from)
            }
        }
        return nil
    }

    /// Fills ``rows``: each surviving section's old rows but the deleted and moved-out ones, then the inserted
    /// and moved-in rows at their new indexes (ascending); every count checked against the data source's.
    private func placeRows(before: [Int], updates: TableUpdates, after: [Int], terms: ListTerms) -> Result<
        TableUpdatePlan, UIListUpdateError
    > {
        var plan = self
        for indexPath in updates.deletedRows + updates.reloadedRows + updates.movedRows.map(\.from) {
            guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < before.count, indexPath.row >= 0,
                indexPath.row < before[indexPath.section]
            else {
                return .failure(
                    .init(
                        message:
                            "attempt to delete or move \(terms.unit) \(indexPath), which does not exist before the update",
                        section: indexPath.count == 2 ? indexPath.section : nil))
            }
        }
        let removed = Set(updates.deletedRows + updates.movedRows.map(\.from))
        let reloaded = Set(updates.reloadedRows)
        for (section, source) in sections.enumerated() {
            var rows: [RowSource] = []
            var deletedCount = 0, movedOut = 0
            if case .old(let old) = source {
                for row in 0..<before[old] {
                    let indexPath = IndexPath(row: row, section: old)
                    if removed.contains(indexPath) { continue }
                    rows.append(reloaded.contains(indexPath) ? .new : .old(indexPath))
                }
                deletedCount = updates.deletedRows.filter { $0.section == old }.count
                movedOut = updates.movedRows.filter { $0.from.section == old }.count
            } else {
                // A new or reloaded section shows the data source's rows, all new.
                plan.rows.append(Array(repeating: .new, count: after[section]))
                continue
            }
            let incoming =
                (updates.insertedRows.filter { $0.section == section }.map { ($0.row, RowSource.new) }
                + updates.movedRows.filter { $0.to.section == section }.map { ($0.to.row, RowSource.old($0.from)) })
                .sorted { $0.0 < $1.0 }
            for (row, what) in incoming {
                guard row >= 0 && row <= rows.count else {
                    return .failure(
                        .init(
                            message:
                                "attempt to insert \(terms.unit) \(row) into section \(section), but there are only \(rows.count) \(terms.units) in section \(section) at that point of the update",
                            section: section))
                }
                rows.insert(what, at: row)
            }
            guard rows.count == after[section] else {
                let insertedCount = updates.insertedRows.filter { $0.section == section }.count
                let movedIn = updates.movedRows.filter { $0.to.section == section }.count
                guard case .old(let old) = source else { continue }
                let message =
                    "Invalid update: invalid number of \(terms.units) in section \(section). The number of \(terms.units) contained in an existing section after the update (\(after[section])) must be equal to the number of \(terms.units) contained in that section before the update (\(before[old])), plus or minus the number of \(terms.units) inserted or deleted from that section (\(insertedCount) inserted, \(deletedCount) deleted) and plus or minus the number of \(terms.units) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                return .failure(.init(message: message, section: section))
            }
            plan.rows.append(rows)
        }
        return .success(plan)
    }
}

/// The words a list's update errors use: UIKit's table view speaks of rows, its collection view of items.
struct ListTerms {
    /// The view's name ("table view").
    let view: String
    /// One element of a section ("row").
    let unit: String
    /// Several ("rows").
    let units: String

    static let table = ListTerms(view: "table view", unit: "row", units: "rows")
    static let collection = ListTerms(view: "collection view", unit: "item", units: "items")
}
