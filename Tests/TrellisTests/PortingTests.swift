import Testing
import Trellis

// This file imports only Trellis (and Testing), as a file ported from UIKit imports only UIKit: Foundation's
// types come with it.

/// A UIKit subclass written as UIKit code writes it.
private final class ProfileHeader: UIView {
    var taps = 0
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func tintColorDidChange() { taps += 1 }
    override func awakeFromNib() {  // never called by Trellis; the override compiles
        super.awakeFromNib()
        layer.shouldRasterize = true
    }
    override var accessibilityLabel: String? {
        get { "Profile of \(name)" }
        set {}
    }
    override func accessibilityActivate() -> Bool {
        taps += 10
        return true
    }
    var name = "Ada"
}

@Suite struct PortingTests {
    @Test func foundationComesWithTrellis() {
        let size: CGFloat = 12
        let url = URL(fileURLWithPath: "/tmp")
        let date = Date(timeIntervalSince1970: 0)
        #expect(size == 12 && url.path == "/tmp" && date.timeIntervalSince1970 == 0)
        #expect(Bundle.main.bundlePath.isEmpty == false)
    }

    @Test func geometryUIKitAdds() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4 && CGVector.zero == CGVector(dx: 0, dy: 0))
        // UIEdgeInsetsInsetRect: origin + (left, top), size − (left + right, top + bottom).
        let r = CGRect(x: 10, y: 20, width: 100, height: 50).inset(
            by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == CGRect(x: 12, y: 21, width: 94, height: 46))
        let grown = CGRect(x: 0, y: 0, width: 10, height: 10).inset(
            by: UIEdgeInsets(top: -5, left: -5, bottom: 0, right: 0))
        #expect(grown == CGRect(x: -5, y: -5, width: 15, height: 15))
    }

    @Test func indexPathRowsAndItems() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3 && Array(path) == [1, 3])
        path.row = 7
        #expect(path == IndexPath(item: 7, section: 1))
    }

    /// Overridable hooks are declared on the class: a subclass's overrides are the ones called.
    @Test func subclassOverridesAreCalled() {
        let header = ProfileHeader(frame: .zero)
        header.tintColor = .systemRed
        #expect(header.taps == 1)
        #expect(header.accessibilityLabel == "Profile of Ada")
        #expect(header.accessibilityActivate() && header.taps == 11)
        let plain = UIView()
        #expect(!plain.accessibilityActivate() && !plain.isAccessibilityElement && plain.accessibilityTraits == .none)
        plain.isAccessibilityElement = true
        plain.accessibilityTraits = [.button, .selected]
        plain.accessibilityHint = "Opens the profile"
        plain.accessibilityValue = "3 new"
        #expect(plain.accessibilityTraits.contains(.selected) && plain.accessibilityHint == "Opens the profile")
        #expect(plain.accessibilityValue == "3 new")
    }

    /// Assistive technologies read the accessible elements in order, skipping hidden subtrees.
    @Test func accessibleElementsInReadingOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let title = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20)), button = UIView(), hidden = UIView()
        let group = UIView()
        for v in [title, button, hidden] { v.isAccessibilityElement = true }
        root.addSubview(title)
        root.addSubview(group)
        group.addSubview(button)
        root.addSubview(hidden)
        hidden.isHidden = true
        #expect(root.accessibleElements == [title, button])
        group.accessibilityElementsHidden = true
        #expect(root.accessibleElements == [title])
        title.frame.origin = CGPoint(x: 5, y: 6)
        #expect(title.accessibilityFrame == CGRect(x: 5, y: 6, width: 100, height: 20))
    }
}
