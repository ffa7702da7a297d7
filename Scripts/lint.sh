#!/usr/bin/env bash
# Checks every Swift file against .swift-format (4 spaces, 120 columns): `swift format lint --strict`, so a warning
# fails the run. Fix what it reports with `swift format format -i -r Sources Tests Examples Fuzz/Sources`.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! swift format --version >/dev/null 2>&1; then
    echo "lint.sh: this Swift toolchain has no swift-format (Swift 6 toolchains include it); lint not run" >&2
    exit 0
fi
swift format lint --strict --parallel -r Package.swift Sources Tests Examples Fuzz/Package.swift Fuzz/Sources
echo "lint.sh: every Swift file matches .swift-format"
