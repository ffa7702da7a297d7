import Foundation

/// The closed-form damped harmonic oscillator behind spring animations.
///
/// The animated value goes from 0 to 1; `x(t) = 1 − progress` is its displacement from the target, with
/// `x(0) = 1` and `x′(0) = −v` (v: the initial velocity in units of the whole change per second, UIKit's
/// `initialSpringVelocity`). With natural frequency ω₀ and damping ratio ζ:
/// - ζ < 1: `x(t) = e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v)/ω_d · sin ω_d t)`, ω_d = ω₀√(1−ζ²);
/// - ζ = 1: `x(t) = e^(−ω₀t)·(1 + (ω₀ − v)t)`;
/// - ζ > 1: `x(t) = A·e^(r₁t) + B·e^(r₂t)`, r = −ω₀(ζ ∓ √(ζ²−1)), A + B = 1, r₁A + r₂B = −v.
///
/// A spring given a duration (UIKit's `animate(withDuration:…usingSpringWithDamping:…)`) picks ω₀ so that its
/// envelope `e^(−ζω₀t)` falls to 1/1500 of the amplitude at the duration — `ω₀ = ln 1500 / (ζ·duration)` —
/// which is when the animation ends and its completion runs (the spring's perceived settling time).
struct SpringCurve: Equatable {
    /// The damping ratio ζ (> 0).
    let dampingRatio: Double
    /// The natural frequency ω₀ (radians per second).
    let naturalFrequency: Double
    /// The initial velocity, in units of the whole change per second.
    let initialVelocity: Double

    /// The fraction of the amplitude a spring with a duration has left at its end.
    static let settlingFraction = 1500.0

    /// A spring that settles in `duration` with damping ratio `dampingRatio` (clamped to 0.01…).
    init(dampingRatio: Double, duration: Double, initialVelocity: Double) {
        let zeta = max(0.01, dampingRatio)
        self.dampingRatio = zeta
        naturalFrequency = log(Self.settlingFraction) / (min(1, zeta) * max(duration, 1e-9))
        self.initialVelocity = initialVelocity
    }

    /// A spring from physical constants (Core Animation's mass, stiffness and damping).
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = max(mass, 1e-9), k = max(stiffness, 1e-9)
        naturalFrequency = (k / m).squareRoot()
        dampingRatio = max(1e-9, damping / (2 * (k * m).squareRoot()))
        self.initialVelocity = initialVelocity
    }

    /// The progress (0 at the start, 1 at rest; it overshoots when underdamped) at `t` seconds.
    func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 - displacement(at: t)
    }

    /// `x(t)`: the displacement from the target (see the type's comment).
    func displacement(at t: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio, v = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v) / wd * sin(wd * t))
        }
        if zeta == 1 { return exp(-w0 * t) * (1 + (w0 - v) * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        // A + B = 1, r1·A + r2·B = −v  ⇒  A = (−v − r2)/(r1 − r2).
        let a = (-v - r2) / (r1 - r2)
        return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
    }

    /// The time the spring needs to come within 1/``settlingFraction`` of rest (its envelope's decay time).
    var settlingDuration: Double {
        let decay =
            dampingRatio < 1
            ? dampingRatio * naturalFrequency
            : naturalFrequency * (dampingRatio - (dampingRatio * dampingRatio - 1).squareRoot())
        return log(Self.settlingFraction) / decay
    }
}

/// How an animation's time fraction becomes its progress: a Bézier curve or a spring.
enum AnimationTiming {
    case curve(CAMediaTimingFunction)
    case spring(SpringCurve)

    /// The progress at time fraction `fraction` (0…1) of an animation lasting `duration` seconds.
    @inline(__always)
    func progress(_ fraction: Double, duration: Double) -> Double {
        switch self {
        case .curve(let f): return f.progress(at: fraction)
        case .spring(let s): return fraction >= 1 ? 1 : s.progress(at: fraction * duration)
        }
    }

    static let linear = AnimationTiming.curve(CAMediaTimingFunction(name: .linear))
}
