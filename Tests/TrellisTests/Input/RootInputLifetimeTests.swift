import Foundation
import Testing
import TrellisSolver

@testable import Trellis

/// The input state never owns its root (issue 20, a leak; issue 11 §8): a root the app drops while a pointer is
/// over it, a button, finger or key is down, something is focused or first responder, a scroll view is dragged
/// or decelerating, or a recognizer waits for a second tap is freed with its tree, its layout engine and its
/// solver. Views the input state holds (a touched view, the hover path, a focused view) are freed once the step
/// that notices they left the tree has run.
@Suite struct RootInputLifetimeTests {
    /// A live input state, reached through the root's input entry point.
    enum LiveState: String, CaseIterable, CustomStringConvertible {
        case pointerOverSubview, pointerOverRoot
        case hoverObserverOnRoot, hoverObserverOnSubview, hoverRecognizerOnRoot, hoverRecognizerOnSubview
        case buttonHeldOverSubview, buttonHeldOverRoot, touchOnSubview, touchOnRoot, pinch
        case keyHeldWithoutFirstResponder, keyHeldWithFirstResponder, keyHeldWithRootAsFirstResponder
        case focusedSubview, focusedRoot, scrollViewDragged, scrollViewDecelerating
        case pendingDoubleTapOnSubview, pendingDoubleTapOnRoot
        var description: String { rawValue }
    }

    /// A root that can be first responder and focused (for the states where the root itself is).
    final class ResponderRoot: UIRootView {
        var takesFocus = false
        var takesFirstResponder = false
        override var canBecomeFocused: Bool { takesFocus }
        override var canBecomeFirstResponder: Bool { takesFirstResponder }
    }

    /// A subview that can be focused.
    final class FocusableView: UIView {
        override var canBecomeFocused: Bool { true }
    }

    /// Drives a 100 × 100 root, whose 50 × 50 subview `view` sits at its top left (laid out by constraints, so
    /// that the root owns a layout engine), into `state`, and checks that the state is live. Returns the view
    /// the state is on (the subview, the root, the text field or the scroll view made for it).
    @discardableResult
    private func drive(_ root: ResponderRoot, _ view: UIView, into state: LiveState) throws -> UIView {
        let overView = CGPoint(x: 6, y: 6)
        let overRoot = CGPoint(x: 80, y: 80)
        switch state {
        case .pointerOverSubview:
            try root.send(.pointerMoved(to: overView), at: 1)
            #expect(view.hoverState == .direct && root.hoverState == .direct)
        case .pointerOverRoot:
            try root.send(.pointerMoved(to: overRoot), at: 1)
            #expect(view.hoverState == .none && root.hoverState == .direct)
        case .hoverObserverOnRoot, .hoverObserverOnSubview:
            let observer = state == .hoverObserverOnRoot ? root : view
            var changes = 0
            observer.hoverChanged.subscribe { _ in changes += 1 }
            try root.send(.pointerMoved(to: overView), at: 1)
            #expect(changes == 1 && observer.hoveringPointers == [UIView.HoveringPointer(pointer: 0, state: .direct)])
        case .hoverRecognizerOnRoot, .hoverRecognizerOnSubview:
            let hover = UIHoverGestureRecognizer()
            (state == .hoverRecognizerOnRoot ? root : view).addGestureRecognizer(hover)
            try root.send(.pointerMoved(to: overView), at: 1)
            #expect(hover.state == .began)
        case .buttonHeldOverSubview, .buttonHeldOverRoot:
            let p = state == .buttonHeldOverSubview ? overView : overRoot
            try root.send(.pointerButtonDown(.left, at: p), at: 1)
            #expect(root.input.pointers.first?.touch?.view === (state == .buttonHeldOverSubview ? view : root))
        case .touchOnSubview, .touchOnRoot:
            try root.send(.touchBegan(id: 1, at: state == .touchOnSubview ? overView : overRoot), at: 1)
            #expect(root.input.touches.first?.view === (state == .touchOnSubview ? view : root))
        case .pinch:
            let pinch = UIPinchGestureRecognizer()
            root.addGestureRecognizer(pinch)
            try root.send(.touchBegan(id: 1, at: overView), at: 1)
            try root.send(.touchBegan(id: 2, at: CGPoint(x: 60, y: 60)), at: 1.01)
            try root.send(.touchMoved(id: 2, to: overRoot), at: 1.02)
            #expect(pinch.state == .began && pinch.numberOfTouches == 2)
        case .keyHeldWithoutFirstResponder:
            try root.send(.keyDown(.keyboardA, characters: "a"), at: 1)
            #expect(root.firstResponder == nil && root.input.keysDown.count == 1)
        case .keyHeldWithFirstResponder:
            let field = UITextField(frame: CGRect(x: 0, y: 60, width: 40, height: 20))
            root.addSubview(field)
            #expect(field.becomeFirstResponder())
            try root.send(.keyDown(.keyboardA, characters: "a"), at: 1)
            #expect(root.firstResponder === field && root.input.keysDown.count == 1)
            return field
        case .keyHeldWithRootAsFirstResponder:
            root.takesFirstResponder = true
            #expect(root.becomeFirstResponder())
            try root.send(.keyDown(.keyboardA, characters: "a"), at: 1)
            #expect(root.firstResponder === root && root.input.keysDown.count == 1)
        case .focusedSubview:
            try root.send(.keyDown(.keyboardTab), at: 1)
            try root.send(.keyUp(.keyboardTab), at: 1.05)
            #expect(root.focusSystem.focusedItem === view)
        case .focusedRoot:
            root.takesFocus = true
            view.isHidden = true  // (the subview, focusable, would come first)
            try root.send(.keyDown(.keyboardTab), at: 1)
            #expect(root.focusSystem.focusedItem === root)
        case .scrollViewDragged, .scrollViewDecelerating:
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 1000)
            root.addSubview(scrollView)
            let dragging = state == .scrollViewDragged
            try root.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 10), steps: 4, at: 1, lift: !dragging)
            #expect(scrollView.isDragging == dragging && scrollView.isDecelerating == !dragging)
            return scrollView
        case .pendingDoubleTapOnSubview, .pendingDoubleTapOnRoot:
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            (state == .pendingDoubleTapOnRoot ? root : view).addGestureRecognizer(doubleTap)
            try root.click(state == .pendingDoubleTapOnSubview ? overView : overRoot, at: 1)
            #expect(root.input.clock.hasPendingActions && doubleTap.state == .possible)
        }
        return state.rawValue.contains("Root") ? root : view
    }

    /// A root dropped in a live input state is freed with its views, its engine and its solver.
    @Test(arguments: LiveState.allCases)
    func rootDroppedInLiveStateIsFreed(_ state: LiveState) throws {
        weak var weakRoot: UIRootView?
        weak var weakView: UIView?
        weak var weakHeld: UIView?  // (the view the state is on)
        weak var weakEngine: LayoutEngine?
        weak var weakSolver: Solver?
        do {
            let root = ResponderRoot(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = FocusableView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: root.leftAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
            ])
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
            weakHeld = try drive(root, view, into: state)
            weakRoot = root
            weakView = view
            weakEngine = root.ownedEngine
            weakSolver = root.ownedEngine?.solver
            #expect(weakEngine != nil)
        }
        #expect(weakRoot == nil)
        #expect(weakView == nil)
        #expect(weakHeld == nil)
        #expect(weakEngine == nil)
        #expect(weakSolver == nil)
    }

    /// A view removed from the tree while a state is on it — between events, or inside a step (by a scheduled
    /// action) — is freed once the step has run (at once, between events): the input state lets go of it.
    @Test(
        arguments: [
            LiveState.pointerOverSubview, .hoverObserverOnSubview, .hoverRecognizerOnSubview, .buttonHeldOverSubview,
            .touchOnSubview, .pinch, .keyHeldWithFirstResponder, .focusedSubview, .scrollViewDragged,
            .scrollViewDecelerating, .pendingDoubleTapOnSubview,
        ], [false, true])
    func viewRemovedInLiveStateIsFreed(_ state: LiveState, duringStep: Bool) throws {
        let root = ResponderRoot(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakHeld: UIView?
        do {
            let view = FocusableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(view)
            weakHeld = try drive(root, view, into: state)
        }
        #expect(weakHeld != nil && weakHeld !== root)
        if duringStep {
            root.schedule(at: 3) { weakHeld?.removeFromSuperview() }
            try root.advance(to: 3)
        } else {
            weakHeld?.removeFromSuperview()
        }
        #expect(weakHeld == nil)
    }

    /// A view's hover event kept beyond the view: subscribing to it and cancelling a subscription afterwards is
    /// nothing (the event's hook holds its view weakly), and the view was freed.
    @Test func hoverEventOutlivesItsView() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var weakView: UIView?
        let event: UIViewEvent<UIView.HoverChange>
        let subscription: UIViewEventSubscription
        var changes: [UIView.HoverState] = []
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(view)
            event = view.hoverChanged
            subscription = event.subscribe { changes.append($0.currentState) }
            try root.send(.pointerMoved(to: CGPoint(x: 10, y: 10)), at: 0)
            view.removeFromSuperview()
            weakView = view
        }
        #expect(weakView == nil)
        #expect(changes == [.direct, .none])
        subscription.cancel()
        event.subscribe { _ in changes.append(.direct) }
        try root.send(.pointerMoved(to: CGPoint(x: 20, y: 10)), at: 1)
        #expect(changes == [.direct, .none])
    }

    /// A scroll view's pan recognizer moved to another view and kept beyond the scroll view: a drag over that
    /// view does not begin it (its scroll view is gone) and nothing crashes.
    @Test func scrollPanOutlivesItsScrollView() throws {
        let log = EventLog()
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = UIView(frame: root.bounds)
        root.addSubview(other)
        weak var weakScrollView: UIScrollView?
        let pan: UIPanGestureRecognizer
        do {
            let scrollView = UIScrollView(frame: root.bounds)
            scrollView.contentSize = CGSize(width: 100, height: 1000)
            pan = scrollView.panGestureRecognizer
            scrollView.removeGestureRecognizer(pan)
            weakScrollView = scrollView
        }
        #expect(weakScrollView == nil)
        other.addGestureRecognizer(pan)
        pan.logStates("pan", to: log)
        try root.drag(from: CGPoint(x: 50, y: 80), to: CGPoint(x: 50, y: 20), steps: 6, at: 0)
        #expect(log.take() == ["pan failed", "pan possible"])
    }

    /// A window with a root view controller, shown, clicked and hovered, then hidden: the application lets go
    /// of it (it keeps shown windows only), and dropped, it is freed with its controller.
    @Test func hiddenWindowIsFreed() throws {
        weak var weakWindow: UIWindow?
        weak var weakController: UIViewController?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            #expect(UIApplication.shared.windows.contains { $0 === window })
            try window.send(.pointerMoved(to: CGPoint(x: 6, y: 6)), at: 1)
            try window.send(.pointerButtonDown(.left, at: CGPoint(x: 6, y: 6)), at: 1.1)
            try window.send(.keyDown(.keyboardA, characters: "a"), at: 1.2)
            #expect(window.input.pointers.first?.touch?.view === controller.view)
            window.isHidden = true
            #expect(!UIApplication.shared.windows.contains { $0 === window })
            #expect(UIApplication.shared.keyWindow !== window)
            weakWindow = window
            weakController = controller
        }
        #expect(weakWindow == nil)
        #expect(weakController == nil)
    }
}
