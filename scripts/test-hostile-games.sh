#!/usr/bin/env bash
# joystick-run against games that misbehave (Tests/JoyStickRun/hostile-probe.c): whatever a game does with its
# descriptors, processes, clocks and signals, joystick-run corrupts none of its files, hangs on none, leaves
# nothing running and gives no wrong verdict. Uses JOYSTICK_SDL_PREFIX, where scripts/install-c-library.sh put
# joystick-run, as scripts/test-joystick-run.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== joystick-run: hostile games"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "hostile games: FAILED: $*"; exit 1; }
[ -n "${JOYSTICK_SDL_PREFIX:-}" ] || fail "JOYSTICK_SDL_PREFIX names no installed joystick-run"
run=$JOYSTICK_SDL_PREFIX/bin/joystick-run
[ -x "$run" ] || fail "no $run"

# shellcheck disable=SC2046
cc -std=c99 -Wall -Wextra -Werror -O2 $(pkg-config --cflags sdl2) Tests/JoyStickRun/hostile-probe.c \
    -o "$work/hostile-probe" $(pkg-config --libs sdl2) || fail "building Tests/JoyStickRun/hostile-probe.c"
probe=$work/hostile-probe

# A game that closes what it inherited and opens its log and its save file gets descriptors 3 and 4: joystick-run's
# status lines never land in them, and the run is still said to have had its controls. Headless and in a window
# (SDL's dummy driver).
for mode in --headless ""; do
    mkdir -p "$work/files$mode"
    code=0
    # shellcheck disable=SC2086
    timeout -s KILL 60 env SDL_VIDEODRIVER=dummy "$run" $mode --frames 30 -- "$probe" own-files "$work/files$mode" \
        >"$work/out" 2>"$work/err" || code=$?
    [ "$code" = 0 ] || fail "own files ${mode:-in a window}: exit status $code ($(cat "$work/err"))"
    [ "$(cat "$work/out")" = "log fd 3 save fd 4" ] || fail "own files: the game printed $(cat "$work/out")"
    [ "$(cat "$work/files$mode/save.dat")" = "level 3 score 1200" ] \
        || fail "own files ${mode:-in a window}: the game's save holds: $(head -c 300 "$work/files$mode/save.dat")"
    [ ! -s "$work/files$mode/game.log" ] \
        || fail "own files ${mode:-in a window}: the game's log holds: $(head -c 300 "$work/files$mode/game.log")"
    [ ! -s "$work/err" ] || fail "own files ${mode:-in a window}: joystick-run said: $(cat "$work/err")"
done

echo "hostile games: all checks passed"
