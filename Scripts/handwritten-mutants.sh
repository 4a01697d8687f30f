#!/bin/bash
# Applies each mutant of Tests/Fixtures/Review/mutants.py alone to a copy of a hand-written project and runs its tests
# (Scripts/handwritten-check.sh, default isolation): each must make a test fail. Prints one line per mutant.
#   Scripts/handwritten-mutants.sh [DIR] [NAME...]
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SRC=$(cd "${1:-$ROOT/Tests/Fixtures/Review/HandWritten/layered}" && pwd)
shift || true
COPY="$ROOT/.build/handwritten-mutants/$(basename "$SRC")"
rm -rf "$COPY"; mkdir -p "$(dirname "$COPY")"; cp -r "$SRC" "$COPY"
LIST="$ROOT/Tests/Fixtures/Review/mutants.py"
names=("$@")
[ ${#names[@]} -gt 0 ] || mapfile -t names < <(python3 -c "import runpy; [print(m[0]) for m in runpy.run_path('$LIST')['M']]")
killed=0
for name in "${names[@]}"; do
  rm -rf "$COPY/Sources"; cp -r "$SRC/Sources" "$COPY/Sources"
  python3 - "$LIST" "$name" "$COPY/Sources/Ledger" <<'PY' || exit 2
import runpy, sys
mutants = runpy.run_path(sys.argv[1])['M']
name, folder = sys.argv[2], sys.argv[3]
m = [x for x in mutants if x[0] == name][0]
path = folder + '/' + m[1]; text = open(path).read()
if text.count(m[2]) != 1: sys.exit(f'{name}: the text to change occurs {text.count(m[2])} times in {m[1]}')
open(path, 'w').write(text.replace(m[2], m[3]))
PY
  out=$("$ROOT/Scripts/handwritten-check.sh" "$COPY" nonisolated 2>&1)
  log="$ROOT/.build/handwritten/$(basename "$COPY")-nonisolated/test.log"
  failed=$(grep -E "^Test Case '.*' failed" "$log" 2>/dev/null | head -2 | sed -E "s/Test Case '([^']*)' failed.*/\1/" | tr '\n' ' ')
  if echo "$out" | grep -q "build failed"; then echo "$name: does not build"
  elif [ -n "$failed" ]; then echo "$name: killed by $failed"; killed=$((killed + 1))
  else echo "$name: SURVIVED"; fi
done
echo "$killed/${#names[@]} killed"
