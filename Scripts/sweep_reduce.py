#!/usr/bin/env python3
"""Reduce a failing sweep batch to a minimal one that still fails the same way (CONTRIBUTING.md, "The sweep").

    python3 Scripts/sweep_reduce.py .build/sweep-failures/s1-b7 [--out Tests/Fixtures/Sweep/NAME] [--module NAME]

A batch folder holds `.scaffold.yml` and `specs/NN-Name.yml` (what `make sweep` keeps of a failing batch). Each
candidate is a copy with parts removed, replayed through the suite package (`FullSweepTests` with
`SCAFFOLD_SWEEP_REPLAY`), which writes a verdict: the stage it stopped at (refused, crashed, compile, tests) and
the lines that say how. A candidate "fails the same way" when it stops at the original stage with the original's
first signature line. Removal is delta debugging over the YAML node tree (the scalars keep their quoting, so
`now` stays the keyword and `"now"` text): whole specs, then operations, fields, rules, list entries and keys,
first in halves, then one at a time, until nothing more can go.

Needs PyYAML and a built test bundle (`make test-build`). Runs outside CI; each candidate is an incremental build
of one module (about a minute on two cores).
"""
import argparse
import copy
import os
import shutil
import subprocess
import sys
import tempfile
import time

import yaml
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Keys a spec or `.scaffold.yml` cannot lose without being refused for it: never tried.
REQUIRED = {("spec", "feature"), ("spec", "fields"), ("field", "name"), ("field", "type"), ("operation", "name"),
            ("config", "preset"), ("config", "module"), ("config", "isolation")}


class Batch:
    """The configuration node and the spec nodes, by file name, in generation order."""

    def __init__(self, config, specs):
        self.config = config
        self.specs = specs  # [(file name, node)]

    @staticmethod
    def load(folder):
        with open(os.path.join(folder, ".scaffold.yml")) as handle:
            config = yaml.compose(handle)
        names = sorted(n for n in os.listdir(os.path.join(folder, "specs")) if n.endswith(".yml"))
        specs = []
        for name in names:
            with open(os.path.join(folder, "specs", name)) as handle:
                specs.append((name, yaml.compose(handle)))
        return Batch(config, specs)

    def write(self, folder, header):
        os.makedirs(os.path.join(folder, "specs"), exist_ok=True)
        for name in os.listdir(os.path.join(folder, "specs")):
            os.remove(os.path.join(folder, "specs", name))
        with open(os.path.join(folder, ".scaffold.yml"), "w") as handle:
            handle.write(f"# {header}\n" + yaml.serialize(self.config, width=1000))
        for name, node in self.specs:
            with open(os.path.join(folder, "specs", name), "w") as handle:
                handle.write(f"# {header}\n" + yaml.serialize(node, width=1000))

    def size(self):
        return sum(count_nodes(node) for _, node in self.specs) + count_nodes(self.config)


def count_nodes(node):
    if isinstance(node, MappingNode):
        return 1 + sum(count_nodes(v) for _, v in node.value)
    if isinstance(node, SequenceNode):
        return 1 + sum(count_nodes(v) for v in node.value)
    return 1


def role(parent_role, key):
    """What a mapping is, from where it sits: a spec, a field, an operation, or something inside them."""
    if parent_role == "spec" and key == "fields":
        return "field"
    if parent_role == "spec" and key == "operations":
        return "operation"
    return "other"


def removals(batch):
    """Every single removal as a path: ("spec", i) drops a spec file; ("node", i, steps) drops the entry the steps
    lead to, where spec index -1 is `.scaffold.yml` and a step is a mapping key or a sequence index."""
    result = [("spec", i) for i in range(len(batch.specs))]

    def walk(node, spec, steps, node_role):
        if isinstance(node, MappingNode):
            for key_node, value in node.value:
                key = key_node.value
                if (node_role, key) not in REQUIRED:
                    result.append(("node", spec, steps + [key]))
                child_role = role(node_role, key)
                walk(value, spec, steps + [key], child_role if child_role != "other" else "other")
        elif isinstance(node, SequenceNode):
            for index, value in enumerate(node.value):
                result.append(("node", spec, steps + [index]))
                walk(value, spec, steps + [index], node_role)

    walk(batch.config, -1, [], "config")
    for index, (_, node) in enumerate(batch.specs):
        walk(node, index, [], "spec")
    return result


def apply(batch, paths):
    """A copy of the batch without the entries at `paths` (deepest and last first, so indices stay valid)."""
    result = copy.deepcopy(batch)
    drops = sorted((p[1] for p in paths if p[0] == "spec"), reverse=True)
    nodes = sorted((p for p in paths if p[0] == "node"), key=lambda p: (p[1], [str(s).zfill(6) if isinstance(s, int) else s for s in p[2]]), reverse=True)
    for _, spec, steps in nodes:
        root = result.config if spec == -1 else result.specs[spec][1]
        parent = root
        for step in steps[:-1]:
            parent = child(parent, step)
            if parent is None:
                break
        if parent is None:
            continue
        last = steps[-1]
        if isinstance(parent, MappingNode):
            parent.value = [(k, v) for k, v in parent.value if k.value != last]
        elif isinstance(parent, SequenceNode) and last < len(parent.value):
            del parent.value[last]
    for index in drops:
        del result.specs[index]
    return result


def child(node, step):
    if isinstance(node, MappingNode):
        for key, value in node.value:
            if key.value == step:
                return value
        return None
    if isinstance(node, SequenceNode) and isinstance(step, int) and step < len(node.value):
        return node.value[step]
    return None


class Oracle:
    """Replays a candidate through FullSweepTests in its own suite packages, and caches verdicts by content."""

    def __init__(self, work, timeout):
        self.work = work
        self.timeout = timeout
        self.cache = {}
        self.runs = 0

    def verdict(self, batch):
        folder = os.path.join(self.work, "candidate")
        if os.path.exists(folder):
            shutil.rmtree(folder)
        batch.write(folder, "candidate")
        key = snapshot(folder)
        if key in self.cache:
            return self.cache[key]
        isolation = next(v.value for k, v in batch.config.value if k.value == "isolation")
        mode = "DefaultIsolation" if isolation == "nonisolated" else "ApproachableConcurrency"
        record = os.path.join(self.work, "verdict.txt")
        if os.path.exists(record):
            os.remove(record)
        env = dict(os.environ, SCAFFOLD_SWEEP_REPLAY=folder, SCAFFOLD_SWEEP_VERDICT=record,
                   SCAFFOLD_SUITE_PARTS="sweep-full",
                   SCAFFOLD_SUITE_PACKAGES=os.path.join(ROOT, ".build", "sweep-reduce-packages"))
        started = time.time()
        subprocess.run(["swift", "test", "--skip-build", "--filter", f"FullSweepTests/testEveryBatchBuildsAndPassesWith{mode}"],
                       cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=self.timeout)
        self.runs += 1
        if os.path.exists(record):
            with open(record) as handle:
                lines = handle.read().splitlines()
            result = (lines[0], lines[1:])
        else:
            result = ("other", ["no verdict written"])
        print(f"    candidate {self.runs}: {result[0]} ({time.time() - started:.0f} s, {batch.size()} nodes)", flush=True)
        self.cache[key] = result
        return result


def snapshot(folder):
    parts = []
    for base, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            with open(os.path.join(base, name)) as handle:
                parts.append(name + "\0" + handle.read())
    return "\0\0".join(parts)


def depth(path):
    """0 for a spec file, then how deep the entry sits: 1 a field, an operation or a top-level key, 2 a key of a
    field or operation, 3 an entry of a list inside one (a rule, a `sets:` entry)."""
    return 0 if path[0] == "spec" else len(path[2])


def reduce(batch, oracle, target):
    """Delta debugging, level by level (specs, then fields and operations, then their keys, then list entries):
    remove chunks of a level's removals, halving the chunk when none can go; again until nothing more can."""
    def same(candidate):
        status, signature = oracle.verdict(candidate)
        return status == target[0] and (not target[1] or any(target[1][0] in line for line in signature))

    while True:
        before = batch.size()
        for level in range(0, 5):
            paths = [p for p in removals(batch) if min(depth(p), 4) == level]
            chunk = max(1, len(paths) // 2)
            while paths:
                start = 0
                progressed = False
                while start < len(paths):
                    candidate = apply(batch, paths[start:start + chunk])
                    if candidate.specs and same(candidate):
                        batch = candidate
                        paths = [p for p in removals(batch) if min(depth(p), 4) == level]
                        progressed = True
                        print(f"  level {level}: kept a removal of {chunk}: {batch.size()} nodes left", flush=True)
                    else:
                        start += chunk
                if chunk == 1 and not progressed:
                    break
                chunk = max(1, chunk // 2) if chunk > 1 else 1
        if batch.size() == before:
            return batch


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("batch", help="a batch folder (.scaffold.yml and specs/)")
    parser.add_argument("--out", help="where the reduced batch goes (default: <batch>-reduced)")
    parser.add_argument("--module", help="the module name the reduced batch's .scaffold.yml gives")
    parser.add_argument("--timeout", type=int, default=3600, help="seconds one candidate may take")
    parser.add_argument("--signature", help="the failure to keep, when the batch fails in several ways: text of one of its "
                        "signature lines (a compiler error, a failing test's name); default: its first line")
    args = parser.parse_args()

    batch = Batch.load(args.batch)
    out = args.out or args.batch.rstrip("/") + "-reduced"
    if args.module:
        for key, value in batch.config.value:
            if key.value == "module":
                value.value = args.module
    work = tempfile.mkdtemp(prefix="sweep-reduce-")
    oracle = Oracle(work, args.timeout)
    print(f"reducing {args.batch}: {len(batch.specs)} specs, {batch.size()} nodes", flush=True)
    target = oracle.verdict(batch)
    if target[0] == "passed":
        sys.exit(f"{args.batch} passes as written: nothing to reduce")
    if args.signature:
        chosen = [line for line in target[1] if args.signature in line]
        if not chosen:
            sys.exit(f"no signature line of {args.batch} contains {args.signature!r}: {target[1]}")
        target = (target[0], [chosen[0]])
    print(f"it fails: {target[0]}: {target[1][:1]}", flush=True)
    reduced = reduce(batch, oracle, target)
    final = oracle.verdict(reduced)
    reduced.write(out, f"reduced by Scripts/sweep_reduce.py from {os.path.basename(args.batch.rstrip('/'))}: {final[0]}: "
                  + (final[1][0] if final[1] else ""))
    with open(os.path.join(out, "failure.txt"), "w") as handle:
        handle.write("\n".join([final[0]] + final[1]) + "\n")
    print(f"reduced to {len(reduced.specs)} specs, {reduced.size()} nodes in {oracle.runs} runs: {out}")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
