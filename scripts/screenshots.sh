#!/usr/bin/env bash
# scripts/screenshots.sh BIN OUTDIR — screenshots of the window's screens, for looking at changes.
#
# Runs BIN under Xvfb from a fresh data folder, at 1280×800 and 1920×1080, light and dark, and
# writes OUTDIR/SIZE-THEME-SCREEN.png: the home screen, the New game dialog, Statistics (after a few
# recorded bot games), table dice, and for each game its play screen mid-game, How to play, the
# finished game and its review. Saves come from `BIN selfplay --save`; mid-game saves get human
# seats so the bots do not finish them while the picture is taken.
#
# The window speaks the language LANG picks (LANG=de_DE.UTF-8 or nl_NL.UTF-8 for German or Dutch
# screens; the menu clicks follow it). Needs Xvfb, xdotool and imagemagick (`import`). Environment: SHOTS_DISPLAY (default 86),
# SHOTS_WAIT (seconds for the window to come up, default 4; more for a debug build), SHOTS_SIZES
# (default "1280x800 1920x1080").
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/shots_common.sh"
shots_setup 86 4 "$@"

# Saves: a finished game and the same game stopped halfway with human seats.
for g in "${GAMES[@]}"; do
    # The report is read in English whatever the shots' language.
    n=$(LC_ALL=C LANG=C "$BIN" selfplay --game "$g" --seats "${SEATS[$g]}" --games 1 --seed 3 \
        --save "$WORK/$g-end.ron" | sed -n 's/.*(\([0-9.]*\) actions per game).*/\1/p')
    half=$(( ${n%.*} / 2 ))
    "$BIN" selfplay --game "$g" --seats "${SEATS[$g]}" --games 1 --seed 3 --stop-after "$half" \
        --save "$WORK/$g-mid.ron" >/dev/null 2>&1
    humanize "$WORK/$g-mid.ron"
done
# Table dice: Hex Roller before its first roll (the seeded roll taken out of the log), two people,
# dice entered by hand.
"$BIN" selfplay --game hex-roller --seats normal,normal --games 1 --seed 3 --stop-after 0 \
    --save "$WORK/table.ron" >/dev/null 2>&1
humanize "$WORK/table.ron"
sed -i -e 's/^    seed: \(.*\),$/    seed: \1,\n    dice: Table,/' -e '/^        "roll /d' "$WORK/table.ron"

launch() { # DATA ARGS…: starts the window and waits for it
    local data=$1
    shift
    DICEPAD_DATA_DIR=$data "$BIN" "$@" >>"$WORK/app.log" 2>&1 &
    APID=$!
    track "$APID"
    sleep "$WAIT"
}
quit() {
    stop_pid "$APID"
}
# The menu bar's titles sit where the window's language puts them (German and Dutch titles are
# wider than the English ones): Game's and Help's x for the language LANG picks.
case "${LANG:-}" in
de*) GAME_X=67 HELP_X=161 ;;
nl*) GAME_X=82 HELP_X=164 ;;
*) GAME_X=58 HELP_X=141 ;;
esac
menu() { # X Y of the menu title, X Y of the item (the menu bar is the same on every game screen)
    xdotool mousemove "$((W / 2))" 36 click 1
    sleep 0.3
    xdotool mousemove "$1" "$2" click 1
    sleep 0.6
    xdotool mousemove "$3" "$4" click 1
    sleep 1.5
}

for size in $SIZES; do
    start_x "$size"
    for theme in light dark; do
        TAG="$size-$theme"
        data="$WORK/data-$TAG"
        window_settings "$data" "$theme"
        for g in "${GAMES[@]}"; do
            "$BIN" selfplay --game "$g" --seats "${SEATS[$g]}" --games 3 --seed 5 --record \
                --db "$data/history.sqlite3" >/dev/null 2>&1
        done
        launch "$data"
        shot home
        quit
        for g in "${GAMES[@]}"; do
            launch "$data" open "$WORK/$g-mid.ron"
            shot "$g-mid"
            menu "$HELP_X" 12 "$((HELP_X + 19))" 39 # Help › How to play
            shot "$g-how-to-play"
            quit
            launch "$data" open "$WORK/$g-end.ron"
            shot "$g-end"
            xdotool key Escape
            menu "$GAME_X" 12 "$((GAME_X + 22))" 131 # Game › Review…
            sleep 3
            shot "$g-review"
            quit
        done
        # New game and Statistics each from a running game of their own (the home screen has no
        # menu bar), so neither shows over the other.
        launch "$data" open "$WORK/hex-roller-mid.ron"
        menu 19 12 45 39 # File › New game…
        shot new-game
        quit
        launch "$data" open "$WORK/hex-roller-mid.ron"
        menu 102 12 120 39 # View › Statistics
        shot statistics
        quit
        launch "$data" open "$WORK/table.ron"
        shot table-dice
        quit
    done
    stop_x
done
ls "$OUT"
