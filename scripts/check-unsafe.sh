#!/usr/bin/env bash
# Fails when the library's Swift leans on an unsafe construct that is not on the list below, or when one on
# the list is gone and the list still names it.
#
# The constructs: `@exclusivity(unchecked)` (no run-time exclusivity check on a stored property),
# `_withUnsafeGuaranteedRef` (a call through a reference with no retain), `unowned(unsafe)`, and `Unmanaged`
# outside the C layer (Sources/JoyStickC, where a handle is an opaque pointer by nature). Since 2026-11-27 the
# library needs none of them (issue 27's item 1; how each was taken out at no cost in speed is in
# Benchmarks/README.md, "Unchecked exclusivity"), so the list below is empty: an entry added to it says in words
# why a construct is back and what doing without it costs, measured. (What replaced the attributes taken out,
# Swift's proof at compile time, is checked by scripts/check-exclusivity.sh.)
set -euo pipefail
cd "$(dirname "$0")/.."

# file | pattern | lines that match | why it is still there
allowed=()
patterns=('@exclusivity\(unchecked\)' '_withUnsafeGuaranteedRef' 'unowned\(unsafe\)' '\bUnmanaged\b')
library=(Sources/JoyStickEngine Sources/JoyStickLayout Sources/JoyStickSDL Sources/JoyStickReplay Sources/JoyStickC)

allowance() {   # FILE PATTERN: how many lines the list allows
    local entry
    for entry in "${allowed[@]}"; do
        IFS='|' read -r file pattern count _ <<<"$entry"
        if [ "$file" = "$1" ] && [ "$pattern" = "$2" ]; then echo "$count"; return; fi
    done
    echo 0
}

outside_c_layer_for() {   # PATTERN: the files read from standard input, those of the C layer left out for Unmanaged
    if [ "$1" = '\bUnmanaged\b' ]; then grep -v '^Sources/JoyStickC/'; else cat; fi
}

failed=0
for pattern in "${patterns[@]}"; do
    # Comments are not code: lines that start with // are skipped.
    while IFS= read -r file; do
        found=$(grep -cE "$pattern" <(grep -vE '^\s*//' "$file") || true)
        allows=$(allowance "$file" "$pattern")
        if [ "$found" -gt "$allows" ]; then
            echo "check-unsafe: $file has $found line(s) with $pattern, the list allows $allows:" >&2
            grep -nE "$pattern" "$file" | grep -vE '^[0-9]+:\s*//' >&2
            failed=1
        fi
    done < <(grep -rlE --include='*.swift' "$pattern" "${library[@]}" | outside_c_layer_for "$pattern" || true)
done
for entry in "${allowed[@]}"; do
    IFS='|' read -r file pattern count _ <<<"$entry"
    found=0
    [ -f "$file" ] && found=$(grep -cE "$pattern" <(grep -vE '^\s*//' "$file") || true)
    if [ "$found" -lt "$count" ]; then
        echo "check-unsafe: $file has $found line(s) with $pattern where the list allows $count: take it off the" \
             "list in scripts/check-unsafe.sh (and out of Benchmarks/README.md's 'Unchecked exclusivity')" >&2
        failed=1
    fi
done
[ "$failed" -eq 0 ] || exit 1
if [ "${#allowed[@]}" -eq 0 ]; then
    echo "check-unsafe: the library's Swift uses none of the unsafe constructs"
else
    echo "check-unsafe: the library's unsafe constructs are the ${#allowed[@]} listed, no more"
fi
