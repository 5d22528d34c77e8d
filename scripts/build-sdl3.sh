#!/usr/bin/env bash
# SDL3 for machines whose package registry has none (Debian 12), and sdl2-compat (SDL2's ABI on SDL3, the
# libSDL2 of Arch, Fedora 42+, NixOS and Debian unstable): built once from the release sources in
# ../shared/vendor/ into a cache folder, and reused by every later run (CI's included) on the same machine.
#
#   bash scripts/build-sdl3.sh            prints the SDL3 prefix (lib/libSDL3.so.0, include/, lib/pkgconfig/)
#   bash scripts/build-sdl3.sh --compat   prints the folder holding sdl2-compat's libSDL2-2.0.so.0 (built with
#                                         SDL3 when needed; a game finds it with LD_LIBRARY_PATH=that:SDL3's lib)
#
# A system SDL3 that pkg-config finds (3.4 or newer, for SDL_LoadPNG) is used as it is, and nothing is built.
# The cache is $JOYSTICK_SDL_CACHE, else $XDG_CACHE_HOME/joystick-sdl, else ~/.cache/joystick-sdl; a build is
# kept under a name made of the source archive's checksum, so a new archive builds anew. cmake, ninja-build and
# the X11 headers come from apt (scripts/install-deps.sh --sdl3). Messages go to stderr, the path alone to stdout.
set -euo pipefail
cd "$(dirname "$0")/.."

want=sdl3
case "${1:-}" in
    "") ;;
    --compat) want=compat ;;
    *) echo "build-sdl3: unknown option $1 (--compat, or nothing)" >&2; exit 2 ;;
esac

vendor=${JOYSTICK_SDL_VENDOR:-$(pwd)/../shared/vendor}
cache=${JOYSTICK_SDL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/joystick-sdl}

# Builds one archive with cmake into $cache/NAME-CHECKSUM (kept only once whole), prints that prefix.
build() {
    local archive=$1; shift
    [ -f "$archive" ] || { echo "build-sdl3: $archive is missing (JOYSTICK_SDL_VENDOR names the folder)" >&2; return 1; }
    local sum name prefix
    sum=$(sha256sum "$archive" | cut -c1-16)
    name=$(basename "$archive" .tar.xz)
    prefix=$cache/$name-$sum
    if [ -f "$prefix/.complete" ]; then echo "$prefix"; return 0; fi
    command -v cmake >/dev/null && command -v ninja >/dev/null \
        || { echo "build-sdl3: cmake and ninja are needed (bash scripts/install-deps.sh --sdl3)" >&2; return 1; }
    echo "build-sdl3: building $name into $prefix (a few minutes, once)" >&2
    local work
    work=$(mktemp -d)
    # shellcheck disable=SC2064
    trap "rm -rf '$work'" RETURN
    tar -xJf "$archive" -C "$work"
    rm -rf "$prefix"
    cmake -S "$work/$name" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
        -DCMAKE_INSTALL_LIBDIR=lib "$@" >"$work/configure.log" 2>&1 \
        || { tail -n 30 "$work/configure.log" >&2; echo "build-sdl3: configuring $name failed" >&2; return 1; }
    cmake --build "$work/build" -j "$(nproc)" >"$work/build.log" 2>&1 \
        || { tail -n 30 "$work/build.log" >&2; echo "build-sdl3: building $name failed" >&2; return 1; }
    cmake --install "$work/build" >/dev/null
    touch "$prefix/.complete"
    echo "$prefix"
}

sdl3_prefix() {
    if pkg-config --atleast-version=3.4.0 sdl3 2>/dev/null; then
        pkg-config --variable=prefix sdl3
        return
    fi
    # The dummy and offscreen video drivers need nothing; X11 (with XInput2 for touch) for real windows.
    build "$vendor/SDL3-3.4.14.tar.xz" -DSDL_TESTS=OFF -DSDL_EXAMPLES=OFF -DSDL_STATIC=OFF -DSDL_WAYLAND=OFF \
        -DSDL_VULKAN=OFF
}

case $want in
    sdl3) sdl3_prefix ;;
    compat)
        sdl3=$(sdl3_prefix)
        # sdl2-compat reads SDL3's headers to build, and loads libSDL3.so.0 only when a game starts.
        prefix=$(build "$vendor/sdl2-compat-2.32.70.tar.xz" -DSDL2COMPAT_TESTS=OFF -DSDL2COMPAT_STATIC=OFF \
            -DSDL2COMPAT_INSTALL_CPACK=OFF -DCMAKE_PREFIX_PATH="$sdl3")
        echo "$prefix/lib"
        ;;
esac
