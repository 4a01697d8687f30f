#!/usr/bin/env bash
# Times `scaffold check` on a corpus: median wall time, CPU time and peak memory of cold runs (no cache), of
# no-change re-runs (every file known by its stat, the last report printed), and of re-runs after one file changed
# inside a body (a pre-commit hook's usual case) and after a declaration changed (the files whose rules asked about it
# checked again). With GROW=1, also cold runs over the corpus twice over, to show memory does not grow with syntax
# trees. Targets on 5,000 real-app files (issue 32): cold <= 2 s and <= 150 MiB, unchanged <= 0.3 s.
#   RUNS=5 FILES=5000 PRESET=layered bash Scripts/bench-check.sh
#   CORPUS=app bash Scripts/bench-check.sh     # the engine's real-app-shaped corpus (Scripts/app_corpus.py, ~44 MB)
#   CORPUS=/path/to/apps PRESET=clean bash Scripts/bench-check.sh
#       # a folder of real apps' sources, kept outside the repository (their code is never committed; CONTRIBUTING.md,
#       # "Benchmarks", lists the apps and commits behind the published figures), read whole (`sources: .`)
#   BASE=/path/to/other/scaffold bash Scripts/bench-check.sh   # the same runs of another binary, interleaved
#                                                               # with this one's, on the same corpus
#   BIN=/path/to/scaffold      the binary to time (default: a static release build of this checkout)
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-5}
FILES=${FILES:-5000}
PRESET=${PRESET:-layered}
[[ -x /usr/bin/time ]] || { echo "bench-check: /usr/bin/time is needed for peak memory (apt-get install -y time)" >&2; exit 69; }

# Built as `make release` builds it, unless BIN names a binary already built.
if [[ -z "${BIN:-}" ]]; then
    STATIC=$([[ "$(uname -s)" == Linux ]] && echo --static-swift-stdlib || true)
    swift build -c release --product scaffold $STATIC >&2
    BIN="$(swift build -c release $STATIC --show-bin-path)/scaffold"
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
printf 'preset: %s\nmodule: App\n' "$PRESET" >"$WORK/.scaffold.yml"
if [[ "${CORPUS:-generated}" == app ]]; then
    python3 Scripts/app_corpus.py "$WORK/Sources/App" "$FILES" >/dev/null
    corpus="real-app-shaped, $(find "$WORK/Sources/App" -name '*.swift' | wc -l) files, $(du -sm "$WORK/Sources/App" | cut -f1) MB"
elif [[ -d "${CORPUS:-}" ]]; then
    # Real apps' sources: copied (the caches go beside them, never into the corpus), read whole.
    mkdir -p "$WORK/Sources" && cp -r "$CORPUS" "$WORK/Sources/App" && rm -rf "$WORK/Sources/App/.scaffold" "$WORK/Sources/App/.scaffold.yml"
    printf 'preset: %s\nmodule: App\nsources: .\n' "$PRESET" >"$WORK/.scaffold.yml"
    corpus="$CORPUS, $(find "$WORK/Sources/App" -name '*.swift' | wc -l) Swift files, $(find "$WORK/Sources/App" -name '*.swift' -print0 | xargs -0 cat | wc -c | awk '{ printf "%.1f", $1 / 1e6 }') MB"
elif [[ -n "${CORPUS:-}" && "$CORPUS" != generated ]]; then
    echo "bench-check: CORPUS=$CORPUS is neither app, generated nor a folder" >&2; exit 66
else
    corpus=$(python3 Scripts/check_corpus.py "Tests/Fixtures/Golden/$PRESET/Sources/App" "$WORK/Sources/App" "$FILES")
fi
# A file that is checked: not a test's, not a manifest.
CHANGED=$(find "$WORK/Sources/App" -name '*.swift' ! -name 'Package*.swift' | grep -v -i -E '/[^/]*tests?/' | sort | sed -n 1p)

# One run of binary $1: "<wall ms> <peak RSS KiB> <CPU seconds>"; exit 2 (findings with errors) is a normal outcome here.
run_once() {
    local start end status=0
    start=$(date +%s%N)
    /usr/bin/time -f "%M %U %S" -o "$WORK/rss" "$1" check --root "$WORK" >"$WORK/stdout" 2>"$WORK/stderr" || status=$?
    end=$(date +%s%N)
    [[ $status == 0 || $status == 2 ]] || { echo "bench-check: scaffold check failed ($status):" >&2; cat "$WORK/stderr" >&2; exit 1; }
    read -r kib user system < <(tail -1 "$WORK/rss")
    echo "$(( (end - start) / 1000000 )) $kib $(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')"
}

source "Scripts/bench-common.sh"

# With BASE, each round runs the base binary then this one, each after `prepare` and on its own cache (the two
# caches' formats differ), so both meet the same machine load.
measure() {
    local label=$1 prepare=$2 bins=("$BIN") names=("this")
    [[ -n "${BASE:-}" ]] && { bins=("$BASE" "$BIN"); names=("base" "this"); }
    declare -A times rss cpus
    for _ in $(seq "$RUNS"); do
        for i in "${!bins[@]}"; do
            swap_cache "${names[$i]}"
            $prepare
            read -r ms kib cpu < <(run_once "${bins[$i]}")
            times[$i]+="$ms "; rss[$i]+="$kib "; cpus[$i]+="$cpu "
        done
    done
    local row="| $label |"
    for i in "${!bins[@]}"; do
        local wall peak cpu name="$label"
        [[ -n "${BASE:-}" ]] && name="$label (${names[$i]})"
        wall=$(printf '%s\n' ${times[$i]} | median)
        peak=$(printf '%s\n' ${rss[$i]} | sort -n | tail -1)
        cpu=$(printf '%s\n' ${cpus[$i]} | median)
        awk -v label="$name" -v wall="$wall" -v peak="$peak" -v cpu="$cpu" -v runs="${times[$i]}" \
            'BEGIN { printf "%-20s median %6.3f s wall, %6.3f s CPU   peak RSS %6.1f MiB   (runs, ms: %s)\n", label, wall / 1000, cpu, peak / 1024, runs }'
        row+=$(awk -v wall="$wall" -v cpu="$cpu" -v peak="$peak" 'BEGIN { printf " %.3f s, %.3f s CPU, %.0f MiB |", wall / 1000, cpu, peak / 1024 }')
    done
    TABLE+=("$row")
}
TABLE=()

# Keeps one `.scaffold` per binary: moves the current one aside and brings back the one of `$1`.
CURRENT_CACHE=this
swap_cache() {
    [[ "$1" == "$CURRENT_CACHE" ]] && return
    rm -rf "$WORK/.scaffold-$CURRENT_CACHE"
    [[ -d "$WORK/.scaffold" ]] && mv "$WORK/.scaffold" "$WORK/.scaffold-$CURRENT_CACHE"
    [[ -d "$WORK/.scaffold-$1" ]] && mv "$WORK/.scaffold-$1" "$WORK/.scaffold"
    CURRENT_CACHE=$1
}

cold() { rm -rf "$WORK/.scaffold"; }
nothing() { :; }
edit_one() { echo "// edited $(date +%s%N)" >>"$CHANGED"; }
# A new declaration changes the file's summary and the project index: files whose rules asked about it are checked again.
edit_declaration() { echo "extension Edited$(date +%s%N) {}" >>"$CHANGED"; }

echo "check corpus ($PRESET): $corpus; $RUNS runs each${BASE:+, against $BASE}; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
measure cold cold
tail -1 "$WORK/stdout"
measure no-change nothing
tail -1 "$WORK/stdout"
measure one-changed edit_one
tail -1 "$WORK/stdout"
measure one-declared edit_declaration
tail -1 "$WORK/stdout"
echo "cache: $(du -sh "$WORK/.scaffold/cache" | cut -f1) in .scaffold/cache"
if [[ "${GROW:-0}" == 1 ]]; then
    # The same sources twice over: peak memory should not double (no syntax tree outlives its file).
    cp -r "$WORK/Sources/App" "$WORK/Sources/Copy"
    echo "grown: $(find "$WORK/Sources" -name '*.swift' | wc -l) Swift files"
    measure cold-x2 cold
    tail -1 "$WORK/stdout"
fi
echo
echo "medians of $RUNS runs (wall, CPU = user + system, peak RSS):"
if [[ -n "${BASE:-}" ]]; then printf '%s\n' "| scenario | base | this |" "|---|---|---|"; else printf '%s\n' "| scenario | this |" "|---|---|"; fi
printf '%s\n' "${TABLE[@]}"
echo "targets (issue 32, 5,000 real-app files): cold <= 2 s and <= 150 MiB, unchanged <= 0.3 s, memory flat as the tree grows"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
