import CHarfBuzz
import Foundation
import Trellis

/// The engine's cache of shaped text: the runs (faces after fallback, script runs, glyphs) of a range.
///
/// A key holds everything the result depends on: the face, the direction, and the text with up to five
/// characters of context on each side (HarfBuzz's `HB_BUFFER_CONTEXT_LENGTH`: all it looks at beyond the text)
/// with each scalar's grapheme-cluster-start bit (fallback works per cluster), and whether the range starts or
/// ends the paragraph. So a cached result is the result. The cache empties itself at 20,000 entries.
final class ShapeCache: @unchecked Sendable {
    private struct Key: Hashable {
        var face: ObjectIdentifier
        var rightToLeft: Bool
        /// The window's scalars; bit 31 marks a grapheme cluster start.
        var text: [UInt32]
        var item: Range<Int>
        var atStart: Bool, atEnd: Bool
    }

    private let lock = NSLock()
    private var entries: [Key: [ShapedRun]] = [:]
    private static let limit = 20_000
    private static let context = 5

    /// Drops every entry.
    func removeAll() { lock.withLock { entries.removeAll() } }

    /// The runs of `text.scalars[range]` in `face`, from the cache or from `shape` (whose runs index the
    /// paragraph, as the result does).
    func runs(
        _ text: ShapingText, _ range: Range<Int>, face: FontFace, rightToLeft: Bool, shape: () -> [ShapedRun]
    ) -> [ShapedRun] {
        let window = max(0, range.lowerBound - Self.context)..<min(text.scalars.count, range.upperBound + Self.context)
        var packed = [UInt32](repeating: 0, count: window.count)
        for (k, i) in window.enumerated() { packed[k] = text.scalars[i].value | (text.isClusterStart[i] ? 1 << 31 : 0) }
        let key = Key(
            face: ObjectIdentifier(face), rightToLeft: rightToLeft, text: packed,
            item: (range.lowerBound - window.lowerBound)..<(range.upperBound - window.lowerBound),
            atStart: range.lowerBound == 0, atEnd: range.upperBound == text.scalars.count)
        let offset = window.lowerBound
        if let cached = lock.withLock({ entries[key] }) { return Self.shifted(cached, by: offset) }
        let result = shape()
        let relative = Self.shifted(result, by: -offset)
        lock.withLock {
            if entries.count >= Self.limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = relative
        }
        return result
    }

    /// Runs with their ranges and clusters moved by `offset`.
    private static func shifted(_ runs: [ShapedRun], by offset: Int) -> [ShapedRun] {
        guard offset != 0 else { return runs }
        return runs.map { run in
            var run = run
            run.range = (run.range.lowerBound + offset)..<(run.range.upperBound + offset)
            for k in run.glyphs.indices { run.glyphs[k].cluster += offset }
            return run
        }
    }
}

/// HarfBuzz shaping of one script run in one font.
enum HarfBuzzShaper {
    /// The glyphs of `scalars[range]` (visual order; clusters are indices into `scalars`), shaped with the
    /// five scalars of context on each side.
    static func shape(
        _ scalars: [Unicode.Scalar], _ range: Range<Int>, font: HarfBuzzFont, script: hb_script_t, rightToLeft: Bool
    ) -> [ShapedGlyph] {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == scalars.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        let window = max(0, range.lowerBound - 5)..<min(scalars.count, range.upperBound + 5)
        let codepoints = scalars[window].map(\.value)
        codepoints.withUnsafeBufferPointer {
            hb_buffer_add_codepoints(
                buffer, $0.baseAddress, Int32($0.count), UInt32(range.lowerBound - window.lowerBound),
                Int32(range.count))
        }
        hb_shape(font.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { k in
            ShapedGlyph(
                id: UInt16(truncatingIfNeeded: infos[k].codepoint), cluster: Int(infos[k].cluster) + window.lowerBound,
                advance: positions[k].x_advance, xOffset: positions[k].x_offset, yOffset: positions[k].y_offset)
        }
    }
}
