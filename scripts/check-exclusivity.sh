#!/usr/bin/env bash
# Fails when Swift checks an access to one of the per-event stored properties below at run time.
#
# These properties are plain Swift (no @exclusivity(unchecked)): they cost nothing at run time only because the
# optimizer proves, over the whole module, that no two accesses to each can overlap, and marks every access
# [static]. One access that encloses a call Swift cannot see into (a square root: C), a release (any
# deinitializer may run) or a read through memory Swift cannot name (Optional's ==) makes it check them all, at
# about 10 ns a stick's move (Benchmarks/README.md, "Unchecked exclusivity"), and nothing else would notice.
set -euo pipefail
cd "$(dirname "$0")/.."

# module|type.property|why it is on the per-event path
static=(
    'JoyStickEngine|JoyStick.state|a stick: its configuration, state and callbacks, read and written at every event'
    'JoyStickEngine|ControlSurface.owners|the surface: which control holds which finger, read at every routed move'
    'JoyStickControls|ControlInput.currentScreen|the SDL input: the logical screen each event is mapped through'
    'JoyStickControls|ControlInput.device|the SDL input: the device of the latest event'
    'JoyStickControls|ControlInput.latestTime|the SDL input: the time of the latest event'
    'JoyStickControls|ControlInput.touchesDown|the SDL input: the fingers down'
    'JoyStickControls|ControlInput.mouseIsDown|the SDL input: the mouse button'
)

# SIL of the engine, and of JoyStickControls over the engine's and the layouts' interfaces, as SwiftPM's release
# build compiles them.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-O -wmo -parse-as-library -package-name joystick_sdl -I "$work")
swiftc "${flags[@]}" -module-name JoyStickEngine Sources/JoyStickEngine/*.swift -emit-sil -o "$work/JoyStickEngine.sil"
swiftc "${flags[@]}" -module-name JoyStickEngine Sources/JoyStickEngine/*.swift -emit-module \
    -emit-module-path "$work/JoyStickEngine.swiftmodule"
swiftc "${flags[@]}" -module-name JoyStickLayout Sources/JoyStickLayout/*.swift -emit-module \
    -emit-module-path "$work/JoyStickLayout.swiftmodule"
swiftc "${flags[@]}" -module-name JoyStickControls -I Sources/JoyStickImages/include -I Sources/JoyStickSystem/include \
    -I Sources/JoyStickGL/include \
    Sources/JoyStickControls/*.swift -emit-sil -o "$work/JoyStickControls.sil"

failed=0
for entry in "${static[@]}"; do
    IFS='|' read -r module property _ <<<"$entry"
    # Each access: `%n = ref_element_addr %m, #Type.property`, then `begin_access [...] %n` in the same function
    # (values are named per function: a new `sil @` starts afresh).
    accesses=$(awk -v property="#$property" '
        /^sil / { delete addresses }
        /ref_element_addr/ {
            for (i = 1; i <= NF; i++) if ($i == property || $i == property ",") addresses[$1] = 1
        }
        /begin_access/ {
            code = $0; sub(/ *\/\/.*/, "", code); n = split(code, words, " ")
            if (words[n] in addresses) print
        }' "$work/$module.sil")
    if [ -z "$accesses" ]; then
        echo "check-exclusivity: no access to $property in the SIL: renamed? Update the list in $0" >&2
        failed=1
        continue
    fi
    dynamic=$(grep -c '\[dynamic\]' <<<"$accesses" || true)
    if [ "$dynamic" -gt 0 ]; then
        echo "check-exclusivity: Swift checks $dynamic access(es) to $property at run time: some access to it" \
             "encloses a call Swift cannot see into, a release, or an Optional compared with ==. Find it with" \
             "swiftc -O -wmo -emit-sil (an access without [no_nested_conflict]) and move it out" >&2
        failed=1
    fi
done
[ "$failed" -eq 0 ] || exit 1
echo "check-exclusivity: every access to the ${#static[@]} per-event properties is proved exclusive at compile time"
