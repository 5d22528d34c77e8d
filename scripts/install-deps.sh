#!/usr/bin/env bash
# Installs the Debian packages the project needs, only those that are missing (non-interactive).
set -euo pipefail

packages=(pkg-config libsdl2-dev libsdl2-image-dev python3)
# --window-test: what the real-window end-to-end test needs (optional: the caller skips when this fails).
if [ "${1:-}" = "--window-test" ]; then
    packages=(xvfb xdotool imagemagick)
fi
# --real-games: the unchanged games joystick-run is tried on (scripts/test-real-games.sh), SDL2_ttf for
# sdl-platformer, Mesa's EGL and OpenGL for SDL's offscreen video driver (headless OpenGL).
if [ "${1:-}" = "--real-games" ]; then
    packages=(libsdl2-ttf-dev lbreakouthd blobby chromium-bsu libegl-mesa0 libgl1-mesa-dri)
fi
# --sdl3: what scripts/build-sdl3.sh needs to build SDL3 and sdl2-compat from ../shared/vendor/ (Debian 12 has
# no SDL3): cmake, ninja, and the X11 and OpenGL headers (XInput2 carries touch on X11).
if [ "${1:-}" = "--sdl3" ]; then
    packages=(cmake ninja-build libx11-dev libxext-dev libxi-dev libxrandr-dev libxcursor-dev libxfixes-dev
              libxtst-dev libxss-dev libgl-dev libegl-dev)
fi
# --valgrind: what the C library's lifetime test runs under.
if [ "${1:-}" = "--valgrind" ]; then
    packages=(valgrind)
fi
# --pysdl2: PyPI's pysdl2 for Examples/python-game, only when python3 cannot import it: through pip, or, where
# pip is missing or refuses (Debian's own python3 is "externally managed"), Debian's python3-sdl2.
if [ "${1:-}" = "--pysdl2" ]; then
    python3 -c 'import sdl2' 2>/dev/null && exit 0
    echo "install-deps: installing pysdl2 (python3 -m pip install pysdl2)"
    if PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check pysdl2 \
        && python3 -c 'import sdl2' 2>/dev/null; then
        exit 0
    fi
    echo "install-deps: pip could not install pysdl2 for $(command -v python3); trying Debian's python3-sdl2"
    packages=(python3-sdl2)
fi
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    # -n: never stop at a password prompt (the window test calls this in the middle of the test suite).
    if ! command -v sudo >/dev/null || ! sudo -n true 2>/dev/null; then
        echo "install-deps: ${missing[*]} missing, and installing needs root or password-less sudo:" >&2
        echo "    sudo apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
    sudo="sudo -n"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
