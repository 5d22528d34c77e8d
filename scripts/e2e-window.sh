#!/usr/bin/env bash
# End-to-end test in a real X window, as a person would play: start `arcade --record` under Xvfb, click the
# title, press and drag the movement stick with real X11 mouse events (xdotool), take a screenshot, check that
# the handle is drawn under the finger and that the character moved; pause, open CONTROLS, drag the fire stick
# in the layout editor, press Enter (the layout is saved), resume; then quit, check the printed summary, and
# replay the recording headless: it must end in the same state (the same state hash) and save the same layout
# file, byte for byte.
# Then joystick-run in the same display, on Hop as shipped (Examples/c-keyboard-game/original.c): a player
# drags the stick (the game walks) and taps a button, and the recording replays headless to the same end; a
# player opens the layout editor with Ctrl+Alt+J, drags the stick elsewhere and presses Enter: the arrangement
# is saved under XDG_CONFIG_HOME and the next run draws the stick there.
# Skips (exit 0) with a clear message when Xvfb, xdotool or ImageMagick cannot be installed.
set -uo pipefail
cd "$(dirname "$0")/.."

if ! bash scripts/install-deps.sh --window-test; then
    echo "e2e-window: SKIPPED: Xvfb, xdotool or ImageMagick could not be installed"
    exit 0
fi
for tool in Xvfb xdotool import convert; do
    command -v "$tool" >/dev/null || { echo "e2e-window: SKIPPED: $tool is missing"; exit 0; }
done
swift build --product arcade >/dev/null || { echo "e2e-window: FAILED: build"; exit 1; }

work=$(mktemp -d)
# -displayfd: Xvfb picks a free display itself and writes its number when it is ready to connect, so a display
# another process already holds (another test run, another user's Xvfb) is never mistaken for ours.
Xvfb -displayfd 3 -nolisten tcp -screen 0 1280x800x24 3>"$work/display" >"$work/xvfb.log" 2>&1 &
xvfb=$!
cleanup() {
    # Only the processes this script started: never `kill 0`, which would take the caller with it.
    if [ -n "${game:-}" ]; then kill "$game" 2>/dev/null; fi
    kill "$xvfb" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
number=""
for _ in $(seq 200); do
    number=$(tr -dc '0-9' <"$work/display")
    [ -n "$number" ] && break
    kill -0 "$xvfb" 2>/dev/null || break
    sleep 0.1
done
if [ -z "$number" ]; then
    echo "e2e-window: SKIPPED: Xvfb could not start a display here: $(tail -3 "$work/xvfb.log" | tr '\n' ' ')"
    exit 0
fi
export DISPLAY=":$number" SDL_AUDIODRIVER=dummy XDG_DATA_HOME="$work/data"

fail() {
    echo "e2e-window: FAILED: $*"
    for log in err.txt out.txt xvfb.log; do
        [ -s "$work/$log" ] && { echo "--- $log"; tail -20 "$work/$log"; }
    done
    exit 1
}
# wait_for_window NAME WHAT: the visible window titled NAME that the background job $game opens, within 30 s;
# sets window, X, Y, WIDTH and HEIGHT. The window of a run before may still be listed a moment after it went:
# a window counts once its geometry can be read.
wait_for_window() {
    window=""
    local geometry=""
    for _ in $(seq 300); do
        window=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | tail -1)
        if [ -n "$window" ] && geometry=$(xdotool getwindowgeometry --shell "$window" 2>/dev/null); then break; fi
        window=""
        kill -0 "$game" 2>/dev/null || { wait "$game"; fail "$2 exited with $? before its window appeared on $DISPLAY"; }
        sleep 0.1
    done
    [ -n "$window" ] || fail "no $2 window appeared on $DISPLAY within 30 s"
    sleep 0.5
    eval "$geometry"
}
.build/debug/arcade --level 1 --record "$work/rec.txt" >"$work/out.txt" 2>"$work/err.txt" &
game=$!
wait_for_window "Joystick Arcade" arcade
[ "$WIDTH" = 960 ] && [ "$HEIGHT" = 540 ] || fail "window is ${WIDTH}x$HEIGHT, expected 960x540"

# The title screen: a click starts level 1.
xdotool mousemove $((X + 480)) $((Y + 270)) click 1
sleep 0.4
# Press the movement stick (centre 140, 410) and drag it right and down: 60 right, 40 down.
xdotool mousemove $((X + 140)) $((Y + 410)) mousedown 1
sleep 0.1
xdotool mousemove $((X + 170)) $((Y + 430))
sleep 0.1
xdotool mousemove $((X + 200)) $((Y + 450))
sleep 1.0
import -window root "$work/shot.png" || fail "screenshot"
pixel=$(convert "$work/shot.png" -format '%[fx:int(255*p{'$((X + 200))','$((Y + 450))'}.r)] %[fx:int(255*p{'$((X + 200))','$((Y + 450))'}.g)] %[fx:int(255*p{'$((X + 200))','$((Y + 450))'}.b)]' info:)
read -r red green blue <<<"$pixel"
xdotool mouseup 1
sleep 0.3
# Pause, open the layout editor with the CONTROLS item (370..590 x 404..440), drag the fire stick from its centre
# (820, 410) to (780, 400), press Enter (done: the layout is saved), resume.
xdotool windowfocus --sync "$window" 2>/dev/null
xdotool key Escape
sleep 0.3
xdotool mousemove $((X + 480)) $((Y + 420)) click 1
sleep 0.3
xdotool mousemove $((X + 820)) $((Y + 410)) mousedown 1
sleep 0.1
xdotool mousemove $((X + 800)) $((Y + 405))
sleep 0.1
xdotool mousemove $((X + 780)) $((Y + 400)) mouseup 1
sleep 0.2
xdotool key Return
sleep 0.3
xdotool key Escape
sleep 0.3
kill -TERM "$game"     # SDL turns SIGTERM into SDL_QUIT: the game quits and prints its summary
wait "$game"
status=$?
game=""
[ "$status" = 0 ] || fail "arcade exited with $status: $(cat "$work/err.txt")"

# The movement stick's handle is tinted cyan (40, 220, 255): under the finger it must be clearly cyan.
[ "$blue" -gt $((red + 60)) ] && [ "$green" -gt $((red + 50)) ] \
    || fail "the pixel under the finger is ($red, $green, $blue), not the cyan handle"
summary=$(cat "$work/out.txt")
echo "$summary" | grep -q '"file":"Levels/01-first-steps.txt"' || fail "unexpected summary: $summary"
x=$(echo "$summary" | sed -n 's/.*"player":{"x":\([0-9.e+-]*\),"y":\([0-9.e+-]*\)}.*/\1/p')
y=$(echo "$summary" | sed -n 's/.*"player":{"x":\([0-9.e+-]*\),"y":\([0-9.e+-]*\)}.*/\2/p')
[ -n "$x" ] || fail "no player position in: $summary"
# Level 1 starts at (80, 80); the drag was right and down, so the character must have gone both ways.
awk -v x="$x" -v y="$y" 'BEGIN { exit !(x > 100 && y > 80) }' || fail "the character did not move right and down: ($x, $y)"
# The recording made in the real window replays headless to exactly the same state.
hash=$(echo "$summary" | sed -n 's/.*"stateHash":"\([0-9a-f]*\)".*/\1/p')
layout="$work/data/joystick-arcade/layout.json"
grep -q '"fire": {"x": \["end", 180\], "y": \["end", 140\]' "$layout" 2>/dev/null \
    || fail "the layout the window saved does not have the fire stick at (780, 400): $(cat "$layout" 2>&1)"
replayed=$(.build/debug/arcade --headless --script "$work/rec.txt" --layout "$work/replayed.json" 2>"$work/err.txt") \
    || fail "replay: $(cat "$work/err.txt")"
echo "$replayed" | grep -q "\"stateHash\":\"$hash\"" \
    || fail "the replay of the window's recording ends elsewhere: window $summary, replay $replayed, script: $(head -c 600 "$work/rec.txt")"
cmp -s "$layout" "$work/replayed.json" \
    || fail "the replay saved another layout: $(diff "$layout" "$work/replayed.json" 2>&1)"
arcade_result="handle under the finger ($red, $green, $blue), character at ($x, $y), replay hash $hash, the same layout saved ($(wc -c < "$layout") bytes)"

# joystick-run: installed (or where JOYSTICK_SDL_PREFIX says), and Hop as shipped.
if [ -n "${JOYSTICK_SDL_PREFIX:-}" ]; then
    prefix=$JOYSTICK_SDL_PREFIX
else
    prefix="$work/prefix"
    bash scripts/install-c-library.sh "$prefix" >/dev/null 2>"$work/err.txt" || fail "installing joystick-run"
fi
hop=Examples/c-keyboard-game
# shellcheck disable=SC2046
cc -std=c99 -O2 $(pkg-config --cflags sdl2) "$hop/original.c" "$hop/hop.c" "$hop/runner.c" Examples/common/input_script.c -IExamples/common -o "$work/original" \
    $(pkg-config --libs sdl2) || fail "building $hop/original.c"
export XDG_CONFIG_HOME="$work/config"
# hop ARGS...: starts joystick-run ARGS -- original in the background, waits for Hop's 1280x720 window.
hop_window() {
    "$prefix/bin/joystick-run" -v "$@" -- "$work/original" >"$work/out.txt" 2>"$work/err.txt" &
    game=$!
    wait_for_window '^Hop$' "joystick-run -- original"
    [ "$WIDTH" = 1280 ] && [ "$HEIGHT" = 720 ] || fail "Hop's window is ${WIDTH}x$HEIGHT, expected 1280x720"
    xdotool windowfocus --sync "$window" 2>/dev/null
}
# hop_quit: SIGTERM to joystick-run, which passes it on; SDL turns it into SDL_QUIT, and Hop prints its end.
hop_quit() {
    kill -TERM "$game"
    wait "$game"
    local status=$?
    game=""
    [ "$status" = 0 ] || fail "joystick-run -- original exited with $status"
}
# The default controls: the stick (arrow keys) centred at (190, 530) of the window, Space at (1170, 610).
hop_window --record "$work/hop.txt"
xdotool mousemove $((X + 190)) $((Y + 530)) mousedown 1
sleep 0.1
xdotool mousemove $((X + 290)) $((Y + 530))
sleep 1.0
xdotool mouseup 1
sleep 0.2
xdotool mousemove $((X + 1170)) $((Y + 610)) click 1
sleep 0.5
hop_quit
played=$(cat "$work/out.txt")
walked=$(echo "$played" | sed -n 's/^player \([0-9]*\) .*/\1/p')
[ -n "$walked" ] && [ "$walked" -gt 320 ] || fail "Hop did not walk right with the stick: $played"
grep -q '^[0-9]* mouse-down 190 530$' "$work/hop.txt" || fail "the recording has no press of the stick: $(cat "$work/hop.txt")"
replayed=$("$prefix/bin/joystick-run" --headless --script "$work/hop.txt" -- "$work/original" 2>"$work/err.txt") \
    || fail "the headless replay: $(cat "$work/err.txt")"
[ "$replayed" = "$played" ] || fail "the window ended at: $played; its replay at: $replayed; script: $(cat "$work/hop.txt")"

# The layout editor: Ctrl+Alt+J, the stick dragged 200 right and 100 up, Enter; kept for the next run.
hop_window
xdotool key ctrl+alt+j
sleep 0.3
xdotool mousemove $((X + 190)) $((Y + 530)) mousedown 1
sleep 0.1
xdotool mousemove $((X + 290)) $((Y + 480))
sleep 0.1
xdotool mousemove $((X + 390)) $((Y + 430)) mouseup 1
sleep 0.2
xdotool key Return
sleep 0.3
hop_quit
kept="$XDG_CONFIG_HOME/joystick-sdl/original.json"
grep -q '"stick-arrows": {"x": \["start", 390\], "y": \["center", 70\], "size": 300' "$kept" 2>/dev/null \
    || fail "the arrangement saved is not the stick at (390, 430): $(cat "$kept" 2>&1); $(cat "$work/err.txt")"
grep -q 'EDITOR pid=[0-9]* open=0 kept=1' "$work/err.txt" || fail "the editor did not close keeping: $(cat "$work/err.txt")"
hop_window --frames 30 --screenshot "29:$work/arranged.png"
wait "$game"
game=""
pixels=$(python3 scripts/png-pixels.py "$work/arranged.png" 390,430 190,530 | paste -sd' ')
[ "${pixels##* }" = "34,40,64,255" ] || fail "the stick's old place (190, 530) is ${pixels##* }, not Hop's sky"
[ "${pixels%% *}" != "34,40,64,255" ] || fail "no stick at its new place (390, 430) in the next run"
echo "e2e-window: passed: $arcade_result; joystick-run: Hop walked to $walked and its recording replayed to the same end, the stick arranged and kept for the next run"
