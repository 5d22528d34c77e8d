#!/usr/bin/env bash
# The whole test suite: what CI (.ci/run) runs and what the README's test command runs.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== unit, SDL and gameplay tests (among them, the autoplayer wins every shipped level through the on-screen sticks)"
swift build --build-tests
swift test --skip-build

echo "== the C library: installed, its API test, the example C game as C99 and C++, the docs' C blocks"
bash scripts/test-c-library.sh
bash scripts/test-examples.sh

echo "== the Swift package as a game uses it: Examples/swift-game and the docs' Swift blocks, outside the checkout"
bash scripts/test-swift-package.sh

echo "== the DocC catalogs, warnings as errors"
bash scripts/check-docs.sh

echo "== short fuzzing runs (level parser, Tiled loader, script parser, engine event stream)"
bash scripts/fuzz.sh --short

echo "== a real window under Xvfb, played with real X11 mouse events"
bash scripts/e2e-window.sh
