import Foundation
import Trellis

/// A controller that logs its life cycle as "name: event" lines into a shared log.
final class LoggingController: UIViewController {
    let name: String
    let log: Log
    var onViewDidLayoutSubviews: (() -> Void)?
    var traitChanges: [UIUserInterfaceStyle] = []
    /// Whether trait changes are logged (a view entering a window changes its traits from unspecified).
    var logsTraits = false

    /// A shared, ordered log.
    final class Log {
        var lines: [String] = []
        func take() -> [String] {
            defer { lines = [] }
            return lines
        }
    }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    private func add(_ event: String) { log.lines.append("\(name): \(event)") }

    override func loadView() {
        add("loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        add("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        add(isBeingPresented ? "viewWillAppear (presented)" : "viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        add(isBeingPresented ? "viewDidAppear (presented)" : "viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        add(isBeingDismissed ? "viewWillDisappear (dismissed)" : "viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        add(isBeingDismissed ? "viewDidDisappear (dismissed)" : "viewDidDisappear")
    }
    override func viewWillLayoutSubviews() {
        add("viewWillLayoutSubviews \(Int(view.bounds.width))x\(Int(view.bounds.height))")
    }
    override func viewDidLayoutSubviews() {
        add("viewDidLayoutSubviews")
        onViewDidLayoutSubviews?()
    }
    override func updateViewConstraints() {
        add("updateViewConstraints")
        super.updateViewConstraints()
    }
    override func willMove(toParent parent: UIViewController?) {
        add("willMove(toParent: \((parent as? LoggingController)?.name ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        add("didMove(toParent: \((parent as? LoggingController)?.name ?? "nil"))")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        traitChanges.append(traitCollection.userInterfaceStyle)
        if logsTraits {
            add("traitCollectionDidChange from \(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)")
        }
    }
}
