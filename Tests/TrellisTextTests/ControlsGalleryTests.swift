import Foundation
import Testing
import Trellis

@testable import TrellisCairo
@testable import TrellisText
@testable import trellis_demo

/// Golden images of trellis-demo's "controls" scene (every control in its states) and "login-form" scene on
/// the phone at 1×. The references were looked at before they were committed; `TRELLIS_UPDATE_GOLDENS=1`
/// rewrites them.
@Suite(.fullTextEngine) struct ControlsGalleryTests {
    @Test(arguments: ["controls", "login-form"]) func sceneMatchesItsGoldenImage(name: String) throws {
        let scene = try #require(Scene.all.first { $0.name == name })
        let root = Gallery.makeRoot(.phone)
        scene.build(root, "")
        let png = try ViewRenderer(view: root).pngData(scale: 1)
        GoldenImage.expectMatch(png, named: "\(name)-phone@1x")
    }
}
