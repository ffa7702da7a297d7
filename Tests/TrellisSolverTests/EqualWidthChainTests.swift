import Testing

@testable import TrellisSolver

/// A row of `n` columns of equal widths ≥ 10 between a leading pin `x0 == 8` and a trailing pin
/// `x(n−1) + w(n−1) == W − 8` to the edit variable `W` (priority 900, declared first, suggested last), the
/// constraints in the grid benchmark's interleaved order (every position, then every width, then the closing pin),
/// the variables made in its order (W, x0, w0, x1, w1, …). The ghosts (branch `ghosts9`) refused it from 25 columns
/// on: marker cells doubling along the chain made the edit's error cells look like residue (RELIABILITY.md,
/// "Session 9 (ghostbug)"). A solver that keeps markers out of the rows must pass this at every length.
///
/// By hand, with `W = 20·n + 600` met exactly (the widths can absorb it): `8 + (n−1)·(w + 8) + w = W − 8`, so every
/// `w_i = (W − 8·n − 8) / n` and `x_i = 8 + i·(w + 8)`. n = 25: W = 1100, w = 892/25 = 35.68; n = 60: W = 1800,
/// w = 1312/60; n = 200: W = 4600, w = 2992/200 = 14.96.
@Suite struct EqualWidthChainTests {
    @Test(arguments: [25, 60, 200])
    func chainOfEqualWidthsSolves(columns n: Int) throws {
        let s = Solver()
        let W = s.makeVariable("W")
        var x: [Variable] = []
        var w: [Variable] = []
        for i in 0..<n {
            x.append(s.makeVariable("x\(i)"))
            w.append(s.makeVariable("w\(i)"))
        }
        try s.addEditVariable(W, priority: 900)
        try s.add(x[0] == 8)
        for i in 1..<n { try s.add(x[i] == x[i - 1] + w[i - 1] + 8) }
        try s.add(w[0] >= 10)
        for i in 1..<n { try s.add(w[i] == w[i - 1]) }
        try s.add(x[n - 1] + w[n - 1] == W - 8)
        let wide = 20 * Double(n) + 600
        try s.suggestValue(W, wide)
        #expect(s._checkInvariants() == nil)
        let width = (wide - 8 * Double(n) - 8) / Double(n)
        #expect(s.value(of: W) == wide)
        for i in 0..<n {
            #expect(abs(s.value(of: w[i]) - width) < 1e-9)
            #expect(abs(s.value(of: x[i]) - (8 + Double(i) * (width + 8))) < 1e-9)
        }
    }
}
