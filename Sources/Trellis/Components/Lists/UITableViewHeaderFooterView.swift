import Foundation

/// A reusable section header or footer of a table view (UIKit's `UITableViewHeaderFooterView`): a
/// ``contentView`` for your subviews and a standard ``textLabel``.
///
/// Made by the table through the *required* `init(reuseIdentifier:)` (see ``UITableViewCell``'s note).
open class UITableViewHeaderFooterView: UIView, UITableViewReusable {
    /// The identifier the view is reused under.
    public let reuseIdentifier: String?
    /// The view to add your subviews to.
    public let contentView = UIView()
    private var storedTextLabel: UILabel?

    /// The margins of the standard title (UIKit's plain-style header: 16 at the sides).
    public static let titleMargins = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)

    /// A header or footer view reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        contentView.layoutMargins = UITableViewHeaderFooterView.titleMargins
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The standard title label (made on first use), between the content view's margins.
    open var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .boldSystemFont(ofSize: 15)
        label.numberOfLines = 0
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        storedTextLabel = label
        return label
    }

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let view = backgroundView { insertSubview(view, at: 0) }
            setNeedsLayout()
        }
    }

    /// Called before the table hands the view out again. The default does nothing.
    open func prepareForReuse() {}

    /// The content view and background fill the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
    }
}
