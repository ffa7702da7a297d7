/// A failure reported by Cairo, or a file that could not be written.
public enum CairoError: Error, Equatable, CustomStringConvertible {
    /// Cairo's status message.
    case cairo(String)
    /// The file's extension names no format Trellis writes (png, pdf, svg).
    case unknownFormat(String)

    public var description: String {
        switch self {
        case .cairo(let message): "Cairo: \(message)"
        case .unknownFormat(let ext): "no output format for extension '\(ext)' (use png, pdf or svg)"
        }
    }
}
