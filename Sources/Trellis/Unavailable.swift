import Foundation

// UIKit API that cannot work in Trellis, declared so that ported code gets a sentence saying what to do
// instead of "cannot find … in scope" or "no exact matches in call".

/// Storyboards need Interface Builder's compiled files, which Trellis cannot read.
@available(*, unavailable, message: "Trellis has no storyboards: build the views in code (init and constraints)")
public final class UIStoryboard {}

/// Nibs need Interface Builder's compiled files, which Trellis cannot read.
@available(*, unavailable, message: "Trellis has no nibs: build the views in code (init and constraints)")
public final class UINib {}

extension Bundle {
    /// Loading a nib: unavailable (Trellis has no nibs).
    @available(*, unavailable, message: "Trellis has no nibs: build the views in code (init and constraints)")
    public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? { nil }
}

extension UIImage {
    /// Core Graphics images: unavailable (backends decode and draw images themselves).
    @available(
        *, unavailable, message: "Trellis has no CGImage: show the image in a UIImageView or draw it with draw(in:)"
    )
    public var cgImage: Never? { nil }
}

extension UIColor {
    /// Pattern colors: unavailable.
    @available(
        *, unavailable,
        message:
            "pattern colors are not supported: draw the image tiled with resizableImage(withCapInsets:resizingMode: .tile) in a UIImageView"
    )
    public convenience init(patternImage image: UIImage) { self.init(white: 0, alpha: 0) }

    /// Asset-catalog colors: unavailable.
    @available(
        *, unavailable,
        message:
            "asset-catalog colors are not read: make the color in code, UIColor { traits in … } for light and dark values"
    )
    public convenience init?(named name: String) { nil }
}

extension CALayer {
    /// Layer contents as an image: unavailable.
    @available(
        *, unavailable,
        message: "set an image with UIImageView (or draw it in draw(_:)); Trellis layers have no contents"
    )
    public var contents: Any? {
        get { nil }
        set {}
    }
}
