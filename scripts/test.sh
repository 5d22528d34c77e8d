#!/usr/bin/env bash
# The whole test suite: what CI (.ci/run) runs and what the README's test command runs.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== 1.0's names: no document, example, test or benchmark uses a name 0.x dropped"
bash scripts/check-names.sh

echo "== the library's unsafe constructs: none (@exclusivity(unchecked), _withUnsafeGuaranteedRef, unowned(unsafe), Unmanaged outside the C layer)"
bash scripts/check-unsafe.sh
echo "== the per-event stored properties: every access proved exclusive at compile time, none checked at run time"
bash scripts/check-exclusivity.sh

echo "== the library's boundary: files through one layer per language; JoyStickEngine, JoyStickLayout, JoyStickControls, JoyStickSDL and JoyStickC compiled as Embedded Swift, each on its own"
bash scripts/check-file-access.sh
# A module that steps out of Embedded Swift fails here, named, before anything else is built; the install
# below reuses these compiles (scripts/build-c-library.sh keeps what is up to date).
bash scripts/build-c-library.sh --embedded-only

echo "== unit, SDL and gameplay tests (among them, the autoplayer wins every shipped level through the on-screen sticks)"
# No warning from our own sources, tests included (a clean clone compiles every file, so CI sees them all).
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
swift build --build-tests 2>&1 | tee "$build_log"
if grep -E "^$(pwd)/(Sources|Tests|Examples)/.*: warning:" "$build_log"; then
    echo "== FAILED: the build warns (above)"
    exit 1
fi
swift test --skip-build

echo "== the C library: installed, its API test, the example C game as C99 and C++, the docs' C blocks"
# One build and one installation, as a user makes it, for every step that uses the library (its own tests,
# the examples, joystick-run, the window test).
prefix=$(mktemp -d)
trap 'rm -f "$build_log"; rm -rf "$prefix"' EXIT
# With SDL 3 (the system's, or built once into a cache from ../shared/vendor): the installation then holds the C
# library for SDL 3 too, and an overlay that takes SDL3 games.
bash scripts/install-deps.sh --sdl3 || { echo "== FAILED: cmake, ninja or the X11 headers for SDL 3 could not be installed"; exit 1; }
sdl3=$(bash scripts/build-sdl3.sh) || { echo "== FAILED: SDL 3 could not be had"; exit 1; }
PKG_CONFIG_PATH="$sdl3/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" bash scripts/install-c-library.sh "$prefix" \
    >/dev/null 2>"$build_log" || { cat "$build_log"; echo "== FAILED: install"; exit 1; }
export JOYSTICK_SDL_PREFIX=$prefix
bash scripts/test-c-library.sh
bash scripts/test-examples.sh

echo "== the controls on SDL 3: JoyStickSDL3's tests and the C library for SDL 3, on SDL 3.4 (built once into a cache where the system has none)"
bash scripts/test-sdl3.sh

echo "== joystick-run: touch controls and headless runs for SDL2 and SDL3 games built without the library"
bash scripts/test-joystick-run.sh
bash scripts/test-joystick-run-sdl3.sh
bash scripts/test-hostile-games.sh
bash scripts/test-real-games.sh

echo "== joystick-run on the other SDL2s players run: classic 2.32.10, sdl2-compat 2.32.70 over SDL 3.4.14"
bash scripts/test-sdl-stacks.sh

echo "== the Swift package as a game uses it: Examples/swift-game and the docs' Swift blocks, outside the checkout"
bash scripts/test-swift-package.sh

echo "== the DocC catalogs, warnings as errors"
bash scripts/check-docs.sh

echo "== short fuzzing runs (level parser, Tiled loader, script parser, engine event stream)"
bash scripts/fuzz.sh --short

echo "== a real window under Xvfb, played with real X11 mouse events"
bash scripts/e2e-window.sh
