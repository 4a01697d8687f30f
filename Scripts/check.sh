#!/usr/bin/env bash
# `make check` and `make test`: the test bundle's tests but those matching SKIP (an extended regex over
# `Module.Class/test`), whole test classes in chunks that one process per core takes from a queue (`xargs -P`).
# `swift test --parallel` starts a process per test (816 of them, most taking a few milliseconds): on two cores that
# was 107 s of CPU and 47-58 s, against 79 s of CPU and 41 s for a process per core.
#   Scripts/check.sh SKIP [TOGETHER]
# The queue holds the heaviest classes first, by what each took in the last run here (the bundle's own
# `Test Suite 'X' passed … in N seconds` lines, kept in the build folder's check-times.txt; a class not timed yet
# goes first, weighed by its tests), in chunks that shrink as the queue empties (each a quarter of what is left per
# process, as guided self-scheduling does), so the processes end together however wrong a weight was. Weights
# guessed from test counts left the two processes of `make check` at 90.6 and 54.7 s; the queue's 24 processes ended
# 0.3% apart and cost 3.2 s of CPU more than two (138.4 against 135.2 s, the same bundle, stop 52).
# TOGETHER (`make test`: the classes that read the suite packages) is a regex of tests that share what their process
# builds once (SuitePackage: each isolation mode's package generated, built and tested by the first test that asks),
# so they all run in one process of their own, started first; the other tests share the remaining SHARDS - 1
# processes. `make test` ran every class in one process, which left a core idle through the 480 s of unit and CLI
# tests (145% CPU over 24:27 at 5af3a61).
# SHOW_LOGS=1 follows the TOGETHER process's output as it runs and prints the chunks' output at the end.
# Needs the test bundle built (`make test-build`). Elsewhere than Linux, where the bundle is run by `xctest`, it
# falls back to `swift test` (`--parallel` without TOGETHER).
set -uo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."
SKIP=${1:?usage: Scripts/check.sh SKIP-REGEX [TOGETHER-REGEX]}
TOGETHER=${2:-}
# SwiftPM's debug build folder (a link to the platform's): asking `swift build --show-bin-path` costs 0.25 s a run.
BIN_PATH=.build/debug
BUNDLE="$BIN_PATH/scaffoldPackageTests.xctest"
if [[ "$(uname -s)" != Linux || ! -x "$BUNDLE" ]]; then
    [[ -n "$TOGETHER" ]] && exec swift test --skip-build --skip "$SKIP"
    exec swift test --skip-build --parallel --skip "$SKIP"
fi
TIMES="$BIN_PATH/check-times.txt"
SHARDS=${SHARDS:-$(nproc)}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

"$BUNDLE" --list-tests | sed -n 's/^ *\([A-Za-z0-9_]*\.[A-Za-z0-9_]*\/[A-Za-z0-9_]*\)$/\1/p' | grep -Ev "$SKIP" >"$WORK/tests"
[[ -s "$WORK/tests" ]] || { echo "check: no tests listed by $BUNDLE" >&2; exit 1; }
together=()
if [[ -n "$TOGETHER" ]]; then
    grep -E "$TOGETHER" "$WORK/tests" | paste -sd, - >"$WORK/together"
    [[ -s "$WORK/together" ]] || { echo "check: no test matches $TOGETHER" >&2; exit 1; }
    grep -Ev "$TOGETHER" "$WORK/tests" >"$WORK/rest"
    together=("$WORK/together")
    (( SHARDS < 2 )) && SHARDS=2
    WORKERS=$((SHARDS - 1))
else
    cp "$WORK/tests" "$WORK/rest"
    WORKERS=$SHARDS
fi
[[ -f "$TIMES" ]] || : >"$TIMES"

# The chunks, heaviest first: chunk000, chunk001, … (comma-separated tests, one process each). A class not timed
# yet goes before every timed one, weighed by its tests (an end-to-end test about seven unit tests); a chunk takes
# classes until it holds a quarter of what is left per process, or a hundredth of the whole.
awk -F/ -v workers="$WORKERS" -v dir="$WORK" '
    FILENAME == ARGV[1] { split($0, timed, " "); seconds[timed[1]] = timed[2]; next }
    { count[$1]++; tests[$1] = tests[$1] (tests[$1] == "" ? "" : ",") $0 }
    END {
        n = 0; left = 0
        for (class in count) {
            names[++n] = class
            short = class; sub(/^[^.]*\./, "", short)
            untimed[class] = !(short in seconds)
            weight[class] = untimed[class] ? count[class] * (class ~ /^EndToEndTests\./ ? 7 : 1) : seconds[short]
            left += weight[class]
        }
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) {
            a = names[i]; b = names[j]
            if (untimed[b] > untimed[a] || (untimed[b] == untimed[a] && weight[b] > weight[a])) { names[i] = b; names[j] = a }
        }
        least = left / 100; chunk = 0; size = 0; list = ""
        for (i = 1; i <= n; i++) {
            list = list (list == "" ? "" : ",") tests[names[i]]
            size += weight[names[i]]
            if (i == n || (size >= left / (4 * workers) && size >= least)) {
                printf "%s\n", list > sprintf("%s/chunk%03d", dir, chunk++)
                left -= size; size = 0; list = ""
            }
        }
    }' "$TIMES" "$WORK/rest"

run_chunk() { # FILE: its tests in one process; the log and exit status beside it
    "$BUNDLE" "$(cat "$1")" >"$1.log" 2>&1
    echo $? >"$1.status"
}
export -f run_chunk
export BUNDLE
pids=()
if (( ${#together[@]} )); then
    : >"$WORK/together.log" # there before the process starts, for SHOW_LOGS's `tail` below
    run_chunk "$WORK/together" &
    pids+=($!)
    [[ "${SHOW_LOGS:-}" == 1 ]] && tail -n +1 -f --pid="${pids[0]}" "$WORK/together.log" &
fi
chunks=("$WORK"/chunk[0-9][0-9][0-9])
if (( ${#chunks[@]} )); then
    printf '%s\n' "${chunks[@]}" | xargs -P "$WORKERS" -n 1 bash -c 'run_chunk "$0"' &
    pids+=($!)
fi
for pid in "${pids[@]}"; do wait "$pid"; done
wait
runs=("${together[@]}" "${chunks[@]}")
if [[ "${SHOW_LOGS:-}" == 1 ]]; then
    for run in "${chunks[@]}"; do cat "$run.log"; done
fi
# What each class took, for the next run's order: this run's classes, and the others as they were.
grep -h -A1 -E "^Test Suite '[A-Za-z0-9_]+' (passed|failed) at" "${runs[@]/%/.log}" | awk '
    /^Test Suite/ { split($0, quoted, "'"'"'"); class = quoted[2] }
    /Executed/ && class != "" { match($0, /\(([0-9.]+)\) seconds/); print class, substr($0, RSTART + 1, RLENGTH - 10); class = "" }
' >"$WORK/times"
if [[ -s "$WORK/times" ]]; then
    awk 'FILENAME == ARGV[1] { seen[$1] = 1; print; next } !($1 in seen)' "$WORK/times" "$TIMES" >"$WORK/times.all" && mv "$WORK/times.all" "$TIMES"
fi
# Each run's failures, or the test it was running when it crashed, then the counts.
status=0
for run in "${runs[@]}"; do
    [[ "$(cat "$run.status" 2>/dev/null)" == 0 ]] || status=1
    grep -qE "^Test Suite 'Selected tests' passed" "$run.log" && continue
    grep -E "error: |Fatal error" "$run.log" || true
    if ! grep -qE "^Test Suite 'Selected tests' (passed|failed)" "$run.log"; then
        grep -E "^Test Case .* started" "$run.log" | tail -1 | sed 's/^/crashed in: /'
    fi
done
total=$(wc -l <"$WORK/tests")
ran=$(grep -hA1 -E "^Test Suite 'Selected tests' (passed|failed)" "${runs[@]/%/.log}" | sed -nE 's/.*Executed ([0-9]+) tests?.*/\1/p' | awk '{ n += $1 } END { print n + 0 }')
failed=$(cat "${runs[@]/%/.log}" | grep -cE "^Test Case .* failed" || true)
echo "check: $total tests listed, $ran run in ${#runs[@]} processes ($WORKERS at a time$([[ ${#together[@]} -gt 0 ]] && echo ' beside the suite'\''s')), $failed failed$([[ $status -ne 0 ]] && echo ' (a process exited with an error)')"
exit $status
