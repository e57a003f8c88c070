# The services and the command line: review, history and statistics, daily challenges, export, network play, `dicepad` subcommands: their messages.

# The review's summary and the table `dicepad review` prints.
review-no-loss = No decision lost points ({ $n ->
    [one] 1 decision
   *[other] { $n } decisions
} compared with the { $level } bot's choices).
review-summary = { $n ->
    [one] 1 decision costs
   *[other] { $n } decisions cost
} { $lost } expected points; the biggest: line { $line }, { $who }: { $played } instead of { $best } ({ $big } points).
review-col-line = line
review-col-who = who
review-col-played = played
review-col-bot = { $level } bot
review-col-exp-played = exp. played
review-col-exp-best = exp. best
review-col-lost = lost
review-col-rollouts = rollouts
review-table-note = Up to { $n ->
    [one] 1 rollout
   *[other] { $n } rollouts
} per move, Normal bots in every seat after it (fewer where the better move was clear; none where the played move is the bot's).

review-err-rollouts = rollouts must be 1 to { $max }, not { $n }
review-err-load = cannot review: { $why }
review-err-unreadable = cannot review this save: { $why }
review-err-unknown-game = cannot review this save: unknown game `{ $game }`
review-err-no-seat = there is no seat { $seat } in a { $seats }-seat game
review-err-no-decision = line { $line } is not a move of seat { $seat }
review-err-not-legal = “{ $move }” is not a legal move there

# The command line (`dicepad` subcommands): human output and errors.
cli-seats-from-1 = seats are numbered from 1
cli-review-cancelled = the review was cancelled

# Game codes (New game › Game code).
code-empty = The game code is empty.
code-bad-character = `{ $char }` cannot be part of a game code (it uses the digits and the letters A–Z without U).
code-check = This game code has a typo somewhere (its check letter does not fit the rest). Check it letter by letter.
code-too-long = The game code is too long.
code-unknown-game = The game code names a game this version of dicepad does not have.
code-unknown-options = The game code names options this version of dicepad does not have.

# The exported PNG of a sheet.
export-cannot-write = cannot write { $file }
export-wrong-size = the image buffer has the wrong size
export-cannot-encode = cannot encode the PNG
export-too-wide = the image is too wide
export-too-tall = the image is too tall
export-finished = finished
export-in-progress = in progress
export-actions = { $n ->
    [one] 1 action
   *[other] { $n } actions
}
export-score-of = Score — { $name }
export-total = Total: { $total }
export-table = Table
export-table-seat = { $name }: { $total }
export-table-winner = { $name }: { $total }  (winner)
seed-sealed = sealed seed
seed-n = seed { $seed }

# Blank sheets to print (File › Print blank sheet, `dicepad print`).
print-unknown-game = unknown game `{ $game }`; games: { $games }
print-seats-range = { $game } takes { $min }–{ $max } seats, not { $n }
print-name = Name
print-date = Date
print-footer = { $game } · blank sheet · printed from dicepad
print-dpi = --dpi { $dpi }: use 30 to 1200 dots per inch

cli-wrote = wrote { $file }
cli-cannot-write = cannot write { $file }: { $why }
cli-no-such-seat = seat { $seat } does not exist: this game has seats 1 to { $seats }
cli-no-such-blank-seat = seat { $seat } does not exist: the blank has seats 1 to { $seats } (set --seats)
cli-export-needs-gui = PNG export needs the `gui` feature, which this build was made without
cli-recorded = recorded { $n ->
    [one] 1 game
   *[other] { $n } games
} in { $db }
cli-dice-do-not-check = the game ended, but its dice do not check out: { $why }

cli-review-step = --review takes an action number (0 = the start), not `{ $step }`
cli-not-network = not a network command
cli-no-window = this build has no window (built without the `gui` feature)
cli-no-window-help = this build has no window (built without the `gui` feature); try `dicepad --help`

# The game history (statistics).
history-corrupt = The game history { $path } is damaged ({ $reason }); dicepad leaves it as it is. Move or rename it to start a fresh history.
history-foreign = { $path } is not a dicepad game history ({ $reason }); dicepad leaves it untouched. Choose another file, or move this one away.
history-locked = The game history { $path } is in use by another program; try again when it is done.
history-read-only = The game history { $path } cannot be written ({ $reason }).
history-unreadable = The game history { $path } cannot be read ({ $reason }).
history-empty = There is no game history at { $path } yet (finish a game, or run selfplay --record).
history-newer = The game history { $path } was written by a newer dicepad (schema { $found }, this one knows up to { $known }); it is left untouched.
history-not-found = The game history has no game { $id }.
history-bad-record = A game could not be recorded: { $why }
history-other = The game history { $path } failed: { $reason }

# `dicepad host --seats`.
host-two-you = only one seat can be `you`
host-no-you = one seat must be `you`
host-not-a-seat = `{ $word }` is not a seat: use you, remote, easy, normal or strong
review-split = { $who } { $result }: expected { $start } at the start, dice { $luck }, decisions { $lost } ({ $costly ->
    [one] 1 costly
   *[other] { $costly } costly
}).
review-split-unreviewed = { $who } { $result }: expected { $start } at the start, dice { $luck } (decisions not reviewed).
review-accuracy = { $who }: accuracy { $accuracy } % ({ $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}).
review-label-inaccuracy = Inaccuracy
review-label-mistake = Mistake
review-label-blunder = Blunder
review-luck-standing = On equal luck: { $list }.
