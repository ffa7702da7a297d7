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

    /// One file of the gallery: a scene's variant on a device, plain, with the overlay, or dark.
    struct Picture: Equatable {
        let scene: String
        let variant: String
        let device: String
        let style: Style

        /// The three pictures of a scene on a device.
        enum Style: CaseIterable {
            /// The light appearance, as drawn.
            case plain
            /// The light appearance with the debug overlay.
            case overlay
            /// The dark appearance, as drawn.
            case dark
        }

        var fileName: String {
            let suffix: String? = style == .plain ? nil : style == .overlay ? "overlay" : "dark"
            return [scene, variant.isEmpty ? nil : variant, device, suffix].compactMap { $0 }.joined(separator: "-")
                + ".png"
        }
    }

    /// The pictures of one scene's variant on one device, in order.
    func pictures(of scene: Scene, _ variant: String, on device: Device) -> [Picture] {
        Picture.Style.allCases.map { Picture(scene: scene.name, variant: variant, device: device.name, style: $0) }
    }

    /// Every picture the gallery writes, in order.
    var pictures: [Picture] {
        scenes.flatMap { scene in
            scene.variants.flatMap { variant in devices.flatMap { pictures(of: scene, variant, on: $0) } }
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
                    let light = Self.makeRoot(device), dark = Self.makeRoot(device, style: .dark)
                    for root in [light, dark] { root.traitCollection.performAsCurrent { scene.build(root, variant) } }
                    for picture in pictures(of: scene, variant, on: device) {
                        let url = directory.appendingPathComponent(picture.fileName)
                        let overlay = picture.style == .overlay ? DebugOverlay.Options() : nil
                        try ViewRenderer(view: picture.style == .dark ? dark : light, overlay: overlay)
                            .write(to: url, scale: scale)
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

    /// A root view of the device's size in the given appearance, its background the system background. Scenes
    /// are built with its traits current (so colors they resolve at once, as a layer's border color, match).
    static func makeRoot(_ device: Device, style: UIUserInterfaceStyle = .light) -> UIRootView {
        let root = UIRootView(frame: CGRect(origin: .zero, size: device.size))
        root.hostTraitCollection = UITraitCollection(userInterfaceStyle: style)
        root.backgroundColor = .systemBackground
        root.accessibilityIdentifier = "root"
        return root
    }
}
