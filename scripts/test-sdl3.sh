#!/usr/bin/env bash
# JoyStickSDL3, the controls for SDL 3 games: its tests (Tests/SDL3Package, a package of its own, since a test
# program links one SDL) built without a warning and run headless, on SDL 3 from the system when pkg-config
# finds 3.4 or newer, else from scripts/build-sdl3.sh's cache (built once from ../shared/vendor).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --sdl3 || { echo "sdl3: FAILED: cmake, ninja or the X11 headers could not be installed"; exit 1; }
sdl3=$(bash scripts/build-sdl3.sh) || { echo "sdl3: FAILED: SDL 3 could not be had"; exit 1; }
if [ -d "$sdl3/lib/pkgconfig" ]; then
    export PKG_CONFIG_PATH="$sdl3/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    export LD_LIBRARY_PATH="$sdl3/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
echo "sdl3: SDL $(pkg-config --modversion sdl3) from $(pkg-config --variable=libdir sdl3)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --package-path Tests/SDL3Package --build-tests 2>&1 | tee "$log"
if grep -E "^$(pwd)/(Sources|Tests|Examples)/.*: warning:" "$log"; then
    echo "sdl3: FAILED: the build warns (above)"
    exit 1
fi
swift test --package-path Tests/SDL3Package --skip-build
echo "sdl3: passed: JoyStickSDL3's tests on SDL $(pkg-config --modversion sdl3)"
