import CHarfBuzz
import Foundation
import Trellis

/// HarfBuzz shaping with a cache of results.
///
/// A key holds everything the result depends on: the face, direction, script, and the text with up to five
/// characters of context on each side (HarfBuzz's `HB_BUFFER_CONTEXT_LENGTH`: all it looks at beyond the
/// text), so a cached result is the result. The cache empties itself when it holds 50,000 entries.
final class ShapeCache: @unchecked Sendable {
    private struct Key: Hashable {
        var font: ObjectIdentifier
        var rightToLeft: Bool
        var script: UInt32
        var text: [UInt32]
        var item: Range<Int>
        var atStart: Bool, atEnd: Bool
    }

    private let lock = NSLock()
    private var entries: [Key: [ShapedGlyph]] = [:]
    private static let limit = 50_000
    private static let context = 5

    /// Drops every entry.
    func removeAll() { lock.withLock { entries.removeAll() } }

    /// The glyphs of `scalars[range]` (visual order; clusters are indices into `scalars`).
    func shape(
        _ scalars: [Unicode.Scalar], _ range: Range<Int>, font: HarfBuzzFont, fontID: ObjectIdentifier, script: hb_script_t,
        rightToLeft: Bool
    ) -> [ShapedGlyph] {
        let window = max(0, range.lowerBound - Self.context)..<min(scalars.count, range.upperBound + Self.context)
        let key = Key(
            font: fontID, rightToLeft: rightToLeft, script: script.rawValue, text: scalars[window].map(\.value),
            item: (range.lowerBound - window.lowerBound)..<(range.upperBound - window.lowerBound),
            atStart: range.lowerBound == 0, atEnd: range.upperBound == scalars.count)
        let cached = lock.withLock { entries[key] }
        let relative = cached ?? Self.shape(key, font: font, script: script)
        if cached == nil {
            lock.withLock {
                if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
                entries[key] = relative
            }
        }
        let offset = window.lowerBound
        return offset == 0 ? relative : relative.map {
            ShapedGlyph(id: $0.id, cluster: $0.cluster + offset, advance: $0.advance, xOffset: $0.xOffset, yOffset: $0.yOffset)
        }
    }

    /// Shapes the key's item with its context; clusters are indices into the key's text.
    private static func shape(_ key: Key, font: HarfBuzzFont, script: hb_script_t) -> [ShapedGlyph] {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_set_direction(buffer, key.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if key.atStart { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if key.atEnd { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        key.text.withUnsafeBufferPointer {
            hb_buffer_add_codepoints(buffer, $0.baseAddress, Int32($0.count), UInt32(key.item.lowerBound), Int32(key.item.count))
        }
        hb_shape(font.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { k in
            ShapedGlyph(
                id: UInt16(truncatingIfNeeded: infos[k].codepoint), cluster: Int(infos[k].cluster),
                advance: positions[k].x_advance, xOffset: positions[k].x_offset, yOffset: positions[k].y_offset)
        }
    }
}
