#!/usr/bin/env bash
# Builds the C library, libjoystick-sdl.so, from the same Swift sources as the Swift products, compiled in
# Embedded Swift: no Swift runtime to ship or load, only SDL2, SDL2_image, libc and libm.
#
#   bash scripts/build-c-library.sh [OUT]                   # OUT defaults to .build/c-library
#   bash scripts/build-c-library.sh --embedded-only [OUT]   # the Embedded Swift modules alone (below)
#   bash scripts/build-c-library.sh --sdl3 [OUT]            # libjoystick-sdl3.so for SDL 3 games (pkg-config
#                                                           # sdl3), from joystick_sdl3.h; OUT defaults to
#                                                           # .build/c-library-sdl3. No overlay: joystick-run is SDL 2's
#
# Writes OUT/libjoystick-sdl.so.MAJOR.MINOR.PATCH (SONAME libjoystick-sdl.so.MAJOR), stripped, exporting
# exactly the functions joystick_sdl.h declares (OUT/exports.map, made from the header), and OUT/version
# (MAJOR.MINOR.PATCH, from the header's macros: the one place the version is kept). Object files and the
# unstripped library (OUT/unstripped/) stay beside it for a debugger. scripts/install-c-library.sh installs it.
#
# The Embedded boundary. JoyStickEngine, JoyStickLayout, JoyStickControls and JoyStickSDL are Swift modules games compile
# with the whole language, and this library compiles them again as Embedded Swift, where there is no runtime:
# typed throws only, no `weak`, no `as?` from an existential, no Glibc (files go through JoyStickSystem's C).
# The first step compiles each on its own, in that order, then JoyStickC, and a module that does not compile
# stops the build with a message naming it, before any C is compiled or anything linked. `--embedded-only`
# stops after that step: scripts/test.sh runs it as its own check, first, and the install that follows
# reuses what it compiled. The check is a step of this script, not a script of its own, because the library
# needs exactly these compiles with exactly these flags: one place keeps them, and no module is compiled
# twice in a CI run.
#
# Up to date: each step (a Swift module, a C file, the link) keeps in a .key file beside what it made the
# hash of what it was made from: its command, the compilers' and SDL's versions, the contents of its sources
# and of the headers it reads, and the keys of the modules it imports. A step whose key has not changed is not
# run again, so building again, or installing again, after an unchanged build costs seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
embedded_only=false
sdl3=false
if [ "${1:-}" = --embedded-only ]; then
    embedded_only=true
    shift
elif [ "${1:-}" = --sdl3 ]; then
    sdl3=true
    shift
fi
# The SDL the library is built for: its pkg-config names, the header, the library's name, the Swift backend.
if $sdl3; then
    sdl_packages=(sdl3) header_name=joystick_sdl3.h library_name=libjoystick-sdl3 backend=JoyStickSDL3
    backend_flags=(-D JOYSTICK_SDL3 -I Sources/CSDL3) c_defines=(-DJOYSTICK_SDL3)
    out=${1:-.build/c-library-sdl3}
else
    sdl_packages=(sdl2 SDL2_image) header_name=joystick_sdl.h library_name=libjoystick-sdl backend=JoyStickSDL
    backend_flags=(-I Sources/CSDL2) c_defines=()
    out=${1:-.build/c-library}
fi
mkdir -p "$out/objects" "$out/unstripped"
out=$(cd "$out" && pwd)

fail() { echo "build-c-library: $*" >&2; exit 1; }
command -v swiftc >/dev/null || fail "swiftc is not on PATH"
pkg-config --exists "${sdl_packages[@]}" || fail "the development files of ${sdl_packages[*]} are missing (SDL 2: libsdl2-dev,
    libsdl2-image-dev; SDL 3: scripts/build-sdl3.sh, then PKG_CONFIG_PATH)"

header=Sources/JoyStickC/include/$header_name
version=$(for part in MAJOR_VERSION MINOR_VERSION PATCHLEVEL; do
    sed -n "s/^#define JOYSTICK_SDL_$part \([0-9]*\)$/\1/p" "$header"; done | paste -sd.)
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "cannot read the version macros of $header (read '$version')"
major=${version%%.*}
echo "$version" > "$out/version"

# Exactly the header's functions, and the private ones joystick-run's overlay calls (joystick_sdl_private.h,
# installed nowhere): every `js_name(` that starts a declaration.
private_header=Sources/JoyStickC/private/joystick_sdl_private.h
functions=$(sed -n 's/^extern JS_DECLSPEC .*JSCALL \(js_[a-z0-9_]*\)(.*/\1/p' "$header" "$private_header" | sort -u)
[ -n "$functions" ] || fail "found no function in $header"
{
    echo "{"
    echo "  global:"
    for name in $functions; do echo "    $name;"; done
    echo "  local: *;"
    echo "};"
} > "$out/exports.map"

# What every step is made with besides its own files: the compilers and SDL's headers, by their versions.
toolchain="$(swiftc --version 2>&1) | $(cc --version | head -1) | SDL $(pkg-config --modversion "${sdl_packages[@]}" | paste -sd' ')"
# key WORDS... -- FILES...: the hash of the words (a command, keys of what it imports), the toolchain, and the
# files' names and contents.
key() {
    local words=()
    while [ "$1" != "--" ]; do words+=("$1"); shift; done
    shift
    { printf '%s\n' "$toolchain" "${words[@]}"; sha256sum -- "$@"; } | sha256sum | cut -d' ' -f1
}
# fresh KEYFILE KEY OUTPUTS...: whether the step that wrote KEYFILE was made from KEY and its outputs are there.
fresh() {
    local keyfile=$1 wanted=$2
    shift 2
    [ -f "$keyfile" ] && [ "$(cat "$keyfile")" = "$wanted" ] || return 1
    for output in "$@"; do [ -e "$output" ] || return 1; done
}
# The files in the checkout's folders among `-I FOLDER` flags: the headers and module maps a step may read.
headers_of() {
    local previous="" flag folders=()
    for flag in "$@"; do
        if [ "$previous" = -I ] && [[ $flag == Sources/* ]]; then folders+=("$flag"); fi
        previous=$flag
    done
    [ ${#folders[@]} -eq 0 ] || find "${folders[@]}" -maxdepth 1 -type f | sort
}

# SDL's include flags for clang inside swiftc, and the C compiler.
sdl_cflags=$(pkg-config --cflags "${sdl_packages[@]}")
xcc=()
for flag in $sdl_cflags; do xcc+=(-Xcc "$flag"); done
# Embedded Swift: whole-module, no runtime, no reflection; -O for speed (the per-event path is measured in
# Benchmarks/README.md). Paths of this machine are mapped away, so none ends up in the library. A section per
# function: each module emits its own weak copy of what it inlines from the modules before it, and the link's
# --gc-sections keeps only the copy used (without, every copy's bytes stay).
embedded=(-enable-experimental-feature Embedded -wmo -parse-as-library -O -Xcc -fPIC -package-name joystick_sdl
          -Xfrontend -function-sections
          -file-prefix-map "$root=joystick-sdl" -I "$out/objects")

objects=()       # what the library is linked from, in order
module_keys=()   # the keys of the modules compiled so far: each imports those before it
module() {   # NAME, extra flags..., then the sources after --
    local name=$1; shift
    local flags=()
    while [ "$1" != "--" ]; do flags+=("$1"); shift; done
    shift
    local object="$out/objects/$name.o" interface="$out/objects/$name.swiftmodule"
    local command=(swiftc "${embedded[@]}" "${flags[@]}" -module-name "$name" -emit-module -emit-module-path
                   "$interface" -emit-object -o "$object" "$@")
    local headers made started
    mapfile -t headers < <(headers_of "${flags[@]}")
    made=$(key "${command[@]}" "${module_keys[@]}" -- "$@" "${headers[@]}")
    if fresh "$object.key" "$made" "$object" "$interface"; then
        echo "build-c-library: Embedded Swift: $name is up to date"
    else
        # swiftc leaves an object whose IR has not changed as it is, whatever codegen flags changed: gone first.
        rm -f "$object.key" "$object"
        started=$SECONDS
        "${command[@]}" || fail "$name does not compile as Embedded Swift (the compiler's messages above). The C" \
            "library is built from it with no Swift runtime: typed throws only, no weak, no as? from an" \
            "existential, no Glibc (files through JoyStickSystem)."
        echo "$made" > "$object.key"
        echo "build-c-library: Embedded Swift: $name compiled in $((SECONDS - started)) s"
    fi
    module_keys+=("$made")
    objects+=("$object")
}
module JoyStickEngine -- Sources/JoyStickEngine/*.swift
module JoyStickLayout -- Sources/JoyStickLayout/*.swift
core_modules=(-I Sources/JoyStickImages/include -I Sources/JoyStickSystem/include -I Sources/JoyStickGL/include)
module JoyStickControls "${core_modules[@]}" -- Sources/JoyStickControls/*.swift
c_modules=("${backend_flags[@]}" "${core_modules[@]}")
module "$backend" "${c_modules[@]}" "${xcc[@]}" -- "Sources/$backend"/*.swift
module JoyStickC "${c_modules[@]}" -I Sources/JoyStickCSupport/include "${xcc[@]}" -- Sources/JoyStickC/*.swift
if $embedded_only; then
    echo "build-c-library: JoyStickEngine, JoyStickLayout, JoyStickControls, JoyStickSDL and JoyStickC compile as" \
        "Embedded Swift"
    exit 0
fi

cflags=(-O2 -fPIC -ffile-prefix-map="$root=joystick-sdl" "${c_defines[@]}" -I Sources/JoyStickC/include
        -I Sources/JoyStickCSupport/include -I Sources/JoyStickImages/include -I Sources/JoyStickSystem/include
        -I Sources/JoyStickGL/include)
mapfile -t c_headers < <(headers_of "${cflags[@]}")
# shellcheck disable=SC2086
for source in Sources/JoyStickCSupport/*.c Sources/JoyStickImages/images.c Sources/JoyStickSystem/*.c \
    Sources/JoyStickGL/*.c; do
    object="$out/objects/$(basename "$source" .c).o"
    command=(cc "${cflags[@]}" $sdl_cflags -c "$source" -o "$object")
    made=$(key "${command[@]}" -- "$source" "${c_headers[@]}")
    if ! fresh "$object.key" "$made" "$object"; then
        rm -f "$object.key"
        "${command[@]}"
        echo "$made" > "$object.key"
    fi
    objects+=("$object")
done

# String comparison (a label, an error's text) needs the Unicode normalisation tables of Embedded Swift.
unicode_tables=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/embedded/x86_64-unknown-linux-gnu/libswiftUnicodeDataTables.a
[ -f "$unicode_tables" ] || fail "Embedded Swift's $unicode_tables is missing"
library=$library_name.so.$version
# shellcheck disable=SC2046
command=(cc -shared -o "$out/unstripped/$library" "${objects[@]}"
    -Wl,-soname,"$library_name.so.$major" -Wl,--version-script="$out/exports.map" -Wl,--gc-sections
    -Wl,--no-undefined -Wl,-z,relro -Wl,-z,now $(pkg-config --libs "${sdl_packages[@]}") -lm "$unicode_tables")
object_keys=()
for object in "${objects[@]}"; do object_keys+=("$(cat "$object.key")"); done
made=$(key "${command[@]}" "${object_keys[@]}" -- "$out/exports.map")
if ! fresh "$out/unstripped/$library.key" "$made" "$out/unstripped/$library" "$out/$library"; then
    rm -f "$out/unstripped/$library.key"
    "${command[@]}"
    strip --strip-unneeded -o "$out/$library" "$out/unstripped/$library"
    echo "$made" > "$out/unstripped/$library.key"
fi
ln -sfn "$library" "$out/$library_name.so.$major"
echo "build-c-library: $out/$library ($(stat -c %s "$out/$library") bytes)"
$sdl3 && exit 0

# joystick-run's overlay, libjoystick-run.so: C, loaded by SDL2 through SDL_DYNAMIC_API; it loads the library
# above from its own folder. It links no SDL: it calls the real SDL only through the table SDL hands it, and
# -z defs fails the build if it ever names an SDL function directly.
overlay=Sources/JoyStickRunOverlay
mkdir -p "$out/overlay"
# The overlay: its core with no SDL in it (compiled without SDL's headers, so it stays so), the rules it follows
# (JoyStickRunRules, tested from Swift) and the library's GL drawing (JoyStickGL, with which it lays a kept OpenGL
# frame under the controls), then its hooks of SDL2.
overlay_flags=(-std=gnu11 -O2 -fPIC -Wall -Wextra -Werror -ffile-prefix-map="$root=joystick-sdl" -I "$overlay/include"
               -I "$overlay/core" -I Sources/JoyStickRunRules/include -I Sources/JoyStickGL/include)
rm -f "$out"/overlay/*.o
for source in "$overlay"/core/*.c Sources/JoyStickRunRules/*.c Sources/JoyStickGL/*.c; do
    cc "${overlay_flags[@]}" -c "$source" -o "$out/overlay/core-$(basename "$source" .c).o"
done
# shellcheck disable=SC2086
for source in "$overlay"/sdl2/*.c; do
    cc "${overlay_flags[@]}" -I Sources/JoyStickC/include -I Sources/JoyStickC/private $sdl_cflags -c "$source" \
        -o "$out/overlay/sdl2-$(basename "$source" .c).o"
done
# Its hooks of SDL3, when SDL3's headers are found (pkg-config sdl3, 3.4 or newer: scripts/build-sdl3.sh gives one);
# without them the overlay refuses SDL3 games, saying why. It links no SDL3 either: only the headers are needed.
if pkg-config --atleast-version=3.4 sdl3 2>/dev/null; then
    # shellcheck disable=SC2046
    for source in "$overlay"/sdl3/*.c; do
        cc "${overlay_flags[@]}" -I Sources/JoyStickC/include -I Sources/JoyStickC/private -DJOYSTICK_SDL3 \
            $(pkg-config --cflags sdl3) -c "$source" \
            -o "$out/overlay/sdl3-$(basename "$source" .c).o"
    done
    echo "build-c-library: the overlay takes SDL2 and SDL3 games (SDL3 $(pkg-config --modversion sdl3)'s headers)"
else
    echo "build-c-library: the overlay takes SDL2 games only (no SDL3 3.4 headers: pkg-config sdl3)"
fi
# SDL_DYNAPI_entry, and libc's clocks, sleeps and random bytes for a headless run, which loads the overlay with
# LD_PRELOAD too (libc_clock.c).
printf '{\n  global: SDL_DYNAPI_entry; clock_gettime; gettimeofday; time; clock; nanosleep; clock_nanosleep; usleep;
    sleep; pthread_cond_timedwait; pthread_cond_clockwait; pthread_mutex_timedlock; pthread_mutex_clocklock;
    sem_timedwait; sem_clockwait; getrandom; getentropy; timespec_get; times; arc4random; arc4random_buf;
    arc4random_uniform; select; poll;\n  local: *;\n};\n' > "$out/overlay/exports.map"
cc -shared -o "$out/unstripped/libjoystick-run.so" "$out"/overlay/*.o -Wl,--version-script="$out/overlay/exports.map" \
    -Wl,-z,defs -Wl,-z,relro -Wl,-z,now -ldl -lm -lpthread
strip --strip-unneeded -o "$out/libjoystick-run.so" "$out/unstripped/libjoystick-run.so"
echo "build-c-library: $out/libjoystick-run.so ($(stat -c %s "$out/libjoystick-run.so") bytes)"
