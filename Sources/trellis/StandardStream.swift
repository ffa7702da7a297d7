import Foundation

/// Unbuffered writes to standard output and standard error.
enum StandardStream {
    case output
    case error

    /// Writes `text` as UTF-8 in one go.
    func write(_ text: String) {
        let handle = self == .output ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data(text.utf8))
    }
}
