#!/usr/bin/env python3
"""Lists every function of the product's folders longer than the limit (default 60 lines, from the
line of its opening brace's declaration to its closing brace). A function is a top-level or
namespace-level brace block whose header ends in ')' (optionally followed by const, noexcept,
override or an initializer list); lambdas and class bodies are not functions of their own.
Usage: check_function_length.py ROOT [--max N] [FOLDER...]. Exit 0 when none is longer, 1 otherwise."""
import os
import re
import sys

PRODUCT = ["judge", "oracle", "support", "validator", "board", "generators", "grader", "package",
           "adequacy", "tools", "fuzz", "props", "bench"]
HEADER_END = re.compile(r"\)\s*(const\s*)?(noexcept\s*)?(override\s*)?(->\s*[\w:<>&*\s]+)?$|\)\s*:\s*[\w:(){}, ]*$")


def strip(text):
    """Returns text with comments, strings and character literals blanked (line breaks kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (min(j, n) - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def long_functions(path, limit):
    """Returns (name line, length) for each function of the file longer than limit lines."""
    text = strip(open(path, encoding="utf-8", errors="replace").read())
    found, depth, stack = [], 0, []
    line = 1
    for i, c in enumerate(text):
        if c == "\n":
            line += 1
        elif c == "{":
            head = text[max(0, i - 300):i].rstrip()
            is_function = bool(HEADER_END.search(head)) and not any(kind == "function" for kind, _ in stack)
            stack.append(("function" if is_function else "block", line))
        elif c == "}" and stack:
            kind, start = stack.pop()
            if kind == "function" and line - start + 1 > limit:
                found.append((start, line - start + 1))
    return found


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if args else 2
    root, limit, folders = args[0], 60, []
    rest = args[1:]
    while rest:
        if rest[0] == "--max":
            limit, rest = int(rest[1]), rest[2:]
        else:
            folders.append(rest[0])
            rest = rest[1:]
    bad = 0
    for folder in folders or PRODUCT:
        for dirpath, _, names in os.walk(os.path.join(root, folder)):
            for name in sorted(names):
                if name.endswith((".cpp", ".h")):
                    path = os.path.join(dirpath, name)
                    for start, length in long_functions(path, limit):
                        print(f"{os.path.relpath(path, root)}:{start}: a function of {length} lines (at most {limit})")
                        bad += 1
    print(f"function length: {bad} over {limit} lines")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
