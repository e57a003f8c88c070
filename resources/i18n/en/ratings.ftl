# People's ratings (src/rating) and daily streaks: the statistics screen and `dicepad stats`.

## dicepad stats

cli-ratings-head = Ratings (the bot ladder's scale: Normal bot = 1500)
# $rating, $sd, $best: whole numbers already written; $games: rated games.
cli-ratings-row = { $game }  { $player }: { $rating } ± { $sd } after { $games ->
    [one] 1 game
   *[other] { $games } games
}, best { $best }
cli-ratings-row-provisional = { $game }  { $player }: { $rating } ± { $sd } after { $games ->
    [one] 1 game
   *[other] { $games } games
} (provisional), best { $best }
cli-ratings-table-dice = { $n ->
    [one] 1 solo game with table dice is
   *[other] { $n } solo games with table dice are
} not rated (the bots cannot play the same dice).
cli-ratings-playing-bots = Playing the bots on the dice of { $n ->
    [one] 1 solo game
   *[other] { $n } solo games
} to rate them (once; the results are kept)…

## The statistics screen

stats-rating = Rating
stats-rating-tip = Worked out from every finished game in the history, in the order they ended, by finishing place: the bots stand at their ladder ratings (Normal = 1500) and never move. A solo game counts as a table with the Easy, Normal and Strong bots, who play the same dice. ± is one standard deviation: how sure the rating is.
stats-rating-now = Now
stats-rating-best = Highest
stats-rating-games = Games rated
stats-rating-provisional = Provisional (?): a few more games and it settles.
stats-rating-none = Not rated yet: finished games against bots or people give a rating.
stats-rating-waiting = The rating follows once the bots have played the dice of the solo games.
stats-rating-spread = ± one standard deviation
stats-rating-playing-bots = Rating the solo games: the bots play the same dice… { $done } of { $total }
stats-ratings-stopped = The bots for the ratings stopped: { $why }
stats-daily-streak = Daily challenge: { $current ->
    [one] 1 day
   *[other] { $current } days
} in a row now, best { $best ->
    [one] 1 day
   *[other] { $best } days
}
