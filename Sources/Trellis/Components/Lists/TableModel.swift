import Foundation

/// A table view's sections laid end to end along the vertical axis, as flat *slots*: for each section its
/// header, its rows, then its footer. Each slot has a length (estimated until it is resolved: measured, or
/// given by the delegate) in ``ListSpans``, so that where a row starts and which row covers a point take
/// about √n steps, however many rows there are.
struct TableModel {
    /// What a slot holds.
    enum Kind: Equatable {
        case header, row(Int), footer
    }

    /// The rows per section.
    private(set) var rowCounts: [Int] = []
    /// The slot of each section's header; one more entry at the end: the slot count.
    private(set) var sectionStarts: [Int] = [0]
    /// Slot lengths.
    var spans = ListSpans()
    /// Per slot: whether its length is final (measured or given) rather than an estimate.
    var resolved: [Bool] = []

    /// A model with `rowCounts` rows per section and the given slot lengths (all estimates).
    init(rowCounts: [Int] = [], lengths: [Double] = []) {
        self.rowCounts = rowCounts
        sectionStarts = [0]
        sectionStarts.reserveCapacity(rowCounts.count + 1)
        for n in rowCounts { sectionStarts.append(sectionStarts[sectionStarts.count - 1] + n + 2) }
        spans = ListSpans(lengths)
        resolved = Array(repeating: false, count: lengths.count)
    }

    var numberOfSections: Int { rowCounts.count }
    var slotCount: Int { spans.count }

    func headerSlot(_ section: Int) -> Int { sectionStarts[section] }
    func footerSlot(_ section: Int) -> Int { sectionStarts[section + 1] - 1 }
    func slot(_ indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + 1 + indexPath.row }

    /// Whether `indexPath` names an existing row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < rowCounts.count && indexPath.row >= 0
            && indexPath.row < rowCounts[indexPath.section]
    }

    /// The section a slot belongs to (binary search) and what it holds there.
    func address(of slot: Int) -> (section: Int, kind: Kind) {
        var low = 0, high = rowCounts.count  // the section is the last one starting at or before `slot`
        while high - low > 1 {
            let mid = (low + high) / 2
            if sectionStarts[mid] <= slot { low = mid } else { high = mid }
        }
        let local = slot - sectionStarts[low]
        if local == 0 { return (low, .header) }
        if local == rowCounts[low] + 1 { return (low, .footer) }
        return (low, .row(local - 1))
    }

    /// Sets a slot's final length.
    mutating func resolve(_ slot: Int, _ length: Double) {
        spans.set(slot, length)
        resolved[slot] = true
    }
}
