#!/usr/bin/env bash
# `make check` and `make test`: the test bundle's tests but those matching SKIP (an extended regex over
# `Module.Class/test`), in one process per core, each running whole test classes one after another. `swift test
# --parallel` starts a process per test (816 of them, most taking a few milliseconds): on two cores that was 107 s of
# CPU and 47-58 s, against 79 s of CPU and 41 s here.
#   Scripts/check.sh SKIP [TOGETHER]
# TOGETHER (`make test`: the classes that read the suite packages) is a regex of tests that share what their process
# builds once (SuitePackage: each isolation mode's package generated, built and tested by the first test that asks),
# so they all run in one process of their own, started first; the other tests share the remaining SHARDS - 1
# processes. `make test` ran every class in one process, which left a core idle through the 480 s of unit and CLI
# tests (145% CPU over 24:27 at 5af3a61).
# SHOW_LOGS=1 follows the TOGETHER process's output as it runs and prints the other processes' output at the end.
# Needs the test bundle built (`make test-build`). Elsewhere than Linux, where the bundle is run by `xctest`, it
# falls back to `swift test` (`--parallel` without TOGETHER).
set -uo pipefail
cd "$(dirname "$0")/.."
SKIP=${1:?usage: Scripts/check.sh SKIP-REGEX [TOGETHER-REGEX]}
TOGETHER=${2:-}
BUNDLE="$(swift build --show-bin-path)/scaffoldPackageTests.xctest"
if [[ "$(uname -s)" != Linux || ! -x "$BUNDLE" ]]; then
    [[ -n "$TOGETHER" ]] && exec swift test --skip-build --skip "$SKIP"
    exec swift test --skip-build --parallel --skip "$SKIP"
fi
SHARDS=${SHARDS:-$(nproc)}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

"$BUNDLE" --list-tests | sed -n 's/^ *\([A-Za-z0-9_]*\.[A-Za-z0-9_]*\/[A-Za-z0-9_]*\)$/\1/p' | grep -Ev "$SKIP" >"$WORK/tests"
[[ -s "$WORK/tests" ]] || { echo "check: no tests listed by $BUNDLE" >&2; exit 1; }
first=0
if [[ -n "$TOGETHER" ]]; then
    grep -E "$TOGETHER" "$WORK/tests" | paste -sd, - >"$WORK/shard0"
    [[ -s "$WORK/shard0" ]] || { echo "check: no test matches $TOGETHER" >&2; exit 1; }
    grep -Ev "$TOGETHER" "$WORK/tests" >"$WORK/rest"
    first=1
    (( SHARDS < 2 )) && SHARDS=2
else
    cp "$WORK/tests" "$WORK/rest"
fi
# Whole classes to the shard with the least work so far, heaviest first; an end-to-end test (which runs the
# scaffold binary) weighs about seven unit tests.
awk -F/ -v first="$first" -v shards="$SHARDS" -v dir="$WORK" '
    { count[$1]++; tests[$1] = tests[$1] (tests[$1] == "" ? "" : ",") $0 }
    END {
        n = 0
        for (class in count) { names[++n] = class; weight[class] = count[class] * (class ~ /^EndToEndTests\./ ? 7 : 1) }
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (weight[names[j]] > weight[names[i]]) { t = names[i]; names[i] = names[j]; names[j] = t }
        for (i = 1; i <= n; i++) {
            best = first
            for (s = first + 1; s < shards; s++) if (load[s] < load[best]) best = s
            load[best] += weight[names[i]]
            list[best] = list[best] (list[best] == "" ? "" : ",") tests[names[i]]
        }
        for (s = first; s < shards; s++) if (list[s] != "") print list[s] > (dir "/shard" s)
    }' "$WORK/rest"

pids=()
for shard in "$WORK"/shard*; do
    : >"$shard.log" # there before the process starts, for SHOW_LOGS's `tail` below
    "$BUNDLE" "$(cat "$shard")" >"$shard.log" 2>&1 &
    pids+=($!)
done
[[ "${SHOW_LOGS:-}" == 1 ]] && tail -n +1 -f --pid="${pids[0]}" "$WORK/shard0.log" &
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
wait
if [[ "${SHOW_LOGS:-}" == 1 ]]; then
    for shard in "$WORK"/shard*[0-9]; do [[ "$shard" == "$WORK/shard0" ]] || cat "$shard.log"; done
fi
# Each shard's failures, or the test it was running when it crashed, then the counts.
for shard in "$WORK"/shard*[0-9]; do
    grep -qE "^Test Suite 'Selected tests' passed" "$shard.log" && continue
    grep -E "error: |Fatal error" "$shard.log" || true
    if ! grep -qE "^Test Suite 'Selected tests' (passed|failed)" "$shard.log"; then
        grep -E "^Test Case .* started" "$shard.log" | tail -1 | sed 's/^/crashed in: /'
    fi
done
total=$(wc -l <"$WORK/tests")
ran=$(grep -hA1 -E "^Test Suite 'Selected tests' (passed|failed)" "$WORK"/shard*.log | sed -nE 's/.*Executed ([0-9]+) tests?.*/\1/p' | awk '{ n += $1 } END { print n + 0 }')
failed=$(cat "$WORK"/shard*.log | grep -cE "^Test Case .* failed" || true)
echo "check: $total tests listed, $ran run in $(ls "$WORK"/shard*[0-9] | wc -l) processes, $failed failed$([[ $status -ne 0 ]] && echo ' (a process exited with an error)')"
exit $status
