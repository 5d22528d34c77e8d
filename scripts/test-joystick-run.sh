#!/usr/bin/env bash
# joystick-run as a tester and a player meet it, on games built without joystick-sdl: install it (or use
# JOYSTICK_SDL_PREFIX, where scripts/install-c-library.sh put it), build the probes of Tests/JoyStickRun (C99,
# warnings as errors), run them under joystick-run with the scripts and profiles beside them, and check what
# they print, in exact numbers:
#
#   - a touch a control takes, and SDL's mouse copy of it, reach neither the game's queue, nor its event filter,
#     nor its watcher, nor SDL_GetMouseState; a touch on the game reaches all of them;
#   - the controls' keys in SDL_GetKeyboardState (kept from before SDL_Init, or read each frame) and as events;
#   - every way of reading events (polling, SDL_PumpEvents and SDL_PeepEvents, waiting) and of showing a frame
#     (a renderer with a logical size, whose state is left as the game set it; a window surface; OpenGL
#     compatibility, core and ES, whose state is left too);
#   - keys let go when the finger lifts, on focus loss, when the renderer and window are made again, and when
#     the game quits SDL and starts it again; a thread reading SDL_GetTicks;
#   - the virtual game controller, and the script's own pad;
#   - the layout editor opened by three fingers held a second; the controls hidden by Ctrl+Alt+H and by four
#     fingers held a second, their touches then the game's; a profile's floating stick, tints and reach; a run
#     recorded and replayed to the same frames;
#     every key and pad button recorded by its script name, and a recording cut by SIGKILL kept to its last frame;
#     the same frame hashes twice; a Python (pysdl2) game; a Swift game (the arcade, as swift build makes it);
#   - bad input: a profile, a script, a game that is not SDL2, one that is not there, one that never ends; and
#     SDL handing the overlay what it must refuse (a newer SDL2's table);
#   - headless runs of any game: the virtual clock of libc (a busy wait, clock_gettime and nanosleep with
#     srand(time(NULL)) and getrandom, an audio thread, SDL timers), the same hashes twice, a verdict against a
#     good run's hashes, games that will not leave or hang stopped, nothing left running; Hop under valgrind;
#   - suites: a folder of scripts in worker processes, its verdicts, JUnit report and shards, a stop.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== joystick-run: unchanged SDL2 games with touch controls and scripted headless runs"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "joystick-run: FAILED: $*"; exit 1; }

if [ -n "${JOYSTICK_SDL_PREFIX:-}" ]; then
    prefix=$JOYSTICK_SDL_PREFIX
else
    prefix="$work/prefix"
    bash scripts/install-c-library.sh "$prefix" >/dev/null 2>"$work/install.log" \
        || { cat "$work/install.log"; fail "installing the C library and joystick-run"; }
fi
run=$prefix/bin/joystick-run
[ -x "$run" ] || fail "no $run"
[ -f "$prefix/lib/libjoystick-run.so" ] || fail "no $prefix/lib/libjoystick-run.so beside the C library"
# The overlay exports SDL_DYNAPI_entry and the libc functions of a headless run's clock, and names no SDL
# function (it calls SDL through SDL's table).
exports=$(nm -D --defined-only "$prefix/lib/libjoystick-run.so" | awk '{print $3}' | paste -sd' ')
[ "$exports" = "SDL_DYNAPI_entry arc4random arc4random_buf arc4random_uniform clock clock_gettime clock_nanosleep getentropy getrandom gettimeofday nanosleep poll pthread_cond_clockwait pthread_cond_timedwait pthread_mutex_clocklock pthread_mutex_timedlock select sem_clockwait sem_timedwait sleep time times timespec_get usleep" ] \
    || fail "the overlay exports $exports"
! nm -D --undefined-only "$prefix/lib/libjoystick-run.so" | grep -q ' SDL_' || fail "the overlay links SDL functions"

probes=Tests/JoyStickRun
cflags=(-std=c99 -Wall -Wextra -Werror -O2)
# shellcheck disable=SC2046
cc "${cflags[@]}" $(pkg-config --cflags sdl2) "$probes/probe.c" -o "$work/probe" $(pkg-config --libs sdl2) \
    || fail "building $probes/probe.c"
# shellcheck disable=SC2046
cc "${cflags[@]}" $(pkg-config --cflags sdl2) "$probes/gl-probe.c" -o "$work/gl-probe" $(pkg-config --libs sdl2) \
    || fail "building $probes/gl-probe.c"
cc "${cflags[@]}" "$probes/entry-probe.c" -o "$work/entry-probe" -ldl || fail "building $probes/entry-probe.c"
# shellcheck disable=SC2046
cc "${cflags[@]}" $(pkg-config --cflags sdl2) "$probes/keys-probe.c" -o "$work/keys-probe" $(pkg-config --libs sdl2) \
    || fail "building $probes/keys-probe.c"

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
headless() { "$run" --headless "$@"; }
# The SDL2 the probes run on (LD_LIBRARY_PATH may name another than the system's: scripts/sdl-stack.sh), and
# what that SDL does on its own: SDL 2.26 gives a window made on the dummy driver no focus, 2.32 and sdl2-compat
# give it the focus (one SDL_WINDOWEVENT_FOCUS_GAINED), which focus() adds to what the controls and scripts do.
"$run" -v --headless --frames 1 -- "$work/probe" >"$work/first" 2>"$work/sdl" || fail "a first run: $(cat "$work/sdl")"
compat=0
grep -q 'runs on SDL 2[.0-9]* (sdl2-compat over' "$work/sdl" && compat=1
sdl_version=$(grep -o 'runs on SDL [0-9.]*' "$work/sdl" | cut -d' ' -f4)
own_focus=$(sed -n 's/^focus lost 0 gained \([01]\)$/\1/p' "$work/first")
[ -n "$own_focus" ] || fail "a first run of the probe: $(cat "$work/first")"
echo "joystick-run: the probes run on $(grep -o 'runs on SDL .*' "$work/sdl" | cut -c9-)"
focus() { echo "focus lost $1 gained $(($2 + own_focus))"; }
# Where SDL gives windows the focus on its own, what it does as windows are destroyed and made again differs
# between SDLs (2.32 says the old one lost it, sdl2-compat does not): expect_own leaves the focus line out there.
sdl_focus='^$'
[ "$own_focus" = 0 ] || sdl_focus='^focus'
without_sdl_focus() { "$@" | grep -v "$sdl_focus"; }
expect_own() {   # WHAT EXPECTED COMMAND...
    local what=$1 expected=$2
    shift 2
    expect "$what" "$(grep -v "$sdl_focus" <<<"$expected")" without_sdl_focus "$@"
}
profile=$probes/profile.json

# A plain `swift build` gives joystick-run with its overlay and the C library beside it (their Swift-runtime builds):
# copied alone into a folder, it finds them there and gives the installed one's frames, hash for hash.
swift build --product joystick-run-overlay >/dev/null && swift build --product joystick-sdl >/dev/null \
    && swift build --product joystick-run >/dev/null || fail "swift build of joystick-run, its overlay and the C library"
bin=$(swift build --show-bin-path)
mkdir "$work/swift-build"
cp "$bin/joystick-run" "$bin/libjoystick-run-overlay.so" "$bin/libjoystick-sdl.so" "$work/swift-build/"
headless --frames 30 --frame-hashes "$work/installed.hashes" --script "$probes/touches.txt" --profile "$profile" \
    -- "$work/probe" >/dev/null 2>"$work/err" || fail "the installed joystick-run: $(cat "$work/err")"
"$work/swift-build/joystick-run" --headless --frames 30 --frame-hashes "$work/swift-build.hashes" \
    --script "$probes/touches.txt" --profile "$profile" -- "$work/probe" >/dev/null 2>"$work/err" \
    || fail "swift build's joystick-run: $(cat "$work/err")"
[ "$(wc -l <"$work/installed.hashes")" = 31 ] && cmp -s "$work/installed.hashes" "$work/swift-build.hashes" \
    || fail "swift build's joystick-run gave other frames than the installed one's: $(diff "$work/installed.hashes" \
        "$work/swift-build.hashes" | head -5)"

# The stick pushed right frames 12-29 (18 frames), the button held 50-54 (5); the finger on the game (3 finger
# events, a mouse copy of its press and release) reaches the game, its filter and its watcher alike.
common=$'key-frames up 0 left 0 down 0 right 18 space 5 return 0\nkey-events down 2 up 2 j 0 ctrl-frames 0'
expect "polling, with a filter and a watcher" $'frames 61\nticks 1016\n'"$common"$'
fingers polled 3 filtered 3 watched 3
mouse buttons 0 touch-copies 2 filtered 2 phantom-frames 0
pad opened 0 axis 0 down 0 up 0
'"$(focus 0 0)" headless --profile "$profile" --script "$probes/touches.txt" --frames 60 -- "$work/probe" --filter
plain=$'frames 61\nticks 1016\n'"$common"$'
fingers polled 3 filtered 0 watched 0
mouse buttons 0 touch-copies 2 filtered 0 phantom-frames 0
pad opened 0 axis 0 down 0 up 0
'"$(focus 0 0)"
expect "a renderer with a logical size (its state left as set)" "$plain"$'\nrenderer kept' \
    headless --profile "$profile" --script "$probes/touches.txt" --frames 60 -- "$work/probe" --logical 320x180
expect "a window surface" "$plain" \
    headless --profile "$profile" --script "$probes/touches.txt" --frames 60 -- "$work/probe" --surface
# Shown with SDL_UpdateWindowSurfaceRects: the same, and every frame a present (drawn, in the hashes).
expect "a window surface shown by rectangles" "$plain" \
    headless --profile "$profile" --script "$probes/touches.txt" --frames 60 --frame-hashes "$work/rects.hashes" \
    -- "$work/probe" --surface --rects
[ "$(grep -c -v ' -$' "$work/rects.hashes")" = 61 ] || fail "SDL_UpdateWindowSurfaceRects: $(grep -c ' -$' "$work/rects.hashes") frames not drawn"
expect "SDL_PumpEvents, SDL_PeepEvents and a keyboard array from before SDL_Init" "$plain" \
    headless --profile "$profile" --script "$probes/touches.txt" --frames 60 -- "$work/probe" --pump
# The window resized to 1280x720 at frame 5: the controls follow it (their places and sizes double), and so do
# the script's touches (written for 640x360): the same game, the stick's handle pushed right at (300, 540).
# (On SDL's dummy driver: the offscreen one's OpenGL surface keeps the size a window was made at.)
expect "a window resized" "$plain" env SDL_VIDEODRIVER=dummy "$run" --headless --profile "$profile" \
    --script "$probes/touches.txt" --frames 60 \
    --screenshot "13:$work/resized.png" -- "$work/probe" --resize 5 1280x720
pixels=$(python3 scripts/png-pixels.py "$work/resized.png" 300,540 90,270 | paste -sd' ')
[ "$pixels" = "142,142,142,255 30,40,50,255" ] || fail "after the resize the handle is not at (300, 540): $pixels"

# Two windows presenting every frame and no focus anywhere (the dummy driver): the controls stay in the first,
# where the touches land (where SDL gives a new window the focus, the second takes it from the first). The
# script's frames count presents, two a game frame: Right is down presents 12-29,
# game frames 6-14; the clock, moved by presents, reads 62/60 s.
expect_own "two windows" $'frames 31\nticks 1033
key-frames up 0 left 0 down 0 right 9 space 3 return 0
key-events down 2 up 2 j 0 ctrl-frames 0
fingers polled 3 filtered 0 watched 0
mouse buttons 0 touch-copies 2 filtered 0 phantom-frames 0
pad opened 0 axis 0 down 0 up 0
'"$(focus 0 0)" \
    headless --profile "$profile" --script "$probes/touches.txt" --frames 60 -- "$work/probe" --second
expect "a thread reading SDL_GetTicks" "$plain"$'\nthread ran' \
    headless --profile "$profile" --script "$probes/touches.txt" --frames 60 -- "$work/probe" --thread
# A game that waits for input: a wait of 100 ms that finds nothing moves the virtual clock by 100 ms, an
# endless wait that finds nothing ends the frame (nothing drawn) until a frame with scripted events comes, and
# once the script is over the game gets SDL_QUIT. It draws a frame after each event it got: 9.
expect "waiting for events" $'frames 9\nticks 1050
key-frames up 0 left 0 down 0 right 1 space 1 return 0
key-events down 2 up 2 j 0 ctrl-frames 0
fingers polled 3 filtered 0 watched 0
mouse buttons 0 touch-copies 2 filtered 0 phantom-frames 0
pad opened 0 axis 0 down 0 up 0
'"$(focus 0 0)" headless --profile "$profile" --script "$probes/touches.txt" -- "$work/probe" --wait

# Keys let go: a renderer and window made again at frame 20, SDL quit and started again at 20 (the key-up the
# emptied queue lost comes after the start), the focus lost at 20. Right is down frames 12-19; the finger,
# still down, stays the controls' until it lifts: the game never sees it.
again=${plain/right 18/right 8}
expect_own "a renderer and window made again" "$again" \
    headless --profile "$profile" --script "$probes/touches.txt" --frames 60 -- "$work/probe" --recreate 20
# SDL 2.26's ticks count from its latest start (frame 20): 41 frames, 684 ms (it subtracts seconds and nanoseconds
# apart and truncates each); sdl2-compat's too, flooring the nanoseconds between (683); SDL 2.32's from its first.
case "$compat $sdl_version" in
    "0 2.26."*) restarted_ticks=684 ;;
    "1 "*) restarted_ticks=683 ;;
    *) restarted_ticks=1016 ;;
esac
expect_own "SDL quit and started again" "${again/ticks 1016/ticks $restarted_ticks}" \
    headless --profile "$profile" --script "$probes/touches.txt" --frames 60 -- "$work/probe" --reinit 20
expect "the focus lost" $'frames 91\nticks 1516
key-frames up 0 left 0 down 0 right 8 space 0 return 0
key-events down 1 up 1 j 0 ctrl-frames 0
fingers polled 0 filtered 0 watched 0
mouse buttons 0 touch-copies 0 filtered 0 phantom-frames 0
pad opened 0 axis 0 down 0 up 0
'"$(focus 1 1)" headless --profile "$profile" --script "$probes/focus.txt" --frames 90 -- "$work/probe"

# The published pad (the stick as its left stick, the button as A) and the script's own pad, both opened by the
# game: 3 axis events (the stick out and back, the script's), A down and up twice.
expect "game controllers" $'frames 91\nticks 1516
key-frames up 0 left 0 down 0 right 0 space 0 return 0
key-events down 0 up 0 j 0 ctrl-frames 0
fingers polled 0 filtered 0 watched 0
mouse buttons 0 touch-copies 0 filtered 0 phantom-frames 0
pad opened 2 axis 3 down 2 up 2
'"$(focus 0 0)" headless --profile "$probes/pad-profile.json" --script "$probes/pad.txt" --frames 90 -- "$work/probe" --pad

# Three fingers held a second open the layout editor (said on the status pipe); SDL_Quit closes it, keeping
# the arrangement (a headless run writes no file).
headless -v --profile "$profile" --script "$probes/gesture.txt" --frames 90 -- "$work/probe" >/dev/null 2>"$work/editor" \
    || fail "the gesture run exited with $?"
[ "$(grep -c 'EDITOR pid=[0-9]* open=1$' "$work/editor")" = 1 ] || fail "three fingers did not open the editor: $(cat "$work/editor")"
grep -q 'EDITOR pid=[0-9]* open=0 kept=1$' "$work/editor" || fail "the editor did not close at SDL_Quit"

# Ctrl+Alt+H hides the controls while playing and shows them again (the game sees neither H): hidden, the stick's
# touches reach the game and it presses no key; shown, the button takes its touch. Four fingers held a second
# hide them too.
headless -v --profile "$profile" --script "$probes/hide.txt" --frames 60 -- "$work/probe" --filter >"$work/hide" \
    2>"$work/hide-status" || fail "the hiding run exited with $?"
[ "$(grep -o 'HIDDEN pid=[0-9]* hidden=[01]$' "$work/hide-status" | sed 's/pid=[0-9]* //' | paste -sd' ')" \
    = "HIDDEN hidden=1 HIDDEN hidden=0" ] || fail "Ctrl+Alt+H: $(cat "$work/hide-status")"
grep -qx 'key-frames up 0 left 0 down 0 right 0 space 5 return 0' "$work/hide" || fail "hidden controls: $(cat "$work/hide")"
grep -qx 'key-events down 5 up 5 j 0 ctrl-frames 2' "$work/hide" || fail "Ctrl+Alt+H reached the game: $(cat "$work/hide")"
grep -qx 'fingers polled 3 filtered 3 watched 3' "$work/hide" || fail "hidden controls took touches: $(cat "$work/hide")"
headless -v --profile "$profile" --script "$probes/hide-gesture.txt" --frames 110 -- "$work/probe" --filter \
    >"$work/hide" 2>"$work/hide-status" || fail "the four-finger run exited with $?"
[ "$(grep -c 'HIDDEN pid=[0-9]* hidden=1$' "$work/hide-status")" = 1 ] || fail "four fingers: $(cat "$work/hide-status")"
grep -qx 'key-frames up 0 left 0 down 0 right 0 space 0 return 0' "$work/hide" || fail "four fingers: $(cat "$work/hide")"
grep -qx 'fingers polled 11 filtered 11 watched 11' "$work/hide" || fail "four fingers: $(cat "$work/hide")"

# A profile's "floating": true stick comes under a touch-down in its quarter of the window (the lower left), and
# "tint" colours it (orange) and the button (blue); a touch at the top left stays the game's.
headless --profile "$probes/look-profile.json" --script "$probes/floating.txt" --frames 60 \
    --screenshot "20:$work/look.png" -- "$work/probe" --filter >"$work/look" || fail "the floating run exited with $?"
grep -qx 'key-frames up 0 left 0 down 0 right 18 space 0 return 0' "$work/look" || fail "floating: $(cat "$work/look")"
grep -qx 'fingers polled 2 filtered 2 watched 2' "$work/look" || fail "floating: $(cat "$work/look")"
pixels=$(python3 scripts/png-pixels.py "$work/look.png" 310,298 580,286 | paste -sd' ')
# Within 2 a channel: sdl2-compat's blending rounds a unit apart from classic SDL2's (14,99,130 for 14,98,129).
python3 - "$pixels" <<'PY' || fail "the tinted handle and button are $pixels (145,77,0,255 14,98,129,255 within 2)"
import sys
seen = [[int(v) for v in p.split(",")] for p in sys.argv[1].split()]
wanted = [[145, 77, 0, 255], [14, 98, 129, 255]]
sys.exit(0 if all(abs(a - b) <= 2 for s, w in zip(seen, wanted) for a, b in zip(s, w)) and len(seen) == 2 else 1)
PY
# Its button's "reach": 0.25 takes a touch 12 off its circle while a thumb is on the stick, not alone.
headless --profile "$probes/look-profile.json" --script "$probes/reach.txt" --frames 60 -- "$work/probe" --filter \
    >"$work/look" || fail "the reach run exited with $?"
grep -qx 'key-frames up 0 left 0 down 0 right 0 space 5 return 0' "$work/look" || fail "reach: $(cat "$work/look")"
grep -qx 'fingers polled 2 filtered 2 watched 2' "$work/look" || fail "reach: $(cat "$work/look")"

# Recorded in a window (SDL's dummy driver here, the real clock) and replayed headless: the same frames.
# (Where SDL gives windows the focus on its own, sdl2-compat gives it and takes it back as it shows the window, in a
# window and not headless: the focus the game counts is SDL's own there, not the player's.)
sdl_own='^ticks'
[ "$own_focus" = 0 ] || sdl_own='^ticks\|^focus'
SDL_VIDEODRIVER=dummy "$run" --profile "$profile" --script "$probes/touches.txt" --frames 60 --record "$work/recorded.txt" \
    -- "$work/probe" --filter | grep -v "$sdl_own" > "$work/recording-run" || fail "the recording run"
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
    bash -c "'$run' --headless --profile '$profile' --script '$work/recorded.txt' -- '$work/probe' --filter | grep -v '$sdl_own'"

# A recording keeps Ctrl+Alt+H's H (not the editor's J): its replay hides the controls at the same frame, and the
# game gets what it got.
SDL_VIDEODRIVER=dummy timeout -s KILL 60 "$run" --profile "$profile" --script "$probes/hide.txt" --frames 60 \
    --record "$work/hide-recorded.txt" -- "$work/probe" --filter | grep -v "$sdl_own" > "$work/hide-window" \
    || fail "the hiding recording run"
[ "$(grep -c ' key-\(down\|up\) H$' "$work/hide-recorded.txt")" = 4 ] || fail "the hiding recording: $(cat "$work/hide-recorded.txt")"
expect "the hiding recording's replay" "$(cat "$work/hide-window")" \
    bash -c "'$run' --headless --profile '$profile' --script '$work/hide-recorded.txt' -- '$work/probe' --filter | grep -v '$sdl_own'"

# Every key and pad button the game gets is recorded (modifiers, the keypad, function keys, the script's own pad),
# named as scripts name them (a name with a space quoted), a line at a time: a game killed at frame 25 leaves a
# recording up to frame 25 that replays to the frames of the script it was played from.
# (SDL gives a window of its dummy driver no focus, and drops pad events without it unless told.)
keys_played=$(grep -v '^#' "$probes/keys.txt" | sed 1d | awk '{ $1 = ""; sub(/^ /, ""); gsub(/"/, ""); print }')
SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS=1 SDL_VIDEODRIVER=dummy timeout -s KILL 60 "$run" --profile "$profile" \
    --script "$probes/keys.txt" --frames 40 \
    --record "$work/keys-recorded.txt" -- "$work/keys-probe" > "$work/keys-window" || fail "the keys' recording run"
[ "$(cat "$work/keys-window")" = "$keys_played" ] || fail "the keys' recording run got: $(cat "$work/keys-window")"
expect "the keys' recording" '# recorded by joystick-run; joystick-run --headless --script THIS_FILE GAME replays it
window: 640x360
frames: 40
5 key-down "Left Ctrl"
6 key-down "Keypad 5"
7 key-up "Keypad 5"
8 key-up "Left Ctrl"
10 key-down F5
11 key-up F5
12 key-down "Right Alt"
13 key-up "Right Alt"
14 key-down "Left Shift"
15 key-up "Left Shift"
20 pad-down dpup
22 pad-up dpup' sed 's/ *$//' "$work/keys-recorded.txt"
headless --profile "$profile" --script "$probes/keys.txt" --frames 40 --frame-hashes "$work/keys-played.hashes" \
    -- "$work/keys-probe" > /dev/null || fail "the keys' script headless"
headless --profile "$profile" --script "$work/keys-recorded.txt" --frame-hashes "$work/keys-replayed.hashes" \
    -- "$work/keys-probe" > "$work/keys-replay" || fail "the keys' recording replayed"
[ "$(cat "$work/keys-replay")" = "$keys_played" ] || fail "the keys' replay got: $(cat "$work/keys-replay")"
cmp -s "$work/keys-played.hashes" "$work/keys-replayed.hashes" || fail "the keys' recording replays to other frames"
[ "$(wc -l < "$work/keys-replayed.hashes")" -ge 40 ] || fail "the keys' replay hashed $(wc -l < "$work/keys-replayed.hashes") frames"
SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS=1 SDL_VIDEODRIVER=dummy timeout -s KILL 60 "$run" --profile "$profile" \
    --script "$probes/keys.txt" --frames 40 \
    --record "$work/keys-cut.txt" -- "$work/keys-probe" --die 25 > /dev/null 2>&1 && fail "the game killed at frame 25 passed"
[ "$(sed -n 's/^frames: *\([0-9]*\) *$/\1/p' "$work/keys-cut.txt")" = 25 ] || fail "the cut recording: $(cat "$work/keys-cut.txt")"
[ "$(grep -c '^[0-9]' "$work/keys-cut.txt")" = 12 ] || fail "the cut recording lost events: $(cat "$work/keys-cut.txt")"
headless --profile "$profile" --script "$probes/keys.txt" --frames 25 --frame-hashes "$work/keys-25.hashes" \
    -- "$work/keys-probe" > /dev/null || fail "the keys' script to frame 25"
headless --profile "$profile" --script "$work/keys-cut.txt" --frame-hashes "$work/keys-cut.hashes" \
    -- "$work/keys-probe" > /dev/null || fail "the cut recording replayed"
cmp -s "$work/keys-25.hashes" "$work/keys-cut.hashes" || fail "the cut recording replays to other frames"

# Deterministic: two runs, the same hash for every frame of the game (its player square moved by the controls).
for n in 1 2; do
    headless --profile "$profile" --script "$probes/touches.txt" --frames 60 --frame-hashes "$work/hashes$n" \
        --screenshot "13:$work/frame13.png" -- "$work/probe" >/dev/null || fail "the hashing run $n"
done
[ "$(wc -l < "$work/hashes1")" = 61 ] || fail "61 frames presented, $(wc -l < "$work/hashes1") hashes"
cmp -s "$work/hashes1" "$work/hashes2" || fail "two runs of the same script hashed their frames differently"
[ "$(cut -d' ' -f2 "$work/hashes1" | sort -u | wc -l)" -gt 1 ] || fail "every frame has the same hash"
# Frame 13: the game's background at the window's middle, the stick's handle pushed right of its centre.
pixels=$(python3 scripts/png-pixels.py "$work/frame13.png" 320,180 150,270 | paste -sd' ')
[ "${pixels%% *}" = "30,40,50,255" ] || fail "frame 13's middle is ${pixels%% *}, not the game's 30,40,50"
[ "${pixels##* }" != "30,40,50,255" ] || fail "frame 13 shows no stick handle at (150, 270)"

# A picture of a frame that drew nothing (the probe sleeps before frame 20: frames 20 and 21 draw nothing) is what
# the screen shows then: frame 19 as it was presented, the controls as they are at frame 20 (the stick held, as
# at 19), drawn over it on a renderer (with a logical size, scale and clip of the game's) or a window surface,
# which are left as they were; which frame it shows is said only with -v.
for mode in renderer logical surface; do
    case $mode in renderer) how=();; logical) how=(--logical 320x180);; surface) how=(--surface);; esac
    headless --profile "$profile" --script "$probes/touches.txt" --frames 60 --frame-hashes "$work/paused.hashes" \
        --screenshot "19:$work/paused19.png" --screenshot "20:$work/paused20.png" -- "$work/probe" "${how[@]}" \
        --pause 20 >"$work/out" 2>"$work/err" || fail "a picture of a frame that drew nothing ($mode): exit status $?, said: $(cat "$work/err")"
    [ ! -s "$work/err" ] || fail "a picture of a frame that drew nothing ($mode) said without -v: $(cat "$work/err")"
    [ "$mode" != logical ] || grep -q "^renderer kept$" "$work/out" || fail "the renderer's state after a picture of a frame that drew nothing: $(cat "$work/out")"
    [ "$(sed -n '20,22p' "$work/paused.hashes" | cut -d' ' -f2 | paste -sd' ' | sed 's/[0-9a-f]\{16\}/HASH/g')" = "HASH - -" ] \
        || fail "the paused probe's frames 19 to 21 ($mode): $(sed -n '20,22p' "$work/paused.hashes")"
    cmp -s "$work/paused19.png" "$work/paused20.png" || fail "the picture of frame 20, which drew nothing, is not frame 19's ($mode)"
    pixels=$(python3 scripts/png-pixels.py "$work/paused20.png" 320,180 150,270 | paste -sd' ')
    [ "${pixels%% *}" = "30,40,50,255" ] && [ "${pixels##* }" != "30,40,50,255" ] \
        || fail "the picture of frame 20 ($mode) shows no game or no stick: $pixels"
done
headless -v --profile "$profile" --script "$probes/touches.txt" --frames 60 --screenshot "20:$work/paused20.png" \
    -- "$work/probe" --pause 20 >/dev/null 2>"$work/err" || fail "the -v run of a frame that drew nothing: exit status $?"
grep -q "^joystick-run: frame 20 drew nothing: $work/paused20.png shows frame 19, the last one presented, with the controls as they are at frame 20$" \
    "$work/err" || fail "the -v run of a frame that drew nothing said: $(grep -v overlay: "$work/err")"

# A verdict against a good run: the same script passes; another (the stick pushed left, not right) fails at
# the first frame it changes, pictured beside the good run's nearest picture (one every 60 frames).
mkdir -p "$work/good"
headless --profile "$profile" --script "$probes/touches.txt" --frames 60 --frame-hashes "$work/good/hashes.txt" \
    --screenshot-dir "$work/good" -- "$work/probe" >/dev/null || fail "the good run"
[ -f "$work/good/frame-000000.png" ] && [ -f "$work/good/frame-000060.png" ] \
    || fail "the good run kept no picture every 60 frames (six-digit names): $(ls "$work/good")"
headless --profile "$profile" --script "$probes/touches.txt" --frames 60 --expect-hashes "$work/good/hashes.txt" \
    -- "$work/probe" >/dev/null 2>"$work/err" || fail "the same run, checked against the good one, exited with $?"
[ "$(cat "$work/err")" = "joystick-run: frames: 61 of 61 matched" ] || fail "a run that matches said: $(cat "$work/err")"
# Verdicts for real games: a game's own failing status is said with how its frames compared; --expect-status
# takes that status for a pass when they match.
code=0
headless --profile "$profile" --script "$probes/touches.txt" --frames 60 --expect-hashes "$work/good/hashes.txt" \
    -- "$work/probe" --exit 3 >/dev/null 2>"$work/err" || code=$?
[ "$code" = 3 ] && [ "$(cat "$work/err")" = "joystick-run: probe exited with status 3
joystick-run: frames: 61 of 61 matched" ] || fail "a game that exits with 3: exit status $code, said: $(cat "$work/err")"
code=0
headless --profile "$profile" --script "$probes/touches.txt" --frames 60 --expect-hashes "$work/good/hashes.txt" \
    --expect-status 3 -- "$work/probe" --exit 3 >/dev/null 2>"$work/err" || code=$?
[ "$code" = 0 ] && [ "$(cat "$work/err")" = "joystick-run: probe exited with status 3, as --expect-status expects
joystick-run: frames: 61 of 61 matched" ] || fail "--expect-status 3: exit status $code, said: $(cat "$work/err")"
code=0
headless --profile "$profile" --script "$probes/touches.txt" --frames 60 --expect-status 3 -- "$work/probe" --exit 4 \
    >/dev/null 2>"$work/err" || code=$?
[ "$code" = 4 ] && [ "$(cat "$work/err")" = "joystick-run: probe exited with status 4" ] \
    || fail "--expect-status 3 of a game that exits with 4: exit status $code, said: $(cat "$work/err")"
code=0
headless --expect-hashes "$work/good/hashes.txt" --ignore-frames 370,,5 -- "$work/probe" >/dev/null 2>"$work/err" || code=$?
[ "$code" = 2 ] && [ "$(cat "$work/err")" = "joystick-run: --ignore-frames \"370,,5\": item 2, \"\", is not a frame (0 to 999999999) or a range FIRST-LAST, as in 370,670-690" ] \
    || fail "a bad --ignore-frames: exit status $code, said: $(cat "$work/err")"
sed 's/^12 *touch-move 1 150 270/12 touch-move 1 30 270/' "$probes/touches.txt" > "$work/left.txt"
code=0
headless --profile "$profile" --script "$work/left.txt" --frames 60 --expect-hashes "$work/good/hashes.txt" \
    --screenshot-dir "$work/differs" -- "$work/probe" >/dev/null 2>"$work/err" || code=$?
[ "$code" = 1 ] || fail "a run that differs exited with $code: $(cat "$work/err")"
grep -q "^joystick-run: frame 12 differs from the good run's: hash [0-9a-f]\{16\}, where the good run's was hash [0-9a-f]\{16\} (this run's frame beside the good run's nearest picture: $work/differs/frame-000012-beside-good-000000.png)$" \
    "$work/err" || fail "a run that differs said: $(cat "$work/err")"
[ -f "$work/differs/frame-000012.png" ] && [ -f "$work/differs/frame-000012-beside-good-000000.png" ] \
    || fail "no picture of the frame that differs: $(ls "$work/differs")"
# --ignore-frames leaves frames out: the verdict and the picture of the first frame that differs skip them.
code=0
headless --profile "$profile" --script "$work/left.txt" --frames 60 --expect-hashes "$work/good/hashes.txt" \
    --ignore-frames 12-20 --screenshot-dir "$work/ignored" -- "$work/probe" >/dev/null 2>"$work/err" || code=$?
[ "$code" = 1 ] && grep -q "^joystick-run: frame 21 differs from the good run's: .*$work/ignored/frame-000021-beside-good-000000.png)$" "$work/err" \
    || fail "a run that differs after the frames ignored: exit status $code, said: $(cat "$work/err")"
[ "$(ls "$work/ignored" | paste -sd' ')" = "frame-000021-beside-good-000000.png frame-000021.png" ] \
    || fail "the pictures of a run with frames ignored: $(ls "$work/ignored")"
headless --profile "$profile" --script "$work/left.txt" --frames 60 --expect-hashes "$work/good/hashes.txt" \
    --ignore-frames 12-60 -- "$work/probe" >/dev/null 2>"$work/err" || fail "a run whose differing frames are ignored exited with $?"
[ "$(cat "$work/err")" = "joystick-run: frames: 12 of 12 matched, 49 ignored" ] \
    || fail "a run whose differing frames are ignored said: $(cat "$work/err")"

# OpenGL, on SDL's offscreen driver (EGL): the controls drawn over the frame by the library with GL, the game's GL
# state as it left it. The handle, held right at frame 15 (opaque), comes out the same on the three kinds of
# context, and as the game's renderer draws it (within 8 of 255 a channel: GL filters the pictures linearly).
headless --profile "$profile" --script "$probes/touches.txt" --frames 20 --screenshot "15:$work/held-renderer.png" \
    -- "$work/probe" >/dev/null || fail "the renderer probe's picture of the handle held"
handle_points=(150,270 145,262 155,278 140,270)
renderer_handle=$(python3 scripts/png-pixels.py "$work/held-renderer.png" "${handle_points[@]}" | paste -sd' ')
gl_handle=""
for mode in legacy core es; do
    SDL_VIDEODRIVER=offscreen "$run" --profile "$profile" --script "$probes/touches.txt" --frames 20 \
        --screenshot "10:$work/gl-$mode.png" --screenshot "15:$work/gl-$mode-held.png" \
        -- "$work/gl-probe" "$mode" > "$work/gl" 2>"$work/gl-err" || fail "gl-probe $mode: $(cat "$work/gl-err")"
    [ "$(cat "$work/gl")" = "gl kept 21" ] || fail "gl-probe $mode: $(cat "$work/gl") $(cat "$work/gl-err")"
    pixels=$(python3 scripts/png-pixels.py "$work/gl-$mode.png" 320,180 90,270 | paste -sd' ')
    [ "${pixels%% *}" = "51,76,102,255" ] || fail "gl-probe $mode's middle is ${pixels%% *}, not its 51,76,102"
    [ "${pixels##* }" != "51,76,102,255" ] || fail "gl-probe $mode shows no stick at (90, 270)"
    held=$(python3 scripts/png-pixels.py "$work/gl-$mode-held.png" "${handle_points[@]}" | paste -sd' ')
    [ -z "$gl_handle" ] || [ "$held" = "$gl_handle" ] || fail "gl-probe $mode draws the held handle as $held, not as $gl_handle"
    gl_handle=$held
done
python3 - "$renderer_handle" "$gl_handle" <<'PY' || fail "the handle over OpenGL, $gl_handle, is not the renderer's, $renderer_handle"
import sys
renderer = [int(v) for p in sys.argv[1].split() for v in p.split(",")]
gl = [int(v) for p in sys.argv[2].split() for v in p.split(",")]
sys.exit(0 if len(gl) == len(renderer) == 16 and all(abs(a - b) <= 8 for a, b in zip(gl, renderer)) else 1)
PY
# The layout editor over OpenGL (three fingers held a second): its lines and rectangles drawn with GL hit the pixels
# the game's renderer draws them on (the selected control's yellow outline and handle, pixel for pixel), and the
# game's GL state is left as it was.
headless --profile "$profile" --script "$probes/gesture.txt" --frames 90 --screenshot "85:$work/editor-renderer.png" \
    -- "$work/probe" >/dev/null || fail "the renderer probe's picture of the editor"
for mode in legacy core es; do
    headless -v --profile "$profile" --script "$probes/gesture.txt" --frames 90 --screenshot "85:$work/editor-$mode.png" \
        -- "$work/gl-probe" "$mode" >"$work/gl" 2>"$work/gl-err" || fail "gl-probe $mode, editing: $(cat "$work/gl-err")"
    [ "$(cat "$work/gl")" = "gl kept 91" ] && grep -q 'EDITOR pid=[0-9]* open=1$' "$work/gl-err" \
        || fail "gl-probe $mode, editing: $(cat "$work/gl") $(grep -v 'overlay: [A-Z]' "$work/gl-err")"
    python3 - "$work/editor-renderer.png" "$work/editor-$mode.png" <<'PY' || fail "the editor over OpenGL ($mode) is not drawn where the renderer draws it"
import sys
sys.path.insert(0, "scripts")
from importlib import import_module
decode = import_module("png-pixels").decode
def yellow(path):
    width, height, channels, rows = decode(path)
    return {(x, y) for y in range(height) for x in range(width)
            if rows[y][x * channels] > 200 and rows[y][x * channels + 1] > 180 and rows[y][x * channels + 2] < 80}
renderer, gl = yellow(sys.argv[1]), yellow(sys.argv[2])
sys.exit(0 if len(renderer) > 1000 and renderer == gl else 1)
PY
done
# A picture of an OpenGL frame that drew nothing: frame 19's, the controls laid over it as the swap lays them.
headless --profile "$profile" --script "$probes/touches.txt" --frames 30 --screenshot "19:$work/gl19.png" \
    --screenshot "20:$work/gl20.png" -- "$work/gl-probe" legacy --pause 20 >/dev/null 2>"$work/gl-err" \
    || fail "a picture of an OpenGL frame that drew nothing: exit status $?, said: $(cat "$work/gl-err")"
[ "$(python3 scripts/png-pixels.py "$work/gl20.png" 320,180 150,270 | paste -sd' ')" = "$(python3 scripts/png-pixels.py "$work/gl19.png" 320,180 150,270 | paste -sd' ')" ] \
    && [ "$(python3 scripts/png-pixels.py "$work/gl20.png" 150,270)" != "51,76,102,255" ] \
    || fail "the picture of an OpenGL frame that drew nothing: $(python3 scripts/png-pixels.py "$work/gl20.png" 320,180 150,270 | paste -sd' ')"

# Games paced by clocks, each twice: the same numbers and the same hash for every frame, at once.
# shellcheck disable=SC2046
cc "${cflags[@]}" $(pkg-config --cflags sdl2) "$probes/clock-probe.c" -o "$work/clock-probe" $(pkg-config --libs sdl2) \
    || fail "building $probes/clock-probe.c"
clocked() {   # MODE EXPECTED FRAMES-IN-THE-HASHES
    for n in 1 2; do
        expect "clock-probe $1" "$2" headless --frame-hashes "$work/clock-$1-$n" --timeout 30 -- "$work/clock-probe" "$1"
    done
    cmp -s "$work/clock-$1-1" "$work/clock-$1-2" || fail "clock-probe $1: two runs hashed their frames differently"
    [ "$(wc -l < "$work/clock-$1-1")" = "$3" ] || fail "clock-probe $1: $(wc -l < "$work/clock-$1-1") frames, not $3"
}
# A busy wait on SDL_GetTicks64 for 20 ms a frame: 2.4 s, 144 frames at 60 a second, 24 of them not drawn.
clocked spin "spin: 120 frames, ticks 2400 after start, spun" 144
# clock_gettime and nanosleep at 30 a second: 4 s; time(NULL) is 2000-01-01, rand() and getrandom seeded alike;
# 120 frames drawn and 119 not (the last frame's is the run's end). SDL 2.32 and SDL3 under sdl2-compat take bytes
# of getrandom themselves as they start, so the game's are later ones.
case "$compat $sdl_version" in
    "0 2.26."*) random_bytes=5e5532fb ;;
    *) random_bytes=c15c0289 ;;
esac
clocked libc "libc: started at 946684800, 4.000 s for 120 frames, first rand 174, random bytes $random_bytes" 239
# An audio callback on SDL's audio thread reads the clock, which only the game moves.
clocked audio "audio: 120 frames, ticks 2000, the callback ran and read the game's clock" 120
# An SDL timer every 25 ms, the game waiting for it: the callbacks run on the game's thread, in clock order.
clocked timer "timer: 120 ticks of 25 ms, SDL_GetTicks 3033" 182

# Hop under valgrind, the overlay in it (loaded by SDL, and preloaded for the clock): no invalid read or write.
bash scripts/install-deps.sh --valgrind >/dev/null || fail "installing valgrind"
hop=Examples/c-keyboard-game
# shellcheck disable=SC2046
cc -std=c99 -O2 -g $(pkg-config --cflags sdl2) "$hop/original.c" "$hop/hop.c" "$hop/runner.c" Examples/common/input_script.c -IExamples/common -o "$work/original" \
    $(pkg-config --libs sdl2) || fail "building $hop/original.c"
expect "Hop under valgrind" $'player 352 232\njumps 3\nacts 2' headless --profile "$hop/joystick-run-profile.json" \
    --script "$hop/touch-events.txt" --frames 239 -- valgrind -q --error-exitcode=99 "$work/original"

# Python: pysdl2 over the system's SDL2, polling the keyboard.
bash scripts/install-deps.sh --pysdl2 >/dev/null || fail "installing pysdl2"
expect "a pysdl2 game" $'frames 61\nkey-frames up 0 left 0 right 18 space 5' \
    headless --profile "$profile" --script "$probes/touches.txt" --frames 60 -- python3 "$probes/probe.py"

# Swift: the arcade's window mode as it is built (swift build), its own on-screen controls aside, driven by
# joystick-run's default controls alone: Return tapped on its title screen, the stick pushed right 60 frames
# (level 1's player starts at x 80 and walks 2.5 pixels a step: 230), the same frames twice.
arcade="$(swift build --show-bin-path)/arcade"
[ -x "$arcade" ] || swift build --product arcade >/dev/null 2>"$work/build.log" || { cat "$work/build.log"; fail "building the arcade"; }
for n in 1 2; do
    headless --script "$probes/arcade-touches.txt" --frames 120 --frame-hashes "$work/arcade$n" -- "$arcade" --level 1 --mute \
        >"$work/arcade-summary" 2>"$work/stderr" || fail "the arcade under joystick-run: exit status $? ($(cat "$work/stderr"))"
    grep -q '"frames":111,.*"player":{"x":230,"y":80},"result":"stopped"' "$work/arcade-summary" \
        || fail "the arcade under joystick-run ended with $(cat "$work/arcade-summary")"
done
cmp -s "$work/arcade1" "$work/arcade2" || fail "the arcade's two runs under joystick-run gave different frames"

# Bad input stops joystick-run before the game starts (exit 2), with the file, the line and the reason.
refused() {   # WHAT STATUS MESSAGE COMMAND...
    local what=$1 status=$2 message=$3 code=0
    shift 3
    "$@" >"$work/out" 2>"$work/err" || code=$?
    [ "$code" = "$status" ] || fail "$what: exit status $code, not $status ($(cat "$work/err"))"
    [ "$(cat "$work/err")" = "$message" ] || fail "$what said: $(cat "$work/err")
expected: $message"
}
printf '{"format": "joystick-sdl-layout", "version": 1,\n "landscape": {"shorterSide": 360, "controls": {"move": {"x": ["start", 90], "y": ["end", 90], "size": 120, "alpha": 1, "hidden": false}}},\n "bindings": {"move": {"keys": ["Up", "Left", "Dwon", "Right"]}}}\n' > "$work/bad-profile.json"
refused "a misspelt key" 2 "joystick-run: $work/bad-profile.json: line 3, column 47: \"Dwon\" is not a key SDL knows (its names: Up, Space, Return, A, 1, Left Shift, Escape, F1, ...)" \
    "$run" --profile "$work/bad-profile.json" -- "$work/probe"
printf 'window: 640x360\n10 touch-down 1 90\n' > "$work/bad-script.txt"
refused "a short line" 2 "joystick-run: $work/bad-script.txt:2:4: 'touch-down' takes 3 arguments (id x y), got 2" \
    headless --script "$work/bad-script.txt" -- "$work/probe"
refused "no game" 127 "joystick-run: cannot start $work/no-such-game: No such file or directory" \
    "$run" -- "$work/no-such-game"
refused "a program that is not SDL2" 3 "joystick-run: true ran without controls: it never used SDL's dynamic API (it is not an SDL2 or SDL3 program, its SDL2 is older than 2.0.2 or built without the dynamic API, or it made no SDL call)" \
    headless --frames 10 -- true
# A player's game that makes no SDL2 call through the dynamic API is not stopped, but said after 10 s, while it
# runs, and again when it ends.
code=0
"$run" -- sleep 11 > "$work/out" 2> "$work/err" || code=$?
[ "$code" = 0 ] && [ "$(cat "$work/err")" = "joystick-run: sleep has made no SDL call through the dynamic API in 10.0 seconds: it runs without controls so far (it may not be an SDL2 or SDL3 program, or its SDL2 is older than 2.0.2 or built without the dynamic API)
joystick-run: sleep ran without controls: it never used SDL's dynamic API (it is not an SDL2 or SDL3 program, its SDL2 is older than 2.0.2 or built without the dynamic API, or it made no SDL call)" ] \
    || fail "a window run of a program that is not SDL2: exit status $code, said: $(cat "$work/err")"
# Games that will not end: stopped (SIGKILL to their process group), said, exit status 124.
refused "a game that ignores SDL_QUIT" 124 "joystick-run: probe did not leave within 1.0 seconds of its SDL_QUIT (--grace): stopped" \
    headless --frames 5 --grace 1 -- "$work/probe" --ignore-quit
# A game that crashes: its signal said, and 128 + it, the game's own status.
refused "a game that crashes" 139 "joystick-run: probe was killed by signal 11 (SIGSEGV): exit status 139" \
    headless --frames 30 -- "$work/probe" --crash 5
refused "a game that hangs" 124 "joystick-run: probe presented no frame and read no input for 1.0 seconds (--idle-timeout): stopped" \
    headless --idle-timeout 1 -- "$work/probe" --stall 5
refused "--timeout" 124 "joystick-run: probe did not end within 1.0 seconds (--timeout): stopped" \
    headless --timeout 1 -- "$work/probe" --ignore-quit
# Nothing of a headless game is left running, not even a process that left its group.
headless --frames 5 -- "$work/probe" --child "$work/child" >/dev/null || fail "the run with a child process"
child=$(cat "$work/child")
for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$child" 2>/dev/null || break; sleep 0.1; done
! kill -0 "$child" 2>/dev/null || { kill -KILL "$child"; fail "the game's child process $child was left running"; }

# A suite: each script of a folder a test, in two workers. The first run (no good hashes yet) passes and keeps
# each test's hashes and pictures in --output; blessed (copied beside the scripts), the same suite passes again;
# a script changed fails at the frame it changes, pictured beside the good run's; a shard runs its slice only; a
# broken script stops the suite before any game runs; a stop leaves nothing running.
suite=$work/suite
mkdir -p "$suite"
cp "$probes/touches.txt" "$suite/stick.txt"
printf 'window: 640x360\n10 key-down Right\n40 key-up Right\n' > "$suite/keys.txt"
printf 'window: 640x360\n' > "$suite/still.txt"
suite_run() { "$run" --suite "$suite" --profile "$profile" --frames 60 "$@" -- "$work/probe"; }
expect "a suite's first run" "pass keys: 61 frames (61 drawn), no keys.hashes to compare with
pass stick: 61 frames (61 drawn), no stick.hashes to compare with
pass still: 61 frames (61 drawn), no still.hashes to compare with" sh -c "\"\$@\" | LC_ALL=C sort" sh "$run" --suite "$suite" --profile "$profile" --frames 60 --jobs 2 \
    --output "$work/suite-out" --junit "$work/suite.xml" -- "$work/probe"
# The terminal shows a line a test (above) and the count: the games' output is in each test's game.log and in
# its <system-err>.
[ "$(cat "$work/stderr")" = "joystick-run: 3 tests: 3 passed, 0 failed, 0 could not be played" ] \
    || fail "a suite's first run said on stderr: $(cat "$work/stderr")"
for name in keys stick still; do
    grep -q "^frames 61$" "$work/suite-out/$name/game.log" || fail "$name's game.log: $(cat "$work/suite-out/$name/game.log")"
done
[ "$(grep -c '^      <system-err>frames 61$' "$work/suite.xml")" = 3 ] \
    || fail "the games' output in the suite's report: $(cat "$work/suite.xml")"
grep -q '<testsuite name="joystick-run --suite" tests="3" failures="0" errors="0" skipped="0" time="3.050">' "$work/suite.xml" \
    || fail "the suite's report: $(head -3 "$work/suite.xml")"
grep -q '<testcase classname="joystick-run.suite" name="keys" file="'"$suite"'/keys.txt" time="1.017">' "$work/suite.xml" \
    || fail "the suite's test case: $(grep keys "$work/suite.xml")"
[ -f "$work/suite-out/keys/frame-000000.png" ] && [ "$(wc -l < "$work/suite-out/stick.hashes")" = 61 ] \
    || fail "the suite kept no hashes or pictures in --output"
cp -r "$work/suite-out/." "$suite/"
suite_run --jobs 2 >/dev/null 2>"$work/err" || fail "the blessed suite exited with $?: $(cat "$work/err")"
sed 's/^12 *touch-move 1 150 270/12 touch-move 1 30 270/' "$probes/touches.txt" > "$suite/stick.txt"
code=0
suite_run --jobs 2 --output "$work/suite-out2" --junit "$work/suite.xml" > "$work/out" 2>"$work/err" || code=$?
[ "$code" = 1 ] || fail "a suite with a test that differs exited with $code: $(cat "$work/err")"
grep -q "^FAIL stick: frame 12 differs from the good run's: hash [0-9a-f]\{16\}, where the good run's was hash [0-9a-f]\{16\} (this run's frame beside the good run's nearest picture: $work/suite-out2/stick/frame-000012-beside-good-000000.png)$" \
    "$work/out" || fail "a suite's test that differs printed: $(cat "$work/out")"
# Each failure is said once: on its test's line, not on stderr as well.
[ "$(cat "$work/err")" = "joystick-run: 3 tests: 2 passed, 1 failed, 0 could not be played" ] \
    || fail "a failing suite said on stderr: $(cat "$work/err")"
grep -q "^joystick-run: frame 12 differs from the good run's: " "$work/suite-out2/stick/game.log" \
    || fail "the failing test's game.log: $(cat "$work/suite-out2/stick/game.log")"
# A test's own frames left out, in NAME.verdict beside its script: the frames that differ no longer count.
printf 'ignore-frames 12-60\n' > "$suite/stick.verdict"
expect "a suite's test whose NAME.verdict leaves its differing frames out" \
    "pass stick: 61 frames (61 drawn), 49 frames ignored" suite_run --shard 2/3
rm "$suite/stick.verdict"
[ "$(grep -c '^pass ' "$work/out")" = 2 ] || fail "the other tests of the suite: $(cat "$work/out")"
grep -q '<testsuite name="joystick-run --suite" tests="3" failures="1" errors="0" skipped="0"' "$work/suite.xml" \
    || fail "the failing suite's report: $(head -3 "$work/suite.xml")"
expect "a shard of a suite" "pass still: 61 frames (61 drawn)" suite_run --shard 3/3
refused "a suite's output in its own folder" 2 "joystick-run: --output $suite is the suite's folder: this run's hashes and pictures would replace the good run's; give another folder" \
    suite_run --output "$suite"
# Every script that would never end is named, not only the first.
never=": the test would never end: it has no frames: header, and the suite no --frames N"
refused "a suite's tests that would never end" 2 "joystick-run: $suite/keys.txt$never
joystick-run: $suite/stick.txt$never
joystick-run: $suite/still.txt$never" \
    "$run" --suite "$suite" --profile "$profile" -- "$work/probe"
refused "a suite's game that is not there" 2 "joystick-run: cannot start $work/no-game: there is no such file" \
    "$run" --suite "$suite" --frames 60 -- "$work/no-game"
cp "$suite/still.hashes" "$work/still.hashes"
printf '0 0123\n' > "$suite/still.hashes"
refused "a suite's good hashes that are not" 2 "joystick-run: $suite/still.hashes:1: not a frame hash line 0 (\"0 HASH\" or \"0 -\")" suite_run
cp "$work/still.hashes" "$suite/still.hashes"
# The game's own exit status, whatever it is (3 is also joystick-run's "not taken"), is the game failing.
code=0
"$run" --suite "$suite" --profile "$profile" --frames 60 --shard 3/3 -- "$work/probe" --exit 3 > "$work/out" 2>/dev/null || code=$?
[ "$code" = 1 ] && [ "$(cat "$work/out")" = "FAIL still: probe exited with status 3; frames: 61 of 61 matched" ] \
    || fail "a suite's game that exits with 3: exit status $code, $(cat "$work/out")"
# A test's own verdict rules, in NAME.verdict beside its script.
printf '# the probe exits with 3 here\nexpect-status 3\n' > "$suite/still.verdict"
code=0
"$run" --suite "$suite" --profile "$profile" --frames 60 --shard 3/3 -- "$work/probe" --exit 3 > "$work/out" 2>/dev/null || code=$?
[ "$code" = 0 ] && [ "$(cat "$work/out")" = "pass still: 61 frames (61 drawn), exit status 3, as --expect-status expects" ] \
    || fail "a suite's test whose NAME.verdict expects status 3: exit status $code, $(cat "$work/out")"
printf 'expect-status 3\nignore-frames 5-\n' > "$suite/still.verdict"
refused "a suite's bad verdict file" 2 "joystick-run: $suite/still.verdict:2: ignore-frames: item 1, \"5-\", is not a frame (0 to 999999999) or a range FIRST-LAST, as in 370,670-690" suite_run
rm "$suite/still.verdict"
# A status above 128 the game exited with is not a signal.
code=0
"$run" --suite "$suite" --profile "$profile" --frames 60 --shard 3/3 -- "$work/probe" --exit 130 > "$work/out" 2>/dev/null || code=$?
[ "$code" = 1 ] && [ "$(cat "$work/out")" = "FAIL still: probe exited with status 130; frames: 61 of 61 matched" ] \
    || fail "a suite's game that exits with 130: exit status $code, $(cat "$work/out")"
# A game that crashes fails its test, named by its signal once, and where its frames ended.
code=0
"$run" --suite "$suite" --profile "$profile" --frames 60 --shard 3/3 -- "$work/probe" --crash 5 > "$work/out" 2>/dev/null || code=$?
[ "$code" = 1 ] && [ "$(cat "$work/out")" = "FAIL still: probe was killed by signal 11 (SIGSEGV): exit status 139; this run ended after frame 4, before the good run's last frame" ] \
    || fail "a suite's game that crashes: exit status $code, $(cat "$work/out")"
# A worker killed in a test (--run-timeout, the game stalled) leaves nothing in the temporary folder.
mkdir "$work/tmp"
code=0
TMPDIR=$work/tmp "$run" --suite "$suite" --profile "$profile" --frames 60 --shard 3/3 --run-timeout 1 \
    -- "$work/probe" --stall 5 > "$work/out" 2>/dev/null || code=$?
[ "$code" = 3 ] && grep -q "^ERROR still: worker [0-9]* reported nothing for 1 s and was killed$" "$work/out" \
    || fail "a suite's worker stalled: exit status $code, $(cat "$work/out")"
[ -z "$(ls -A "$work/tmp")" ] || fail "a killed worker left $(ls -A "$work/tmp") in the temporary folder"
printf 'window: 640x360\n10 key-down Rihgt\n' > "$suite/typo.txt"
refused "a suite with a broken script" 2 "joystick-run: $suite/typo.txt:2:13: unknown key name 'Rihgt' (use SDL's names, e.g. Space, Left, Return, \"Left Ctrl\")" suite_run
rm "$suite/typo.txt"
# (joystick-run itself in the background, not a subshell running it, so that the SIGTERM reaches it.)
"$run" --suite "$suite" --profile "$profile" --frames 100000 --jobs 2 --junit "$work/stopped.xml" -- "$work/probe" \
    > "$work/out" 2>"$work/err" &
suite_pid=$!
for _ in $(seq 50); do [ "$(pgrep -c -f "^$work/probe")" = 2 ] && break; sleep 0.1; done
kill -TERM "$suite_pid"
code=0
wait "$suite_pid" || code=$?
[ "$code" = 143 ] || fail "a suite stopped by SIGTERM exited with $code: $(cat "$work/err")"
! pgrep -f "^$work/probe" >/dev/null || fail "a stopped suite left its games running: $(pgrep -af "^$work/probe")"
grep -q 'tests="3" failures="0" errors="2" skipped="1"' "$work/stopped.xml" || fail "the stopped suite's report: $(head -3 "$work/stopped.xml")"

# What the overlay refuses from SDL, said on the status channel: SDL then runs the game on its own.
JOYSTICK_RUN_STATUS=/dev/stdout "$work/entry-probe" "$prefix/lib/libjoystick-run.so" | sed 's/pid=[0-9]*/pid=P/' > "$work/entry"
sdl_functions=$(grep -o '([0-9]* functions against [0-9]*)' "$work/entry" | grep -o 'against [0-9]*' | cut -d' ' -f2)
expect "the overlay's refusals" "LOADED pid=P virtual-clock=0
ENTRY_FAIL pid=P reason=the game was built with a newer SDL2 than libSDL2-2.0.so.0 ($((sdl_functions + 1)) functions against $sdl_functions): install a newer SDL2, or run the game with the SDL2 it ships
newer SDL2 -1" cat "$work/entry"
# A test run whose SDL turned the overlay down ends at once, exit 3, however long the game would go on.
started=$SECONDS
code=0
timeout -s KILL 60 "$run" --headless --frames 10 -- "$work/entry-probe" "$prefix/lib/libjoystick-run.so" --hang \
    >"$work/out" 2>"$work/err" || code=$?
[ "$code" = 3 ] && [ $((SECONDS - started)) -lt 5 ] \
    || fail "a refused overlay: exit status $code after $((SECONDS - started)) s: $(cat "$work/err")"
[ "$(sed 's/([0-9]* functions against [0-9]*)/(N against M)/' "$work/err")" = "joystick-run: the game runs without controls: the game was built with a newer SDL2 than libSDL2-2.0.so.0 (N against M): install a newer SDL2, or run the game with the SDL2 it ships
joystick-run: entry-probe ran without controls: stopped" ] || fail "a refused overlay said: $(cat "$work/err")"
# The articles' profile and script are ones joystick-run takes (the game ignores the profile's pad controls).
articles=Sources/JoyStickSDL/JoyStickSDL.docc
awk '/^```json$/ { inside = 1; next } /^```$/ { inside = 0 } inside' "$articles/TouchControlsForAGameYouCannotChange.md" \
    > "$work/article-profile.json"
awk '/^### Scripts/ { scripts = 1 } scripts && /^```$/ { if (inside) exit; inside = 1; next } inside' \
    "$articles/HeadlessRunsOfAnySDL2Game.md" > "$work/article-script.txt"
grep -q '^window: 640x360$' "$work/article-script.txt" || fail "no script block in the headless article"
headless --profile "$work/article-profile.json" --script "$work/article-script.txt" --frames 100 -- "$work/probe" \
    >/dev/null 2>"$work/err" || fail "the articles' profile and script: $(cat "$work/err")"
echo "joystick-run: all checks passed"
