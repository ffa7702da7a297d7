import Foundation

/// A label's most recent text layouts, by everything a ``TextLayout`` is a function of, so that asking the same
/// label the same question again — a fitting-size question, then the layout pass, then drawing: a list cell's
/// life; a wrapping label's natural and wrapped sizes asked in turns — lays its text out once.
///
/// The key holds the inputs themselves, not summaries of them: the plain string (or the very attributed-string
/// object, which the label copied and never mutates), the font object (a font belongs to one engine and one
/// face at one size, all immutable: so the engine in effect is part of the key), the width (bit pattern; nil
/// for unbounded), the line limit, break mode, alignment, direction, tightening and the font scale. A layout
/// is a pure function of these (engines are deterministic and their own caches never change a result), so a
/// hit returns exactly the layout a fresh computation would. The owner empties the cache whenever one of its
/// inputs changes (``removeAll()``), which keeps it small; the key check makes a stale hit impossible anyway.
///
/// Four entries, replaced round-robin (deterministic): a wrapping label is asked at its natural width and at
/// its wrap width, a shrinking one at a few scales.
struct TextLayoutCache {
    /// Everything a label's text layout depends on.
    struct Key {
        /// The plain text (nil when `attributed` is given).
        var text: String?
        /// The attributed text object (compared by identity; never mutated after the label copied it).
        var attributed: NSAttributedString?
        /// The default font (compared by identity: face, size and engine are immutable parts of it).
        var font: UIFont
        var width: CGFloat?
        var numberOfLines: Int
        var lineBreakMode: NSLineBreakMode
        var alignment: NSTextAlignment
        var rightToLeft: Bool
        var allowsTightening: Bool
        var scale: CGFloat

        /// Whether two keys name the same layout: identical objects, bit-identical numbers, equal strings.
        func matches(_ other: Key) -> Bool {
            font === other.font && attributed === other.attributed && numberOfLines == other.numberOfLines
                && lineBreakMode == other.lineBreakMode && alignment == other.alignment
                && rightToLeft == other.rightToLeft && allowsTightening == other.allowsTightening
                && scale.bitPattern == other.scale.bitPattern && width?.bitPattern == other.width?.bitPattern
                && text == other.text
        }
    }

    private static let capacity = 4
    private var entries: [(key: Key, layout: TextLayout)] = []
    private var next = 0

    /// The cached layout for `key`, or nil.
    func layout(for key: Key) -> TextLayout? {
        for entry in entries where entry.key.matches(key) { return entry.layout }
        return nil
    }

    /// Keeps `layout` for `key`, replacing the oldest entry when full.
    mutating func store(_ layout: TextLayout, for key: Key) {
        if entries.count < Self.capacity {
            entries.append((key, layout))
        } else {
            entries[next] = (key, layout)
            next = (next + 1) % Self.capacity
        }
    }

    /// Forgets every layout (an input of the owner's layouts changed).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        next = 0
    }
}
