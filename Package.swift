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
        // `swift package generate-documentation --target Trellis` (DocC catalogs in each library).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The constraint solver: no dependencies, no Foundation.
        .target(name: "TrellisSolver"),
        // Views, anchors, constraints and the layout engine (UIKit's Auto Layout API).
        .target(name: "Trellis", dependencies: ["TrellisSolver"], exclude: ["Text/DejaVu-LICENSE.txt"]),
        // Cairo and FreeType from the system (Debian: libcairo2-dev), for TrellisCairo.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // libjpeg-turbo's TurboJPEG API from the system (Debian: libturbojpeg0-dev), for JPEG images in TrellisCairo.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // PNG, PDF and SVG output of view trees through Cairo, text through FreeType, JPEG through TurboJPEG.
        .target(name: "TrellisCairo", dependencies: ["Trellis", "CCairo", "CTurboJPEG"]),
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
                "Trellis", "TrellisCairo", "TrellisSolver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks against kiwi (release builds only; see BENCHMARKS.md).
        .executableTarget(name: "trellis-bench", dependencies: ["TrellisSolver"]),
        // The layout engine against the bare solver on the same constraints (release builds).
        .executableTarget(name: "trellis-layout-bench", dependencies: ["Trellis", "TrellisSolver"]),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis"], resources: [.copy("Resources")]),
        .testTarget(name: "trellisTests", dependencies: ["trellis"]),
        .testTarget(name: "trellis-demoTests", dependencies: ["trellis-demo", "TrellisSolver"]),
        .testTarget(name: "TrellisCairoTests", dependencies: ["TrellisCairo"], exclude: ["References"]),
    ]
)
