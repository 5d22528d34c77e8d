#!/usr/bin/env bash
# The C library as a C game uses it: install it into a temporary prefix, check that it carries its own Swift
# runtime, build the C API test and the example game with pkg-config (as C99 and as C++, warnings as
# errors), run them headless on SDL's dummy video driver, and check what they print; compile the C blocks of
# the documentation against the installed header.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=$(mktemp -d)
work=$(mktemp -d)
trap 'rm -rf "$prefix" "$work"' EXIT
bash scripts/install-c-library.sh "$prefix" >/dev/null 2>"$work/install.log" \
    || { cat "$work/install.log"; echo "c-library: FAILED: install"; exit 1; }
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"

fail() { echo "c-library: FAILED: $*"; exit 1; }
if ldd "$prefix/lib/libjoystick-sdl.so" | grep -Eq 'libswift|libFoundation|libdispatch'; then
    fail "the library needs the Swift runtime installed: $(ldd "$prefix/lib/libjoystick-sdl.so" | grep -E 'swift|Foundation|dispatch')"
fi

flags=$(pkg-config --cflags joystick-sdl)
libs=$(pkg-config --libs joystick-sdl)
# shellcheck disable=SC2086
cc -std=c99 -Wall -Wextra -Werror Tests/CLibrary/api_test.c -o "$work/api_test" $flags $libs -lm \
    || fail "building Tests/CLibrary/api_test.c"
"$work/api_test" || fail "Tests/CLibrary/api_test.c"

make -s -C Examples/c-game game >/dev/null || fail "building Examples/c-game as C99"
make -s -C Examples/c-game game-cxx >/dev/null || fail "building Examples/c-game as C++"
expected=$'frames 240\nplayer 610.67 348.00\ndashes 2'
for game in game game-cxx; do
    output=$(cd Examples/c-game && "./$game" --headless --frames 240 --events demo-events.txt) \
        || fail "Examples/c-game/$game exited with $?"
    [ "$output" = "$expected" ] || fail "Examples/c-game/$game printed: $output (expected: $expected)"
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
echo "c-library: passed: installed, no Swift runtime needed, the API test, the example game (C99 and C++) and the documentation's C"
