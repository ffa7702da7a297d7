import Dispatch

/// Monotonic nanoseconds (`CLOCK_MONOTONIC` through Dispatch).
@inline(__always)
func monotonicNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Milliseconds between two ``monotonicNanoseconds()`` readings.
@inline(__always)
func milliseconds(from start: UInt64, to end: UInt64) -> Double { Double(end - start) / 1e6 }

/// Keeps a computed value alive so that the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole(_ x: Double) {
    if x.bitPattern == 0x7FF8_DEAD_BEEF_0001 { print("") }
}
