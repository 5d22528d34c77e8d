#!/usr/bin/env bash
# The C library's per-event cost against a minimal C stick (Benchmarks/CLibrary/handle_event.c), on the
# release library as scripts/install-c-library.sh installs it, and the time destroying 100,000 sticks takes
# (Benchmarks/CLibrary/destroy_many.c). Exit 1 if the ratio passes 4x or the destroy takes a second.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
bash scripts/install-c-library.sh "$prefix" >/dev/null 2>&1
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
# shellcheck disable=SC2046
cc -std=c99 -O2 -Wall -Wextra -Werror Benchmarks/CLibrary/handle_event.c -o "$prefix/handle_event" \
    $(pkg-config --cflags --libs joystick-sdl) -lm
# shellcheck disable=SC2046
cc -std=c99 -O2 -Wall -Wextra -Werror Benchmarks/CLibrary/destroy_many.c -o "$prefix/destroy_many" \
    $(pkg-config --cflags --libs joystick-sdl)
status=0
LD_LIBRARY_PATH="$prefix/lib" "$prefix/handle_event" || status=1
LD_LIBRARY_PATH="$prefix/lib" "$prefix/destroy_many" || status=1
# The same events through the SDL 3 library, on the SDL 3 scripts/build-sdl3.sh finds or builds (once, cached).
sdl3=$(bash scripts/build-sdl3.sh 2>/dev/null || true)
if [ -n "$sdl3" ] && [ -d "$sdl3/lib/pkgconfig" ]; then
    PKG_CONFIG_PATH="$sdl3/lib/pkgconfig" bash scripts/install-c-library.sh "$prefix/sdl3" >/dev/null 2>&1
    # shellcheck disable=SC2046
    cc -std=c99 -O2 -Wall -Wextra -Werror -DJOYSTICK_SDL3 Benchmarks/CLibrary/handle_event.c -o "$prefix/handle_event3" \
        $(PKG_CONFIG_PATH="$prefix/sdl3/lib/pkgconfig:$sdl3/lib/pkgconfig" pkg-config --cflags --libs joystick-sdl3) -lm
    LD_LIBRARY_PATH="$prefix/sdl3/lib:$sdl3/lib" "$prefix/handle_event3" || status=1
else
    echo "c-library: SDL 3 is not built here (bash scripts/build-sdl3.sh): its library is not measured"
fi
exit "$status"
