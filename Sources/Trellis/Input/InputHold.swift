import Foundation

/// How input state refers to a view or a responder it acts on (a touch's view, the first responder, the
/// focused view): strongly — a view that leaves the tree while a finger is on it, or while it is first
/// responder or focused, stays alive until the step that notices it has told it — except a root view, which
/// it holds weakly: the input state lives in its root and never owns it, so a root the app drops while a
/// finger or button is down on it, or while it is focused or first responder, is freed with its tree.
struct InputHold<Object: AnyObject> {
    private var strong: Object?
    private weak var root: UIRootView?

    init(_ object: Object?) {
        if let root = object as? UIRootView { self.root = root } else { strong = object }
    }

    /// The object held (nil: none, or a root that was freed).
    var object: Object? {
        if let strong { return strong }
        guard let root else { return nil }
        return (root as AnyObject) as? Object
    }
}
