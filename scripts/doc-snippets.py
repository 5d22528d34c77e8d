#!/usr/bin/env python3
"""Extracts the code blocks of README.md and the DocC articles so that CI compiles every one of them.

    python3 scripts/doc-snippets.py swift OUTDIR       # one Swift file per document, plus manifests
    python3 scripts/doc-snippets.py swift-sdl3 OUTDIR  # the same for the documents about SDL 3 alone
    python3 scripts/doc-snippets.py c OUTDIR           # one C file per C block
    python3 scripts/doc-snippets.py c-sdl3 OUTDIR      # the same for the documents about SDL 3 alone

A document whose file name has "SDL3" in it is about the controls on SDL 3: its Swift blocks import
JoyStickSDL3 and its C blocks joystick_sdl3.h, and scripts/test-sdl3.sh compiles them (preludes:
scripts/doc-snippets/PreludeSDL3.swift, prelude3.h); the others' are compiled against SDL 2 by
scripts/test-swift-package.sh and scripts/test-c-library.sh.

Swift: the blocks of a document become one function, each block nested in the one before (`do { ... }`), so
a block sees what earlier blocks declared and may declare a name again; its imports go to the top of the file.
`#sourceLocation` points compiler
errors at the document's own lines. What the documents use without declaring (the game's own `player`, the
`renderer` of a README excerpt) is declared in scripts/doc-snippets/Prelude.swift. A block that is a
package manifest (it starts with `// swift-tools-version`), or a fragment of one (`.package(` and `.product(`
lines), is written to OUTDIR/manifests/N/Package.swift for `swift package dump-package`.

C: each block becomes the body of a function that sees scripts/doc-snippets/prelude.h, except a block that
starts with `static` (a callback and the variables it reads, say): that one is file-scope code, compiled as it
is, and the document's later C blocks see it.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def documents():
    yield "README.md"
    sources = os.path.join(ROOT, "Sources")
    for target in sorted(os.listdir(sources)):
        for entry in sorted(os.listdir(os.path.join(sources, target))):
            if entry.endswith(".docc"):
                folder = os.path.join(sources, target, entry)
                for name in sorted(os.listdir(folder)):
                    if name.endswith(".md"):
                        yield os.path.relpath(os.path.join(folder, name), ROOT)


def blocks(path, language):
    """(first line number, text) of each fenced block in `language`."""
    found, current, start = [], None, 0
    with open(os.path.join(ROOT, path)) as f:
        for number, line in enumerate(f, 1):
            fence = line.strip()
            if current is None and fence == "```" + language:
                current, start = [], number + 1
            elif current is not None and fence == "```":
                found.append((start, "".join(current)))
                current = None
            elif current is not None:
                current.append(line)
    if current is not None:
        sys.exit("%s:%d: a ``` block that never ends" % (path, start - 1))
    return found


def manifest_fragment(text):
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines and all(line.startswith((".package(", ".product(")) for line in lines)


def manifest_from_fragment(text):
    packages, products = [], []
    for line in text.splitlines():
        code = re.sub(r"\s+//.*$", "", line).strip()     # a trailing comment, not the URL's //
        if code.startswith(".package("):
            packages.append(code)
        elif code.startswith(".product("):
            products.append(code)
    return """// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "fragment",
    dependencies: [
        %s
    ],
    targets: [
        .executableTarget(name: "Game", dependencies: [
            %s
        ]),
    ]
)
""" % ("\n        ".join(packages), "\n            ".join(products))


def is_sdl3(path):
    return "SDL3" in os.path.basename(path)


def swift(out, sdl3=False):
    manifests = 0
    os.makedirs(out, exist_ok=True)
    for path in documents():
        if is_sdl3(path) != sdl3:
            continue
        found = blocks(path, "swift")
        code = []
        for start, text in found:
            if text.startswith("// swift-tools-version") or manifest_fragment(text):
                manifests += 1
                folder = os.path.join(out, "manifests", str(manifests))
                os.makedirs(os.path.join(folder, "Sources", "Game"), exist_ok=True)
                with open(os.path.join(folder, "Package.swift"), "w") as f:
                    f.write(text if text.startswith("// swift-tools-version") else manifest_from_fragment(text))
                with open(os.path.join(folder, "Sources", "Game", "main.swift"), "w") as f:
                    f.write("")
                with open(os.path.join(folder, "origin"), "w") as f:
                    f.write("%s:%d\n" % (path, start))
                continue
            code.append((start, text))
        if not code:
            continue
        name = re.sub(r"[^A-Za-z0-9]", "_", path)
        imports = {"import JoyStickSDL3" if sdl3 else "import JoyStickSDL", "import JoyStickEngine"}
        imports.update(line.strip() for _, text in code for line in text.splitlines() if line.startswith("import "))
        lines = sorted(imports) + ["", "@MainActor", "func %s() throws {" % name]
        for start, text in code:
            lines.append("do {")
            lines.append('#sourceLocation(file: "%s", line: %d)' % (os.path.join(ROOT, path), start))
            lines.extend(line if not line.startswith("import ") else "" for line in text.splitlines())
            lines.append("#sourceLocation()")
        lines.extend("}" for _ in code)
        lines.append("}")
        with open(os.path.join(out, name + ".swift"), "w") as f:
            f.write("\n".join(lines) + "\n")
    return manifests


def c(out, sdl3=False):
    os.makedirs(out, exist_ok=True)
    count = 0
    prelude = "prelude3.h" if sdl3 else "prelude.h"
    for path in documents():
        if is_sdl3(path) != sdl3:
            continue
        file_scope = []                                   # this document's `static` blocks so far
        for start, text in blocks(path, "c"):
            count += 1
            at_file_scope = text.startswith("static")
            if at_file_scope:
                file_scope.append((start, text))
            with open(os.path.join(out, "snippet%d.c" % count), "w") as f:
                f.write('#include "%s"\n\n' % prelude)
                for scope_start, scope_text in file_scope:
                    f.write('#line %d "%s"\n' % (scope_start, os.path.join(ROOT, path)))
                    f.write(scope_text)
                if at_file_scope:
                    continue
                f.write("void snippet%d(SDL_Renderer *renderer);\n" % count)
                f.write("void snippet%d(SDL_Renderer *renderer) {\n" % count)
                f.write('#line %d "%s"\n' % (start, os.path.join(ROOT, path)))
                f.write(text)
                f.write("}\n")
    return count


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("swift", "swift-sdl3", "c", "c-sdl3"):
        sys.exit(__doc__)
    if sys.argv[1] in ("swift", "swift-sdl3"):
        swift(sys.argv[2], sdl3=sys.argv[1] == "swift-sdl3")
    else:
        c(sys.argv[2], sdl3=sys.argv[1] == "c-sdl3")


if __name__ == "__main__":
    main()
