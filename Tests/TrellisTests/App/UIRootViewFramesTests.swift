import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// What a host that draws on demand asks a root: whether anything changed since it drew, and when the next
/// scheduled action is due.
@Suite struct UIRootViewFramesTests {
    @Test func framesAreNeededOnlyAfterChanges() throws {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let left = box.leftAnchor.constraint(equalTo: root.leftAnchor)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: root.topAnchor), box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.needsFrame)  // the first frame
        root.frameWasDrawn()
        root.layoutIfNeeded()
        #expect(!root.needsFrame)  // an idle root
        left.constant = 20  // the solver moves a view
        root.layoutIfNeeded()
        #expect(root.needsFrame)
        root.frameWasDrawn()
        box.setNeedsDisplay()
        #expect(root.needsFrame)
        root.frameWasDrawn()
        root.hostTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(root.needsFrame)
        root.frameWasDrawn()
        #expect(root.nextScheduledTime == nil)
        root.schedule(at: 2.5) {}
        root.schedule(at: 1.5) {}
        #expect(root.nextScheduledTime == 1.5)
        try root.advance(to: 2)
        #expect(root.nextScheduledTime == 2.5)
        #expect(!root.needsFrame)  // an action that changes nothing needs no frame
    }

    @Test func pasteboardUsesTheHostsClipboard() {
        final class SystemClipboard: UIPasteboardHost {
            var text: String? = "from the system"
            func readString() -> String? { text }
            func writeString(_ string: String?) { text = string }
        }
        let board = UIPasteboard.withUniqueName()
        board.string = "local"
        #expect(board.string == "local" && board.hasStrings)
        let system = SystemClipboard()
        board.host = system
        #expect(board.strings == ["from the system"])
        board.string = "copied"
        #expect(system.text == "copied")
    }
}
