#!/usr/bin/env bash
# scripts/compare_outputs.sh OLD_BIN NEW_BIN — are two dicepad builds' rules outputs the same?
#
# Runs seeded selfplay (each game, seeds 3 and 11, plus Hex Roller's back side and Black Molly's
# oldest-fish rules; 1 or 3 seats of mixed bot levels; 4 games each: the JSON report, and the first
# game's save at the end and after 9 actions) with both binaries, then `replay --json --state`,
# `replay` and `review --json` of the saves OLD_BIN wrote (so saves from before must load the
# same), and diffs the two folders byte for byte. Build both with `--no-default-features` (the
# rules only; a worktree at the old commit gives OLD_BIN). Exits 1 when anything differs.
set -uo pipefail
if [ $# -ne 2 ]; then
    echo "usage: $0 OLD_BIN NEW_BIN" >&2
    exit 2
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
declare -A SEATS=([honeycomb-caverns]=normal [hex-roller]=normal,easy,strong
    [molecular-structures]=normal,easy,strong [black-molly]=normal,easy,strong
    [diaominos]=normal,easy,strong)
declare -A OPTS=([hex-roller]="--option side=back" [black-molly]="--option rules=oldest-fish")
outputs() { # BIN OUT: the outputs of BIN into OUT, replaying and reviewing the saves in $WORK/saves
    local bin=$1 out=$2 g seed variant o t s
    mkdir -p "$out" "$WORK/saves"
    for g in "${!SEATS[@]}"; do
        for seed in 3 11; do
            for variant in plain opt; do
                o=""
                if [ $variant = opt ]; then
                    o=${OPTS[$g]:-}
                    [ -z "$o" ] && continue
                fi
                t="$g-$seed-$variant"
                # shellcheck disable=SC2086 # $o is an option and its value
                "$bin" selfplay --game "$g" --seats "${SEATS[$g]}" --games 4 --seed $seed $o --json \
                    --save "$out/$t-end.ron" >"$out/$t-selfplay.json" 2>/dev/null
                # shellcheck disable=SC2086
                "$bin" selfplay --game "$g" --seats "${SEATS[$g]}" --games 1 --seed $seed $o \
                    --save "$out/$t-mid.ron" --stop-after 9 >/dev/null 2>&1
                [ -f "$WORK/saves/$t-end.ron" ] || cp "$out/$t-end.ron" "$out/$t-mid.ron" "$WORK/saves/"
            done
        done
    done
    for s in "$WORK"/saves/*.ron; do
        t=$(basename "$s" .ron)
        "$bin" replay --json --state "$s" >"$out/$t-replay.json" 2>&1
        "$bin" replay "$s" >"$out/$t-replay.txt" 2>&1
        "$bin" review --json --rollouts 3 --threads 2 --bot normal "$s" >"$out/$t-review.json" 2>&1
    done
}
outputs "$1" "$WORK/old"
outputs "$2" "$WORK/new"
echo "files: old $(ls "$WORK/old" | wc -l), new $(ls "$WORK/new" | wc -l)"
if diff -rq "$WORK/old" "$WORK/new"; then
    echo "all byte-identical"
else
    exit 1
fi
