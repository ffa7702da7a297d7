import Testing

@testable import trellis_reliability

@Suite("ExactRational")
struct ExactRationalTests {
    @Test func doublesConvertExactly() throws {
        // 0.1 is the double 3602879701896397 / 2^55 (its IEEE significand over 2^55), not 1/10.
        #expect(try ExactRational(exactly: 0.1).description == "3602879701896397/36028797018963968")
        #expect(try ExactRational(exactly: -2.5).description == "-5/2")
        #expect(try ExactRational(exactly: 1e9).description == "1000000000")
        #expect(try ExactRational(exactly: 0).isZero)
    }

    @Test func arithmeticIsExactAndInLowestTerms() throws {
        let third = try ExactRational(1) / ExactRational(3)
        let sixth = try ExactRational(1) / ExactRational(6)
        #expect(try (third + sixth).description == "1/2")  // 2/6 + 1/6 = 3/6
        #expect(try (third - sixth).description == "1/6")
        #expect(try (third * sixth).description == "1/18")
        #expect(try (sixth / -third).description == "-1/2")
        #expect(try ExactRational.isLess(sixth, than: third))
        #expect(try !ExactRational.isLess(third, than: third))
        #expect(ExactRational.gcd(-12, 18) == 6)
    }

    @Test func overflowThrowsInsteadOfRounding() throws {
        var big = try ExactRational(exactly: 0x1p100)
        #expect(throws: ExactRational.Overflow.self) { big = try big * big }
        #expect(throws: ExactRational.Overflow.self) { _ = try ExactRational(exactly: .infinity) }
        #expect(throws: ExactRational.Overflow.self) { _ = try ExactRational(exactly: 0x1p-130) }
    }
}
