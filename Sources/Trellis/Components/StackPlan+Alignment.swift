import Foundation

/// The alignment's constraints: each visible view across the axis, pinned to the canvas (the stack or its
/// margins guide), or for the baseline alignments to a shared baseline line. Each view's constraints are its
/// own, so a view coming or going touches no other view's.
extension StackPlan {
    /// The alignment in effect: the baseline alignments apply to horizontal stacks only; a vertical stack
    /// treats first baseline as leading and last baseline as trailing.
    var effectiveAlignment: UIStackView.Alignment {
        guard configuration.axis == .vertical else { return configuration.alignment }
        switch configuration.alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return configuration.alignment
        }
    }

    /// The alignment constraints that concern no single view: the stack as thin as its content when the views
    /// do not fill it (any alignment but fill), and the baseline line's guide in place.
    mutating func addSharedAlignment() {
        let alignment = effectiveAlignment
        if alignment != .fill {
            add(
                key(.canvasFitAcross), StackConstraintID.canvasFit, .stack, across.size,
                priority: UIStackView.canvasFitPriority)
        }
        if alignment == .firstBaseline || alignment == .lastBaseline {
            add(
                key(.baselineLeading), StackConstraintID.guidePlacement, .baselineGuide, .leading, .equal, .stack,
                .leading)
            add(key(.baselineWidth), StackConstraintID.guidePlacement, .baselineGuide, .width)
            add(key(.baselineHeight), StackConstraintID.guidePlacement, .baselineGuide, .height)
        }
    }

    /// A view's constraints across the axis, the one on the trailing (bottom) side first. A hidden view keeps its
    /// alignment, as UIKit's does (`UISV-hiding` collapses it along the axis only: in a fill-aligned vertical stack
    /// it stays as wide as the stack, 0 high), but not its spanning boundaries: hidden, it spans nothing, so it
    /// adds nothing to the stack's size across the axis but through a fill alignment's edges.
    ///
    /// The order is the solver's input order, and it matters: with the leading-side pin first, every view's
    /// trailing-side constraint makes the solver pivot on the stack's size, which every view's row holds —
    /// O(n) per view. Building a fill stack of 1,000 views took 1.0–1.1 s that way, 0.11–0.15 s trailing side
    /// first (`trellis-layout-bench --stack`, release build; BENCHMARKS.md). The same holds for leading and the
    /// baselines.
    mutating func addAlignment(of i: Int) {
        let x = across, view = Item.view(i), spans = !configuration.hidden[i]
        switch effectiveAlignment {
        case .fill:
            add(key(.acrossTrailing, i), StackConstraintID.alignment, view, x.trailing, .equal, .canvas, x.trailing)
            add(key(.acrossLeading, i), StackConstraintID.alignment, view, x.leading, .equal, .canvas, x.leading)
        case .leading:
            if spans {
                add(
                    key(.acrossTrailing, i), StackConstraintID.spanningBoundary, view, x.trailing, .lessThanOrEqual,
                    .canvas, x.trailing)
            }
            add(key(.acrossLeading, i), StackConstraintID.alignment, view, x.leading, .equal, .canvas, x.leading)
            addAmbiguitySuppression(of: i)
        case .trailing:
            add(key(.acrossTrailing, i), StackConstraintID.alignment, view, x.trailing, .equal, .canvas, x.trailing)
            if spans {
                add(
                    key(.acrossLeading, i), StackConstraintID.spanningBoundary, view, x.leading, .greaterThanOrEqual,
                    .canvas, x.leading)
            }
            addAmbiguitySuppression(of: i)
        case .center:
            add(key(.acrossCenter, i), StackConstraintID.alignment, view, x.center, .equal, .canvas, x.center)
            if spans {
                add(
                    key(.acrossLeading, i), StackConstraintID.spanningBoundary, view, x.leading, .greaterThanOrEqual,
                    .canvas, x.leading)
            }
            addAmbiguitySuppression(of: i)
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute =
                effectiveAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if spans {
                add(
                    key(.acrossTrailing, i), StackConstraintID.spanningBoundary, view, .bottom, .lessThanOrEqual,
                    .canvas, .bottom)
            }
            add(key(.baseline, i), StackConstraintID.alignment, view, baseline, .equal, .baselineGuide, .top)
            if spans {
                add(
                    key(.acrossLeading, i), StackConstraintID.spanningBoundary, view, .top, .greaterThanOrEqual,
                    .canvas, .top)
            }
            addAmbiguitySuppression(of: i)
        }
    }

    /// A view with no size of its own across the axis collapses across it rather than staying ambiguous.
    mutating func addAmbiguitySuppression(of i: Int) {
        add(
            key(.ambiguitySuppression, i), StackConstraintID.ambiguitySuppression, .view(i), across.size,
            priority: UIStackView.ambiguitySuppressionPriority)
    }
}
