# Shared by run.sh and test.sh: make sure cargo exists and Debian packages are installed.

need_cargo() {
    if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
        export PATH="$HOME/.cargo/bin:$PATH"
    fi
    if command -v cargo >/dev/null 2>&1; then
        need_rust_version
        return 0
    fi
    echo "Rust is not installed; installing it with rustup (https://rustup.rs)…"
    apt_install curl ca-certificates build-essential
    curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal --component rustfmt,clippy
    export PATH="$HOME/.cargo/bin:$PATH"
}

# The Rust that Cargo.toml's rust-version asks for (the egui crates set it), or a clear stop.
need_rust_version() {
    local want have
    want=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml)
    have=$(rustc --version | cut -d' ' -f2)
    if [ -n "$want" ] && [ "$(printf '%s\n%s\n' "$want" "$have" | sort -V | head -n1)" != "$want" ]; then
        echo "dicepad needs Rust $want or newer; this machine has $have." >&2
        echo "Update it with 'rustup update stable' (or remove the old cargo so this script installs rustup)." >&2
        exit 1
    fi
}

# apt_install PKG…: installs the Debian packages that are missing (as root, or through sudo).
apt_install() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "Please install these packages: ${missing[*]}" >&2
        return 0
    fi
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "Installing Debian packages: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
}
