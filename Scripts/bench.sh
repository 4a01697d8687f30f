#!/usr/bin/env bash
# Times `scaffold mocks` on two corpora: median wall time, CPU time and peak memory of cold runs (no output,
# no cache) and of no-change re-runs. Plain bash; /usr/bin/time measures peak RSS.
#   synthetic  ../shared/synth_protocols.py: every file annotated (1,000 files, 3,000 protocols, 27 MB)
#   app        Scripts/app_corpus.py: shaped like a real app (5,000 files, ~44 MB, ~600 annotated files)
# Each cold run writes a new output folder: deleting the last one first would time the kernel, not
# scaffold (ext4 without a journal scans every recently freed inode before reusing one, for minutes
# after thousands of files are deleted). That case is measured last and reported apart (`cold-rm`).
#
# BASE_BIN=/path/to/other/scaffold compares two builds: every run of one is followed by the same run of the
# other, so load on a shared machine falls on both alike, and each gets its own copy of the corpus.
#   RUNS=5 CORPUS=both|synthetic|app BASE_BIN=… SYNTH=../shared/synth_protocols.py bash Scripts/bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-5}
FILES=${FILES:-1000}
APP_FILES=${APP_FILES:-5000}
CORPUS=${CORPUS:-both}
SYNTH=${SYNTH:-../shared/synth_protocols.py}
[[ -x /usr/bin/time ]] || { echo "bench: /usr/bin/time is needed for peak memory (apt-get install -y time)" >&2; exit 69; }
if [[ "$CORPUS" != app && ! -f "$SYNTH" ]]; then
    echo "bench: corpus generator not found at $SYNTH (set SYNTH=/path/to/synth_protocols.py, or CORPUS=app)" >&2; exit 66
fi

# Built as `make release` builds it: on Linux with the Swift runtime linked statically.
if [[ -z "${BIN:-}" ]]; then
    STATIC=$([[ "$(uname -s)" == Linux ]] && echo --static-swift-stdlib || true)
    swift build -c release --product scaffold $STATIC >&2
    BIN="$(swift build -c release $STATIC --show-bin-path)/scaffold"
fi
BINS=("$BIN")
LABELS=(this)
if [[ -n "${BASE_BIN:-}" ]]; then BINS+=("$BASE_BIN"); LABELS+=(base); fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# One run of binary $1 in project $2 into output folder $3: prints "<wall ms> <peak RSS KiB> <CPU seconds>".
# Wall time from the shell clock (ms resolution; /usr/bin/time's own is only 10 ms); CPU time (user + system)
# shows the cost on a busy machine.
run_once() {
    local bin=$1 project=$2 output=$3 start end
    start=$(date +%s%N)
    /usr/bin/time -f "%M %U %S" -o "$project/rss" "$bin" mocks --root "$project" --source "$project/Sources" --output "$output" \
        >"$project/stdout" 2>"$project/stderr" || { echo "bench: scaffold mocks failed:" >&2; cat "$project/stderr" >&2; exit 1; }
    end=$(date +%s%N)
    read -r kib user system <"$project/rss"
    echo "$(( (end - start) / 1000000 )) $kib $(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')"
}

source "Scripts/bench-common.sh"

# Per binary: its project folder and its current output folder.
declare -a PROJECTS OUTPUTS
cold_run=0
# Scenario preparations, run untimed before each run of binary index $1.
fresh() { cold_run=$((cold_run + 1)); OUTPUTS[$1]="${PROJECTS[$1]}/Tests/Mocks$cold_run"; rm -rf "${PROJECTS[$1]}/.scaffold"; }
deleted() { rm -rf "${OUTPUTS[$1]}" "${PROJECTS[$1]}/.scaffold"; }
nothing() { :; }

# Runs a scenario RUNS times for every binary, interleaved; one line per binary.
measure() {
    local label=$1 prepare=$2 index
    declare -A times rss cpus
    for _ in $(seq "$RUNS"); do
        for index in "${!BINS[@]}"; do
            $prepare "$index"
            read -r ms kib cpu < <(run_once "${BINS[$index]}" "${PROJECTS[$index]}" "${OUTPUTS[$index]}")
            times[$index]+="$ms "; rss[$index]+="$kib "; cpus[$index]+="$cpu "
        done
    done
    for index in "${!BINS[@]}"; do
        local wall peak cpu
        wall=$(tr ' ' '\n' <<<"${times[$index]}" | grep . | median)
        peak=$(tr ' ' '\n' <<<"${rss[$index]}" | grep . | sort -n | tail -1)
        cpu=$(tr ' ' '\n' <<<"${cpus[$index]}" | grep . | median)
        awk -v label="$label" -v who="${LABELS[$index]}" -v wall="$wall" -v peak="$peak" -v cpu="$cpu" -v runs="${times[$index]}" \
            'BEGIN { printf "  %-10s %-5s median %6.3f s wall, %6.3f s CPU   peak RSS %6.1f MiB   (runs, ms: %s)\n", label, who, wall / 1000, cpu, peak / 1024, runs }'
    done
}

# Benchmarks one corpus, made by the command in "$2" (given the folder to fill).
bench_corpus() {
    local name=$1 generate=$2 index
    rm -rf "$WORK/corpus" && mkdir -p "$WORK/corpus"
    $generate "$WORK/corpus/Sources"
    for index in "${!BINS[@]}"; do
        PROJECTS[$index]="$WORK/$name-$index"
        rm -rf "${PROJECTS[$index]}" && mkdir -p "${PROJECTS[$index]}/Tests"
        cp -r "$WORK/corpus/Sources" "${PROJECTS[$index]}/Sources"
    done
    local files bytes annotated
    files=$(find "$WORK/corpus/Sources" -name '*.swift' | wc -l)
    bytes=$(find "$WORK/corpus/Sources" -name '*.swift' -print0 | xargs -0 cat | wc -c)
    annotated=$(grep -rl '@mockable' "$WORK/corpus/Sources" | wc -l)
    echo "$name corpus: $files files, $((bytes / 1000000)) MB, $annotated with an annotated protocol; $RUNS runs each; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
    measure cold fresh
    echo "  mocks written: $(find "${OUTPUTS[0]}" -name '*Mock.swift' | wc -l)"
    measure no-change nothing
    [[ "${SKIP_DELETED:-0}" == 1 ]] || measure cold-rm deleted
}

synthetic() { python3 "$SYNTH" "$1" "$FILES" >/dev/null; }
app() { python3 Scripts/app_corpus.py "$1" "$APP_FILES" >/dev/null; }

[[ "$CORPUS" == app ]] || bench_corpus synthetic synthetic
[[ "$CORPUS" == synthetic ]] || bench_corpus app app
echo "cold-rm: a cold run just after deleting the last output (kernel inode scan on ext4 without a journal; not scaffold's cost)"
echo "targets (issue 13, against 0e44776): synthetic cold and no-change within 1.5x, app cold within 1.2x"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
