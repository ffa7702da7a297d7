import Foundation

/// A PNG file's chunk structure, checked before any decoder sees the file.
///
/// A decoder trusts a chunk's length field: a 500-byte file whose `tEXt` chunk claims 2×10⁹ bytes made libpng
/// (through Cairo) allocate and read for seconds, and a header of 4,294,967,295 × 4,294,967,295 pixels was
/// taken as a size. So every PNG is walked here first, in O(file size) with no allocation beyond the result:
/// - the signature, then chunks of `length(4) type(4) data(length) crc(4)`, each wholly inside the file
///   (length ≤ 2³¹ − 1, the PNG specification's bound) with a letters-only type and a matching CRC;
/// - `IHDR` first (13 bytes) with a valid bit depth and color type, width and height within libpng's default
///   user limits (``maximumDimension``) and at most ``maximumPixelCount`` pixels in all;
/// - every chunk other than `IDAT` at most ``maximumChunkLength`` bytes and at most ``maximumAncillaryChunks``
///   ancillary chunks (libpng's `PNG_USER_CHUNK_MALLOC_MAX` and `PNG_USER_CHUNK_CACHE_MAX`);
/// - `PLTE` for indexed color, at least one `IDAT`, and `IEND`;
/// - enough `IDAT` bytes for the pixels `IHDR` declares: deflate expands at most 1,032 to 1, so a 4 KB file
///   cannot hold 16,384 × 16,384 pixels — and a decoder would allocate the whole image before finding out.
///
/// ``decodable`` is the file with only the chunks that decide the pixels (`IHDR`, `PLTE`, `tRNS`, `gAMA`,
/// `cHRM`, `sRGB`, `sBIT`, `IDAT`, `IEND`): text, ICC profiles and unknown chunks never reach the decoder, so a
/// compressed `zTXt` or `iCCP` cannot inflate inside it. Image data inflates to at most the size `IHDR`
/// declares (libpng stops there), which the limits above bound.
package struct PNGStructure: Sendable {
    /// The largest width or height accepted (libpng's `PNG_USER_WIDTH_MAX` and `PNG_USER_HEIGHT_MAX`).
    package static let maximumDimension = 1_000_000
    /// The most pixels accepted (16,384 × 16,384: 1 GiB decoded at four bytes a pixel).
    package static let maximumPixelCount = 1 << 28
    /// The longest chunk other than `IDAT` accepted (libpng's `PNG_USER_CHUNK_MALLOC_MAX`).
    package static let maximumChunkLength = 8_000_000
    /// The most ancillary chunks accepted (libpng's `PNG_USER_CHUNK_CACHE_MAX`).
    package static let maximumAncillaryChunks = 1000

    /// Width and height in pixels, from `IHDR`.
    package let width: Int
    package let height: Int
    /// The file reduced to the chunks a decoder needs for the pixels (the original data when nothing was left out).
    package let decodable: Data

    /// Why a file is not a PNG Trellis decodes: where (byte offset, chunk) and what is wrong.
    package struct Invalid: Error, CustomStringConvertible, Equatable {
        /// The byte offset of the offending chunk (or field).
        package let offset: Int
        package let reason: String
        package var description: String { "invalid PNG at byte \(offset): \(reason)" }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Chunks passed to the decoder; everything else is left out of ``decodable``.
    private static let kept: Set<String> = ["IHDR", "PLTE", "tRNS", "gAMA", "cHRM", "sRGB", "sBIT", "IDAT", "IEND"]

    /// Walks `data`'s chunks; throws ``Invalid`` at the first rule broken.
    package init(validating data: Data) throws(Invalid) {
        let count = data.count
        let start = data.startIndex
        func byte(_ i: Int) -> UInt8 { data[start + i] }
        func u32(_ i: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(byte(i + $1)) } }
        guard count >= 8, (0..<8).allSatisfy({ byte($0) == Self.signature[$0] }) else {
            throw Invalid(offset: 0, reason: "no PNG signature")
        }
        var offset = 8, ancillary = 0, sawIDAT = false, sawPLTE = false, ended = false, imageBytes = 0
        var bitsPerPixel = 0
        var size: (width: Int, height: Int)? = nil
        var colorType = -1
        var keptRanges: [Range<Int>] = [0..<8]
        while !ended {
            guard offset + 8 <= count else {
                throw Invalid(offset: offset, reason: "the file ends before IEND (\(count - offset) bytes left)")
            }
            let length = u32(offset)
            let typeBytes = (4..<8).map { byte(offset + $0) }
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw Invalid(offset: offset, reason: "a chunk type is not four letters")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= Int(Int32.max) else {
                throw Invalid(offset: offset, reason: "chunk \(type) claims \(length) bytes (over 2³¹ − 1)")
            }
            guard length + 12 <= count - offset else {
                throw Invalid(
                    offset: offset, reason: "chunk \(type) claims \(length) bytes; only \(count - offset - 12) remain")
            }
            guard type == "IDAT" || length <= Self.maximumChunkLength else {
                throw Invalid(
                    offset: offset, reason: "chunk \(type) of \(length) bytes (limit \(Self.maximumChunkLength))")
            }
            let crc = PNGEncoder.crc32(data[(start + offset + 4)..<(start + offset + 8 + length)])
            guard crc == UInt32(u32(offset + 8 + length)) else {
                throw Invalid(offset: offset, reason: "chunk \(type) has a wrong CRC")
            }
            if size == nil {
                guard type == "IHDR", length == 13 else { throw Invalid(offset: offset, reason: "IHDR is not first") }
                let header = try Self.header(
                    width: u32(16), height: u32(20), depth: Int(byte(24)), color: Int(byte(25)),
                    compression: byte(26), filter: byte(27), interlace: byte(28))
                size = header
                colorType = Int(byte(25))
                let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
                bitsPerPixel = channels * Int(byte(24))
            } else {
                switch type {
                case "IHDR": throw Invalid(offset: offset, reason: "a second IHDR")
                case "PLTE":
                    guard !sawIDAT, length % 3 == 0, (3...768).contains(length) else {
                        throw Invalid(offset: offset, reason: "PLTE of \(length) bytes, or after IDAT")
                    }
                    sawPLTE = true
                case "IDAT":
                    sawIDAT = true
                    imageBytes += length
                case "IEND": ended = true
                default:
                    if typeBytes[0] & 0x20 != 0 {
                        ancillary += 1
                        guard ancillary <= Self.maximumAncillaryChunks else {
                            throw Invalid(
                                offset: offset, reason: "over \(Self.maximumAncillaryChunks) ancillary chunks")
                        }
                    } else {
                        throw Invalid(offset: offset, reason: "unknown critical chunk \(type)")
                    }
                }
            }
            if Self.kept.contains(type) {
                if keptRanges.last?.upperBound == offset {
                    keptRanges[keptRanges.count - 1] = keptRanges.last!.lowerBound..<(offset + 12 + length)
                } else {
                    keptRanges.append(offset..<(offset + 12 + length))
                }
            }
            offset += 12 + length
        }
        guard sawIDAT else { throw Invalid(offset: offset, reason: "no IDAT chunk") }
        guard colorType != 3 || sawPLTE else { throw Invalid(offset: offset, reason: "indexed color without PLTE") }
        width = size!.width
        height = size!.height
        // The filtered rows of the non-interlaced image (an interlaced one has more): a filter byte each.
        let rawBytes = height * (1 + (width * bitsPerPixel + 7) / 8)
        guard rawBytes <= (imageBytes + 1) * 1032 else {
            throw Invalid(
                offset: 8,
                reason: "\(imageBytes) bytes of IDAT cannot hold \(width) × \(height) pixels (\(rawBytes) bytes)")
        }
        if keptRanges.count == 1 && keptRanges[0] == 0..<count {
            decodable = data
        } else {
            var reduced = Data(capacity: keptRanges.reduce(0) { $0 + $1.count })
            for range in keptRanges { reduced.append(data[(start + range.lowerBound)..<(start + range.upperBound)]) }
            decodable = reduced
        }
    }

    /// Checks `IHDR`'s fields; the size when they are valid.
    private static func header(
        width: Int, height: Int, depth: Int, color: Int, compression: UInt8, filter: UInt8, interlace: UInt8
    ) throws(Invalid) -> (width: Int, height: Int) {
        guard (1...maximumDimension).contains(width), (1...maximumDimension).contains(height) else {
            throw Invalid(offset: 8, reason: "IHDR size \(width) × \(height) (each side 1…\(maximumDimension))")
        }
        guard width * height <= maximumPixelCount else {
            throw Invalid(offset: 8, reason: "IHDR size \(width) × \(height) is over \(maximumPixelCount) pixels")
        }
        // PNG's allowed bit depths per color type (specification, table 11.1).
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[color], allowed.contains(depth) else {
            throw Invalid(offset: 8, reason: "IHDR color type \(color) with bit depth \(depth)")
        }
        guard compression == 0, filter == 0, interlace <= 1 else {
            throw Invalid(offset: 8, reason: "IHDR compression, filter or interlace method unknown")
        }
        return (width, height)
    }
}
