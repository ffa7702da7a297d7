import Foundation
import Trellis

/// The size `view` fits at exactly `width`, as high as it needs: `systemLayoutSizeFitting` with the width
/// required and the height at the fitting-size level (a cell measured for a list of that width).
public func fittingSize(of view: UIView, width: CGFloat) -> CGSize {
    view.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
}
