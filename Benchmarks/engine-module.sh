#!/usr/bin/env bash
# A fixed stick's move and a routed one, with JoyStickEngine built as its own module (swiftc -O -wmo, as
# SwiftPM's release build), against the C stick in the same run (Benchmarks/EngineModule/main.swift); three runs
# with a plain callback, three with a capturing one. Seconds to build, so two trees can be compared side by side:
#
#   bash Benchmarks/engine-module.sh [TREE]     # TREE: a checkout of this repository (default: this one)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tree=$(cd "${1:-$here/..}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/cstick"
cp "$here/Sources/CStickBaseline/include/cstick.h" "$work/cstick/"
printf 'module CStick {\n    header "cstick.h"\n    export *\n}\n' > "$work/cstick/module.modulemap"
cc -O2 -c "$here/Sources/CStickBaseline/cstick.c" -I "$work/cstick" -o "$work/cstick.o"
swiftc -O -wmo -parse-as-library -package-name joystick_sdl -module-name JoyStickEngine -emit-module \
    -emit-module-path "$work/JoyStickEngine.swiftmodule" -emit-library -static \
    "$tree"/Sources/JoyStickEngine/*.swift -o "$work/libJoyStickEngine.a"
swiftc -O -wmo -I "$work" -I "$work/cstick" "$here/EngineModule/main.swift" "$work/libJoyStickEngine.a" \
    "$work/cstick.o" -lm -o "$work/engine-module"
for _ in 1 2 3; do "$work/engine-module"; "$work/engine-module" --capturing; done
