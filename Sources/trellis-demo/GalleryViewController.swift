import Foundation
import Trellis

/// The gallery in a window (`trellis-demo --window`): the scene list on the left, the scene on the right,
/// laid out again live as the window is resized. Click a scene (or press ↑ / ↓) to switch; D toggles the
/// debug overlay, A the dark appearance.
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
        show(0)
    }

    /// Shows scene `index` (its first variant) in the scene area.
    func show(_ index: Int) {
        guard scenes.indices.contains(index) else { return }
        selected = index
        title = "Trellis — \(scenes[index].title)"
        for v in sceneArea.subviews { v.removeFromSuperview() }
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
