// `import Trellis` is all a file ported from UIKit needs, as `import UIKit` is: UIKit re-exports Foundation
// (CGFloat, CGRect, NSCoder, Bundle, IndexPath, Data, URL…), and so does Trellis.
@_exported import Foundation
