import Foundation

/// The root's coordinator of gesture recognizers: UIKit's state machine, exclusivity and failure
/// requirements.
///
/// A recognizer joins when it receives its first touch (or hover) of a gesture and leaves when it resets.
/// Two members *conflict* when they received a common touch. The rules, applied when a subclass sets
/// ``UIGestureRecognizer/state``:
/// - Leaving possible (to began, or to ended for a discrete gesture) asks the delegate and the view
///   (`gestureRecognizerShouldBegin`); a no makes it fail.
/// - A conflicting member already in progress (began or changed) prevents it (it fails), unless they may
///   recognize simultaneously (either delegate says so) or `canPrevent`/`canBePrevented` say otherwise.
/// - While a conflicting recognizer it must wait for (``UIGestureRecognizer/require(toFail:)``, the
///   delegate's and the subclass's failure requirements) is still possible, the change waits; it happens when
///   that one fails, and the recognizer fails if that one recognizes.
/// - Recognizing makes conflicting possible members fail (same exceptions), cancels the touches in the view
///   (``UIGestureRecognizer/cancelsTouchesInView``) and runs the actions.
/// - Once finished (ended, cancelled, failed) and its touches are over, a member resets to possible.
final class GestureArena {
    unowned(unsafe) let input: RootInput
    /// The recognizers in a gesture, in the order they joined.
    @exclusivity(unchecked) private(set) var members: [UIGestureRecognizer] = []

    init(input: RootInput) { self.input = input }

    /// The root was freed in the middle of a gesture (the app dropped it): the members let go of their touches,
    /// or a touch, holding its view, which holds the recognizer, would keep that view alive for good. Nothing
    /// is told (no app code runs while the root is being freed).
    deinit {
        for r in members {
            r.trackedTouches.removeAll()
            r.ignoredTouches.removeAll()
            r.pendingState = nil
        }
    }

    /// Adds `r` to the gesture in progress.
    func join(_ r: UIGestureRecognizer) {
        guard r.arena !== self else { return }
        r.arena = self
        members.append(r)
    }

    // MARK: Transitions

    /// Applies a subclass's request to move `r` to `new`, by UIKit's state machine.
    func transition(_ r: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        let old = r.storedState
        if r.pendingState != nil {
            switch new {
            case .failed, .cancelled: fail(r)
            case .ended: r.pendingState = .ended
            default: break  // still waiting for a failure requirement
            }
            return
        }
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            attemptStart(r, to: new)
        case (.possible, .failed), (.possible, .cancelled):
            fail(r)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            r.storedState = new
            sendActions(r)
        case (.began, .failed), (.changed, .failed):
            r.storedState = .cancelled  // UIKit: a gesture in progress cannot fail; it is cancelled
            sendActions(r)
        default:
            break  // not a move UIKit's state machine allows (a finished recognizer waits for its reset)
        }
    }

    /// Tries to move `r` out of possible: the delegate and view, prevention, failure requirements.
    private func attemptStart(_ r: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        if let delegate = r.delegate, !delegate.gestureRecognizerShouldBegin(r) { return fail(r) }
        if let view = r.view, !view.gestureRecognizerShouldBegin(r) { return fail(r) }
        if r.shouldBeginHook?(r) == false { return fail(r) }
        for o in members where o !== r && (o.storedState == .began || o.storedState == .changed) && conflict(o, r) {
            if prevents(o, r) { return fail(r) }
        }
        switch requirementStatus(r) {
        case .recognized: fail(r)
        case .waiting: r.pendingState = target
        case .satisfied: commit(r, to: target)
        }
    }

    /// Moves `r` to `target` for real: others fail, the view's touches are cancelled, actions run.
    private func commit(_ r: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        r.pendingState = nil
        r.storedState = target
        for o in members where o !== r && o.storedState == .possible && conflict(r, o) && prevents(r, o) {
            fail(o)
        }
        if r.cancelsTouchesInView {
            for t in r.trackedTouches where !r.ignoredTouches.contains(where: { $0 === t }) {
                input.cancelViewDelivery(t)
            }
        }
        sendActions(r)
        resolveWaiting()  // recognizers waiting for this one to fail now fail
    }

    /// Makes `r` fail, then lets the recognizers waiting for it go on.
    private func fail(_ r: UIGestureRecognizer) {
        let wasWaiting = r.pendingState != nil
        r.pendingState = nil
        guard r.storedState == .possible || wasWaiting else { return }
        r.storedState = .failed
        resolveWaiting()
    }

    /// Re-decides every recognizer waiting for failure requirements (until nothing changes).
    func resolveWaiting() {
        var changed = true
        while changed {
            changed = false
            for r in members where r.pendingState != nil {
                switch requirementStatus(r) {
                case .waiting: continue
                case .recognized: fail(r)
                case .satisfied: commit(r, to: r.pendingState!)
                }
                changed = true
                break
            }
        }
    }

    private enum RequirementStatus { case satisfied, waiting, recognized }

    /// Whether `r`'s failure requirements among the members have all failed, some still might recognize, or
    /// one recognized. Requirements that are not in this gesture (no touch in common) do not count.
    private func requirementStatus(_ r: UIGestureRecognizer) -> RequirementStatus {
        var status = RequirementStatus.satisfied
        for o in members where o !== r && conflict(o, r) && requires(r, toFail: o) {
            switch o.storedState {
            case .possible: status = .waiting
            case .began, .changed, .ended: return .recognized
            case .failed, .cancelled: continue
            }
        }
        return status
    }

    /// Whether `r` waits for `o` to fail (its own list, the subclasses' and the delegates' say).
    private func requires(_ r: UIGestureRecognizer, toFail o: UIGestureRecognizer) -> Bool {
        if r.failureRequirements.contains(where: { $0.recognizer === o }) { return true }
        if r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r) { return true }
        if r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) == true { return true }
        return o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) == true
    }

    /// Whether `a`, recognizing, makes `b` fail.
    private func prevents(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        if a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true { return false }
        if b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true { return false }
        return a.canPrevent(b) && b.canBePrevented(by: a)
    }

    /// Whether `a` and `b` received a common touch in this gesture.
    private func conflict(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { t in b.trackedTouches.contains { $0 === t } }
    }

    /// Runs `r`'s actions (on a copy: an action may add or remove actions).
    private func sendActions(_ r: UIGestureRecognizer) {
        for action in r.actions { action.handler(r) }
    }

    // MARK: Leaving

    /// Disabling a member: a gesture in progress is cancelled, a possible one fails; then it resets.
    func recognizerWasDisabled(_ r: UIGestureRecognizer) {
        switch r.storedState {
        case .began, .changed: transition(r, to: .cancelled)
        case .possible: fail(r)
        default: break
        }
        if !input.isDispatching { reset(r) }
    }

    /// A member left its view (removed, or the view left the tree): a gesture in progress is cancelled (its
    /// actions hear it), then it resets, and the recognizers waiting for it go on.
    func recognizerWasDetached(_ r: UIGestureRecognizer) {
        guard r.arena === self else { return }
        cancelIfInProgress(r)
        reset(r)
        resolveWaiting()
    }

    private func cancelIfInProgress(_ r: UIGestureRecognizer) {
        guard r.storedState == .began || r.storedState == .changed else { return }
        r.storedState = .cancelled
        sendActions(r)
    }

    /// Resets `r` now if it finished its last gesture (a hover recognizer starting over within one step).
    func restartIfFinished(_ r: UIGestureRecognizer) {
        if r.arena === self, r.storedState.isFinished, r.activeTouches.isEmpty { reset(r) }
    }

    /// Resets the members that are finished and whose touches are over, and those no longer in the tree.
    func finishStep() {
        guard !members.isEmpty else { return }
        var any = false
        for r in members {
            let detached = r.view.map { !input.contains($0) } ?? true
            if detached || !r.isEnabled
                || (r.storedState.isFinished && r.activeTouches.isEmpty && r.pendingState == nil)
            {
                if detached || !r.isEnabled { cancelIfInProgress(r) }
                guard r.arena === self else { continue }  // an action may have reset it
                reset(r)
                any = true
            }
        }
        if any { resolveWaiting() }
    }

    /// Returns `r` to possible, out of the arena, and calls its ``UIGestureRecognizer/reset()``.
    private func reset(_ r: UIGestureRecognizer) {
        members.removeAll { $0 === r }
        r.arena = nil
        r.storedState = .possible
        r.pendingState = nil
        r.trackedTouches.removeAll()
        r.ignoredTouches.removeAll()
        r.resetCount += 1
        r.reset()
    }
}
