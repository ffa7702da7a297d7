// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Trellis (issue 20). Not part of `swift test`: build and run them with
// `Scripts/fuzz.sh` (which passes `--sanitize=fuzzer --sanitize=address` and `-parse-as-library`, so that
// libFuzzer supplies `main`). Each target defines `LLVMFuzzerTestOneInput` and traps on a finding beyond a
// crash: a non-finite layout or solution, a laid-out hierarchy that is not freed.
let package = Package(
    name: "TrellisFuzz",
    dependencies: [.package(name: "Trellis", path: "..")],
    targets: [
        // The constraint-file parser and solver (`trellis solve` files).
        .executableTarget(
            name: "FuzzConstraintFile", dependencies: [.product(name: "TrellisSolver", package: "Trellis")]),
        // The Visual Format parser, activation and layout, then deactivation and freeing.
        .executableTarget(name: "FuzzVisualFormat", dependencies: [.product(name: "Trellis", package: "Trellis")]),
        // PNG validation and decoding through Cairo (UIImage, RGBABitmap, an image view rendered tiled).
        .executableTarget(
            name: "FuzzPNG",
            dependencies: [
                .product(name: "Trellis", package: "Trellis"), .product(name: "TrellisCairo", package: "Trellis"),
            ]),
    ]
)
