/// The scratch of one long step of the dual simplex (see ``SolverCore/longDualStep(_:raise:)``): the leaving row's
/// cell index and its entering candidates in dual-ratio order.
///
/// The leaving row is long (a chain's closing constraint holds every view's slack) and the step adds many short rows
/// into it, so its cells are indexed by symbol (`position`) for the whole step. Its candidates wait in a binary heap
/// keyed by their ratio vector (cost ÷ coefficient, one entry per priority level, highest first); a candidate whose
/// coefficient or cost a flip changed is pushed again with a new key, and its older entries are recognised as stale
/// by their version. Everything is kept between steps, so a step allocates only when it outgrows every earlier one.
struct DualWalk {
    /// One entry of the queue: a candidate with its coefficient's magnitude in the leaving row, the rows holding it
    /// when pushed, its version then, and where its ratio vector starts in `keys`.
    struct Candidate {
        var symbol: Symbol
        var count: Int32
        var version: UInt32
        var key: Int32
        var magnitude: Double
    }

    /// Per symbol: the index of its cell in the leaving row, -1 when absent (all -1 between steps).
    var position: [Int32] = []
    /// Per symbol: bumped whenever its coefficient in the leaving row or its cost changes.
    private(set) var version: [UInt32] = []
    private var heap: [Candidate] = []
    private var keys: [Double] = []
    /// The number of priority levels (entries per key).
    private var width = 0

    /// Starts a step over `symbolCount` symbols and `levels` priority levels, with an empty queue.
    mutating func begin(symbolCount: Int, levels: Int) {
        if position.count < symbolCount {
            position.append(contentsOf: repeatElement(-1, count: symbolCount - position.count))
            version.append(contentsOf: repeatElement(0, count: symbolCount - version.count))
        }
        heap.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        width = levels
    }

    /// Marks `s`'s queued entries stale.
    @inline(__always)
    mutating func invalidate(_ s: Symbol) { version[Int(s)] &+= 1 }

    /// Queues `s` with coefficient magnitude `magnitude`, held by `count` rows, and ratio vector `ratio(k)` for
    /// k = 0 ..< levels (highest priority first).
    mutating func push(_ s: Symbol, magnitude: Double, count: Int, ratio: (Int) -> Double) {
        let key = Int32(keys.count)
        for k in 0..<width { keys.append(ratio(k)) }
        heap.append(
            Candidate(symbol: s, count: Int32(count), version: version[Int(s)], key: key, magnitude: magnitude))
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard precedes(heap[i], heap[parent]) else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    /// Takes the candidate with the smallest ratio vector that is still current, or nil when none is left.
    mutating func pop() -> Candidate? {
        while let top = heap.first {
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                siftDown()
            }
            if top.version == version[Int(top.symbol)] { return top }
        }
        return nil
    }

    private mutating func siftDown() {
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < heap.count && precedes(heap[l], heap[m]) { m = l }
            if r < heap.count && precedes(heap[r], heap[m]) { m = r }
            guard m != i else { return }
            heap.swapAt(i, m)
            i = m
        }
    }

    /// The dual ratio order: the ratio vectors compared level by level, highest priority first, ratios equal but for
    /// rounding tying at a level so that the lower levels decide; then the largest coefficient (the most stable
    /// pivot), the fewest rows (the least fill-in), the lowest id.
    private func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
        for k in 0..<width {
            let ra = keys[Int(a.key) + k], rb = keys[Int(b.key) + k]
            if Tolerance.sum(ra, -rb) != 0 { return ra < rb }
        }
        if a.magnitude != b.magnitude { return a.magnitude > b.magnitude }
        if a.count != b.count { return a.count < b.count }
        return a.symbol < b.symbol
    }
}
