#!/usr/bin/env bash
# Regenerates the README's pictures with the programs themselves (headless, no display needed).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product arcade
swift build --product joystick-demo
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
.build/debug/arcade --headless --level 6 --autoplay --frames 700 --screenshot-dir "$tmp" --screenshot-at 640 >/dev/null
cp "$tmp/frame-000640.png" Assets/screenshots/arcade.png
.build/debug/joystick-demo --headless --screenshot Assets/screenshots/demo.png
.build/debug/arcade --headless --level 5 --autoplay --seed 1 --trace-dir "$tmp/traces" >/dev/null
cp "$tmp/traces/05-something-follows.png" Assets/screenshots/trace.png
echo "wrote Assets/screenshots/arcade.png, demo.png and trace.png"
