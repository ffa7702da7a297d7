import CFriBidi
import Trellis

/// The bidirectional algorithm through FriBidi (UAX #9 up to the resolved levels, rules P2–I2; the line-level
/// rules L1–L2 are ``TextLayout``'s).
enum FriBidiAnalysis {
    /// The levels of a paragraph's scalars: `baseLevel` forces the direction; nil finds it from the first
    /// strong character (P2–P3), `fallbackLevel` when there is none.
    static func levels(of scalars: [Unicode.Scalar], baseLevel: UInt8?, fallbackLevel: UInt8) -> BidiParagraph {
        let count = scalars.count
        // No right-to-left or Arabic-number characters and no explicit formatting in a left-to-right paragraph:
        // every character resolves to level 0 (W7 makes European digits L after sos L; N1–N2 neutrals L).
        if baseLevel ?? fallbackLevel == 0, !scalars.contains(where: mayBeRightToLeft) {
            return BidiParagraph(paragraphLevel: 0, levels: Array(repeating: 0, count: count))
        }
        var direction: FriBidiParType =
            switch baseLevel {
            case .some(let level): level & 1 == 1 ? trellis_fribidi_par_rtl() : trellis_fribidi_par_ltr()
            case nil: fallbackLevel & 1 == 1 ? trellis_fribidi_par_weak_rtl() : trellis_fribidi_par_weak_ltr()
            }
        guard count > 0 else {
            let level: UInt8 =
                direction == trellis_fribidi_par_rtl() || direction == trellis_fribidi_par_weak_rtl() ? 1 : 0
            return BidiParagraph(paragraphLevel: level, levels: [])
        }
        let characters = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        fribidi_get_bidi_types(characters, FriBidiStrIndex(count), &types)
        fribidi_get_bracket_types(characters, FriBidiStrIndex(count), types, &brackets)
        let result = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels)
        // FriBidi leaves a weak direction as it was when the paragraph has no strong character.
        let paragraph: UInt8 =
            direction == trellis_fribidi_par_rtl() || direction == trellis_fribidi_par_weak_rtl() ? 1 : 0
        guard result > 0 else {  // FriBidi failed (out of memory): everything at the paragraph level
            return BidiParagraph(paragraphLevel: paragraph, levels: Array(repeating: paragraph, count: count))
        }
        return BidiParagraph(paragraphLevel: paragraph, levels: levels.map { UInt8(clamping: Int($0)) })
    }

    /// Whether a scalar may have a bidi class other than L, EN, ES, ET, CS, NSM, BN, B, S, WS or ON: the
    /// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic blocks and presentation forms, the marks and
    /// embeddings (LRM, RLM, ALM, LRE…PDF, LRI…PDI), and the right-to-left ranges of the supplementary planes.
    static func mayBeRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,
            0x10800...0x10FFF, 0x1E800...0x1EFFF:
            true
        default: false
        }
    }
}
