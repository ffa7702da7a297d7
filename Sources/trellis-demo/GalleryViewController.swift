import Foundation
import Trellis

/// The gallery in a window (`trellis-demo --window`): the scene list on the left, the scene on the right,
/// laid out again live as the window is resized. Click a scene (or press ↑ / ↓) to switch; D toggles the
/// debug overlay (with it on, the view under the pointer is highlighted with its constraints), A the dark
/// appearance.
final class GalleryViewController: UIViewController {
    let scenes: [Scene]
    /// Where scenes are built (cleared and refilled on each switch).
    let sceneArea = UIView()
    private let list = UIStackView()
    private var rows: [UILabel] = []
    /// The scene shown.
    private(set) var selected = 0
    /// Called when D is pressed (the host toggles its debug overlay).
    var toggleOverlay: () -> Void = {}
    /// Called with the scene's view under the pointer (nil: none) whenever that changes: the overlay
    /// highlights it and its constraints.
    var highlight: (UIView?) -> Void = { _ in }
    /// The view last passed to ``highlight``.
    private weak var highlighted: UIView?

    /// The width of the scene list.
    static let listWidth: CGFloat = 220

    init(scenes: [Scene]) {
        self.scenes = scenes
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        list.axis = .vertical
        list.spacing = 2
        list.translatesAutoresizingMaskIntoConstraints = false
        sceneArea.translatesAutoresizingMaskIntoConstraints = false
        sceneArea.clipsToBounds = true
        let sidebar = UIView()
        sidebar.backgroundColor = .secondarySystemBackground
        sidebar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sidebar)
        sidebar.addSubview(list)
        view.addSubview(sceneArea)
        for (i, scene) in scenes.enumerated() {
            let row = UILabel()
            row.text = scene.title
            row.font = .systemFont(ofSize: 14)
            row.isUserInteractionEnabled = true
            row.pointerCursor = .pointingHand
            row.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in show(i) })
            rows.append(row)
            list.addArrangedSubview(row)
            row.heightAnchor.constraint(equalToConstant: 26).isActive = true
        }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            sidebar.topAnchor.constraint(equalTo: view.topAnchor),
            sidebar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            sidebar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sidebar.widthAnchor.constraint(equalToConstant: Self.listWidth),
            list.topAnchor.constraint(equalTo: safe.topAnchor, constant: 12),
            list.leadingAnchor.constraint(equalTo: sidebar.leadingAnchor, constant: 12),
            list.trailingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: -12),
            sceneArea.topAnchor.constraint(equalTo: view.topAnchor),
            sceneArea.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            sceneArea.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
            sceneArea.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        sceneArea.addGestureRecognizer(
            UIHoverGestureRecognizer { [unowned self] hover in
                let inside = hover.state == .began || hover.state == .changed
                setHighlighted(inside ? Self.deepestView(in: sceneArea, at: hover.location(in: sceneArea)) : nil)
            })
        show(0)
    }

    private func setHighlighted(_ view: UIView?) {
        guard view !== highlighted else { return }
        highlighted = view
        highlight(view)
    }

    /// The deepest visible view of `view`'s subtree whose bounds hold `point` (in `view`'s bounds), front to
    /// back — labels and images too, which take no touches and so are not what a hit test finds.
    static func deepestView(in view: UIView, at point: CGPoint) -> UIView? {
        for subview in view.subviews.reversed() where !subview.isHidden && subview.alpha > 0 {
            let p = view.convert(point, to: subview)
            guard subview.bounds.contains(p) else { continue }
            return deepestView(in: subview, at: p) ?? subview
        }
        return nil
    }

    /// Shows scene `index` (its first variant) in the scene area.
    func show(_ index: Int) {
        guard scenes.indices.contains(index) else { return }
        selected = index
        title = "Trellis — \(scenes[index].title)"
        for v in sceneArea.subviews { v.removeFromSuperview() }
        setHighlighted(nil)
        sceneArea.traitCollection.performAsCurrent { scenes[index].build(sceneArea, scenes[index].variants[0]) }
        for (i, row) in rows.enumerated() {
            row.backgroundColor = i == index ? .systemBlue : nil
            row.textColor = i == index ? .white : .label
        }
        view.setNeedsDisplay()
    }

    // The controller takes the keys (its key commands) while nothing else is first responder.
    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: UIKeyCommand.inputDownArrow) { [unowned self] _ in
                show(min(scenes.count - 1, selected + 1))
            },
            UIKeyCommand(input: UIKeyCommand.inputUpArrow) { [unowned self] _ in show(max(0, selected - 1)) },
            UIKeyCommand(input: "d") { [unowned self] _ in toggleOverlay() },
            UIKeyCommand(input: "a") { [unowned self] _ in
                guard let window = view.window else { return }
                let dark = window.traitCollection.userInterfaceStyle == .dark
                window.hostTraitCollection = UITraitCollection(userInterfaceStyle: dark ? .light : .dark)
            },
        ]
    }
}
