import TrellisSolver

/// One input: the bytes as a constraint file (UTF-8, invalid bytes replaced). A parse error is a normal
/// outcome; a crash, a trap inside the solver or a non-finite solved value is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraintFile(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    guard let file = try? ConstraintFile(parsing: text, fileName: "fuzz") else { return 0 }
    let result = ConstraintFileRunner(file: file).run()
    for (name, value) in result.values where !value.isFinite {
        fatalError("non-finite solution: \(name) = \(value)")
    }
    return 0
}
