import Foundation
import Testing
import Trellis
import TrellisSolver
import TrellisTestSupport

@testable import trellis_demo

/// The gallery: every promised file is written, each picture a PNG of its device's size.
// Serialized: tests switch the process-wide `LayoutEngine.logsUnsatisfiableConstraints` and each writes a
// gallery with its `trellis-demo` processes; run together they would change each other's logging and load.
@Suite(.serialized) struct GalleryTests {
    /// The files promised: every scene and variant, on both devices, plain, with the overlay and dark, and the
    /// index.
    @Test func promisesEveryScenePlainOverlaidAndDark() {
        let gallery = Gallery()
        let variants = Scene.all.reduce(0) { $0 + $1.variants.count }
        #expect(gallery.fileNames.count == variants * 6 + 1)
        #expect(gallery.fileNames.contains("feed-tablet-dark.png"))
        #expect(Set(gallery.fileNames).count == gallery.fileNames.count)
        #expect(gallery.fileNames.contains("unsatisfiable-phone-overlay.png"))
        #expect(gallery.fileNames.contains("scrolling-form-scrolled-tablet.png"))
        #expect(Set(Scene.all.map(\.name)).count == Scene.all.count)
    }

    /// Writing a subset of scenes into a temporary directory produces exactly the files promised, each PNG of
    /// the device's pixel size, and an index that links every picture.
    @Test func writesEveryPromisedFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let gallery = Gallery(scenes: Scene.all.filter { ["unsatisfiable", "horizontal-layouts"].contains($0.name) })
        var reported: [String] = []
        let written = try gallery.write(to: directory) { reported.append($0) }
        #expect(written.map(\.lastPathComponent) == gallery.fileNames)
        #expect(reported == written.map(\.path))
        let present = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(Set(present) == Set(gallery.fileNames))
        for picture in gallery.pictures {
            let data = try Data(contentsOf: directory.appendingPathComponent(picture.fileName))
            let size = try #require(UIImage(data: data)).size
            let device = try #require(Device.all.first { $0.name == picture.device })
            // An overlaid picture has the legend's band below the screen.
            let legend = picture.style == .overlay ? DebugOverlay().legendHeight(width: device.size.width) : 0
            #expect(legend >= 0 && (picture.style != .overlay || legend >= 20))
            #expect(
                size == CGSize(width: device.size.width, height: device.size.height + legend), "\(picture.fileName)")
        }
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        for picture in gallery.pictures { #expect(index.contains("src=\"\(picture.fileName)\"")) }
    }

    /// Every scene builds and lays out on both devices without drawing (the cheap check for the rest).
    @Test func everySceneLaysOut() {
        NSLayoutConstraint.logsUnsatisfiableConstraints = false
        defer { NSLayoutConstraint.logsUnsatisfiableConstraints = true }
        for scene in Scene.all {
            for device in Device.all {
                for variant in scene.variants {
                    let root = Gallery.makeRoot(device)
                    scene.build(root, variant)
                    root.layoutIfNeeded()
                    #expect(root.bounds.size == device.size)
                    #expect(!root.subviews.isEmpty, "\(scene.name)")
                }
            }
        }
    }

    /// Two processes draw byte-identical pictures (no hashing or dictionary order reaches a layout or a
    /// drawing). Runs the built `trellis-demo` next to the test binary; skipped when it is not there.
    @Test func identicalAcrossProcesses() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("trellis-demo")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        var outputs: [[String: Data]] = []
        for run in 0..<2 {
            let directory = base.appendingPathComponent("\(run)")
            let process = Process()
            process.executableURL = executable
            process.arguments = ["--out", directory.path, "--scenes", "ticker", "feed", "stack-distributions"]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            outputs.append(
                Dictionary(
                    uniqueKeysWithValues: try names.map {
                        ($0, try Data(contentsOf: directory.appendingPathComponent($0)))
                    }))
        }
        #expect(outputs[0].count == 31)  // (3 ticker pages + feed + stacks) × 2 devices × 3, and the index
        #expect(outputs[0] == outputs[1])
    }

    /// The command itself: `trellis-demo --out DIR --scenes unsatisfiable` writes that scene's six pictures and
    /// the index; an unknown scene name is a usage error.
    @Test func commandLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = try TrellisDemo.parse(["--out", directory.path, "--scenes", "unsatisfiable"])
        try command.run()
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        #expect(
            present == [
                "unsatisfiable-phone.png", "unsatisfiable-phone-overlay.png", "unsatisfiable-tablet.png",
                "unsatisfiable-tablet-overlay.png", "unsatisfiable-phone-dark.png", "unsatisfiable-tablet-dark.png",
                "index.html",
            ])
        #expect(throws: (any Error).self) { try TrellisDemo.parse(["--scenes", "no-such-scene"]) }
    }

    /// A directory that cannot be made is a sentence, not a Foundation error dump; `--version` and the scale's
    /// bounds agree with the help.
    @Test func commandLineErrorsAndVersion() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-demo-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let command = try TrellisDemo.parse(["--out", file.path, "--scenes", "unsatisfiable"])
        #expect(throws: WriteFailure.self) { try command.run() }
        do { try command.run() } catch {
            #expect("\(error)" == "cannot write the gallery to \(file.path): a file is in the way")
        }
        #expect(TrellisDemo.configuration.version == TrellisVersion.string)
        #expect(throws: (any Error).self) { try TrellisDemo.parse(["--scale", "0"]) }
        #expect(throws: (any Error).self) { try TrellisDemo.parse(["--scale", "4.5"]) }
        #expect((try? TrellisDemo.parse(["--scale", "4"])) != nil)
    }
}
