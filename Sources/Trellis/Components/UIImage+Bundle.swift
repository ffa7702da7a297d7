import Foundation

extension UIImage {
    /// The image called `name` in `bundle` (nil: the main bundle), as UIKit's `init(named:in:compatibleWith:)`:
    /// a file at the bundle's resource root (`name`, `name.png`, `name@2x.png`, `name@3x.png`, the same in
    /// `.jpg` and `.jpeg`), else an image set in an asset catalog there (`*.xcassets/name.imageset`, copied as
    /// a resource): its largest scale, the dark appearance's file when `traitCollection` is dark and the set has
    /// one. Catalogs are looked for at the resource root and one folder down (a folder copied whole). Nil if
    /// there is none.
    ///
    /// ```swift
    /// // Package.swift: .target(name: "App", resources: [.copy("Images")]) — or .process(…)
    /// let logo = UIImage(named: "Images/logo", in: .module, compatibleWith: nil)
    /// ```
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let bundle = bundle ?? .main
        // The resource folder, then the bundle's own folder (they differ where a bundle has a Resources folder).
        var roots: [String] = []
        for url in [bundle.resourceURL, bundle.bundleURL] {
            if let path = url?.path, !roots.contains(path) { roots.append(path) }
        }
        for root in roots {
            if let path = Self.imageFile(named: name, in: root) {
                self.init(contentsOfFile: path)
                return
            }
        }
        let dark = traitCollection?.userInterfaceStyle == .dark
        for root in roots {
            if let (path, scale) = Self.assetCatalogFile(named: name, in: root, dark: dark),
                let data = FileManager.default.contents(atPath: path)
            {
                self.init(data: data, scale: scale)
                return
            }
        }
        return nil
    }

    /// The asset catalogs in `directory` and the folders directly inside it (a resource folder copied whole),
    /// in path order.
    static func assetCatalogs(in directory: String) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var catalogs: [String] = []
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            if name.hasSuffix(".xcassets") {
                catalogs.append(path)
            } else if let inner = try? FileManager.default.contentsOfDirectory(atPath: path) {
                catalogs += inner.filter { $0.hasSuffix(".xcassets") }.sorted().map {
                    (path as NSString).appendingPathComponent($0)
                }
            }
        }
        return catalogs
    }

    /// The file and scale of image set `name` in the asset catalogs of `directory` (``assetCatalogs(in:)``),
    /// or nil.
    static func assetCatalogFile(named name: String, in directory: String, dark: Bool) -> (String, CGFloat)? {
        for catalog in assetCatalogs(in: directory) {
            let set = (catalog as NSString).appendingPathComponent(name + ".imageset")
            guard
                let json = FileManager.default.contents(
                    atPath: (set as NSString).appendingPathComponent("Contents.json")),
                let contents = try? JSONDecoder().decode(AssetContents.self, from: json)
            else { continue }
            let isDark = { (entry: AssetContents.Entry) in
                entry.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } ?? false
            }
            let files = contents.images.filter { $0.filename != nil }
            let preferred = dark && files.contains(where: isDark) ? files.filter(isDark) : files.filter { !isDark($0) }
            guard let best = preferred.max(by: { $0.scaleValue < $1.scaleValue }), let file = best.filename else {
                continue
            }
            return ((set as NSString).appendingPathComponent(file), best.scaleValue)
        }
        return nil
    }

    /// The part of an image set's `Contents.json` Trellis reads.
    private struct AssetContents: Decodable {
        struct Appearance: Decodable {
            let appearance: String
            let value: String
        }
        struct Entry: Decodable {
            let filename: String?
            let scale: String?
            let appearances: [Appearance]?
            /// `"2x"` → 2 (1 when absent).
            var scaleValue: CGFloat { scale.flatMap { Double($0.dropLast()) }.map { CGFloat($0) } ?? 1 }
        }
        let images: [Entry]
    }
}
