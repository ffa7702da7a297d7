import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// The README's component and DSL examples, as written there, with the frames they make.
@Suite struct ReadmeExamplesTests {
    @Test func componentsExample() {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let title = UILabel()
        title.text = "Markets rally as rates hold steady"
        title.numberOfLines = 0
        let icon = UIImageView(image: UIImage(named: "chart"))
        let row = UIStackView(arrangedSubviews: [icon, title])
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: root.topAnchor),
            icon.widthAnchor.constraint(equalToConstant: 24), icon.heightAnchor.constraint(equalToConstant: 24),
        ])
        root.layoutIfNeeded()
        // 288 − 24 − 8 = 256 for the title at 17 pt: "Markets rally as rates hold" (225.2) / "steady", 2 × 19.79 → 40.
        #expect(title.frame == CGRect(x: 32, y: 0, width: 256, height: 40))
        #expect(icon.frame == CGRect(x: 0, y: 8, width: 24, height: 24))
        #expect(row.frame == CGRect(x: 16, y: 0, width: 288, height: 40))
    }

    @Test func dslExamples() {
        let (root, _) = makeRoot(width: 320, height: 480, count: 0)
        let badge = UIView(), title = UIView(), icon = UIView()
        for v in [badge, title, icon] { root.addSubview(v) }
        badge.snp.makeConstraints { make in
            make.top.right.equalToSuperview().inset(8)
            make.size.equalTo(CGSize(width: 24, height: 24))
        }
        badge.snp.updateConstraints { make in make.top.equalToSuperview().offset(16) }
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 288, y: 16, width: 24, height: 24))

        title.translatesAutoresizingMaskIntoConstraints = false
        title.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).isActive = true
        title.heightAnchor.constraint(equalToConstant: 20).isActive = true
        title.leadingAnchor == badge.trailingAnchor + 8
        title.widthAnchor <= 200 ~ .defaultHigh
        title.widthAnchor == 300 ~ .defaultLow
        root.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 320, y: 100, width: 200, height: 20))

        icon.translatesAutoresizingMaskIntoConstraints = false
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        row.addSubview(icon)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(label)
        NSLayoutConstraint.activate([
            row.leftAnchor.constraint(equalTo: root.leftAnchor), row.rightAnchor.constraint(equalTo: root.rightAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            row.heightAnchor.constraint(equalToConstant: 40),
            icon.heightAnchor.constraint(equalToConstant: 24),
            icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[icon(24)]-8-[title]-|", options: .alignAllCenterY, metrics: nil,
                views: ["icon": icon, "title": label]))
        label.heightAnchor.constraint(equalToConstant: 20).isActive = true
        root.layoutIfNeeded()
        // "-" to the superview is 20 points: icon at 20, title from 52 to 300.
        #expect(icon.frame == CGRect(x: 20, y: 8, width: 24, height: 24))
        #expect(label.frame == CGRect(x: 52, y: 10, width: 248, height: 20))
    }
}
