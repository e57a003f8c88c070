#!/usr/bin/env bash
# Everything CI checks, in debug builds: formatting, clippy (GUI on and off), and every test with the
# GUI feature on and off. Needs no display: the UI tests use egui_kittest, export renders on the CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
need_cargo
apt_install gcc
# A private runtime dir keeps winit/egui from warning about a missing XDG_RUNTIME_DIR.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR" 2>/dev/null || true
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== cargo clippy (gui)"
cargo clippy --all-targets -- -D warnings
echo "== cargo clippy (no gui)"
cargo clippy --all-targets --no-default-features -- -D warnings
echo "== cargo test (rules only, --no-default-features)"
cargo test --no-default-features
echo "== cargo test (gui)"
cargo test
echo "== all checks passed"
