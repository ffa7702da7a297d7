/// Where lines may break: the Unicode line breaking algorithm (UAX #14, Unicode 15.0 rules LB4–LB31) over a
/// paragraph's scalars.
///
/// `opportunities(in:)[i]` says what happens between scalar `i − 1` and scalar `i`. The rules are evaluated
/// in their order for each position, with the classes of LB9/LB10 (combining marks and ZWJ take the class of
/// the character they attach to) and the look-behinds over spaces of LB8 and LB14–LB17. Among the results that
/// matter in practice: no break inside "don't" (LB19: QU), breaks between ideographs (LB31: ID ÷ ID), no break
/// before closing punctuation (LB13), none inside emoji ZWJ sequences (LB8a), flags (LB30a) or numbers (LB25).
public enum UnicodeLineBreaking {
    /// What the algorithm says about one position.
    public enum Opportunity: UInt8, Sendable {
        /// No break here.
        case prohibited
        /// A line may break here.
        case allowed
        /// A line must break here (after a hard line break character).
        case mandatory
    }

    /// The opportunity before each scalar (index 0, the start of text, is always prohibited: LB2).
    public static func opportunities(in scalars: [Unicode.Scalar]) -> [Opportunity] {
        var result = [Opportunity](repeating: .prohibited, count: scalars.count)
        guard scalars.count > 1 else { return result }
        let entries = scalars.map(LineBreakClass.entry(of:))
        var classes = entries.map(\.lineBreak)
        var attached = [Bool](repeating: false, count: scalars.count)
        // LB9 / LB10: a combining mark or ZWJ takes its base's class; one with no base is AL.
        for i in classes.indices where classes[i] == .CM || classes[i] == .ZWJ {
            if i > 0 && !classes[i - 1].isIn(Self.noBase) {
                classes[i] = classes[i - 1]
                attached[i] = true
            } else {
                classes[i] = .AL
            }
        }
        var regionalRun = classes[0] == .RI ? 1 : 0  // regional indicators ending at i − 1
        var lastNonSpace: LineBreakClass? = classes[0] == .SP ? nil : classes[0]  // before i, spaces skipped
        for i in 1..<scalars.count {
            result[i] = rule(at: i, classes, entries, scalars, attached, regionalRun, lastNonSpace)
            regionalRun = classes[i] == .RI ? (attached[i] ? regionalRun : regionalRun + 1) : 0
            if classes[i] != .SP { lastNonSpace = classes[i] }
        }
        return result
    }

    /// The first rule that decides position `i` (between `i − 1` and `i`).
    private static func rule(
        at i: Int, _ c: [LineBreakClass], _ entries: [LineBreakClass.Entry], _ scalars: [Unicode.Scalar],
        _ attached: [Bool], _ regionalRun: Int, _ lastNonSpace: LineBreakClass?
    ) -> Opportunity {
        let before = c[i - 1], after = c[i]
        // LB4, LB5: hard breaks.
        if before == .BK || before == .LF || before == .NL { return .mandatory }
        if before == .CR { return after == .LF ? .prohibited : .mandatory }
        // LB6, LB7.
        if after.isIn(Self.noBase) { return .prohibited }
        // LB8: ZW SP* ÷.
        if lastNonSpace == .ZW { return .allowed }
        // LB8a: ZWJ × (the real ZWJ, even when it took its base's class).
        if scalars[i - 1] == "\u{200D}" { return .prohibited }
        // LB9: marks stay with their base.
        if attached[i] { return .prohibited }
        // LB11, LB12, LB12a.
        if before == .WJ || after == .WJ || before == .GL { return .prohibited }
        if after == .GL && !before.isIn(Self.beforeGL) { return .prohibited }
        // LB13.
        if after.isIn(Self.closing) { return .prohibited }
        // LB14–LB17: across spaces.
        if lastNonSpace == .OP { return .prohibited }
        if after == .OP && lastNonSpace == .QU { return .prohibited }
        if after == .NS && (lastNonSpace == .CL || lastNonSpace == .CP) { return .prohibited }
        if after == .B2 && lastNonSpace == .B2 { return .prohibited }
        // LB18.
        if before == .SP { return .allowed }
        // LB19, LB20.
        if before == .QU || after == .QU { return .prohibited }
        if before == .CB || after == .CB { return .allowed }
        // LB21, LB21a, LB21b, LB22.
        if after.isIn(Self.breakAfterOnly) || before == .BB { return .prohibited }
        if (before == .HY || before == .BA) && i >= 2 && c[i - 2] == .HL { return .prohibited }
        if before == .SY && after == .HL { return .prohibited }
        if after == .IN { return .prohibited }
        return numericAndLetterRule(before, after, entries[i - 1], entries[i], regionalRun)
    }

    /// LB23–LB31: letters, numbers, affixes, Hangul, regional indicators, emoji modifiers.
    private static func numericAndLetterRule(
        _ before: LineBreakClass, _ after: LineBreakClass, _ beforeEntry: LineBreakClass.Entry,
        _ afterEntry: LineBreakClass.Entry, _ regionalRun: Int
    ) -> Opportunity {
        // LB23, LB23a, LB24.
        if before.isIn(Self.letters) && after == .NU || before == .NU && after.isIn(Self.letters) { return .prohibited }
        if before == .PR && after.isIn(Self.ideographic) { return .prohibited }
        if before.isIn(Self.ideographic) && after == .PO { return .prohibited }
        if before.isIn(Self.affixes) && after.isIn(Self.letters) { return .prohibited }
        if before.isIn(Self.letters) && after.isIn(Self.affixes) { return .prohibited }
        // LB25 (the pair form of the rule).
        if Self.numericPairs[Int(before.rawValue)].contains(after) { return .prohibited }
        // LB26, LB27: Korean syllable blocks.
        if before == .JL && after.isIn(Self.afterJL) { return .prohibited }
        if before.isIn(Self.beforeJVJT) && after.isIn(Self.afterJVH2) { return .prohibited }
        if before.isIn(Self.beforeJT) && after == .JT { return .prohibited }
        if before.isIn(Self.hangul) && after == .PO || before == .PR && after.isIn(Self.hangul) { return .prohibited }
        // LB28, LB29.
        if before.isIn(Self.letters) && after.isIn(Self.letters) { return .prohibited }
        if before == .IS && after.isIn(Self.letters) { return .prohibited }
        // LB30: letters and numbers with narrow parentheses.
        if before.isIn(Self.lettersAndNumbers) && after == .OP && !afterEntry.isEastAsianWide { return .prohibited }
        if before == .CP && !beforeEntry.isEastAsianWide && after.isIn(Self.lettersAndNumbers) { return .prohibited }
        // LB30a: regional indicators pair up.
        if before == .RI && after == .RI && regionalRun % 2 == 1 { return .prohibited }
        // LB30b: emoji modifiers.
        if after == .EM && (before == .EB || beforeEntry.isUnassignedPictographic) { return .prohibited }
        // LB31.
        return .allowed
    }

    /// LB25's pairs: `numericPairs[before]` holds the classes that may not follow `before`.
    private static let numericPairs: [LineBreakClass.Mask] = {
        var table = [LineBreakClass.Mask](repeating: [], count: 64)
        let pairs: [(LineBreakClass, LineBreakClass)] = [
            (.CL, .PO), (.CP, .PO), (.CL, .PR), (.CP, .PR), (.NU, .PO), (.NU, .PR), (.PO, .OP), (.PO, .NU),
            (.PR, .OP), (.PR, .NU), (.HY, .NU), (.IS, .NU), (.NU, .NU), (.SY, .NU),
        ]
        for (before, after) in pairs { table[Int(before.rawValue)].insert(after) }
        return table
    }()

    // The class sets the rules test (constants: no array is built per test).
    private static let lettersAndNumbers: LineBreakClass.Mask = [.AL, .HL, .NU]
    private static let letters: LineBreakClass.Mask = [.AL, .HL]
    private static let breakAfterOnly: LineBreakClass.Mask = [.BA, .HY, .NS]
    private static let noBase: LineBreakClass.Mask = [.BK, .CR, .LF, .NL, .SP, .ZW]
    private static let closing: LineBreakClass.Mask = [.CL, .CP, .EX, .IS, .SY]
    private static let ideographic: LineBreakClass.Mask = [.ID, .EB, .EM]
    private static let afterJL: LineBreakClass.Mask = [.JL, .JV, .H2, .H3]
    private static let hangul: LineBreakClass.Mask = [.JL, .JV, .JT, .H2, .H3]
    private static let beforeJT: LineBreakClass.Mask = [.JT, .H3]
    private static let beforeJVJT: LineBreakClass.Mask = [.JV, .H2]
    private static let afterJVH2: LineBreakClass.Mask = [.JV, .JT]
    private static let affixes: LineBreakClass.Mask = [.PR, .PO]
    private static let beforeGL: LineBreakClass.Mask = [.SP, .BA, .HY]
}
