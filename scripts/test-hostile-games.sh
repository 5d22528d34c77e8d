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
# A process's state: R running, S sleeping, T stopped, Z a zombie (nothing when it is gone).
state() { sed 's/^.*) \(.\).*$/\1/' "/proc/$1/stat" 2>/dev/null; }
[ -n "${JOYSTICK_SDL_PREFIX:-}" ] || fail "JOYSTICK_SDL_PREFIX names no installed joystick-run"
run=$JOYSTICK_SDL_PREFIX/bin/joystick-run
[ -x "$run" ] || fail "no $run"

# shellcheck disable=SC2046
cc -std=c99 -Wall -Wextra -Werror -O2 $(pkg-config --cflags sdl2) Tests/JoyStickRun/hostile-probe.c \
    -o "$work/hostile-probe" $(pkg-config --libs sdl2) -lpthread || fail "building Tests/JoyStickRun/hostile-probe.c"
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

# A run stopped by a signal never passes, and a game that ignores the signal is stopped outright 0.2 s later:
# joystick-run exits 128 + the signal, says so, and leaves a hashes file no --expect-hashes takes for a good run.
stopped() {   # SIGNAL MODE: joystick-run gets SIGNAL while the game (MODE) presents frames
    local signal=$1 mode=$2 code=0
    rm -f "$work/stopped.hashes"
    timeout -s KILL 60 "$run" --headless --frames 100000 --frame-hashes "$work/stopped.hashes" -- "$probe" "$mode" \
        >"$work/out" 2>"$work/err" &
    local pid=$!
    for _ in $(seq 100); do [ "$({ wc -l < "$work/stopped.hashes"; } 2>/dev/null || echo 0)" -ge 30 ] && break; sleep 0.1; done
    local started=$SECONDS
    kill "-$signal" "$pid"
    wait "$pid" || code=$?
    local expected=$((128 + $(kill -l "$signal")))
    [ "$code" = "$expected" ] && [ $((SECONDS - started)) -lt 5 ] \
        || fail "$mode stopped by SIG$signal: exit status $code after $((SECONDS - started)) s, not $expected: $(cat "$work/err")"
    grep -q "^joystick-run: the run was stopped by SIG$signal before its end: no verdict$" "$work/err" \
        || fail "$mode stopped by SIG$signal said: $(cat "$work/err")"
    tail -n 1 "$work/stopped.hashes" | grep -q "^stopped by SIG$signal: not a whole run" \
        || fail "$mode stopped by SIG$signal: its hashes end $(tail -n 1 "$work/stopped.hashes")"
    code=0
    "$run" --headless --frames 10 --expect-hashes "$work/stopped.hashes" -- "$probe" exit 0 >/dev/null 2>"$work/err" || code=$?
    [ "$code" = 2 ] || fail "the hashes of a stopped run taken for a good run's: exit status $code ($(cat "$work/err"))"
}
stopped TERM leave-on-term
stopped TERM ignore-signals
stopped INT ignore-signals

# The game's own exit status is said in a test run, and is joystick-run's, even when its frames also differ.
code=0
"$run" --headless --frames 10 -- "$probe" exit 3 >"$work/out" 2>"$work/err" || code=$?
[ "$code" = 3 ] && [ "$(cat "$work/err")" = "joystick-run: hostile-probe exited with status 3" ] \
    || fail "a game's exit(3): exit status $code, said: $(cat "$work/err")"

# --timeout ends a run with 124 even before the game's first SDL call; a headless game may load for its
# --idle-timeout before that call, and is then said not to use SDL2 (exit 3).
code=0
# (A program that never ends: a headless run's sleeps are virtual, and sleep would end at once.)
blocks=(tail -f /dev/null)
timeout -s KILL 60 "$run" --headless --timeout 1 -- "${blocks[@]}" >"$work/out" 2>"$work/err" || code=$?
[ "$code" = 124 ] && [ "$(cat "$work/err")" = "joystick-run: tail did not end within 1.0 seconds (--timeout): stopped" ] \
    || fail "a --timeout before any SDL call: exit status $code, said: $(cat "$work/err")"
code=0
timeout -s KILL 60 "$run" --headless --idle-timeout 2 -- "${blocks[@]}" >"$work/out" 2>"$work/err" || code=$?
[ "$code" = 3 ] && grep -q "^joystick-run: tail made no SDL call through the dynamic API in 2.0 seconds: stopped$" "$work/err" \
    || fail "no SDL call within --idle-timeout: exit status $code, said: $(cat "$work/err")"

# A game that presents and never reads an event still gets its SDL_QUIT after --frames, and --grace then
# stops it.
code=0
timeout -s KILL 60 "$run" --headless --frames 30 --grace 1 -- "$probe" never-reads >"$work/out" 2>"$work/err" || code=$?
[ "$code" = 124 ] \
    && [ "$(cat "$work/err")" = "joystick-run: hostile-probe did not leave within 1.0 seconds of its SDL_QUIT (--grace): stopped" ] \
    || fail "a game that never reads events: exit status $code, said: $(cat "$work/err")"

# Timed waits on the monotonic clock (as C++'s wait_for and try_lock_for make them) that nothing ends run out
# on the virtual clock: 30 frames of four 10 ms waits are 1200 ms, the same twice, in a few seconds.
for n in 1 2; do
    started=$SECONDS
    output=$(timeout -s KILL 60 "$run" --headless -- "$probe" monotonic-waits 2>"$work/err") \
        || fail "monotonic waits: exit status $? ($(cat "$work/err"))"
    [ "$output" = "monotonic-waits: 30 frames, 1200 ms, 120 timeouts" ] && [ $((SECONDS - started)) -lt 20 ] \
        || fail "monotonic waits: $output, after $((SECONDS - started)) s"
done

# libc's less common clocks and random numbers are the run's: the date and ticks of the virtual clock, and
# arc4random from --seed, the same twice (which bytes depends on what the SDL took before the game).
for n in 1 2; do
    timeout -s KILL 60 "$run" --headless -- "$probe" randomness >"$work/random$n" 2>"$work/err" \
        || fail "randomness: exit status $? ($(cat "$work/err"))"
done
grep -q '^randomness: timespec_get 1 946684800.000000000, times 10000000, arc4random [0-9a-f]\{8\}, ' "$work/random1" \
    && cmp -s "$work/random1" "$work/random2" || fail "randomness: $(cat "$work/random1") then $(cat "$work/random2")"

# joystick-run SIGKILLed in the middle of a headless run: the game, the daemon it left in a session of its own,
# and the run's folder go all the same (its guardian sees it end).
mkdir -p "$work/tmp"
TMPDIR=$work/tmp "$run" --headless --frames 1000000 -- "$probe" daemon >/dev/null 2>&1 &
pid=$!
for _ in $(seq 100); do [ "$(pgrep -c -f "^$probe daemon")" -ge 2 ] && break; sleep 0.1; done
[ "$(pgrep -c -f "^$probe daemon")" -ge 2 ] || fail "the daemon game did not start: $(pgrep -af "^$probe")"
{ kill -KILL "$pid"; wait "$pid"; } 2>/dev/null || true
for _ in $(seq 50); do pgrep -f "^$probe daemon" >/dev/null || break; sleep 0.1; done
left=$(pgrep -af "^$probe daemon" || true)
[ -z "$left" ] || { pkill -KILL -f "^$probe daemon" || true; fail "joystick-run SIGKILLed left the game's processes: $left"; }
# The guardian removes the folder once the game's processes are gone: a moment later.
for _ in $(seq 50); do [ -z "$(ls -A "$work/tmp")" ] && break; sleep 0.1; done
[ -z "$(ls -A "$work/tmp")" ] || fail "joystick-run SIGKILLed left its folder: $(ls -A "$work/tmp")"
# In a window the player's game lives on, and the folder goes all the same.
SDL_VIDEODRIVER=dummy TMPDIR=$work/tmp "$run" -- "$probe" ignore-signals >/dev/null 2>&1 &
pid=$!
for _ in $(seq 100); do game=$(pgrep -f "^$probe ignore-signals" || true); [ -n "$game" ] && break; sleep 0.1; done
{ kill -KILL "$pid"; wait "$pid"; } 2>/dev/null || true
for _ in $(seq 50); do [ -z "$(ls -A "$work/tmp")" ] && break; sleep 0.1; done
# The game goes on saying what its controls do (Ctrl+Alt+H: they hide) with nobody reading: it is not killed by
# SIGPIPE, nor does it hang.
{ [ -n "$game" ] && kill -USR1 "$game"; } 2>/dev/null || true
sleep 1
alive=$(pgrep -f "^$probe ignore-signals" || true)
state=$(state "${game:-0}")
{ [ -n "$game" ] && kill -KILL "$game"; } 2>/dev/null || true
[ -z "$(ls -A "$work/tmp")" ] && [ -n "$alive" ] && [ "$state" != Z ] \
    || fail "joystick-run SIGKILLed in a window: its folder $(ls -A "$work/tmp"), the game ${alive:-gone} ($state)"

# A burst of 200,000 scripted events at frame 10, three times SDL's queue: every one reaches the game, a
# queueful a frame (said), the clock does not move while they go in, and --frames still ends the run.
python3 -c '
import sys
lines = ["window: 640x360"] + ["10 key-%s A" % ("down" if i % 2 == 0 else "up") for i in range(200000)]
sys.stdout.write("\n".join(lines) + "\n")' > "$work/burst.txt"
output=$(timeout -s KILL 120 "$run" --headless --script "$work/burst.txt" --frames 30 -- "$probe" count-keys 2>"$work/err") \
    || fail "a burst of events: exit status $? ($(cat "$work/err"))"
[ "$output" = "count-keys: 31 frames, ticks 516, 100000 downs, 100000 ups" ] \
    && [ "$(cat "$work/err")" = "joystick-run: the script's events of frame 10 are more than SDL's queue holds: the rest reach the game a queueful a frame" ] \
    || fail "a burst of events: $output, said: $(cat "$work/err")"

# A game that presents from a render thread: its frames count (--frames ends it, they are hashed), and the
# controls it cannot have there are said missing, once.
output=$(timeout -s KILL 60 "$run" --headless --frames 30 --frame-hashes "$work/thread.hashes" -- "$probe" render-thread \
    2>"$work/err") || fail "a render thread: exit status $? ($(cat "$work/err"))"
[ "$output" = "render-thread: showed 30 or more frames" ] && [ "$(grep -c -v ' -$' "$work/thread.hashes")" -ge 30 ] \
    && [ "$(cat "$work/err")" = "joystick-run: the game shows its frames from a thread of its own, where the controls cannot be drawn: it runs without them (its frames are counted, hashed and pictured)" ] \
    || fail "a render thread: $output, $(grep -c -v ' -$' "$work/thread.hashes") frames hashed, said: $(cat "$work/err")"

# A game paced by select and poll with nothing to watch sleeps on the virtual clock: 60 frames of 20 ms are
# 1200 ms, in a moment.
started=$SECONDS
output=$(timeout -s KILL 60 "$run" --headless -- "$probe" select-paced 2>"$work/err") \
    || fail "select-paced: exit status $? ($(cat "$work/err"))"
[ "$output" = "select-paced: 60 frames, 1200 ms" ] && [ $((SECONDS - started)) -lt 10 ] \
    || fail "select-paced: $output after $((SECONDS - started)) s"

# Ctrl-Z (SIGTSTP) stops joystick-run and its headless game with it, SIGCONT goes on with both: the game never
# runs on unwatched.
"$run" --headless --frames 1000000 -- "$probe" ignore-signals >/dev/null 2>&1 &
pid=$!
for _ in $(seq 100); do game=$(pgrep -f "^$probe ignore-signals" || true); [ -n "$game" ] && break; sleep 0.1; done
[ -n "$game" ] || fail "the game of the Ctrl-Z test did not start"
kill -TSTP "$pid"
for _ in $(seq 50); do [ "$(state "$game")" = T ] && [ "$(state "$pid")" = T ] && break; sleep 0.1; done
stopped_states="$(state "$pid") $(state "$game")"
kill -CONT "$pid"
for _ in $(seq 50); do [ "$(state "$game")" != T ] && break; sleep 0.1; done
continued_state=$(state "$game")
{ kill -KILL "$pid"; wait "$pid"; } 2>/dev/null || true
[ "$stopped_states" = "T T" ] && [ "$continued_state" != T ] \
    || fail "Ctrl-Z: joystick-run and the game ($game) were '$stopped_states' when stopped, the game '$continued_state' after SIGCONT"

# A launcher that shows frames and starts the game as a process of its own: the hashes are the launcher's (the
# first process to hash a frame) and whole, frames 0 to 20 in order, and the game's are said not hashed.
timeout -s KILL 60 "$run" --headless --frames 20 --frame-hashes "$work/launcher.hashes" -- "$probe" launcher \
    >"$work/out" 2>"$work/err" || fail "a launcher: exit status $? ($(cat "$work/err"))"
# (The launcher draws each frame in a colour of its own, the game draws black: five different first hashes.)
awk '$1 != NR - 1 || NF != 2 { bad = 1 } END { exit bad || NR != 21 }' "$work/launcher.hashes" \
    && [ "$(head -n 5 "$work/launcher.hashes" | cut -d' ' -f2 | sort -u | wc -l)" = 5 ] \
    || fail "a launcher's hashes are not its frames 0 to 20: $(head -c 400 "$work/launcher.hashes")"
grep -q "^joystick-run: the game's process [0-9]* hashes its frames: this one's ([0-9]*) are not hashed$" "$work/err" \
    || fail "a launcher: said $(cat "$work/err")"

# A polling game and a script with events but no frames: header, without --frames: SDL_QUIT the frame after the
# script's last event (frame 3), so the run ends.
printf 'window: 640x360\n2 key-down A\n3 key-up A\n' > "$work/short.txt"
output=$(timeout -s KILL 60 "$run" --headless --script "$work/short.txt" -- "$probe" count-keys 2>"$work/err") \
    || fail "a script without frames: exit status $? ($(cat "$work/err"))"
[ "$output" = "count-keys: 5 frames, ticks 83, 1 downs, 1 ups" ] || fail "a script without frames: $output ($(cat "$work/err"))"

echo "hostile games: all checks passed"
