import Foundation
import Testing
import Trellis

@testable import TrellisCairo

/// JPEG through libjpeg-turbo, template tinting and symbols, as pixels.
@Suite struct CairoImageTests {
    /// A renderer's JPEG (quality 0.9) decodes to the drawn colors within JPEG's error, at the drawn size.
    @Test func jpegRoundTrip() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 8))
        let jpeg = renderer.jpegData(withCompressionQuality: 0.9) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 8, y: 0, width: 8, height: 8))
        }
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
        let image = try #require(UIImage(data: jpeg))
        #expect(image.size == CGSize(width: 16, height: 8))
        let view = UIImageView(image: image)
        let pixels = try ViewRenderer(view: view).bitmap()
        let (red, blue) = (pixels[2, 4], pixels[13, 4])
        #expect(red.r > 230 && red.g < 30 && red.b < 30 && red.a == 255)
        #expect(blue.b > 230 && blue.r < 30 && blue.g < 30)
    }

    /// A PNG made a template is painted in the image view's tint through its alpha.
    @Test func templateImagePaintsTheTint() throws {
        let png = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).pngData { context in
            UIColor(red: 0.2, green: 0.9, blue: 0.4, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))  // the right half stays clear
        }
        let image = try #require(UIImage(data: png)).withRenderingMode(.alwaysTemplate)
        let view = UIImageView(image: image)
        view.tintColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        view.backgroundColor = .white
        let pixels = try ViewRenderer(view: view).bitmap()
        #expect(pixels[0, 0] == (255, 0, 255, 255) && pixels[3, 3] == (255, 255, 255, 255))
    }

    /// A filled symbol in an image view: tinted ink at its middle, clear at its corner; the outline variant is
    /// hollow at the middle.
    @Test func symbolsDrawInTheTint() throws {
        func pixels(_ name: String) throws -> RGBABitmap {
            let view = UIImageView(image: UIImage(systemName: name, withConfiguration: .init(pointSize: 34)))
            view.tintColor = .red
            return try ViewRenderer(view: view).bitmap()
        }
        let filled = try pixels("star.fill"), hollow = try pixels("star")
        #expect(filled.width == 40 && filled[20, 21] == (255, 0, 0, 255) && filled[1, 1].a == 0)
        #expect(hollow[20, 21].a == 0 && hollow[20, 3].r == 255)
    }
}
