#!/usr/bin/env bash
# joystick-run --headless on games nobody here wrote, unchanged: sdl-platformer (Tests/Fixtures, built here;
# clock_gettime and a busy wait), and Debian's lbreakouthd (C++, an accelerated renderer), blobby (C++, the
# software renderer) and chromium-bsu (OpenGL). Each: a run of 300 frames ends by itself, two runs give the same
# hash for every frame, and a script's input changes what the game shows. Installs what it needs
# (install-deps.sh --real-games: the games, SDL2_ttf, Mesa's EGL); skips with one clear line where it cannot.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== joystick-run on real games: sdl-platformer, lbreakouthd, blobby, chromium-bsu"
if ! bash scripts/install-deps.sh --real-games; then
    echo "real-games: SKIPPED: the games (lbreakouthd, blobby, chromium-bsu), libsdl2-ttf-dev or Mesa's EGL could not be installed"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "real-games: FAILED: $*"; exit 1; }
if [ -n "${JOYSTICK_SDL_PREFIX:-}" ]; then
    prefix=$JOYSTICK_SDL_PREFIX
else
    prefix="$work/prefix"
    bash scripts/install-c-library.sh "$prefix" >/dev/null 2>"$work/install.log" \
        || { cat "$work/install.log"; fail "installing joystick-run"; }
fi
run=$prefix/bin/joystick-run

# sdl-platformer with its own Makefile, its sprites unpacked (kept gzipped in the repository).
cp -r Tests/Fixtures/sdl-platformer "$work/platformer"
gunzip "$work/platformer/image/sprites.bmp.gz"
make -s -C "$work/platformer" >/dev/null 2>"$work/make.log" || { cat "$work/make.log"; fail "building sdl-platformer"; }

# play NAME SCRIPT GAME...: a headless run of 300 frames (at most 120 s), its hashes in $work/NAME.hashes.
play() {
    local name=$1 script=$2 status=0
    shift 2
    (cd "$work/platformer" && "$run" --headless --frames 300 --frame-hashes "$work/$name.hashes" --timeout 120 \
        ${script:+--script "$script"} -- "$@") >"$work/$name.out" 2>&1 || status=$?
    [ "$status" = 0 ] || fail "$name exited with $status: $(tail -5 "$work/$name.out")"
    [ "$(wc -l < "$work/$name.hashes")" -ge 300 ] || fail "$name ended after $(wc -l < "$work/$name.hashes") frames"
}
# The keys each game starts, moves or fires with, from frame 30: Return and Space (menus, firing), the arrows.
printf '30 key-down Return\n32 key-up Return\n60 key-down Space\n62 key-up Space\n90 key-down Right\n150 key-up Right\n160 key-down Left\n200 key-up Left\n210 key-down Up\n212 key-up Up\n' \
    > "$work/keys.txt"
checked=()
for game in platformer lbreakouthd blobby chromium-bsu; do
    case $game in
        platformer) command=("$work/platformer/sdl_platformer") ;;
        *) command=("/usr/games/$game") ;;
    esac
    play "$game-1" "" "${command[@]}"
    play "$game-2" "" "${command[@]}"
    cmp -s "$work/$game-1.hashes" "$work/$game-2.hashes" \
        || fail "$game: two runs differ, first at: $(diff "$work/$game-1.hashes" "$work/$game-2.hashes" | head -2 | tail -1)"
    play "$game-keys" "$work/keys.txt" "${command[@]}"
    ! cmp -s "$work/$game-1.hashes" "$work/$game-keys.hashes" || fail "$game: the script's keys changed nothing"
    drawn=$(grep -vc ' -$' "$work/$game-1.hashes" || true)
    checked+=("$game ($drawn of $(wc -l < "$work/$game-1.hashes") frames drawn)")
done
echo "real-games: passed: ${checked[*]}: each ended, the same frames twice, changed by a script's keys"
