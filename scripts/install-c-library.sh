#!/usr/bin/env bash
# Builds the C library in release mode and installs it under PREFIX:
#
#   bash scripts/install-c-library.sh PREFIX
#
#   PREFIX/include/joystick_sdl.h
#   PREFIX/lib/libjoystick-sdl.so          (the Swift runtime linked in: it needs SDL2, SDL2_image, libc, libm,
#                                           libstdc++ and libgcc_s, nothing of Swift)
#   PREFIX/lib/pkgconfig/joystick-sdl.pc   (Requires: sdl2)
#
# Then: PKG_CONFIG_PATH=PREFIX/lib/pkgconfig cc game.c $(pkg-config --cflags --libs joystick-sdl)
# The build goes to .build/c-library, apart from the debug build the tests use.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ne 1 ] || [ -z "$1" ]; then
    echo "usage: bash scripts/install-c-library.sh PREFIX" >&2
    exit 2
fi
prefix=$1
mkdir -p "$prefix" || { echo "install-c-library: cannot create $prefix" >&2; exit 1; }
prefix=$(cd "$prefix" && pwd)

scratch=.build/c-library
swift build -c release --scratch-path "$scratch" --product joystick-sdl -Xswiftc -static-stdlib >&2
library="$scratch/release/libjoystick-sdl.so"
[ -f "$library" ] || { echo "install-c-library: the build made no $library" >&2; exit 1; }

# The header's JOYSTICK_SDL_*_VERSION macros.
header=Sources/JoyStickC/include/joystick_sdl.h
version=$(for part in MAJOR_VERSION MINOR_VERSION PATCHLEVEL; do
    sed -n "s/^#define JOYSTICK_SDL_$part \([0-9]*\)$/\1/p" "$header"; done | paste -sd.)
install -d "$prefix/include" "$prefix/lib/pkgconfig"
install -m 644 Sources/JoyStickC/include/joystick_sdl.h "$prefix/include/joystick_sdl.h"
install -m 755 "$library" "$prefix/lib/libjoystick-sdl.so"
# The symbols a debugger wants stay in .build/c-library; the installed library keeps only what links.
strip --strip-unneeded "$prefix/lib/libjoystick-sdl.so"
cat > "$prefix/lib/pkgconfig/joystick-sdl.pc" <<PC
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: joystick-sdl
Description: On-screen joysticks and buttons for SDL2 games
Version: $version
Requires: sdl2
Requires.private: SDL2_image
Libs: -L\${libdir} -Wl,-rpath,\${libdir} -ljoystick-sdl
Cflags: -I\${includedir}
PC
echo "install-c-library: installed into $prefix (include/joystick_sdl.h, lib/libjoystick-sdl.so, lib/pkgconfig/joystick-sdl.pc)"
