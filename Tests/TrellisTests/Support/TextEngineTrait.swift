import Testing

@testable import Trellis

/// Pins the text engine of every test in a suite (the test process links TrellisText, whose engine is the
/// process default): `@Suite(.textEngine(SwiftTextEngine.shared))`.
struct TextEngineTrait: SuiteTrait, TestTrait, TestScoping {
    let engine: any TextEngine
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await TextEngines.withTextEngine(engine) { try await function() }
    }
}

extension Trait where Self == TextEngineTrait {
    /// Runs the suite's tests with `engine` as the current text engine.
    static func textEngine(_ engine: any TextEngine) -> Self { TextEngineTrait(engine: engine) }

    /// Runs the suite's tests in the pure-Swift engine (the shipped DejaVu tables: exact, machine-independent).
    static var swiftTextEngine: Self { TextEngineTrait(engine: SwiftTextEngine.shared) }
}
