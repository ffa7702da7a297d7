import Foundation

/// The lengths of a list's entries along its scrolling axis (rows, headers, footers; items of a line), with
/// their running offsets: where entry `i` starts, which entry covers a point, and a length changed — each in
/// about √n steps on flat arrays, whatever the number of entries.
///
/// Entries are grouped in blocks of ``blockSize``; each block keeps its sum, and the block starts are prefix
/// sums brought up to date lazily from the first block that changed. Sums always run left to right in the same
/// order, so an offset is the same number however the lengths got there (no drift from adding differences, as a
/// Fenwick tree of doubles would have).
struct ListSpans {
    static let blockSize = 64
    private(set) var lengths: [Double] = []
    private var blockSums: [Double] = []
    /// `blockStarts[b]` is the offset of block `b`'s first entry; valid below `firstStaleBlock`.
    private var blockStarts: [Double] = [0]
    private var firstStaleBlock = 0

    init(_ lengths: [Double] = []) { replaceAll(lengths) }

    var count: Int { lengths.count }

    /// Replaces every length (O(n)).
    mutating func replaceAll(_ newLengths: [Double]) {
        lengths = newLengths
        let blocks = (lengths.count + Self.blockSize - 1) / Self.blockSize
        blockSums = (0..<blocks).map { blockSum($0) }
        blockStarts = Array(repeating: 0, count: blocks + 1)
        firstStaleBlock = 0
    }

    /// The sum of block `b`'s lengths, left to right.
    private func blockSum(_ b: Int) -> Double {
        var sum = 0.0
        for i in b * Self.blockSize..<min(lengths.count, (b + 1) * Self.blockSize) { sum += lengths[i] }
        return sum
    }

    /// Sets entry `i`'s length (its block's sum is recomputed, not adjusted).
    mutating func set(_ i: Int, _ length: Double) {
        guard lengths[i] != length else { return }
        lengths[i] = length
        let b = i / Self.blockSize
        blockSums[b] = blockSum(b)
        firstStaleBlock = min(firstStaleBlock, b + 1)
    }

    /// Brings the block starts up to date through block `b`.
    private mutating func refreshStarts(through b: Int) {
        guard firstStaleBlock <= b else { return }
        blockStarts[0] = 0
        var k = max(firstStaleBlock, 1)
        while k <= b {
            blockStarts[k] = blockStarts[k - 1] + blockSums[k - 1]
            k += 1
        }
        firstStaleBlock = b + 1
    }

    /// Where entry `i` starts (`i == count`: the total).
    mutating func offset(of i: Int) -> Double {
        let b = i / Self.blockSize
        refreshStarts(through: b)
        var sum = blockStarts[b]
        for k in b * Self.blockSize..<i { sum += lengths[k] }
        return sum
    }

    /// The sum of all lengths.
    mutating func total() -> Double { offset(of: count) }

    /// The first entry that ends after `y` (so covers it), or `count` when none does. Zero-length entries
    /// ending exactly at `y` are skipped.
    mutating func firstIndex(endingAfter y: Double) -> Int {
        let blocks = blockSums.count
        refreshStarts(through: blocks)
        // The last block starting at or before y (binary search over the prefix sums).
        var low = 0, high = blocks  // answer in low..<high
        while high - low > 1 {
            let mid = (low + high) / 2
            if blockStarts[mid] <= y { low = mid } else { high = mid }
        }
        var start = blockStarts[low]
        var i = low * Self.blockSize
        while i < lengths.count {
            let end = start + lengths[i]
            if end > y { return i }
            start = end
            i += 1
        }
        return lengths.count
    }
}
