/// SplitMix64 (Steele, Lea & Flood 2014): a tiny generator with a fixed seed, so every run of a test sees the
/// same random systems and layouts, in every process and on every machine.
public struct SplitMix64 {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (the modulo bias is irrelevant for tests).
    public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A number in `range` (the modulo bias is irrelevant for tests).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / 9_007_199_254_740_992 < p }

    /// One of `items`, uniformly.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// `items` in a random order (Fisher–Yates).
    public mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(i, int(0...i)) }
    }
}
