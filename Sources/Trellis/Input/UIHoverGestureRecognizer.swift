import Foundation
import Synchronization

/// Recognizes a pointer over the view without a button held… or with one (UIKit's
/// `UIHoverGestureRecognizer`, continuous): it begins when a pointer's hit path enters the view (the pointer
/// hits the view or something inside it), changes as the pointer moves over it, and ends when the last
/// pointer leaves (or leaves the window). A view under another view that takes the pointer is not entered.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// How many hover recognizers are attached to views, in all trees: while none are, hover does not look for
    /// them along the pointer's path (a look at every view of the path, on every move).
    static let attachedCount = Atomic<Int>(0)

    /// The pointers over the view, and where (root space), in the order they entered.
    private var pointers: [(id: Int, location: CGPoint)] = []

    /// The hover's location in `view`: the centroid of the pointers over the view.
    open override func location(in view: UIView?) -> CGPoint {
        guard !pointers.isEmpty else { return super.location(in: view) }
        var sum = CGPoint.zero
        for p in pointers { sum = CGPoint(x: sum.x + p.location.x, y: sum.y + p.location.y) }
        let c = CGPoint(x: sum.x / CGFloat(pointers.count), y: sum.y / CGFloat(pointers.count))
        return view?.convertFromRoot(c) ?? c
    }

    /// The distance of a pen above the screen (Trellis's pointers: 0).
    public var zOffset: CGFloat { 0 }

    func pointerEntered(_ id: Int, at location: CGPoint, in input: RootInput) {
        input.arena.restartIfFinished(self)
        input.arena.join(self)
        pointers.removeAll { $0.id == id }
        pointers.append((id, location))
        lastRootLocation = location
        state = state == .possible ? .began : .changed
    }

    /// Whether pointer `id` is over the view as far as the recognizer knows (it entered and has not left).
    func isTracking(_ id: Int) -> Bool { pointers.contains { $0.id == id } }

    func pointerMoved(_ id: Int, to location: CGPoint) {
        guard let i = pointers.firstIndex(where: { $0.id == id }) else { return }
        if pointers[i].location == location { return }
        pointers[i].location = location
        lastRootLocation = location
        if state == .began || state == .changed { state = .changed }
    }

    func pointerExited(_ id: Int) {
        guard let i = pointers.firstIndex(where: { $0.id == id }) else { return }
        lastRootLocation = pointers[i].location
        pointers.remove(at: i)
        guard state == .began || state == .changed else { return }
        state = pointers.isEmpty ? .ended : .changed
    }

    open override func reset() {
        super.reset()
        pointers = []
    }
}
