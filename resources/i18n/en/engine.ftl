# Words every game shares: the engine's refusals, dice entry, results, lists and units.

refuse-game-over = The game is over.
refuse-dice-turn = It is the dice's turn, not a player's.
refuse-no-dice-due = No dice are due now: it is a player's turn.
refuse-seeded-dice = This game rolls its own dice from its seed; only table-dice games take entered dice.
refuse-wait-for-dice = Wait for the dice.
refuse-not-your-turn = It is not { $name }'s turn.

replay-roll-due = a roll is due here, not an action of { $name }
replay-not-seeded = the chance outcome `{ $action }` is not what this game's seed rolls here (`{ $expected }`)

log-notation = { $action }
number = { $n }

dice-count = { $n ->
    [one] 1 die
   *[other] { $n } dice
}
dice-face-range = A die here shows { $low } to { $high }, not { $value }.
dice-enter-count = Enter { $n ->
    [one] 1 die value
   *[other] { $n } die values
}: { $given } given.
dice-none-due = No dice are due to be entered now.
dice-not-this-step = Those are not { $what } for this step.

unit-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
unit-fish-left = { $n } fish left

list-empty = nobody
list-one = { $only }
list-and = { $first } and { $last }

result-nobody = Nobody wins.
result-solo-scores = { $name } scores { $total }.
result-solo-finishes = { $name } finishes.
result-wins-with = { $name } wins with { $total }.
result-wins = { $name } wins.
result-share-with = { $names } share the win with { $total }.
result-share = { $names } share the win.
