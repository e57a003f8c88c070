# Shared by screenshots.sh and net_screenshots.sh (sourced, not run): the BIN OUTDIR arguments,
# a work folder and what to end at exit, Xvfb at one screen size, the window's settings and the
# screenshot itself. Environment read here: SHOTS_DISPLAY, SHOTS_WAIT, SHOTS_SIZES.

# The games the shots show, and the seats of the saves made for them (bot levels for selfplay).
GAMES=(honeycomb-caverns hex-roller molecular-structures black-molly diaominos)
declare -A SEATS=(
    [honeycomb-caverns]=normal
    [hex-roller]=normal,normal
    [molecular-structures]=normal,normal,normal
    [black-molly]=normal,normal
    [diaominos]=normal,normal
)

# humanize FILE: a save's seats all people, so nobody plays on its own while a shot is taken.
humanize() { # FILE: every seat a person, so nobody plays on its own
    sed -i -e 's/kind: Bot([A-Za-z]*)/kind: Human/' \
        -e 's/name: "Bot \([0-9]*\) ([A-Za-z]*)"/name: "Player \1"/' "$1"
}

# shots_setup DEFAULT_DISPLAY DEFAULT_WAIT ARGS…: checks the arguments and sets BIN, OUT, DISP,
# WAIT, SIZES and WORK (removed at exit, with every process still in PIDS ended).
shots_setup() {
    local disp=$1 wait=$2
    shift 2
    if [ $# -ne 2 ]; then
        echo "usage: $0 BIN OUTDIR" >&2
        exit 2
    fi
    BIN=$(realpath "$1")
    OUT=$2
    DISP=${SHOTS_DISPLAY:-$disp}
    WAIT=${SHOTS_WAIT:-$wait}
    SIZES=${SHOTS_SIZES:-1280x800 1920x1080}
    mkdir -p "$OUT"
    OUT=$(realpath "$OUT")
    WORK=$(mktemp -d)
    PIDS=()
    trap shots_cleanup EXIT
}
shots_cleanup() {
    local p
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    rm -rf "$WORK"
}

track() { # PID: ended at exit if it still runs
    PIDS+=("$1")
}
stop_pid() { # PID: ends it, waits for it and forgets it
    kill "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
    local keep=() p
    for p in "${PIDS[@]}"; do [ "$p" = "$1" ] || keep+=("$p"); done
    PIDS=("${keep[@]}")
}

start_x() { # WIDTHxHEIGHT: sets W and H, starts Xvfb on :DISP and waits for it
    W=${1%x*}
    H=${1#*x}
    Xvfb ":$DISP" -screen 0 "${W}x${H}x24" -nolisten tcp >/dev/null 2>&1 &
    XPID=$!
    track "$XPID"
    export DISPLAY=":$DISP"
    for _ in $(seq 50); do
        xdpyinfo >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    echo "Xvfb :$DISP did not start" >&2
    exit 1
}
stop_x() {
    stop_pid "$XPID"
}

# window_settings DATA THEME [SCALE]: a data folder whose window is light or dark, at UI scale
# SCALE (default 1), and fills the screen (with no window manager it opens at its last or default
# size).
window_settings() {
    local dark=false
    [ "$2" = dark ] && dark=true
    mkdir -p "$1"
    printf '(dark: %s, ui_scale: %s, window: Some((%s.0, %s.0)))\n' "$dark" "${3:-1.0}" "$W" "$H" \
        >"$1/settings.ron"
}

shot() { # NAME: pointer out of the way, then the whole screen as OUT/SHOT_PREFIX TAG-NAME.png
    xdotool mousemove "$((W - 2))" "$((H - 2))"
    sleep 0.8
    import -window root "$OUT/${SHOT_PREFIX:-}$TAG-$1.png"
}
