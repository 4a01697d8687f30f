#!/bin/bash
# Builds and tests a project written by hand (Tests/Fixtures/Review/HandWritten/<preset>) as the end-to-end
# harness builds generated code on Linux: module `Ledger` over the stand-ins, Swift 6, warnings as errors, in one
# isolation mode.
#
#   Scripts/handwritten-check.sh DIR [nonisolated|mainActor] [swift test args…]
#
# The package lives in .build/handwritten/<name>-<mode> and links to DIR's Sources/Ledger and Tests/LedgerTests,
# so a second run compiles only what changed. Needs `make test-build` first (the #Preview stand-in plugin).
set -euo pipefail
DIR=$(cd "$1" && pwd)
MODE=${2:-nonisolated}
shift $(( $# >= 2 ? 2 : 1 ))
ROOT=$(cd "$(dirname "$0")/.." && pwd)
NAME=$(basename "$DIR")
PKG="$ROOT/.build/handwritten/$NAME-$MODE"
PLUGIN="$ROOT/.build/debug/PreviewsMacros"
[ -x "$PLUGIN" ] || { echo "handwritten-check: $PLUGIN is missing: run make test-build first" >&2; exit 2; }
mkdir -p "$PKG/StandIns"
for module in Combine UIKit SwiftUI Localization Accessibility; do
  ln -sfn "$ROOT/Tests/Support/StandIns/$module" "$PKG/StandIns/$module"
done
ln -sfn "$DIR/Sources/Ledger" "$PKG/Ledger"
ln -sfn "$DIR/Tests/LedgerTests" "$PKG/LedgerTests"
LOAD="\"-Xfrontend\", \"-load-plugin-executable\", \"-Xfrontend\", \"$PLUGIN#PreviewsMacros\""
SETTINGS=".unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"Localization\", $LOAD])"
if [ "$MODE" = mainActor ]; then
  SETTINGS=".defaultIsolation(MainActor.self), .enableUpcomingFeature(\"NonisolatedNonsendingByDefault\"), .enableUpcomingFeature(\"InferIsolatedConformances\"), $SETTINGS"
fi
STANDINS='"SwiftUI", "Combine", "UIKit", "Localization", "Accessibility"'
cat > "$PKG/Package.swift.new" <<EOF
// swift-tools-version: 6.2
// Written by Scripts/handwritten-check.sh around a project written by hand.
import PackageDescription

let package = Package(
    name: "Handwritten",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [
        .target(name: "Combine", path: "StandIns/Combine"),
        .target(name: "UIKit", path: "StandIns/UIKit"),
        .target(name: "Accessibility", path: "StandIns/Accessibility"),
        .target(name: "SwiftUI", dependencies: ["Combine", "UIKit"], path: "StandIns/SwiftUI", swiftSettings: [.unsafeFlags([$LOAD])]),
        .target(name: "Localization", path: "StandIns/Localization"),
        .target(name: "Ledger", dependencies: [$STANDINS], path: "Ledger", swiftSettings: [$SETTINGS]),
        .testTarget(name: "LedgerTests", dependencies: ["Ledger", $STANDINS], path: "LedgerTests", swiftSettings: [$SETTINGS]),
    ],
    swiftLanguageModes: [.v6]
)
EOF
# Rewritten only when it changes, so SwiftPM keeps its build plan.
cmp -s "$PKG/Package.swift.new" "$PKG/Package.swift" && rm "$PKG/Package.swift.new" || mv "$PKG/Package.swift.new" "$PKG/Package.swift"
cd "$PKG"
export TMPDIR="$PKG/.tmp"; mkdir -p "$TMPDIR"
status=0
swift build --build-tests -Xswiftc -warnings-as-errors -Xswiftc -gnone > build.log 2>&1 || status=$?
grep -Ev '^\[[0-9]+/[0-9]+\] (Compiling|Emitting|Write|Wrapping|Planning|Linking|Applying)' build.log | tail -80
[ $status = 0 ] || { echo "handwritten-check: build failed ($NAME, $MODE)" >&2; exit 1; }
status=0
swift test --skip-build "$@" > test.log 2>&1 || status=$?
grep -Ev "^Test Case .* (started|passed)|^Test Suite .*(started|passed)|^\[" test.log | tail -60
exit $status
