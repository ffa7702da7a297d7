import Foundation
import Trellis

/// The feed cell laid out by hand (the baseline): the same views in the same sections, frames computed in
/// `layoutSubviews` from the labels' `sizeThatFits`, to the geometry the Auto Layout cell's constraints
/// give (derivations per section below; W is the cell's width).
final class FeedManualCell: UIView {
    let topBar = UIView(), profile = UIView(), content = UIView(), actions = UIView(), comment = UIView()
    let actionLabel = UILabel(), optionsLabel = UILabel()
    let posterImageView = UIImageView(image: FeedImages.avatar)
    let posterNameLabel = UILabel(), posterHeadlineLabel = UILabel(), posterTimeLabel = UILabel()
    let posterCommentLabel = UILabel()
    let contentImageView = UIImageView(image: FeedImages.content)
    let contentTitleLabel = UILabel(), contentDomainLabel = UILabel()
    let likeLabel = UILabel(), commentLabel = UILabel(), shareLabel = UILabel()
    let actorImageView = UIImageView(image: FeedImages.avatar), actorCommentLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        optionsLabel.text = "..."
        posterImageView.contentMode = .center
        posterHeadlineLabel.numberOfLines = 3
        contentImageView.contentMode = .scaleAspectFit
        likeLabel.text = "Like"
        commentLabel.text = "Comment"
        commentLabel.textAlignment = .center
        shareLabel.text = "Share"
        shareLabel.textAlignment = .right
        for section in [topBar, profile, content, actions, comment] { addSubview(section) }
        for v in [actionLabel, optionsLabel] { topBar.addSubview(v) }
        for v in [posterImageView, posterNameLabel, posterHeadlineLabel, posterTimeLabel, posterCommentLabel] {
            profile.addSubview(v)
        }
        for v in [contentImageView, contentTitleLabel, contentDomainLabel] { content.addSubview(v) }
        for v in [likeLabel, commentLabel, shareLabel] { actions.addSubview(v) }
        for v in [actorImageView, actorCommentLabel] { comment.addSubview(v) }
    }
    required init?(coder: NSCoder) { fatalError() }

    func setData(_ data: FeedData) {
        actionLabel.text = data.actionText
        posterNameLabel.text = data.posterName
        posterHeadlineLabel.text = data.posterHeadline
        posterTimeLabel.text = data.posterTimestamp
        posterCommentLabel.text = data.posterComment
        contentTitleLabel.text = data.contentTitle
        contentDomainLabel.text = data.contentDomain
        actorCommentLabel.text = data.actorComment
        setNeedsLayout()
    }

    private static let unbounded = CGFloat.greatestFiniteMagnitude

    private func measure(_ label: UILabel, width: CGFloat) -> CGSize {
        label.sizeThatFits(CGSize(width: width, height: FeedManualCell.unbounded))
    }

    /// The frames of every view at width `w`; `apply` false only measures. Returns the cell's height.
    @discardableResult
    private func arrange(width w: CGFloat, apply: Bool) -> CGFloat {
        func put(_ v: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
            if apply { v.frame = CGRect(x: x, y: y, width: width, height: height) }
        }
        // Top bar: H:|[action][options]| with options hugging; V: both at the top, the bar as tall as the taller.
        let options = measure(optionsLabel, width: w), action = measure(actionLabel, width: w - options.width)
        put(actionLabel, 0, 0, w - options.width, action.height)
        put(optionsLabel, w - options.width, 0, options.width, options.height)
        let topHeight = max(action.height, options.height)
        // Profile: image 50×50 at the top left; name, headline (≤ 3 lines), time 2 right of it and 4 from the
        // right, 1 apart from the top; the comment at y = max(image bottom (the 749 wish), time bottom + 3).
        let textX: CGFloat = 50 + 2, textWidth = w - textX - 4
        let name = measure(posterNameLabel, width: textWidth)
        let headline = measure(posterHeadlineLabel, width: textWidth)
        let time = measure(posterTimeLabel, width: textWidth)
        let posterComment = measure(posterCommentLabel, width: w)
        put(posterImageView, 0, 0, 50, 50)
        put(posterNameLabel, textX, 1, textWidth, name.height)
        put(posterHeadlineLabel, textX, 1 + name.height + 1, textWidth, headline.height)
        let timeY = 1 + name.height + 1 + headline.height + 1
        put(posterTimeLabel, textX, timeY, textWidth, time.height)
        let commentY = max(50, timeY + time.height + 3)
        put(posterCommentLabel, 0, commentY, w, posterComment.height)
        let profileHeight = commentY + posterComment.height
        // Content: the image full width at its intrinsic height, then title and domain, one line each.
        let title = measure(contentTitleLabel, width: w), domain = measure(contentDomainLabel, width: w)
        put(contentImageView, 0, 0, w, 200)
        put(contentTitleLabel, 0, 200, w, title.height)
        put(contentDomainLabel, 0, 200 + title.height, w, domain.height)
        let contentHeight = 200 + title.height + domain.height
        // Actions: like at the leading margin (8), comment centred, share at the trailing margin.
        let like = measure(likeLabel, width: w), commentSize = measure(commentLabel, width: w)
        let share = measure(shareLabel, width: w)
        let actionsHeight = max(like.height, commentSize.height, share.height)
        put(likeLabel, 8, 0, like.width, actionsHeight)
        put(commentLabel, (w - commentSize.width) / 2, 0, commentSize.width, actionsHeight)
        put(shareLabel, w - 8 - share.width, 0, share.width, actionsHeight)
        // Comment: image 50×50, the label right of it; as tall as the taller (the 749 wish gives 50).
        let actor = measure(actorCommentLabel, width: w - 50)
        put(actorImageView, 0, 0, 50, 50)
        put(actorCommentLabel, 50, 0, w - 50, actor.height)
        let commentHeight = max(50, actor.height)
        var y: CGFloat = 0
        for (section, height) in [
            (topBar, topHeight), (profile, profileHeight), (content, contentHeight), (actions, actionsHeight),
            (comment, commentHeight),
        ] {
            put(section, 0, y, w, height)
            y += height
        }
        return y
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrange(width: size.width, apply: false))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        arrange(width: bounds.width, apply: true)
    }
}
