# Hex Roller: its refusals, prompts, log lines, score breakdown, sheet and controls.

game-hex-roller-blurb = Everyone uses the same roll: chain numbers across your hex sheet, fill areas, join pairs.
game-hex-roller-option-side = Sheet side
game-hex-roller-option-side-front = Front: 7 areas, 8 dice, 7 rounds
game-hex-roller-option-side-back = Back: 6 areas, 7 dice, 6 rounds

hr-status-round = Round { $round } of { $rounds }
hr-status-over = All { $rounds } rounds played
hr-seats = Hex Roller takes 1 to 8 players, not { $seats }

# The three bonus boxes, as the sheet and the refusals name them.
hr-bonus-extra = +1 hex
hr-bonus-two = free 2
hr-bonus-third = 3rd number

hr-refuse-over = The game is over: every round has been played.
hr-refuse-wait-dice = Wait for the dice to land.
hr-refuse-dice-by-hand = Dice results come from the dice, not from a player.
hr-refuse-no-room-two = Your sheet has no empty hex left for a 2.
hr-refuse-finish-chain = Finish writing your { $n }s first: { $done } of { $want } written, the next goes on the sheet.
hr-refuse-finish-extra = Finish placing the extra { $n } first: it goes next to your last { $n }.
hr-refuse-finish-two = Finish placing the free 2 first: click any empty hex.
hr-refuse-not-a-hex = { $hex } is not a hex of this sheet.
hr-refuse-printed = That hex has a printed { $n }.
hr-refuse-filled = That hex already holds a { $n }.
hr-refuse-choose-first = Choose a number from the roll first: the dice tray shows them.
hr-refuse-numbers-written = Your numbers are written: fill the tracker (or use a bonus).
hr-refuse-first-touch = Your first { $n } must touch a hex that already holds a { $n } (printed or written).
hr-refuse-next-touch = Each next { $n } must touch the { $n } you just wrote at { $at }.
hr-refuse-extra-touch = The extra { $n } must touch the last { $n } of this turn, at { $at }.
hr-refuse-extra-unwritten = The extra { $n } must touch the last { $n } of this turn, and none was written.
hr-refuse-extra-first = The extra hex adds to a number you chose this turn: choose and write one first.
hr-refuse-extra-not-chosen = The extra hex must be one of this turn's numbers ({ $chosen }); { $n } is not chosen.
hr-refuse-extra-short = The { $n }s ended short, so there is no room to add one more.
hr-refuse-extra-none = No { $n } was written this turn.
hr-refuse-extra-stuck = The last { $n } you wrote, at { $at }, has no empty hex next to it.
hr-refuse-one-bonus = Only one bonus per round: you already used the { $bonus } bonus this round.
hr-refuse-bonus-crossed = Your { $bonus } bonus is already crossed off (each bonus once per game).
hr-refuse-third-few = The roll shows fewer than three different numbers.
hr-refuse-chosen-all = You have already chosen your numbers this turn: fill the tracker.
hr-refuse-no-die = No die shows { $n } this round.
hr-refuse-chosen-already = You already wrote { $n }s this turn; choose a different number.
hr-refuse-rows-early = Choose and write your numbers before filling the tracker.
hr-refuse-rows-second = Choose and write your second number before filling the tracker.
hr-refuse-rows-one = The roll shows only { $n }s: { $n } goes in both rows (rows { $n } { $n }).
hr-refuse-rows-two = The tracker takes this turn's two numbers, { $a } and { $b }, one in each row.

hr-chance-not-roll = `{ $action }` is not a roll; the dice are rolling
hr-chance-count = { $action }: this side rolls { $n } dice
hr-chance-faces = { $action }: every die shows { $low } to { $high }
hr-chance-order = { $action }: list the dice in ascending order

# Numbers already chosen this turn, in "choose a second number (not …)".
hr-either-1 = { $a }
hr-either-2 = { $a } or { $b }

hr-prompt-over = Game over after { $rounds } rounds: { $result }
hr-prompt-rolling = Rolling the dice for round { $round }…
hr-prompt-first = { $name }, write your first { $n } next to a { $n } already on the sheet ({ $want } to write).
hr-prompt-next = { $name }, write the next { $n } next to the one you just wrote ({ $k } of { $want }).
hr-prompt-extra = { $name }, write the extra { $n } next to your last { $n }.
hr-prompt-two = { $name }, write the free 2 in any empty hex.
hr-prompt-choose = { $name }, choose a number from the roll to write.
hr-prompt-second = { $name }, choose a second number (not { $taken }).
hr-prompt-rows-one = { $name }, record { $n } in both tracker rows to end your turn (or use a bonus first).
hr-prompt-rows-two = { $name }, put { $a } and { $b } into the tracker rows to end your turn (or use a bonus first).
hr-prompt-rows = { $name }, fill the tracker to end your turn.

hr-log-roll = rolls { $dice }
hr-log-pick = chooses { $n } ({ $count }×)
hr-log-third = uses the third-number bonus: { $n } ({ $count }×)
hr-log-extra = uses the extra-hex bonus on { $n }
hr-log-two = uses the free-2 bonus
hr-log-write = writes { $n } at { $at }
hr-log-write-at = writes at { $at }
hr-log-rows = records { $top } (top) and { $bottom } (bottom)
hr-log-short = { $action }; the { $n }s end short ({ $got } of { $want }): no legal hex

hr-score-bonuses = Unused bonuses: { $count } × { $points }
hr-score-area = Area { $name }: { $what }
# An outer area by its name in resources/hex_roller.ron (north, north-east, …).
hr-area-name = { $name }
hr-score-middle = Middle area: { $what }
hr-area-full = full, most { $n }s
hr-area-full-doubled = full, most { $n }s, doubled
hr-area-open = not full
hr-score-pairs-none = Connected pairs: none
hr-score-pairs = Connected pairs: { $numbers }
hr-score-top = Top row: { $run }
hr-score-bottom = Bottom row: { $run }
hr-run-none = no { $low }
hr-run-only = { $low } only
hr-run = { $low } to { $high }

hr-caption = { $tag }: { $done }/{ $want } written
hr-caption-ended = { $tag }: { $done }/{ $want } written, ended
hr-caption-count = { $count }× { $n }
hr-tag-first = 1st
hr-tag-second = 2nd
hr-tag-bonus = bonus

hr-button-roll = Roll { $dice }
hr-button-pick = Choose { $n } ({ $count ->
    [one] 1 die
   *[other] { $count } dice
})
hr-button-third = 3rd number: { $n }
hr-button-extra = +1 hex of { $n }
hr-button-two = Free 2
hr-button-third-idle = 3rd number
hr-button-extra-idle = +1 hex
hr-button-write-two = Write the free 2 at { $at }
hr-button-write-extra = Write the extra { $n } at { $at }
hr-button-write = Write { $n } at { $at }
hr-button-write-at = Write at { $at }
hr-button-rows = Top { $top } · Bottom { $bottom }
hr-button-rows-idle = Fill the tracker
hr-controls-bonus = Bonus (one per round, each once per game)
hr-controls-tracker = Tracker (ends your turn)
hr-how-write = Click a hex on the sheet to write.
hr-how-choose = Click a number in the dice tray to choose it.
hr-how-rows = Pick the tracker order (or a bonus box first).

hr-note-head = The sheet's head: the three bonus boxes (click one to use it) and the player's name and score.
hr-note-tracker = Beside the tracker: click its boxes to put this turn's two numbers into its rows (top and bottom).
hr-note-paper = Paper between or around the hexes: numbers go into the hexes.

hr-sheet-bonuses = Bonuses (2 each if unused)
hr-sheet-score = Score { $points }
hr-sheet-score-so-far = Score so far { $points }
hr-sheet-top = Top
hr-sheet-bottom = Bottom

hr-figure-snake = The roll has three 5s, so 5 goes into three hexes: the first beside a printed 5, each next one beside the one written just before.
