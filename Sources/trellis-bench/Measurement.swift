/// What one runner (Trellis or kiwi) measured on one ``Workload``.
struct Measurement: Codable {
    /// `build+solve` first, then the workload's resize phases in order.
    var phases: [PhaseTiming]
    /// Every variable's value after build+solve (compared between the solvers), when asked for.
    var values: [Double]?
    /// The random workload's counts and violations.
    var random: FeasibilityCheck?
    /// kiwi's version as imported by kiwi_bench.py (nil for Trellis).
    var kiwisolver: String?
    /// The Python version that ran kiwi_bench.py (nil for Trellis).
    var python: String?
}

/// The timed samples of one phase, in milliseconds per unit (one build, or one resize step).
struct PhaseTiming: Codable {
    var name: String
    /// `build` or `step`.
    var unit: String
    /// Builds per sample, or steps in the phase.
    var count: Int
    var samplesMs: [Double]
    /// The minimum of `samplesMs`.
    var bestMs: Double
}

/// Accepted and rejected candidates of the random workload, and how well the accepted ones hold.
struct FeasibilityCheck: Codable {
    var accepted: Int
    var rejected: Int
    /// The largest violation of an accepted constraint.
    var maxViolation: Double
    /// Accepted constraints violated by more than their tolerance (``LinearConstraint/violationTolerance(at:)``).
    var violations: Int
}
