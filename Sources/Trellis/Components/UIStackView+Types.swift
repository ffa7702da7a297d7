import Foundation

extension UIStackView {
    /// How a stack view lays out its arranged views along its axis (UIKit's `UIStackView.Distribution`).
    ///
    /// Every distribution pins the first and last visible arranged views to the stack's edges; all but
    /// ``fillEqually`` keep views at their intrinsic size when space allows.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; when they do not fit, the lowest compression resistance shrinks first, and
        /// when they do not fill it, the lowest hugging priority grows first.
        case fill = 0
        /// The views all have the same size along the axis: the largest intrinsic size when space allows.
        case fillEqually
        /// The views' sizes along the axis keep the proportions of their intrinsic sizes (spacing excluded).
        case fillProportionally
        /// The views keep their size; the gaps between them are equal and at least ``UIStackView/spacing``.
        case equalSpacing
        /// The distances between the views' centers are equal as far as a gap of at least
        /// ``UIStackView/spacing`` between edges allows.
        case equalCentering
    }

    /// How a stack view lays out its arranged views across its axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across the axis (the stack is as thick as its thickest view).
        case fill = 0
        /// The leading edges (a vertical stack) or top edges (a horizontal stack) line up with the stack's.
        case leading
        /// The first baselines line up (horizontal stacks; a vertical stack treats it as ``leading``).
        case firstBaseline
        /// The centers line up with the stack's center.
        case center
        /// The trailing edges (a vertical stack) or bottom edges (a horizontal stack) line up with the stack's.
        case trailing
        /// The last baselines line up (horizontal stacks; a vertical stack treats it as ``trailing``).
        case lastBaseline

        /// The top edges line up (horizontal stacks): the same as ``leading``.
        public static let top = Alignment.leading
        /// The bottom edges line up (horizontal stacks): the same as ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// For ``setCustomSpacing(_:after:)``: go back to the stack's ``spacing`` (UIKit's value, `FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system's standard spacing between sibling views (UIKit's token, `FLT_MIN`); it resolves to 8 points.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// What ``spacingUseSystem`` resolves to: the standard space between sibling views.
    static let systemSpacing: CGFloat = 8

    /// The priority of equal center-to-center distances in equalCentering: below compression resistance, so
    /// gaps shrink to their minimum before views do.
    static let equalCenteringPriority = UILayoutPriority(149)
    /// The priority of proportional sizes in fillProportionally: above hugging and compression resistance.
    static let fillProportionallyPriority = UILayoutPriority(999)
    /// The priority at which a stack with nothing else to set its size shrinks to fit its content.
    static let canvasFitPriority = UILayoutPriority(49)
    /// The priority at which a view with no size of its own across the axis collapses (UIKit's
    /// `UISV-ambiguity-suppression`).
    static let ambiguitySuppressionPriority = UILayoutPriority(25)
    /// The priority of the arrangement-order tie-break: below everything else the stack makes.
    static let arrangementOrderPriority = UILayoutPriority(5)
}

/// The identifiers of the constraints a stack view makes, as UIKit names them (`UISV-…`).
enum StackConstraintID {
    /// The first and last visible views to the stack's edges (or margins) along the axis.
    static let canvasConnection = "UISV-canvas-connection"
    /// Between adjacent visible views: `next.leading == previous.trailing + spacing` (`>=` for the equal-gap
    /// distributions).
    static let spacing = "UISV-spacing"
    /// A view's edges, center or baseline across the axis.
    static let alignment = "UISV-alignment"
    /// A view kept inside the stack across the axis when it is not pinned on both sides.
    static let spanningBoundary = "UISV-spanning-boundary"
    /// The stack as small as its content allows where nothing else sets its size (priority 49).
    static let canvasFit = "UISV-canvas-fit"
    /// A view with no size of its own collapses across the axis rather than staying ambiguous (priority 25).
    static let ambiguitySuppression = "UISV-ambiguity-suppression"
    /// Equal sizes (views in fillEqually, gaps in equalSpacing and equalCentering).
    static let fillEqually = "UISV-fill-equally"
    /// A view's size proportional to its intrinsic size.
    static let fillProportionally = "UISV-fill-proportionally"
    /// A gap guide's edges to the views around it.
    static let distributingEdge = "UISV-distributing-edge"
    /// Ties between equal hugging or compression-resistance priorities broken by arrangement order.
    static let arrangementOrder = "UISV-arrangement-order"
    /// A hidden arranged view: zero size on both axes, in its place in the chain.
    static let hiding = "UISV-hiding"
    /// The stack's private guides pinned in place (the distribution unit, the baseline line).
    static let guidePlacement = "UISV-guide-placement"
}
