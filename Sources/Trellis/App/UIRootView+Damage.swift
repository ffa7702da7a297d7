import Foundation

/// What a root must draw again for its next frame: everything, or the union of rectangles in its picture (the
/// root's frame space: origin at its top-left corner, points), collected from `setNeedsDisplay(_:)`.
struct FrameDamage {
    /// Whether the whole picture must be drawn (a new root, ``UIRootView/setNeedsFrame()``, a hierarchy or
    /// trait change, anything whose extent is not known).
    var isFull = true
    /// The rectangles marked since the last frame, united (nil: none).
    var marked: CGRect?

    /// Adds `rect` (picture space); an infinite or unknown rectangle makes the damage full.
    mutating func add(_ rect: CGRect?) {
        guard let rect else { return isFull = true }
        guard !rect.isNull, !rect.isEmpty else { return }
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else {
            return isFull = true
        }
        marked = marked.map { $0.union(rect) } ?? rect
    }
}

// Dirty rectangles for hosts that keep their pixels between frames. Three sources feed a frame's damage:
// `setNeedsDisplay(_:)` (the marked rectangle, in the root's picture), ``UIRootView/setNeedsFrame()`` (all of
// it), and a walk of the tree at draw time that compares where every visible view is now with where it was last
// drawn (layout, frames set by code, animations, hiding): each view that moved, resized, appeared, disappeared
// or is animating damages its old and its new rectangle. A view's rectangle is its bounds in the picture, grown
// by its border, its shadow's reach and one point of antialiasing; a view whose drawing may leave its bounds in
// ways the walk cannot bound (an image view's overflowing content, a transform) makes the damage full.
extension UIRootView {
    /// Marks `rect` of `view` (its bounds coordinates) as needing to be drawn in the next frame, and asks for one.
    func setNeedsFrame(in view: UIView, _ rect: CGRect) {
        frameRequested = true
        guard !frameDamage.isFull else { return }
        let padded = rect.intersection(view.bounds.insetBy(dx: -view.drawingPad, dy: -view.drawingPad))
        guard !padded.isNull else { return }
        frameDamage.add(view.pictureRect(of: padded, in: self))
    }

    /// The part of the picture (the root's frame space: origin at its top-left corner, points) that must be
    /// drawn again for the next frame, and forgets it: nil when nothing visible changed since the last call, the
    /// whole picture after ``setNeedsFrame()``, else the union of what was marked with `setNeedsDisplay(_:)` and
    /// of the old and new places of the views that moved, resized, appeared, disappeared or animate. Call it
    /// after the layout pass, right before drawing. A host that keeps its pixels between frames draws only this
    /// rectangle (clipped to it) and uploads only it.
    ///
    /// Colors, text and images changed by code without `setNeedsDisplay` are not seen by the walk: hosts call
    /// ``setNeedsFrame()`` after every input event and scheduled action, as the SDL host does.
    public func takeDamagedRect() -> CGRect? {
        var damage = frameDamage
        frameDamage = FrameDamage(isFull: false, marked: nil)
        var walk = DamageWalk(damage: damage, animating: hasRunningAnimations)
        walk.visit(self, at: .zero)
        damage = walk.damage
        let picture = CGRect(origin: .zero, size: bounds.size)
        if damage.isFull { return picture.isEmpty ? nil : picture }
        guard var marked = damage.marked else { return nil }
        // A shadowed view the damage touches is drawn whole (its shadow is made from all of it).
        var grown = true
        while grown {
            grown = false
            for rect in walk.shadowed where rect.intersects(marked) && !marked.contains(rect) {
                marked = marked.union(rect)
                grown = true
            }
        }
        let clipped = marked.intersection(picture)
        return clipped.isNull || clipped.isEmpty ? nil : clipped
    }
}

/// The draw-time walk: records where each visible view is drawn and damages the places that changed.
private struct DamageWalk {
    var damage: FrameDamage

    /// Whether the root's clock runs animations or per-frame work this frame (scroll indicators fade then).
    let animating: Bool
    /// The rectangles of the views whose shadow is cast by what they draw (no shadow path): a backend draws
    /// such a view into a group and blurs it, so a clip through it would cut the shape the shadow is made of.
    var shadowed: [CGRect] = []

    /// Visits `view`, whose frame's origin is `origin` in the picture and whose ancestors clip it to `clip`.
    /// Below a view that composites its subviews through a transform (`composited`), places are not known: any
    /// change there makes the damage full.
    mutating func visit(_ view: UIView, at origin: CGPoint, clip: CGRect = .infinite, composited: Bool = false) {
        let alpha = view.presentationAlpha
        let snapshot = view.animationState?.transitionSnapshot != nil
        guard !view.isHidden, alpha > 0 || snapshot else { return forget(view) }
        if let state = view.animationState, !state.transform.isIdentity || state.isAnimating(.transform) {
            // A transformed subtree: its places are not tracked; any frame while it shows is drawn in full.
            damage.isFull = true
            return forget(view)
        }
        let bounds = view.presentationBounds
        let pad = view.drawingPad
        var rect = CGRect(origin: origin, size: bounds.size).insetBy(dx: -pad, dy: -pad)
        if view.mayDrawOutsideBounds || view is SubviewCompositing { rect = .infinite }
        rect = rect.intersection(clip)  // what shows of it (null: nothing)
        let changed =
            view.drawnRect != rect || view.drawnBoundsOrigin != bounds.origin || view.hasPropertyAnimations || snapshot
            || (animating && view is ForegroundDrawing)
        if changed {
            if composited { damage.isFull = true }
            if let old = view.drawnRect { damage.add(old) }
            damage.add(rect)
        }
        if let layer = view.storedLayer, layer.graphicsShadow != nil, layer.shadowPath == nil, !rect.isNull {
            shadowed.append(rect)
        }
        view.drawnRect = rect
        view.drawnBoundsOrigin = bounds.origin
        let shift = CGPoint(x: origin.x - bounds.minX, y: origin.y - bounds.minY)
        let composited = composited || view is SubviewCompositing
        let inner = view.clipsToBounds ? clip.intersection(CGRect(origin: origin, size: bounds.size)) : clip
        for subview in view.subviews {
            let frame = subview.presentationFrame
            visit(
                subview, at: CGPoint(x: shift.x + frame.minX, y: shift.y + frame.minY), clip: inner,
                composited: composited)
        }
    }

    /// A view no longer drawn (hidden, transparent, under a transform): its last places are damaged.
    mutating func forget(_ view: UIView) {
        if let old = view.drawnRect {
            damage.add(old)
            view.drawnRect = nil
        }
        for subview in view.subviews { forget(subview) }
    }
}

extension UIView {
    /// How far the view's own drawing may reach outside its bounds, in points: its border, its shadow's blur
    /// (three standard deviations, as the backends draw it) and offset, and one point of antialiasing.
    var drawingPad: CGFloat {
        var pad: CGFloat = 1
        guard let layer = storedLayer else { return pad }
        pad += max(0, layer.borderWidth)
        if layer.shadowOpacity > 0, layer.shadowColor != nil {
            pad += abs(layer.shadowOffset.width) + abs(layer.shadowOffset.height) + 3 * max(0, layer.shadowRadius) + 2
        }
        return pad
    }

    /// Whether the view's own drawing may leave its bounds by an amount the walk cannot bound: layer contents
    /// (an image view's aspect fill) that are not clipped.
    var mayDrawOutsideBounds: Bool { self is LayerContentDrawing && !clipsToBounds }

    /// `rect` (the view's bounds coordinates) in the root's picture, or nil when a transform lies between them.
    func pictureRect(of rect: CGRect, in root: UIRootView) -> CGRect? {
        var r = rect
        var view: UIView = self
        while view !== root {
            guard let superview = view.superview else { return nil }
            if let state = view.animationState, !state.transform.isIdentity || state.isAnimating(.transform) {
                return nil
            }
            if superview is SubviewCompositing { return nil }
            let bounds = view.presentationBounds
            let frame = view.presentationFrame
            r = r.offsetBy(dx: frame.minX - bounds.minX, dy: frame.minY - bounds.minY)
            view = superview
        }
        let rootBounds = root.presentationBounds
        return r.offsetBy(dx: -rootBounds.minX, dy: -rootBounds.minY)
    }
}

extension UIView {
    /// Asks the root for a frame in which the view's bounds are drawn again, without marking the layer (its
    /// look changed by traits, tint or content mode, not by its own content: `needsDisplay()` stays as it is).
    func setNeedsFrameOfBounds() {
        guard let root else { return }
        root.setNeedsFrame(in: self, bounds)
    }

    /// Marks everything the view and its visible subtree draw (its drawn extent: its opacity, shadow or clip
    /// changed) as needing to be drawn in the next frame.
    func setNeedsDisplayOfDrawnExtent() {
        guard let root else { return }
        root.frameRequested = true
        guard !root.frameDamage.isFull else { return }
        guard !(self is SubviewCompositing) else { return root.frameDamage.isFull = true }
        let pad = drawingPad
        let bounds = presentationBounds
        let extent = drawnExtent.offsetBy(dx: bounds.minX, dy: bounds.minY).insetBy(dx: -pad, dy: -pad)
        root.frameDamage.add(pictureRect(of: extent, in: root))
    }
}

extension AnimatedProperty {
    /// Whether a change of the property changes how the view looks where it already is (the walk sees changes
    /// of place: frame, content offset, transform).
    var changesLookInPlace: Bool {
        switch self {
        case .alpha, .backgroundColor, .cornerRadius, .borderWidth, .borderColor: return true
        case .frame, .boundsOrigin, .transform, .transition: return false
        }
    }
}
