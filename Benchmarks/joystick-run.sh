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
# shellcheck disable=SC2046
cc -std=c99 -O2 $(pkg-config --cflags sdl2) "$hop/original.c" "$hop/hop.c" "$hop/runner.c" Examples/common/input_script.c -IExamples/common -o "$work/original" \
    $(pkg-config --libs sdl2)
cc -O2 Benchmarks/JoyStickRun/clock_reads.c -o "$work/clock_reads"
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
alone() { SDL_VIDEODRIVER=dummy SDL_RENDER_VSYNC=0 "$work/original" --frames "$1"; }
# (A window run keeps the player's arrangement: in this run's own folder, not the user's.)
window() { XDG_CONFIG_HOME=$work SDL_VIDEODRIVER=dummy SDL_RENDER_VSYNC=0 "$prefix/bin/joystick-run" --profile "$profile" -- "$work/original" --frames "$1"; }
hidden() { XDG_CONFIG_HOME=$work SDL_VIDEODRIVER=dummy SDL_RENDER_VSYNC=0 "$prefix/bin/joystick-run" --profile "$work/hidden.json" -- "$work/original" --frames "$1"; }
headless() { "$prefix/bin/joystick-run" --headless --profile "$profile" -- "$work/original" --frames "$1"; }
hashes() { "$prefix/bin/joystick-run" --headless --profile "$profile" --frame-hashes "$work/hashes.txt" -- "$work/original" --frames "$1"; }

ways=(alone window hidden headless hashes)
declare -A times
for round in 1 2 3 4 5; do
    line="round $round:"
    for way in "${ways[@]}"; do
        short=$(nanoseconds $way 1000)
        long=$(nanoseconds $way 4000)
        per=$(awk -v s="$short" -v l="$long" 'BEGIN { printf "%.6f", (l - s) / 3000 / 1000000 }')
        times[$way]+="$per "
        line+=" $way $per"
    done
    echo "$line ms a frame" >&2
done
median() { tr ' ' '\n' <<<"$1" | grep -v '^$' | sort -n | sed -n 3p; }
for way in "${ways[@]}"; do
    awk -v w="$way" -v t="$(median "${times[$way]}")" 'BEGIN { printf "%-10s %8.4f ms a frame  %8.0f frames a second\n", w, t, 1000 / t }'
done
awk -v a="$(median "${times[alone]}")" -v w="$(median "${times[window]}")" -v h="$(median "${times[hidden]}")" \
    -v l="$(median "${times[headless]}")" -v x="$(median "${times[hashes]}")" 'BEGIN {
    printf "added per frame: %.4f ms in a window with the controls drawn (%.0f%% of the frame alone), %.4f ms with them hidden (%.0f%%), %.4f ms headless (%.0f%%)\n", w - a, (w - a) * 100 / a, h - a, (h - a) * 100 / a, l - a, (l - a) * 100 / a
    printf "headless throughput against the game alone: %.2fx, %.2fx with --frame-hashes\n", a / l, a / x
    printf "against real time at 60 frames a second: %.0fx headless, %.0fx with --frame-hashes\n", (1000 / l) / 60, (1000 / x) / 60
}'
reads() { { "$@" 2>/dev/null || true; } | awk '{ print $1 }'; }
alone_reads="" virtual_reads=""
for _ in 1 2 3 4 5; do
    alone_reads+="$(reads "$work/clock_reads") "
    virtual_reads+="$(reads "$prefix/bin/joystick-run" --headless -- "$work/clock_reads") "
done
awk -v a="$(median "$alone_reads")" -v v="$(median "$virtual_reads")" 'BEGIN {
    printf "a clock read: %.1f ns alone, %.1f ns on the virtual clock: %+.1f ns\n", a, v, v - a }'
