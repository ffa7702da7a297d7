import Foundation
import Trellis
import TrellisCairo

/// Renders scenes to PNG files and writes the index page.
struct Gallery {
    /// The scenes drawn.
    var scenes: [Scene] = Scene.all
    /// The screen sizes each scene is drawn at.
    var devices: [Device] = Device.all
    /// Pixels per point.
    var scale: CGFloat = 1

    /// One file of the gallery: a scene's variant on a device, plain or with the overlay.
    struct Picture: Equatable {
        let scene: String
        let variant: String
        let device: String
        let overlay: Bool

        var fileName: String {
            [scene, variant.isEmpty ? nil : variant, device, overlay ? "overlay" : nil].compactMap { $0 }
                .joined(separator: "-") + ".png"
        }
    }

    /// Every picture the gallery writes, in order.
    var pictures: [Picture] {
        scenes.flatMap { scene in
            scene.variants.flatMap { variant in
                devices.flatMap { device in
                    [false, true].map { Picture(scene: scene.name, variant: variant, device: device.name, overlay: $0) }
                }
            }
        }
    }

    /// Every file the gallery writes: the pictures and `index.html`.
    var fileNames: [String] { pictures.map(\.fileName) + ["index.html"] }

    /// Writes the pictures and the index into `directory` (created if missing), reporting each path written.
    /// - Returns: The files written.
    @discardableResult
    func write(to directory: URL, report: (String) -> Void = { _ in }) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // The unsatisfiable scene breaks a constraint on purpose: the overlay shows it, the log would repeat it.
        let logs = NSLayoutConstraint.logsUnsatisfiableConstraints
        NSLayoutConstraint.logsUnsatisfiableConstraints = false
        defer { NSLayoutConstraint.logsUnsatisfiableConstraints = logs }
        var written: [URL] = []
        for scene in scenes {
            for variant in scene.variants {
                for device in devices {
                    let root = Self.makeRoot(device)
                    scene.build(root, variant)
                    for overlay in [false, true] {
                        let picture = Picture(scene: scene.name, variant: variant, device: device.name, overlay: overlay)
                        let url = directory.appendingPathComponent(picture.fileName)
                        try ViewRenderer(view: root, overlay: overlay ? DebugOverlay.Options() : nil).write(to: url, scale: scale)
                        written.append(url)
                        report(url.path)
                    }
                }
            }
        }
        let index = directory.appendingPathComponent("index.html")
        try GalleryIndex(gallery: self).html.write(to: index, atomically: true, encoding: .utf8)
        written.append(index)
        report(index.path)
        return written
    }

    /// A white root view of the device's size.
    static func makeRoot(_ device: Device) -> UIRootView {
        let root = UIRootView(frame: CGRect(origin: .zero, size: device.size))
        root.backgroundColor = .white
        root.accessibilityIdentifier = "root"
        return root
    }
}
