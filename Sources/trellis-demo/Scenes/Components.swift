import Foundation
import Trellis

extension Scene {
    /// The drawing components side by side: image content modes, a nine-patch panel, tinted quads from a sprite
    /// sheet, a surface view (scaled, rotated, tinted), and a scrolling text view with its indicator.
    static let components = Scene(
        name: "components", title: "Components: content modes, nine-patch, quads, surface, text view",
        caption: "A 16:9 photo in 64-point squares with each content mode (clipped); a 24-point panel nine-patched "
            + "to any size; white sprites tinted by quads; a surface view drawing its subtree scaled 1.2×, turned "
            + "and tinted; a text view with scrolling on, scrolled, with its indicator."
    ) { root, _ in
        let modes: [(String, UIView.ContentMode)] = [
            ("scaleToFill", .scaleToFill), ("aspectFit", .scaleAspectFit), ("aspectFill", .scaleAspectFill),
            ("center", .center), ("topLeft", .topLeft), ("bottomRight", .bottomRight),
        ]
        let grid = UIView(), panels = UIView(), quads = UIView(), surfaces = UIView(), texts = UIView()
        SceneKit.column(
            in: root,
            headings: [
                "UIImageView content modes", "UINinePatchView (24-point image, 8-point caps)", "UIQuadView tints",
                "UISurfaceView", "UITextView, scrolling",
            ], content: [grid, panels, quads, surfaces, texts], spacing: 14)
        // Content modes: 64-point squares in a row that wraps by width (two rows of three on a phone).
        let perRow = root.bounds.width > 500 ? 6 : 3
        for (i, (name, mode)) in modes.enumerated() {
            let imageView = UIImageView(image: DemoArt.photo)
            imageView.contentMode = mode
            imageView.clipsToBounds = true
            imageView.backgroundColor = SceneKit.gray
            imageView.accessibilityIdentifier = name
            imageView.translatesAutoresizingMaskIntoConstraints = false
            let caption = SceneKit.label(name, size: 10, color: SceneKit.secondaryInk)
            grid.addSubview(imageView)
            grid.addSubview(caption)
            let (row, column) = (i / perRow, i % perRow)
            NSLayoutConstraint.activate([
                imageView.widthAnchor.constraint(equalToConstant: 96),
                imageView.heightAnchor.constraint(equalToConstant: 64),
                imageView.leftAnchor.constraint(equalTo: grid.leftAnchor, constant: CGFloat(column) * 112),
                imageView.topAnchor.constraint(equalTo: grid.topAnchor, constant: CGFloat(row) * 86),
                caption.leftAnchor.constraint(equalTo: imageView.leftAnchor),
                caption.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 2),
            ])
        }
        grid.heightAnchor.constraint(equalToConstant: CGFloat((modes.count + perRow - 1) / perRow) * 86).isActive = true
        // Nine-patches of three sizes.
        var x: CGFloat = 0
        for (w, h) in [(60.0, 40.0), (140.0, 40.0), (90.0, 70.0)] {
            let patch = UINinePatchView(
                image: DemoArt.panel, insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            patch.frame = CGRect(x: x, y: 0, width: w, height: h)
            panels.addSubview(patch)
            x += w + 12
        }
        panels.heightAnchor.constraint(equalToConstant: 70).isActive = true
        // Quads: each sprite of the sheet, tinted.
        let tints = [UIColor.red, .orange, UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1), .blue, .purple, .brown]
        for i in 0..<8 {
            let quad = UIQuadView(
                image: DemoArt.sprites, textureRect: CGRect(x: CGFloat(i % 4) * 16, y: 0, width: 16, height: 16),
                color: tints[i % tints.count], scale: 2)
            quad.frame = CGRect(x: CGFloat(i) * 40, y: 0, width: 32, height: 32)
            quads.addSubview(quad)
        }
        quads.heightAnchor.constraint(equalToConstant: 32).isActive = true
        // Surface views: the same small card drawn plain, then scaled, rotated and tinted.
        for (i, (scale, angle, tint)) in [
            (1.0, 0.0, nil), (1.2, -0.15, UIColor(red: 1, green: 0.85, blue: 0.7, alpha: 1)),
            (0.9, 0.35, UIColor(red: 0.7, green: 0.8, blue: 1, alpha: 1)),
        ].enumerated() {
            let surface = UISurfaceView(frame: CGRect(x: CGFloat(i) * 110, y: 0, width: 100, height: 60))
            surface.surfaceScale = scale
            surface.rotation = angle
            surface.surfaceTintColor = tint
            surface.accessibilityIdentifier = "surface\(i + 1)"
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            card.backgroundColor = SceneKit.card
            card.layer.cornerRadius = 6
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.systemGray.cgColor
            let text = UILabel(frame: CGRect(x: 6, y: 10, width: 68, height: 20))
            text.text = "Surface"
            text.textAlignment = .center
            text.font = UIFont.boldSystemFont(ofSize: 14)
            card.addSubview(text)
            surface.addSubview(card)
            surfaces.addSubview(surface)
        }
        surfaces.heightAnchor.constraint(equalToConstant: 60).isActive = true
        // A text view with scrolling on, scrolled down a little.
        let textView = UITextView()
        textView.text = String(
            repeating: "A text view with scrolling on has no intrinsic height: its content size is "
                + "its text's, and it scrolls. ", count: 4)
        textView.font = UIFont.systemFont(ofSize: 14)
        textView.backgroundColor = SceneKit.gray
        textView.layer.cornerRadius = 6
        textView.accessibilityIdentifier = "textView"
        textView.translatesAutoresizingMaskIntoConstraints = false
        texts.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leftAnchor.constraint(equalTo: texts.leftAnchor),
            textView.rightAnchor.constraint(equalTo: texts.rightAnchor),
            textView.topAnchor.constraint(equalTo: texts.topAnchor),
            textView.bottomAnchor.constraint(equalTo: texts.bottomAnchor),
            texts.heightAnchor.constraint(equalToConstant: 90),
        ])
        root.layoutIfNeeded()
        textView.contentOffset = CGPoint(x: 0, y: 24)
    }
}
