import Foundation

/// Where a pasteboard's contents live when a host provides a system clipboard (a window host sets one on
/// ``UIPasteboard/general``).
public protocol UIPasteboardHost: AnyObject {
    /// The clipboard's text (nil: none).
    func readString() -> String?
    /// Replaces the clipboard's contents with `string` (nil: clears it).
    func writeString(_ string: String?)
}

/// Text shared between copy, cut and paste (UIKit's `UIPasteboard`, its string part).
///
/// ``general`` lives in the process by default; a window host sets ``host`` to make it the system clipboard.
public final class UIPasteboard: @unchecked Sendable {
    /// The pasteboard copy, cut and paste use.
    public static let general = UIPasteboard(name: "general")

    /// The pasteboard's name.
    public let name: String
    /// The system clipboard behind the pasteboard (nil: in-process storage).
    public var host: UIPasteboardHost? {
        get { lock.withLock { storedHost } }
        set { lock.withLock { storedHost = newValue } }
    }
    private var storedHost: UIPasteboardHost?
    private var storage: [String] = []
    private var count = 0
    private let lock = NSLock()

    /// A private pasteboard named `name` (not shared with ``general``).
    public init(name: String) { self.name = name }

    /// A private pasteboard with a fresh name.
    public static func withUniqueName() -> UIPasteboard { UIPasteboard(name: "trellis.\(UUID().uuidString)") }

    /// The first string on the pasteboard (nil: none); setting it replaces the contents.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every string on the pasteboard (a host clipboard holds at most one).
    public var strings: [String]? {
        get {
            lock.withLock {
                if let host = storedHost { return host.readString().map { [$0] } }
                return storage.isEmpty ? nil : storage
            }
        }
        set {
            lock.withLock {
                count += 1
                if let host = storedHost {
                    host.writeString(newValue?.first)
                } else {
                    storage = newValue ?? []
                }
            }
        }
    }

    /// Whether the pasteboard holds a string.
    public var hasStrings: Bool { string != nil }

    /// How many times the contents were set through this object.
    public var changeCount: Int { lock.withLock { count } }
}
