# Honeycomb Caverns: its refusals, prompts, log lines, score breakdown, sheet and controls.

game-honeycomb-caverns-blurb = Steer Sadie Cat across crumbling treasure hexes and escape over the rim.
game-honeycomb-caverns-option-radius = Board size
game-honeycomb-caverns-option-radius-6 = Radius 6: the printed sheet (127 hexes)
game-honeycomb-caverns-option-radius-5 = Radius 5 (91 hexes)
game-honeycomb-caverns-option-radius-4 = Radius 4 (61 hexes)
game-honeycomb-caverns-option-radius-3 = Radius 3: a short game (37 hexes)

# Compass directions by die face (1 = north, clockwise).
hc-dir = { $face ->
    [1] N
    [2] NE
    [3] SE
    [4] S
    [5] SW
   *[6] NW
}
hc-walk = { $dir } { $n }
hc-offers-none = no move (both distance dice match)
hc-offers-1 = { $a }
hc-offers-2 = { $a }, { $b }
hc-offers-3 = { $a }, { $b }, { $c }

hc-refuse-dice-by-hand = Dice results come from the dice, not from a player.
hc-refuse-wait-dice = Wait for the dice to land.
hc-refuse-rolled-already = You have already rolled: use one of the roll's moves or jump.
hc-refuse-roll-first = Roll the dice first: a move uses the roll's numbers.
hc-refuse-not-offered = This roll offers { $offers }; { $walk } is not one of them.
hc-refuse-distance-zero = A distance of 0 is never a move: the two distance dice show the same number.
hc-refuse-path-lined = The path is blocked: its { $nth ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $nth }th
} hex already has a line through it.
hc-refuse-path-filled = The path is blocked: its { $nth ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $nth }th
} hex is already filled.
hc-refuse-end-lined = The hex it would end on already has a line through it.
hc-refuse-end-filled = The hex it would end on is already filled.
hc-refuse-no-jumps = You have no jumps left.
hc-refuse-jump-lined = The hex a jump { $dir } would land on already has a line through it.
hc-refuse-jump-filled = The hex a jump { $dir } would land on is already filled.

hc-jumps-left = { $n ->
    [0] no jumps left
    [one] 1 jump left
   *[other] { $n } jumps left
}
hc-prompt-roll = Roll the dice, or jump two hexes ({ $jumps }).
hc-prompt-rolling = Rolling…
hc-prompt-must-jump = No move of this roll fits: you must jump ({ $jumps }).
hc-prompt-pick = Pick a move ({ $offers }), or jump ({ $jumps }).
hc-prompt-escaped = Sadie escaped with { $points ->
    [one] 1 point
   *[other] { $points } points
}!
hc-prompt-fell = Sadie fell into the cavern: 0 points.

hc-log-roll = rolls the dice
hc-log-dice = { $a } { $b } { $c }
hc-log-walk = goes { $walk } (+{ $value })
hc-log-walk-escape = goes { $walk } and escapes
hc-log-jump = jumps { $dir } (+{ $value })
hc-log-jump-escape = jumps { $dir } out of the cavern

hc-score-ring = { $count ->
    [one] 1 filled hex
   *[other] { $count } filled hexes
} worth { $value }
hc-score-fell = Fell into the cavern: nothing counts
hc-score-escaped = Escaped over the rim: all treasure kept (no extra points)

hc-button-roll = Roll the dice
hc-button-walk = Move { $walk } (+{ $value })
hc-button-walk-escape = Move { $walk } (escape)
hc-button-jump = Jump { $dir } (+{ $value })
hc-button-jump-escape = Jump { $dir } (escape)
hc-button-roll-short = Roll
hc-no-move-at-all = This roll offers no move (both distance dice match): jump.
hc-no-move-fits = No move of this roll fits ({ $offers }): jump.
hc-click-hint = Click a highlighted hex on the sheet to move there.

hc-note-sadie = Sadie is here. She moves in a straight line from this hex.
hc-note-filled = Already filled: no path may cross it and nobody may land on it again.
hc-note-lined = Already crossed (it has a line): no path may cross it or end on it again.
hc-note-rim-before-roll = The rim: reaching it ends the game with an escape. Roll to see how far Sadie can go.
hc-note-before-roll = Roll first: the dice decide which hexes Sadie can reach. Without rolling, only a jump (exactly two hexes in a straight line) is possible.
hc-note-rim-unreached = The rim (an escape), but no move of this roll reaches it: Sadie goes straight from her hex, as far as the gap between the two dice not used as the direction (this roll offers { $offers }). A jump lands exactly two hexes away.
hc-note-unreached = No move of this roll ends here: Sadie goes straight from her hex, as far as the gap between the two dice not used as the direction (this roll offers { $offers }). A jump lands exactly two hexes away.
hc-note-outside = Outside the cavern: Sadie only walks and jumps on its hexes.

hc-sheet-start = START
hc-sheet-jump-mark = J
hc-sheet-hint = hint
hc-sheet-jumps = Jumps
hc-sheet-treasure-blank = Treasure ______
hc-sheet-treasure = Treasure { $points }
hc-sheet-fell = Fell: 0
hc-sheet-escaped = Escaped: { $points }
hc-sheet-rim = Blue rim: exits

hc-figure-roll = The 1 as direction (N) and 5 − 2 = 3 as distance: Sadie walks three hexes north, the first two get a line and the third is filled (worth 3).
hc-figure-jump = After walking N 2, Sadie can jump N: over the next hex, whatever it holds, onto the open hex beyond (J: only a jump reaches it).

hc-solo-only = Honeycomb Caverns is a solo game, not for { $seats } seats
hc-no-such-radius = There is no board of radius { $radius }: use { $min } to { $max }.
hc-chance-faces = { $dice }: every die shows 1 to 6
hc-chance-not-dice = `{ $action }` is not a roll of three dice; the dice are rolling
