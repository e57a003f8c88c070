# Issue 48, sheets and words: log separators, notes and wording added in the second first-hour round.

# Diaominos: the action that starts a round ends its log line with the round's separator.
dm-log-round-first = { $action }
    — Round { $round } of 6: the cube is on { $space } —
dm-log-round-roll = { $action }
    — Round { $round } of 6: the cube rolls to { $space } —
# Diaominos: the pointer still rests where a piece was just loaded.
dm-spot-just-loaded = Loaded. Move the pointer to place the next piece.

# Hex Roller: a full area whose most frequent numbers tie; the higher one scores.
hr-area-tie = full, { $numbers } tie with { $count } each: the { $ways ->
    [2] higher
   *[other] highest
}, { $n }, counts
hr-area-tie-doubled = full, { $numbers } tie with { $count } each: the { $ways ->
    [2] higher
   *[other] highest
}, { $n }, counts, doubled

# Black Molly: a seat's running line while round 1 is played.
bm-score-swimming-first = { $old ->
    [1] Old fish still swimming (round 1 under way, { $left } fish in all)
   *[0] Fish still swimming (round 1 under way)
}

# Any game with table dice: the "what now" line at a chance step the table must do.
prompt-table-roll = Roll { $what } at the table, then enter the result.
prompt-table-step = Do this step at the table, then enter what it shows.

# Molecular Structures: the die asked for left the game when a player went out this round.
ms-refuse-left-game = There is no { $v } in the pool any more: it left the game when a player went out.

# Any game with a simultaneous step: a seat that already finished it tries to act again.
refuse-step-finished = { $name } has finished this turn; { $count ->
    [one] { $busy } is
   *[other] { $busy } are
} still writing.

# The play screen's "what now" line while the dice still tumble (the roll is named once they stop).
play-prompt-tumbling = The dice are rolling…
