import CHarfBuzz

/// Splits text into runs of one Unicode script (HarfBuzz shapes one script at a time): characters of the
/// Common and Inherited scripts (spaces, digits, punctuation, combining marks) join the script before them,
/// or the first one after them at the start.
enum ScriptItemizer {
    /// The runs of `range` with their scripts, in order.
    static func runs(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> [(Range<Int>, hb_script_t)] {
        let funcs = hb_unicode_funcs_get_default()
        var scripts = range.map { hb_unicode_script(funcs, scalars[$0].value) }
        let neutral: Set<UInt32> = [HB_SCRIPT_COMMON.rawValue, HB_SCRIPT_INHERITED.rawValue, HB_SCRIPT_UNKNOWN.rawValue]
        let firstReal = scripts.first { !neutral.contains($0.rawValue) } ?? HB_SCRIPT_COMMON
        var current = firstReal
        for k in scripts.indices {
            if neutral.contains(scripts[k].rawValue) { scripts[k] = current } else { current = scripts[k] }
        }
        var result: [(Range<Int>, hb_script_t)] = []
        var start = 0
        for k in 1...scripts.count where k == scripts.count || scripts[k] != scripts[start] {
            result.append(((range.lowerBound + start)..<(range.lowerBound + k), scripts[start]))
            start = k
        }
        return result
    }
}
