import CHarfBuzz

/// Splits text into runs of one Unicode script (HarfBuzz shapes one script at a time): characters of the
/// Common and Inherited scripts (spaces, digits, punctuation, combining marks) join the script before them,
/// or the first one after them at the start.
enum ScriptItemizer {
    /// The runs of `range` with their scripts, in order.
    static func runs(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> [(Range<Int>, hb_script_t)] {
        let funcs = hb_unicode_funcs_get_default()
        var scripts = range.map { hb_unicode_script(funcs, scalars[$0].value) }
        func neutral(_ script: hb_script_t) -> Bool {
            script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
        }
        var current = scripts.first { !neutral($0) } ?? HB_SCRIPT_COMMON
        for k in scripts.indices {
            if neutral(scripts[k]) { scripts[k] = current } else { current = scripts[k] }
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
