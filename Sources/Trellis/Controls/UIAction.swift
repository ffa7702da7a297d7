import Foundation

/// A closure-based action (UIKit's `UIAction`): what a control runs for an event (``UIControl/addAction(_:for:)``),
/// or a button's primary action (``UIButton/init(type:primaryAction:)``), with the title and image a button
/// shows for it.
///
/// ```swift
/// let save = UIAction(title: "Save", image: UIImage(systemName: "square.and.arrow.down")) { action in
///     document.save()
/// }
/// let button = UIButton(configuration: .filled(), primaryAction: save)
/// ```
open class UIAction: NSObject {
    /// An action's identity: adding an action whose identifier is already on a control for an event replaces
    /// the old one (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// An identifier from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (a button made with the action shows it).
    open var title: String
    /// The image (a button made with the action shows it).
    open var image: UIImage?
    /// A longer title for menus and accessibility.
    open var discoverabilityTitle: String?
    /// The action's identity.
    public let identifier: Identifier
    /// The closure run when the action is performed.
    public let handler: (UIAction) -> Void
    /// The control that sent the action, while the handler runs (nil otherwise).
    public internal(set) var sender: Any?

    /// Makes an action; without an identifier, it gets a unique one.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier("trellis.action.\(UIAction.nextSerial())")
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }

    private nonisolated(unsafe) static var serial = 0
    private static let serialLock = NSLock()
    /// A process-wide counter for identifiers (only identity matters, never order).
    private static func nextSerial() -> Int {
        serialLock.withLock {
            serial += 1
            return serial
        }
    }
}
