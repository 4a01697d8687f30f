#!/bin/bash
# Runs one scaffold binary over a wide matrix of inputs and keeps everything it wrote and printed, so that a refactor
# can be shown to change no output: run it with the binary of before and of after, then compare the two folders.
#
#   Scripts/compare-output.sh run BIN OUT     # OUT/log.txt (every command, its output and exit code) and the trees
#   Scripts/compare-output.sh diff A B        # exit 0 when the logs and the trees are the same
#
# The matrix: every preset × isolation with the local, remote and cursor specs of Tests/Fixtures/Specs, the review's
# specs (rules, references, sets:), every sweep fixture and every OpenAPI document, each name spec alone, `plan`,
# `check` (text, JSON, SARIF) and `mocks --check` in each; destroy and upgrade; the adopted apps of
# Tests/Fixtures/Adopt with a local or remote feature; `mocks` in every flavour; configurations with every kind of
# mistake; and every command's --help. Run from the repository's root. The sweep fixtures run in every preset, once
# (nonisolated): they are about what a spec makes, not isolation. Two runs may go at once: each works in a folder of
# its own (OUT.run), whose path `diff` reads as the same. PRESETS="clean mvvm" runs those presets only, and REST=no
# leaves out what follows them (names, upgrade, adopted apps, mocks, golden trees, configurations): a long run split
# into parts that go at once, whose logs, each read as `diff` reads it, follow one another as one run's would.
set -u
mode=${1:?run BIN OUT, or diff A B}

if [ "$mode" = diff ]; then
    A=${2:?}; B=${3:?}
    # the run's folder, the binary's name and the time --force's backups are named by are all a run may differ in
    normalized() {
        sed -E -e "s#$(head -1 "$1/log.txt" | cut -d' ' -f3)#<run>#g" -e 's#^== [^ ]*scaffold[^ ]* #== scaffold #' \
            -e 's#backup/[0-9TZ:-]+/#backup/<time>/#g' "$1/log.txt"
    }
    diff <(normalized "$A") <(normalized "$B") && echo "logs: same ($(grep -c '^== ' "$A/log.txt") commands)"
    same=yes
    diff -r -x log.txt -x cache -x backup "$A" "$B" || same=no
    for backups in $(cd "$A" && find . -type d -name backup); do # each run's backups, taken in the same order
        paste <(ls "$A/$backups") <(ls "$B/$backups") | while read -r a b; do diff -r "$A/$backups/$a" "$B/$backups/$b"; done | grep -q . && same=no
    done
    [ "$same" = yes ] && echo "trees: same ($(find "$A" -type f ! -name log.txt ! -path '*/cache/*' | wc -l) files)"
    exit
fi

BIN=$(cd "$(dirname "${2:?}")" && pwd)/$(basename "$2"); OUT=${3:?}
FIX=$(pwd)/Tests/Fixtures
[ -d "$FIX/Specs" ] || { echo "run from the repository's root" >&2; exit 2; }
RUN=$(cd "$(dirname "$OUT")" && pwd)/$(basename "$OUT").run; rm -rf "$RUN"; mkdir -p "$RUN"
LOG=$RUN/log.txt
echo "# run: $RUN" > "$LOG"
# Every command with its folder relative to the run, so the log does not depend on where the run is.
log() { echo "== $(basename "$1") ${*:2} [${PWD#"$RUN"}]" >> "$LOG"; "$@" >> "$LOG" 2>&1; echo "rc=$?" >> "$LOG"; }
project() { # project DIR PRESET ISOLATION: a new project with a server
    log "$BIN" init Demo --preset "$2" --isolation "$3" --api-base-url https://api.example.com --root "$1"
}

for cmd in "" init feature plan destroy upgrade mocks check adopt templates "templates list" "templates eject"; do
    (cd "$RUN" && log "$BIN" $cmd --help)
done

for preset in ${PRESETS-layered features clean mvvm}; do for iso in nonisolated mainActor; do
    base=$RUN/$preset-$iso
    specs_of() {
        case $1 in
            Local) echo "$FIX/Specs/"{Wallet,Account,Budget,Badge,Payment,Reminder,ReminderList,Sticker,Transaction}.yml ;;
            Remote) echo "$FIX/Specs/"{RemoteWallet,RemoteLedger,RemotePurse}.yml ;;
            Cursor) echo "$FIX/Specs/RemoteLedger.cursor.yml" ;;
            Review) echo "$FIX/Review/Specs/"{Author,Book,Member}.yml ;;
            sweep-*) echo "$FIX/Sweep/${1#sweep-}/specs/"*.yml ;;
        esac
    }
    sweeps=$([ "$iso" = nonisolated ] && cd "$FIX/Sweep" && for s in *; do echo "sweep-$s"; done)
    for name in Local Remote Cursor Review $sweeps; do
        d=$base/$name; mkdir -p "$base"; (cd "$RUN" && project "$d" "$preset" "$iso")
        first=""
        for s in $(specs_of "$name"); do
            cp "$s" "$d/"; f=$(basename "$s"); first=${first:-$f}
            (cd "$d" && log "$BIN" feature --spec "$f")
        done
        (cd "$d" && log "$BIN" plan --spec "$first")
        (cd "$d" && log "$BIN" check --no-cache && log "$BIN" mocks --check)
    done
    # destroy: a feature another one names is refused, one no other names goes
    (cd "$base/Local" && log "$BIN" destroy Wallet --dry-run && log "$BIN" destroy Sticker && log "$BIN" destroy Badge --json)
    # OpenAPI documents, the schema named by the feature or --schema, a spec merged over it
    d=$base/OpenAPI; (cd "$RUN" && project "$d" "$preset" "$iso"); cp "$FIX/OpenAPI/"* "$d/"
    (cd "$d" && log "$BIN" plan Book --openapi library.yaml --json && log "$BIN" feature Book --openapi library.yaml \
        && log "$BIN" feature Shipment --openapi parcels.yaml && log "$BIN" feature Product --openapi store.json \
        && log "$BIN" feature Pet --openapi refused.yaml && log "$BIN" feature Book --openapi library.yaml --dry-run)
    # the shorthand, local and remote, and a second run that changes nothing
    d=$base/Shorthand; (cd "$RUN" && project "$d" "$preset" "$iso")
    (cd "$d" && log "$BIN" feature Jar label:String grams:Int --operations list,fetch,create,archive:custom \
        && log "$BIN" feature Coin name:String value:Decimal --remote /coins && log "$BIN" feature Coin --json)
done; done

if [ "${REST:-yes}" = yes ]; then
d=$RUN/names; (cd "$RUN" && log "$BIN" init Demo --root "$d")
for f in "$FIX/Specs/Names/"*.yml; do cp "$f" "$d/"; (cd "$d" && log "$BIN" feature --spec "$(basename "$f")"); done

d=$RUN/upgrade; cp -r "$FIX/Upgrade/Ledger-897fb66" "$d"
(cd "$d" && log "$BIN" upgrade --dry-run && log "$BIN" upgrade && log "$BIN" feature Note text:String)

for app in "$FIX/Adopt/"*; do
    d=$RUN/adopt-$(basename "$app"); cp -r "$app" "$d"
    (cd "$d" && log "$BIN" adopt --dry-run && log "$BIN" adopt --json && log "$BIN" adopt \
        && log "$BIN" feature Bookmark title:String url:String && log "$BIN" feature Jar label:String grams:Int --remote /jars \
        && log "$BIN" check --no-cache --json && log "$BIN" destroy Bookmark)
done

m=$RUN/mocks; mkdir -p "$m"; cp -r "$FIX/Mocks" "$m/src"
for flavor in mockolo sourcery sourcery-classic; do
    (cd "$m" && log "$BIN" mocks --source src/Combine --output "out-$flavor" --flavor "$flavor" \
        && log "$BIN" mocks --source src/Combine --output "out-$flavor" --flavor "$flavor" --check)
done

for g in "$FIX/Golden/"*; do
    n=$(basename "$g"); preset=${n#init-}; preset=${preset%-*}; cp -r "$g" "$RUN/golden-$n"
    (cd "$RUN/golden-$n" && for format in "" --json --sarif; do log "$BIN" check --no-cache $format --preset "$preset" --root .; done)
done

# configurations: unknown keys, wrong kinds, not a mapping, no preset, everything valid, empty sections, bad values
configs=(
'preset: layered
modul: App
style: { observation: observable, stat: x, protocolName: "{name}Protocol", implementationName: "{name}Protocol" }
mocks: { output: Tests/AppTests/Mocks, annotation: "two words", markerName: "bad-name", flavor: nope, sauce: 1, dropProtocolSuffix: maybe, markers: [mockable, nope] }
check: { rules: { view-data-access: loud }, exclude: [/abs, ok/path, ""], layers: { presentation: [UI], nolayer: [X] }, roles: { viewModel: [Store] }, extra: 1 }
remote: { baseURL: "http://example.com", keyStyle: snake_case, dates: iso8601, extra: 2, client: { type: "9Bad", kind: nope, method: "send(", arguments: [request, request, nope], request: "", returns: T, throws: any Error, property: "a-b", shared: "nodot", file: x.txt, endpointFile: y.swift, keyDecoding: nope, bogus: 1, endpointMembers: { path: "path: String", rol: "x: Int", method: 3 }, methodCases: { get: ".get", got: 1 } } }
compositionRoot: { type: AppContainer, file: App/AppContainer.swift, property: container, other: 1 }
rootView: { type: ContentView, file: App/ContentView.swift, property: x }'
'preset: mvvm
style: [1, 2]
mocks: { modules: [ { module: Core, sources: [Sources/Core], output: Tests/CoreTests/Mocks, what: 1 }, [1], { module: App } ] }
check: 5
remote: { client: { type: APIClient, arguments: { a: 1 }, endpointMembers: [path] } }
compositionRoot: "x"'
'- preset
- layered'
'module: App
isolation: mainActor'
'preset: clean
module: Shop
sources: [Sources/Shop, Sources/Core]
tests: Tests/ShopTests
isolation: mainActor
persistence: memory
layout: { useCase: "{sourceRoot}/Domain/{feature}/{name}.swift" }
style: { observation: observable, protocolName: "{name}Protocol", implementationName: "{name}Impl" }
mocks: { output: Tests/ShopTests/Mocks, annotation: "@mockable", flavor: sourcery, markerName: AutoMockable, dropProtocolSuffix: true, markers: [mockable, sourcery], modules: [ { module: Core, sources: [Sources/Core], output: Tests/CoreTests/Mocks } ] }
check: { rules: { view-data-access: error }, exclude: [Sources/Shop/Legacy], layers: { presentation: [UI] }, roles: { viewModel: [Store] } }
remote: { baseURL: "https://api.example.com", keyStyle: snake_case, dates: iso8601, client: { type: APIClient, kind: generic, method: "send(_:as:)", arguments: [request, type], request: URLRequest, returns: T, throws: any Error, file: Sources/Shop/API.swift, property: apiClient, shared: APIClient.shared, keyDecoding: client } }
adopted: true
compositionRoot: { type: AppContainer, file: Sources/Shop/AppContainer.swift, property: container }
rootView: { type: ContentView, file: Sources/Shop/ContentView.swift }'
'preset: features
style:
mocks:
remote:
check:'
'preset: layered
remote: { baseURL: ftp://x, client: { type: A, kind: generic, method: "send(_:)", arguments: [request], request: R, returns: "" , shared: "A.b.c", property: ok } }
mocks: { modules: [] }'
)
for i in "${!configs[@]}"; do
    d=$RUN/config-$i; mkdir -p "$d/Sources/App" "$d/Sources/Shop"; printf '%s\n' "${configs[$i]}" > "$d/.scaffold.yml"
    (cd "$d" && log "$BIN" check --no-cache && log "$BIN" check --no-cache --json && log "$BIN" plan Wallet name:String \
        && log "$BIN" mocks --check && log "$BIN" feature Wallet name:String --dry-run)
done

fi

rm -rf "$OUT"; mv "$RUN" "$OUT"
echo "$(grep -c '^== ' "$OUT/log.txt") commands, $(find "$OUT" -type f ! -name log.txt ! -path '*/cache/*' | wc -l) files in $OUT"
