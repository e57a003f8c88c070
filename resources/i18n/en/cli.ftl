# The command line: --help, the stats and selfplay reports.

## dicepad stats

cli-stats-summary = { $games ->
    [one] 1 game
   *[other] { $games } games
} finished, { $abandoned } abandoned
cli-stats-player = player
cli-stats-games = games
cli-stats-abandoned = abandoned
cli-stats-mean = mean
cli-stats-best = best
cli-stats-worst = worst
cli-stats-wins = wins
cli-stats-by-opponent = by opponent
# $n: a number already written with its decimals.
cli-percent = { $n }%

## dicepad selfplay

cli-selfplay-head = { $game }: { $games ->
    [one] 1 game
   *[other] { $games } games
} from seed { $seed } ({ $actions } actions per game)
cli-selfplay-seat = seat { $seat } ({ $level }): mean { $mean }, min { $min }, max { $max }, spread (sd) { $sd }
cli-selfplay-wins = , wins { $rate }%
cli-selfplay-alone = {" "}(alone { $rate }%)
cli-selfplay-time = selfplay: { $games ->
    [one] 1 game
   *[other] { $games } games
} in { $secs } s ({ $micros } µs per action on average)
cli-selfplay-decisions = seat { $seat } ({ $level }): { $n ->
    [one] 1 decision
   *[other] { $n } decisions
}, median { $median } ms, p90 { $p90 } ms, max { $max } ms
