import Foundation

/// A button (UIKit's `UIButton`): a control that runs its action when tapped, clicked, or activated with the
/// keyboard while focused.
///
/// Two ways to give it content, as in UIKit:
/// - per-state values: ``setTitle(_:for:)``, ``setTitleColor(_:for:)``, ``setImage(_:for:)`` and
///   ``setBackgroundImage(_:for:)`` (a nine-part resizable image per state is the seed's texture button),
///   placed with ``contentEdgeInsets``, ``titleEdgeInsets`` and ``imageEdgeInsets``;
/// - a ``Configuration`` (plain, tinted, gray, filled): title, subtitle, image with placement and padding,
///   insets, corner style, base colors.
///
/// Its intrinsic size is its content plus insets, so it sits in Auto Layout like UIKit's. A tap sends
/// ``UIControl/Event/touchUpInside`` and ``UIControl/Event/primaryActionTriggered``.
open class UIButton: UIControl {
    /// The kind of button (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable {
        /// No styling: white titles, nothing drawn but what is set.
        case custom
        /// Tint-colored titles that fade while highlighted.
        case system
        /// A close button (an × symbol).
        case close
    }

    /// The button's kind.
    public let buttonType: ButtonType

    /// Per-state values: one entry per state set, looked up exactly, then in normal.
    private var titles: [UInt: String] = [:]
    /// Attributed titles per state: where one applies it is shown instead of the plain title.
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    /// Whether the title label holds an attributed title now.
    private var showsAttributedTitle = false
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    /// The label showing the title (UIKit's `titleLabel`; set its font here).
    public private(set) lazy var titleLabel: UILabel? = makeLabel()
    /// The label showing a configuration's subtitle.
    private(set) lazy var subtitleLabel: UILabel = makeLabel()
    /// The image view showing the image (UIKit's `imageView`).
    public private(set) lazy var imageView: UIImageView? = {
        let view = UIImageView()
        view.isUserInteractionEnabled = false
        addSubview(view)
        return view
    }()

    /// Space between the button's edges and its content (title and image together). With all four zero, a
    /// button with a title keeps UIKit's 6 points above and below it.
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { contentDidChange() } }
    /// Shifts and shrinks the title's area inside the content (does not change the intrinsic size, as UIKit's).
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Shifts and shrinks the image's area inside the content (does not change the intrinsic size).
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }

    /// The configuration (nil: the per-state values decide). Setting it restyles the button.
    open var configuration: Configuration? {
        didSet { contentDidChange() }
    }

    /// Called when the state changes, to update ``configuration`` for it (UIKit's
    /// `configurationUpdateHandler`).
    open var configurationUpdateHandler: ((UIButton) -> Void)?

    // MARK: Making buttons

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        if buttonType == .close {
            setImage(UIImage(systemName: "xmark"), for: .normal)
        }
        contentDidChange()
    }

    /// A system button that runs `primaryAction` when tapped and shows its title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A button drawn by `configuration`, running `primaryAction` when tapped (its title and image fill the
    /// configuration's when it has none).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
        contentDidChange()  // observers do not run for the class's own initializers
    }

    /// A custom button with the given frame (UIKit's `init(frame:)`).
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        contentDidChange()
    }

    /// Archives are not supported; present for source compatibility with UIKit subclasses.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// Shows `action`'s title and image and runs it when tapped.
    private func adopt(_ action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    private func makeLabel() -> UILabel {
        let label = UILabel()
        label.isUserInteractionEnabled = false
        label.font = UIFont.systemFont(ofSize: 15)
        label.textAlignment = .center
        addSubview(label)
        return label
    }

    // MARK: Per-state values

    /// Sets the title shown in `state` (nil: fall back to the normal state's).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }
    /// Sets the attributed title shown in `state` (UIKit's `setAttributedTitle(_:for:)`): where one applies to
    /// the current state (the same fallbacks as titles) it is shown instead of the plain title, its attributes
    /// over the title label's font and the title color. Nil removes it for `state`.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        contentDidChange()
    }
    /// The attributed title set for `state` (else the normal state's).
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }
    /// The attributed title shown now (nil: the plain title is shown, or a configuration).
    open var currentAttributedTitle: NSAttributedString? { configuration == nil ? current(attributedTitles) : nil }

    /// Sets the title color in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }
    /// Sets the image shown in `state` (beside the title).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }
    /// Sets the image drawn behind the content in `state`, stretched to the bounds (a resizable image stretches
    /// as nine parts).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }

    /// The title set for `state` (nil: none set for that exact state).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// The title color for `state`.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// The image for `state`.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// The background image for `state`.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    /// The value for the current state: the exact state's, else (highlighted or disabled while selected) the
    /// selected state's, else the normal state's.
    private func current<T>(_ table: [UInt: T]) -> T? {
        let state = self.state.subtracting(.focused)
        if let value = table[state.rawValue] { return value }
        if state.contains(.selected), let value = table[State.selected.rawValue] { return value }
        if state.contains(.highlighted), let value = table[State.highlighted.rawValue] { return value }
        if state.contains(.disabled), let value = table[State.disabled.rawValue] { return value }
        return table[0]
    }

    /// The title shown now.
    open var currentTitle: String? {
        configuration.map { $0.title } ?? currentAttributedTitle?.string ?? current(titles)
    }
    /// The title color used now (the per-state color, else the button type's).
    open var currentTitleColor: UIColor {
        if let configuration { return configuration.foregroundColor(for: state, tint: tintColor) }
        if let color = current(titleColors) { return color }
        switch buttonType {
        case .custom: return state.contains(.disabled) ? UIColor.white.withAlphaComponent(0.5) : .white
        case .system, .close:
            if state.contains(.disabled) { return .tertiaryLabel }
            return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.2) : tintColor
        }
    }
    /// The image shown now.
    open var currentImage: UIImage? { configuration.map { $0.image } ?? current(images) }
    /// The background image drawn now.
    open var currentBackgroundImage: UIImage? { configuration == nil ? current(backgroundImages) : nil }

    // MARK: Updating

    /// Asks for the configuration to be brought up to date with the state (runs the update handler).
    open func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Runs ``configurationUpdateHandler`` (subclasses override to restyle for the state).
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        if configurationUpdateHandler != nil { updateConfiguration() }
        applyContent()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyContent()
    }

    /// Content that may change the size changed: update the subviews and re-measure.
    private func contentDidChange() {
        applyContent()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Puts the current state's title, colors and image into the subviews.
    private func applyContent() {
        guard let titleLabel, let imageView else { return }
        let title = currentTitle
        titleLabel.textColor = currentTitleColor
        if let attributed = currentAttributedTitle {
            if titleLabel.attributedText.map({ !$0.isEqual(to: attributed) }) ?? true {
                titleLabel.attributedText = attributed
            }
            showsAttributedTitle = true
        } else if titleLabel.text != title || showsAttributedTitle {
            titleLabel.text = title
            showsAttributedTitle = false
        }
        if let configuration {
            let font = configuration.resolvedTitleFont
            if !titleLabel.font.isEqual(font) { titleLabel.font = font }
            let subtitleFont = configuration.resolvedSubtitleFont
            if !subtitleLabel.font.isEqual(subtitleFont) { subtitleLabel.font = subtitleFont }
            if subtitleLabel.text != configuration.subtitle { subtitleLabel.text = configuration.subtitle }
            subtitleLabel.textColor = currentTitleColor
        } else if subtitleLabel.text != nil {
            subtitleLabel.text = nil
        }
        subtitleLabel.isHidden = subtitleLabel.text?.isEmpty ?? true
        titleLabel.isHidden = title?.isEmpty ?? true
        let image = currentImage
        if imageView.image !== image { imageView.image = image }
        imageView.isHidden = image == nil
        imageView.tintColor = currentTitleColor
        setNeedsDisplay()
    }

    // MARK: Size, layout, drawing

    /// The content's size plus insets (see ``contentEdgeInsets`` and ``Configuration/contentInsets``).
    open override var intrinsicContentSize: CGSize { contentPlan(in: nil).size }

    /// The intrinsic size (buttons do not wrap).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentPlan(in: nil).size }

    /// Places the image view and the labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    /// Draws the background (see `UIButton+Drawing.swift`).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawBackground(in: context)
    }

    // MARK: Tapping

    /// A tap is the button's primary action.
    override var tapEvents: Event { [.touchUpInside, .primaryActionTriggered] }
}
