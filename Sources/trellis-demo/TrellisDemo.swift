import ArgumentParser
import Foundation

/// `trellis-demo`: renders the gallery of seed layouts (PNG, phone and tablet, plain and with the debug
/// overlay) and an `index.html` that shows them side by side.
@main
struct TrellisDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis-demo",
        abstract: "Render the Trellis gallery: every seed layout as PNG, with and without the debug overlay."
    )

    @Option(name: .long, help: "The directory written (created if missing).")
    var out = "gallery"

    @Option(name: .long, help: "Pixels per point of the PNGs (1, 2, 3).")
    var scale: Double = 1

    @Option(name: .long, parsing: .upToNextOption, help: "Only these scenes (names as in the file names).")
    var scenes: [String] = []

    @Flag(name: .long, help: "List the scenes and exit.")
    var list = false

    func validate() throws {
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be between 0 and 4") }
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
        let gallery = Gallery(
            scenes: scenes.isEmpty ? Scene.all : Scene.all.filter { scenes.contains($0.name) }, scale: CGFloat(scale))
        try gallery.write(to: URL(fileURLWithPath: out, isDirectory: true)) { print($0) }
    }
}
