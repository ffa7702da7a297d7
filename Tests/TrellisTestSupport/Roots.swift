import Foundation
import Trellis

/// A root of the given size with `count` plain subviews. They use constraints unless
/// `translatesAutoresizingMask` is set (the seed builders turn it off themselves). Unsatisfiable-constraint
/// logs are off: tests that expect broken constraints collect them with ``brokenConstraints(in:during:)``.
public func makeRoot(
    width: CGFloat, height: CGFloat = 100, count: Int, translatesAutoresizingMask: Bool = false
) -> (UIRootView, [UIView]) {
    NSLayoutConstraint.logsUnsatisfiableConstraints = false
    let root = UIRootView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let views = (0..<count).map { _ in UIView() }
    for v in views {
        v.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMask
        root.addSubview(v)
    }
    return (root, views)
}

/// The constraints `root` reported as unsatisfiable while `body` ran, in order.
public func brokenConstraints(in root: UIRootView, during body: () -> Void) -> [NSLayoutConstraint] {
    var broken: [NSLayoutConstraint] = []
    let subscription = root.unsatisfiableConstraint.subscribe { broken.append($0.broken) }
    body()
    subscription.cancel()
    return broken
}
