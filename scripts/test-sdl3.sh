#!/usr/bin/env bash
# JoyStickSDL3, the controls for SDL 3 games: its tests (Tests/SDL3Package, a package of its own, since a test
# program links one SDL) built without a warning and run headless, on SDL 3 from the system when pkg-config
# finds 3.4 or newer, else from scripts/build-sdl3.sh's cache (built once from ../shared/vendor).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --sdl3 || { echo "sdl3: FAILED: cmake, ninja or the X11 headers could not be installed"; exit 1; }
sdl3=$(bash scripts/build-sdl3.sh) || { echo "sdl3: FAILED: SDL 3 could not be had"; exit 1; }
# SwiftPM drops the -L and -rpath of a pkg-config file outside the system's folders: given again here.
link=()
if [ -d "$sdl3/lib/pkgconfig" ]; then
    export PKG_CONFIG_PATH="$sdl3/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    export LD_LIBRARY_PATH="$sdl3/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    link=(-Xlinker -L"$sdl3/lib")
fi
echo "sdl3: SDL $(pkg-config --modversion sdl3) from $(pkg-config --variable=libdir sdl3)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --package-path Tests/SDL3Package --build-tests "${link[@]}" 2>&1 | tee "$log"
swift build --package-path Examples/swift-game-sdl3 "${link[@]}" 2>&1 | tee -a "$log"
if grep -E "^$(pwd)/(Sources|Tests|Examples)/.*: warning:" "$log"; then
    echo "sdl3: FAILED: the build warns (above)"
    exit 1
fi
swift test --package-path Tests/SDL3Package --skip-build "${link[@]}"

echo "sdl3: Examples/swift-game-sdl3 headless: a finger drags its stick right from frame 2"
game=$(swift build --package-path Examples/swift-game-sdl3 --show-bin-path)/SwiftGameSDL3
output=$(timeout -s KILL 60 "$game" --headless 60) || { echo "sdl3: FAILED: the example did not run: $output"; exit 1; }
# As Examples/swift-game on SDL 2: 58 steps of 3 logical pixels from x = 320.
[ "$output" = "player 494.0 180.0" ] || { echo "sdl3: FAILED: expected 'player 494.0 180.0', got '$output'"; exit 1; }
echo "sdl3: the documents' SDL 3 Swift blocks, built against JoyStickSDL3 (scripts/doc-snippets.py swift-sdl3)"
work=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$work"' EXIT
python3 scripts/doc-snippets.py swift-sdl3 "$work/snippets"
mkdir -p "$work/game/Sources/DocSnippets"
cp Examples/swift-game-sdl3/Package.swift "$work/game/"
cp -R Examples/swift-game-sdl3/Sources "$work/game/"
sed -i "s|path: \"../..\"|path: \"$(pwd)\"|" "$work/game/Package.swift"
cp "$work"/snippets/*.swift scripts/doc-snippets/PreludeSDL3.swift "$work/game/Sources/DocSnippets/"
cat >> "$work/game/Package.swift" <<'SWIFT'
package.targets.append(.target(name: "DocSnippets", dependencies: [.product(name: "JoyStickSDL3", package: "joystick-sdl")]))
SWIFT
(cd "$work/game" && swift build --target DocSnippets "${link[@]}") || { echo "sdl3: FAILED: a document's SDL 3 block does not compile"; exit 1; }
for manifest in "$work"/snippets/manifests/*/; do
    [ -d "$manifest" ] || continue
    sed -i "s|.package(url: \"https://github.com/OWNER/joystick-sdl\", from: \"1.0.0\"|.package(name: \"joystick-sdl\", path: \"$(pwd)\"|" \
        "$manifest/Package.swift"
    (cd "$manifest" && swift package dump-package >/dev/null) || { echo "sdl3: FAILED: the manifest at $(cat "$manifest/origin")"; exit 1; }
done
echo "sdl3: the C library for SDL 3: joystick_sdl3.h as joystick_sdl.h makes it, libjoystick-sdl3.so installed"
python3 scripts/make-sdl3-header.py --check
bash scripts/install-c-library.sh "$work/prefix" >/dev/null 2>"$log" || { cat "$log"; echo "sdl3: FAILED: install"; exit 1; }
library=$(readlink -f "$work/prefix/lib/libjoystick-sdl3.so.1")
[ -f "$library" ] || { echo "sdl3: FAILED: no libjoystick-sdl3.so.1 installed"; exit 1; }
size=$(stat -c %s "$library")
[ "$size" -le 1572864 ] || { echo "sdl3: FAILED: libjoystick-sdl3 is $size bytes (at most 1.5 MiB)"; exit 1; }
declared=$(sed -n 's/^extern JS_DECLSPEC .*JSCALL \(js_[a-z0-9_]*\)(.*/\1/p' Sources/JoyStickC/include/joystick_sdl3.h \
    Sources/JoyStickC/private/joystick_sdl_private.h | sort -u)
exported=$(nm -D --defined-only "$library" | awk '$2 == "T" { print $3 }' | sort -u)
[ "$declared" = "$exported" ] || { echo "sdl3: FAILED: the library does not export exactly its headers' functions:"
    diff <(echo "$declared") <(echo "$exported"); exit 1; }
needed=$(readelf -d "$library" | sed -n 's/.*NEEDED.*\[\(.*\)\]/\1/p' | sort | paste -sd' ')
[ "$needed" = "ld-linux-x86-64.so.2 libSDL3.so.0 libc.so.6 libm.so.6" ] \
    || { echo "sdl3: FAILED: the library needs $needed (SDL 3, libc and libm alone)"; exit 1; }
export PKG_CONFIG_PATH="$work/prefix/lib/pkgconfig:$PKG_CONFIG_PATH"
export LD_LIBRARY_PATH="$work/prefix/lib:${LD_LIBRARY_PATH:-}"
# shellcheck disable=SC2046
cc -std=c99 -Wall -Wextra -Werror Tests/CLibrary/sdl3_test.c -I Tests/CLibrary $(pkg-config --cflags --libs joystick-sdl3) \
    -lm -o "$work/sdl3_test" || { echo "sdl3: FAILED: building Tests/CLibrary/sdl3_test.c"; exit 1; }
timeout -s KILL 60 "$work/sdl3_test" || { echo "sdl3: FAILED: Tests/CLibrary/sdl3_test.c"; exit 1; }
# shellcheck disable=SC2046
cc -std=c99 -Wall -Wextra -Werror -DJOYSTICK_SDL3 Tests/CLibrary/private_test.c -I Tests/CLibrary \
    -I Sources/JoyStickC/private $(pkg-config --cflags --libs joystick-sdl3) -o "$work/private_test" \
    || { echo "sdl3: FAILED: building Tests/CLibrary/private_test.c"; exit 1; }
timeout -s KILL 60 "$work/private_test" || { echo "sdl3: FAILED: Tests/CLibrary/private_test.c"; exit 1; }
for compiler in "cc -std=c99 -x c" "g++ -std=c++17 -x c++"; do
    # shellcheck disable=SC2046,SC2086
    $compiler -Wall -Wextra -Werror Examples/c-game-sdl3/game.c $(pkg-config --cflags --libs joystick-sdl3) \
        -o "$work/game3" || { echo "sdl3: FAILED: Examples/c-game-sdl3 does not build with $compiler"; exit 1; }
    output=$(timeout -s KILL 60 "$work/game3" --headless 60) || { echo "sdl3: FAILED: the C game did not run: $output"; exit 1; }
    [ "$output" = "player 494.0 180.0" ] || { echo "sdl3: FAILED: the C game ($compiler) printed '$output'"; exit 1; }
done
# One layout file across both SDLs: edited on SDL 3, then on SDL 2; each loads what the other saved to the same
# places (printed), and writes it back byte for byte (Tests/CLibrary/layout_across.c, built for each).
cc -std=c99 -Wall -Wextra -Werror -DJOYSTICK_SDL3 Tests/CLibrary/layout_across.c \
    $(pkg-config --cflags --libs joystick-sdl3) -o "$work/across3" || { echo "sdl3: FAILED: building layout_across.c for SDL 3"; exit 1; }
cc -std=c99 -Wall -Wextra -Werror Tests/CLibrary/layout_across.c \
    $(pkg-config --cflags --libs joystick-sdl) -o "$work/across2" || { echo "sdl3: FAILED: building layout_across.c for SDL 2"; exit 1; }
across() {   # EXPECTED COMMAND...: runs one, its printed controls EXPECTED
    local output
    output=$(timeout -s KILL 60 "${@:2}" 2>&1) || { echo "sdl3: FAILED: ${*:2}: $output"; exit 1; }
    [ "$output" = "$1" ] || { echo "sdl3: FAILED: ${*:2} printed '$output', not '$1'"; exit 1; }
}
first="move 90.0000 270.0000 120.0000, fire 563.0000 300.0000 72.0000"
second="move 90.0000 270.0000 120.0000, fire 566.0000 300.0000 72.0000"
across "$first" "$work/across3" edit "$work/across.json"
grep -q '"move": {.*"tint": "#FF3B30", "floating": true}' "$work/across.json" \
    || { echo "sdl3: FAILED: the SDL 3 game's layout holds: $(cat "$work/across.json")"; exit 1; }
across "$first" "$work/across2" show "$work/across.json" "$work/across-2.json"
cmp -s "$work/across.json" "$work/across-2.json" \
    || { echo "sdl3: FAILED: SDL 2 wrote the SDL 3 layout back otherwise: $(diff "$work/across.json" "$work/across-2.json")"; exit 1; }
across "$second" "$work/across2" edit "$work/across.json"
grep -q '"move": {.*"tint": "#FF9500", "floating": false}' "$work/across.json" \
    || { echo "sdl3: FAILED: the SDL 2 game's layout holds: $(cat "$work/across.json")"; exit 1; }
across "$second" "$work/across3" show "$work/across.json" "$work/across-3.json"
cmp -s "$work/across.json" "$work/across-3.json" \
    || { echo "sdl3: FAILED: SDL 3 wrote the SDL 2 layout back otherwise: $(diff "$work/across.json" "$work/across-3.json")"; exit 1; }

python3 scripts/doc-snippets.py c-sdl3 "$work/c-snippets"
for snippet in "$work"/c-snippets/*.c; do
    [ -e "$snippet" ] || continue
    # shellcheck disable=SC2046
    cc -std=c99 -Wall -Werror -Wno-unused-variable -Wno-unused-function -c "$snippet" -o "$snippet.o" \
        -I scripts/doc-snippets $(pkg-config --cflags joystick-sdl3) || { echo "sdl3: FAILED: a C block of the SDL 3 documents"; exit 1; }
done
echo "sdl3: passed: libjoystick-sdl3.so.1 ($size bytes, exactly the $(echo "$declared" | wc -l) functions of its header and joystick-run's private ones, needing SDL 3, libc and libm), its C test, Examples/c-game-sdl3 as C99 and C++, one layout file edited on SDL 3 and SDL 2, the documents' SDL 3 C blocks"

echo "sdl3: passed: JoyStickSDL3's tests, its example game and the documents' SDL 3 blocks on SDL $(pkg-config --modversion sdl3)"
