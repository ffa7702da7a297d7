import Foundation

extension UIView {
    /// The default placement of a system guide: the margins guide inset by ``layoutMargins``, the safe-area
    /// guide by ``safeAreaInsets``, the readable-content guide by ``readableContentInsets``; other kinds belong to subclasses (a scroll view's content and frame guides).
    func insetGuideConstraints(for guide: UILayoutGuide) -> [GeneratedConstraint] {
        switch guide.kind {
        case .margins: return GeneratedConstraint.insetGuide(guide, in: self, by: layoutMargins)
        case .safeArea: return GeneratedConstraint.insetGuide(guide, in: self, by: safeAreaInsets)
        case .readableContent: return GeneratedConstraint.insetGuide(guide, in: self, by: readableContentInsets)
        case .custom, .scrollContent, .scrollFrame: return []
        }
    }
}

extension UILayoutGuide {
    /// Whether ``layoutFrame`` is the solved frame: the guide takes part in a layout whose last read-back is
    /// current (nothing changed since).
    var hasCurrentLayoutFrame: Bool { layout.engine.map { !$0.needsReadBack } ?? false }
}
