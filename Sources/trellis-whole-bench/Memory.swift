import Foundation

/// The process's peak resident memory, reset before a workload (Linux: writing 5 to
/// /proc/self/clear_refs resets VmHWM to the current resident size).
enum PeakMemory {
    /// Resets the high-water mark; false where the kernel refuses.
    @discardableResult
    static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Data("5".utf8)) } catch { return false }
        return true
    }

    /// VmHWM (peak) and VmRSS (now) in bytes.
    static func read() -> (peak: Int, current: Int) {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
        func field(_ name: String) -> Int {
            for line in text.split(separator: "\n") where line.hasPrefix(name) {
                let digits = line.split(separator: " ").compactMap { Int($0) }
                return (digits.first ?? 0) * 1024
            }
            return 0
        }
        return (field("VmHWM:"), field("VmRSS:"))
    }
}
