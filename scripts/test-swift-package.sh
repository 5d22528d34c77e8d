#!/usr/bin/env bash
# The Swift package as a game uses it: Examples/swift-game copied outside the checkout, depending on it by
# path with `traits: []`, built together with every Swift code block of the README and the DocC articles
# (scripts/doc-snippets.py), and the manifests they show checked by SwiftPM; then the game run headless from
# an empty folder (no Assets/ anywhere near it), its output and its screenshot checked.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "swift-package: FAILED: $*" >&2; exit 1; }

mkdir -p "$work/swift-game"
cp -R Examples/swift-game/Package.swift Examples/swift-game/Sources "$work/swift-game/"
sed -i "s|path: \"../..\"|path: \"$checkout\"|" "$work/swift-game/Package.swift"
grep -q "path: \"$checkout\"" "$work/swift-game/Package.swift" || fail "could not point the example at $checkout"

# The documentation's code, as one more target of the copied game.
python3 scripts/doc-snippets.py swift "$work/snippets"
mkdir -p "$work/swift-game/Sources/DocSnippets"
cp "$work"/snippets/*.swift scripts/doc-snippets/Prelude.swift "$work/swift-game/Sources/DocSnippets/"
cat >> "$work/swift-game/Package.swift" <<'SWIFT'
package.targets.append(.target(name: "DocSnippets", dependencies: [
    .product(name: "JoyStickSDL", package: "joystick-sdl"),
    .product(name: "JoyStickEngine", package: "joystick-sdl"),
    .product(name: "JoyStickReplay", package: "joystick-sdl"),
]))
SWIFT

echo "swift-package: building Examples/swift-game and the documentation's Swift blocks outside the checkout"
(cd "$work/swift-game" && swift build) || fail "the example or a documentation block does not compile"
[ ! -d "$work/swift-game/.build/checkouts/swift-argument-parser" ] \
    || fail "traits: [] still fetched swift-argument-parser"

for manifest in "$work"/snippets/manifests/*/; do
    [ -d "$manifest" ] || continue
    origin=$(cat "$manifest/origin")
    # A documented URL stands for this checkout: check the manifest, not the network.
    sed -i "s|.package(url: \"https://github.com/OWNER/joystick-sdl\", from: \"1.0.0\"|.package(name: \"joystick-sdl\", path: \"$checkout\"|" \
        "$manifest/Package.swift"
    (cd "$manifest" && swift package dump-package >/dev/null) || fail "the manifest at $origin is not valid"
done

echo "swift-package: a game that imports JoyStickSDL alone (no Foundation) links and runs"
one=$(cd "$work/swift-game" && "$(swift build --show-bin-path)/OneImport") || fail "OneImport did not run: $one"
# A finger dragged right one pixel a frame for 59 frames: the stick points right, 59/60 of its travel.
[ "$one" = "angle 90.0 displacement 0.9833333333333333 x 178.5" ] || fail "OneImport printed '$one'"

echo "swift-package: running it headless from a folder with no Assets/"
mkdir -p "$work/run"
cat > "$work/run/drag.txt" <<'SCRIPT'
window: 640x360
frames: 60
0   touch-down  1  90 270
2   touch-move  1  150 270
SCRIPT
binary=$(cd "$work/swift-game" && swift build --show-bin-path)/SwiftGame
output=$(cd "$work/run" && "$binary" --headless 60 --script drag.txt --screenshot frame.png) \
    || fail "the game did not run: $output"
# Pushed right from frame 2: 58 steps of 3 logical pixels from x = 320.
[ "$output" = "player 494.0 180.0" ] || fail "expected 'player 494.0 180.0', got '$output'"
python3 scripts/png-pixels.py "$work/run/frame.png" 150,270 35,270 320,100 > "$work/pixels"
# shellcheck disable=SC2046
python3 - $(cat "$work/pixels") <<'PY' || fail "the stick is not drawn as expected: $(cat "$work/pixels")"
import sys
handle, base, background = (tuple(int(v) for v in p.split(",")) for p in sys.argv[1:])
# The handle, colour-filled (80, 200, 255) and darkened to 85% while held, where the finger is.
assert handle[2] > 180 and handle[0] < 100, handle
# The base's rim, drawn over the background (24, 28, 40).
assert base != background and sum(base[:3]) > sum(background[:3]) + 60, (base, background)
assert background[:3] == (24, 28, 40), background
PY
echo "swift-package: passed: the example and every documentation block build against the package; the game runs with no asset folder and draws its stick"
