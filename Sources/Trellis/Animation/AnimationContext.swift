import Foundation
import Synchronization

/// Where the animations made in an animation block go: a `UIView.animate` group or a property animator.
protocol AnimationRecorder: AnimationTimeline {
    /// Its root's clock went away while it ran: let go of the animations, which hold it.
    func rootWentAway()
    /// Takes the clock of `root` (the root of a view changed in the block), once.
    func attach(to root: UIRootView)
    /// Keeps an animation made in the block (and the memo it uses, for timelines that change their mapping).
    func add(_ animation: PropertyAnimation, memo: ProgressMemo)
    /// Whether the views it animates take touches meanwhile (`.allowUserInteraction`).
    var allowsUserInteraction: Bool { get }
}

/// The animation block being run: changes to animatable properties made while it is current animate.
final class AnimationContext: @unchecked Sendable {
    let recorder: AnimationRecorder
    let timing: AnimationTiming
    let beginsFromCurrentState: Bool
    /// The keyframe being added (relative start and duration in the block's time), or the whole block.
    var relativeStart = 0.0 { didSet { memo = ProgressMemo() } }
    var relativeDuration = 1.0 { didSet { memo = ProgressMemo() } }
    /// The progress memo of the animations made in the current window.
    private(set) var memo = ProgressMemo()

    init(recorder: AnimationRecorder, timing: AnimationTiming, beginsFromCurrentState: Bool) {
        self.recorder = recorder
        self.timing = timing
        self.beginsFromCurrentState = beginsFromCurrentState
    }

    /// The block being run (nil: changes are immediate). Task-local, so that view trees driven from
    /// different tasks at once (parallel tests) never see each other's blocks.
    @TaskLocal static var current: AnimationContext?

    /// Whether animations are enabled (``UIView/areAnimationsEnabled``).
    nonisolated(unsafe) static var animationsEnabled = true

    /// How many animation blocks run right now, in any task: while none does, property setters skip the
    /// task-local look-up (the layout pass sets every moved view's frame).
    static let runningBlocks = Atomic<Int>(0)

    /// Runs `body` with `context` current (nil: without animation), then restores the previous one.
    static func with(_ context: AnimationContext?, _ body: () -> Void) {
        runningBlocks.add(1, ordering: .relaxed)
        defer { runningBlocks.subtract(1, ordering: .relaxed) }
        $current.withValue(context, operation: body)
    }

    /// Records the change of `property` of `view` from `old` to its current model value as an animation —
    /// when the view is in a root (whose clock will drive it); views outside a root change at once, as views
    /// outside a window do in UIKit.
    func record(_ view: UIView, _ property: AnimatedProperty, from old: AnimationVector) {
        guard let root = view.topMostView as? UIRootView else { return }
        let new = view.modelVector(property)
        var from = old
        if beginsFromCurrentState {
            // Start from what is on screen; the animations of other blocks on this property stop here.
            from = view.presentationVector(property, model: old)
            let timeline = recorder as AnimationTimeline
            view.removePropertyAnimations(interrupted: true) { $0.property == property && $0.timeline !== timeline }
        }
        let difference = from - new
        guard difference != .zero else { return }
        recorder.attach(to: root)
        let animation = PropertyAnimation(
            view: view, property: property, difference: difference, target: new, timeline: recorder,
            relativeStart: relativeStart, relativeDuration: relativeDuration, timing: timing, memo: memo)
        view.addPropertyAnimation(animation)
        recorder.add(animation, memo: memo)
    }
}

extension UIView {
    /// Called after an animatable property changed from `old`: inside an animation block, the change animates.
    @inline(__always)
    func animatableChanged(_ property: AnimatedProperty, from old: @autoclosure () -> AnimationVector) {
        // A host redraws where the view shows; a change of place is found by the root's damage walk.
        if property.changesLookInPlace { setNeedsDisplayOfDrawnExtent() } else { root?.frameRequested = true }
        // (Every model frame and transform change passes here: the superview's hover index hears of it.)
        if property == .frame || property == .transform { hoverGeometryChanged() }
        guard AnimationContext.runningBlocks.load(ordering: .relaxed) > 0, let context = AnimationContext.current else {
            return
        }
        context.record(self, property, from: old())
    }

    /// Whether an animation running on the view keeps touches from it (UIKit: views being animated take no
    /// touches unless the animation allows user interaction).
    var animationBlocksInteraction: Bool {
        guard let state = animationState, !state.animations.isEmpty else { return false }
        return state.animations.contains { !(($0.timeline as? AnimationRecorder)?.allowsUserInteraction ?? true) }
    }
}
