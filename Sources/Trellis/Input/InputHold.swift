import Foundation

/// How input state refers to a view or a responder it acts on (a touch's view, the first responder, the
/// focused view): strongly — a view that leaves the tree while a finger is on it, or while it is first
/// responder or focused, stays alive until the step that notices it has told it — except a root view, which
/// it holds weakly: the input state lives in its root and never owns it, so a root the app drops while a
/// finger or button is down on it, or while it is focused or first responder, is freed with its tree.
struct InputHold<Object: AnyObject> {
    private var strong: Object?
    private weak var weakRoot: Object?

    init(_ object: Object?) {
        if object is UIRootView { weakRoot = object } else { strong = object }
    }

    /// The object held (nil: none, or a root that was freed). (No cast on the read: a touch's view is read at
    /// every delivery.)
    var object: Object? { strong ?? weakRoot }
}
