import Foundation

/// The arrangement-order weights behind the tie-break (see ``StackPlan/addOrderTieBreak(of:)``): strictly
/// decreasing along the arranged views, given to new views between their neighbours' so that an insert changes
/// no other view's weight (and no other tie-break constraint).
extension UIStackView {
    /// The range the order weights live in, and the smallest difference kept between neighbours (far above
    /// the solver's relative tolerance of 1e-10).
    static let orderWeightRange: ClosedRange<CGFloat> = 1...3
    static let minimumOrderStep: CGFloat = 1e-6

    /// Gives every arranged view without an order weight one between its neighbours' (views are appended
    /// one step below the last, inserted halfway between their neighbours), so that no other view's weight
    /// changes. When there is no room left, renumbers every view: weights from 2 down in steps of
    /// 1 / (2·count + 64), leaving room for as many appends again.
    ///
    /// `candidates` (ascending indices) are where views without a weight may be; nil: anywhere (O(count)).
    /// Returns false when it renumbered every view (every tie-break constraint changes).
    @discardableResult
    func assignOrderWeights(at candidates: [Int]? = nil) -> Bool {
        let views = arrangement.arranged
        var i = 0
        for candidate in candidates ?? Array(views.indices) where candidate >= i {
            i = candidate
            guard arrangement.orderWeights[ObjectIdentifier(views[i])] == nil else { continue }
            var j = i
            while j < views.count, arrangement.orderWeights[ObjectIdentifier(views[j])] == nil { j += 1 }
            let before = i > 0 ? arrangement.orderWeights[ObjectIdentifier(views[i - 1])] : nil
            let after = j < views.count ? arrangement.orderWeights[ObjectIdentifier(views[j])] : nil
            let count = CGFloat(j - i)
            let first: CGFloat, step: CGFloat
            switch (before, after) {
            case let (a?, b?):
                step = UIStackView.dyadic((a - b) / (count + 1))
                first = a - step
            case let (a?, nil): (first, step) = (a - arrangement.orderStep, arrangement.orderStep)
            case let (nil, b?): (first, step) = (b + arrangement.orderStep * count, arrangement.orderStep)
            case (nil, nil): (first, step) = (0, 0)  // nothing numbered yet
            }
            let last = first - step * (count - 1)
            guard step >= UIStackView.minimumOrderStep, UIStackView.orderWeightRange.contains(first),
                UIStackView.orderWeightRange.contains(last)
            else {
                renumberOrderWeights()
                return false
            }
            for k in i..<j { arrangement.orderWeights[ObjectIdentifier(views[k])] = first - step * CGFloat(k - i) }
            i = j
        }
        return true
    }

    /// The largest power of two not above `x` (> 0). Weights that are short dyadic fractions keep the solver's
    /// arithmetic on them exact (`1 − (1 − weight)` is `weight`, and products and quotients of whole lengths by
    /// them round back), so that lengths come out exact, as with the other constraints' unit coefficients.
    static func dyadic(_ x: CGFloat) -> CGFloat { CGFloat(sign: .plus, exponent: x.exponent, significand: 1) }

    /// Numbers every arranged view afresh (see ``assignOrderWeights()``).
    private func renumberOrderWeights() {
        let views = arrangement.arranged
        let step = UIStackView.dyadic(1 / CGFloat(2 * views.count + 64))
        arrangement.orderStep = step
        arrangement.orderWeights = [:]
        for (i, view) in views.enumerated() { arrangement.orderWeights[ObjectIdentifier(view)] = 2 - step * CGFloat(i) }
    }
}
