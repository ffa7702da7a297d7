import Foundation
import Testing
import Trellis
import TrellisTestSupport

@testable import trellis_demo

/// The gallery in a window, driven through the window's input entry point as the host drives it.
@Suite struct GalleryWindowTests {
    @Test func clicksAndKeysSwitchScenes() throws {
        try AppStateLock.run {
            let (window, gallery) = TrellisDemo.makeGalleryWindow(scenes: Scene.all, host: nil)
            window.layoutIfNeeded()
            #expect(gallery.selected == 0)
            #expect(gallery.title == "Trellis — \(Scene.all[0].title)")
            // ↓ (the controller is first responder once it appeared): the next scene.
            try window.send(.keyDown(.keyboardDownArrow), at: 0.1)
            try window.send(.keyUp(.keyboardDownArrow), at: 0.15)
            #expect(gallery.selected == 1)
            // A click on the fourth row of the list: rows are 26 high, 2 apart, from y = 12.
            // Its middle: y = 12 + 3 × 28 + 13 = 109.
            let p = CGPoint(x: 60, y: 109)
            try window.send(.pointerButtonDown(.left, at: p), at: 0.5)
            try window.send(.pointerButtonUp(.left, at: p), at: 0.55)
            try window.advance(to: 1.0)
            #expect(gallery.selected == 3)
            #expect(!gallery.sceneArea.subviews.isEmpty)
            // Resize: the scene area takes the width beyond the list.
            window.frame = CGRect(x: 0, y: 0, width: 820, height: 600)
            window.layoutIfNeeded()
            #expect(gallery.sceneArea.frame == CGRect(x: 220, y: 0, width: 600, height: 600))
        }
    }
}
