#!/usr/bin/env bash
# joystick-run's cost, on Hop as shipped (Examples/c-keyboard-game/original.c), in the same sitting as the game
# alone: a 1280x720 window on SDL's dummy video driver, SDL's software renderer, no vsync, the game's own frame
# limit (--frames). Per frame, from runs of 1,000 and 4,000 frames (their difference cancels start-up), the
# median of 5 interleaved rounds:
#
#   alone      SDL_VIDEODRIVER=dummy SDL_RENDER_VSYNC=0 ./original --frames N
#   window     joystick-run --profile P -- ./original --frames N on the same driver, not headless: Hop's controls
#              drawn over every frame, as in a player's window (the overlay's whole cost to a presented frame)
#   hidden     the same with every control hidden by the profile: what the overlay costs apart from drawing
#              (events intercepted, keys merged, the frame boundary)
#   headless   joystick-run --headless --profile P -- ./original --frames N: the virtual clock, the controls
#              drawn only into the frames pictured (none here)
#   hashes     the same with --frame-hashes: every frame read back and hashed, as a CI verdict needs
#
#   bash Benchmarks/joystick-run.sh [PREFIX]      # PREFIX: where scripts/install-c-library.sh installed it
#
# On each SDL2 a player runs (scripts/sdl-stack.sh: the system's, classic 2.32.10, sdl2-compat over SDL 3.4.14),
# and on SDL 3.4.14 with an SDL3 game in Hop's place (Tests/JoyStickRun/sdl3-probe.c: a clear and a rectangle a
# frame in a 1280x720 window, uncapped, SDL's renderer chosen by SDL: software on the dummy driver), interleaved,
# then a table of them side by side (the ms columns a frame).
#
# Prints ms per frame and frames a second of each, and the overlay's added time per frame against the alone
# frame (the target: at most 5%), its throughput against the game alone (the target: at least 0.9x) and
# against real time at 60 frames a second (at least 20x); then what a clock read costs in a headless run
# (Benchmarks/JoyStickRun/clock_reads.c, 10 million reads of CLOCK_MONOTONIC, timed by the kernel) against
# the C library's own (the time added: at most 50 ns), the median of 5 runs each.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=${1:-}
if [ -z "$prefix" ]; then
    prefix="$work/prefix"
    bash scripts/install-c-library.sh "$prefix" >/dev/null 2>&1
fi
hop=Examples/c-keyboard-game
# Its window's renderer asks for vsync: classic SDL2 drops that for SDL_RENDER_VSYNC=0, but sdl2-compat sets it
# whatever the hint says, and SDL 3 paces a dummy window at 60 Hz. The request is taken out of a copy of its
# runner, so that the game runs uncapped on every stack (the same as SDL_RENDER_VSYNC=0 on classic SDL2).
sed 's/: SDL_RENDERER_PRESENTVSYNC;/: 0;/' "$hop/runner.c" > "$work/runner.c"
grep -q ': 0;' "$work/runner.c" || { echo "joystick-run benchmark: $hop/runner.c no longer asks for vsync as expected" >&2; exit 1; }
# shellcheck disable=SC2046
cc -std=c99 -O2 $(pkg-config --cflags sdl2) "$hop/original.c" "$hop/hop.c" "$work/runner.c" Examples/common/input_script.c \
    -I"$hop" -IExamples/common -o "$work/original" $(pkg-config --libs sdl2)
cc -O2 Benchmarks/JoyStickRun/clock_reads.c -o "$work/clock_reads"
# The SDL3 game, when SDL 3 can be had (scripts/build-sdl3.sh) and the installed overlay takes SDL3 games.
sdl3_lib=""
if sdl3=$(bash scripts/build-sdl3.sh 2>/dev/null) && [ -e "$prefix/lib/libjoystick-sdl3.so.1" ]; then
    # shellcheck disable=SC2046
    PKG_CONFIG_PATH="$sdl3/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" sh -c 'cc -std=c99 -O2 \
        $(pkg-config --cflags sdl3) Tests/JoyStickRun/sdl3-probe.c -o "$1" $(pkg-config --libs sdl3)' sh "$work/sdl3-probe"
    sdl3_lib=$sdl3/lib
fi
profile="$hop/joystick-run-profile.json"
sed 's/"hidden": false/"hidden": true/' "$profile" > "$work/hidden.json"

# nanoseconds COMMAND...: the wall time of one run.
nanoseconds() {
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null
    end=$(date +%s%N)
    echo $((end - start))
}
# Each way on a stack: LD_LIBRARY_PATH is the stack's (scripts/sdl-stack.sh), for the game and the overlay; the
# game is Hop, or the SDL3 game on the sdl3 stack (`game N`: the game to run for N frames).
game=()
game_for() {
    if [ "$1" = sdl3 ]; then game=("$work/sdl3-probe" --size 1280x720 --limit); else game=("$work/original" --frames); fi
}
alone() { SDL_VIDEODRIVER=dummy SDL_RENDER_VSYNC=0 "${game[@]}" "$1"; }
# (A window run keeps the player's arrangement: in this run's own folder, not the user's.)
window() { XDG_CONFIG_HOME=$work SDL_VIDEODRIVER=dummy SDL_RENDER_VSYNC=0 "$prefix/bin/joystick-run" --profile "$profile" -- "${game[@]}" "$1"; }
hidden() { XDG_CONFIG_HOME=$work SDL_VIDEODRIVER=dummy SDL_RENDER_VSYNC=0 "$prefix/bin/joystick-run" --profile "$work/hidden.json" -- "${game[@]}" "$1"; }
headless() { "$prefix/bin/joystick-run" --headless --profile "$profile" -- "${game[@]}" "$1"; }
hashes() { "$prefix/bin/joystick-run" --headless --profile "$profile" --frame-hashes "$work/hashes.txt" -- "${game[@]}" "$1"; }

# The stacks: the system's SDL2 always; classic 2.32, sdl2-compat and SDL3 when they can be had here
# (JOYSTICK_RUN_STACKS names others, e.g. "system").
declare -A libs
stacks=()
for stack in ${JOYSTICK_RUN_STACKS:-system classic-2.32 compat sdl3}; do
    if [ "$stack" = sdl3 ]; then
        if [ -n "$sdl3_lib" ]; then
            libs[$stack]=$sdl3_lib
            stacks+=("$stack")
        else
            echo "joystick-run benchmark: no SDL3, or an overlay without it, here: sdl3 left out" >&2
        fi
    elif path=$(bash scripts/sdl-stack.sh "$stack" 2>/dev/null); then
        libs[$stack]=$path
        stacks+=("$stack")
    else
        echo "joystick-run benchmark: no $stack here: left out" >&2
    fi
done

ways=(alone window hidden headless hashes)
declare -A times
# Interleaved: each round runs every way on every stack, so a slow moment of the machine falls on all of them.
for round in 1 2 3 4 5; do
    for stack in "${stacks[@]}"; do
        game_for "$stack"
        line="round $round, $stack:"
        for way in "${ways[@]}"; do
            short=$(LD_LIBRARY_PATH=${libs[$stack]} nanoseconds $way 1000)
            long=$(LD_LIBRARY_PATH=${libs[$stack]} nanoseconds $way 4000)
            per=$(awk -v s="$short" -v l="$long" 'BEGIN { printf "%.6f", (l - s) / 3000 / 1000000 }')
            times[$stack/$way]+="$per "
            line+=" $way $per"
        done
        echo "$line ms a frame" >&2
    done
done
median() { tr ' ' '\n' <<<"$1" | grep -v '^$' | sort -n | sed -n 3p; }
for stack in "${stacks[@]}"; do
    echo "== $stack"
    for way in "${ways[@]}"; do
        awk -v w="$way" -v t="$(median "${times[$stack/$way]}")" 'BEGIN { printf "%-10s %8.4f ms a frame  %8.0f frames a second\n", w, t, 1000 / t }'
    done
    awk -v a="$(median "${times[$stack/alone]}")" -v w="$(median "${times[$stack/window]}")" \
        -v h="$(median "${times[$stack/hidden]}")" -v l="$(median "${times[$stack/headless]}")" \
        -v x="$(median "${times[$stack/hashes]}")" 'BEGIN {
        printf "added per frame: %.4f ms in a window with the controls drawn (%.0f%% of the frame alone, %.1f%% of a 60 Hz frame), %.4f ms with them hidden (%.0f%%), %.4f ms headless (%.0f%%)\n", w - a, (w - a) * 100 / a, (w - a) * 100 / (1000 / 60), h - a, (h - a) * 100 / a, l - a, (l - a) * 100 / a
        printf "headless throughput against the game alone: %.2fx, %.2fx with --frame-hashes\n", a / l, a / x
        printf "against real time at 60 frames a second: %.0fx headless, %.0fx with --frame-hashes\n", (1000 / l) / 60, (1000 / x) / 60
    }'
done
# Side by side: one line a stack.
printf "\n%-14s %9s %9s %9s %9s %9s %14s %11s %11s\n" stack alone window hidden headless hashes "window/60Hz" throughput "x realtime"
for stack in "${stacks[@]}"; do
    awk -v s="$stack" -v a="$(median "${times[$stack/alone]}")" -v w="$(median "${times[$stack/window]}")" \
        -v h="$(median "${times[$stack/hidden]}")" -v l="$(median "${times[$stack/headless]}")" \
        -v x="$(median "${times[$stack/hashes]}")" 'BEGIN {
        printf "%-14s %9.4f %9.4f %9.4f %9.4f %9.4f %13.1f%% %10.2fx %10.0fx\n", s, a, w, h, l, x, (w - a) * 100 / (1000 / 60), a / l, (1000 / l) / 60 }'
done
reads() { { "$@" 2>/dev/null || true; } | awk '{ print $1 }'; }
alone_reads="" virtual_reads=""
for _ in 1 2 3 4 5; do
    alone_reads+="$(reads "$work/clock_reads") "
    virtual_reads+="$(reads "$prefix/bin/joystick-run" --headless -- "$work/clock_reads") "
done
awk -v a="$(median "$alone_reads")" -v v="$(median "$virtual_reads")" 'BEGIN {
    printf "a clock read: %.1f ns alone, %.1f ns on the virtual clock: %+.1f ns\n", a, v, v - a }'
