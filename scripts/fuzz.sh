#!/usr/bin/env bash
# Builds the libFuzzer targets in scripts/fuzz/ and runs each one.
#
#   scripts/fuzz.sh [--short|--long] [level|script|engine|tiled|layout ...]
#
#   --short  (default, for CI) at most 20,000 inputs or 60 seconds per target
#   --long   1,000,000 inputs per target, no time limit
#
# Each target is one executable: a module's sources compiled together with its harness
# (`swiftc -sanitize=fuzzer,address`), so the harness sees the module's internals. The modules a target's
# module imports are linked as instrumented static libraries built here too (JoyStickEngine and TextFiles
# for Arcade and JoyStickReplay, JoyStickLayout, JoyStickControls and JoyStickSDL too for JoyStickReplay, which also links the
# system's SDL2 and SDL2_image (CSDL2); JoyStickEngine for JoyStickLayout):
#   level   Sources/Arcade         + scripts/fuzz/LevelParserFuzz.swift  (LevelParser.parse(bytes:file:))
#   tiled   Sources/Arcade         + scripts/fuzz/TiledMapFuzz.swift     (TiledMapLoader.parse(data:file:))
#   script  Sources/JoyStickReplay + scripts/fuzz/InputScriptFuzz.swift  (InputScript.parse, render round trip)
#   engine  Sources/JoyStickEngine + scripts/fuzz/EngineEventFuzz.swift (touch event streams on a ControlSurface)
#   layout  Sources/JoyStickLayout + scripts/fuzz/LayoutFileFuzz.swift  (LayoutFile.layout, text round trip)
#
# Everything is written under .build-fuzz/fuzz/ (gitignored): the executables, the working corpora
# (kept between runs), the logs and any crasher (artifacts/<target>-crash-*). The seeds are the shipped
# Levels/*.txt (*.tmj for tiled) and the small files in scripts/fuzz/corpus/<target>/. Exits non-zero when a target fails
# to build or finds a crash, a hang (-timeout) or runaway memory (-rss_limit_mb).
#
# Reproduce a crasher:   .build-fuzz/fuzz/<target>-fuzz .build-fuzz/fuzz/artifacts/<file>
# See the engine events: FUZZ_TRACE=1 .build-fuzz/fuzz/engine-fuzz <file>
set -euo pipefail
cd "$(dirname "$0")/.."

mode=short
targets=()
for arg in "$@"; do
    case "$arg" in
        --short) mode=short ;;
        --long) mode=long ;;
        level|script|engine|tiled|layout) targets+=("$arg") ;;
        -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
        *) echo "usage: $0 [--short|--long] [level|script|engine|tiled|layout ...]" >&2; exit 2 ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(level tiled script engine layout)

if [ "$mode" = long ]; then
    limits=(-runs=1000000)
else
    limits=(-runs=20000 -max_total_time=60)
fi

out=.build-fuzz/fuzz
mkdir -p "$out/artifacts"
# A crash makes Swift's backtracer wait for a debugger-friendly dump; libFuzzer prints its own trace.
export SWIFT_BACKTRACE=enable=no

module_of() {
    case "$1" in
        engine) echo JoyStickEngine ;;
        script) echo JoyStickReplay ;;
        layout) echo JoyStickLayout ;;
        *) echo Arcade ;;
    esac
}
harness_of() {
    case "$1" in
        level) echo LevelParserFuzz ;;
        script) echo InputScriptFuzz ;;
        engine) echo EngineEventFuzz ;;
        tiled) echo TiledMapFuzz ;;
        layout) echo LayoutFileFuzz ;;
    esac
}
# Files compiled into a target besides its harness.
shared_of() { case "$1" in level|tiled) echo scripts/fuzz/LevelInvariants.swift ;; esac; }
max_len_of() { case "$1" in level|tiled) echo 16384 ;; *) echo 4096 ;; esac; }

# The modules Arcade and JoyStickReplay import (JoyStickEngine: the stick and its exact trigonometry;
# TextFiles: bounded file reads, line splitting, error locations; JoyStickSDL: input events and SDL, given the
# C modules it imports as further arguments): each built once per run, instrumented too, as a static library
# with its module in $out/lib.
libraries_built=" "
build_library() {
    local name=$1
    shift
    case "$libraries_built" in *" $name "*) return 0 ;; esac
    mkdir -p "$out/lib"
    if ! swiftc -O -sanitize=fuzzer,address -parse-as-library -package-name joystick_sdl -module-name "$name" -I "$out/lib" "$@" \
        -emit-module -emit-module-path "$out/lib/$name.swiftmodule" \
        -emit-library -static -o "$out/lib/lib$name.a" Sources/"$name"/*.swift \
        >"$out/lib-$name.log" 2>&1; then
        grep -v "Cannot export local symbol" "$out/lib-$name.log" >&2 || true
        echo "!! $name library: build failed" >&2
        return 1
    fi
    libraries_built="$libraries_built$name "
}

build() {
    local target=$1 module harness links=()
    module=$(module_of "$target")
    harness=$(harness_of "$target")
    echo "== building $target ($module + scripts/fuzz/$harness.swift)"
    case "$module" in
        Arcade|JoyStickReplay)
            build_library JoyStickEngine || return 1
            build_library TextFiles || return 1
            links=(-I "$out/lib" -L "$out/lib" -lJoyStickEngine -lTextFiles)
            ;;
        JoyStickLayout)
            build_library JoyStickEngine || return 1
            links=(-I "$out/lib" -L "$out/lib" -lJoyStickEngine)
            ;;
    esac
    if [ "$module" = JoyStickReplay ]; then
        # CSDL2's module.modulemap names the headers and links SDL2 and SDL2_image; JoyStickImages is the
        # built-in pictures, C data compiled as it is; JoyStickSystem asks the system what a path is and reads
        # and writes files (stat, bounded reads, atomic writes); JoyStickGL draws the controls with OpenGL.
        mkdir -p "$out/lib"
        cc -c -O1 -I Sources/JoyStickImages/include Sources/JoyStickImages/images.c -o "$out/lib/images.o" \
            || { echo "!! JoyStickImages: build failed" >&2; return 1; }
        local system_objects=()
        for source in Sources/JoyStickSystem/*.c; do
            system_objects+=("$out/lib/$(basename "$source" .c).o")
            cc -c -O1 -I Sources/JoyStickSystem/include "$source" -o "${system_objects[-1]}" \
                || { echo "!! JoyStickSystem: $source: build failed" >&2; return 1; }
        done
        system_objects+=("$out/lib/gl_drawing.o")
        cc -c -O1 -I Sources/JoyStickGL/include Sources/JoyStickGL/gl_drawing.c -o "${system_objects[-1]}" \
            || { echo "!! JoyStickGL: build failed" >&2; return 1; }
        local c_modules=(-I Sources/CSDL2 -I Sources/JoyStickImages/include -I Sources/JoyStickSystem/include
                         -I Sources/JoyStickGL/include)
        build_library JoyStickLayout || return 1
        build_library JoyStickControls -I Sources/JoyStickImages/include -I Sources/JoyStickSystem/include \
            -I Sources/JoyStickGL/include || return 1
        build_library JoyStickSDL "${c_modules[@]}" || return 1
        # Before the libraries it uses: a static library's references resolve only against those after it.
        # shellcheck disable=SC2207
        links=(-I "$out/lib" -L "$out/lib" -lJoyStickSDL -lJoyStickControls -lJoyStickLayout -lJoyStickEngine -lTextFiles
               "${c_modules[@]}" "$out/lib/images.o" "${system_objects[@]}"
               $(pkg-config --libs sdl2) -lSDL2_image)
    fi
    if ! swiftc -O -sanitize=fuzzer,address -parse-as-library -package-name joystick_sdl -module-name "$module" "${links[@]}" \
        Sources/"$module"/*.swift $(shared_of "$target") "scripts/fuzz/$harness.swift" -o "$out/$target-fuzz" \
        >"$out/$target-build.log" 2>&1; then
        # ld.gold warns once per ASan helper symbol; show only the real messages.
        grep -v "Cannot export local symbol" "$out/$target-build.log" >&2 || true
        echo "!! $target: build failed" >&2
        return 1
    fi
}

seed() {
    local target=$1 seeds="$out/seeds/$target"
    rm -rf "$seeds"
    mkdir -p "$seeds" "$out/corpus/$target"
    case "$target" in
        level) cp Levels/*.txt scripts/fuzz/corpus/level/* "$seeds"/ ;;
        tiled) cp Levels/*.tmj scripts/fuzz/corpus/tiled/* "$seeds"/ ;;
        script) cp scripts/fuzz/corpus/script/* "$seeds"/ ;;
        layout) cp scripts/fuzz/corpus/layout/* "$seeds"/ ;;
        engine)
            # config byte, then (opcode, time, id, x selector, x, y selector, y) records.
            printf '\x00\x00\x10\x01\x10\x00\x4c\x00\x04\x10\x01\x12\x00\x4c\x00\x09\x10\x01\x12\x00\x4c\x00' >"$seeds/fixed-drag"
            printf '\x10\x00\x10\x02\x8a\x00\x4c\x00\x04\x20\x02\x9f\x00\x4c\x00\x0d\x10' >"$seeds/movable-cancel-all"
            printf '\x86\x00\x10\x03\x46\x00\x37\x00\x05\x10\x03\x50\x00\x3a\x00\x0a\x10\x03\x50\x00\x3a\x00\x0e\x10\x02\x40\xc0' >"$seeds/floating-deflect"
            printf '\x00\x00\x05\x04\x87\x00\x0f\x00\x09\x05\x04\x87\x00\x0f\x00\x0c\xeb\x01\x02\x03\x04\x05\x06\x07\x08' >"$seeds/button-tap"
            # Each reaction armed (opcode 0xf0 + kind, then a time byte), then the fixed-drag with no tap handler (config
            # 0x80: reports are not held back): the stick's report of the touch-down runs it from inside the capture,
            # the next one, armed again, from inside a routed move.
            for kind in 0 1 2 3 4 5 6 7; do
                printf "\\x80\\xf${kind}\\x00\\x00\\x10\\x01\\x10\\x00\\x4c\\x00\\xf${kind}\\x00\\x04\\x10\\x01\\x12\\x00\\x4c\\x00\\x09\\x10\\x01\\x12\\x00\\x4c\\x00" \
                    >"$seeds/reaction-$kind"
            done
            # A stick added under the finger from inside the touch-down's report (6), then removed from inside its own
            # report of the next move, the finger still on it (7).
            printf '\x80\xf6\x00\x00\x10\x01\x10\x00\x4c\x00\xf7\x00\x04\x10\x01\x12\x00\x4c\x00\x09\x10\x01\x12\x00\x4c\x00' \
                >"$seeds/reaction-7-on-the-added-stick"
            # Twenty fingers on twenty controls (the sixteen small buttons along the top, the sticks, the button):
            # more than the surface keeps in its fixed storage, then moves, lifts and a cancel-all.
            printf '\x00\x00\x01\x00\xd7\x80\xd7\x80\x00\x01\x01\xd8\x80\xd7\x80\x00\x01\x02\xd9\x80\xd7\x80\x00\x01\x03\xda\x80\xd7\x80\x00\x01\x04\xdb\x80\xd7\x80\x00\x01\x05\xdc\x80\xd7\x80\x00\x01\x06\xdd\x80\xd7\x80\x00\x01\x07\xde\x80\xd7\x80\x00\x01\x08\xdf\x80\xd7\x80\x00\x01\x09\xe0\x80\xd7\x80\x00\x01\x0a\xe1\x80\xd7\x80\x00\x01\x0b\xe2\x80\xd7\x80\x00\x01\x0c\xe3\x80\xd7\x80\x00\x01\x0d\xe4\x80\xd7\x80\x00\x01\x0e\xe5\x80\xd7\x80\x00\x01\x0f\xe6\x80\xd7\x80\x00\x01\x10\xe7\x80\xd8\x80\x00\x01\x11\xe8\x80\xd9\x80\x00\x01\x12\xe9\x80\xda\x80\x00\x01\x13\xea\x80\xdb\x80\x04\x01\x10\xe7\x90\xd8\x70\x04\x01\x11\xe8\x90\xd9\x70\x04\x01\x12\xe9\x90\xda\x70\x04\x01\x13\xea\x90\xdb\x70\x04\x01\x00\xd7\x90\xd7\x70\x09\x01\x03\xda\x80\xd7\x80\x04\x01\x12\xe9\xa0\xda\x60\x09\x01\x12\xe9\xa0\xda\x60\x0d\x01' >"$seeds/crowd-past-fixed-storage"
            ;;
    esac
}

run() {
    local target=$1 dict=() log="$out/$target.log" start end rc execs seconds
    [ -f "scripts/fuzz/$target.dict" ] && dict=(-dict="scripts/fuzz/$target.dict")
    echo "== fuzzing $target (${limits[*]})"
    start=$(date +%s.%N)
    set +e
    "$out/$target-fuzz" "${limits[@]}" "${dict[@]}" -max_len="$(max_len_of "$target")" \
        -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$out/artifacts/$target-" \
        "$out/corpus/$target" "$out/seeds/$target" >"$log" 2>&1
    rc=$?
    set -e
    end=$(date +%s.%N)
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
    if [ "$rc" -eq 0 ]; then
        printf '%-7s ok     %10s executions in %7ss (corpus %s files)\n' \
            "$target" "${execs:-?}" "$seconds" "$(ls "$out/corpus/$target" | wc -l)"
    else
        printf '%-7s FAILED %10s executions in %7ss (exit %s), log %s\n' \
            "$target" "${execs:-?}" "$seconds" "$rc" "$log"
        grep -E "Fatal error|ERROR: libFuzzer|ERROR: AddressSanitizer|SUMMARY|Test unit written|Base64" "$log" | head -12 | sed 's/^/    /'
    fi
    return "$rc"
}

status=0
for target in "${targets[@]}"; do
    build "$target" || { status=1; continue; }
    seed "$target"
    run "$target" || status=1
done
[ "$status" -eq 0 ] && echo "== fuzz ($mode): no crashes" || echo "== fuzz ($mode): FAILED" >&2
exit "$status"
