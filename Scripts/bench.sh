#!/usr/bin/env bash
# Times `scaffold mocks` on two corpora, side by side with Mockolo when MOCKOLO names its binary: median wall time,
# CPU time and peak memory per scenario, every tool's run of a scenario interleaved with the others' so load on a
# shared machine falls on all alike, each tool on its own copy of the corpus.
#   synthetic  ../shared/synth_protocols.py: every file annotated (1,000 files, 3,000 protocols, 27 MB)
#   app        Scripts/app_corpus.py: shaped like a real app (5,000 files, ~44 MB, ~600 annotated files)
# Scenarios:
#   cold       a fresh project folder: no cache, no mocks yet (Mockolo: a new output file)
#   linked     cold, with the project's Sources a symbolic link to the corpus elsewhere
#   no-change  a re-run over the same tree (Mockolo has no cache: it does its whole work again)
#   one-edit   a re-run after a line is appended to one annotated file
# Environment:
#   MOCKOLO=/path/to/mockolo  adds Mockolo's runs and the ratios scaffold/Mockolo (build it from its repository with
#                             `swift build -c release`; it writes all mocks into one file)
#   BASE_BIN=/path/to/scaffold  adds another scaffold build's runs (label `base`)
#   SCENARIOS="no-change"     the scenarios to time, of "cold no-change one-edit linked" (all by default)
#   RUNS=5 FILES=1000 APP_FILES=5000 CORPUS=both|synthetic|app|/path/to/apps SYNTH=../shared/synth_protocols.py BIN=…
#                             (a folder: real apps' sources kept outside the repository, as CONTRIBUTING.md's
#                             "Benchmarks" lists them; their code is never committed)
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-5}
SCENARIOS=${SCENARIOS:-cold no-change one-edit linked}
FILES=${FILES:-1000}
APP_FILES=${APP_FILES:-5000}
CORPUS=${CORPUS:-both}
SYNTH=${SYNTH:-../shared/synth_protocols.py}
[[ -x /usr/bin/time ]] || { echo "bench: /usr/bin/time is needed for peak memory (apt-get install -y time)" >&2; exit 69; }
if [[ "$CORPUS" != app && ! -d "$CORPUS" && ! -f "$SYNTH" ]]; then
    echo "bench: corpus generator not found at $SYNTH (set SYNTH=/path/to/synth_protocols.py, or CORPUS=app)" >&2; exit 66
fi
if [[ -n "${MOCKOLO:-}" && ! -x "$MOCKOLO" ]]; then echo "bench: MOCKOLO=$MOCKOLO is not an executable" >&2; exit 66; fi

# Built as `make release` builds it: on Linux with the Swift runtime linked statically.
if [[ -z "${BIN:-}" ]]; then
    STATIC=$([[ "$(uname -s)" == Linux ]] && echo --static-swift-stdlib || true)
    swift build -c release --product scaffold $STATIC >&2
    BIN="$(swift build -c release $STATIC --show-bin-path)/scaffold"
fi
# One entry per tool: its binary, its label and its kind (how it is run).
TOOLS=("$BIN") LABELS=(scaffold) KINDS=(scaffold)
if [[ -n "${BASE_BIN:-}" ]]; then TOOLS+=("$BASE_BIN"); LABELS+=(base); KINDS+=(scaffold); fi
if [[ -n "${MOCKOLO:-}" ]]; then TOOLS+=("$MOCKOLO"); LABELS+=(mockolo); KINDS+=(mockolo); fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
source "Scripts/bench-common.sh"

# Per tool: its project folder, its current output, and the run counter that names fresh folders.
declare -a PROJECTS OUTPUTS
fresh_count=0

# One run of tool $1 in project $2 into output $3: prints "<wall ms> <peak RSS KiB> <CPU seconds>". Wall time from
# the shell clock (ms resolution; /usr/bin/time's own is only 10 ms); CPU time (user + system) shows the cost on a
# busy machine.
run_once() {
    local index=$1 project=$2 output=$3 start end
    local command=("${TOOLS[$index]}" mocks --root "$project" --source "$project/Sources" --output "$output")
    if [[ ${KINDS[$index]} == mockolo ]]; then command=("${TOOLS[$index]}" -s "$project/Sources" -d "$output"); fi
    start=$(date +%s%N)
    /usr/bin/time -f "%M %U %S" -o "$project.rss" "${command[@]}" >"$project.stdout" 2>"$project.stderr" \
        || { echo "bench: ${LABELS[$index]} failed:" >&2; cat "$project.stderr" >&2; exit 1; }
    end=$(date +%s%N)
    read -r kib user system < <(tail -1 "$project.rss")
    echo "$(( (end - start) / 1000000 )) $kib $(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')"
}

# A new project folder for tool $1 holding a copy of the corpus ($2: `copy`, or `link` for a symbolic link to it).
new_project() {
    local index=$1 how=$2 project
    fresh_count=$((fresh_count + 1))
    project="$WORK/run$fresh_count-$index"
    mkdir -p "$project/Tests"
    if [[ $how == link ]]; then
        cp -r "$WORK/corpus/Sources" "$WORK/linked$fresh_count-$index"
        ln -s "$WORK/linked$fresh_count-$index" "$project/Sources"
    else
        cp -r "$WORK/corpus/Sources" "$project/Sources"
    fi
    PROJECTS[$index]=$project
    if [[ ${KINDS[$index]} == mockolo ]]; then OUTPUTS[$index]="$project/Tests/Mocks.swift"; else OUTPUTS[$index]="$project/Tests/Mocks"; fi
}

# Scenario preparations, run untimed before each run of tool $1.
cold() { new_project "$1" copy; }
linked() { [[ ${KINDS[$1]} == mockolo ]] && new_project "$1" copy || new_project "$1" link; }
nothing() { :; }
# One annotated file changed (a comment appended: new hash, so it is parsed again and its mocks rendered again).
# Apps that annotate nothing: the first file.
edited() {
    local file
    # `sed -n 1p`, not `head -1`: head stops reading, and sort, writing the rest of a thousand paths into the closed
    # pipe, dies of SIGPIPE, which pipefail makes the script's failure.
    file=$( (grep -rl '@mockable' "${PROJECTS[$1]}/Sources/" || true) | sort | sed -n 1p)
    [[ -n "$file" ]] || file=$(find -L "${PROJECTS[$1]}/Sources/" -name '*.swift' | sort | sed -n 1p)
    echo "// edit $RANDOM" >>"$file"
}

# Runs a scenario RUNS times for every tool, interleaved; one line per tool, then the ratios to Mockolo.
measure() {
    local label=$1 prepare=$2 index
    declare -A times rss cpus medians cpu_medians
    for _ in $(seq "$RUNS"); do
        for index in "${!TOOLS[@]}"; do
            [[ $label == linked && ${KINDS[$index]} == mockolo ]] && continue
            $prepare "$index"
            read -r ms kib cpu < <(run_once "$index" "${PROJECTS[$index]}" "${OUTPUTS[$index]}")
            times[$index]+="$ms "; rss[$index]+="$kib "; cpus[$index]+="$cpu "
        done
    done
    local row="| $CORPUS_NAME | $label |"
    for index in "${!TOOLS[@]}"; do
        [[ -n "${times[$index]:-}" ]] || { row+=" |"; continue; }
        local wall peak cpu
        wall=$(tr ' ' '\n' <<<"${times[$index]}" | grep . | median)
        peak=$(tr ' ' '\n' <<<"${rss[$index]}" | grep . | sort -n | tail -1)
        cpu=$(tr ' ' '\n' <<<"${cpus[$index]}" | grep . | median)
        medians[$index]=$wall
        cpu_medians[$index]=$cpu
        row+=$(awk -v wall="$wall" -v cpu="$cpu" -v peak="$peak" 'BEGIN { printf " %.3f s, %.3f s CPU, %.0f MiB |", wall / 1000, cpu, peak / 1024 }')
        awk -v label="$label" -v who="${LABELS[$index]}" -v wall="$wall" -v peak="$peak" -v cpu="$cpu" -v runs="${times[$index]}" \
            'BEGIN { printf "  %-10s %-8s median %6.3f s wall, %6.3f s CPU   peak RSS %6.1f MiB   (runs, ms: %s)\n", label, who, wall / 1000, cpu, peak / 1024, runs }'
    done
    local mockolo
    for index in "${!TOOLS[@]}"; do [[ ${KINDS[$index]} == mockolo ]] && mockolo=$index; done
    if [[ -z "${mockolo:-}" ]]; then TABLE+=("$row"); return 0; fi
    for index in "${!TOOLS[@]}"; do
        [[ ${KINDS[$index]} == scaffold && -n "${medians[$index]:-}" ]] || continue
        local against=${medians[$mockolo]:-} against_cpu=${cpu_medians[$mockolo]:-}
        # A linked run is compared with Mockolo's cold run.
        [[ -n "$against" ]] || { against=${MOCKOLO_COLD:-}; against_cpu=${MOCKOLO_COLD_CPU:-}; }
        [[ -n "$against" ]] || continue
        awk -v label="$label" -v who="${LABELS[$index]}" -v ours="${medians[$index]}" -v theirs="$against" \
            -v ours_cpu="${cpu_medians[$index]}" -v theirs_cpu="$against_cpu" \
            'BEGIN { printf "  %-10s %-8s %.2fx Mockolo'"'"'s median wall time, %.2fx its CPU time\n", label, who, ours / theirs, (theirs_cpu > 0 ? ours_cpu / theirs_cpu : 0) }'
        # The table's ratio column is scaffold's (the first tool's) by CPU: wall time is the machine's on a shared box.
        [[ $index == 0 ]] && row+=$(awk -v ours="${cpu_medians[$index]}" -v theirs="$against_cpu" -v w="${medians[$index]}" -v tw="$against" \
            'BEGIN { printf " %.2fx CPU, %.2fx wall |", (theirs > 0 ? ours / theirs : 0), w / tw }')
    done
    TABLE+=("$row")
    [[ $label == cold ]] && { MOCKOLO_COLD=${medians[$mockolo]}; MOCKOLO_COLD_CPU=${cpu_medians[$mockolo]}; }
    return 0
}

# Benchmarks one corpus, made by the command in "$2" (given the folder to fill).
bench_corpus() {
    local name=$1 generate=$2
    CORPUS_NAME=$3
    rm -rf "$WORK/corpus" && mkdir -p "$WORK/corpus"
    $generate "$WORK/corpus/Sources"
    local files bytes annotated
    files=$(find "$WORK/corpus/Sources" -name '*.swift' | wc -l)
    bytes=$(find "$WORK/corpus/Sources" -name '*.swift' -print0 | xargs -0 cat | wc -c)
    annotated=$( (grep -rl '@mockable' "$WORK/corpus/Sources" || true) | wc -l)
    echo "$name corpus: $files files, $((bytes / 1000000)) MB, $annotated with an annotated protocol; $RUNS runs each; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
    MOCKOLO_COLD=
    if wanted cold; then
        measure cold cold
    else
        # The other scenarios start from a project a cold run left: one untimed run per tool.
        for index in "${!TOOLS[@]}"; do cold "$index"; run_once "$index" "${PROJECTS[$index]}" "${OUTPUTS[$index]}" >/dev/null; done
    fi
    echo "  mocks written: $(find "$(dirname "${OUTPUTS[0]}")" -name '*Mock.swift' | wc -l)"
    if wanted no-change; then
        # A tree changed less than two seconds before a run is "racy" (FileCache.racyWindow, git's rule): its stamps
        # cannot stand for its bytes, so that run hashes it again and saves a record the next run can trust. The
        # copy above is that fresh; a user's re-run is not. Wait the window out, let one untimed run save the
        # trusted record, then time the unchanged runs.
        sleep 2.1
        for index in "${!TOOLS[@]}"; do run_once "$index" "${PROJECTS[$index]}" "${OUTPUTS[$index]}" >/dev/null; done
        measure no-change nothing
    fi
    if wanted one-edit; then measure one-edit edited; fi
    if wanted linked; then measure linked linked; fi
}

# Whether scenario $1 is among SCENARIOS (all four by default).
wanted() { [[ " $SCENARIOS " == *" $1 "* ]]; }

synthetic() { python3 "$SYNTH" "$1" "$FILES" >/dev/null; }
app() { python3 Scripts/app_corpus.py "$1" "$APP_FILES" >/dev/null; }
real() { cp -r "$CORPUS" "$1" && rm -rf "$1/.scaffold" "$1/.scaffold.yml"; }

# The side-by-side table, one row a corpus and scenario (medians; built up by `measure`).
TABLE=()
if [[ -d "$CORPUS" ]]; then
    bench_corpus "real apps ($CORPUS)" real "real apps"
else
    [[ "$CORPUS" == app ]] || bench_corpus synthetic synthetic synthetic
    [[ "$CORPUS" == synthetic ]] || bench_corpus app app "app-shaped"
fi
echo
echo "medians of $RUNS runs (wall, CPU = user + system, peak RSS):"
header="| corpus | scenario |" rule="|---|---|"
for label in "${LABELS[@]}"; do header+=" $label |"; rule+="---|"; done
if [[ -n "${MOCKOLO:-}" ]]; then header+=" scaffold / Mockolo |"; rule+="---|"; fi
printf '%s\n' "$header" "$rule" "${TABLE[@]}"
echo "targets: cold ≤ 0.6x Mockolo's time on both corpora, linked no slower than cold (issue 21); no-change ≤ 0.1x over real apps (issue 32)"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
