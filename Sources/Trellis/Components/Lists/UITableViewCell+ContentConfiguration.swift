import Foundation

// A cell's content as a configuration (UIKit's `contentConfiguration`): the configuration's view fills the
// cell's content view, so self-sizing rows take its height.
extension UITableViewCell {
    /// What the cell's content shows (nil: the content view's own subviews). Setting one puts its view in the
    /// ``contentView``, pinned to its edges — or, when the view already there supports it, updates that view.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set {
            storedContentConfiguration = newValue
            guard let newValue else {
                NSLayoutConstraint.deactivate(configurationConstraints)
                configurationConstraints = []
                configurationView?.removeFromSuperview()
                configurationView = nil
                return
            }
            if let view = configurationView, view.supports(newValue) {
                view.configuration = newValue
                return
            }
            configurationView?.removeFromSuperview()
            let view = newValue.makeContentView()
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
            configurationConstraints = [
                view.topAnchor.constraint(equalTo: contentView.topAnchor),
                view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ]
            NSLayoutConstraint.activate(configurationConstraints)
            configurationView = view
        }
    }

    /// The list content configuration of the cell's style, with no content: `.default` → ``UIListContentConfiguration/cell()``,
    /// `.subtitle` → ``UIListContentConfiguration/subtitleCell()``, `.value1` and `.value2` →
    /// ``UIListContentConfiguration/valueCell()``.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The cell's state (selected, highlighted) as configurations see it.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Replaces the content configuration by its variant for the current ``configurationState``.
    public func setNeedsUpdateConfiguration() { updateContentConfigurationForState() }

    func updateContentConfigurationForState() {
        guard let configuration = storedContentConfiguration else { return }
        contentConfiguration = configuration.updated(for: configurationState)
    }
}
