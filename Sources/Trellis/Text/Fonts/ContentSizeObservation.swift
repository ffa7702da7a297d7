import Foundation

/// A view's subscription to content size category changes (``UIContentSizeCategory/preferred``), held while
/// the view adjusts its font for the category and ended with the view.
final class ContentSizeObservation {
    private var token: Int?

    /// Starts (with `callback`) or stops observing.
    func follow(_ on: Bool, _ callback: @escaping () -> Void) {
        if let token { UIContentSizeCategory.removeObserver(token) }
        token = nil
        guard on else { return }
        nonisolated(unsafe) let call = callback
        token = UIContentSizeCategory.addObserver { call() }
    }

    deinit { if let token { UIContentSizeCategory.removeObserver(token) } }
}
