#!/usr/bin/env bash
# Runs Trellis's libFuzzer targets (Fuzz/) for a while each, with AddressSanitizer (and LeakSanitizer).
#
#   Scripts/fuzz.sh                 # 60 s per target
#   Scripts/fuzz.sh 600             # 10 minutes per target
#   Scripts/fuzz.sh 60 FuzzPNG      # one target
#   RUNS=1000000 Scripts/fuzz.sh    # a fixed number of inputs per target instead of a time limit
#   SKIP_BUILD=1 Scripts/fuzz.sh    # run the targets already built
#   TIMEOUT=120 Scripts/fuzz.sh     # seconds before an input counts as a hang (default 10)
#
# Targets: FuzzConstraintFile (constraint-file parser + solver), FuzzVisualFormat (Visual Format parser,
# activation, layout, deactivation, freeing), FuzzPNG (PNG validation, Cairo decoding, tiled drawing).
# Each starts from the seed corpus in Fuzz/Corpus/<name> and grows a working corpus in
# .build/fuzz-corpus/<name> (not committed). A finding leaves crash-*/leak-*/oom-* files in .build/fuzz-findings
# and makes the script fail. Not part of `swift test`; the build goes to Fuzz/.build (release, -O).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(FuzzConstraintFile FuzzVisualFormat FuzzPNG)

# libFuzzer supplies `main`: the targets are compiled as libraries. One build per product: `swift build` keeps
# only the last of several `--product` options. swiftc, too, keeps only the last `-sanitize=` option, and
# `--sanitize=fuzzer --sanitize=address` hands it two: the Swift code was built with AddressSanitizer and
# **without coverage** (libFuzzer then runs blind: no new units, tens of thousands of inputs a second). The
# `-Xswiftc` option comes last and names both; `--sanitize` still gives the C targets and the link both.
sanitize=(--sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
if [ -z "${SKIP_BUILD:-}" ]; then
    # SwiftPM keeps its build plan of the parent package (a path dependency) in release.yaml and does not notice a
    # source file added there since: the build then fails with "cannot find 'NewType' in scope". Re-plan each time
    # (the compiled objects stay; only changed files compile again).
    rm -f Fuzz/.build/release.yaml
    for target in "${targets[@]}"; do
        (cd Fuzz && nice swift build -c release -j 2 "${sanitize[@]}" --product "$target" 2>&1 \
            | grep -E "error|warning: |Compiling Fuzz|Build complete" || true)
    done
fi
bin="Fuzz/$(cd Fuzz && swift build -c release "${sanitize[@]}" --show-bin-path | sed 's|.*/Fuzz/||')"
mkdir -p .build/fuzz-findings
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0}"
export SWIFT_BACKTRACE=enable=no  # let AddressSanitizer report (Swift's backtracer reads freed memory)
status=0
for target in "${targets[@]}"; do
    name=$(echo "$target" | sed -e 's/^Fuzz//' -e 's/\([a-z]\)\([A-Z]\)/\1-\2/g' | tr 'A-Z' 'a-z')
    corpus=".build/fuzz-corpus/$name"
    mkdir -p "$corpus"
    limit=(-max_total_time="$seconds")
    [ -n "${RUNS:-}" ] && limit=(-runs="$RUNS")
    echo "== $target (${RUNS:-${seconds} s}) corpus $corpus + Fuzz/Corpus/$name"
    if [ ! -x "$bin/$target" ]; then
        echo "$target did not build ($bin/$target is missing)"
        status=1
        continue
    fi
    # A target whose own code carries no coverage counters is not fuzzed, whatever its input count says.
    if ! readelf -S "$bin/$target.build/$target.swift.o" | grep -q __sancov_cntrs; then
        echo "$target was built without coverage instrumentation ($bin/$target.build/$target.swift.o)"
        status=1
        continue
    fi
    # -rss_limit_mb: a PNG within the limits may still decode to 1 GiB; -timeout: a hang is a finding. libFuzzer's
    # timeout is wall-clock time: a `nice -n 19` run on a loaded machine needs a longer one (RELIABILITY.md).
    if ! "$bin/$target" "${limit[@]}" -timeout="${TIMEOUT:-10}" -rss_limit_mb=3072 -max_len=4096 -print_final_stats=1 \
        -artifact_prefix=.build/fuzz-findings/"$name"- "$corpus" "Fuzz/Corpus/$name" 2>&1 \
        | grep -E "^INFO: Loaded|^#[0-9]+[[:space:]]+(DONE|INITED)|stat::|ERROR|SUMMARY|==[0-9]+==|Fatal error|Test unit written|Done [0-9]+ runs"; then
        :
    fi
    if ls .build/fuzz-findings/"$name"-* >/dev/null 2>&1; then status=1; fi
done
[ $status -eq 0 ] && echo "No findings." || echo "Findings in .build/fuzz-findings (see above)."
exit $status
