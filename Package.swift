// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisText", targets: ["TrellisText"]),
        .library(name: "TrellisCairo", targets: ["TrellisCairo"]),
        .library(name: "TrellisSDL", targets: ["TrellisSDL"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-demo", targets: ["trellis-demo"]),
        .executable(name: "trellis-login-example", targets: ["trellis-login-example"]),
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
        .executable(name: "trellis-layout-bench", targets: ["trellis-layout-bench"]),
        .executable(name: "trellis-text-bench", targets: ["trellis-text-bench"]),
        .executable(name: "trellis-reliability", targets: ["trellis-reliability"]),
        .executable(name: "trellis-whole-bench", targets: ["trellis-whole-bench"]),
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
        // Example code written as UIKit code (only the import changed), shared by the demo and the tests:
        // seed 001's ticker.
        .target(name: "TrellisExamples", dependencies: ["Trellis"]),
        // Cairo and FreeType from the system (Debian: libcairo2-dev), for TrellisCairo.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // --- Text (issue 12): the full text engine on the C libraries Linux uses for text (docs/TEXT.md).
        // HarfBuzz (shaping), FriBidi (UAX #9), fontconfig (matching, fallback) from the system (Debian:
        // libharfbuzz-dev, libfribidi-dev, libfontconfig-dev).
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // The full engine: fonts through fontconfig, shaping through HarfBuzz, bidi through FriBidi.
        .target(
            name: "TrellisText",
            dependencies: ["Trellis", "CHarfBuzz", "CFriBidi", "CFontconfig", "TrellisTextRegistration"]),
        // Makes the full engine Trellis's default in programs that link TrellisText (a load-time constructor).
        .target(name: "TrellisTextRegistration"),
        // Text engines against each other and against Pango, loaded at run time (release builds; BENCHMARKS.md).
        .executableTarget(name: "trellis-text-bench", dependencies: ["Trellis", "TrellisText"]),
        .testTarget(
            name: "TrellisTextTests",
            dependencies: ["TrellisText", "TrellisCairo", "trellis-demo", "TrellisTestSupport"], exclude: ["References"]
        ),
        // --- End of text.
        // libjpeg-turbo's TurboJPEG API from the system (Debian: libturbojpeg0-dev), for JPEG images in TrellisCairo.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // PNG, PDF and SVG output of view trees through Cairo, text through FreeType, JPEG through TurboJPEG.
        .target(name: "TrellisCairo", dependencies: ["Trellis", "CCairo", "CTurboJPEG", "TrellisText"]),
        // --- Window host (issue 15): SDL2 from the system (Debian: libsdl2-dev), one native window per UIWindow.
        // No pkgConfig: sdl2.pc's cflags carry -D_REENTRANT, which SwiftPM refuses with a warning; the shim
        // includes <SDL2/SDL.h> from the default include path and the module map links SDL2.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // Xlib, for the display scale on X11 (the `Xft.dpi` resource).
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .target(
            name: "TrellisSDL",
            dependencies: [
                "Trellis", "TrellisCairo", "CSDL2", .target(name: "CX11", condition: .when(platforms: [.linux])),
            ]
        ),
        // The smallest app: a window, a view controller, a form (`swift run trellis-login-example`).
        .executableTarget(
            name: "trellis-login-example", dependencies: ["Trellis", "TrellisSDL"], path: "Examples/LoginApp"),
        .testTarget(
            name: "TrellisSDLTests",
            dependencies: [
                "TrellisSDL", "TrellisCairo", "TrellisTestSupport", "trellis-login-example",
                .target(name: "CX11", condition: .when(platforms: [.linux])),
            ]),
        // --- End of window host.
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
                "Trellis", "TrellisCairo", "TrellisExamples", "TrellisSolver", "TrellisSDL", "CSDL2", "CCairo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks against kiwi (release builds only; see BENCHMARKS.md).
        .executableTarget(name: "trellis-bench", dependencies: ["TrellisSolver"]),
        // The layout engine against the bare solver on the same constraints (release builds).
        .executableTarget(name: "trellis-layout-bench", dependencies: ["Trellis", "TrellisSolver", "TrellisExamples"]),
        // Long correctness runs of the solver: churn against a fresh solver (release builds; RELIABILITY.md).
        .executableTarget(name: "trellis-reliability", dependencies: ["TrellisSolver"]),
        // Whole screens (feed cells, a 10,000-row stack, deep nesting) against hand-written frame layout, with
        // ratios, exponents and peak memory (issue 19; release builds).
        .executableTarget(
            name: "trellis-whole-bench",
            dependencies: ["Trellis", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // What the tests share (one SplitMix64, fixed-size views, roots, the recording context…); public API
        // of Trellis only (and a few `package` hooks), so that it builds in every configuration.
        .target(name: "TrellisTestSupport", dependencies: ["Trellis"], path: "Tests/TrellisTestSupport"),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver", "TrellisTestSupport"]),
        .testTarget(
            name: "TrellisTests", dependencies: ["Trellis", "TrellisExamples", "TrellisTestSupport"],
            resources: [.copy("Resources")]),
        .testTarget(name: "trellisTests", dependencies: ["trellis", "TrellisTestSupport"]),
        // The exact lexicographic oracle and its property test (issue 17).
        .testTarget(name: "trellis-reliabilityTests", dependencies: ["trellis-reliability"]),
        .testTarget(name: "trellis-demoTests", dependencies: ["trellis-demo", "TrellisSolver", "TrellisTestSupport"]),
        .testTarget(
            name: "TrellisCairoTests", dependencies: ["TrellisCairo", "TrellisTestSupport"], exclude: ["References"]),
    ]
)
