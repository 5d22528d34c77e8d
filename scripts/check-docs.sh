#!/usr/bin/env bash
# Builds the DocC catalogs with warnings as errors: a symbol link that no longer resolves, or an article
# that no catalog lists, fails the run. (The code blocks in them are compiled by test-swift-package.sh.)
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for target in JoyStickEngine JoyStickLayout JoyStickSDL JoyStickReplay Arcade ArcadeSDL ArcadeHarness RunBatch; do
    if ! swift package --scratch-path .build-docc generate-documentation --target "$target" \
        --warnings-as-errors >"$log" 2>&1; then
        grep -E "warning|error" "$log" | grep -v "prohibited flag" >&2 || cat "$log" >&2
        echo "docs: FAILED: the $target catalog" >&2
        exit 1
    fi
done
echo "docs: passed: the JoyStickEngine, JoyStickLayout, JoyStickSDL, JoyStickReplay, Arcade, ArcadeSDL, ArcadeHarness and RunBatch catalogs build with no warning"
