#!/usr/bin/env bash
# The examples that show how an existing game takes touch controls, played as CI plays them: install the C
# library once into a temporary prefix (or use JOYSTICK_SDL_PREFIX, where scripts/install-c-library.sh put
# it), build Hop four ways (Examples/c-keyboard-game: polling the keyboard and handling key events, each as
# shipped and retrofitted; C99 with warnings as errors, the retrofits also as C++) with the `make
# PKG_CONFIG_PATH=PREFIX/lib/pkgconfig` its Makefile documents, check each retrofit adds or changes at most 20
# lines, play them headless from input scripts (the project's format: touch-down, key-down, ...) and compare
# their final state exactly; then play the Python game (Examples/python-game, pysdl2 and ctypes), installing
# pysdl2 when missing. A bad line of a script is named with its file, line and reason. And the unchanged Hop
# under joystick-run, ending where its retrofit does.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== the examples: an existing C game given touch controls (polled keys, key events; C99 and C++), a Python game"

work=$(mktemp -d)
trap 'rm -rf "$work"; make -s -C Examples/c-keyboard-game clean' EXIT
fail() { echo "examples: FAILED: $*"; exit 1; }

if [ -n "${JOYSTICK_SDL_PREFIX:-}" ]; then
    prefix=$JOYSTICK_SDL_PREFIX
    [ -f "$prefix/lib/pkgconfig/joystick-sdl.pc" ] \
        || fail "JOYSTICK_SDL_PREFIX=$prefix holds no lib/pkgconfig/joystick-sdl.pc"
else
    prefix="$work/prefix"
    bash scripts/install-c-library.sh "$prefix" >/dev/null 2>"$work/install.log" \
        || { cat "$work/install.log"; fail "installing the C library"; }
fi
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
export LD_LIBRARY_PATH="$prefix/lib"

# Hop. A retrofit is what `diff` shows of the retrofitted file: lines added or changed, at most 20. The
# article shows both as `diff -u` output, in its first and second ```diff blocks: they must be today's.
hop=Examples/c-keyboard-game
article=Sources/JoyStickSDL/JoyStickSDL.docc/AddingTouchControlsToAnExistingSDLGame.md
[ "$(grep -c '^```diff$' "$article")" -eq 2 ] || fail "$article should show two \`\`\`diff blocks"
block=0
for pair in original.c:game.c events-original.c:events-game.c; do
    shipped=${pair%:*} retrofitted=${pair#*:}
    block=$((block + 1))
    lines=$(diff "$hop/$shipped" "$hop/$retrofitted" | grep -c '^>' || true)
    [ "$lines" -le 20 ] || fail "diff $shipped $retrofitted adds or changes $lines lines (at most 20)"
    [ "$lines" -gt 0 ] || fail "$retrofitted is $shipped unchanged"
    echo "$retrofitted: $lines lines" >> "$work/retrofits"
    (cd "$hop" && diff -u --label "$shipped" --label "$retrofitted" "$shipped" "$retrofitted") > "$work/diff" \
        || [ $? -eq 1 ] || fail "diff -u $shipped $retrofitted"
    awk -v n="$block" '/^```diff$/ { count++; inside = count == n; next } /^```$/ { inside = 0 } inside' \
        "$article" > "$work/shown"
    diff "$work/shown" "$work/diff" > "$work/drift" || fail "$article's diff block $block is not today's \
diff -u $shipped $retrofitted (< the article, > diff): $(cat "$work/drift")"
done
# As the Makefile documents it: the path on make's command line, none in the environment (GNU make before 4.4
# hides a command-line variable from $(shell); the Makefile passes it on).
env -u PKG_CONFIG_PATH make -s -C "$hop" PKG_CONFIG_PATH="$prefix/lib/pkgconfig" all cxx >/dev/null \
    || fail "building $hop with make PKG_CONFIG_PATH=PREFIX/lib/pkgconfig (C99, and the retrofits as C++)"

# play NAME EVENTS EXPECTED: the program's headless run of 240 frames prints exactly EXPECTED.
play() {
    local output
    output=$(cd "$hop" && "./$1" --headless --frames 240 ${2:+--events "$2"}) || fail "$hop/$1 exited with $?"
    [ "$output" = "$3" ] || fail "$hop/$1${2:+ with $2} printed: ${output//$'\n'/; } (expected: ${3//$'\n'/; })"
}
# Walks right 58 frames (4 pixels each), left 80, up-right 30; jumps on the way, up-right and at frame 232
# (8 frames up: 300 - 68); rings the bell twice, once with a tap shorter than a frame.
play game touch-events.txt $'player 352 232\njumps 3\nacts 2'
play game-cxx touch-events.txt $'player 352 232\njumps 3\nacts 2'
# Key events pushed by the controls reach the game in the next frame's polling loop: the same walk, a frame
# later; the last jump is a frame younger (7 frames up: 300 - 63). The keys of key-events.txt, a frame after
# each finger, played on the unchanged game, end at the same place.
play events-game touch-events.txt $'player 352 237\njumps 3\nacts 2'
play events-game-cxx touch-events.txt $'player 352 237\njumps 3\nacts 2'
play events-original key-events.txt $'player 352 237\njumps 3\nacts 2'
# The retrofitted game still plays from the keyboard: the keys bound to the controls move them and reach the
# game too, which ends where the unchanged one does.
play events-game key-events.txt $'player 352 237\njumps 3\nacts 2'
# The game as shipped runs headless too; SDL_GetKeyboardState shows only the keys a video driver reports,
# never pushed events, so nothing moves it here.
play original "" $'player 320 300\njumps 0\nacts 0'
# Its last frame as a picture; bad input named with its file and line, exit status 2.
(cd "$hop" && ./game --headless --frames 2 --screenshot "$work/hop.bmp" >/dev/null) || fail "game --screenshot"
[ "$(head -c 2 "$work/hop.bmp")" = BM ] || fail "game --screenshot wrote no BMP file"
printf 'window: 640x360\n# a touch without its y\n10 touch-down 1 80\n' > "$work/bad.txt"
bad="$work/bad.txt:3: 'touch-down' takes 3 arguments (id x y), got 2"
status=0
(cd "$hop" && ./game --headless --events "$work/bad.txt" >/dev/null 2>"$work/bad.log") || status=$?
[ "$status" -eq 2 ] && grep -qxF "$bad" "$work/bad.log" \
    || fail "a bad events line: exit $status, said: $(cat "$work/bad.log")"
# A key name with spaces is quoted; unquoted, the reason says how to write it.
printf 'window: 640x360\n10 key-down "Left Ctrl"\n12 key-up "Left Ctrl"\n' > "$work/quoted.txt"
(cd "$hop" && ./game --headless --frames 20 --events "$work/quoted.txt" >/dev/null 2>"$work/quoted.log") \
    || fail "a quoted key name: exit $?, said: $(cat "$work/quoted.log")"
printf 'window: 640x360\n10 key-down Left Ctrl\n' > "$work/unquoted.txt"
unquoted="$work/unquoted.txt:2: 'key-down' takes 1 argument (key), got 2: quote a key name with spaces: \"Left Ctrl\""
status=0
(cd "$hop" && ./game --headless --events "$work/unquoted.txt" >/dev/null 2>"$work/unquoted.log") || status=$?
[ "$status" -eq 2 ] && grep -qxF "$unquoted" "$work/unquoted.log" \
    || fail "an unquoted key name: exit $status, said: $(cat "$work/unquoted.log")"

# Hop as shipped, unchanged, under joystick-run: the controls the profile places where game.c does, the
# folder's touch script (its window: header scales it to the 1280x720 window original.c opens), and the same
# end as the retrofitted game. SDL_QUIT comes in the first read after the 239th frame: the game plays that
# frame out, 240 frames as game --frames 240 plays. Built as C and C++ (with SDL2 shared), and as C with SDL2
# linked statically (SDL hands over to the system's SDL2); events-original ends there too, since the controls'
# key events reach a game under joystick-run in the frame of the touch.
# shellcheck disable=SC2046
g++ -x c++ -O2 $(pkg-config --cflags sdl2) "$hop/original.c" "$hop/hop.c" "$hop/runner.c" Examples/common/input_script.c -IExamples/common -o "$work/original-cxx" \
    $(pkg-config --libs sdl2) || fail "building original.c as C++"
# shellcheck disable=SC2046
cc -std=c99 -O2 $(pkg-config --cflags sdl2) "$hop/original.c" "$hop/hop.c" "$hop/runner.c" Examples/common/input_script.c -IExamples/common -o "$work/original-static" \
    -Wl,-Bstatic -lSDL2 -Wl,-Bdynamic $(pkg-config --static --libs-only-l sdl2 | sed 's/-lSDL2 //') \
    || fail "building original.c with SDL2 linked statically"
! ldd "$work/original-static" | grep -q libSDL2 || fail "original-static links libSDL2 dynamically"
for game in "$hop/original" "$work/original-cxx" "$work/original-static" "$hop/events-original"; do
    output=$("$prefix/bin/joystick-run" --headless --profile "$hop/joystick-run-profile.json" \
        --script "$hop/touch-events.txt" --frames 239 -- "$game") || fail "joystick-run $game exited with $?"
    [ "$output" = $'player 352 232\njumps 3\nacts 2' ] || fail "joystick-run $game printed: ${output//$'\n'/; }"
done

# Drift, in Python: pysdl2 over the system's SDL2, the library through ctypes.
python=Examples/python-game
if ! python3 -c 'import sdl2' 2>/dev/null; then
    bash scripts/install-deps.sh --pysdl2 >&2 || true
fi
if python3 -c 'import sdl2' 2>/dev/null; then
    # Right 48 frames at 3 pixels, up 30 at 3, down-left 30 at 1.5 on each axis; two shots, one a tap
    # shorter than a frame.
    output=$(cd "$python" && python3 -B game.py --headless --frames 180 --events touch-events.txt) \
        || fail "$python/game.py exited with $?"
    [ "$output" = $'player 419.00 135.00\nshots 2' ] || fail "$python/game.py printed: ${output//$'\n'/; }"
    status=0
    (cd "$python" && python3 -B game.py --headless --events "$work/bad.txt" >/dev/null 2>"$work/bad.log") \
        || status=$?
    [ "$status" -eq 2 ] && grep -qxF "$bad" "$work/bad.log" \
        || fail "$python/game.py on a bad events line: exit $status, said: $(cat "$work/bad.log")"
    (cd "$python" && python3 -B game.py --headless --frames 20 --events "$work/quoted.txt" >/dev/null \
        2>"$work/quoted.log") || fail "$python/game.py on a quoted key name: exit $?, said: $(cat "$work/quoted.log")"
    status=0
    (cd "$python" && python3 -B game.py --headless --events "$work/unquoted.txt" >/dev/null 2>"$work/unquoted.log") \
        || status=$?
    [ "$status" -eq 2 ] && grep -qxF "$unquoted" "$work/unquoted.log" \
        || fail "$python/game.py on an unquoted key name: exit $status, said: $(cat "$work/unquoted.log")"
    python_result="the Python game"
else
    echo "examples: SKIPPED $python/game.py: pysdl2 is missing and could not be installed" \
        "(python3 -m pip install pysdl2, or Debian's python3-sdl2)"
    python_result="the Python game SKIPPED (no pysdl2)"
fi
echo "examples: passed: Hop retrofitted in $(paste -sd, "$work/retrofits" | sed 's/,/, /g') (at most 20)," \
    "built with make PKG_CONFIG_PATH=..., played headless from input scripts as C99 and C++, Hop unchanged under" \
    "joystick-run (C, C++, SDL2 static, key events) ending where the retrofit does, $python_result"
