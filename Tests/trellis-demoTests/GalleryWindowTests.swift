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

    /// Pointer moves over the scene area tell the highlight the deepest view under the pointer (labels too, which
    /// a hit test passes over), each change once; leaving the scene area, or switching scenes, clears it.
    @Test func hoverHighlightsTheViewUnderThePointer() throws {
        try AppStateLock.run {
            let (window, gallery) = TrellisDemo.makeGalleryWindow(scenes: Scene.all, host: nil)
            var highlights: [UIView?] = []
            gallery.highlight = { highlights.append($0) }
            window.layoutIfNeeded()
            // The deepest view of the scene area at a point in its middle, found independently: down the
            // subviews, last first, by frames converted to the scene area.
            let area = gallery.sceneArea
            let p = CGPoint(x: area.bounds.midX, y: 40)
            var expected: UIView? = nil
            var level: UIView = area
            search: while true {
                for v in level.subviews.reversed() where !v.isHidden && v.alpha > 0 {
                    if v.convert(v.bounds, to: area).contains(p) {
                        expected = v
                        level = v
                        continue search
                    }
                }
                break
            }
            let inWindow = area.convert(p, to: window)
            try window.send(.pointerMoved(to: inWindow), at: 0.1)
            try window.send(.pointerMoved(to: CGPoint(x: inWindow.x + 0.25, y: inWindow.y)), at: 0.2)
            #expect(expected != nil)
            #expect(highlights.count == 1 && highlights.first! === expected)
            // Over the list: out of the scene area, nothing highlighted.
            try window.send(.pointerMoved(to: CGPoint(x: 60, y: 300)), at: 0.3)
            #expect(highlights.count == 2 && highlights.last! == nil)
        }
    }
}
