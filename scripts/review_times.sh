#!/usr/bin/env bash
# scripts/review_times.sh OUT_DIR [BIN] — how long `dicepad review` takes (docs/review.md, "Cost").
#
# Makes the saves of Normal-bot games of every game (Honeycomb Caverns solo; 2, 3 and 4 seats of
# the others; seeds 1–5: `selfplay --games 1 --seed S --save`), then reviews every seat of each at
# the defaults (Strong reference, 32 rollouts, every core) under /usr/bin/time, writing
# OUT_DIR/NAME.json and printing one line per save: name, wall s, CPU s (user), peak memory KB,
# and the load average before the run (the machine is shared: wall time follows the load).
# BIN defaults to target/release/dicepad (build it first: `cargo build --release`). With
# COMPARE=DIR, says which reviews are not byte for byte the ones in DIR (an earlier run's
# OUT_DIR), for a change that must not change what a review says. With ONLY=GAME (e.g.
# ONLY=black-molly), only that game's saves are made and reviewed.
set -uo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 OUT_DIR [BIN]" >&2
    exit 2
fi
OUT=$1
BIN=${2:-target/release/dicepad}
cd "$(dirname "$0")/.." || exit 1
. scripts/common.sh
apt_install time
[ -x "$BIN" ] || { echo "no $BIN: run 'cargo build --release' first" >&2; exit 1; }
mkdir -p "$OUT/saves"
for seed in 1 2 3 4 5; do
    if [ -z "${ONLY:-}" ] || [ "$ONLY" = honeycomb-caverns ]; then
        "$BIN" selfplay --game honeycomb-caverns --seats normal --games 1 --seed "$seed" \
            --save "$OUT/saves/honeycomb-caverns-1-$seed.ron" >/dev/null 2>&1
    fi
    for game in hex-roller molecular-structures black-molly diaominos; do
        [ -z "${ONLY:-}" ] || [ "$ONLY" = "$game" ] || continue
        for n in 2 3 4; do
            seats=$(printf 'normal,%.0s' $(seq "$n"))
            "$BIN" selfplay --game "$game" --seats "${seats%,}" --games 1 --seed "$seed" \
                --save "$OUT/saves/$game-$n-$seed.ron" >/dev/null 2>&1
        done
    done
done
status=0
for save in "$OUT"/saves/*.ron; do
    name=$(basename "$save" .ron)
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f "%e %U %M" -o "$OUT/$name.time" "$BIN" review "$save" --json \
        >"$OUT/$name.json" 2>/dev/null
    line="$name $(cat "$OUT/$name.time") load=$load"
    if [ -n "${COMPARE:-}" ] && ! cmp -s "$OUT/$name.json" "$COMPARE/$name.json"; then
        line="$line DIFFERS"
        status=1
    fi
    echo "$line"
done
exit $status
