import Foundation
import Trellis

// LayoutFrameworkBenchmark's Auto Layout feed cell (layoutBox/LayoutFrameworkBenchmark,
// FeedItemAutoLayoutView.swift), written as UIKit code writes it: five sections, each a UIView with labels and
// image views added with `translatesAutoresizingMaskIntoConstraints = false`, constraints from the Visual
// Format Language and `NSLayoutConstraint(item:attribute:…)`, the cell sized with `systemLayoutSizeFitting`.
// (The original adds subviews by iterating a dictionary; here they go in a fixed order, for determinism.)

/// The text of one feed item (the original's `FeedItemData`).
struct FeedData {
    let actionText, posterName, posterHeadline, posterTimestamp, posterComment: String
    let contentTitle, contentDomain, actorComment: String

    /// Item `i`: different lengths, so that lines wrap differently from cell to cell.
    static func item(_ i: Int) -> FeedData {
        let words = ["layout", "constraint", "anchor", "stack", "view", "solver", "priority", "margin"]
        func text(_ n: Int) -> String { (0..<n).map { words[($0 * 7 + i) % words.count] }.joined(separator: " ") }
        return FeedData(
            actionText: "Friend \(i) liked this", posterName: "Poster \(i)", posterHeadline: text(4 + i % 9),
            posterTimestamp: "\(i % 24)h", posterComment: text(3 + i % 13), contentTitle: text(2 + i % 5),
            contentDomain: "domain\(i).example", actorComment: text(1 + i % 11))
    }
}

extension UIView {
    /// Adds `views` in order, each with autoresizing constraints off (the original's `addAutoLayoutSubviews`).
    func addAutoLayoutSubviews(_ views: [(String, UIView)]) {
        for (_, view) in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }

    func addConstraints(withVisualFormat format: String, views: [(String, UIView)]) {
        addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: format, options: [], metrics: nil,
                views: Dictionary(uniqueKeysWithValues: views)))
    }
}

/// The images of the cell (the original loads 50×50 and 350×200 PNGs).
enum FeedImages {
    static let avatar = UIImage(color: .orange, size: CGSize(width: 50, height: 50))
    static let content = UIImage(color: .orange, size: CGSize(width: 350, height: 200))
    static let icon = UIImage(color: .blue, size: CGSize(width: 24, height: 24))
}

final class FeedTopBarView: UIView {
    let actionLabel = UILabel()
    let optionsLabel: UILabel = {
        let l = UILabel()
        l.text = "..."
        l.setContentHuggingPriority(.required, for: .horizontal)
        l.setContentCompressionResistancePriority(.required, for: .horizontal)
        return l
    }()

    init() {
        super.init(frame: .zero)
        let views: [(String, UIView)] = [("actionLabel", actionLabel), ("optionsLabel", optionsLabel)]
        addAutoLayoutSubviews(views)
        addConstraints(withVisualFormat: "H:|-0-[actionLabel]-0-[optionsLabel]-0-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[actionLabel]-(>=0)-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[optionsLabel]-(>=0)-|", views: views)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class FeedMiniProfileView: UIView {
    let posterImageView: UIImageView = {
        let i = UIImageView(image: FeedImages.avatar)
        i.contentMode = .center
        i.setContentHuggingPriority(.required, for: .horizontal)
        i.setContentCompressionResistancePriority(.required, for: .horizontal)
        return i
    }()
    let posterNameLabel = UILabel()
    let posterHeadlineLabel: UILabel = {
        let l = UILabel()
        l.numberOfLines = 3
        return l
    }()
    let posterTimeLabel = UILabel()
    let posterCommentLabel = UILabel()

    init() {
        super.init(frame: .zero)
        let views: [(String, UIView)] = [
            ("posterImageView", posterImageView), ("posterNameLabel", posterNameLabel),
            ("posterHeadlineLabel", posterHeadlineLabel), ("posterTimeLabel", posterTimeLabel),
            ("posterCommentLabel", posterCommentLabel),
        ]
        addAutoLayoutSubviews(views)
        addConstraints(withVisualFormat: "V:|-0-[posterImageView]-(>=0)-[posterCommentLabel]-0-|", views: views)
        addConstraints(
            withVisualFormat:
                "V:|-1-[posterNameLabel]-1-[posterHeadlineLabel]-1-[posterTimeLabel]-(>=3)-[posterCommentLabel]",
            views: views)
        addConstraints(withVisualFormat: "V:[posterImageView]-(0@749)-[posterCommentLabel]", views: views)
        addConstraints(withVisualFormat: "H:|-0-[posterImageView]-2-[posterNameLabel]-4-|", views: views)
        addConstraints(withVisualFormat: "H:[posterImageView]-2-[posterHeadlineLabel]-4-|", views: views)
        addConstraints(withVisualFormat: "H:[posterImageView]-2-[posterTimeLabel]-4-|", views: views)
        addConstraints(withVisualFormat: "H:|-0-[posterCommentLabel]-0-|", views: views)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class FeedMiniContentView: UIView {
    let contentImageView: UIImageView = {
        let i = UIImageView(image: FeedImages.content)
        i.contentMode = .scaleAspectFit
        return i
    }()
    let contentTitleLabel = UILabel()
    let contentDomainLabel = UILabel()

    init() {
        super.init(frame: .zero)
        let views: [(String, UIView)] = [
            ("contentImageView", contentImageView), ("contentTitleLabel", contentTitleLabel),
            ("contentDomainLabel", contentDomainLabel),
        ]
        addAutoLayoutSubviews(views)
        addConstraints(
            withVisualFormat: "V:|-0-[contentImageView]-0-[contentTitleLabel]-0-[contentDomainLabel]-0-|", views: views)
        addConstraints(withVisualFormat: "H:|-0-[contentImageView]-0-|", views: views)
        addConstraints(withVisualFormat: "H:|-0-[contentTitleLabel]-0-|", views: views)
        addConstraints(withVisualFormat: "H:|-0-[contentDomainLabel]-0-|", views: views)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class FeedSocialActionsView: UIView {
    let likeLabel: UILabel = {
        let l = UILabel()
        l.text = "Like"
        return l
    }()
    let commentLabel: UILabel = {
        let l = UILabel()
        l.text = "Comment"
        l.textAlignment = .center
        return l
    }()
    let shareLabel: UILabel = {
        let l = UILabel()
        l.text = "Share"
        l.textAlignment = .right
        return l
    }()

    init() {
        super.init(frame: .zero)
        let views: [(String, UIView)] = [
            ("likeLabel", likeLabel), ("commentLabel", commentLabel), ("shareLabel", shareLabel),
        ]
        addAutoLayoutSubviews(views)
        addConstraints(withVisualFormat: "V:|-0-[likeLabel]-0-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[commentLabel]-0-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[shareLabel]-0-|", views: views)
        addConstraints([
            NSLayoutConstraint(
                item: likeLabel, attribute: .leadingMargin, relatedBy: .equal, toItem: self, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: commentLabel, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: shareLabel, attribute: .trailingMargin, relatedBy: .equal, toItem: self,
                attribute: .trailingMargin, multiplier: 1, constant: 0),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class FeedCommentView: UIView {
    let actorImageView: UIImageView = {
        let i = UIImageView(image: FeedImages.avatar)
        i.setContentHuggingPriority(.required, for: .horizontal)
        i.setContentCompressionResistancePriority(.required, for: .horizontal)
        return i
    }()
    let actorCommentLabel = UILabel()

    init() {
        super.init(frame: .zero)
        let views: [(String, UIView)] = [("actorImageView", actorImageView), ("actorCommentLabel", actorCommentLabel)]
        addAutoLayoutSubviews(views)
        addConstraints(withVisualFormat: "H:|-0-[actorImageView]-0-[actorCommentLabel]-0-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[actorImageView]-(>=0)-|", views: views)
        addConstraints(withVisualFormat: "V:|-0-[actorCommentLabel]-(>=0)-|", views: views)
        addConstraints(withVisualFormat: "V:[actorImageView]-(0@749)-|", views: views)
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// The cell: the five sections stacked, each full width.
final class FeedAutoLayoutCell: UIView {
    let topBarView = FeedTopBarView()
    let miniProfileView = FeedMiniProfileView()
    let miniContentView = FeedMiniContentView()
    let socialActionsView = FeedSocialActionsView()
    let commentView = FeedCommentView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        let views: [(String, UIView)] = [
            ("topBarView", topBarView), ("miniProfileView", miniProfileView), ("miniContentView", miniContentView),
            ("socialActionsView", socialActionsView), ("commentView", commentView),
        ]
        addAutoLayoutSubviews(views)
        addConstraints(
            withVisualFormat:
                "V:|-0-[topBarView]-0-[miniProfileView]-0-[miniContentView]-0-[socialActionsView]-0-[commentView]-0-|",
            views: views)
        for name in ["topBarView", "miniProfileView", "miniContentView", "socialActionsView", "commentView"] {
            addConstraints(withVisualFormat: "H:|-0-[\(name)]-0-|", views: views)
        }
    }
    required init?(coder: NSCoder) { fatalError() }

    func setData(_ data: FeedData) {
        topBarView.actionLabel.text = data.actionText
        miniProfileView.posterNameLabel.text = data.posterName
        miniProfileView.posterHeadlineLabel.text = data.posterHeadline
        miniProfileView.posterTimeLabel.text = data.posterTimestamp
        miniProfileView.posterCommentLabel.text = data.posterComment
        miniContentView.contentTitleLabel.text = data.contentTitle
        miniContentView.contentDomainLabel.text = data.contentDomain
        commentView.actorCommentLabel.text = data.actorComment
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(CGSize(width: size.width, height: 0))
    }
}
