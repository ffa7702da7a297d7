import Foundation
import TrellisSolver

/// Fitting-size calculations (the seed's optimal size; UIKit's `systemLayoutSizeFitting`).
///
/// The size a view's own content asks for: its subtree's constraints and intrinsic sizes, with one wish per
/// axis (a target length at a priority). Constraints that tie the view to the outside — its autoresizing
/// constraints, constraints held by its ancestors — take no part, as in UIKit. The calculation runs on a
/// scratch solver, so the hierarchy's solver and every frame are left exactly as they were. Every constraint
/// goes through ``ConstraintTranslation`` and the generated ones come from the rules the engine uses
/// (`GeneratedConstraint+Rules.swift`), so the question is asked of the same system a layout solves.
///
/// A view at the top of its hierarchy (a cell measured before it joins a list) is asked in its own engine
/// instead, which holds exactly those constraints already (`LayoutEngine+TopFittingSize.swift`).
///
/// The scratch system is kept with the measured view (``ViewLayout/fitting``) and asked again: when the next
/// question finds the same views, the same constraints and the same generated rules — only constants changed
/// (a reused cell's new text, a new target width) — it moves those constants in place instead of building a
/// solver (`FittingSize+Reuse.swift`). A self-sizing cell so costs its own small system once, and each row it
/// shows after that only the constants that changed.
enum FittingSize {
    /// One axis of the request: the wished length and how strongly it is wished.
    struct Wish: Equatable {
        var length: CGFloat
        var priority: UILayoutPriority
        var ignoresIntrinsicSize = false
    }

    static func size(of view: UIView, width: Wish, height: Wish) -> CGSize {
        view.updateConstraintsIfNeeded()  // constraints made on demand (a stack view's) exist before measuring
        let engine = LayoutEngine.materializedEngine(of: view)
        if view.superview == nil, let engine, let size = engine.topFittingSize(width: width, height: height) {
            view.layout.fitting = nil
            return size
        }
        if let kept = view.layout.fitting, kept.view === view, kept.reask(width: width, height: height, engine: engine)
        {
            return kept.answer
        }
        view.layout.fitting = nil
        let question = Question(view: view, width: width, height: height)
        question.build(engine: engine)
        if question.isReusable { view.layout.fitting = question }
        return question.answer
    }

    /// Whether a constraint held in `view`'s subtree takes part in the question: every one but those the layout
    /// (`engine`) broke over a conflict inside the subtree (the layout's answer is the question's too). One
    /// broken over a constraint outside — the measured view's own frame, say, 0 wide before the app sized it —
    /// may hold on the content's own terms, and takes part.
    static func takesPart(_ c: NSLayoutConstraint, in engine: LayoutEngine?, measuring view: UIView) -> Bool {
        guard !c.isGenerated else { return false }
        guard let conflicts = engine?.conflicts(of: c) else { return true }
        return conflicts.contains { other in
            other is NSAutoresizingMaskLayoutConstraint && other.firstItem === view
                || !(other.holder.map { $0.isDescendant(of: view) } ?? false)
        }
    }

    /// The scratch solver of one fitting-size question, with the variables of the items its constraints
    /// mention (each item's generated constraints are added when it is first mentioned), and what it was built
    /// from (so that a later question can tell whether only constants changed).
    final class Question {
        unowned(unsafe) let view: UIView
        var width: Wish, height: Wish
        let solver = Solver()
        /// Variables per item (look-ups only).
        var made: [ObjectIdentifier: Variables] = [:]
        /// The `size ≥ 0` rows (look-ups only).
        var nonNegative: Set<ObjectIdentifier> = []
        /// The views whose intrinsic height follows their width (wrapping text), in the order they were met, with
        /// the size their content-size constraints hold now and where those constraints are in `generated`.
        var wrapping: [Wrapping] = []
        /// The views the constraints mention, in the order they were first mentioned, and whether each wraps.
        var mentioned: [Mentioned] = []
        /// Whether every constraint went in as it is and no `size ≥ 0` row gave way: only then does the system
        /// answer a later question with other constants exactly as a new one would (`FittingSize+Reuse.swift`).
        var isReusable = true

        // What the system was built from (`FittingSize+Reuse.swift` compares a later question with it).
        /// The subtree in visiting order, with each view's superview and layout direction.
        var views: [(view: ObjectIdentifier, superview: ObjectIdentifier?, rightToLeft: Bool)] = []
        /// The items below the measured view that the records name, retained so that no other object can take an
        /// address compared here (the measured view is not: it keeps this question).
        var retained: [AnyObject] = []
        /// The app's constraints in the order they were added (retained; they do not retain their items).
        var held: [HeldRecord] = []
        /// The generated constraints, one record per item and rule.
        var generated: [GeneratedRecord] = []
        /// The two wishes' rows.
        var wishRows: (width: Constraint, height: Constraint)?

        /// An app constraint in the system: what its solver row depends on besides its constant.
        struct HeldRecord {
            let constraint: NSLayoutConstraint
            let holder: ObjectIdentifier
            let priority: UILayoutPriority
            /// Whether each item's first baseline is unknown (it changes the row's terms).
            let baselineShape: UInt8
            let row: Constraint
            var constant: Double
        }

        /// A view a constraint mentions (the measured view, or one `retained` keeps).
        struct Mentioned {
            unowned(unsafe) let view: UIView
            let wraps: Bool
        }

        /// A view whose intrinsic height follows its width.
        struct Wrapping {
            unowned(unsafe) let view: UIView
            let width: Variable
            var size: CGSize
            var records: (Int?, Int?)
        }

        /// The constraints one generated rule made for one item.
        struct GeneratedRecord {
            enum Rule: Equatable { case autoresizing, contentSize(NSLayoutConstraint.Axis), systemGuide }
            unowned(unsafe) let item: LayoutItem
            /// A system guide's owning view when the rows were made (they are written in its space).
            let owner: ObjectIdentifier?
            let rule: Rule
            let shape:
                [(role: GeneratedConstraint.Role, relation: NSLayoutConstraint.Relation, priority: UILayoutPriority)]
            let rows: [Constraint]
            var constants: [Double]
        }

        init(view: UIView, width: Wish, height: Wish) {
            (self.view, self.width, self.height) = (view, width, height)
        }

        /// The answer: the measured view's solved size.
        var answer: CGSize {
            let own = made[ObjectIdentifier(view)]!
            return CGSize(
                width: LayoutEngine.length(solver.value(of: own.width)),
                height: LayoutEngine.length(solver.value(of: own.height)))
        }

        /// Builds the system: the subtree's constraints (those that take part), the items' generated ones, the
        /// two wishes; then measures wrapping text at its solved width.
        func build(engine: LayoutEngine?) {
            let own = variables(of: view)
            view.visitAllViews { holder in
                if holder !== view { retained.append(holder) }
                views.append(
                    (ObjectIdentifier(holder), holder.superview.map(ObjectIdentifier.init), holder.isRightToLeft))
                for c in holder.heldConstraints where FittingSize.takesPart(c, in: engine, measuring: view) {
                    let equation = c.equation
                    let row = ConstraintTranslation.constraint(for: equation, in: holder) { variables(of: $0) }
                    guard add(row) else { continue }
                    held.append(
                        HeldRecord(
                            constraint: c, holder: ObjectIdentifier(holder), priority: c.priority,
                            baselineShape: Self.baselineShape(of: equation), row: row,
                            constant: row.expression.constant))
                }
            }
            let w = (own.width == Double(width.length)).withPriority(width.priority.solverPriority)
            let h = (own.height == Double(height.length)).withPriority(height.priority.solverPriority)
            add(w)
            add(h)
            wishRows = (w, h)
            // The reuse writes a wish's constant as `−length` (the row reads `size − length = 0`).
            if w.expression.constant != -Double(width.length) || h.expression.constant != -Double(height.length) {
                isReusable = false
            }
            remeasureWrappingViews()
        }

        /// Bits telling which of an equation's items have no first baseline (the translation then reads the
        /// bottom edge instead: other terms). Zero when it uses no first baseline.
        static func baselineShape(of e: ConstraintEquation) -> UInt8 {
            var bits: UInt8 = 0
            if e.firstAttribute == .firstBaseline, (e.first as? UIView)?.firstBaselineOffsetFromTop == nil { bits |= 1 }
            if e.secondAttribute == .firstBaseline, let second = e.second as? UIView,
                second.firstBaselineOffsetFromTop == nil
            {
                bits |= 2
            }
            return bits
        }

        /// The variables of `item`, made on first mention with `size ≥ 0` and the item's generated
        /// constraints: a view's frame if it is placed by it (but the measured view's, which ties it to the
        /// outside), its intrinsic size (unless the wish ignores the measured view's), a system guide's place.
        func variables(of item: LayoutItem) -> Variables {
            if let known = made[ObjectIdentifier(item)] { return known }
            let vars = Variables(in: solver)
            made[ObjectIdentifier(item)] = vars
            for row in vars.addNonNegativeSizes(to: solver) { nonNegative.insert(ObjectIdentifier(row)) }
            if item !== view { retained.append(item) }
            if let v = item as? UIView {
                if v !== view { add(GeneratedConstraint.autoresizing(of: v), item: v, rule: .autoresizing) }
                let intrinsic = v.intrinsicContentSize
                let records = addContentSize(of: v, intrinsic)
                let wraps = v.intrinsicContentSize(atWidth: v.bounds.width) != nil
                mentioned.append(Mentioned(view: v, wraps: wraps))
                if wraps { wrapping.append(Wrapping(view: v, width: vars.width, size: intrinsic, records: records)) }
            } else if let guide = item as? UILayoutGuide, guide.kind != .custom, let owner = guide.owningView {
                add(owner.systemGuideConstraints(for: guide), item: guide, rule: .systemGuide, owner: owner)
            }
            return vars
        }

        /// Whether the wish ignores `v`'s intrinsic size along `axis` (only the measured view's may be).
        func ignoresContentSize(of v: UIView, _ axis: NSLayoutConstraint.Axis) -> Bool {
            v === view && (axis == .horizontal ? width.ignoresIntrinsicSize : height.ignoresIntrinsicSize)
        }

        /// Adds `view`'s content-size constraints for `size` (but on an axis where the wish ignores the measured
        /// view's intrinsic size) and returns where they are recorded in `generated`.
        func addContentSize(of v: UIView, _ size: CGSize) -> (Int?, Int?) {
            var records: (Int?, Int?) = (nil, nil)
            if !ignoresContentSize(of: v, .horizontal) {
                records.0 = add(
                    GeneratedConstraint.contentSize(of: v, .horizontal, length: size.width), item: v,
                    rule: .contentSize(.horizontal))
            }
            if !ignoresContentSize(of: v, .vertical) {
                records.1 = add(
                    GeneratedConstraint.contentSize(of: v, .vertical, length: size.height), item: v,
                    rule: .contentSize(.vertical))
            }
            return records
        }

        /// Size that depends on width (wrapping text): measures each such view at the width it was solved to,
        /// moves its content-size constraints to that size, and solves again, until no size changes (in
        /// practice one extra round; at most four). A multi-line label is so measured at the width the
        /// question gives it, not the width it happens to have (none, before its first layout pass).
        func remeasureWrappingViews() {
            for _ in 0..<4 {
                var changed = false
                for i in wrapping.indices {
                    let entry = wrapping[i]
                    let width = LayoutEngine.length(solver.value(of: entry.width))
                    guard let size = entry.view.intrinsicContentSize(atWidth: width), size != entry.size else {
                        continue
                    }
                    moveContentSize(of: i, to: size)
                    changed = true
                }
                if !changed { return }
            }
        }

        /// Moves the content-size constraints of wrapping view `i` to `size`: their constants in place when the
        /// rule makes the same constraints for it; otherwise (an axis gained or lost its intrinsic length, a
        /// required row cannot take the constant) they are replaced, and the system is no longer reused.
        func moveContentSize(of i: Int, to size: CGSize) {
            let entry = wrapping[i]
            wrapping[i].size = size
            var axes: [(Int, CGFloat)] = []
            if let r = entry.records.0 { axes.append((r, size.width)) }
            if let r = entry.records.1 { axes.append((r, size.height)) }
            var moved = true
            for (r, length) in axes {
                let record = generated[r]
                guard case let .contentSize(axis) = record.rule else { continue }
                let made = GeneratedConstraint.contentSize(of: entry.view, axis, length: length)
                if !moveConstants(of: r, to: made) { moved = false }
            }
            if moved { return }
            isReusable = false
            for (r, _) in axes { for row in generated[r].rows { try? solver.remove(row) } }
            wrapping[i].records = addContentSize(of: entry.view, size)
        }

        /// Moves the rows of record `r` to the constants of `made` in place; false when `made` is not the same
        /// shape of constraints or a required row cannot take its constant.
        func moveConstants(of r: Int, to made: [GeneratedConstraint]) -> Bool {
            guard Self.sameShape(generated[r].shape, made) else { return false }
            for (k, g) in made.enumerated() {
                let constant = ConstraintTranslation.solverConstant(of: g.equation)
                guard constant != generated[r].constants[k] else { continue }
                do throws(SolverError) {
                    try solver.updateConstant(of: generated[r].rows[k], to: constant)
                } catch {
                    return false
                }
                generated[r].constants[k] = constant
            }
            return true
        }

        static func sameShape(
            _ shape: [(
                role: GeneratedConstraint.Role, relation: NSLayoutConstraint.Relation, priority: UILayoutPriority
            )],
            _ made: [GeneratedConstraint]
        ) -> Bool {
            guard shape.count == made.count else { return false }
            for (s, g) in zip(shape, made) {
                guard s.role == g.role, s.relation == g.equation.relation, s.priority == g.equation.priority else {
                    return false
                }
            }
            return true
        }

        /// Adds the constraints one rule generated for `item` (each held where its items meet) and records them;
        /// returns the record's index.
        @discardableResult
        func add(
            _ made: [GeneratedConstraint], item: LayoutItem, rule: GeneratedRecord.Rule, owner: UIView? = nil
        ) -> Int {
            var rows: [Constraint] = [], constants: [Double] = []
            for g in made {
                guard let holder = g.equation.holder else {
                    isReusable = false
                    continue
                }
                let row = ConstraintTranslation.constraint(for: g.equation, in: holder) { variables(of: $0) }
                if add(row) {
                    rows.append(row)
                    constants.append(row.expression.constant)
                }
            }
            generated.append(
                GeneratedRecord(
                    item: item, owner: owner.map(ObjectIdentifier.init), rule: rule,
                    shape: made.map { ($0.role, $0.equation.relation, $0.equation.priority) },
                    rows: rows, constants: constants))
            return generated.count - 1
        }

        /// Adds `row`; where it cannot hold only because of `size ≥ 0` rows, those give way (as in the layout:
        /// `LayoutEngine+NonNegativeSizes.swift`); one that cannot hold otherwise is left out. Either way the
        /// system is no longer reused.
        @discardableResult
        func add(_ row: Constraint) -> Bool {
            for _ in 0..<8 {
                do {
                    try solver.add(row)
                    return true
                } catch let SolverError.unsatisfiable(_, rows) {
                    isReusable = false
                    let sizes = rows.filter { nonNegative.contains(ObjectIdentifier($0)) }
                    guard !sizes.isEmpty else { return false }
                    for size in sizes { try? solver.remove(size) }
                } catch {
                    isReusable = false
                    return false
                }
            }
            return false
        }
    }
}
