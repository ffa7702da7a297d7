import Foundation

/// Finds font files by name in the system's font directories, for backends that load fonts from files.
public enum FontFileLocator {
    /// Where file names are looked up, in order (DejaVu from Debian's fonts-dejavu-core first).
    public static let searchDirectories = [
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype",
        "/usr/share/fonts/opentype",
        "/usr/share/fonts",
        "/usr/local/share/fonts",
    ]

    /// The path of a font file: `file` itself when it contains a `/`; else the first file of that name in the
    /// ``searchDirectories`` (directly inside one, or anywhere below `/usr/share/fonts`). Nil when not found.
    public static func path(forFontFile file: String) -> String? {
        let manager = FileManager.default
        if file.contains("/") { return manager.fileExists(atPath: file) ? file : nil }
        for directory in searchDirectories {
            let candidate = directory + "/" + file
            if manager.fileExists(atPath: candidate) { return candidate }
        }
        guard let walker = manager.enumerator(atPath: "/usr/share/fonts") else { return nil }
        while let relative = walker.nextObject() as? String {
            if (relative as NSString).lastPathComponent == file { return "/usr/share/fonts/" + relative }
        }
        return nil
    }
}
