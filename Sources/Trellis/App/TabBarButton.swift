import Foundation

/// One item of a ``UITabBar``: a button whose configuration puts the image above the title, and the item's
/// badge — a red capsule whose left part overlaps the image's top-right corner (as UIKit draws it).
final class TabBarButton: UIButton {
    /// The badge (hidden when the item has no badge value).
    let badge = UILabel()
    /// The badge's height (UIKit's: an 18-point capsule, 13-point text).
    static let badgeHeight: CGFloat = 18

    /// A button laid out as a phone's tab bar item: image over title, 2 points apart, the title 10 points.
    init() {
        super.init(type: .system)
        var configuration = UIButton.Configuration.plain()
        configuration.imagePlacement = .top
        configuration.imagePadding = 2
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        configuration.titleFont = .systemFont(ofSize: 10, weight: .medium)
        self.configuration = configuration
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = Self.badgeHeight / 2
        badge.clipsToBounds = true
        badge.isUserInteractionEnabled = false
        badge.isHidden = true
        addSubview(badge)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `value` in the badge (nil: no badge).
    func setBadge(_ value: String?) {
        guard badge.text != value || badge.isHidden != (value == nil) else { return }
        badge.text = value
        badge.isHidden = value == nil
        setNeedsLayout()
    }

    /// Lays out the image and title, then puts the badge 6 points in from the image's trailing edge and 3 above
    /// its top (over the button's middle where there is no image); at least a circle, wider for longer text (4 points each side).
    override func layoutSubviews() {
        super.layoutSubviews()
        guard !badge.isHidden else { return }
        let image = imageView.map { $0.image == nil ? nil : $0.frame } ?? nil
        let width = max(Self.badgeHeight, badge.intrinsicContentSize.width + 8)
        let anchor = image.map { CGPoint(x: $0.maxX - 6, y: $0.minY - 3) } ?? CGPoint(x: bounds.midX, y: 2)
        badge.frame = CGRect(x: anchor.x, y: anchor.y, width: width, height: Self.badgeHeight)
        bringSubviewToFront(badge)
    }
}
