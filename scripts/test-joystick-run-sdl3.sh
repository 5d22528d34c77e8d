#!/usr/bin/env bash
# joystick-run on SDL3 games: Tests/JoyStickRun/sdl3-probe.c, an SDL3 game built without joystick-sdl, run under
# joystick-run on SDL 3.4 (the system's when pkg-config finds it, else scripts/build-sdl3.sh's cache), with the
# scripts and profiles the SDL2 probes use, and what it prints checked in exact numbers:
#
#   - `-v` names the SDL3 it runs on;
#   - a touch a control takes, and SDL's mouse copy of it, never reach the game; a touch on the game does; the
#     controls' keys in SDL_GetKeyboardState and as events: the same numbers as the SDL2 probe's;
#   - every way of reading input (polling, SDL_PumpEvents with the keyboard array, a game waiting in
#     SDL_WaitEventTimeout and SDL_WaitEvent) and of showing a frame (a renderer with a logical presentation, whose
#     state is left as the game set it; a window surface; OpenGL, on the offscreen driver the overlay moves SDL to,
#     the controls laid over its frames);
#   - SDL3's clock: SDL_GetTicks and SDL_GetTicksNS virtual (a game that spins on SDL_GetTicksNS, one that sleeps
#     with SDL_DelayNS and SDL_DelayPrecise), SDL_rand from --seed; the same frame hashes twice;
#   - pictures with the controls drawn in them, a verdict against a good run's hashes, a suite of scripts, a run
#     recorded in a window and replayed headless, a waiting game told to quit when the script is over, and a newer SDL3's table refused
#     in words.
#
# The overlay and the C library for SDL3 come from JOYSTICK_SDL_PREFIX when it has libjoystick-sdl3 (the overlay
# installed with it was built with SDL3's headers), else from an installation made here.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== joystick-run: SDL3 games"

fail() { echo "joystick-run sdl3: FAILED: $*"; exit 1; }
sdl3=$(bash scripts/build-sdl3.sh) || fail "SDL 3 could not be had"
if [ -d "$sdl3/lib/pkgconfig" ]; then
    export PKG_CONFIG_PATH="$sdl3/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    export LD_LIBRARY_PATH="$sdl3/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${JOYSTICK_SDL_PREFIX:-}" ] && [ -e "$JOYSTICK_SDL_PREFIX/lib/libjoystick-sdl3.so.1" ]; then
    prefix=$JOYSTICK_SDL_PREFIX
else
    prefix="$work/prefix"
    bash scripts/install-c-library.sh "$prefix" >/dev/null 2>"$work/install.log" \
        || { cat "$work/install.log"; fail "installing the C library and joystick-run"; }
fi
run=$prefix/bin/joystick-run
probes=Tests/JoyStickRun
profile=$probes/profile.json
# shellcheck disable=SC2046
cc -std=c99 -Wall -Wextra -Werror -O2 $(pkg-config --cflags sdl3) "$probes/sdl3-probe.c" -o "$work/sdl3-probe" \
    $(pkg-config --libs sdl3) || fail "building $probes/sdl3-probe.c"
cc -std=c99 -Wall -Wextra -Werror -O2 "$probes/entry-probe.c" -o "$work/entry-probe" -ldl \
    || fail "building $probes/entry-probe.c"

# expect WHAT EXPECTED COMMAND...: the command prints exactly EXPECTED (stdout) and exits 0.
expect() {
    local what=$1 expected=$2 output
    shift 2
    output=$("$@" 2>"$work/stderr") || fail "$what: exit status $? ($(cat "$work/stderr"))"
    [ "$output" = "$expected" ] || fail "$what printed:
$output
expected:
$expected
(stderr: $(cat "$work/stderr"))"
}
headless() { timeout -s KILL 120 "$run" --headless "$@"; }
touched() { headless --profile "$profile" --script "$probes/touches.txt" --frames 60 "$@"; }

headless -v --frames 1 -- "$work/sdl3-probe" >/dev/null 2>"$work/err" || fail "a first run: $(cat "$work/err")"
version=$(pkg-config --modversion sdl3)
grep -q "^joystick-run: sdl3-probe runs on SDL $version (SDL3, .*libSDL3.so.0)$" "$work/err" \
    || fail "-v said: $(grep 'runs on' "$work/err")"
echo "joystick-run sdl3: the probe runs on $(grep -o 'runs on SDL .*' "$work/err" | cut -c9-)"

# The stick pushed right frames 12-29 (18 frames), the button held 50-54 (5): the game sees the keys, and the finger
# on the game (its 3 events and the 2 mouse copies SDL makes of them), as the SDL2 probe does. SDL3's ticks are the
# virtual clock's (61 frames at 60 a second), SDL_rand's numbers --seed's. On SDL3's dummy driver a renderer's
# window loses and gains the focus as SDL tries its GL renderers first (a window surface does not).
clock=$'frames 61\nticks 1016\nticks-ns 1016666667\ncounter-frequency 1000000000\nrand 0 993078 419430'
input=$'key-events down 2 up 2\nkey-frames up 0 left 0 down 0 right 18 space 5\nfingers down 1 motion 1 up 1
mouse buttons down 1 up 1 touch 2\npad opened 0 axis 0 down 0 up 0'
expect "polling, a renderer" "$clock"$'\n'"$input"$'\nfocus lost 2 gained 3\nrenderer-changed-at -1' \
    touched -- "$work/sdl3-probe"
expect "a renderer with a logical presentation (its state left as set)" \
    "$clock"$'\n'"$input"$'\nfocus lost 2 gained 3\nrenderer-changed-at -1' touched -- "$work/sdl3-probe" --logical 320x180
expect "a window surface" "$clock"$'\n'"$input"$'\nfocus lost 0 gained 1\nrenderer-changed-at -1' \
    touched -- "$work/sdl3-probe" --surface
# OpenGL, on the offscreen driver the overlay moves SDL to before the game's window: the controls laid over its
# frames take the touches as on a renderer.
expect "OpenGL" "$clock"$'\n'"$input"$'\nfocus lost 0 gained 1\nrenderer-changed-at -1' touched -- "$work/sdl3-probe" --gl
expect "SDL_PumpEvents and the keyboard array" "$clock"$'\nkey-events down 0 up 0
key-frames up 0 left 0 down 0 right 18 space 5\nfingers down 0 motion 0 up 0\nmouse buttons down 0 up 0 touch 0
pad opened 0 axis 0 down 0 up 0\nfocus lost 0 gained 0\nrenderer-changed-at -1' touched -- "$work/sdl3-probe" --pump
# The published gamepad (the stick as its left stick, the button as A) and the script's own (the library's virtual
# gamepad, as the controls publish theirs), both opened by the game: A down and up twice. SDL3 reports every axis of
# a gamepad as it opens (12 of the 26 axis events are the script's pad's).
expect "gamepads" $'frames 91\nticks 1516\nticks-ns 1516666667\ncounter-frequency 1000000000\nrand 0 993078 419430
key-events down 0 up 0\nkey-frames up 0 left 0 down 0 right 0 space 0\nfingers down 0 motion 0 up 0
mouse buttons down 0 up 0 touch 0\npad opened 2 axis 26 down 2 up 2\nfocus lost 2 gained 3\nrenderer-changed-at -1' \
    headless --profile "$probes/pad-profile.json" --script "$probes/pad.txt" --frames 90 -- "$work/sdl3-probe" --pad
# A waiting game draws only when an event wakes it: the frames it waited through end undrawn, and --frames counts
# them (63 frames' time: the 100 ms timeouts move the clock whole).
expect "a game waiting for events" $'frames 9\nticks 1050\nticks-ns 1050000000\ncounter-frequency 1000000000
rand 0 993078 419430\nkey-events down 2 up 2\nkey-frames up 0 left 0 down 0 right 1 space 1
fingers down 1 motion 1 up 1\nmouse buttons down 1 up 1 touch 2\npad opened 0 axis 0 down 0 up 0
focus lost 2 gained 3\nrenderer-changed-at -1' touched -- "$work/sdl3-probe" --wait
# Spinning on SDL_GetTicksNS moves the clock a millisecond every 1000 reads; SDL_DelayNS and SDL_DelayPrecise
# sleep on it: the game's own pace, to the nanosecond, every run.
expect "a game spinning on SDL_GetTicksNS" $'frames 61\nticks 1033\nticks-ns 1033666667' \
    sh -c '"$@" | head -3' sh timeout -s KILL 120 "$run" --headless --frames 60 -- "$work/sdl3-probe" --spin
expect "a game sleeping with SDL_DelayNS and SDL_DelayPrecise" $'frames 61\nticks 1033\nticks-ns 1033333354' \
    sh -c '"$@" | head -3' sh timeout -s KILL 120 "$run" --headless --frames 60 -- "$work/sdl3-probe" --delay
[ "$(headless --frames 5 --seed 2 -- "$work/sdl3-probe" | grep '^rand')" != "rand 0 993078 419430" ] \
    || fail "--seed 2 gave --seed 1's SDL_rand numbers"

# The same frames twice, for each way of showing one; OpenGL on the offscreen driver the overlay moves SDL to.
for mode in renderer surface gl; do
    how=()
    [ "$mode" = renderer ] || how=("--$mode")
    for i in 1 2; do
        touched --frame-hashes "$work/$mode-$i.hashes" -- "$work/sdl3-probe" "${how[@]}" >/dev/null 2>"$work/err" \
            || fail "hashes of $mode, run $i: $(cat "$work/err")"
    done
    [ "$(wc -l <"$work/$mode-1.hashes")" = 61 ] && cmp -s "$work/$mode-1.hashes" "$work/$mode-2.hashes" \
        || fail "$mode: the frame hashes of two runs differ: $(diff "$work/$mode-1.hashes" "$work/$mode-2.hashes" | head -4)"
done
# A verdict against a good run's hashes.
touched --expect-hashes "$work/renderer-1.hashes" -- "$work/sdl3-probe" >/dev/null 2>"$work/err" \
    || fail "a run against its good run's hashes: exit $?: $(cat "$work/err")"
[ "$(cat "$work/err")" = "joystick-run: frames: 61 of 61 matched" ] || fail "a run that matches said: $(cat "$work/err")"

# Pictures have the controls in them: the stick's spot (the stick pushed right at frame 20) differs from the same
# frame with the controls invisible; the game's own pixels do not.
for look in drawn invisible; do
    flags=()
    [ "$look" = drawn ] || flags=(--invisible-controls)
    for mode in renderer surface gl; do
        how=()
        [ "$mode" = renderer ] || how=("--$mode")
        touched "${flags[@]}" --screenshot "20:$work/$mode-$look.png" -- "$work/sdl3-probe" "${how[@]}" >/dev/null \
            2>"$work/err" || fail "a picture ($mode, $look): $(cat "$work/err")"
    done
done
for mode in renderer surface gl; do
    read -r stick game < <(python3 scripts/png-pixels.py "$work/$mode-drawn.png" 150,270 320,40 | paste -sd' ')
    read -r bare_stick bare_game < <(python3 scripts/png-pixels.py "$work/$mode-invisible.png" 150,270 320,40 | paste -sd' ')
    [ "$stick" != "$bare_stick" ] && [ "$game" = "$bare_game" ] \
        || fail "the picture of a $mode frame: the stick's spot $stick (without the controls $bare_stick), the game's $game ($bare_game)"
done

# Recorded in a window (SDL's dummy driver, the real clock) and replayed headless: the same input reaches the game.
played='^key-\|^fingers\|^mouse\|^pad'
SDL_VIDEODRIVER=dummy timeout -s KILL 120 "$run" --profile "$profile" --script "$probes/touches.txt" --frames 60 \
    --record "$work/recorded.txt" -- "$work/sdl3-probe" | grep "$played" >"$work/recording-run" || fail "the recording run"
expect "the recording" $'# recorded by joystick-run; joystick-run --headless --script THIS_FILE GAME replays it\nwindow: 640x360\nframes: 60
10 touch-down 1 90 270
12 touch-move 1 150 270
30 touch-up 1 150 270
40 touch-down 1 320 100
41 touch-move 1 330 100
42 touch-up 1 330 100
50 touch-down 1 580 300
55 touch-up 1 580 300' sed 's/ *$//' "$work/recorded.txt"
expect "its replay" "$(cat "$work/recording-run")" \
    sh -c '"$@" | grep "$0"' "$played" timeout -s KILL 120 "$run" --headless --profile "$profile" \
    --script "$work/recorded.txt" -- "$work/sdl3-probe"

# A suite: each script of a folder a test, in two workers; the first run keeps the hashes, which, blessed beside the
# scripts, the next run matches; a script changed fails.
suite=$work/suite
mkdir -p "$suite"
cp "$probes/touches.txt" "$suite/stick.txt"
printf 'window: 640x360\n10 key-down Right\n40 key-up Right\n' > "$suite/keys.txt"
suite_run=(timeout -s KILL 300 "$run" --suite "$suite" --profile "$profile" --frames 60 --jobs 2)
sorted() { sh -c '"$@" | LC_ALL=C sort' sh "$@"; }
expect "a suite's first run" "pass keys: 61 frames (61 drawn), no keys.hashes to compare with
pass stick: 61 frames (61 drawn), no stick.hashes to compare with" sorted "${suite_run[@]}" --output "$work/suite-out" \
    -- "$work/sdl3-probe"
cp -r "$work/suite-out/." "$suite/"
expect "the suite against its blessed hashes" "pass keys: 61 frames (61 drawn)
pass stick: 61 frames (61 drawn)" sorted "${suite_run[@]}" -- "$work/sdl3-probe"
printf 'window: 640x360\n10 key-down Right\n41 key-up Right\n' > "$suite/keys.txt"
code=0
"${suite_run[@]}" -- "$work/sdl3-probe" >"$work/out" 2>"$work/err" || code=$?
[ "$code" = 1 ] && grep -q "^FAIL keys: frame 40 differs from the good run's: " "$work/out" \
    && grep -q "^pass stick: " "$work/out" \
    || fail "a changed script in the suite: exit $code: $(cat "$work/out") $(cat "$work/err")"

# A game waiting for events with a script and no --frames: told to quit once the script is over.
started=$SECONDS
headless --script "$probes/touches.txt" -- "$work/sdl3-probe" --wait >"$work/out" 2>"$work/err" \
    || fail "a waiting game whose script is over: exit $?: $(cat "$work/err")"
[ $((SECONDS - started)) -lt 30 ] && grep -q "^frames " "$work/out" \
    || fail "a waiting game whose script is over: $(cat "$work/out") $(cat "$work/err")"

# A game built with a newer SDL3 than the one it runs on: refused in words, and SDL3 runs it on its own.
JOYSTICK_RUN_STATUS=/dev/stdout "$work/entry-probe" "$prefix/lib/libjoystick-run.so" --sdl3 \
    | sed 's/pid=[0-9]*/pid=P/' >"$work/entry"
functions=$(grep -o '([0-9]* functions against [0-9]*)' "$work/entry" | grep -o 'against [0-9]*' | cut -d' ' -f2)
[ -n "$functions" ] || fail "the overlay's refusal of a newer SDL3: $(cat "$work/entry")"
expect "the overlay's refusal of a newer SDL3" "LOADED pid=P virtual-clock=0
ENTRY_FAIL pid=P reason=the game was built with a newer SDL3 than libSDL3.so.0 ($((functions + 1)) functions against $functions): install a newer SDL3, or run the game with the SDL3 it ships
newer SDL3 -1" cat "$work/entry"

echo "joystick-run sdl3: all checks passed"
