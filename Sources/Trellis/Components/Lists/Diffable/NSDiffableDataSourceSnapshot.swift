import Foundation

/// The state of a list's data at one moment, by identifiers (UIKit's `NSDiffableDataSourceSnapshot`): the
/// sections in order, and each section's items in order. Build one, then hand it to a diffable data source's
/// `apply(_:animatingDifferences:completion:)`, which works out the inserts, deletes and moves.
///
/// Identifiers are unique across the whole snapshot (sections among sections, items among items). An operation
/// that would break that, or that names an identifier the snapshot does not hold, changes nothing (UIKit
/// raises): it is recorded with where and why, and the data source reports it on the list's `invalidUpdate`
/// event when the snapshot is applied.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Each section's items, in order (parallel to ``sectionIdentifiers``).
    private var sectionItems: [[ItemIdentifierType]] = []
    /// Look-ups only: where each section is.
    private var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Look-ups only: the section holding each item.
    private var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The items and sections marked to be reloaded or reconfigured when the snapshot is applied, in order.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// Operations that changed nothing because they did not fit the snapshot (reported on apply).
    private(set) var errors: [String] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { sectionItems.reduce(0) { $0 + $1.count } }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

    /// The number of items in `identifier`'s section (0 for a section not in the snapshot).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndexes[identifier].map { sectionItems[$0].count } ?? 0
    }
    /// The items of `identifier`'s section, in order (none for a section not in the snapshot).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndexes[identifier].map { sectionItems[$0] } ?? []
    }
    /// The section holding `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }
    /// The item's place in ``itemIdentifiers``, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let (section, row) = location(of: identifier) else { return nil }
        return sectionItems[..<section].reduce(0) { $0 + $1.count } + row
    }
    /// The section's place in ``sectionIdentifiers``, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndexes[identifier] }

    /// The item's section index and row, or nil.
    func location(of item: ItemIdentifierType) -> (section: Int, row: Int)? {
        guard let sectionID = itemSections[item], let section = sectionIndexes[sectionID],
            let row = sectionItems[section].firstIndex(of: item)
        else { return nil }
        return (section, row)
    }

    /// The items of the section at `index`.
    func items(inSectionAt index: Int) -> [ItemIdentifierType] { sectionItems[index] }

    // MARK: Positions, checked (what a data source answers its list with)

    /// The item at `indexPath` (section, then row or item), or nil when the path is outside the snapshot.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections else { return nil }
        let items = sectionItems[indexPath.section]
        return indexPath[1] >= 0 && indexPath[1] < items.count ? items[indexPath[1]] : nil
    }

    /// The section at `index`, or nil when out of range.
    func section(at index: Int) -> SectionIdentifierType? {
        index >= 0 && index < numberOfSections ? sectionIdentifiers[index] : nil
    }

    /// The number of items in the section at `index` (0 when out of range).
    func numberOfItems(inSectionAt index: Int) -> Int {
        index >= 0 && index < numberOfSections ? sectionItems[index].count : 0
    }

    // MARK: Items

    /// Adds `identifiers` at the end of `sectionIdentifier`'s section (nil: the last section).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let operation = "appendItems"
        guard
            let section = sectionIdentifier.map({ sectionIndexes[$0] })
                ?? (sectionItems.isEmpty ? nil : sectionItems.count - 1)
        else {
            return fail(
                operation,
                sectionIdentifier.map { "section \($0) is not in the snapshot" } ?? "the snapshot has no sections")
        }
        guard newItemsAreUnique(identifiers, operation) else { return }
        insert(identifiers, section: section, at: sectionItems[section].count)
    }

    /// Inserts `identifiers` just before `beforeIdentifier`, in its section.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, next: beforeIdentifier, offset: 0, "insertItems(_:beforeItem:)")
    }

    /// Inserts `identifiers` just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insertItems(identifiers, next: afterIdentifier, offset: 1, "insertItems(_:afterItem:)")
    }

    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], next item: ItemIdentifierType, offset: Int, _ operation: String
    ) {
        guard let (section, row) = location(of: item) else {
            return fail(operation, "item \(item) is not in the snapshot")
        }
        guard newItemsAreUnique(identifiers, operation) else { return }
        insert(identifiers, section: section, at: row + offset)
    }

    /// Removes `identifiers` (each must be in the snapshot).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        if let missing = identifiers.first(where: { itemSections[$0] == nil }) {
            return fail("deleteItems", "item \(missing) is not in the snapshot")
        }
        for item in identifiers { remove(item) }
    }

    /// Removes every item (the sections stay).
    public mutating func deleteAllItems() {
        for i in sectionItems.indices { sectionItems[i].removeAll() }
        itemSections.removeAll()
        reloadedItemIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
    }

    /// Moves `identifier` to just before `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, offset: 0, "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, offset: 1, "moveItem(_:afterItem:)")
    }

    private mutating func moveItem(
        _ item: ItemIdentifierType, next target: ItemIdentifierType, offset: Int, _ operation: String
    ) {
        guard location(of: item) != nil else { return fail(operation, "item \(item) is not in the snapshot") }
        guard location(of: target) != nil else { return fail(operation, "item \(target) is not in the snapshot") }
        guard item != target else { return fail(operation, "item \(item) cannot be moved relative to itself") }
        remove(item, keepingMarks: true)
        let (section, row) = location(of: target)!
        insert([item], section: section, at: row + offset)
    }

    /// Marks `identifiers` to be reloaded: their cells are asked for again (and measured again).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        if let missing = identifiers.first(where: { itemSections[$0] == nil }) {
            return fail("reloadItems", "item \(missing) is not in the snapshot")
        }
        for item in identifiers where !reloadedItemIdentifiers.contains(item) { reloadedItemIdentifiers.append(item) }
    }

    /// Marks `identifiers` to be reconfigured: their cells are configured again in place and measured again
    /// (Trellis does this as a reload that keeps the row's cell when it is still free in the reuse queue).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        if let missing = identifiers.first(where: { itemSections[$0] == nil }) {
            return fail("reconfigureItems", "item \(missing) is not in the snapshot")
        }
        for item in identifiers where !reconfiguredItemIdentifiers.contains(item) {
            reconfiguredItemIdentifiers.append(item)
        }
    }

    // MARK: Sections

    /// Adds `identifiers` as empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard newSectionsAreUnique(identifiers, "appendSections") else { return }
        insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Inserts `identifiers` as empty sections just before `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndexes[toIdentifier] else {
            return fail("insertSections(_:beforeSection:)", "section \(toIdentifier) is not in the snapshot")
        }
        guard newSectionsAreUnique(identifiers, "insertSections(_:beforeSection:)") else { return }
        insertSections(identifiers, at: index)
    }

    /// Inserts `identifiers` as empty sections just after `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndexes[toIdentifier] else {
            return fail("insertSections(_:afterSection:)", "section \(toIdentifier) is not in the snapshot")
        }
        guard newSectionsAreUnique(identifiers, "insertSections(_:afterSection:)") else { return }
        insertSections(identifiers, at: index + 1)
    }

    /// Removes the sections `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        if let missing = identifiers.first(where: { sectionIndexes[$0] == nil }) {
            return fail("deleteSections", "section \(missing) is not in the snapshot")
        }
        for section in identifiers {
            let index = sectionIndexes[section]!
            for item in sectionItems[index] { unmark(item) }
            sectionIdentifiers.remove(at: index)
            sectionItems.remove(at: index)
            reloadedSectionIdentifiers.removeAll { $0 == section }
            reindexSections()
        }
    }

    /// Moves section `identifier` (with its items) to just before `toIdentifier`.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, offset: 0, "moveSection(_:beforeSection:)")
    }

    /// Moves section `identifier` (with its items) to just after `toIdentifier`.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, offset: 1, "moveSection(_:afterSection:)")
    }

    private mutating func moveSection(
        _ section: SectionIdentifierType, next target: SectionIdentifierType, offset: Int, _ operation: String
    ) {
        guard let from = sectionIndexes[section] else {
            return fail(operation, "section \(section) is not in the snapshot")
        }
        guard sectionIndexes[target] != nil else { return fail(operation, "section \(target) is not in the snapshot") }
        guard section != target else { return fail(operation, "section \(section) cannot be moved relative to itself") }
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        reindexSections()
        let to = sectionIndexes[target]! + offset
        sectionIdentifiers.insert(section, at: to)
        sectionItems.insert(items, at: to)
        reindexSections()
    }

    /// Marks the sections `identifiers` to be reloaded: all their rows are asked for again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        if let missing = identifiers.first(where: { sectionIndexes[$0] == nil }) {
            return fail("reloadSections", "section \(missing) is not in the snapshot")
        }
        for section in identifiers where !reloadedSectionIdentifiers.contains(section) {
            reloadedSectionIdentifiers.append(section)
        }
    }

    // MARK: Bookkeeping

    /// The snapshot as the data source keeps it once applied: no reload marks, no errors.
    var applied: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        copy.errors = []
        return copy
    }

    private mutating func fail(_ operation: String, _ why: String) {
        errors.append("NSDiffableDataSourceSnapshot.\(operation): \(why); the snapshot was left unchanged")
    }

    /// Whether `identifiers` has no repeats and none already in the snapshot (recording the error if not).
    private mutating func newItemsAreUnique(_ identifiers: [ItemIdentifierType], _ operation: String) -> Bool {
        var seen = Set<ItemIdentifierType>()  // membership only
        for item in identifiers {
            if itemSections[item] != nil || !seen.insert(item).inserted {
                fail(
                    operation, "item identifier \(item) is not unique (identifiers must be unique across the snapshot)")
                return false
            }
        }
        return true
    }

    /// As ``newItemsAreUnique(_:_:)`` for sections.
    private mutating func newSectionsAreUnique(_ identifiers: [SectionIdentifierType], _ operation: String) -> Bool {
        var seen = Set<SectionIdentifierType>()  // membership only
        for section in identifiers {
            if sectionIndexes[section] != nil || !seen.insert(section).inserted {
                fail(
                    operation,
                    "section identifier \(section) is not unique (identifiers must be unique across the snapshot)")
                return false
            }
        }
        return true
    }

    private mutating func insert(_ items: [ItemIdentifierType], section: Int, at row: Int) {
        sectionItems[section].insert(contentsOf: items, at: row)
        for item in items { itemSections[item] = sectionIdentifiers[section] }
    }

    private mutating func remove(_ item: ItemIdentifierType, keepingMarks: Bool = false) {
        guard let (section, row) = location(of: item) else { return }
        sectionItems[section].remove(at: row)
        itemSections[item] = nil
        if !keepingMarks { unmark(item) }
    }

    private mutating func unmark(_ item: ItemIdentifierType) {
        itemSections[item] = nil
        reloadedItemIdentifiers.removeAll { $0 == item }
        reconfiguredItemIdentifiers.removeAll { $0 == item }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionIndexes.removeAll(keepingCapacity: true)
        for (i, section) in sectionIdentifiers.enumerated() { sectionIndexes[section] = i }
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
