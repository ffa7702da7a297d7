import Foundation
import Trellis

extension Scene {
    /// A realistic screen: a social feed with two items, each an avatar, a name and handle, multiline text, a
    /// photo at 16:9 and a row of action buttons of equal widths.
    static let feedItem = Scene(
        name: "feed", title: "A feed (an app screen)",
        caption: "Cards with an avatar (rounded, clipped), a bold name over a grey handle, multiline text, a photo "
            + "kept at 16:9 with aspect fill, and three action buttons in a fillEqually stack view. On the tablet the column "
            + "is limited to 600 points and centered."
    ) { root, _ in
        root.backgroundColor = SceneKit.canvas
        let column = UIView()
        column.accessibilityIdentifier = "column"
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        let preferredWidth = column.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -24)
        preferredWidth.priority = .defaultHigh
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
            column.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            column.widthAnchor.constraint(lessThanOrEqualToConstant: 600),
            column.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -24),
            preferredWidth,
        ])
        let posts = [
            (
                "Grace Hopper", "@amazing_grace · 2h",
                "Found the bug in the layout: a moth in the constraint solver. "
                    + "Taped it into the logbook. First actual case of a bug being found!"
            ),
            (
                "Alan Kay", "@alankay · 5h",
                "The best way to predict the layout is to invent it. Two constraints per "
                    + "view per axis, and let priorities settle the rest."
            ),
        ]
        var previous: UIView?
        for (i, post) in posts.enumerated() {
            let card = makeCard(name: post.0, handle: post.1, text: post.2, avatar: DemoArt.avatars[i], index: i)
            column.addSubview(card)
            NSLayoutConstraint.activate([
                card.leftAnchor.constraint(equalTo: column.leftAnchor),
                card.rightAnchor.constraint(equalTo: column.rightAnchor),
                previous.map { card.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 12) }
                    ?? card.topAnchor.constraint(equalTo: column.topAnchor),
            ])
            previous = card
        }
        previous?.bottomAnchor.constraint(equalTo: column.bottomAnchor).isActive = true
    }

    /// One feed card.
    static func makeCard(name: String, handle: String, text: String, avatar: UIImage, index: Int) -> UIView {
        let card = SceneKit.box(SceneKit.card, id: "card\(index + 1)", cornerRadius: 12)
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.separator.cgColor
        let avatarView = UIImageView(image: avatar)
        avatarView.accessibilityIdentifier = "avatar"
        avatarView.layer.cornerRadius = 22
        avatarView.clipsToBounds = true
        avatarView.contentMode = .scaleAspectFill
        let nameLabel = SceneKit.label(name, size: 16, bold: true, id: "name")
        let handleLabel = SceneKit.label(handle, size: 13, color: SceneKit.secondaryInk, id: "handle")
        let body = SceneKit.label(text, size: 15, lines: 0, id: "text")
        let photo = UIImageView(image: DemoArt.photo)
        photo.accessibilityIdentifier = "photo"
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.layer.cornerRadius = 8
        for view in [avatarView, nameLabel, handleLabel, body, photo] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatarView.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 12),
            avatarView.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            avatarView.widthAnchor.constraint(equalToConstant: 44),
            avatarView.heightAnchor.constraint(equalToConstant: 44),
            nameLabel.leftAnchor.constraint(equalTo: avatarView.rightAnchor, constant: 10),
            nameLabel.rightAnchor.constraint(lessThanOrEqualTo: card.rightAnchor, constant: -12),
            nameLabel.topAnchor.constraint(equalTo: avatarView.topAnchor, constant: 2),
            handleLabel.leftAnchor.constraint(equalTo: nameLabel.leftAnchor),
            handleLabel.rightAnchor.constraint(lessThanOrEqualTo: card.rightAnchor, constant: -12),
            handleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            body.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 12),
            body.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -12),
            body.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 10),
            photo.leftAnchor.constraint(equalTo: body.leftAnchor),
            photo.rightAnchor.constraint(equalTo: body.rightAnchor),
            photo.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 10),
            photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 9.0 / 16),
        ])
        // The action buttons: a stack of equal widths, 8 apart, spanning the card.
        let buttons = ["♥ Like", "Reply", "Share"].map { title -> UILabel in
            let button = SceneKit.label(
                title, size: 14, bold: true, color: .link,
                id: "button")
            button.textAlignment = .center
            button.backgroundColor = .tertiarySystemFill
            button.layer.cornerRadius = 8
            return button
        }
        let actions = UIStackView(arrangedSubviews: buttons)
        actions.distribution = .fillEqually
        actions.spacing = 8
        actions.accessibilityIdentifier = "actions"
        actions.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(actions)
        NSLayoutConstraint.activate([
            actions.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 12),
            actions.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -12),
            actions.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 10),
            actions.heightAnchor.constraint(equalToConstant: 34),
            card.bottomAnchor.constraint(equalTo: actions.bottomAnchor, constant: 12),
        ])
        return card
    }
}
