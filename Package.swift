// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisCairo", targets: ["TrellisCairo"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-demo", targets: ["trellis-demo"]),
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
        .executable(name: "trellis-layout-bench", targets: ["trellis-layout-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The constraint solver: no dependencies, no Foundation.
        .target(name: "TrellisSolver"),
        // Views, anchors, constraints and the layout engine (UIKit's Auto Layout API).
        .target(name: "Trellis", dependencies: ["TrellisSolver"]),
        // Example code written as UIKit code (only the import changed), shared by the demo and the tests:
        // seed 001's ticker.
        .target(name: "TrellisExamples", dependencies: ["Trellis"]),
        // Cairo and FreeType from the system (Debian: libcairo2-dev), for TrellisCairo.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // PNG, PDF and SVG output of view trees through Cairo, text through FreeType.
        .target(name: "TrellisCairo", dependencies: ["Trellis", "CCairo"]),
        // Command-line tool: `trellis solve FILE`.
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisSolver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The gallery: every seed layout rendered to PNG, plain and with the debug overlay (`swift run trellis-demo`).
        .executableTarget(
            name: "trellis-demo",
            dependencies: [
                "Trellis", "TrellisCairo", "TrellisExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks against kiwi (release builds only; see BENCHMARKS.md).
        .executableTarget(name: "trellis-bench", dependencies: ["TrellisSolver"]),
        // The layout engine against the bare solver on the same constraints (release builds).
        .executableTarget(name: "trellis-layout-bench", dependencies: ["Trellis", "TrellisSolver"]),
        // What the tests share (one SplitMix64, fixed-size views, roots, the recording context…); public API
        // of Trellis only (and a few `package` hooks), so that it builds in every configuration.
        .target(name: "TrellisTestSupport", dependencies: ["Trellis"], path: "Tests/TrellisTestSupport"),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver", "TrellisTestSupport"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisExamples", "TrellisTestSupport"]),
        .testTarget(name: "trellisTests", dependencies: ["trellis", "TrellisTestSupport"]),
        .testTarget(name: "trellis-demoTests", dependencies: ["trellis-demo"]),
        .testTarget(
            name: "TrellisCairoTests", dependencies: ["TrellisCairo", "TrellisTestSupport"], exclude: ["References"]),
    ]
)
