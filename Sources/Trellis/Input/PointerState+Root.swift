import Foundation

// The input state never owns its root. A pointer's hover path ends at the root and the root may observe hover
// itself, but the root owns its input state: kept in those lists between events, it would keep itself alive,
// and a root the app drops while a pointer is over it would never be freed (with its tree, engine and solver).
// So the root is in the lists only during a hover update or query — put back (`attachRoot`) where it was, and
// taken out again (`detachRoot`) after — and the hover code sees the whole path. Both cost a comparison and an
// append or removal at the end of the path, within its storage (no allocation).
extension PointerState {
    /// Puts the root back at the end of ``path`` and among ``hoveredObservers`` (where it was); returns false,
    /// doing nothing, when it is in already (a query from inside an update).
    func attachRoot(_ root: UIRootView) -> Bool {
        guard rootIsDetached else { return false }
        rootIsDetached = false
        if rootEndsPath { path.append(root) }
        if rootObserverIndex >= 0 { hoveredObservers.insert(root, at: min(rootObserverIndex, hoveredObservers.count)) }
        return true
    }

    /// Takes the root out of ``path`` and ``hoveredObservers`` again, remembering where it was.
    func detachRoot(_ root: UIRootView) {
        rootIsDetached = true
        rootEndsPath = path.last === root
        if rootEndsPath { path.removeLast() }
        // (The walk finds the root first: it is at the front, unless it began observing since.)
        if let first = hoveredObservers.first, first === root {
            rootObserverIndex = 0
        } else {
            rootObserverIndex = hoveredObservers.firstIndex { $0 === root } ?? -1
        }
        if rootObserverIndex >= 0 { hoveredObservers.remove(at: rootObserverIndex) }
    }

    /// Runs `body` with the root in the lists.
    func withRoot<Result>(_ root: UIRootView, _ body: () -> Result) -> Result {
        let attached = attachRoot(root)
        defer { if attached { detachRoot(root) } }
        return body()
    }

    /// Whether ``path`` is the chain from `hit` up as it stands: the same hit view (the root, detached, counted),
    /// and no view moved since it was made (``HoverGeneration/hierarchy``).
    func pathIsUnchanged(hit: UIView?, root: ObjectIdentifier) -> Bool {
        guard pathGeneration == HoverGeneration.hierarchy else { return false }
        if let first = path.first { return first === hit }
        return rootIsDetached && rootEndsPath ? hit.map(ObjectIdentifier.init) == root : hit == nil
    }

    /// Whether a view under the pointer takes it (the hit path is not empty), between updates as during them.
    var isOverTakingView: Bool { !path.isEmpty || (rootIsDetached && rootEndsPath) }
}
