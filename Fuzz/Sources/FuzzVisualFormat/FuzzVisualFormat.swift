import Foundation
import Trellis

/// One input: up to 8 lines, each a Visual Format string over views `a`…`d` with metrics `m` (12) and `n`
/// (-3.5), activated in a 320 × 480 root and laid out; then the root is resized by the first byte, laid out
/// again, every constraint deactivated and the hierarchy dropped. Findings: a crash, a non-finite frame, or
/// a root, view or engine still alive afterwards (a leak).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    let text = String(decoding: bytes, as: UTF8.self)
    NSLayoutConstraint.logsUnsatisfiableConstraints = false
    weak var weakRoot: UIRootView?
    weak var weakView: UIView?
    do {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let views = ["a", "b", "c", "d"].map { name -> (String, UIView) in
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            return (name, v)
        }
        let named = Dictionary(uniqueKeysWithValues: views)
        var active: [NSLayoutConstraint] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(8) {
            guard
                let made = try? NSLayoutConstraint.constraintsThrowing(
                    withVisualFormat: String(line), metrics: ["m": 12, "n": -3.5], views: named)
            else { continue }
            NSLayoutConstraint.activate(made)
            active += made
        }
        root.layoutIfNeeded()
        check(root)
        root.frame.size.width = CGFloat(bytes.first ?? 0) * 4
        root.layoutIfNeeded()
        check(root)
        NSLayoutConstraint.deactivate(active)
        root.layoutIfNeeded()
        weakRoot = root
        weakView = named["a"]
    }
    if weakRoot != nil || weakView != nil { fatalError("leak: the hierarchy outlived its last reference") }
    return 0
}

/// Traps on a non-finite frame anywhere in the tree.
func check(_ root: UIView) {
    var stack = [root]
    while let v = stack.popLast() {
        let f = v.frame
        if ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) { fatalError("non-finite frame \(f)") }
        stack += v.subviews
    }
}
