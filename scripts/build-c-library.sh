#!/usr/bin/env bash
# Builds the C library, libjoystick-sdl.so, from the same Swift sources as the Swift products, compiled in
# Embedded Swift: no Swift runtime to ship or load, only SDL2, SDL2_image, libc and libm.
#
#   bash scripts/build-c-library.sh [OUT]      # OUT defaults to .build/c-library
#
# Writes OUT/libjoystick-sdl.so.MAJOR.MINOR.PATCH (SONAME libjoystick-sdl.so.MAJOR), stripped, exporting
# exactly the functions joystick_sdl.h declares (OUT/exports.map, made from the header), and OUT/version
# (MAJOR.MINOR.PATCH, from the header's macros: the one place the version is kept). Object files and the
# unstripped library (OUT/unstripped/) stay beside it for a debugger. scripts/install-c-library.sh installs it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${1:-.build/c-library}
mkdir -p "$out/objects" "$out/unstripped"
out=$(cd "$out" && pwd)

fail() { echo "build-c-library: $*" >&2; exit 1; }
command -v swiftc >/dev/null || fail "swiftc is not on PATH"
pkg-config --exists sdl2 SDL2_image || fail "SDL2 and SDL2_image's development files are missing (libsdl2-dev, libsdl2-image-dev)"

header=Sources/JoyStickC/include/joystick_sdl.h
version=$(for part in MAJOR_VERSION MINOR_VERSION PATCHLEVEL; do
    sed -n "s/^#define JOYSTICK_SDL_$part \([0-9]*\)$/\1/p" "$header"; done | paste -sd.)
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "cannot read the version macros of $header (read '$version')"
major=${version%%.*}
echo "$version" > "$out/version"

# Exactly the header's functions: every `js_name(` that starts a declaration.
functions=$(sed -n 's/^extern JS_DECLSPEC .*JSCALL \(js_[a-z0-9_]*\)(.*/\1/p' "$header" | sort -u)
[ -n "$functions" ] || fail "found no function in $header"
{
    echo "{"
    echo "  global:"
    for name in $functions; do echo "    $name;"; done
    echo "  local: *;"
    echo "};"
} > "$out/exports.map"

# SDL's include flags for clang inside swiftc, and the C compiler.
sdl_cflags=$(pkg-config --cflags sdl2 SDL2_image)
xcc=()
for flag in $sdl_cflags; do xcc+=(-Xcc "$flag"); done
# Embedded Swift: whole-module, no runtime, no reflection; -O for speed (the per-event path is measured in
# Benchmarks/README.md). Paths of this machine are mapped away, so none ends up in the library.
embedded=(-enable-experimental-feature Embedded -wmo -parse-as-library -O -Xcc -fPIC -package-name joystick_sdl
          -file-prefix-map "$root=joystick-sdl" -I "$out/objects")

module() {   # NAME, extra flags..., then the sources after --
    local name=$1; shift
    local flags=()
    while [ "$1" != "--" ]; do flags+=("$1"); shift; done
    shift
    swiftc "${embedded[@]}" "${flags[@]}" -module-name "$name" \
        -emit-module -emit-module-path "$out/objects/$name.swiftmodule" \
        -emit-object -o "$out/objects/$name.o" "$@"
}
module JoyStickEngine -- Sources/JoyStickEngine/*.swift
module JoyStickLayout -- Sources/JoyStickLayout/*.swift
c_modules=(-I Sources/CSDL2 -I Sources/JoyStickImages/include -I Sources/JoyStickSystem/include)
module JoyStickSDL "${c_modules[@]}" "${xcc[@]}" -- Sources/JoyStickSDL/*.swift
module JoyStickC "${c_modules[@]}" -I Sources/JoyStickCSupport/include "${xcc[@]}" -- Sources/JoyStickC/*.swift

cflags=(-O2 -fPIC -ffile-prefix-map="$root=joystick-sdl" -I Sources/JoyStickC/include
        -I Sources/JoyStickCSupport/include -I Sources/JoyStickImages/include -I Sources/JoyStickSystem/include)
# shellcheck disable=SC2086
for source in Sources/JoyStickCSupport/*.c Sources/JoyStickImages/images.c Sources/JoyStickSystem/*.c; do
    cc "${cflags[@]}" $sdl_cflags -c "$source" -o "$out/objects/$(basename "$source" .c).o"
done

# String comparison (a label, an error's text) needs the Unicode normalisation tables of Embedded Swift.
unicode_tables=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/embedded/x86_64-unknown-linux-gnu/libswiftUnicodeDataTables.a
[ -f "$unicode_tables" ] || fail "Embedded Swift's $unicode_tables is missing"
library=libjoystick-sdl.so.$version
# shellcheck disable=SC2046
cc -shared -o "$out/unstripped/$library" "$out"/objects/*.o \
    -Wl,-soname,"libjoystick-sdl.so.$major" -Wl,--version-script="$out/exports.map" -Wl,--gc-sections \
    -Wl,--no-undefined -Wl,-z,relro -Wl,-z,now $(pkg-config --libs sdl2 SDL2_image) -lm "$unicode_tables"
strip --strip-unneeded -o "$out/$library" "$out/unstripped/$library"
ln -sfn "$library" "$out/libjoystick-sdl.so.$major"
echo "build-c-library: $out/$library ($(stat -c %s "$out/$library") bytes)"

# joystick-run's overlay, libjoystick-run.so: C, loaded by SDL2 through SDL_DYNAMIC_API; it loads the library
# above from its own folder. It exports SDL_DYNAPI_entry alone and links no SDL: it calls the real SDL only
# through the table SDL hands it, and -z defs fails the build if it ever names an SDL function directly.
overlay=Sources/JoyStickRunOverlay
mkdir -p "$out/overlay"
awk 'NF { printf "#define JR_SLOT_%s %d\n", $1, NR - 1 }' "$overlay/dynapi-names.txt" > "$out/overlay/slots.h.new"
echo "#define JR_SLOT_COUNT 1024 /* room for any SDL2's table (2.32 has 838 functions) */" >> "$out/overlay/slots.h.new"
mv "$out/overlay/slots.h.new" "$out/overlay/slots.h"
# shellcheck disable=SC2086
for source in "$overlay"/*.c; do
    cc -std=gnu11 -O2 -fPIC -Wall -Wextra -Werror -ffile-prefix-map="$root=joystick-sdl" -I "$out/overlay" \
        -I Sources/JoyStickC/include $sdl_cflags -c "$source" -o "$out/overlay/$(basename "$source" .c).o"
done
printf '{\n  global: SDL_DYNAPI_entry;\n  local: *;\n};\n' > "$out/overlay/exports.map"
cc -shared -o "$out/unstripped/libjoystick-run.so" "$out"/overlay/*.o -Wl,--version-script="$out/overlay/exports.map" \
    -Wl,-z,defs -Wl,-z,relro -Wl,-z,now -ldl -lm -lpthread
strip --strip-unneeded -o "$out/libjoystick-run.so" "$out/unstripped/libjoystick-run.so"
echo "build-c-library: $out/libjoystick-run.so ($(stat -c %s "$out/libjoystick-run.so") bytes)"
