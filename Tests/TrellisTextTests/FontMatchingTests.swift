import Foundation
import Testing
import Trellis

@testable import TrellisText

/// Fonts through fontconfig: names, aliases, families, traits — each checked against `fc-match` or the
/// installed files (Scripts/debian-packages: DejaVu, Liberation, Lohit, WenQuanYi, Noto Color Emoji).
@Suite(.fullTextEngine, .enabled(if: ReferenceTools.available)) struct FontMatchingTests {
    /// Helvetica is not installed; fontconfig maps it to a metric-compatible face (Liberation Sans here).
    @Test func helveticaIsFontconfigsMetricCompatibleFace() throws {
        let font = try #require(UIFont(name: "Helvetica", size: 12))
        #expect("\(font.face.fileName):\(font.face.faceIndex)" == ReferenceTools.fcMatch("Helvetica"))
        #expect(font.familyName == "Liberation Sans")
        #expect(UIFont(name: "Helvetica-Bold", size: 12)?.fontName == "LiberationSans-Bold")
        #expect(UIFont(name: "Arial", size: 12)?.familyName == "Liberation Sans")
        #expect(UIFont(name: "Times New Roman", size: 12)?.familyName == "Liberation Serif")
        #expect(UIFont(name: "Trellis No Such Font", size: 12) == nil)
    }

    @Test func namesFamiliesAndPostScriptNames() throws {
        #expect(UIFont(name: "DejaVuSans-Bold", size: 12)?.face.isBold == true)
        #expect(UIFont(name: "DejaVu Sans Mono", size: 12)?.fontName == "DejaVuSansMono")
        let families = UIFont.familyNames
        #expect(families == families.sorted())
        for family in ["DejaVu Sans", "Liberation Sans", "Lohit Devanagari", "WenQuanYi Micro Hei", "Noto Color Emoji"]
        {
            #expect(families.contains(family), "\(family)")
        }
        let names = UIFont.fontNames(forFamilyName: "DejaVu Sans")
        for name in ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(UIFont.fontNames(forFamilyName: "Trellis No Such Font").isEmpty)
    }

    /// Traits through the descriptor pick the family's faces, as fc-match does for weight and slant.
    @Test func descriptorTraitsPickFaces() throws {
        let serif = try #require(UIFont(name: "Liberation Serif", size: 14))
        let boldItalic = try #require(serif.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let font = UIFont(descriptor: boldItalic, size: 0)
        #expect(font.fontName == "LiberationSerif-BoldItalic" && font.pointSize == 14)
        #expect("\(font.face.fileName):0" == ReferenceTools.fcMatch("Liberation Serif:weight=200:slant=100"))
        #expect(font.fontDescriptor.symbolicTraits.contains([.traitBold, .traitItalic]))
        // Weights: fontconfig's closest face of DejaVu Sans (Book 80, Bold 200): medium (100) stays regular,
        // semibold (180) is bold.
        #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == "DejaVuSans")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "DejaVuSans-Bold")
    }

    /// Latin without ligatures measures the same in both engines (same DejaVu faces, GPOS kerning equal to
    /// the shipped kern pairs); a ligature makes the full engine's text narrower.
    @Test func latinMeasuresAlikeInBothEngines() {
        let full = TextLayout(text: "Hello World, AVATAR To", font: UIFont.systemFont(ofSize: 16))
        let swift = TextEngines.withTextEngine(SwiftTextEngine.shared) {
            TextLayout(text: "Hello World, AVATAR To", font: UIFont.systemFont(ofSize: 16))
        }
        #expect(full.width == swift.width && full.lines[0].glyphs == swift.lines[0].glyphs)
        let ligated = TextLayout(text: "office", font: UIFont.systemFont(ofSize: 16))
        let plain = TextEngines.withTextEngine(SwiftTextEngine.shared) {
            TextLayout(text: "office", font: UIFont.systemFont(ofSize: 16))
        }
        #expect(ligated.width < plain.width)  // ffi 1980 units vs f + f + i 2011
    }
}
