#!/usr/bin/env bash
# The C library as a C game uses it: install it into a temporary prefix (or use JOYSTICK_SDL_PREFIX, where
# scripts/install-c-library.sh put it: scripts/test.sh installs once for all its steps) and check it is
# packaged as a system library (SONAME, exactly the header's functions exported and joystick-run's private ones,
# no path of this machine, no Swift runtime, its size); build the tests of Tests/CLibrary and the example game with
# pkg-config (C99, and the layout test and the game as C++ too, warnings as errors), run them headless on SDL's
# dummy video driver (the lifetime and misuse tests under valgrind), and check what they print; compile the C blocks
# of the documentation against the installed header.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "c-library: FAILED: $*"; exit 1; }

if [ -n "${JOYSTICK_SDL_PREFIX:-}" ]; then
    prefix=$JOYSTICK_SDL_PREFIX
    [ -f "$prefix/lib/pkgconfig/joystick-sdl.pc" ] \
        || fail "JOYSTICK_SDL_PREFIX=$prefix holds no lib/pkgconfig/joystick-sdl.pc"
else
    prefix="$work/prefix"
    bash scripts/install-c-library.sh "$prefix" >/dev/null 2>"$work/install.log" \
        || { cat "$work/install.log"; fail "install"; }
fi
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
version=$(pkg-config --modversion joystick-sdl)
major=${version%%.*}
header_major=$(sed -n 's/^#define JOYSTICK_SDL_MAJOR_VERSION \([0-9]*\)$/\1/p' "$prefix/include/joystick_sdl.h")
[ "$major" = "$header_major" ] || fail "pkg-config says $version, the header's major version is '$header_major'"
library="$prefix/lib/libjoystick-sdl.so.$version"
[ -f "$library" ] || fail "no $library"
[ "$(readlink "$prefix/lib/libjoystick-sdl.so.$major")" = "libjoystick-sdl.so.$version" ] \
    || fail "libjoystick-sdl.so.$major is not a link to it"
[ "$(readlink "$prefix/lib/libjoystick-sdl.so")" = "libjoystick-sdl.so.$major" ] \
    || fail "libjoystick-sdl.so is not a link to .so.$major"
soname=$(readelf -d "$library" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ "$soname" = "libjoystick-sdl.so.$major" ] || fail "SONAME is '$soname' (not libjoystick-sdl.so.$major)"
if readelf -d "$library" | grep -Eq '(RPATH|RUNPATH)'; then fail "the library carries an rpath"; fi
! grep -q -- '-Wl,-rpath' "$prefix/lib/pkgconfig/joystick-sdl.pc" || fail "the pkg-config file has an rpath"
# Exactly the functions the header declares, and the private ones joystick-run's overlay calls (declared in
# Sources/JoyStickC/private/, installed nowhere): nothing more, nothing less.
sed -n 's/^extern JS_DECLSPEC .*JSCALL \(js_[a-z0-9_]*\)(.*/\1/p' "$prefix/include/joystick_sdl.h" \
    Sources/JoyStickC/private/joystick_sdl_private.h | sort -u > "$work/declared"
[ ! -e "$prefix/include/joystick_sdl_private.h" ] || fail "the private header is installed"
nm -D --defined-only "$library" | awk '{print $3}' | sort -u > "$work/exported"
diff "$work/declared" "$work/exported" > "$work/export-diff" \
    || fail "exports differ from the header (< declared only, > exported only): $(tr '\n' ' ' < "$work/export-diff")"
# What it loads itself: SDL2, SDL2_image and the C library (ldd adds what SDL loads in turn).
needed=$(readelf -d "$library" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort | paste -sd' ')
[ "$needed" = "ld-linux-x86-64.so.2 libSDL2-2.0.so.0 libSDL2_image-2.0.so.0 libc.so.6 libm.so.6" ] \
    || fail "the library needs more than SDL2, SDL2_image, libc and libm: $needed"
# A checkout, a build folder or a source file's name (the section .swift_modhash is no path).
paths="$(pwd)|/\.build/|[A-Za-z0-9_]\.swift([^_A-Za-z]|$)"
if strings "$library" | grep -Eq "$paths"; then
    fail "a path of the building machine is in the library: $(strings "$library" | grep -E "$paths" | head -3)"
fi
size=$(stat -c %s "$library")
[ "$size" -lt 1572864 ] || fail "the library is $size bytes (at most 1.5 MB)"

flags=$(pkg-config --cflags joystick-sdl)
libs=$(pkg-config --libs joystick-sdl)
export LD_LIBRARY_PATH="$prefix/lib"
# shellcheck disable=SC2086
cc -std=c99 -Wall -Wextra -Werror Tests/CLibrary/api_test.c -o "$work/api_test" $flags $libs -lm \
    || fail "building Tests/CLibrary/api_test.c"
"$work/api_test" || fail "Tests/CLibrary/api_test.c"
# The private entry point joystick-run's overlay makes scripted input with, field by field.
# shellcheck disable=SC2086
cc -std=c99 -Wall -Wextra -Werror Tests/CLibrary/private_test.c -I Sources/JoyStickC/private -o "$work/private_test" \
    $flags $libs || fail "building Tests/CLibrary/private_test.c"
"$work/private_test" || fail "Tests/CLibrary/private_test.c"

# Destroying the controls inside each kind of callback, under valgrind: no invalid access, and nothing the
# library allocated left unfreed once the controls are destroyed (SDL's own leaks are not "definite").
leaks=(--leak-check=full --errors-for-leak-kinds=definite)
command -v valgrind >/dev/null || bash scripts/install-deps.sh --valgrind >/dev/null \
    || fail "valgrind is missing and could not be installed"
# shellcheck disable=SC2086
cc -std=c99 -g -Wall -Wextra -Werror Tests/CLibrary/lifetime_test.c -o "$work/lifetime_test" $flags $libs \
    || fail "building Tests/CLibrary/lifetime_test.c"
valgrind -q --error-exitcode=9 "${leaks[@]}" "$work/lifetime_test" > "$work/lifetime.log" 2>&1 \
    || { cat "$work/lifetime.log"; fail "Tests/CLibrary/lifetime_test.c under valgrind"; }
# What an existing game needs: keys the controls press, presses never lost, removing, the renderer's state.
# shellcheck disable=SC2086
cc -std=c99 -D_DEFAULT_SOURCE -Wall -Wextra -Werror Tests/CLibrary/retrofit_test.c -o "$work/retrofit_test" $flags \
    $libs -lm || fail "building Tests/CLibrary/retrofit_test.c"
"$work/retrofit_test" || fail "Tests/CLibrary/retrofit_test.c"
# A game compiles and links with SDL2's development files alone: SDL2_image's pkg-config file hidden.
mkdir -p "$work/pc"
cp "$prefix/lib/pkgconfig/joystick-sdl.pc" "$(pkg-config --variable=pcfiledir sdl2)/sdl2.pc" "$work/pc/"
PKG_CONFIG_LIBDIR="$work/pc" PKG_CONFIG_PATH="" pkg-config --cflags --libs joystick-sdl >/dev/null \
    || fail "pkg-config --cflags --libs joystick-sdl needs more than SDL2's own pkg-config file"
# Misuse: huge pictures, FIFOs, a second thread, other controls' sticks, a renderer destroyed first.
# shellcheck disable=SC2086
cc -std=c99 -D_DEFAULT_SOURCE -g -Wall -Wextra -Werror Tests/CLibrary/misuse_test.c -o "$work/misuse_test" $flags \
    $libs -lpthread || fail "building Tests/CLibrary/misuse_test.c"
timeout 300 valgrind -q --error-exitcode=9 "${leaks[@]}" "$work/misuse_test" > "$work/misuse.log" 2>&1 \
    || { cat "$work/misuse.log"; fail "Tests/CLibrary/misuse_test.c under valgrind"; }
# Layouts: names, the editor, files good and hostile, other screens; as C99 and as C++.
# shellcheck disable=SC2086
cc -std=c99 -D_DEFAULT_SOURCE -Wall -Wextra -Werror Tests/CLibrary/layout_test.c -o "$work/layout_test" $flags \
    $libs || fail "building Tests/CLibrary/layout_test.c as C99"
# shellcheck disable=SC2086
c++ -x c++ -std=c++11 -D_DEFAULT_SOURCE -Wall -Wextra -Werror Tests/CLibrary/layout_test.c \
    -o "$work/layout_test_cxx" $flags $libs || fail "building Tests/CLibrary/layout_test.c as C++"
"$work/layout_test" > "$work/layout.log" || { cat "$work/layout.log"; fail "Tests/CLibrary/layout_test.c"; }
"$work/layout_test_cxx" > "$work/layout-cxx.log" \
    || { cat "$work/layout-cxx.log"; fail "Tests/CLibrary/layout_test.c built as C++"; }

make -s -C Examples/c-game game >/dev/null || fail "building Examples/c-game as C99"
make -s -C Examples/c-game game-cxx >/dev/null || fail "building Examples/c-game as C++"
# play GAME EXPECTED ARGUMENTS...: Examples/c-game/GAME run headless prints EXPECTED and exits 0 (its stderr
# in $work/stderr).
play() {
    local game=$1 expected=$2 output
    shift 2
    output=$(cd Examples/c-game && "./$game" --headless "$@" 2>"$work/stderr") \
        || fail "Examples/c-game/$game $* exited with $?: $(cat "$work/stderr")"
    [ "$output" = "$expected" ] || fail "Examples/c-game/$game $* printed: $output (expected: $expected)"
}
# The demo on the game's own layout (no layout file, silently); the player arranging the controls in the
# editor (E; a finger drags the stick by (50, -45), the mouse drags DASH to (480, 270), a wheel step up makes
# it 72 x 1.1 = 79.20 across; E keeps it and the game saves it), the square standing still meanwhile; the demo
# again on that layout (its finger misses the moved DASH: one dash, the space bar's); the player cancelling an
# arrangement with Escape (nothing saved, the game's layout back); a broken layout file and a folder for one,
# warnings naming them, the game playing on; a bad line of an events file named, exit status 2.
defaults='layout stick 80.00 280.00 button 580.00 300.00 size 72.00'
arranged='layout stick 130.00 235.00 button 480.00 270.00 size 79.20'
expected=$'frames 240\nplayer 610.67 348.00\ndashes 2\n'"$defaults"
edited=$'frames 90\nplayer 320.00 180.00\ndashes 0\n'"$arranged"
# Replayed on the arrangement, the demo's mouse-down at (80, 280) is in a corner of the moved stick's square (its
# centre at 130, 235), outside its circle: the game gets it, and only the arrow keys move the player.
replayed=$'frames 240\nplayer 320.00 348.00\ndashes 1\n'"$arranged"
cancelled=$'frames 90\nplayer 320.00 180.00\ndashes 0\n'"$defaults"
printf '{\n  "format": "joystick-sdl-layout",\n  "version": 1,,\n}\n' > "$work/broken.json"
printf '%s\n' '10 key-down E' '11 key-up E' '20 touch-down 1 80 270' '22 touch-move 1 130 225' '24 touch-up 1 130 225' \
    '30 key-down Escape' '31 key-up Escape' > "$work/cancel-events.txt"
printf '10 touch-down 1 80 280\n11 touch-move 1 80 280 # a comment\n' > "$work/bad-events.txt"
for game in game game-cxx; do
    play "$game" "$expected" --frames 240 --events demo-events.txt --layout "$work/none.json"
    [ ! -s "$work/stderr" ] || fail "Examples/c-game/$game with no layout file said: $(cat "$work/stderr")"
    layout="$work/$game-layout.json"
    play "$game" "$edited" --frames 90 --events edit-events.txt --layout "$layout"
    grep -q '"move": ' "$layout" && grep -q '"dash": ' "$layout" \
        || fail "Examples/c-game/$game saved no layout of \"move\" and \"dash\": $(cat "$layout" 2>&1)"
    play "$game" "$replayed" --frames 240 --events demo-events.txt --layout "$layout"
    play "$game" "$expected" --frames 240 --events demo-events.txt --layout "$work/broken.json"
    grep -qF "warning: js_controls_load_layout: $work/broken.json: line 3, column 16" "$work/stderr" \
        || fail "Examples/c-game/$game on a broken layout file said: $(cat "$work/stderr")"
    play "$game" "$edited" --frames 90 --events edit-events.txt --layout "$work"
    grep -qF "warning: layout not saved: js_controls_save_layout: cannot save the layout $work: it is a folder" \
        "$work/stderr" || fail "Examples/c-game/$game saving its layout to a folder said: $(cat "$work/stderr")"
    play "$game" "$cancelled" --frames 90 --events "$work/cancel-events.txt" --layout "$work/$game-cancelled.json"
    [ ! -e "$work/$game-cancelled.json" ] || fail "Examples/c-game/$game saved a cancelled arrangement"
    status=0
    (cd Examples/c-game && "./$game" --headless --events "$work/bad-events.txt" >/dev/null 2>"$work/stderr") \
        || status=$?
    [ "$status" -eq 2 ] && grep -qxF "$work/bad-events.txt:2: 'touch-move' takes 3 arguments (id x y), got 6" \
        "$work/stderr" || fail "Examples/c-game/$game on a bad events line: exit $status, said: $(cat "$work/stderr")"
done
make -s -C Examples/c-game clean

# Every C block of the README and the DocC articles compiles against the installed header.
python3 scripts/doc-snippets.py c "$work/snippets"
for snippet in "$work"/snippets/*.c; do
    [ -e "$snippet" ] || continue
    # shellcheck disable=SC2086
    cc -std=c99 -Wall -Werror -Wno-unused-variable -Wno-unused-function -c "$snippet" -o "$snippet.o" \
        -I scripts/doc-snippets $flags || fail "a C block of the documentation does not compile"
done
echo "c-library: passed: libjoystick-sdl.so.$version ($size bytes, SONAME $soname, $(wc -l < "$work/exported") functions: the header's and joystick-run's private ones; no Swift runtime), the API, retrofit and layout tests (the layout test as C++ too), destroying in every callback and misuse under valgrind, pkg-config with SDL2 alone, the example game (C99 and C++; its layout edited, saved, loaded, cancelled, broken; its input scripts) and the documentation's C"
