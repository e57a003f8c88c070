#!/usr/bin/env bash
# Everything CI checks, in debug builds: formatting, clippy (GUI on and off), every test with the
# GUI feature on and off, and the browser build (optimised, ./scripts/web.sh) with its tests. Needs no display: the UI tests use egui_kittest, export renders on the CPU.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
. scripts/postgres.sh
need_cargo
apt_install gcc
# The window's start tests (tests/suite/window_start.rs) open the real window under an X server
# of their own, drawn by Mesa's software OpenGL.
apt_install xvfb xauth libgl1 libglx-mesa0 libgl1-mesa-dri libegl1 libx11-xcb1 libxkbcommon-x11-0 \
    libxcursor1 libxrandr2 libxi6
# The multi-node tests' database (a throwaway PostgreSQL of its own, stopped at the end); the
# tests that need it say they are skipped when it cannot be had.
trap stop_test_postgres EXIT
start_test_postgres || echo "No PostgreSQL for the tests: those that need it are skipped." >&2
# A private runtime dir keeps winit/egui from warning about a missing XDG_RUNTIME_DIR.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR" 2>/dev/null || true
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
# Unattended runs (CI: no terminal on standard input) build each configuration once, so
# incremental caches only cost time there; at a terminal they speed up the next run.
if [ -n "${CI:-}" ] || [ ! -t 0 ]; then
    export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
fi

started=$SECONDS
step() { echo "== $1 (at $((SECONDS - started)) s)"; }

step "cargo fmt --check"
cargo fmt --all -- --check
step "cargo clippy (gui)"
cargo clippy --all-targets -- -D warnings
step "cargo clippy (no gui)"
cargo clippy --all-targets --no-default-features -- -D warnings
step "cargo test (rules only, --no-default-features)"
cargo test --no-default-features
# The conformance suites are rules only (no GUI code in them) and ran in the pass above.
step "cargo test (gui)"
cargo test -- --skip conformance::tests::
# The browser build and its tests in a real headless Chromium (tests/suite/web.rs, docs/web.md):
# web.sh installs Debian's browser Rust and wasm-bindgen-cli; the tests need Chromium's driver.
step "browser build (./scripts/web.sh)"
./scripts/web.sh
apt_install chromium chromium-driver
step "browser tests (headless Chromium)"
DICEPAD_WEB=target/web cargo test --no-default-features --test suite web:: -- --ignored
step "all checks passed"
