# Molecular Structures: its refusals, prompts, log lines, score breakdown, sheet and controls.

game-molecular-structures-blurb = Draft dice and build molecules: every number wants exactly that many bonds.

ms-seats = Molecular Structures takes 2 to 8 players, not { $seats }
ms-cell-empty = nothing
ms-cell-x = X

ms-refuse-over = The game is over.
ms-refuse-dice-by-hand = Dice results come from the dice, not from a player.
ms-refuse-wait-dice = Wait for the dice to land.
ms-refuse-reroll-only-six = Only a 6 drafted from the pool can be rerolled.
ms-refuse-setup-not-left = Your setup dice still to write show { $left }; none of them is a { $v }.
ms-refuse-not-in-pool = There is no { $v } in the pool.
ms-refuse-one-useless = A 1 fits in no hex and your red boxes are all crossed out.
ms-refuse-six-useless = A 6 is no use to you: no number from 1 to 5 fits anywhere, and an X needs a green box and a free hex.
ms-refuse-fits-nowhere = A { $v } fits in no hex of your sheet.
ms-refuse-fits-nowhere-because = A { $v } fits in no hex of your sheet. For example: { $why }
ms-refuse-holding = You already hold a { $v }: write it (or use its boxes) first.
ms-refuse-place-x-first = You crossed a green box: write the X in a hex first.
ms-refuse-not-now-take = This is not the moment to pick a die.
ms-refuse-six-never-written = A 6 is never written: cross a green box to write an X, or reroll the die.
ms-refuse-pick-first = Pick a die first, then choose its hex.
ms-refuse-nothing-to-write = There is nothing to write just now.
ms-refuse-no-hex = There is no hex { $hex } on the sheet.
ms-refuse-setup-blue = The setup dice go into the blue hexes ({ $blue }).
ms-refuse-red-none = All your red boxes are crossed out.
ms-refuse-pool-empty = The pool is empty: there is nothing to reroll.
ms-refuse-red-rerolled-one = A 1 that came from rerolling a 6 must be written: red boxes go with a 1 drafted from the pool.
ms-refuse-red-not-now = A red box can only be crossed right after drafting a 1 from the pool.
ms-refuse-green-none = All your green boxes are crossed out.
ms-refuse-x-nowhere = An X would fit in no hex: every free hex touches a number that is already full.
ms-refuse-green-not-now = A green box can only be crossed right after drafting a 6 from the pool.
ms-block-filled = Hex { $at } already holds { $cell }.
ms-block-own = Hex { $at } already touches { $connections } written hexes, so a { $value } there would have { $connections } connections, more than { $value }.
ms-block-neighbour = Hex { $at } holds a { $value } and would get { $connections } connections.

ms-chance-count = { $action }: this roll has { $want } dice, not { $given }
ms-chance-faces = { $action }: every die shows 1 to 6
ms-chance-not-roll = `{ $action }` is not a roll; the dice are rolling

ms-score-complete = { $count ->
    [one] 1 complete hex
   *[other] { $count } complete hexes
} holding { $n }
ms-score-red = { $count ->
    [one] 1 red box
   *[other] { $count } red boxes
} left
ms-score-green = { $count ->
    [one] 1 green box
   *[other] { $count } green boxes
} left

ms-prompt-setup-roll = Rolling the setup dice…
ms-prompt-setup-take = { $name }: pick a setup die to write in a blue hex.
ms-prompt-setup-write = { $name }: write the { $v } in a free blue hex.
ms-prompt-round-roll = Rolling the pool…
ms-prompt-take = { $name }: draft a die (round { $round }, pass { $pass } of 2).
ms-prompt-one-or-red = { $name }: write the 1, or cross a red box to reroll the pool or to skip.
ms-prompt-one = { $name }: write the 1.
ms-prompt-six = { $name }: cross a green box for an X, or reroll the 6.
ms-prompt-write = { $name }: write the { $v } in a hex.
ms-prompt-six-roll = Rerolling { $six }…
ms-prompt-place-x = { $name }: write the X in a hex.
ms-prompt-pool-reroll = Rerolling the pool…
ms-prompt-over = Game over: { $result }

ms-log-setup = setup dice { $dice }
ms-log-pool = round { $round }: pool { $dice }
ms-log-pool-reroll = the pool is rerolled: { $dice }
# A seat's drafted 6 being rerolled. $whose is the English possessive of $name ("Ann's", "Gus'");
# each language uses the one it needs (the selector only makes both arguments this message's).
ms-six-of = { $name ->
   *[other] { $whose } 6
}
ms-log-six-again = { $six } is rerolled and comes up 6 again
ms-log-six-lost = { $six } is rerolled into a { $v }, which fits nowhere: lost
ms-log-six = { $six } is rerolled into a { $v }
ms-log-take = takes a { $v }
ms-log-write = writes { $mark } in { $hex }
ms-log-red-reroll = crosses a red box and rerolls the pool
ms-log-red-skip = crosses a red box and writes nothing
ms-log-green = crosses a green box for an X
ms-log-reroll = rerolls the 6
ms-log-dice = { $dice }
ms-log-out = { $action }; { $name } is out
ms-log-leave = { $action } (dice { $dice } leave the game)

ms-button-take-setup = Take the setup { $v }
ms-button-take = Draft a { $v }
ms-button-write-x = Write the X in { $hex }
ms-button-write = Write the { $mark } in { $hex }
ms-button-hex = Hex { $hex }
ms-button-red-reroll = Red box: reroll the pool
ms-button-red-skip = Red box: write nothing
ms-button-green = Green box: write an X
ms-button-reroll = Reroll the 6
ms-button-dice = Dice { $dice }

ms-tray-to-write = to write
ms-tray-hand-x = in hand: an X
ms-tray-hand = in hand
ms-tray-left-game = left the game
ms-status-setup = Setup
ms-status-round = Round { $round } · { $pass ->
    [1] first pass
   *[other] second pass
}
ms-status-round-in = Round { $round } · { $pass ->
    [1] first pass
   *[other] second pass
} · { $in } of { $seats } still in
ms-first-player = First player this round: { $name }
ms-out = Out: { $names }
ms-holds = { $name } holds a { $v }.
ms-holds-x = { $name } holds a 6, to write as an X.
ms-what-x = the X
ms-what = the { $v }
ms-how-write = Click a hex on your sheet to write { $what }.
ms-how-write-outlined = Click a hex on your sheet to write { $what } (the hexes it fits are outlined).
ms-how-take = Click a die in the tray to take it.

ms-note-not-turn = Not this sheet's turn: only the player to move writes now.
ms-note-nothing = Nothing to do here at this step.
ms-note-paper = Paper around the hexes: numbers go into the hexes, and the red and green boxes are crossed when a drafted 1 or 6 calls for it.
ms-sheet-points-blank = ____ pts
ms-sheet-points = { $points } pts
ms-sheet-out = OUT

ms-figure-bonds = The 3 in the middle has three bonds, to the two 1s and the 2, which do not touch each other: the 3 is complete (tick), and so is each 1 with its one bond. The 2 has one bond of two: still open. The 3 in the corner wants more bonds than it has neighbours, so it can never be completed: small red ×. The sheet's 17 pts are 3 + 1 + 1 for the complete hexes and 2 for each of the six uncrossed boxes.
