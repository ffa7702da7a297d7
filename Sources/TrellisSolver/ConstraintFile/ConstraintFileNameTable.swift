/// The variable names of a constraint file, each with its index in order of first mention: what the parser
/// collects and what the runner resolves every term's name through.
///
/// An open-addressing table (linear probing) of indices into one array of names, hashed with 64-bit FNV-1a over
/// the UTF-8 bytes: flat arrays, deterministic, and for the short names of constraint files a fraction of the
/// cost of `Set<String>`'s seeded SipHash, which was a fifth of the parse of a 1.5 MB file (session 6 profile).
/// The hash is not keyed: a file crafted so that thousands of names share a slot costs time quadratic in
/// those names (it stays correct).
struct ConstraintFileNameTable {
    /// The names, in order of first insertion.
    private(set) var names: [String] = []
    /// Each name's hash, by index (growing the table rehashes without reading the names again).
    private var hashes: [UInt64] = []
    /// Per slot: 1 + the index of the name it holds, 0 when empty. A power of two, at least twice the names.
    private var slots: [Int32]

    /// An empty table with room for `capacity` names before it grows.
    init(capacity: Int = 0) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = Array(repeating: 0, count: size)
        names.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
    }

    /// A table of `names` in their order (a name that repeats keeps its first index).
    init(_ names: [String]) {
        self.init(capacity: names.count)
        for name in names { insert(name) }
    }

    /// The index of `name`, added at the end when it is new.
    @discardableResult
    mutating func insert(_ name: String) -> Int {
        let hash = Self.hash(name)
        let slot = find(name, hash)
        if slots[slot] != 0 { return Int(slots[slot] - 1) }
        names.append(name)
        hashes.append(hash)
        slots[slot] = Int32(names.count)
        if 2 * names.count > slots.count { grow() }
        return names.count - 1
    }

    /// The index of `name`, or nil when it is not in the table.
    func index(of name: String) -> Int? {
        let slot = find(name, Self.hash(name))
        return slots[slot] == 0 ? nil : Int(slots[slot] - 1)
    }

    /// The slot holding `name`, or the empty slot where it would go.
    private func find(_ name: String, _ hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let i = Int(slots[slot] - 1)
            if hashes[i] == hash && names[i] == name { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Doubles the slots and puts every name back.
    private mutating func grow() {
        var wider = [Int32](repeating: 0, count: 2 * slots.count)
        let mask = wider.count - 1
        for i in hashes.indices {
            var slot = Int(truncatingIfNeeded: hashes[i]) & mask
            while wider[slot] != 0 { slot = (slot + 1) & mask }
            wider[slot] = Int32(i + 1)
        }
        slots = wider
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, its high half folded into the low bits that pick the slot.
    static func hash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash ^ (hash >> 32)
    }
}
