#!/usr/bin/env bash
# The whole test suite: what CI runs and what the README's test command runs.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift test --skip-build
