#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer, on by default on Linux).
#
#   Scripts/asan.sh                  # every test
#   Scripts/asan.sh --filter Cairo   # arguments go to `swift test`
#
# The build goes to .build/asan (so the normal debug build is kept); it takes a while the first time.
# Exit status: swift test's (a sanitizer report fails the test process). See RELIABILITY.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=0}"
# Foundation Data's tagged storage pointers are invisible to LeakSanitizer (Scripts/lsan.supp says why).
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0}"
exec swift test --sanitize=address --scratch-path .build/asan "$@"
