import Foundation

/// A failure of the SDL host: SDL's own message, and what the host was doing.
public struct SDLHostError: Error, CustomStringConvertible, Equatable {
    /// What the host tried (e.g. "SDL_CreateWindow").
    public let operation: String
    /// SDL's message (`SDL_GetError()`).
    public let message: String

    public var description: String { "\(operation) failed: \(message)" }
}
