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
