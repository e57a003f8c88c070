# The command line: --help, the stats and selfplay reports.

## dicepad stats

cli-stats-summary = { $games ->
    [one] 1 spel
   *[other] { $games } spellen
} uitgespeeld, { $abandoned } afgebroken
cli-stats-player = speler
cli-stats-games = spellen
cli-stats-abandoned = afgebroken
cli-stats-mean = gemiddeld
cli-stats-best = beste
cli-stats-worst = slechtste
cli-stats-wins = winst
cli-stats-by-opponent = per tegenstander
# $n: een getal, al met zijn decimalen geschreven.
cli-percent = { $n }%

## dicepad selfplay

cli-selfplay-head = { $game }: { $games ->
    [one] 1 spel
   *[other] { $games } spellen
} vanaf startwaarde { $seed } ({ $actions } acties per spel)
cli-selfplay-seat = plaats { $seat } ({ $level }): gemiddeld { $mean }, min. { $min }, max. { $max }, spreiding (sd) { $sd }
cli-selfplay-wins = , winst { $rate }%
cli-selfplay-alone = {" "}(alleen { $rate }%)
cli-selfplay-time = selfplay: { $games ->
    [one] 1 spel
   *[other] { $games } spellen
} in { $secs } s ({ $micros } µs per actie gemiddeld)
cli-selfplay-decisions = plaats { $seat } ({ $level }): { $n ->
    [one] 1 beslissing
   *[other] { $n } beslissingen
}, mediaan { $median } ms, p90 { $p90 } ms, max. { $max } ms
