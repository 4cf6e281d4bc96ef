#!/usr/bin/env python3
"""Checks every project #include against the declared layers (layers.txt): a file may include only
its own folder and the folders its folder lists, and each folder lists only folders declared before
it (so the layers form a strict order and no two folders depend on each other).
Usage: check_layers.py ROOT [LAYERS_FILE]. Exit 0 when every include keeps to the layers, 1 otherwise."""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/[^"]+"')


def read_layers(path):
    """Returns [(folder, set of allowed folders)] in declaration order."""
    layers = []
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        folder, _, allowed = line.partition(":")
        layers.append((folder.strip(), set(allowed.split())))
    return layers


def order_errors(layers):
    """Returns a message for each allowed folder that is not declared before the folder allowing it."""
    seen, errors = set(), []
    for folder, allowed in layers:
        for other in sorted(allowed - seen):
            errors.append(f"layers.txt: {folder} may include {other}, which is not declared below it")
        seen.add(folder)
    return errors


def include_errors(root, layers):
    """Returns a message for each #include of a project folder that its file's folder may not use."""
    known = {folder for folder, _ in layers}
    errors = []
    for folder, allowed in layers:
        for dirpath, _, names in os.walk(os.path.join(root, folder)):
            for name in sorted(names):
                if not name.endswith((".h", ".cpp", ".cc")):
                    continue
                path = os.path.join(dirpath, name)
                for number, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
                    m = INCLUDE.match(line)
                    if m and m.group(1) != folder and m.group(1) not in allowed:
                        what = "a folder above it" if m.group(1) in known else "an undeclared folder"
                        errors.append(f"{os.path.relpath(path, root)}:{number}: includes {m.group(1)}/, {what}")
    return errors


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) >= 2 else 2
    root = sys.argv[1]
    layers = read_layers(sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "layers.txt"))
    errors = order_errors(layers) + include_errors(root, layers)
    for e in errors:
        print(e, file=sys.stderr)
    print(f"layers: {len(layers)} folders, {'ok' if not errors else str(len(errors)) + ' violations'}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
