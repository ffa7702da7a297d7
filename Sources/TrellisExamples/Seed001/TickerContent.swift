import Foundation  // until Trellis re-exports it, as UIKit does (issue 18)
import Trellis

/// One item of seed 001's ticker: a headline, a line or two of text, an icon.
public struct TickerContent {
    public var title: String
    public var text: String
    public var icon: UIImage?

    public init(title: String, text: String, icon: UIImage?) {
        self.title = title
        self.text = text
        self.icon = icon
    }
}
