#!/usr/bin/env python3
"""Writes a corpus for timing `scaffold check`: an app of FILES Swift files shaped like what scaffold generates.

The feature files of a golden tree (Tests/Fixtures/Golden/<preset>/Sources/App, composition root left out) are
copied over and over with their feature names numbered (Wallet -> Wallet17), until FILES files exist. Every
50th copy's list view reads UserDefaults itself, so the run also has findings to report.

    python3 Scripts/check_corpus.py Tests/Fixtures/Golden/layered/Sources/App /tmp/corpus/Sources/App 5000
"""
import os
import re
import sys


def feature_files(source):
    files = []
    for folder, _, names in os.walk(source):
        relative = os.path.relpath(folder, source)
        if relative.split(os.sep)[0] == "App":
            continue
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    files.append((os.path.join(relative, name), handle.read()))
    return files


def main():
    source, output, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    files = feature_files(source)
    names = sorted({match for _, text in files for match in re.findall(r"\b(Wallet|Reminder)\b", text)})
    pattern = re.compile(r"(Wallet|Reminder|wallet|reminder)")
    written = 0
    copy = 0
    while written < count:
        copy += 1
        for relative, text in files:
            if written == count:
                break
            renamed = pattern.sub(lambda m: m.group(1) + str(copy), text)
            path = pattern.sub(lambda m: m.group(1) + str(copy), relative)
            if copy % 50 == 0 and path.endswith("ListView.swift"):
                renamed = renamed.replace("    var body: some View {\n", "    var body: some View {\n        let _ = UserDefaults.standard\n", 1)
            target = os.path.join(output, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as handle:
                handle.write(renamed)
            written += 1
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(output) for f in fs)
    print(f"{written} files, {size / 1e6:.1f} MB, {copy} copies of {len(files)} feature files ({', '.join(names)})")


if __name__ == "__main__":
    main()
