#!/usr/bin/env bash
# End-to-end test in a real X window, as a person would play: start `arcade --record` under Xvfb, click the
# title, press and drag the movement stick with real X11 mouse events (xdotool), take a screenshot, check that
# the handle is drawn under the finger and that the character moved; pause, open CONTROLS, drag the fire stick
# in the layout editor, press Enter (the layout is saved), resume; then quit, check the printed summary, and
# replay the recording headless: it must end in the same state (the same state hash) and save the same layout
# file, byte for byte.
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
.build/debug/arcade --level 1 --record "$work/rec.txt" >"$work/out.txt" 2>"$work/err.txt" &
game=$!
window=""
for _ in $(seq 300); do
    window=$(xdotool search --name "Joystick Arcade" 2>/dev/null | head -1)
    [ -n "$window" ] && break
    kill -0 "$game" 2>/dev/null || { wait "$game"; fail "arcade exited with $? before its window appeared on $DISPLAY"; }
    sleep 0.1
done
[ -n "$window" ] || fail "no window appeared on $DISPLAY within 30 s"
sleep 0.5
eval "$(xdotool getwindowgeometry --shell "$window")"   # X, Y, WIDTH, HEIGHT
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
echo "e2e-window: passed: handle under the finger ($red, $green, $blue), character at ($x, $y), replay hash $hash, the same layout saved ($(wc -c < "$layout") bytes)"
