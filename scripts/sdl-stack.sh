#!/usr/bin/env bash
# The SDL2s players run, for the tests: prints the LD_LIBRARY_PATH that makes a program linked with -lSDL2 load
# that SDL2 (empty for the system's), getting it into the cache folder once.
#
#   bash scripts/sdl-stack.sh system         the system's SDL2 (Debian 12: classic 2.26.5)
#   bash scripts/sdl-stack.sh classic-2.32   classic SDL2 2.32.10, from PyPI's pysdl2-dll wheel
#   bash scripts/sdl-stack.sh compat         sdl2-compat 2.32.70 over SDL 3.4.14 (scripts/build-sdl3.sh), the
#                                            libSDL2 of Arch, Fedora 42+, NixOS and Debian unstable
#
# The cache is build-sdl3.sh's ($JOYSTICK_SDL_CACHE, else $XDG_CACHE_HOME/joystick-sdl, else ~/.cache/joystick-sdl).
# Messages go to stderr, the path alone to stdout; exit 1 when the stack cannot be had here.
set -euo pipefail
cd "$(dirname "$0")/.."
cache=${JOYSTICK_SDL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/joystick-sdl}

case "${1:-}" in
    system) echo "" ;;
    classic-2.32)
        folder=$cache/sdl2-2.32.10
        if [ ! -f "$folder/.complete" ]; then
            echo "sdl-stack: getting classic SDL2 2.32.10 (pip download pysdl2-dll==2.32.10) into $folder" >&2
            work=$(mktemp -d)
            trap 'rm -rf "$work"' EXIT
            PIP_ROOT_USER_ACTION=ignore python3 -m pip download --quiet --disable-pip-version-check --no-deps \
                -d "$work" pysdl2-dll==2.32.10 >&2 \
                || { echo "sdl-stack: pip could not download pysdl2-dll 2.32.10" >&2; exit 1; }
            rm -rf "$folder"
            mkdir -p "$folder"
            python3 - "$work" "$folder" <<'PY'
import glob, os, sys, zipfile
wheel = glob.glob(os.path.join(sys.argv[1], "pysdl2_dll-2.32.10-*.whl"))[0]
with zipfile.ZipFile(wheel) as archive:
    with archive.open("sdl2dll/dll/libSDL2-2.0.so") as source:
        data = source.read()
# The wheel names it by its link name; programs ask for its SONAME.
with open(os.path.join(sys.argv[2], "libSDL2-2.0.so.0"), "wb") as target:
    target.write(data)
PY
            touch "$folder/.complete"
        fi
        echo "$folder"
        ;;
    compat)
        compat=$(bash scripts/build-sdl3.sh --compat)
        sdl3=$(bash scripts/build-sdl3.sh)
        echo "$compat:$sdl3/lib"
        ;;
    *) echo "usage: bash scripts/sdl-stack.sh system|classic-2.32|compat" >&2; exit 2 ;;
esac
