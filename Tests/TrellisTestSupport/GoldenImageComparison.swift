import Foundation
import Testing
import Trellis

/// Compares rendered pixels with small committed reference PNGs (`directory/NAME.png`), for the test targets that
/// render (each names its references folder and its PNG decoder, which lives in a backend).
///
/// Set `TRELLIS_UPDATE_GOLDENS=1` to write the references from the current rendering instead (then look at
/// them before committing).
public struct GoldenImageComparison: Sendable {
    /// The folder of the reference PNGs.
    public let directory: URL
    /// Decodes a PNG (the backend's decoder).
    public let decode: @Sendable (Data) -> RGBABitmap?

    /// A comparison against the references in `directory`, decoding with `decode`.
    public init(directory: URL, decode: @escaping @Sendable (Data) -> RGBABitmap?) {
        self.directory = directory
        self.decode = decode
    }

    /// Whether the run rewrites the references (`TRELLIS_UPDATE_GOLDENS=1`).
    public static var updating: Bool { ProcessInfo.processInfo.environment["TRELLIS_UPDATE_GOLDENS"] == "1" }

    /// Expects `png` to decode to the reference's pixels, each premultiplied channel within `tolerance`.
    public func expectMatch(
        _ png: Data, named name: String, tolerance: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = directory.appendingPathComponent(name + ".png")
        if Self.updating {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try! png.write(to: url)
            return
        }
        guard let referenceData = try? Data(contentsOf: url), let reference = decode(referenceData) else {
            Issue.record(
                "missing reference \(url.path) (run with TRELLIS_UPDATE_GOLDENS=1)", sourceLocation: sourceLocation)
            return
        }
        guard let actual = decode(png) else {
            Issue.record("rendered data is not a PNG", sourceLocation: sourceLocation)
            return
        }
        guard actual.width == reference.width, actual.height == reference.height else {
            Issue.record(
                "size \(actual.width)×\(actual.height), reference \(reference.width)×\(reference.height)",
                sourceLocation: sourceLocation)
            return
        }
        var mismatches: [String] = []
        for y in 0..<actual.height {
            for x in 0..<actual.width where Self.difference(actual[x, y], reference[x, y]) > tolerance {
                mismatches.append("(\(x), \(y)): \(actual[x, y]) vs \(reference[x, y])")
            }
        }
        if !mismatches.isEmpty {
            Issue.record(
                "\(name): \(mismatches.count) pixels differ; first: \(mismatches.prefix(5))",
                sourceLocation: sourceLocation)
        }
    }

    /// The largest difference between two pixels' premultiplied channels.
    public static func difference(
        _ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ q: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    ) -> Int {
        func pre(_ c: UInt8, _ a: UInt8) -> Int { (Int(c) * Int(a) + 127) / 255 }
        return max(
            abs(pre(p.r, p.a) - pre(q.r, q.a)), abs(pre(p.g, p.a) - pre(q.g, q.a)),
            abs(pre(p.b, p.a) - pre(q.b, q.a)), abs(Int(p.a) - Int(q.a)))
    }
}
