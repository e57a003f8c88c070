#!/usr/bin/env bash
# Sets up what the window needs on Debian (Rust, OpenGL/X11 runtime libraries) and opens dicepad.
# Extra arguments go to dicepad, e.g. `./scripts/run.sh open game.ron`.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
need_cargo
apt_install gcc libgl1 libglx-mesa0 libgl1-mesa-dri libegl1 libx11-xcb1 libxkbcommon-x11-0 \
    libxcursor1 libxrandr2 libxi6
exec cargo run --release -- "$@"
