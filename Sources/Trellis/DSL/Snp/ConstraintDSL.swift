import Foundation

/// `view.snp` / `guide.snp`: SnapKit's make / update / remake / remove of constraints, and the view's
/// attributes as targets (`other.snp.top`).
///
/// ```swift
/// view.snp.makeConstraints { make in
///     make.top.equalToSuperview().offset(16)
///     make.left.right.equalTo(container).inset(8)
/// }
/// view.snp.updateConstraints { make in make.top.equalToSuperview().offset(40) }   // constants only
/// view.snp.remakeConstraints { make in make.edges.equalToSuperview() }           // replaces the set
/// ```
///
/// Unlike SnapKit, a failed update does not stop the program: the non-throwing forms log the error (see
/// ``logsErrors``) and change nothing; the `…OrThrow` forms throw ``ConstraintDSLError``.
public struct ConstraintDSL {
    let item: SnpConstrainable

    /// Whether the non-throwing forms write their errors to standard error (on by default).
    nonisolated(unsafe) public static var logsErrors = true
    /// Test hook: called with every error the non-throwing forms report.
    nonisolated(unsafe) static var errorObserver: ((ConstraintDSLError) -> Void)?

    /// The view or layout guide constrained.
    public var target: UIConstrainable { item }

    // MARK: Making

    /// Makes and activates the constraints the block describes, turns off the view's autoresizing translation,
    /// and records them for ``updateConstraints(file:line:_:)`` and ``remakeConstraints(file:line:_:)``.
    /// Running it twice makes the constraints twice (as SnapKit); code that runs more than once uses update or
    /// remake. If a chain needs a missing superview, nothing is made and the error is logged.
    public func makeConstraints(file: StaticString = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void)
    {
        report { () throws(ConstraintDSLError) in try makeConstraintsOrThrow(file: file, line: line, closure) }
    }

    /// ``makeConstraints(file:line:_:)``, throwing instead of logging.
    /// - Throws: ``ConstraintDSLError`` when a chain needs a missing superview; nothing is made then.
    public func makeConstraintsOrThrow(
        file: StaticString = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void
    ) throws(ConstraintDSLError) {
        install(try prepareConstraintsOrThrow(closure))
    }

    /// The constraints the block describes, made but not activated nor recorded (SnapKit's
    /// `prepareConstraints`); activate them with ``SnpConstraint/activate()``. Empty, with the error logged,
    /// when a chain needs a missing superview.
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [SnpConstraint] {
        var made: [SnpConstraint] = []
        report { () throws(ConstraintDSLError) in made = try prepareConstraintsOrThrow(closure) }
        return made
    }

    /// The constraints the block describes, made but not activated nor recorded (activate them with
    /// ``SnpConstraint/activate()``).
    /// - Throws: ``ConstraintDSLError`` when a chain needs a missing superview.
    public func prepareConstraintsOrThrow(_ closure: (ConstraintMaker) -> Void) throws(ConstraintDSLError)
        -> [SnpConstraint]
    {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return try maker.build()
    }

    // MARK: Updating

    /// Changes the constants of constraints made before: each chain must match a recorded active constraint
    /// by items, attributes, relation, multiplier and priority, and only its constant changes (in place).
    /// When the view has no recorded constraints yet, this makes them (SnapKit's rule, so the same block can
    /// run from the start). When any chain matches nothing, nothing changes and the error, naming this call
    /// site and the unmatched constraints, is logged.
    public func updateConstraints(
        file: StaticString = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void
    ) {
        report { () throws(ConstraintDSLError) in try updateConstraintsOrThrow(file: file, line: line, closure) }
    }

    /// ``updateConstraints(file:line:_:)``, throwing instead of logging.
    /// - Throws: ``ConstraintDSLError`` when a chain matches no recorded constraint or needs a missing
    ///   superview; nothing changes then.
    public func updateConstraintsOrThrow(
        file: StaticString = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void
    ) throws(ConstraintDSLError) {
        let existing = item.snpConstraints.active
        let made = try prepareConstraintsOrThrow(closure)
        if existing.isEmpty {
            install(made)
            return
        }
        var updates: [(NSLayoutConstraint, CGFloat)] = []
        var unmatched: [NSLayoutConstraint] = []
        for new in made.flatMap(\.layoutConstraints) {
            if let old = existing.first(where: { Self.matches($0, new) }) {
                updates.append((old, new.constant))
            } else {
                unmatched.append(new)
            }
        }
        guard unmatched.isEmpty else {
            throw ConstraintDSLError(
                reason: .noMatchingConstraint(unmatched.map { "\($0)" }), file: "\(file)", line: line)
        }
        for (old, constant) in updates { old.constant = constant }
    }

    /// Whether `new` is an update of `old`: same items, attributes, relation, multiplier and priority.
    static func matches(_ old: NSLayoutConstraint, _ new: NSLayoutConstraint) -> Bool {
        old.firstItem === new.firstItem && old.secondItem === new.secondItem
            && old.firstAttribute == new.firstAttribute && old.secondAttribute == new.secondAttribute
            && old.relation == new.relation && old.multiplier == new.multiplier && old.priority == new.priority
    }

    // MARK: Remaking and removing

    /// Deactivates the constraints made before and makes the block's instead, so running it any number of
    /// times leaves one set. The old set goes before the new one comes, so two layouts never conflict. If a
    /// chain needs a missing superview, nothing changes and the error is logged.
    public func remakeConstraints(
        file: StaticString = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void
    ) {
        report { () throws(ConstraintDSLError) in try remakeConstraintsOrThrow(file: file, line: line, closure) }
    }

    /// ``remakeConstraints(file:line:_:)``, throwing instead of logging.
    /// - Throws: ``ConstraintDSLError`` when a chain needs a missing superview; nothing changes then.
    public func remakeConstraintsOrThrow(
        file: StaticString = #fileID, line: UInt = #line, _ closure: (ConstraintMaker) -> Void
    ) throws(ConstraintDSLError) {
        let made = try prepareConstraintsOrThrow(closure)
        removeConstraints()
        install(made)
    }

    /// Deactivates every constraint made for this item through `snp` and forgets them.
    public func removeConstraints() {
        let old = item.snpConstraints.active
        NSLayoutConstraint.deactivate(old)
        item.snpConstraints.remove(old)
    }

    /// The active constraints made for this item through `snp`, in the order they were made.
    public var layoutConstraints: [NSLayoutConstraint] { item.snpConstraints.active }

    // MARK: Internals

    private func install(_ constraints: [SnpConstraint]) {
        for c in constraints { c.activate() }
    }

    private func report(_ body: () throws(ConstraintDSLError) -> Void) {
        do {
            try body()
        } catch {
            Self.errorObserver?(error)
            if Self.logsErrors { FileHandle.standardError.write(Data("[Trellis] \(error)\n".utf8)) }
        }
    }
}

extension UIView {
    /// The SnapKit-style DSL: `view.snp.makeConstraints { make in … }`, and attributes as targets
    /// (`other.snp.bottom`).
    public var snp: ConstraintDSL { ConstraintDSL(item: self) }
}

extension UILayoutGuide {
    /// The SnapKit-style DSL for a layout guide: `guide.snp.makeConstraints { make in … }`.
    public var snp: ConstraintDSL { ConstraintDSL(item: self) }
}
