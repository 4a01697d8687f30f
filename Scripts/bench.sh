#!/usr/bin/env bash
# Times `scaffold mocks` on a synthetic corpus: median wall time and peak memory of cold runs
# (no output, no cache) and of no-change re-runs. Plain bash; /usr/bin/time measures peak RSS.
# Each cold run writes a new output folder: deleting the last one first would time the kernel, not
# scaffold (ext4 without a journal scans every recently freed inode before reusing one, for minutes
# after thousands of files are deleted). That case is measured last and reported apart.
#   RUNS=5 FILES=1000 SYNTH=../shared/synth_protocols.py bash Scripts/bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-5}
FILES=${FILES:-1000}
SYNTH=${SYNTH:-../shared/synth_protocols.py}
[[ -f "$SYNTH" ]] || { echo "bench: corpus generator not found at $SYNTH (set SYNTH=/path/to/synth_protocols.py)" >&2; exit 66; }
[[ -x /usr/bin/time ]] || { echo "bench: /usr/bin/time is needed for peak memory (apt-get install -y time)" >&2; exit 69; }

# Built as `make release` builds it: on Linux with the Swift runtime linked statically.
STATIC=$([[ "$(uname -s)" == Linux ]] && echo --static-swift-stdlib || true)
swift build -c release --product scaffold $STATIC >&2
BIN="$(swift build -c release $STATIC --show-bin-path)/scaffold"

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 "$SYNTH" "$WORK/Sources/Corpus" "$FILES"
mkdir -p "$WORK/Tests"

# One run: prints "<wall ms> <peak RSS KiB> <CPU seconds>". Wall time from the shell clock (ms resolution;
# /usr/bin/time's own is only 10 ms); CPU time (user + system) shows the cost on a busy machine.
OUTPUT="$WORK/Tests/Mocks"
run_once() {
    local start end
    start=$(date +%s%N)
    /usr/bin/time -f "%M %U %S" -o "$WORK/rss" "$BIN" mocks --root "$WORK" --source "$WORK/Sources" --output "$OUTPUT" \
        >"$WORK/stdout" 2>"$WORK/stderr" || { echo "bench: scaffold mocks failed:" >&2; cat "$WORK/stderr" >&2; exit 1; }
    end=$(date +%s%N)
    read -r kib user system <"$WORK/rss"
    echo "$(( (end - start) / 1000000 )) $kib $(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Runs a scenario RUNS times; `prepare` runs before each run, untimed.
measure() {
    local label=$1 prepare=$2 times=() rss=() cpus=()
    for _ in $(seq "$RUNS"); do
        $prepare
        read -r ms kib cpu < <(run_once)
        times+=("$ms"); rss+=("$kib"); cpus+=("$cpu")
    done
    local wall peak cpu
    wall=$(printf '%s\n' "${times[@]}" | median)
    peak=$(printf '%s\n' "${rss[@]}" | sort -n | tail -1)
    cpu=$(printf '%s\n' "${cpus[@]}" | median)
    awk -v label="$label" -v wall="$wall" -v peak="$peak" -v cpu="$cpu" -v runs="${times[*]}" \
        'BEGIN { printf "%-10s median %6.3f s wall, %6.3f s CPU   peak RSS %6.1f MiB   (runs, ms: %s)\n", label, wall / 1000, cpu, peak / 1024, runs }'
}

cold_run=0
fresh() { cold_run=$((cold_run + 1)); OUTPUT="$WORK/Tests/Mocks$cold_run"; rm -rf "$WORK/.scaffold"; }
deleted() { rm -rf "$OUTPUT" "$WORK/.scaffold"; }
nothing() { :; }

echo "corpus: $FILES files, $(grep -rc '^public protocol' "$WORK/Sources" | awk -F: '{ s += $2 } END { print s }') protocols; $RUNS runs each; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
measure cold fresh
mocks=$(find "$OUTPUT" -name '*Mock.swift' | wc -l)
measure no-change nothing
echo "mocks written: $mocks"
[[ "${SKIP_DELETED:-0}" == 1 ]] || measure cold-rm deleted
echo "cold-rm: a cold run just after deleting the last output (kernel inode scan on ext4 without a journal; not scaffold's cost)"
echo "targets: cold <= 0.70 s (a third of Mockolo's 2.1 s), no-change < 0.10 s, peak RSS <= 209 MiB"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
