#!/usr/bin/env bash
# `make test-build`: the test product and what its tests run (`swift build --product scaffoldPackageTests`), built by
# SwiftPM in a fixed environment, and not started at all when nothing it is built from changed since it last built here.
# SwiftPM plans the build again whenever its environment differs from the last build's in any variable (even `_`, or a
# new terminal's): it relinks the two plugin tools, runs both plugins and recompiles the modules they generate, about
# 10 s of CPU, where a build with nothing to do costs 0.7 s of CPU and 1 to 2 s of wall time before every `make check`.
# So SwiftPM sees only the variables below, and a build is skipped while no file under the package's folders (nor
# Package.swift, Package.resolved or the folders themselves: an added or deleted file) is newer than the stamp the
# last build here left, made as it started, and that build used the same `swift`.
#   SWIFT=swift Scripts/test-build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
BUNDLE=.build/debug/scaffoldPackageTests.xctest
STAMP=.build/debug/test-build.stamp
INPUTS=(Package.swift Package.resolved Sources Tests Templates Plugins)

environment=()
for name in PATH HOME TMPDIR SDKROOT DEVELOPER_DIR TOOLCHAINS XDG_CACHE_HOME XDG_CONFIG_HOME; do
    [[ -n "${!name:-}" ]] && environment+=("$name=${!name}")
done
toolchain=$(command -v "$SWIFT") && toolchain=$(realpath "$toolchain")

if [[ -f "$STAMP" && -e "$BUNDLE" && -x .build/debug/scaffold && "$(cat "$STAMP")" == "$toolchain" ]] &&
    [[ -z "$(find "${INPUTS[@]}" -newer "$STAMP" -print -quit)" ]]; then
    echo "test-build: nothing changed since the last build (Sources, Tests, Templates, Plugins, Package.*)"
    exit 0
fi
mkdir -p .build
echo "$toolchain" >.build/test-build.stamp.new
env -i "${environment[@]}" "$SWIFT" build --product scaffoldPackageTests
mv .build/test-build.stamp.new "$STAMP"
