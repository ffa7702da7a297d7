/// Emptying the few-entry scratch arrays input keeps between pointer moves (hit paths, found hover observers).
extension Array {
    /// Removes every element, keeping the buffer. For a short array this pops the elements one by one:
    /// `removeAll(keepingCapacity: true)` goes through the generic `replaceSubrange` and cost more than a whole
    /// hover update's other bookkeeping (measured: ~110 instructions a call against ~10 per element popped).
    @inline(__always)
    mutating func removeAllKeepingBuffer() {
        if count > 16 {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }
}
