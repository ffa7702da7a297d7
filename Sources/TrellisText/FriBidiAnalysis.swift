import CFriBidi
import Trellis

/// The bidirectional algorithm through FriBidi (UAX #9 up to the resolved levels, rules P2–I2; the line-level
/// rules L1–L2 are ``TextLayout``'s).
enum FriBidiAnalysis {
    /// The levels of a paragraph's scalars: `baseLevel` forces the direction; nil finds it from the first
    /// strong character (P2–P3), `fallbackLevel` when there is none.
    static func levels(of scalars: [Unicode.Scalar], baseLevel: UInt8?, fallbackLevel: UInt8) -> BidiParagraph {
        let count = scalars.count
        var direction: FriBidiParType = switch baseLevel {
        case .some(let level): level & 1 == 1 ? trellis_fribidi_par_rtl() : trellis_fribidi_par_ltr()
        case nil: fallbackLevel & 1 == 1 ? trellis_fribidi_par_weak_rtl() : trellis_fribidi_par_weak_ltr()
        }
        guard count > 0 else {
            let level: UInt8 = direction == trellis_fribidi_par_rtl() || direction == trellis_fribidi_par_weak_rtl() ? 1 : 0
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
        let paragraph: UInt8 = direction == trellis_fribidi_par_rtl() || direction == trellis_fribidi_par_weak_rtl() ? 1 : 0
        guard result > 0 else {  // FriBidi failed (out of memory): everything at the paragraph level
            return BidiParagraph(paragraphLevel: paragraph, levels: Array(repeating: paragraph, count: count))
        }
        return BidiParagraph(paragraphLevel: paragraph, levels: levels.map { UInt8(clamping: Int($0)) })
    }
}
