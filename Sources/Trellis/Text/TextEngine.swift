import Foundation

/// What a text engine provides: fonts (matching names and traits to faces), the bidirectional algorithm, and
/// shaping with font fallback. ``TextLayout`` builds everything else on it — line breaking (UAX #14), grapheme
/// clusters, truncation, alignment, paragraph styles, hit testing and carets, glyph runs — so that one layout
/// object is what is measured, drawn and hit-tested, in whichever engine.
///
/// Two engines exist: ``SwiftTextEngine`` (pure Swift, the shipped DejaVu metric tables; the default of a
/// program that links only `Trellis`) and TrellisText's, on fontconfig, HarfBuzz, FreeType and FriBidi (the
/// default of every program that links TrellisText, as TrellisCairo does). A ``UIFont`` belongs to the engine
/// that made it; a layout uses the engine of its text's first font. See docs/TEXT.md.
///
/// Engines are deterministic: the same text and fonts give bit-identical results in every process.
public protocol TextEngine: AnyObject, Sendable {
    /// A short name for logs and benchmarks (`swift`, `harfbuzz`).
    var name: String { get }

    // MARK: Fonts

    /// The system font's face for a weight (UIKit's scale, ``UIFont/Weight``), italic or not, and whether it is
    /// the monospaced system font.
    func systemFace(weight: CGFloat, italic: Bool, monospaced: Bool) -> FontFace
    /// The face a UIKit font name names — a PostScript name (`DejaVuSans-Bold`), a full or family name
    /// (`DejaVu Sans`), or an alias the engine maps (`Helvetica`) — or nil when the engine knows no such font.
    func face(named name: String) -> FontFace?
    /// The face of `family` closest to the weight and slant, or nil when the family is not installed.
    func face(family: String, weight: CGFloat, italic: Bool) -> FontFace?
    /// Every installed family name, sorted.
    var familyNames: [String] { get }
    /// The PostScript names of a family's faces, sorted.
    func fontNames(forFamilyName family: String) -> [String]

    // MARK: Text

    /// The embedding level of every scalar of a paragraph by the Unicode bidirectional algorithm (UAX #9,
    /// rules P2–I2: even left to right, odd right to left), and the paragraph's level. `baseLevel` forces the
    /// paragraph direction (0 or 1); nil takes it from the first strong character, `fallbackLevel` when none.
    func bidiLevels(of scalars: [Unicode.Scalar], baseLevel: UInt8?, fallbackLevel: UInt8) -> BidiParagraph

    /// Shapes `text.scalars[range]` — one style, one bidi level — in `face` and, where it lacks a character,
    /// in fallback faces chosen per grapheme cluster: runs of one face each, in logical order, each run's glyphs
    /// in visual order (reversed when `rightToLeft`). Advances and offsets are in each face's font units.
    func shape(_ text: ShapingText, range: Range<Int>, face: FontFace, rightToLeft: Bool) -> [ShapedRun]
}

/// A paragraph's bidi embedding levels (see ``TextEngine/bidiLevels(of:baseLevel:fallbackLevel:)``).
public struct BidiParagraph: Sendable, Equatable {
    /// The paragraph's embedding level: 0 left to right, 1 right to left.
    public var paragraphLevel: UInt8
    /// One level per scalar.
    public var levels: [UInt8]

    /// Makes a paragraph's levels.
    public init(paragraphLevel: UInt8, levels: [UInt8]) {
        self.paragraphLevel = paragraphLevel
        self.levels = levels
    }
}

/// The text an engine shapes: a paragraph's scalars, and where its grapheme clusters start (fallback never
/// splits a cluster between faces).
public struct ShapingText: Sendable {
    /// The paragraph's scalars (context for shaping beyond the shaped range: Arabic joining looks across it).
    public let scalars: [Unicode.Scalar]
    /// `isClusterStart[i]`: whether scalar `i` starts a grapheme cluster (UAX #29, Swift's `Character`).
    public let isClusterStart: [Bool]

    /// Makes the text with its cluster starts already known (`isClusterStart.count == scalars.count`).
    public init(_ scalars: [Unicode.Scalar], isClusterStart: [Bool]) {
        precondition(isClusterStart.count == scalars.count, "ShapingText: one cluster flag per scalar")
        self.scalars = scalars
        self.isClusterStart = isClusterStart
    }

    /// The cluster starts of a string's scalars (Swift's `Character` boundaries; text below U+0300 without CR
    /// has one cluster per scalar).
    static func clusterStarts(of string: String, scalars: [Unicode.Scalar]) -> [Bool] {
        if scalars.allSatisfy(isAlone) { return Array(repeating: true, count: scalars.count) }
        var starts = [Bool](repeating: false, count: scalars.count)
        var index = 0
        for character in string {
            if index < starts.count { starts[index] = true }
            index += character.unicodeScalars.count
        }
        return starts
    }

    /// Whether a scalar is a grapheme cluster by itself whatever surrounds it, as long as its neighbours are
    /// too: controls but CR, Latin, Greek and Cyrillic letters without combining marks, CJK punctuation, kana
    /// and ideographs, the full-width forms — none is CR, Extend, ZWJ, SpacingMark, Prepend, a regional
    /// indicator or Hangul, so UAX #29 breaks between any two of them (its pictographic rule needs a ZWJ).
    static func isAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x0D, 0x0E..<0x300, 0x370...0x482, 0x48A...0x52F, 0x3000...0x3029, 0x3030...0x3098,
            0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF9D:
            true
        default: false
        }
    }

    /// Makes the text, finding grapheme clusters with Swift's `Character` boundaries (text below U+0300,
    /// without CR LF, has one cluster per scalar: no combining marks or joiners live there).
    public init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        if scalars.allSatisfy({ $0.value < 0x300 && $0 != "\r" }) {
            isClusterStart = Array(repeating: true, count: scalars.count)
            return
        }
        var starts = [Bool](repeating: false, count: scalars.count)
        var index = 0
        for character in String(scalars: scalars) {
            if index < starts.count { starts[index] = true }
            index += character.unicodeScalars.count
        }
        isClusterStart = starts
    }
}

/// One glyph a shaper placed: its id in the face, the scalar (paragraph index) that starts its cluster, and
/// its advance and offset in font units (y up, as OpenType's).
public struct ShapedGlyph: Sendable, Equatable {
    /// The glyph's id in the face's font file.
    public var id: UInt16
    /// The paragraph index of the first scalar of the cluster the glyph belongs to.
    public var cluster: Int
    /// How far the pen moves after the glyph, in font units (kerning included).
    public var advance: Int32
    /// The glyph's offset from the pen, in font units (y up).
    public var xOffset: Int32, yOffset: Int32

    /// Makes a shaped glyph.
    public init(id: UInt16, cluster: Int, advance: Int32, xOffset: Int32 = 0, yOffset: Int32 = 0) {
        self.id = id
        self.cluster = cluster
        self.advance = advance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }
}

/// A run of glyphs in one face (see ``TextEngine/shape(_:range:face:rightToLeft:)``).
public struct ShapedRun: Sendable {
    /// The face the glyphs come from (the requested one, or a fallback).
    public var face: FontFace
    /// The paragraph scalars the run shows.
    public var range: Range<Int>
    /// The glyphs in visual order (left to right on the line).
    public var glyphs: [ShapedGlyph]

    /// Makes a run.
    public init(face: FontFace, range: Range<Int>, glyphs: [ShapedGlyph]) {
        self.face = face
        self.range = range
        self.glyphs = glyphs
    }
}

// MARK: - The default engine

/// The engine fonts are made with when none is named: a task's own (``withTextEngine(_:_:)``), else the
/// process's (the full engine when TrellisText is linked, else ``SwiftTextEngine``).
public enum TextEngines {
    @TaskLocal static var taskEngine: (any TextEngine)?

    private nonisolated(unsafe) static var factory: (@Sendable () -> any TextEngine)?
    private nonisolated(unsafe) static var installed: (any TextEngine)?
    private static let lock = NSLock()

    /// The engine in effect here: the task's (``withTextEngine(_:_:)``) or the process default.
    public static var current: any TextEngine { taskEngine ?? processDefault }

    /// The process default: the installed engine, else the registered full engine (made on first use), else
    /// ``SwiftTextEngine/shared``.
    public static var processDefault: any TextEngine {
        lock.withLock {
            if let installed { return installed }
            let engine = factory?() ?? SwiftTextEngine.shared
            installed = engine
            return engine
        }
    }

    /// Makes `engine` the process default from now on (fonts made before keep their engine).
    public static func install(_ engine: any TextEngine) { lock.withLock { installed = engine } }

    /// Registers the factory of the engine that becomes the process default unless one is installed:
    /// TrellisText calls it when the program starts. The engine is made on first use.
    public static func registerDefault(_ make: @escaping @Sendable () -> any TextEngine) {
        lock.withLock { factory = make }
    }

    /// Runs `body` with `engine` as the current engine of this task (and the tasks it creates): fonts made
    /// inside — a label's default font, `UIFont.systemFont(ofSize:)` — are `engine`'s. Tests pin an engine so.
    public static func withTextEngine<R>(_ engine: any TextEngine, _ body: () throws -> R) rethrows -> R {
        try $taskEngine.withValue(engine, operation: body)
    }

    /// The async form of ``withTextEngine(_:_:)``.
    public static func withTextEngine<R>(
        _ engine: any TextEngine, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        try await $taskEngine.withValue(engine, operation: body, isolation: isolation)
    }
}
