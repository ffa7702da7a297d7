import Foundation
import Testing
import TrellisExamples
import TrellisTestSupport

@testable import Trellis

/// A kept fitting-size question asked again (`FittingSize+Reuse.swift`) answers exactly — bit for bit — what a
/// new question on a new solver answers (the independent method: the kept question dropped before each ask).
@Suite struct FittingSizeReuseTests {
    static let words = ["Lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit", "sed", "do"]

    /// A random sentence run of 1–40 words (SplitMix64).
    static func text(_ random: inout SplitMix64) -> String {
        (0..<random.int(1...40)).map { _ in words[random.next(below: words.count)] }.joined(separator: " ")
    }

    /// The card row's content view with new texts at random widths, asked 200 times: the kept system (with
    /// the wrapping body re-measured) and a new one agree exactly; the kept one is used when only constants
    /// changed, and replaced when the constraints changed.
    @Test func keptQuestionAnswersAsANewOne() {
        let cell = CardTableCell(style: .default, reuseIdentifier: "card")
        var random = SplitMix64(seed: 2026)
        var reused = 0
        for round in 0..<200 {
            cell.title.text = Self.text(&random)
            cell.body.text = Self.text(&random)
            let width = CGFloat(random.int(200...420))
            let kept = cell.contentView.layout.fitting
            let a = cell.contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            if kept != nil && cell.contentView.layout.fitting === kept { reused += 1 }
            cell.contentView.layout.fitting = nil
            let b = cell.contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(
                a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern,
                "round \(round): \(a) vs \(b)")
            #expect(a.width == width)
        }
        // Every ask after the first found the question kept from the one before.
        #expect(reused == 199)
    }

    /// A changed constraint (a new constant) is moved in place; a new constraint makes a new question; a
    /// removed one too — each answer the hand-computed one. Content: a 100×20 view pinned 8 in on every side.
    @Test func changesToTheConstraints() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let holder = UIView()
        holder.addSubview(card)  // not the top of its hierarchy: asked on a scratch solver
        let content = FixedSizeView(100, 20)
        card.addSubview(content)
        let top = content.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
        NSLayoutConstraint.activate([
            content.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 8),
            content.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -8),
            top,
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        #expect(card.systemLayoutSizeFitting(.zero) == CGSize(width: 116, height: 36))  // 8 + 100 + 8, 8 + 20 + 8
        let kept = card.layout.fitting
        #expect(kept != nil)
        top.constant = 30  // 30 + 20 + 8
        #expect(card.systemLayoutSizeFitting(.zero) == CGSize(width: 116, height: 58))
        #expect(card.layout.fitting === kept)
        let tall = content.heightAnchor.constraint(equalToConstant: 50)
        tall.isActive = true  // 30 + 50 + 8: the content's compression resistance and hugging give way
        #expect(card.systemLayoutSizeFitting(.zero) == CGSize(width: 116, height: 88))
        #expect(card.layout.fitting !== kept)
        tall.isActive = false
        #expect(card.systemLayoutSizeFitting(.zero) == CGSize(width: 116, height: 58))
        content.size = CGSize(width: 60, height: 10)  // a new intrinsic size: 8 + 60 + 8, 30 + 10 + 8
        content.invalidateIntrinsicContentSize()
        #expect(card.systemLayoutSizeFitting(.zero) == CGSize(width: 76, height: 48))
        #expect(card.superview === holder)
    }
}
