/// Reading a list of views the caller holds without retaining each view: the hover update's scratch lists are
/// local (swapped out of their pointer), so nothing can change them while they are read, and they keep their
/// views alive.
extension Array where Element == UIView {
    /// Calls `body` with each view, unretained. `body` must not change the array.
    @inline(__always)
    func forEachUnretained(_ body: (UIView) -> Void) {
        withUnsafeBufferPointer { views in
            for i in views.indices { Unmanaged.passUnretained(views[i])._withUnsafeGuaranteedRef(body) }
        }
    }

    /// `body`'s answer for the view at `index`, unretained.
    @inline(__always)
    func withUnretained<Result>(at index: Int, _ body: (UIView) -> Result) -> Result {
        withUnsafeBufferPointer { views in Unmanaged.passUnretained(views[index])._withUnsafeGuaranteedRef(body) }
    }
}
