#!/usr/bin/env bash
# Fails when a document, an example, a test, a benchmark or the C header still uses a name 0.x had and 1.0
# dropped (the DocC article "Moving from 0.x to 1.0" lists them, with their 1.0 spelling), or when a setter of
# the C header has no getter beside it (the header's naming rule). That article is the one place allowed to
# say the old names, with the engine's comparison with JoyStickView, whose own API some of them are
# (`tappedBlock`, `monitor`).
set -euo pipefail
cd "$(dirname "$0")/.."

# C names that are gone: 0.x's own, 0.1's compatibility names, and the first 1.0 header's words that were not
# Swift's (the header's naming rule).
c_names=(
    js_add_stick js_add_button js_handle_event js_update js_draw js_publish_gamepad js_gamepad_bind_button
    js_stick_set_images js_button_set_images js_stick_bind_keyboard js_stick_bind_pad js_button_bind_key
    js_button_bind_pad_button js_controls_set_debug_overlay js_controls_debug_overlay js_controls_set_rest_alpha
    js_controls_dimmed js_controls_set_step_aside js_controls_push_key_events js_controls_set_editing
    js_controls_editing js_stick_active js_stick_set_frame js_stick_bind_keys js_stick_unbind_keys
    js_stick_emit_keys js_stick_bind_gamepad js_stick_unbind_gamepad js_pad_stick JS_PAD_LEFT_STICK
    JS_PAD_RIGHT_STICK js_button_pressed js_button_set_pressed js_button_set_circle js_button_radius
    js_button_press_with_key js_button_emit_key js_button_press_with_pad_button js_button_publish_on_gamepad
    js_controls_set_pad_dead_zone
    js_stick_set_tap_delay js_stick_set_double_tap_reset js_stick_set_relative js_stick_set_overall_alpha
    js_stick_set_color_fill js_stick_set_handle_size js_stick_set_movable_bounds_contain_frame
)
# C calls whose name stayed with another meaning, as they are written at a use: the first 1.0 header's
# js_stick_set_alpha took the base's and the handle's alpha; it is now the overall alpha alone.
c_patterns=(
    'js_stick_set_alpha\([^,()]*,[^,()]*,'
)
# Swift names that are gone, as they are written at a use.
swift_patterns=(
    '\btappedBlock\b' '\bdirectionMonitor\b' '\bJoyStickMonitor\b' '\.monitor = ' '\bSDLError\b'
    '\bisPressed\b' '\bsetPressed\(' '\brestAlpha\b' '\bstepsAsideForPads\b' '\bemitKeys\(' '\bemitKey\('
    '\bkeyboardStick\b' '\bdrawingError\b' 'addStick\(frame:' 'JoyStick\(frame:' 'TouchButton\(center:[^)]*radius:'
    'addButton\(center:[^)]*radius:' 'publishGamepad\(left:' 'bindGamepadButton\([^)]*, to:'
    'setImages\(of:[^)]*pressed:' 'controls\.padDeadZone\b'
)
# What a game can no longer reach, said in documents and examples (the package's own tests may use it).
outside_patterns=(
    'controls\.(input|surface|drawing|overlay|virtualKeys)\.' '\bSDLControlInput\b' '\bControlRenderer\b'
    '\bLogicalScreen\b' 'Screenshot\.save'
)

documents=(README.md Benchmarks/README.md docs Sources/*/*.docc Sources/JoyStickC/include)
everything=("${documents[@]}" Examples Tests Benchmarks scripts)
found=0
report() {   # PATTERN, places...
    local pattern=$1; shift
    local hits
    hits=$(grep -rnE --include='*.md' --include='*.swift' --include='*.c' --include='*.h' --include='*.py' \
               --include='*.sh' --include='*.txt' --include=Makefile "$pattern" "$@" 2>/dev/null \
           | grep -v -e 'MovingTo1.0.md' -e 'ConventionsAndDifferencesFromJoyStickView.md' -e '^scripts/check-names.sh:' \
           || true)
    if [ -n "$hits" ]; then
        echo "$hits"
        found=1
    fi
}
for name in "${c_names[@]}"; do report "\\b$name\\b" "${everything[@]}"; done
for pattern in "${c_patterns[@]}"; do report "$pattern" "${everything[@]}"; done
for pattern in "${swift_patterns[@]}"; do report "$pattern" "${everything[@]}"; done
for pattern in "${outside_patterns[@]}"; do report "$pattern" "${documents[@]}" Examples; done
# The header's rule: every setter has its getter beside it, js_<object>_<word> or js_<object>_is_<word>.
header=Sources/JoyStickC/include/joystick_sdl.h
declared=$(sed -n 's/^extern JS_DECLSPEC .*JSCALL \(js_[a-z0-9_]*\)(.*/\1/p' "$header")
for setter in $(grep '_set_' <<<"$declared"); do
    object=${setter%%_set_*}
    word=${setter#*_set_}
    if ! grep -qxE "${object}_(is_)?${word}" <<<"$declared"; then
        echo "$header: $setter has no getter (${object}_${word} or ${object}_is_${word})"
        found=1
    fi
done
if [ "$found" -ne 0 ]; then
    echo "check-names: FAILED: the lines above use 0.x names (see Moving from 0.x to 1.0 for their 1.0 spelling)" \
         "or name a setter with no getter"
    exit 1
fi
echo "check-names: no 0.x name in the documents, examples, tests, benchmarks or the header; a getter beside every setter"
