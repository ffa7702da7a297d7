import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Images beyond PNG files: JPEG headers, bundle resources and asset catalogs, symbols, tints, rendering modes,
/// drawings.
@Suite struct UIImageTests {
    /// A JPEG built by hand: SOI, an APP0 segment of 16 bytes, then SOF0 with height 3 and width 5.
    @Test func jpegSizeFromItsFrameHeader() throws {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x03, 0x00, 0x05, 0x03] + Array(repeating: 0, count: 9)
        bytes += [0xFF, 0xD9]
        let image = try #require(UIImage(data: Data(bytes), scale: 2))
        #expect(image.size == CGSize(width: 2.5, height: 1.5) && image.content == .jpeg(Data(bytes)))
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])) == nil)  // no frame header
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    /// Files and asset-catalog image sets from the test target's own bundle (`Bundle.module`).
    @Test func namedImagesInABundle() throws {
        let dot = try #require(UIImage(named: "dot", in: .module, compatibleWith: nil))
        #expect(dot.size == CGSize(width: 2, height: 1) && dot.scale == 2)  // dot@2x.png is 4×2 pixels
        let badge = try #require(UIImage(named: "badge", in: .module, compatibleWith: nil))
        #expect(badge.scale == 2 && badge.size == CGSize(width: 3, height: 3))
        let dark = try #require(
            UIImage(named: "badge", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(dark.size == CGSize(width: 3, height: 3) && dark != badge)  // the dark file: yellow
        #expect(UIImage(named: "missing", in: .module, compatibleWith: nil) == nil)
    }

    /// Symbols: every listed name exists, sizes follow the point size and scale, unknown names are nil.
    @Test func systemSymbols() throws {
        let names = [
            "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "xmark", "checkmark",
            "heart", "heart.fill", "star", "star.fill", "gear", "gearshape.fill", "person", "person.fill",
            "magnifyingglass", "trash", "trash.fill", "square.and.arrow.up", "square.and.arrow.up.fill",
            "ellipsis", "bell", "bell.fill", "house", "house.fill",
        ]
        for name in names { #expect(UIImage(systemName: name) != nil, "\(name)") }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        let heart = try #require(UIImage(systemName: "heart"))
        #expect(heart.size == CGSize(width: 20, height: 20) && heart.isSymbolImage)  // 17 pt: 20 design units
        let big = try #require(UIImage(systemName: "heart", withConfiguration: .init(pointSize: 34, weight: .bold)))
        #expect(big.size == CGSize(width: 40, height: 40) && big.symbolConfiguration?.weight == .bold)
        let small = heart.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        #expect(small.size == CGSize(width: 16, height: 16))
        #expect(try #require(UIImage(systemName: "chevron.right")).size == CGSize(width: 12, height: 20))
    }

    /// An image view paints a template (a symbol, or any image made `.alwaysTemplate`) in its tint; an image
    /// with its own tint color keeps it; an original image is drawn as it is.
    @Test func templatesTakeTheImageViewsTint() throws {
        func fills(_ image: UIImage) -> [CGColor] {
            let view = UIImageView(image: image)
            view.tintColor = .systemGreen
            let context = RecordingContext()
            view.layer.render(in: CGContext(context))
            return context.events.compactMap { if case .fill(_, let c) = $0 { return c } else { return nil } }
        }
        let light = UITraitCollection(userInterfaceStyle: .light)
        let green = UIColor.systemGreen.resolvedColor(with: light).cgColor
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(fills(star) == [green])
        #expect(fills(star.withTintColor(.systemRed)) == [UIColor.systemRed.resolvedColor(with: light).cgColor])
        #expect(fills(star.withRenderingMode(.alwaysOriginal)) == [CGColor.black])
        let swatch = UIImage(color: .blue)
        #expect(fills(swatch) == [CGColor(red: 0, green: 0, blue: 1, alpha: 1)])
        #expect(fills(swatch.withRenderingMode(.alwaysTemplate)) == [green])
    }

    /// A renderer's image is its drawing, recorded: drawn again, it replays the same calls at the new place.
    @Test func rendererImagesAreRecordedDrawings() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 10, width: 10, height: 10))
        }
        #expect(image.size == CGSize(width: 10, height: 20) && image.scale == 3)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 40)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        let context = RecordingContext()
        root.layer.render(in: CGContext(context))
        let fills = context.events.filter { if case .fill = $0 { return true } else { return false } }
        #expect(
            fills == [
                .fill(CGRect(x: 5, y: 5, width: 20, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
                .fill(CGRect(x: 5, y: 25, width: 20, height: 20), CGColor(red: 0, green: 0, blue: 1, alpha: 1)),
            ])
        let offset = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 10, height: 10)).image { context in
            context.fill(CGRect(x: 100, y: 100, width: 5, height: 5))  // the bounds' origin is the image's corner
        }
        let drawn = RecordingContext()
        offset.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), context: CGContext(drawn))
        #expect(drawn.events == [.fill(CGRect(x: 0, y: 0, width: 5, height: 5), CGColor.black)])
    }
}
