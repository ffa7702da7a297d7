#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer, on by default on Linux).
#
#   Scripts/asan.sh                  # every test
#   Scripts/asan.sh --filter Cairo   # arguments go to `swift test`
#   Scripts/asan.sh --skip-build     # after `swift build --build-tests --sanitize=address --scratch-path .build/asan`
#
# The build goes to .build/asan (so the normal debug build is kept); it takes a while the first time.
#
# Every process (the XCTest and swift-testing runners, and the `trellis-demo` / `trellis` processes tests start)
# writes its sanitizer reports to its own file, .build/asan-logs/report.<pid>, so reports of processes that
# run at the same time never interleave. At the end the script lists each report file with its error or leak
# summary, and the leaks grouped by their first frame in this repository's code (largest first).
#
# Exit status: 0 only if `swift test` passed AND no process wrote a sanitizer report (a report from a child
# process whose exit status a test ignored still fails the run); otherwise 1 (or swift test's own status).
# See RELIABILITY.md, "AddressSanitizer".
set -uo pipefail
cd "$(dirname "$0")/.."
logs="$PWD/.build/asan-logs"
rm -rf "$logs" && mkdir -p "$logs"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=0}:log_path=$logs/report"
# Foundation Data's tagged storage pointers are invisible to LeakSanitizer (Scripts/lsan.supp says why).
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0}"
# Apps a test starts and ends while their windows are open (the example app in the Xvfb tests) get these and the
# side tables of their live objects (Scripts/lsan-app.supp says why); XvfbSession passes them on.
cat Scripts/lsan.supp Scripts/lsan-app.supp > "$logs/app.supp"
export TRELLIS_APP_LSAN_OPTIONS="suppressions=$logs/app.supp:print_suppressions=0"
export SWIFT_BACKTRACE=enable=no  # let the sanitizer report (Swift's backtracer reads freed memory)
# SDL's software renderer for the hosts the tests start: an OpenGL renderer loads Mesa through EGL and unloads it
# at SDL_Quit, and Mesa's process-lifetime allocations then show as leaks LeakSanitizer can neither attribute nor
# suppress (their module is gone: one frame, "<unknown module>"). The renderer path of SDLHost is the same.
export SDL_RENDER_DRIVER="${SDL_RENDER_DRIVER:-software}"

swift test --sanitize=address --scratch-path .build/asan "$@"
status=$?

reports=("$logs"/report.*)
[ -e "${reports[0]}" ] || reports=()
echo
echo "== AddressSanitizer: $status from swift test, ${#reports[@]} report file(s) in $logs"
for f in "${reports[@]}"; do
    # One file per process: its first error line and its summary, whatever order other processes wrote in.
    echo "-- $(basename "$f"): $(grep -m1 -E "ERROR: (Address|Leak)Sanitizer" "$f" | sed 's/^==[0-9]*==//')"
    grep -E "^SUMMARY:" "$f" | sed 's/^/   /'
done
if [ ${#reports[@]} -gt 0 ]; then
    echo "-- leaks by first frame in Sources/ or Tests/ (bytes, allocations):"
    # A leak record is "Direct/Indirect leak of N byte(s) in K object(s)" followed by its frames; the first
    # frame in this repository names it.
    awk '
        /(Direct|Indirect) leak of/ { bytes = $4; objects = $7; want = 1; next }
        want && /#[0-9]+ / && /\/(Sources|Tests)\// {
            site = $NF; sub(/.*\/(Sources|Tests)\//, "", site); sub(/\)$/, "", site)
            total[site] += bytes; count[site] += objects; want = 0
        }
        /^$/ { if (want) { total["(no frame in this repository)"] += bytes; count["(no frame in this repository)"] += objects }; want = 0 }
        END { for (s in total) printf "%10d B %6d  %s\n", total[s], count[s], s }
    ' "${reports[@]}" | sort -rn | head -40
    [ $status -eq 0 ] && status=1
fi
[ $status -eq 0 ] && echo "Clean: every test passed, no sanitizer report."
exit $status
