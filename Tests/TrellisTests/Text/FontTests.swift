import Foundation
import Testing

@testable import Trellis

/// Fonts in the pure-Swift engine: aliases, descriptors, Dynamic Type sizes (UIKit's tables), font metrics.
@Suite(.swiftTextEngine) struct FontTests {
    @Test func aliasesResolveToTheShippedFaces() {
        #expect(UIFont(name: "Helvetica", size: 12)?.fontName == "DejaVuSans")
        #expect(UIFont(name: "Helvetica-Bold", size: 12)?.fontName == "DejaVuSans-Bold")
        #expect(UIFont(name: "Arial-BoldItalic", size: 12)?.fontName == "DejaVuSans-BoldOblique")
        #expect(UIFont(name: "Menlo", size: 12)?.fontName == "DejaVuSansMono")
        #expect(UIFont(name: "Times New Roman", size: 12) == nil)  // no serif face ships
        #expect(
            UIFont.familyNames == ["DejaVu Sans", "DejaVu Sans Mono"] || UIFont.familyNames.contains("DejaVu Sans"))
        #expect(
            UIFont.fontNames(forFamilyName: "DejaVu Sans") == [
                "DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-BoldOblique", "DejaVuSans-Oblique",
            ])
    }

    @Test func descriptors() throws {
        let font = UIFont.systemFont(ofSize: 15)
        let bold = try #require(font.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: bold, size: 0).fontName == "DejaVuSans-Bold")
        #expect(UIFont(descriptor: bold, size: 0).pointSize == 15)
        let both = try #require(font.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(UIFont(descriptor: both, size: 20).fontName == "DejaVuSans-BoldOblique")
        #expect(
            UIFont(descriptor: UIFontDescriptor(name: "DejaVuSansMono", size: 11), size: 0).fontName == "DejaVuSansMono"
        )
        // The mono family has no oblique face: UIKit answers nil for traits the family cannot give.
        #expect(
            UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.withSymbolicTraits(.traitItalic)
                == nil)
        #expect(UIFont.boldSystemFont(ofSize: 9).fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    /// UIKit's Dynamic Type table: body 17 at large, 23 at XXXL, 53 at accessibility XXXL; headline semibold.
    @Test func preferredFontsFollowTheCategory() {
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: .large).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: .extraExtraExtraLarge).pointSize == 23)
        #expect(
            UIFont.preferredFont(forTextStyle: .body, compatibleWith: .accessibilityExtraExtraExtraLarge).pointSize
                == 53)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: .extraSmall).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: .accessibilityMedium).pointSize == 44)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: .large).fontName == "DejaVuSans-Bold")
        #expect(
            UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory
                && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
    }

    /// UIFontMetrics scales a custom font by the style's ratio: body at XXXL is 23 / 17.
    @Test func fontMetricsScale() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let custom = UIFont.systemFont(ofSize: 34)
        #expect(metrics.scaledFont(for: custom, compatibleWith: .extraExtraExtraLarge).pointSize == 46)  // 34 × 23 / 17
        #expect(metrics.scaledValue(for: 17, compatibleWith: .extraSmall) == 14)
        #expect(metrics.scaledFont(for: custom, compatibleWith: .large).pointSize == 34)
    }

    /// With adjustsFontForContentSizeCategory a label's preferred font follows the preferred category, and
    /// its size is measured again.
    @Test func labelsAdjustToTheContentSizeCategory() {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: .large)
        label.text = "Hello"
        label.adjustsFontForContentSizeCategory = true
        let scaled = UILabel()
        scaled.font = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 34), compatibleWith: .large)
        scaled.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: .large)
        UIContentSizeCategory.preferred = .extraExtraExtraLarge
        defer { UIContentSizeCategory.preferred = .large }
        #expect(label.font.pointSize == 23)
        #expect(scaled.font.pointSize == 46)
        #expect(fixed.font.pointSize == 17)  // not adjusting
        #expect(label.intrinsicContentSize.height == 27)  // 2384 × 23 / 2048 = 26.77 → 27
    }
}
