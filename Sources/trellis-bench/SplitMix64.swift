/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fixed, platform-independent random generator, so the random
/// workload is the same system on every machine and in every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0 ..< bound` (bound > 0), by rejection so that it has no modulo bias and does
    /// not depend on the standard library's `Int.random(in:using:)` algorithm.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        let b = UInt64(bound)
        let limit = UInt64.max - UInt64.max % b
        while true {
            let x = next()
            if x < limit { return Int(x % b) }
        }
    }

    /// A uniform integer in `range`.
    mutating func integer(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }
}
