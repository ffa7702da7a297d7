import CHarfBuzz
import Foundation
import Testing
import Trellis

@testable import TrellisText

/// The independent references the text tests compare with: Debian's `hb-shape` (libharfbuzz-bin) and
/// `fc-match` (fontconfig), run as separate processes with the C locale (no language: as the engine shapes).
enum ReferenceTools {
    /// Runs a tool and returns its standard output (nil when it cannot run or fails).
    static func run(_ tool: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = ["LANG": "C", "LC_ALL": "C", "PATH": "/usr/bin:/bin"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/hb-shape")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-match")
    }

    /// One glyph as hb-shape prints it (JSON, glyph ids, font units).
    struct Glyph: Decodable, Equatable {
        var g: UInt16
        var cl: Int
        var dx: Int32
        var dy: Int32
        var ax: Int32
    }

    /// hb-shape's glyphs for `text` in face `index` of `file`, with the direction and script given (OpenType
    /// functions, the face's units per em: no size). The text goes as code points (`--unicodes`), free of
    /// the locale.
    static func hbShape(_ text: String, file: String, index: Int, rightToLeft: Bool, script: String) -> [Glyph]? {
        guard
            let output = run(
                "/usr/bin/hb-shape",
                [
                    "--output-format=json", "--no-glyph-names", "--font-funcs=ot", "--face-index=\(index)",
                    "--direction=\(rightToLeft ? "rtl" : "ltr")", "--script=\(script)", "--font-file=\(file)",
                    "--unicodes=" + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ","),
                ])
        else { return nil }
        return try? JSONDecoder().decode([Glyph].self, from: Data(output.utf8))
    }

    /// fc-match's file and index for a pattern.
    static func fcMatch(_ pattern: String) -> String? {
        run("/usr/bin/fc-match", ["-f", "%{file}:%{index}", pattern])
    }

    /// The ISO 15924 tag (`Arab`) of the script TrellisText shapes `range` of `scalars` in.
    static func scriptTag(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
        let script = ScriptItemizer.runs(scalars, range)[0].1
        var buffer = [CChar](repeating: 0, count: 4)
        hb_tag_to_string(script.rawValue, &buffer)
        return String(decoding: buffer.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A source string's scalars and the map from UTF-16 offsets to scalar indices.
struct ScalarIndex {
    let scalars: [Unicode.Scalar]
    private let scalarAt: [Int: Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var map: [Int: Int] = [:], offset = 0
        for (i, s) in scalars.enumerated() {
            map[offset] = i
            offset += s.value > 0xFFFF ? 2 : 1
        }
        map[offset] = scalars.count
        scalarAt = map
    }

    /// The scalar range of a UTF-16 range.
    func range(_ utf16: Range<Int>) -> Range<Int> { scalarAt[utf16.lowerBound]!..<scalarAt[utf16.upperBound]! }

    func string(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }
}

/// Pins the full engine for a suite (it is the process default, but a suite says what it tests).
struct FullEngineTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void)
        async throws
    {
        try await TextEngines.withTextEngine(HarfBuzzTextEngine.shared) { try await function() }
    }
}

extension Trait where Self == FullEngineTrait {
    /// Runs the suite in TrellisText's engine.
    static var fullTextEngine: Self { FullEngineTrait() }
}
