// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .executable(name: "trellis", targets: ["trellis"]),
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
        // Command-line tool: `trellis solve FILE`.
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisSolver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks against kiwi (release builds only; see BENCHMARKS.md).
        .executableTarget(name: "trellis-bench", dependencies: ["TrellisSolver"]),
        // The layout engine against the bare solver on the same constraints (release builds).
        .executableTarget(name: "trellis-layout-bench", dependencies: ["Trellis", "TrellisSolver"]),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis"]),
        .testTarget(name: "trellisTests", dependencies: ["trellis"]),
    ]
)
