import Foundation

/// The batch of list updates that turns one snapshot into another, by identifiers: what a diffable data source
/// hands the list (deletions and reloads at their places before, insertions after, moves naming both).
///
/// Deterministic and small: sections and items only in the old snapshot are deleted, only in the new one
/// inserted; of those in both, the ones that keep their relative order form a longest increasing subsequence
/// (the first one found, scanning in the new order) and stay; every other one moves — the fewest moves that
/// give the new order. Rows of a deleted or reloaded section go with it (no row updates name them); an item
/// that changes section moves, unless its old section goes or its new one is fresh, when it is deleted and
/// inserted. Reloaded and reconfigured items are reloaded where they stay, deleted and inserted where they move.
struct SnapshotDiff: Equatable {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [Move<Int>] = []
    var reloadedSections: [Int] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [Move<IndexPath>] = []
    var reloadedRows: [IndexPath] = []

    /// A move from a place before to a place after.
    struct Move<Place: Equatable>: Equatable {
        var from: Place, to: Place
    }

    /// The updates from `old` to `new` (`new`'s reload marks included).
    static func between<S: Hashable, I: Hashable>(
        _ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>
    ) -> SnapshotDiff {
        var diff = SnapshotDiff()
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        // Sections: deleted, inserted, the stable common ones (LIS of old places in new order), moved.
        var commonOldPlaces: [Int] = [], commonNewPlaces: [Int] = []
        for (newIndex, section) in newSections.enumerated() {
            if let oldIndex = old.indexOfSection(section) {
                commonOldPlaces.append(oldIndex)
                commonNewPlaces.append(newIndex)
            } else {
                diff.insertedSections.append(newIndex)
            }
        }
        for (oldIndex, section) in oldSections.enumerated() where new.indexOfSection(section) == nil {
            diff.deletedSections.append(oldIndex)
        }
        let stableSections = longestIncreasingSubsequence(commonOldPlaces)
        let reloadMarked = Set(new.reloadedSectionIdentifiers)  // membership only
        // Old sections whose rows all go (deleted or reloaded), new sections whose rows are all fresh.
        var oldGone = [Bool](repeating: false, count: oldSections.count)
        var newFresh = [Bool](repeating: false, count: newSections.count)
        for index in diff.deletedSections { oldGone[index] = true }
        for index in diff.insertedSections { newFresh[index] = true }
        for (k, oldIndex) in commonOldPlaces.enumerated() {
            let newIndex = commonNewPlaces[k]
            if reloadMarked.contains(newSections[newIndex]) {
                // A reloaded section: reloaded in place, or deleted and inserted where it moves.
                if stableSections[k] {
                    diff.reloadedSections.append(oldIndex)
                } else {
                    diff.deletedSections.append(oldIndex)
                    diff.insertedSections.append(newIndex)
                }
                oldGone[oldIndex] = true
                newFresh[newIndex] = true
            } else if !stableSections[k] {
                diff.movedSections.append(Move(from: oldIndex, to: newIndex))
            }
        }
        diff.deletedSections.sort()
        diff.insertedSections.sort()
        diff.reloadedSections.sort()
        diff.addRows(old, new, oldGone: oldGone, newFresh: newFresh)
        return diff
    }

    /// The row updates (see the type's comment), given which old sections' rows all go and which new
    /// sections' rows are all fresh.
    private mutating func addRows<S: Hashable, I: Hashable>(
        _ old: NSDiffableDataSourceSnapshot<S, I>, _ new: NSDiffableDataSourceSnapshot<S, I>, oldGone: [Bool],
        newFresh: [Bool]
    ) {
        let reloaded = Set(new.reloadedItemIdentifiers).union(new.reconfiguredItemIdentifiers)  // membership only
        for section in 0..<old.numberOfSections where !oldGone[section] {
            for (row, item) in old.items(inSectionAt: section).enumerated() where new.location(of: item) == nil {
                deletedRows.append(IndexPath(row: row, section: section))
            }
        }
        for section in 0..<new.numberOfSections {
            let items = new.items(inSectionAt: section)
            let sectionID = new.sectionIdentifiers[section]
            let oldSection = old.indexOfSection(sectionID)
            // Rows that stay in the same section: their old rows in the new order; the LIS of them stays put.
            var sameSection: [(row: Int, oldRow: Int)] = []
            for (row, item) in items.enumerated() {
                let to = IndexPath(row: row, section: section)
                guard let (fromSection, fromRow) = old.location(of: item) else {
                    if !newFresh[section] { insertedRows.append(to) }
                    continue
                }
                let from = IndexPath(row: fromRow, section: fromSection)
                switch (oldGone[fromSection], newFresh[section]) {
                case (true, true): continue
                case (true, false): insertedRows.append(to)
                case (false, true): deletedRows.append(from)
                case (false, false):
                    if fromSection == oldSection {
                        sameSection.append((row, fromRow))
                    } else if reloaded.contains(item) {
                        deletedRows.append(from)
                        insertedRows.append(to)
                    } else {
                        movedRows.append(Move(from: from, to: to))
                    }
                }
            }
            let stable = Self.longestIncreasingSubsequence(sameSection.map(\.oldRow))
            for (k, entry) in sameSection.enumerated() {
                let from = IndexPath(row: entry.oldRow, section: oldSection!)
                let to = IndexPath(row: entry.row, section: section)
                let item = items[entry.row]
                if stable[k] {
                    if reloaded.contains(item) { reloadedRows.append(from) }
                } else if reloaded.contains(item) {
                    deletedRows.append(from)
                    insertedRows.append(to)
                } else {
                    movedRows.append(Move(from: from, to: to))
                }
            }
        }
        deletedRows.sort()
        insertedRows.sort()
        reloadedRows.sort()
    }

    /// Which elements of `values` (distinct) form a longest strictly increasing subsequence: patience sorting
    /// with predecessor links, O(n log n); among equally long ones, the one whose last element is smallest at
    /// each length (deterministic: no hashing).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var member = [Bool](repeating: false, count: values.count)
        var i = tails.last ?? -1
        while i >= 0 {
            member[i] = true
            i = previous[i]
        }
        return member
    }
}
