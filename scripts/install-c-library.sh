#!/usr/bin/env bash
# Builds the C library (scripts/build-c-library.sh: Embedded Swift, no Swift runtime; what is up to date in
# .build/c-library is reused) and installs it under PREFIX, laid out as SDL installs itself:
#
#   bash scripts/install-c-library.sh PREFIX
#
#   PREFIX/include/joystick_sdl.h
#   PREFIX/lib/libjoystick-sdl.so.M.X.Y     (SONAME libjoystick-sdl.so.M; needs SDL2, SDL2_image, libc, libm)
#   PREFIX/lib/libjoystick-sdl.so.M -> libjoystick-sdl.so.M.X.Y
#   PREFIX/lib/libjoystick-sdl.so   -> libjoystick-sdl.so.M
#   PREFIX/lib/pkgconfig/joystick-sdl.pc    (Requires: sdl2; no rpath)
#   PREFIX/bin/joystick-run                 (touch controls and headless runs for games built without the
#   PREFIX/lib/libjoystick-run.so            library: its overlay, which loads libjoystick-sdl.so.M beside it)
#
# and, when pkg-config finds SDL 3 (sdl3, 3.4 or newer), the same library for SDL 3 games beside it, as
# SDL3_image sits beside SDL2_image: include/joystick_sdl3.h, lib/libjoystick-sdl3.so.M.X.Y and its links,
# lib/pkgconfig/joystick-sdl3.pc (Requires: sdl3).
#
# M.X.Y is the header's version (JOYSTICK_SDL_MAJOR_VERSION, ...): 1.0.0 makes libjoystick-sdl.so.1.0.0, SONAME
# libjoystick-sdl.so.1.
#
# Then: PKG_CONFIG_PATH=PREFIX/lib/pkgconfig cc game.c $(pkg-config --cflags --libs joystick-sdl)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ne 1 ] || [ -z "$1" ]; then
    echo "usage: bash scripts/install-c-library.sh PREFIX" >&2
    exit 2
fi
prefix=$1
mkdir -p "$prefix" || { echo "install-c-library: cannot create $prefix" >&2; exit 1; }
prefix=$(cd "$prefix" && pwd)

build=.build/c-library
bash scripts/build-c-library.sh "$build" >&2
version=$(cat "$build/version")
major=${version%%.*}
library=libjoystick-sdl.so.$version

# joystick-run: one program, the Swift runtime linked in, needing only SDL2 and SDL2_image of the system.
swift build -c release --product joystick-run --static-swift-stdlib >&2
runner=$(swift build -c release --product joystick-run --static-swift-stdlib --show-bin-path)/joystick-run

install -d "$prefix/include" "$prefix/lib/pkgconfig" "$prefix/bin"
install -m 644 Sources/JoyStickC/include/joystick_sdl.h "$prefix/include/joystick_sdl.h"
install -m 755 "$build/$library" "$prefix/lib/$library"
ln -sfn "$library" "$prefix/lib/libjoystick-sdl.so.$major"
ln -sfn "libjoystick-sdl.so.$major" "$prefix/lib/libjoystick-sdl.so"
install -m 644 "$build/libjoystick-run.so" "$prefix/lib/libjoystick-run.so"
install -m 755 "$runner" "$prefix/bin/joystick-run"
strip --strip-unneeded "$prefix/bin/joystick-run"
# SDL2_image is the library's own business (it decodes its pictures with it): a game compiles and links with
# SDL2's development files alone.
cat > "$prefix/lib/pkgconfig/joystick-sdl.pc" <<PC
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: joystick-sdl
Description: On-screen joysticks and buttons for SDL2 games
Version: $version
Requires: sdl2
Libs: -L\${libdir} -ljoystick-sdl
Cflags: -I\${includedir}
PC
sdl3=""
if pkg-config --atleast-version=3.4 sdl3 2>/dev/null; then
    build3=.build/c-library-sdl3
    bash scripts/build-c-library.sh --sdl3 "$build3" >&2
    library3=libjoystick-sdl3.so.$version
    install -m 644 Sources/JoyStickC/include/joystick_sdl3.h "$prefix/include/joystick_sdl3.h"
    install -m 755 "$build3/$library3" "$prefix/lib/$library3"
    ln -sfn "$library3" "$prefix/lib/libjoystick-sdl3.so.$major"
    ln -sfn "libjoystick-sdl3.so.$major" "$prefix/lib/libjoystick-sdl3.so"
    cat > "$prefix/lib/pkgconfig/joystick-sdl3.pc" <<PC
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: joystick-sdl3
Description: On-screen joysticks and buttons for SDL 3 games
Version: $version
Requires: sdl3 >= 3.4
Libs: -L\${libdir} -ljoystick-sdl3
Cflags: -I\${includedir}
PC
    sdl3=" and $library3 for SDL 3 (include/joystick_sdl3.h, lib/pkgconfig/joystick-sdl3.pc)"
fi
cat >&2 <<MSG
install-c-library: installed $library$sdl3 into $prefix (include/joystick_sdl.h, lib/, lib/pkgconfig/joystick-sdl.pc,
  bin/joystick-run and its overlay lib/libjoystick-run.so)
  outside the system's library folders, run a game with   LD_LIBRARY_PATH=$prefix/lib ./game
  or link it with   -Wl,-rpath,$prefix/lib   (a game shipped with the library beside it: -Wl,-rpath,'\$ORIGIN')
MSG
