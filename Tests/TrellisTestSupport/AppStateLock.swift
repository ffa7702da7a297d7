import Foundation
import Trellis

/// Serializes tests that show windows: `UIApplication.shared` (its windows, its key window, its misuse
/// subscribers) is one per process, and test suites run in parallel — across targets too.
public enum AppStateLock {
    private static let lock = NSLock()

    /// Runs `body` while no other test touches the application's state; every window it shows is hidden
    /// again afterwards.
    public static func run<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer {
            for window in UIApplication.shared.windows { window.isHidden = true }
            lock.unlock()
        }
        return try body()
    }

    /// The misuse reports made while `body` runs (inside ``run(_:)``).
    public static func misuse(during body: () throws -> Void) rethrows -> [UIViewControllerError] {
        var reports: [UIViewControllerError] = []
        let subscription = UIApplication.shared.misuse.subscribe { reports.append($0) }
        defer { subscription.cancel() }
        try body()
        return reports
    }
}
