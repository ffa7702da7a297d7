import Foundation

/// The per-thread stack of current drawing contexts behind ``UIGraphicsGetCurrentContext()``.
private final class ContextStack {
    static let key = "org.trellis.UIGraphicsContextStack"
    var contexts: [CGContext] = []

    static var current: ContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? ContextStack { return stack }
        let stack = ContextStack()
        dictionary[key] = stack
        return stack
    }
}

/// The context drawing code draws into: inside ``UIView/draw(_:)``, the view's (UIKit's
/// `UIGraphicsGetCurrentContext()`). Nil when nothing is being drawn on this thread.
public func UIGraphicsGetCurrentContext() -> CGContext? { ContextStack.current.contexts.last }

/// Makes `context` the current context until the matching ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) { ContextStack.current.contexts.append(context) }

/// Restores the current context from before the matching ``UIGraphicsPushContext(_:)``.
public func UIGraphicsPopContext() { _ = ContextStack.current.contexts.popLast() }
