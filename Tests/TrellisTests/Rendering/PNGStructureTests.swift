import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// Crafted PNGs of a few dozen bytes that used to cost seconds and gigabytes inside libpng are refused before
/// any decoder sees them; valid files pass, reduced to the chunks that decide the pixels (issue 20).
@Suite struct PNGStructureTests {
    let valid = PNGFixture.make(width: 2, height: 1)

    func reason(_ data: Data) -> String? {
        do {
            _ = try PNGStructure(validating: data)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func validFileIsAcceptedAsItIs() throws {
        let png = try PNGStructure(validating: valid)
        #expect((png.width, png.height) == (2, 1))
        #expect(png.decodable == valid)
        #expect(UIImage(data: valid)?.size == CGSize(width: 2, height: 1))
    }

    /// A `tEXt` (or `zTXt`) claiming 1.5×10⁹ (2×10⁹) bytes in a file of under 100 bytes.
    @Test(arguments: [("tEXt", UInt32(1_500_000_000)), ("zTXt", UInt32(2_000_000_000))])
    func chunkClaimingMoreThanTheFileIsRefused(type: String, claimed: UInt32) {
        let bomb = PNGFixture.inserting(PNGFixture.chunk(type, Array("Comment\0x".utf8), length: claimed), into: valid)
        #expect(bomb.count < 100)
        // The chunk starts after the signature (8) and IHDR (25): byte 33.
        #expect(reason(bomb)?.hasPrefix("invalid PNG at byte 33: chunk \(type) claims \(claimed) bytes; only ") == true)
        #expect(UIImage(data: bomb) == nil)
        #expect(GraphicsImage.png(bomb).pixelSize == nil)
    }

    /// Over 2³¹ − 1 (the specification's bound) is refused whatever the file's length.
    @Test func lengthOverTheSpecificationsBoundIsRefused() {
        let bomb = PNGFixture.inserting(PNGFixture.chunk("tEXt", [], length: 0x8000_0000), into: valid)
        #expect(reason(bomb) == "invalid PNG at byte 33: chunk tEXt claims 2147483648 bytes (over 2³¹ − 1)")
    }

    @Test(arguments: [
        (UInt32(0xFFFF_FFFF), UInt32(0xFFFF_FFFF)), (1_000_001, 1), (1, 1_000_001), (0, 5), (16_385, 16_385),
    ])
    func sizesOutsideTheLimitsAreRefused(width: UInt32, height: UInt32) {
        let idat = [UInt8](valid)[33..<(valid.count - 12)]
        let png = Data(
            PNGFixture.signature + PNGFixture.header(width: width, height: height) + idat + PNGFixture.chunk("IEND"))
        #expect(reason(png)?.hasPrefix("invalid PNG at byte 8: IHDR size \(width) × \(height)") == true)
        #expect(UIImage(data: png) == nil)
    }

    /// 10,000 × 10,000 RGBA is within the limits, but with the 2 × 1 file's image data — one row of 1 filter
    /// byte + 8 pixel bytes, in a zlib stream of 2 + 5 + 9 + 4 = 20 bytes — the 400,010,000 bytes of rows
    /// (10,000 × (1 + 40,000)) cannot come out (deflate expands at most 1,032:1). A decoder would have
    /// allocated 400 MB before finding out.
    @Test func imageDataTooShortForTheSizeIsRefused() {
        let idat = [UInt8](valid)[33..<(valid.count - 12)]
        #expect(idat.count == 12 + 20)
        let png = Data(
            PNGFixture.signature + PNGFixture.header(width: 10_000, height: 10_000) + idat + PNGFixture.chunk("IEND"))
        #expect(
            reason(png) == "invalid PNG at byte 8: 20 bytes of IDAT cannot hold 10000 × 10000 pixels (400010000 bytes)")
    }

    @Test func structuralDefectsAreRefused() {
        let bytes = [UInt8](valid)
        // A wrong CRC on IHDR (its CRC is bytes 29..<33).
        var badCRC = bytes
        badCRC[32] ^= 1
        #expect(reason(Data(badCRC)) == "invalid PNG at byte 8: chunk IHDR has a wrong CRC")
        // Cut before IEND.
        #expect(reason(Data(bytes.dropLast(12)))?.contains("the file ends before IEND") == true)
        // No signature.
        #expect(reason(Data(bytes.dropFirst())) == "invalid PNG at byte 0: no PNG signature")
        // 16-bit indexed color does not exist.
        let idat = bytes[33..<(bytes.count - 12)]
        let indexed16 = PNGFixture.signature + PNGFixture.header(width: 2, height: 1, depth: 16, colorType: 3) + idat
        #expect(
            reason(Data(indexed16 + PNGFixture.chunk("IEND")))
                == "invalid PNG at byte 8: IHDR color type 3 with bit depth 16")
        // An unknown critical chunk (upper-case first letter).
        #expect(
            reason(PNGFixture.inserting(PNGFixture.chunk("ABCD"), into: valid))
                == "invalid PNG at byte 33: unknown critical chunk ABCD")
        // Too many ancillary chunks: 1,001 empty ones.
        let many = (0...PNGStructure.maximumAncillaryChunks).flatMap { _ in PNGFixture.chunk("teXt") }
        #expect(reason(PNGFixture.inserting(many, into: valid))?.hasSuffix("over 1000 ancillary chunks") == true)
    }

    /// Text and unknown ancillary chunks are valid but never reach the decoder.
    @Test func decodableKeepsOnlyPixelChunks() throws {
        let text = PNGFixture.chunk("tEXt", Array("Title\0Hello".utf8))
        let gamma = PNGFixture.chunk("gAMA", PNGFixture.bigEndian(45_455))
        let png = PNGFixture.inserting(text + gamma, into: valid)
        let structure = try PNGStructure(validating: png)
        // The valid file with gAMA (4 data bytes + 12) after IHDR; the text chunk (11 + 12 bytes) is left out.
        #expect(structure.decodable == PNGFixture.inserting(gamma, into: valid))
        #expect(structure.decodable.count == png.count - 23)
        #expect(UIImage(data: png)?.size == CGSize(width: 2, height: 1))
    }
}
