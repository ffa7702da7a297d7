import Foundation
import Trellis

extension Scene {
    /// A layout that cannot hold: in a 300-point panel, a banner pinned 20 points from both sides and also
    /// required to be 500 points wide. The engine breaks the constraint added last; the overlay shows it in red
    /// and the constraints it conflicts with in orange. Below, a label with no horizontal position is ambiguous.
    static let unsatisfiable = Scene(
        name: "unsatisfiable", title: "An unsatisfiable layout, and an ambiguous one",
        caption: "panel.width == 300, banner.left == panel.left + 20, banner.right == panel.right − 20 and "
            + "banner.width == 500 cannot all hold: the width, added last, is broken (ignored) — red in the overlay, "
            + "with its conflicting set in orange. The label below has a top but no horizontal position: it is "
            + "ambiguous (magenta)."
    ) { root, _ in
        let panel = SceneKit.box(SceneKit.gray, id: "panel", cornerRadius: 8)
        let banner = SceneKit.box(SceneKit.orange, id: "banner", cornerRadius: 8)
        let title = SceneKit.label("Pinned to both sides, 500 wide", size: 15, id: "title")
        let loose = SceneKit.label("No horizontal position", size: 15, id: "loose", background: SceneKit.purple)
        root.addSubview(panel)
        panel.addSubview(banner)
        banner.addSubview(title)
        root.addSubview(loose)
        NSLayoutConstraint.activate([
            panel.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            panel.widthAnchor.constraint(equalToConstant: 300),
            panel.heightAnchor.constraint(equalToConstant: 200),
            banner.leftAnchor.constraint(equalTo: panel.leftAnchor, constant: 20),
            banner.rightAnchor.constraint(equalTo: panel.rightAnchor, constant: -20),
            banner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 40),
            banner.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -40),
            title.leftAnchor.constraint(equalTo: banner.leftAnchor, constant: 12),
            title.rightAnchor.constraint(equalTo: banner.rightAnchor, constant: -12),
            title.centerYAnchor.constraint(equalTo: banner.centerYAnchor),
            loose.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 60),
        ])
        let width = banner.widthAnchor.constraint(equalToConstant: 500)
        width.identifier = "banner-width"
        width.isActive = true
    }
}
