/// An animated presentation or dismissal in flight: what ends it.
final class PresentationTransition {
    /// Ends the transition (settles the view, runs the did-callbacks and the completion).
    let finish: () -> Void
    init(finish: @escaping () -> Void) { self.finish = finish }
}
