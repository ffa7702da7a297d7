import ArgumentParser
import Foundation
import Trellis
import TrellisSolver

/// `trellis-demo`: renders the gallery of seed layouts (PNG, phone and tablet, plain and with the debug
/// overlay) and an `index.html` that shows them side by side.
@main
struct TrellisDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis-demo",
        abstract: "Render the Trellis gallery: every seed layout as PNG, plain, with the debug overlay and dark.",
        version: TrellisVersion.string
    )

    @Option(name: .long, help: "The directory written (created if missing).")
    var out = "gallery"

    @Option(name: .long, help: "Pixels per point of the PNGs: more than 0, at most 4 (1, 2, 3 are usual).")
    var scale: Double = 1

    @Option(name: .long, parsing: .upToNextOption, help: "Only these scenes (names as in the file names).")
    var scenes: [String] = []

    @Flag(name: .long, help: "List the scenes and exit.")
    var list = false

    @Flag(name: .long, help: "Open the gallery in a window (click a scene or press ↑/↓; D: debug overlay, A: dark).")
    var window = false

    @Option(name: .long, help: "With --window: write the first frame to this PNG and exit.")
    var screenshot: String?

    @Flag(name: .long, help: "Frame times of the feed in an offscreen SDL window being resized (release builds).")
    var windowBenchmark = false

    @Flag(name: .long, help: "Also write animations as strips of frames (seed 004, a spring, a deceleration).")
    var animations = false

    func validate() throws {
        guard scale > 0, scale <= 4 else {
            throw ValidationError("--scale must be more than 0 and at most 4 (got \(scale))")
        }
        let unknown = scenes.filter { name in !Scene.all.contains { $0.name == name } }
        guard unknown.isEmpty else {
            throw ValidationError("unknown scene(s): \(unknown.joined(separator: ", ")); try --list")
        }
    }

    func run() throws {
        if list {
            for scene in Scene.all { print("\(scene.name)\t\(scene.title)") }
            return
        }
        if windowBenchmark { return try WindowBenchmark.run() }
        if window {
            return try runWindow(scenes: scenes.isEmpty ? Scene.all : Scene.all.filter { scenes.contains($0.name) })
        }
        let gallery = Gallery(
            scenes: scenes.isEmpty ? Scene.all : Scene.all.filter { scenes.contains($0.name) }, scale: CGFloat(scale))
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        let written: [URL]
        do {
            written = try gallery.write(to: directory)
        } catch {
            throw WriteFailure(message: "cannot write the gallery to \(directory.path): \(Self.reason(error))")
        }
        if animations {
            let strips = try AnimationStrips.write(to: directory, scale: CGFloat(scale))
            print("animations: \(strips.map(\.lastPathComponent).joined(separator: ", "))")
        }
        let pictures = written.filter { $0.pathExtension == "png" }.count
        print("\(pictures) pictures in \(directory.path); open \(directory.appendingPathComponent("index.html").path)")
    }

    /// A short reason for a failed write: the underlying POSIX error when there is one (not a Foundation dump).
    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileWriteNoPermissionError: return "permission denied"
            case NSFileWriteOutOfSpaceError: return "no space left on the device"
            case NSFileWriteFileExistsError, NSFileWriteInvalidFileNameError: return "a file is in the way"
            case NSFileNoSuchFileError, NSFileWriteUnknownError: return "the folder cannot be created there"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}

/// A failure to write the gallery, said in a sentence (exit status 1, no usage text).
struct WriteFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
