#!/usr/bin/env bash
# scripts/net_screenshots.sh BIN OUTDIR — screenshots of the window's network screens (issue 29):
# the home screen's Network games list, and a network game with a clock's countdown beside the
# seats and the table's chat. Writes OUTDIR/net-SIZE-THEME-LANG-SCREEN.png, and OUTDIR/notices.txt
# with the window's log lines about desktop notices (under Xvfb no notification service runs: the
# log says none could be shown).
#
# A `BIN serve` on 127.0.0.1 holds three rooms; the window's data folder remembers a seat in each
# (and one on a server that cannot be reached, and one this window hosted). For the game screen
# the window joins seat 1 of a 3-seat Hex Roller room with a 5-minute clock while two
# `BIN client`s play the other seats with Easy bots and write in the chat.
# Needs Xvfb, xdotool and imagemagick (`import`). Environment: SHOTS_DISPLAY (default 87),
# SHOTS_WAIT (seconds for the window to come up, default 6), SHOTS_SIZES (default
# "1280x800 1920x1080"), SHOTS_LANGS (default "en_US.UTF-8 de_DE.UTF-8").
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/shots_common.sh"
shots_setup 87 6 "$@"
SHOT_PREFIX=net-

"$BIN" serve --listen 127.0.0.1:0 --max-rooms-per-address 100 --data "$WORK/srv" >"$WORK/serve.out" 2>"$WORK/serve.err" &
track "$!"
URL=""
for _ in $(seq 100); do
    URL=$(grep -o 'ws://[^ ]*' "$WORK/serve.out" | head -1 || true)
    [ -n "$URL" ] && break
    sleep 0.1
done
[ -n "$URL" ] || { echo "the server did not start" >&2; exit 1; }
mk() { "$BIN" rooms create --server "$URL" --game "$1" --seats "$2" ${3:+--clock "$3"}; }

# The seat book: FILE ROOMS_JSON… (a room's JSON from `rooms create`, then its game and seat).
book() {
    python3 - "$@" <<'PY'
import json, sys
out, url = sys.argv[1], sys.argv[2]
rest = sys.argv[3:]
seats = [
    dict(server="ws://192.0.2.1:7878", room="W4RT8ZN1", token="e" * 32,
         game="honeycomb-caverns", seat=0, hosted=False),
    dict(server="ws://127.0.0.1:7999", room="K7M2Q9XD", token="f" * 32,
         game="molecular-structures", seat=0, hosted=True),
]
for i in range(0, len(rest), 3):
    room, game, seat = json.loads(rest[i]), rest[i + 1], int(rest[i + 2])
    seats.append(dict(server=url, room=room["room"], token=room["tokens"][seat], game=game,
                      seat=seat, hosted=False))
json.dump({"seats": seats}, open(out, "w"))
PY
}
token() { python3 -c 'import json,sys; print(json.loads(sys.argv[1])["tokens"][int(sys.argv[2])])' "$1" "$2"; }
code() { python3 -c 'import json,sys; print(json.loads(sys.argv[1])["room"])' "$1"; }

for size in $SIZES; do
    start_x "$size"
    for lang in ${SHOTS_LANGS:-en_US.UTF-8 de_DE.UTF-8}; do
        for theme in light dark; do
            TAG="$size-$theme-${lang%%_*}"
            data="$WORK/data-$TAG"
            window_settings "$data" "$theme"
            # The list: rooms whose turns, clocks and ends differ.
            A=$(mk hex-roller remote,remote,remote 1d)
            B=$(mk black-molly remote,remote 5m)
            C=$(mk diaominos remote,remote,normal)
            book "$data/network_games.json" "$URL" "$A" hex-roller 0 "$B" black-molly 0 "$C" diaominos 1
            LANG=$lang DICEPAD_DATA_DIR=$data "$BIN" >"$WORK/app-$TAG.log" 2>&1 &
            APID=$!
            track "$APID"
            sleep "$WAIT"
            shot home
            stop_pid "$APID"
            # The game: the window's seat 0, two clients playing and talking.
            G=$(mk hex-roller remote,remote,remote 5m)
            room=$(code "$G")
            LANG=$lang DICEPAD_DATA_DIR=$data "$BIN" join --server "$URL" --room "$room" \
                --token "$(token "$G" 0)" >>"$WORK/app-$TAG.log" 2>&1 &
            APID=$!
            track "$APID"
            sleep "$WAIT"
            (echo "/say Hi all, good luck! Ann, you start."; sleep 1
             echo "/say Eine lange Zeile, um zu sehen, wie der Chat umbricht, wenn jemand sehr viel auf einmal schreibt."
             sleep 60) | "$BIN" client --server "$URL" --room "$room" --token "$(token "$G" 1)" \
                --bot easy --patience 60 >/dev/null 2>&1 &
            track "$!"
            (sleep 1; echo "/say Thanks :)"; sleep 1
             echo "/say Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstalt!"
             sleep 60) | "$BIN" client --server "$URL" --room "$room" --token "$(token "$G" 2)" \
                --bot easy --patience 60 >/dev/null 2>&1 &
            track "$!"
            sleep 5
            shot game-clock-chat
            stop_pid "$APID"
            {
                echo "== $TAG"
                grep -rh "desktop notice" "$data" 2>/dev/null || echo "(no log line about notices)"
            } >>"$OUT/notices.txt"
        done
    done
    stop_x
done
ls "$OUT"
