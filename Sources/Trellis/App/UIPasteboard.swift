import Foundation

/// A place to copy and paste through (UIKit's `UIPasteboard`), strings only for now. ``general`` is the
/// system clipboard when a host connects it (the SDL host does), else a clipboard inside the process.
public final class UIPasteboard: @unchecked Sendable {
    /// The clipboard shared with other apps (through the host).
    public static let general = UIPasteboard()

    /// Where a connected pasteboard reads and writes: a host's system clipboard.
    public struct Backend {
        /// Reads the clipboard's text (nil: none).
        public var read: () -> String?
        /// Replaces the clipboard's content with text (nil: clears it).
        public var write: (String?) -> Void

        /// Makes a backend from the host's two calls.
        public init(read: @escaping () -> String?, write: @escaping (String?) -> Void) {
            self.read = read
            self.write = write
        }
    }

    /// The host's clipboard (nil: the pasteboard keeps its content itself). Hosts set it.
    public var backend: Backend?
    private var storedString: String?

    /// Makes an in-process pasteboard.
    public init() {}

    /// The pasteboard's text (nil: none).
    public var string: String? {
        get { backend.map { $0.read() } ?? storedString }
        set {
            if let backend { backend.write(newValue) } else { storedString = newValue }
        }
    }

    /// The pasteboard's texts (Trellis keeps one item: the first string).
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool { !(string ?? "").isEmpty }
}
