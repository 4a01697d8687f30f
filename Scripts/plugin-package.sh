#!/usr/bin/env bash
# Assembles `scaffold-plugins`: the SwiftPM plugins of Plugins/ over a prebuilt scaffold (an artifact bundle), so
# a package that applies them downloads one binary instead of compiling scaffold, swift-syntax and swift-crypto.
#
#   Scripts/plugin-package.sh --output DIR --bundle PATH.artifactbundle     # local: the bundle is copied in
#   Scripts/plugin-package.sh --output DIR --url URL --checksum SHA256      # a release: the zipped bundle's URL
#
# The release workflow publishes DIR as its own repository (a package must be at a repository's root).
set -euo pipefail

output="" bundle="" url="" checksum=""
while (($#)); do
    case "$1" in
        --output) output="$2"; shift 2 ;;
        --bundle) bundle="$2"; shift 2 ;;
        --url) url="$2"; shift 2 ;;
        --checksum) checksum="$2"; shift 2 ;;
        *) echo "plugin-package.sh: unknown argument $1" >&2; exit 64 ;;
    esac
done
if [[ -z "$output" || ( -z "$bundle" && ( -z "$url" || -z "$checksum" ) ) ]]; then
    echo "usage: plugin-package.sh --output DIR (--bundle PATH.artifactbundle | --url URL --checksum SHA256)" >&2
    exit 64
fi
here="$(cd "$(dirname "$0")/.." && pwd)"

rm -rf "$output"
mkdir -p "$output/Plugins"
cp -R "$here/Plugins/ScaffoldMocksCommand" "$here/Plugins/ScaffoldMocksBuildTool" "$output/Plugins/"
if [[ -n "$bundle" ]]; then
    cp -R "$bundle" "$output/scaffold.artifactbundle"
    target='.binaryTarget(name: "ScaffoldBinary", path: "scaffold.artifactbundle")'
else
    target=".binaryTarget(name: \"ScaffoldBinary\", url: \"$url\", checksum: \"$checksum\")"
fi
sed "s|BINARY_TARGET|$target|" "$here/Distribution/ScaffoldPlugins/Package.swift.template" > "$output/Package.swift"
cp "$here/Distribution/ScaffoldPlugins/README.md" "$output/README.md"
echo "$output"
