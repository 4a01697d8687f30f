#!/usr/bin/env bash
# Assembles a SwiftPM artifact bundle of the scaffold executable (SE-0305), as SwiftLint and SwiftFormat ship theirs:
#
#   Scripts/artifactbundle.sh --output DIR [--version V] [--zip] BINARY[=TRIPLE,TRIPLE…]…
#
# Each BINARY becomes one variant, `scaffold-V-TRIPLE/bin/scaffold` (named by its first triple), for the triples
# after `=` (default: this machine's, such as x86_64-unknown-linux-gnu or arm64-apple-macosx). DIR must end in
# `.artifactbundle`; with --zip, DIR.zip is written too and its SwiftPM checksum (SHA-256) printed, for a
# `.binaryTarget(url:checksum:)`.
set -euo pipefail

output="" version="" zip=0 variants=()
while (($#)); do
    case "$1" in
        --output) output="$2"; shift 2 ;;
        --version) version="$2"; shift 2 ;;
        --zip) zip=1; shift ;;
        -*) echo "artifactbundle.sh: unknown option $1" >&2; exit 64 ;;
        *) variants+=("$1"); shift ;;
    esac
done
if [[ -z "$output" || ${#variants[@]} -eq 0 || "$output" != *.artifactbundle ]]; then
    echo "usage: artifactbundle.sh --output DIR.artifactbundle [--version V] [--zip] BINARY[=TRIPLE,…]…" >&2
    exit 64
fi
here="$(cd "$(dirname "$0")/.." && pwd)"
if [[ -z "$version" ]]; then
    version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$here/Sources/ScaffoldCore/ScaffoldVersion.swift")
fi

host_triple() {
    local arch
    arch=$(uname -m)
    case "$(uname -s)" in
        Darwin) [[ "$arch" == "arm64" ]] && echo "arm64-apple-macosx" || echo "x86_64-apple-macosx" ;;
        *) [[ "$arch" == "arm64" ]] && arch=aarch64; echo "$arch-unknown-linux-gnu" ;;
    esac
}

rm -rf "$output"
mkdir -p "$output"
entries=()
for variant in "${variants[@]}"; do
    binary="${variant%%=*}"
    triples="$(host_triple)"
    [[ "$variant" == *=* ]] && triples="${variant#*=}"
    [[ -x "$binary" ]] || { echo "artifactbundle.sh: $binary is not an executable" >&2; exit 66; }
    folder="scaffold-$version-${triples%%,*}"
    install -d "$output/$folder/bin"
    install -m 755 "$binary" "$output/$folder/bin/scaffold"
    quoted=$(printf '"%s", ' ${triples//,/ })
    entries+=("        { \"path\": \"$folder/bin/scaffold\", \"supportedTriples\": [${quoted%, }] }")
done

{
    echo '{'
    echo '  "schemaVersion": "1.0",'
    echo '  "artifacts": {'
    echo '    "scaffold": {'
    echo "      \"version\": \"$version\","
    echo '      "type": "executable",'
    echo '      "variants": ['
    for i in "${!entries[@]}"; do
        [[ $i -lt $((${#entries[@]} - 1)) ]] && echo "${entries[$i]}," || echo "${entries[$i]}"
    done
    echo '      ]'
    echo '    }'
    echo '  }'
    echo '}'
} > "$output/info.json"

if ((zip)); then
    parent="$(cd "$(dirname "$output")" && pwd)"
    name="$(basename "$output")"
    rm -f "$parent/$name.zip"
    (cd "$parent" && zip -qry "$name.zip" "$name")
    if command -v sha256sum >/dev/null; then sum=$(sha256sum "$parent/$name.zip"); else sum=$(shasum -a 256 "$parent/$name.zip"); fi
    echo "checksum: ${sum%% *}"
fi
echo "$output"
