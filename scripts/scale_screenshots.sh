#!/usr/bin/env bash
# scripts/scale_screenshots.sh BIN OUTDIR — every game's play screen mid-game at UI scales 1.0,
# 1.25, 1.5 and 2.0, at 1280×800 and 1920×1080 (light), for checking that the sheet keeps its
# share of the play area and its text grows with the scale. Writes OUTDIR/SIZE-sSCALE-GAME.png.
#
# Needs what scripts/screenshots.sh needs (Xvfb, xdotool, imagemagick). Environment as there, and
# SHOTS_SCALES (default "1.0 1.25 1.5 2.0").
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/shots_common.sh"
shots_setup 87 4 "$@"
SCALES=${SHOTS_SCALES:-1.0 1.25 1.5 2.0}

for g in "${GAMES[@]}"; do
    "$BIN" selfplay --game "$g" --seats "${SEATS[$g]}" --games 1 --seed 3 --stop-after 12 \
        --save "$WORK/$g-mid.ron" >/dev/null 2>&1
    # Every seat a person, so the bots do not play on while the picture is taken.
    humanize "$WORK/$g-mid.ron"
done

for size in $SIZES; do
    start_x "$size"
    for scale in $SCALES; do
        TAG="$size-s$scale"
        data="$WORK/data-$TAG"
        window_settings "$data" light "$scale"
        for g in "${GAMES[@]}"; do
            DICEPAD_DATA_DIR=$data "$BIN" open "$WORK/$g-mid.ron" >>"$WORK/app.log" 2>&1 &
            APID=$!
            track "$APID"
            sleep "$WAIT"
            shot "$g"
            stop_pid "$APID"
        done
    done
    stop_x
done
ls "$OUT"
