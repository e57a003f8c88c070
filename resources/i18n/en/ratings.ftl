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
