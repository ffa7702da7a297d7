import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

@Suite struct UIImageViewTests {
    @Test func pngSizeAndScale() throws {
        let image = try #require(UIImage(data: PNGFixture.make(width: 30, height: 20)))
        #expect(image.size == CGSize(width: 30, height: 20))
        let retina = try #require(UIImage(data: PNGFixture.make(width: 30, height: 20), scale: 2))
        #expect(retina.size == CGSize(width: 15, height: 10))
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(color: .red, size: CGSize(width: 4, height: 5)).size == CGSize(width: 4, height: 5))
    }

    @Test func namedImagesComeFromTheSearchPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-images-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try PNGFixture.make(width: 48, height: 48).write(to: directory.appendingPathComponent("icon@2x.png"))
        let saved = UIImage.resourceSearchPaths
        defer { UIImage.resourceSearchPaths = saved }
        UIImage.resourceSearchPaths = ["/nonexistent", directory.path]
        let icon = try #require(UIImage(named: "icon"))
        #expect(icon.scale == 2)
        #expect(icon.size == CGSize(width: 24, height: 24))
        #expect(UIImage(named: "missing") == nil)
    }

    /// Intrinsic size is the image's; none without one — seed 004's image + stretching label, with the image's
    /// hugging at required so the label takes the extra width.
    @Test func imageAndStretchingLabel() throws {
        let (root, _) = makeRoot(width: 320, height: 100, count: 0)
        let image = try #require(UIImage(data: PNGFixture.make(width: 40, height: 30)))
        let imageView = UIImageView(image: image)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        #expect(UIImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 16)
        label.text = "Hello"  // 41 × 19
        root.addSubview(imageView)
        root.addSubview(label)
        imageView.setContentHuggingPriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            imageView.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.leftAnchor.constraint(equalTo: imageView.rightAnchor, constant: 8),
            label.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
            label.centerYAnchor.constraint(equalTo: imageView.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 10, y: 10, width: 40, height: 30))
        #expect(label.frame == CGRect(x: 58, y: 15.5, width: 252, height: 19))  // 320 − 10 − 58; center 25
        // With the image's default hugging (250, below the label's 251) the image stretches instead.
        imageView.setContentHuggingPriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 41)
        #expect(imageView.frame.width == 251)  // 320 − 10 − 8 − 41 − 10
        imageView.image = nil
        root.layoutIfNeeded()
        #expect(imageView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test(arguments: UIView.ContentMode.allCases)
    func contentModes(mode: UIView.ContentMode) {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 40, height: 40)
        let expected: CGRect
        switch mode {
        case .scaleToFill, .redraw: expected = bounds
        case .scaleAspectFit: expected = CGRect(x: 25, y: 0, width: 50, height: 50)  // scale 1.25
        case .scaleAspectFill: expected = CGRect(x: 0, y: -25, width: 100, height: 100)  // scale 2.5
        case .center: expected = CGRect(x: 30, y: 5, width: 40, height: 40)
        case .top: expected = CGRect(x: 30, y: 0, width: 40, height: 40)
        case .bottom: expected = CGRect(x: 30, y: 10, width: 40, height: 40)
        case .left: expected = CGRect(x: 0, y: 5, width: 40, height: 40)
        case .right: expected = CGRect(x: 60, y: 5, width: 40, height: 40)
        case .topLeft: expected = CGRect(x: 0, y: 0, width: 40, height: 40)
        case .topRight: expected = CGRect(x: 60, y: 0, width: 40, height: 40)
        case .bottomLeft: expected = CGRect(x: 0, y: 10, width: 40, height: 40)
        case .bottomRight: expected = CGRect(x: 60, y: 10, width: 40, height: 40)
        }
        #expect(mode.rect(forContentOfSize: size, in: bounds) == expected)
    }

    @Test func ninePatchParts() {
        let patch = UINinePatchView(
            image: UIImage(color: .blue, size: CGSize(width: 12, height: 12)),
            insets: UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 5), scale: 2)
        patch.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(patch.minimumSize == CGSize(width: 16, height: 12))
        #expect(patch.intrinsicContentSize == CGSize(width: -1, height: -1))
        let parts = patch.patches
        #expect(parts.count == 9)
        // Top-left corner: 3 × 4 image points drawn 6 × 8; middle: 4 × 6 stretched to 84 × 28.
        #expect(parts[0].source == CGRect(x: 0, y: 0, width: 3, height: 4))
        #expect(parts[0].destination == CGRect(x: 0, y: 0, width: 6, height: 8))
        #expect(parts[4].source == CGRect(x: 3, y: 4, width: 4, height: 6))
        #expect(parts[4].destination == CGRect(x: 6, y: 8, width: 84, height: 28))
        #expect(parts[8].destination == CGRect(x: 90, y: 36, width: 10, height: 4))
    }

    @Test func quadSize() {
        let quad = UIQuadView(
            image: UIImage(color: .white, size: CGSize(width: 64, height: 64)),
            textureRect: CGRect(x: 16, y: 0, width: 16, height: 8), color: .red, scale: 3)
        #expect(quad.intrinsicContentSize == CGSize(width: 48, height: 24))
        #expect(UIQuadView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }
}
