#!/usr/bin/env bash
# joystick-run's tests on the other SDL2s players run (scripts/sdl-stack.sh): classic SDL2 2.32.10 and
# sdl2-compat 2.32.70 over SDL 3.4.14 (the libSDL2 of Arch, Fedora 42+, NixOS, Debian unstable), the probes, the
# hostile games and the real Debian games each loading that SDL2 instead of the system's, joystick-run and the
# C library too. Builds SDL3 and sdl2-compat once into the cache (scripts/build-sdl3.sh); uses
# JOYSTICK_SDL_PREFIX, where scripts/install-c-library.sh put joystick-run.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${JOYSTICK_SDL_PREFIX:-}" ] || { echo "sdl-stacks: FAILED: JOYSTICK_SDL_PREFIX names no installed joystick-run"; exit 1; }
bash scripts/install-deps.sh --sdl3 || { echo "sdl-stacks: FAILED: cmake, ninja or the X11 headers could not be installed"; exit 1; }
for stack in classic-2.32 compat; do
    echo "== joystick-run on $stack"
    libraries=$(bash scripts/sdl-stack.sh "$stack") || { echo "sdl-stacks: FAILED: $stack could not be had"; exit 1; }
    LD_LIBRARY_PATH=$libraries${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} bash scripts/test-joystick-run.sh
    LD_LIBRARY_PATH=$libraries${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} bash scripts/test-hostile-games.sh
    LD_LIBRARY_PATH=$libraries${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} bash scripts/test-real-games.sh
done
