import Foundation
import Testing

@testable import Trellis

/// A root dropped in the middle of a `UIView.animate` call is freed with everything of the animation (issue 20,
/// found by LeakSanitizer over the suite): the animation group lists its animations and each animation names its
/// group, so before, the group, its animations, its timing curve and whatever the completion captured were kept
/// for good once the root's clock was gone.
@Suite struct AnimationLifetimeTests {
    /// A two-second move stopped half way by dropping the root; and a repeating one, which never ends by itself.
    @Test(arguments: [UIView.AnimationOptions.curveLinear, [.curveLinear, .repeat]])
    func rootDroppedMidAnimationFreesTheAnimation(options: UIView.AnimationOptions) throws {
        weak var weakRoot: UIRootView?
        weak var weakBox: UIView?
        weak var weakAnimation: PropertyAnimation?
        weak var weakGroup: AnyObject?
        weak var weakCaptured: UIView?
        var completions: [Bool] = []
        do {
            let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let captured = UIView()  // held by the completion only
            root.addSubview(box)
            root.layoutIfNeeded()
            UIView.animate(
                withDuration: 2, delay: 0, options: options, animations: { box.frame.origin.x = 100 },
                completion: { finished in completions.append(finished && captured.isHidden) })
            try root.advance(to: 1)
            #expect(box.layer.presentation()!.frame.minX == 50)  // linear: half way at half the time
            let animation = try #require(box.animationState?.animations.first)
            weakRoot = root
            weakBox = box
            weakAnimation = animation
            weakGroup = animation.timeline
            weakCaptured = captured
        }
        #expect(weakRoot == nil)
        #expect(weakBox == nil)
        #expect(weakAnimation == nil)
        #expect(weakGroup == nil)
        #expect(weakCaptured == nil)
        #expect(completions.isEmpty)  // no clock is left to run it
    }

    /// The same for a running property animator, its owner dropping it with the root.
    @Test func rootDroppedMidAnimatorFreesTheAnimator() throws {
        weak var weakRoot: UIRootView?
        weak var weakAnimation: PropertyAnimation?
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(box)
            root.layoutIfNeeded()
            let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { box.frame.origin.x = 100 }
            animator.startAnimation()
            try root.advance(to: 1)
            #expect(box.layer.presentation()!.frame.minX == 50)
            weakAnimation = try #require(box.animationState?.animations.first)
            weakRoot = root
            weakAnimator = animator
        }
        #expect(weakRoot == nil)
        #expect(weakAnimation == nil)
        #expect(weakAnimator == nil)
    }
}

/// A paused or stopped animator its owner drops (issue 20). UIKit raises there ("It is an error to release a
/// paused or stopped property animator"); Trellis frees it, logs the misuse and leaves the views showing what they
/// showed, as `stopAnimation(true)` would. Before, a paused animator and its animations named each other: the
/// animator, its animations and whatever its blocks captured stayed alive for good, and the view kept showing
/// the paused animation.
@Suite struct DroppedAnimatorTests {
    enum Drop: CaseIterable { case paused, scrubbed, stopped }

    @Test(arguments: Drop.allCases)
    func droppedAnimatorIsFreedAndTheViewKeepsWhatItShowed(drop: Drop) throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(box)
        root.layoutIfNeeded()
        weak var weakAnimator: UIViewPropertyAnimator?
        weak var weakAnimation: PropertyAnimation?
        weak var weakCaptured: UIView?
        var completions: [UIViewAnimatingPosition] = []
        do {
            let captured = UIView()  // held by the animations block only
            let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) {
                box.frame.origin.x = 100
                captured.alpha = 0.5
            }
            animator.addCompletion { completions.append($0) }
            switch drop {
            case .paused:
                animator.startAnimation()
                try root.advance(to: 0.5)  // linear: a quarter of the way, x = 25
                animator.pauseAnimation()
            case .scrubbed:
                animator.fractionComplete = 0.25
            case .stopped:
                animator.startAnimation()
                try root.advance(to: 0.5)
                animator.stopAnimation(false)  // stopped, waiting for finishAnimation(at:)
            }
            #expect(box.layer.presentation()!.frame.minX == 25)
            weakAnimator = animator
            weakAnimation = box.animationState?.animations.first
            weakCaptured = captured
        }
        #expect(weakAnimator == nil)
        #expect(weakAnimation == nil)
        #expect(weakCaptured == nil)
        #expect(completions.isEmpty)  // as stopAnimation(true): no completion runs
        #expect(box.animationState?.animations.isEmpty ?? true)
        #expect(box.frame.minX == 25)  // the model value is what showed
        #expect(box.layer.presentation()!.frame.minX == 25)
        try root.advance(to: 5)  // nothing moves on afterwards
        #expect(box.layer.presentation()!.frame.minX == 25)
        #expect(!root.hasRunningAnimations)
    }
}
