import Foundation
import Trellis

/// One timed phase of a workload at one size, Trellis's Auto Layout against the hand-written frame layout
/// of the same screen, in the same process.
struct PhaseResult {
    let workload: String
    let size: Int
    let phase: String
    /// Best milliseconds over the runs.
    var autoMs: Double
    var manualMs: Double
    /// Peak resident memory above the resident size before the phase (build phases only; bytes).
    var autoPeak: Int? = nil
    var manualPeak: Int? = nil

    var ratio: Double { autoMs / max(manualMs, 1e-9) }
}

/// Nanoseconds of the monotonic clock.
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func ms(since t: UInt64) -> Double { Double(now() - t) / 1e6 }

/// Milliseconds `body` takes.
func time(_ body: () -> Void) -> Double {
    let t = now()
    body()
    return ms(since: t)
}

/// Milliseconds and peak memory above the resident size before (`body` keeps what it builds alive until
/// it returns the value it built, which is freed after the measurement).
func timeAndPeak<T>(_ body: () -> T) -> (ms: Double, peak: Int, value: T) {
    PeakMemory.reset()
    let before = PeakMemory.read().current
    let t = now()
    let value = body()
    let elapsed = ms(since: t)
    return (elapsed, max(0, PeakMemory.read().peak - before), value)
}

/// The resident size now (VmRSS): measured right after a build, what the built screen keeps (plus what the
/// allocator kept of the memory building freed), unlike the peak.
func residentNow() -> Int { PeakMemory.read().current }

/// Keeps results from being optimised away.
nonisolated(unsafe) var sink: CGFloat = 0
