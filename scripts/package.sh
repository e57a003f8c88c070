#!/usr/bin/env bash
# Builds a Debian package of dicepad with cargo-deb: the release binary as /usr/bin/dicepad, the
# menu entry, the icons and the AppStream metadata (Cargo.toml's [package.metadata.deb] lists
# them). Prints the .deb's path; install it with `sudo apt-get install ./that.deb`.
#
# `./scripts/package.sh icons` instead renders assets/icons/dicepad-SIZE.png again from
# assets/icons/dicepad.svg (after editing the drawing); the PNGs are committed, so building the
# package needs no SVG renderer.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh

if [ "${1:-}" = icons ]; then
    apt_install librsvg2-bin
    for size in 16 32 48 64 128 256; do
        rsvg-convert -w "$size" -h "$size" assets/icons/dicepad.svg -o "assets/icons/dicepad-$size.png"
    done
    ls -l assets/icons/
    exit 0
fi
if [ $# -ne 0 ]; then
    echo "usage: $0 [icons]" >&2
    exit 2
fi

need_cargo
# gcc links the binary and builds the bundled SQLite; dpkg-dev gives cargo-deb dpkg-shlibdeps'
# view of the libraries the binary links (its `$auto` Depends); binutils strips the binary.
apt_install gcc binutils dpkg-dev
if ! cargo deb --version >/dev/null 2>&1; then
    echo "cargo-deb is not installed; installing it (cargo install cargo-deb)…"
    cargo install cargo-deb --locked --version "^3"
fi

# The menu entry and the AppStream file, checked when their validators are installed
# (packages desktop-file-utils and appstream); a finding stops the build.
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate assets/linux/io.github.dicepad.Dicepad.desktop
fi
if command -v appstreamcli >/dev/null 2>&1; then
    appstreamcli validate --no-net assets/linux/io.github.dicepad.Dicepad.metainfo.xml
fi

cargo build --release --locked
deb=$(cargo deb --no-build --locked | tail -n 1)
echo "Built $deb ($(du -h "$deb" | cut -f1))."
case $deb in
"$PWD"/*) deb="./${deb#"$PWD"/}" ;; # apt-get takes a file only as a path with a slash
esac
echo "Install it with: sudo apt-get install $deb"
