# The command line: --help, the stats and selfplay reports.

## dicepad stats

cli-stats-summary = { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
} beendet, { $abandoned } abgebrochen
cli-stats-player = Spieler
cli-stats-games = Spiele
cli-stats-abandoned = abgebrochen
cli-stats-mean = Schnitt
cli-stats-best = bestes
cli-stats-worst = schlechtestes
cli-stats-wins = Siege
cli-stats-by-opponent = nach Gegnern
# $n: eine Zahl, schon mit ihren Nachkommastellen geschrieben.
cli-percent = { $n } %

## dicepad selfplay

cli-selfplay-head = { $game }: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
} ab Startwert { $seed } ({ $actions } Aktionen pro Spiel)
cli-selfplay-seat = Platz { $seat } ({ $level }): Schnitt { $mean }, min. { $min }, max. { $max }, Streuung (sd) { $sd }
cli-selfplay-wins = , Siege { $rate } %
cli-selfplay-alone = {" "}(allein { $rate } %)
cli-selfplay-time = selfplay: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
} in { $secs } s ({ $micros } µs pro Aktion im Schnitt)
cli-selfplay-decisions = Platz { $seat } ({ $level }): { $n ->
    [one] 1 Entscheidung
   *[other] { $n } Entscheidungen
}, Median { $median } ms, p90 { $p90 } ms, max. { $max } ms
