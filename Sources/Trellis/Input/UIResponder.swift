import Foundation

/// An object that can respond to and handle events (UIKit's `UIResponder`), the base class of ``UIView``.
///
/// Touches go to the view a touch hit; presses (keys) go to the first responder. An event a responder does
/// not handle travels up the responder chain: each default implementation here hands the event to ``next``
/// (for a view, its superview), so override a method to handle an event and call `super` to pass it on.
///
/// ```swift
/// final class Canvas: UIView {
///     override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
///         for touch in touches { strokes.append(touch.location(in: self)) }
///     }
/// }
/// ```
open class UIResponder: NSObject {
    /// Makes a responder.
    public override init() { super.init() }

    // MARK: The chain

    /// The next responder up the chain (nil: the end). A view's is its superview.
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// Whether the responder accepts becoming the first responder (UIKit's default: false; text inputs say
    /// true).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked (default: true).
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its root view's first responder: the start of the chain for presses, key
    /// commands and text.
    open var isFirstResponder: Bool { inputRoot?.input.firstResponder === self }

    /// Makes the responder the first responder of its root view. Fails (false) when it cannot become first
    /// responder, is in no root view, or the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let root = inputRoot else { return false }
        return root.input.makeFirstResponder(self)
    }

    /// Gives up first-responder status (false when ``canResignFirstResponder`` is false). Subclasses that
    /// override it call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let root = inputRoot, root.input.firstResponder === self { root.input.firstResponderDidResign(self) }
        return true
    }

    // MARK: Touches

    /// One or more touches began in the view (the default passes them to ``next``).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved (the default passes them to ``next``).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended: lifted, or the last button released (the default passes them to ``next``).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled: a gesture recognizer took them, the view left the tree, or the host cancelled
    /// them (the default passes them to ``next``).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Keys went down (the default passes them to ``next``; a press that leaves the end of the chain is
    /// unhandled, and the root may use it to move keyboard focus).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesBegan(presses, with: event) } else { event?.reachedEndOfChain = true }
    }
    /// Pressed keys changed (the default passes them to ``next``).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesChanged(presses, with: event) } else { event?.reachedEndOfChain = true }
    }
    /// Keys were released (the default passes them to ``next``).
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesEnded(presses, with: event) } else { event?.reachedEndOfChain = true }
    }
    /// Presses were cancelled (the default passes them to ``next``).
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesCancelled(presses, with: event) } else { event?.reachedEndOfChain = true }
    }

    // MARK: Key commands

    /// Keyboard shortcuts this responder offers; a key down runs the first match found from the first
    /// responder up the chain, before the press is delivered (default: none).
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Where the responder lives

    /// The root view whose input this responder takes part in: the top of its view's tree when that is a
    /// ``UIRootView`` (for a non-view responder, the first view up its chain decides).
    var inputRoot: UIRootView? {
        var responder: UIResponder? = self
        var steps = 0
        while let r = responder, steps < 10_000 {
            if let view = r as? UIView { return view.topMostView as? UIRootView }
            responder = r.next
            steps += 1
        }
        return nil
    }
}
