import Foundation

/// The constraints a stack view wants, computed from its configuration alone: a pure function of the arranged
/// views (their identity, whether they are hidden, their intrinsic length), the axis, distribution, alignment,
/// spacing and custom spacings, and the margins and baseline switches. It makes no constraint and touches no
/// view; ``PlannedConstraints`` applies the difference to the constraints the stack has (see
/// `UIStackView+Arrangement.swift`).
///
/// Each entry is keyed by a stable id — what it does and which views it joins — so that the constraint that
/// joins the same views for the same purpose is kept from one plan to the next (its constant changed in
/// place), whatever else changed around it.
///
/// The order of the entries is the order new constraints reach the solver, and it is part of the plan: the
/// shared constraints, the chain (hidden views' collapse, canvas connections and gaps), then each visible view's
/// own; a view's constraints across the axis on the trailing (bottom) side first, which the solver needs to
/// build long stacks fast (see `StackPlan+Alignment.swift` and BENCHMARKS.md).
struct StackPlan {
    /// What the plan depends on: a snapshot of a stack view's properties and arranged views.
    struct Configuration {
        /// The arranged views, in order (read for their identity only).
        var views: [UIView]
        /// Per arranged view: whether it is hidden.
        var hidden: [Bool]
        /// Per arranged view: the space after it in points (its custom spacing or the stack's, the system
        /// token resolved).
        var spacingAfter: [CGFloat]
        /// Per arranged view: its intrinsic length along the axis (fillProportionally's proportions).
        var intrinsicLengths: [CGFloat]
        /// Per arranged view: its arrangement-order weight (see `UIStackView+OrderWeights.swift`).
        var orderWeights: [CGFloat]
        var axis: NSLayoutConstraint.Axis
        var distribution: UIStackView.Distribution
        var alignment: UIStackView.Alignment
        var isBaselineRelativeArrangement: Bool
        var isLayoutMarginsRelativeArrangement: Bool
        /// Whether these views are a slice of the arrangement (``UIStackView`` re-plans only the views a change
        /// touches): then the plan has only the slice's own part — no shared constraints, the leading canvas
        /// connection only if nothing comes before the slice, the trailing one only if no shown view comes after
        /// it, and only the gaps between the slice's views.
        var isSlice = false
        /// In a slice: whether arranged views come before it.
        var hasViewsBefore = false
        /// In a slice: whether a shown (visible) arranged view comes after it.
        var shownViewAfter = false
        /// In a slice: whether arranged views come after it.
        var hasViewsAfter = false
        /// In a slice: whether a shown arranged view comes before it.
        var shownViewBefore = false
    }

    /// A plan between two states (see ``UIStackView/transition(to:)``): views that join the chain collapsed, and
    /// connections of the previous plan kept until they are no longer needed.
    struct Transition {
        /// Views (indices into the configuration) in the chain at zero length: no gap after them, and none of
        /// their own alignment or distribution constraints yet (a hidden one is collapsed by its hiding
        /// constraints as ever).
        var collapsed: Set<Int> = []
        /// Gaps of the previous plan kept (previous, next view indices): their ends are now joined through
        /// collapsed views only.
        var bridgedGaps: [(previous: Int, next: Int)] = []
        /// The previous first view of the chain, still pinned to the canvas's leading edge.
        var bridgedLeading: Int?

        var isEmpty: Bool { collapsed.isEmpty && bridgedGaps.isEmpty && bridgedLeading == nil }
    }

    /// What an entry's item is, resolved by the stack when the plan is applied.
    enum Item: Hashable {
        /// The stack view itself.
        case stack
        /// What the arrangement is pinned to: the stack, or its margins guide.
        case canvas
        /// The arranged view at this index.
        case view(Int)
        /// The guide every view (fillEqually) or gap (equal-gap distributions) equals, or the scale of the
        /// intrinsic sizes (fillProportionally): so that no view is the reference of the others.
        case unitGuide
        /// The line the baselines meet on (its top).
        case baselineGuide
        /// The guide spanning the gap between the arranged views at these indices (equal-gap distributions).
        case gapGuide(previous: Int, next: Int)
    }

    /// An entry's stable id: what it does (`part`) and the arranged views it is about.
    struct Key: Hashable {
        enum Part: UInt8 {
            case canvasFitAlong, canvasFitAcross
            case unitAlongLeading, unitAcrossLeading, unitAcrossSize
            case baselineLeading, baselineWidth, baselineHeight
            case canvasLeading, canvasTrailing
            case spacing, gapLeading, gapTrailing, gapEqual, gapAcrossLeading, gapAcrossSize
            case hidingAlongSize, hidingAlongLeading
            case acrossTrailing, acrossLeading, acrossCenter, baseline, ambiguitySuppression
            case orderTieBreak, fillEqually, fillProportionally
        }
        let part: Part
        let first: ObjectIdentifier?
        let second: ObjectIdentifier?

        /// One word into the hasher (plans are diffed by key on every update: the default would feed it five).
        func hash(into hasher: inout Hasher) {
            let a = UInt(bitPattern: first.map { Int(bitPattern: $0) } ?? 0)
            let b = UInt(bitPattern: second.map { Int(bitPattern: $0) } ?? 0)
            hasher.combine(a &* 0x9E37_79B9_7F4A_7C15 ^ (b &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt(part.rawValue))
        }
    }

    /// One constraint: `first.firstAttribute relation multiplier · second.secondAttribute + constant` at
    /// `priority`, named `identifier` (UIKit's `UISV-…`).
    struct Entry: PlannedConstraint {
        let key: Key
        let identifier: String
        let first: Item
        let firstAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let second: Item?
        let secondAttribute: NSLayoutConstraint.Attribute
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: UILayoutPriority
    }

    let configuration: Configuration
    let transition: Transition
    /// The entries, in the order new constraints are made.
    private(set) var entries: [Entry] = []

    /// The plan for `configuration`, during `transition` if one is given.
    init(_ configuration: Configuration, transition: Transition = Transition()) {
        self.configuration = configuration
        self.transition = transition
        entries.reserveCapacity(6 * configuration.views.count + 8)
        if !configuration.isSlice {
            addSharedDistribution()
            addSharedAlignment()
        }
        addChain()
        for i in configuration.views.indices where !transition.collapsed.contains(i) {
            addAlignment(of: i)
            if !configuration.hidden[i] { addDistribution(of: i) }
        }
    }

    // MARK: Derived configuration

    /// The attributes along the axis.
    var along: StackAxisAttributes { configuration.axis == .horizontal ? .horizontal : .vertical }
    /// The attributes across the axis.
    var across: StackAxisAttributes { configuration.axis == .horizontal ? .vertical : .horizontal }
    /// Whether the distribution keeps the views' sizes and spreads out the gaps (the chain then runs through
    /// the visible views only).
    var distributesGaps: Bool {
        configuration.distribution == .equalSpacing || configuration.distribution == .equalCentering
    }
    /// The indices of the visible arranged views.
    var visible: [Int] { configuration.views.indices.filter { !configuration.hidden[$0] } }
    /// The indices of the views the spacing chain runs through: every arranged view (hidden ones collapse in
    /// place, as UIKit's) except in the equal-gap distributions, where only the visible ones.
    var chain: [Int] { distributesGaps ? visible : Array(configuration.views.indices) }

    /// The key of `part` about the views at `first` and `second`.
    func key(_ part: Key.Part, _ first: Int? = nil, _ second: Int? = nil) -> Key {
        Key(
            part: part, first: first.map { ObjectIdentifier(configuration.views[$0]) },
            second: second.map { ObjectIdentifier(configuration.views[$0]) })
    }

    /// Adds `first.firstAttribute relation multiplier · second.secondAttribute + constant`.
    mutating func add(
        _ key: Key, _ identifier: String, _ first: Item, _ firstAttribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation = .equal, _ second: Item? = nil,
        _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) {
        entries.append(
            Entry(
                key: key, identifier: identifier, first: first, firstAttribute: firstAttribute, relation: relation,
                second: second, secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
                multiplier: multiplier, constant: constant, priority: priority))
    }
}

/// The attributes of one axis of a stack: its two edges, its length and its center.
struct StackAxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute

    static let horizontal = StackAxisAttributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
    static let vertical = StackAxisAttributes(leading: .top, trailing: .bottom, size: .height, center: .centerY)
}
