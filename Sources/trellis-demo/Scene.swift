import Foundation
import Trellis

/// One picture of the gallery: a layout built into a root view of the device's size.
struct Scene: Sendable {
    /// The file-name stem (`ticker`, `hugging`).
    let name: String
    /// The heading in `index.html`.
    let title: String
    /// What the picture shows (a sentence or two, in `index.html`).
    let caption: String
    /// The scene's states drawn separately (pages of a scroll view…), as file-name suffixes; one unnamed
    /// state by default.
    var variants: [String] = [""]
    /// Fills the root (already the device's size, white; in the window, the scene area) for a variant.
    let build: @Sendable (_ root: UIView, _ variant: String) -> Void

    /// Every scene of the gallery, in the order shown.
    static let all: [Scene] = [
        horizontalLayouts, contentHugging, compressionResistance, ticker, aspectRatioRows, chainedRows,
        imageAndLabel, scrollingForm, stackDistributions, unsatisfiable, feedItem, components, scripts, appearance,
        settingsTable, listFeed, controls, loginForm,
    ]
}

/// A screen size the gallery draws each scene at.
struct Device: Sendable {
    let name: String
    let size: CGSize

    static let phone = Device(name: "phone", size: CGSize(width: 375, height: 667))
    static let tablet = Device(name: "tablet", size: CGSize(width: 820, height: 1180))
    static let all = [phone, tablet]
}
