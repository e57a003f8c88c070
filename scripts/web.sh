#!/usr/bin/env bash
# scripts/web.sh — builds dicepad for the browser into target/web/ (index.html, dicepad.js,
# dicepad_bg.wasm, the icon): serve that folder (`dicepad serve --web target/web`) and open it.
#
# The browser build needs a Rust with the wasm32 standard library's source, which rustup cannot
# add here: Debian's security suite carries the Rust it builds browsers with (`rustc-web`,
# `cargo-web`, `rust-web-src`, and `lld-19` to link), and std is built from that source
# (`-Zbuild-std`). rustup's cargo stays the one for the desktop build; this script only puts
# Debian's first on its own PATH. wasm-bindgen-cli is installed at the version Cargo.lock has.
# Its own target folder (target/web-build) keeps the two toolchains' artifacts apart.
#
# WEB_PROFILE=web (default: optimised, no LTO) or dev (quicker to build, slow bots).
# WEB_DEMO=1 builds into target/web-demo instead, with egui's demo app beside dicepad
# (demo.html), for the browser figures (tests/suite/web_figures.rs).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
apt_install rustc-web cargo-web rust-web-src lld-19
need_cargo

profile=${WEB_PROFILE:-web}
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$version" ]; then
    echo "no wasm-bindgen in Cargo.lock" >&2
    exit 1
fi
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $version"; then
    echo "Installing wasm-bindgen-cli $version (once)…"
    # Not --locked: its lock names a webpki-roots release this registry no longer offers.
    cargo install wasm-bindgen-cli --version "=$version" --quiet
fi

build=target/web-build
echo "Building dicepad for the browser (profile $profile)…"
PATH=/usr/bin:$PATH RUSTC_BOOTSTRAP=1 \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld-19 \
    CARGO_TARGET_DIR=$build \
    /usr/bin/cargo rustc --lib --crate-type cdylib --locked --quiet \
    --target wasm32-unknown-unknown -Zbuild-std=std,panic_abort --profile "$profile" \
    ${WEB_DEMO:+--features web-demo}
dir=$profile
[ "$profile" = dev ] && dir=debug
out=target/web
[ -n "${WEB_DEMO:-}" ] && out=target/web-demo
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name dicepad \
    "$build/wasm32-unknown-unknown/$dir/dicepad.wasm"
cp assets/web/index.html "$out/index.html"
cp assets/web/worker.js "$out/worker.js"
cp assets/icons/dicepad-32.png "$out/favicon.png"
if [ -n "${WEB_DEMO:-}" ]; then
    sed -e 's/import init, { start }/import init, { start_demo as start }/' \
        assets/web/index.html > "$out/demo.html"
fi
size=$(stat -c %s "$out/dicepad_bg.wasm")
echo "$out is ready ($((size / 1024)) KiB of wasm): dicepad serve --web $out"
