/// A binary heap of (rank, id) pairs in the order `Order` gives: the definitions' expansion takes symbols highest
/// rank first, the value refresh takes row slots lowest rank first. Its storage is borrowed from a buffer the
/// caller keeps between uses, so a heap allocates only when it outgrows every earlier one.
struct RankHeap<Order: RankOrder> {
    private(set) var storage: [(rank: Double, id: Int32)]

    /// A heap reusing `buffer`'s storage (left empty).
    init(take buffer: inout [(rank: Double, id: Int32)]) {
        storage = take(&buffer)
        storage.removeAll(keepingCapacity: true)
    }

    var isEmpty: Bool { storage.isEmpty }

    mutating func push(_ rank: Double, _ id: Int32) {
        storage.append((rank, id))
        var i = storage.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard Order.precedes(storage[i], storage[parent]) else { break }
            storage.swapAt(i, parent)
            i = parent
        }
    }

    /// Takes the first pair in `Order`, or nil when empty.
    mutating func pop() -> (rank: Double, id: Int32)? {
        guard let top = storage.first else { return nil }
        let last = storage.removeLast()
        if !storage.isEmpty {
            storage[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < storage.count && Order.precedes(storage[l], storage[m]) { m = l }
                if r < storage.count && Order.precedes(storage[r], storage[m]) { m = r }
                guard m != i else { break }
                storage.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}

/// The order of a ``RankHeap`` (a type, so that the comparison is resolved at compile time).
protocol RankOrder {
    static func precedes(_ a: (rank: Double, id: Int32), _ b: (rank: Double, id: Int32)) -> Bool
}

/// Lowest rank first; ties: lower id first.
enum LowestRankFirst: RankOrder {
    @inline(__always)
    static func precedes(_ a: (rank: Double, id: Int32), _ b: (rank: Double, id: Int32)) -> Bool {
        a.rank < b.rank || (a.rank == b.rank && a.id < b.id)
    }
}

/// Highest rank first; ties: higher id first.
enum HighestRankFirst: RankOrder {
    @inline(__always)
    static func precedes(_ a: (rank: Double, id: Int32), _ b: (rank: Double, id: Int32)) -> Bool {
        a.rank > b.rank || (a.rank == b.rank && a.id > b.id)
    }
}
