import Foundation

extension UIView {
    /// Which parts of a frame-placed view stretch when its superview's bounds change size (UIKit's
    /// `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Makes a mask from its bits (UIKit's values).
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Sets the mask, and notes in the superview that a subview has one.
    func setAutoresizingMask(_ mask: AutoresizingMask) {
        guard mask != autoresizingMask else { return }
        makeExtendedState().autoresizingMask = mask
        if !mask.isEmpty, let superview { superview.makeExtendedState().hasAutoresizingSubviews = true }
    }

    /// Whether a change of this view's size must be reported after a layout read-back: someone listens
    /// (``UIViewEvents/sizeChanged``), or subviews resize with it.
    var wantsSizeChangeCallbacks: Bool {
        eventsStorage?.madeSizeChanged != nil || extendedState?.hasAutoresizingSubviews == true
            || contentMode == .redraw
    }

    /// Resizes the frame-placed subviews with an ``autoresizingMask`` after the bounds' size changed from
    /// `oldSize` (UIKit's `resizeSubviews(withOldSize:)`; nothing when ``autoresizesSubviews`` is off).
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard extendedState?.hasAutoresizingSubviews == true, autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            guard !mask.isEmpty else { continue }
            let f = subview.frame
            let (x, width) = Self.resize(
                origin: f.minX, length: f.width, in: (oldSize.width, newSize.width), mask: mask,
                flexible: (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin))
            let (y, height) = Self.resize(
                origin: f.minY, length: f.height, in: (oldSize.height, newSize.height), mask: mask,
                flexible: (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))
            subview.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// UIKit's rule along one axis: the change of the superview's length is shared by the flexible parts
    /// (leading margin, length, trailing margin) in proportion to their current sizes — equally when those are
    /// all zero; fixed parts keep their size. With no flexible part the view keeps its origin and length.
    ///
    /// With margins `a` and `c` and length `b` all flexible and a change `d`, the view becomes
    /// `origin + d·a/(a+b+c)`, `length + d·b/(a+b+c)`: its proportions in the superview stay the same.
    static func resize(
        origin: CGFloat, length: CGFloat, in lengths: (old: CGFloat, new: CGFloat), mask: AutoresizingMask,
        flexible: (leading: AutoresizingMask, length: AutoresizingMask, trailing: AutoresizingMask)
    ) -> (origin: CGFloat, length: CGFloat) {
        let delta = lengths.new - lengths.old
        let parts = [
            (mask.contains(flexible.leading), origin), (mask.contains(flexible.length), length),
            (mask.contains(flexible.trailing), lengths.old - origin - length),
        ]
        let flexibleParts = parts.filter(\.0)
        guard delta != 0, !flexibleParts.isEmpty else { return (origin, length) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total != 0 ? delta * part.1 / total : delta / CGFloat(flexibleParts.count)
        }
        return (origin + share(parts[0]), length + share(parts[1]))
    }
}
