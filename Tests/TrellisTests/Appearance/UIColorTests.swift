import Foundation
import Testing

@testable import Trellis

/// Colors: fixed, dynamic, the system palette's light and dark values, Display P3.
@Suite struct UIColorTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    func bytes(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        let c = color.resolvedColor(with: traits)
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())]
    }

    /// UIKit's documented values (Human Interface Guidelines, iOS 15–18), light then dark; alpha in percent.
    @Test func systemColorsHaveUIKitsValues() {
        #expect(bytes(.systemBlue, light) == [0, 122, 255, 100])
        #expect(bytes(.systemBlue, dark) == [10, 132, 255, 100])
        #expect(bytes(.systemRed, light) == [255, 59, 48, 100] && bytes(.systemRed, dark) == [255, 69, 58, 100])
        #expect(bytes(.systemGray6, light) == [242, 242, 247, 100] && bytes(.systemGray6, dark) == [28, 28, 30, 100])
        #expect(bytes(.label, light) == [0, 0, 0, 100] && bytes(.label, dark) == [255, 255, 255, 100])
        #expect(
            bytes(.secondaryLabel, light) == [60, 60, 67, 60] && bytes(.secondaryLabel, dark) == [235, 235, 245, 60])
        #expect(bytes(.tertiaryLabel, dark) == [235, 235, 245, 30])
        #expect(bytes(.separator, light) == [60, 60, 67, 29] && bytes(.separator, dark) == [84, 84, 88, 60])
        #expect(
            bytes(.systemBackground, light) == [255, 255, 255, 100] && bytes(.systemBackground, dark) == [0, 0, 0, 100])
        #expect(bytes(.systemGroupedBackground, light) == [242, 242, 247, 100])
        #expect(bytes(.secondarySystemBackground, dark) == [28, 28, 30, 100])
        #expect(bytes(.link, dark) == [9, 132, 255, 100])
        // Unspecified resolves as light; the elevated level lightens dark backgrounds.
        #expect(bytes(.systemBackground, UITraitCollection()) == [255, 255, 255, 100])
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(bytes(.systemBackground, elevated) == [28, 28, 30, 100])
    }

    @Test func dynamicProviderAndEquality() {
        var calls: [UIUserInterfaceStyle] = []
        let brand = UIColor { traits in
            calls.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        #expect(brand.resolvedColor(with: dark) == .white && brand.resolvedColor(with: light) == .black)
        #expect(calls == [.dark, .light])
        // Components and cgColor resolve against the current collection.
        dark.performAsCurrent { #expect(brand.cgColor == CGColor.white && UIColor.label.red == 1) }
        #expect(brand.cgColor == CGColor.black && UITraitCollection.current.userInterfaceStyle == .unspecified)
        #expect(UIColor.systemBlue == UIColor.systemBlue && UIColor.systemBlue != UIColor.systemRed)
        #expect(brand == brand && brand != UIColor { _ in .black })
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(bytes(faded, dark) == [255, 255, 255, 50])
    }

    /// Display P3's pure red is outside sRGB: extended sRGB (1.0931, −0.2267, −0.1501), the values Apple's
    /// `UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)` reports; P3 white and gray stay themselves.
    @Test func displayP3ConvertsToExtendedSRGB() {
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        #expect(abs(red.red - 1.0931) < 1e-3 && abs(red.green + 0.2267) < 1e-3 && abs(red.blue + 0.1501) < 1e-3)
        let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 0.5)
        #expect(abs(white.red - 1) < 1e-6 && abs(white.green - 1) < 1e-6 && abs(white.blue - 1) < 1e-6)
        #expect(white.alpha == 0.5)
    }

    /// HSB: hue 1/3 is green, 2/3 blue; brightness scales, saturation 0 is gray.
    @Test func hueSaturationBrightness() {
        #expect(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1) == .green)
        #expect(
            UIColor(hue: 2.0 / 3, saturation: 1, brightness: 0.5, alpha: 1)
                == UIColor(red: 0, green: 0, blue: 0.5, alpha: 1))
        #expect(UIColor(hue: 0.2, saturation: 0, brightness: 0.25, alpha: 1) == UIColor(white: 0.25, alpha: 1))
    }
}
