# The window's shell: menus, commands, home screen, settings, dialogs and the end window.

menu-file = File
menu-game = Game
menu-view = View
menu-help = Help

cmd-new-game = New game…
cmd-new-game-tip = New game
cmd-open = Open…
cmd-open-tip = Open a save
cmd-save = Save
cmd-save-tip = Save (asks where the first time)
cmd-save-as = Save as…
cmd-save-as-tip = Save as…
cmd-export = Export PNG…
cmd-export-tip = Export the shown sheet as PNG
cmd-print-blank = Print blank sheet…
cmd-print-blank-tip = An empty sheet on A4 at 300 dpi, to play on paper
cmd-home = Home
cmd-home-tip = Back to the home screen
cmd-quit = Quit
cmd-quit-tip = Quit (the game is autosaved; Continue picks it up)
cmd-undo = Undo
cmd-undo-tip = Undo your last action (dice stay as rolled)
cmd-redo = Redo
cmd-redo-tip = Redo what you took back
cmd-hint = Hint
cmd-hint-tip = Hint: the bot's choice (Strong unless Settings say otherwise), marked on the sheet
cmd-skip = Skip to my turn
cmd-skip-tip = Skip to my turn: bots act at once until a person must act
cmd-skipping = Skipping…
cmd-review = Review…
cmd-review-tip = Step through every action so far; play on from any of them as a new game
cmd-review-button = Review
cmd-copy-code = Copy game code
cmd-copy-code-tip = Copy the game code
cmd-copy-code-button = Copy
cmd-statistics = Statistics
cmd-statistics-tip = Your past games, scores over time, and the bots' for comparison
cmd-settings = Settings…
cmd-settings-tip = Theme, colours, scale, speeds, hints and player names
cmd-how-to-play = How to play
cmd-how-to-play-tip = How to play this game, in short
cmd-shortcuts = Keyboard shortcuts
cmd-shortcuts-tip = This list of keys
cmd-open-data-folder = Open data folder
cmd-open-data-folder-tip = The folder with the autosave, settings, game history and crash reports, in the file manager
cmd-tutorial = Tutorial: highlight legal moves and explain the others
cmd-tutorial-tip = Highlight legal moves and explain the others
cmd-bot-plays = Bot plays for me
cmd-bot-plays-tip = The Normal bot plays the human seats too
cmd-close = Close
cmd-close-tip = Close the window on top (or the "which one" chooser, or the review)

keys-or = or
keys-home-end = Home / End
keys-review-step = In the review (Game › Review): one action back / one on
keys-review-ends = In the review: the start / the end
keys-in-game = In { $game }
keys-single-letters = Single letters work while no text field has the cursor.

button-ok = OK
button-cancel = Cancel
error-title = Something went wrong

home-tagline = roll-and-write and tile games, with bots for empty seats
home-settings = Settings
home-join = Join a network game…
home-join-tip = Play a seat of a game another computer hosts
home-open = Open save…
home-open-tip = { $keys }; or drop a .ron file on the window
home-games = Games
home-recent = Recent games
home-last-game = { $game } (last game)
home-look = Look at it
home-look-tip = Open the finished game
home-continue = Continue
home-continue-tip = Carry on where you left off
home-forget = Forget
home-new-game = New game
home-print = Print blank
home-print-of = Print blank sheet of { $game }
home-picture = Picture of a { $game } sheet
home-solo = solo
home-players = { $n } players
home-players-range = { $min }–{ $max } players
player-n = Player { $n }

how-to-play-title = How to play { $game }

settings-title = Settings
settings-language = Language
settings-language-system = System ({ $language })
settings-dark = Dark theme
settings-colour-blind = Colour-blind-safe colours
settings-colour-blind-tip = Seat colours that differ in lightness too, and blue/orange instead of green/red for legal and refused moves
settings-scale = UI scale
settings-tutorial = Tutorial mode on for new games
settings-animation = Animation speed (0 = off)
settings-bot-speed = Bot moves per second
settings-hints-from = Hints from
settings-hint-bot = the { $level } bot
settings-own-dialog = Always use dicepad's own file dialog
settings-own-dialog-tip = Open, Save as and Export then never try the desktop's file dialog
settings-player-names = Player names
settings-seat = Seat { $n }

new-game-title = New game: { $game }
new-game-cannot-start = Cannot start the game: { $why }
new-game-not-started = { $why } The game was not started.
new-game-bad-seed = The seed `{ $seed }` is not a whole number.
new-game-seats = Seats
new-game-bot-rated = { $bot } ≈ { $rating }
new-game-ratings-tip = Bot strengths from the bot ladder: many seeded games between the levels at { $seats ->
    [one] one seat (each level on the same dice)
   *[other] { $seats } seats
}, on the Elo scale with Normal at 1500; Easy has no number where it never finished ahead of Normal. 400 points apart means ten times the odds of finishing ahead.
new-game-remove = Remove
new-game-add-seat = + Add seat
new-game-dice = Dice:
new-game-dice-app = rolled by the app
new-game-dice-table = rolled at the table
new-game-dice-table-tip = Roll real dice and enter what they show; the app checks the moves and keeps the score
new-game-tutorial = Tutorial mode
new-game-start = Start
new-game-host = Host over the network
new-game-host-tip = Friends join from their own computers with an invitation from the lobby
new-game-listen = Listen on:
new-game-listen-tip = address:port; 0.0.0.0 lets other computers on the network in
new-game-host-note = The first human seat plays in this window; every other human seat is joined from another computer. The server rolls the dice and plays the bots.
new-game-clock = Clock
new-game-clock-tip = Time each person's seat has for each action. When it runs out, a bot of the level chosen here makes that action for the seat; the seat stays the player's.
new-game-clock-none = no clock
new-game-clock-seconds = { $n ->
    [one] { $n } second per action
   *[other] { $n } seconds per action
}
new-game-clock-minutes = { $n ->
    [one] { $n } minute per action
   *[other] { $n } minutes per action
}
new-game-clock-day = 1 day per action
new-game-clock-bot = then
new-game-clock-bot-easy = an Easy bot acts
new-game-clock-bot-normal = a Normal bot acts
new-game-clock-bot-strong = a Strong bot acts
new-game-seed = Seed (optional):
new-game-seed-hint = random
new-game-code = Game code (optional):
new-game-code-hint = from a friend's game
new-game-code-tip = A code from Game → Copy game code: the same game, options and dice
new-game-code-seed = seed { $seed }
new-game-code-reads = The code reads: { $parts }. Set above.
seat-human = Human
seat-bot-easy = Bot (Easy)
seat-bot-normal = Bot (Normal)
seat-bot-strong = Bot (Strong)

leave-title = Leave the running game?
leave-question = Your { $game } game is not finished. Opening this { $next } game leaves it.
leave-network-seat = You leave your seat in the network game.
leave-network-game = network
leave-kept-abandoned = It is kept in Statistics as an abandoned game, where you can review it.
leave-not-kept = You have not moved in it yet, so it is not kept.
leave-file-holds = Its file { $file } holds it as last saved.
leave-yes = Leave it
leave-cancel-tip = Keep playing the running game (Esc)

end-title = Game over
end-winner = (winner)
end-total = Total
end-network-rematch = For a rematch the host opens a new game and invites again.
end-new-best = A new best: your best before was { $best } (in { $games ->
    [one] 1 game
   *[other] { $games } games
}).
end-equals-best = That equals your best so far ({ $games ->
    [one] 1 game
   *[other] { $games } games
}).
end-best-so-far = Your best so far is { $best } (in { $games ->
    [one] 1 game
   *[other] { $games } games
}).
end-daily-attempt = Daily challenge of { $date }: your attempt.
end-daily-practice = Daily challenge of { $date }: your practice game.
end-strong-beaten = The Strong bot ended with { $total } on the same dice: you beat it.
end-strong-matched = The Strong bot ended with { $total } on the same dice: you matched it.
end-strong-won = The Strong bot ended with { $total } on the same dice: it beat you.
end-again-same = Play again: same dice
end-again-same-tip = Same seats and options, and the dice come up as they did
end-again-new = Play again: new dice
end-again-new-tip = Same seats and options, fresh dice
end-verify = Verify the dice
end-verify-tip = Check that the revealed seed gives the commitment made at the start, and that every roll is the one that seed gives
end-review-tip = Step through the game action by action

net-sent = Sent to the server…
net-waiting-dice = Waiting for the dice.
net-waiting-for = Waiting for { $names }.

status-resumed = Resumed your last game
status-opened = Opened { $file }
status-saved = Saved to { $file }
status-exported = Exported { $file }
status-own-dialog-unavailable = The system file dialog is not available ({ $why }), so here is dicepad's own.
status-own-dialog-not-opened = The system file dialog did not open, so here is dicepad's own.
status-the-bot = The bot
status-thinking = { $name } is thinking…
status-thinking-secs = { $name } is thinking… ({ $secs } s)
status-hint-looking = The { $level } bot is looking for a hint…
status-hint-queued = The bots are still writing: your hint comes as soon as it is your move.
status-code-copied = Copied the game code { $code }: in New game, type it in to play the same dice.
status-dismiss = Dismiss
error-open = Could not open the save. Your current game is unchanged.

    { $why }
error-autosave = Autosave failed: { $why }
error-save = Could not save to { $file }: { $why }
error-export = Export failed: { $why }
error-settings = Settings could not be saved: { $why }

side-game-code = Game code
side-game-code-tip = Game, options and dice in one code: type it into New game to play the same dice
side-skip-disabled = It is a person's turn (or the game is over)
side-moves-per-second = moves/s
side-export-seat = Export seat
side-scores = Scores
side-log = Log
status-not-fair = not fair: { $why }

# The command line's summary of a save (dicepad replay).
replay-head-running = { $game } — { $actions ->
    [one] 1 action
   *[other] { $actions } actions
}, in progress ({ $seed })
replay-head-finished = { $game } — { $actions ->
    [one] 1 action
   *[other] { $actions } actions
}, finished ({ $seed })
replay-to-move = To move: { $who }. { $prompt }
replay-legal = Legal actions ({ $n }): { $list }
replay-legal-more = , … and { $n } more
replay-scores = Scores:
replay-the-dice = the dice
replay-nobody = nobody (game over)
replay-state = State:

play-table-prompt = Roll at the table, then enter the result in the panel beside the sheet.
play-wait-settle = Wait for the dice to settle.
play-back-to-sheet = Back to { $name }'s sheet
play-to-play = { $name } to play
play-bot-to-play = { $name } to play ({ $level } bot)
play-roll-at-table = Roll at the table
play-dice-rolling = The dice are rolling
play-played = Played: { $action }
play-bot-agrees = · the bot's choice too
play-bot-instead = · the bot: { $action }
play-hint = Hint: { $action }
play-hint-expects = Hint: { $action } (the bot expects about { $value } points at the end)
play-which-one = Which one do you mean?
log-dice = Dice

# Network play: the Join dialog, connecting, the lobby.
net-join-title = Join a network game
net-join-explain = The host's lobby has an invitation for each seat: paste yours here whole, or type the server's address, the room code and your seat's token.
net-join-invite = Invitation
net-join-invite-hint = ws://… ROOM TOKEN
net-join-server = Server
net-join-room = Room code
net-join-room-hint = { $n } letters and digits
net-join-token = Seat token
net-join-token-hint = 32 hex digits
net-join-not-invite = That is not an invitation: it reads ws://ADDRESS ROOM TOKEN.
net-join-bad-server = The server's address looks like ws://192.168.1.5:7878 (or wss://… with TLS).
net-join-need-room = Type the room code the host gave you.
net-join-need-token = Type your seat's token (the host's invitation has it).
net-join-button = Join
net-connecting = Connecting
net-joining = Joining room { $room } on { $server }…
net-join-retrying = { $problem } (tried { $n ->
    [one] once
   *[other] { $n } times
}; trying again)
net-host-need-person = one seat must be a person: the one who plays in this window
net-cannot-host = Cannot host the game: { $why }
net-cannot-host-no-game = Cannot host: no game `{ $game }`.
net-no-such-game = no such game
net-server-not-started = the server did not start
net-no-token = the server gave this window's seat no token
net-invite-line = seat { $seat } ({ $name }): { $invite }
net-cannot-join = Cannot join: { $why }
net-game-does-not-load = the server's game does not load here: { $why }
net-lobby-title = Lobby: room { $room }
net-lobby-explain = Send each remote player their invitation. They choose Join a network game on the home screen and paste it. The game is under way: every seat plays as soon as it is its turn.
net-lobby-to-table = Go to the table
net-invite-copied = Copied the invitation.

# The table in the side panel: simultaneous steps, and a network game's room.
table-network-room = Network game: room { $room }
table-connection-lost = Connection lost ({ $why }); connecting again…
table-server-refused = The server refused: { $why }
table-untrusted = The dice cannot be trusted: { $why }
table-still-thinking = Still thinking (everyone plays this roll)
table-at-sheet = { $name } (at the sheet)
table-hand-sheet = Hand the sheet to { $name }
table-bot = { $name } (bot)
table-connected = connected
table-not-connected = not connected
table-time-s = { $s } s
table-time-h-min = { $h } h { $min } min
table-time-d-h = { $d } d { $h } h
table-you = { $name } (you)
table-bot-level = { $name } (bot, { $level })
table-finished = finished
table-away-turn = away (their turn)
table-away = away
table-thinking = thinking…
table-waiting = waiting
table-time-left = { $doing }, { $left } left
table-clock-tip = When the time is up the room's bot makes this move for the seat
table-copy-invite = Copy invitation
table-bot-in = bot may take over in { $secs } s
table-dropped = { $name } dropped; they may come back until then, and any time after
table-bot-takes-over = Bot takes over
table-bot-takes-over-tip = A Normal bot plays this seat until its player joins again

# Dice rolled at the table, entered beside the sheet.
tdice-app-roll = Let the app roll
tdice-app-draw = Let the app draw it
tdice-app-tip = Draw this step from the game's seed instead of the table
tdice-roll-at-table = Roll { $what } at the table and enter what they show.
tdice-take-back-tip = Click to take this value back
tdice-add-tip = Add a { $face } (key { $face })
tdice-die-showing = Die showing { $face }
tdice-entered = { $n } of { $count } entered · digits type, Backspace takes back, Enter enters
tdice-enter-roll = Enter the roll
tdice-all-entered = All { $what } are entered; take one back to change it.
tdice-notation-hint = in the game's notation (see How to play)
tdice-enter = Enter

# The review: the timeline, the log, the analysis.
review-title = Review · { $game }
review-explain = The sheet shows the position before the next action, with that action drawn as a ghost. Click a line to jump to it.
review-next = next: { $who }: { $action }
review-next-end = the end of the game
review-next-now = where the game stands now
review-caption = After { $step } of { $len ->
    [one] 1 action
   *[other] { $len } actions
} · { $next }
review-playing-on = Playing on from action { $step }: a new game; the reviewed one is unchanged.
review-start = Start
review-start-tip = The start of the game (Home)
review-back = Back
review-back-tip = One action back (←)
review-slider = Timeline: actions shown
review-slider-tip = Drag to any point of the game
review-next-button = Next
review-next-tip = One action on (→)
review-end = End
review-end-tip = The end of the log (End)
review-play-on = Play on from here
review-play-on-tip = A new game from this position; the reviewed game stays as it was
review-close = Close review
review-back-to-game = Back to the game
review-log-end = The end
review-log-now = Now

analysis-title = Analysis ({ $level } bot)
analysis-start = Analyse the decisions
analysis-start-tip = Compare every decision with the bot's choice, in the background
analysis-progress = { $done } of { $total } positions
analysis-try-again = Try again
analysis-no-game = no game `{ $game }` to analyse
analysis-stopped = the analysis stopped unexpectedly
analysis-decision = −{ $lost } · { $line }. { $who }: { $played } (bot: { $best })
analysis-rest = { $n ->
    [one] 1 decision
   *[other] { $n } decisions
} more: the bot's choice, or no worse by its estimate.
analysis-points-lost = points lost
analysis-log-line = log line

# Statistics.
stats-unknown-game = unknown game `{ $game }`
stats-compare-done = The bot games are recorded.
stats-compare-stopped = The bot games stopped: { $why }
stats-compare-bot-failed = The bot games stopped: a bot failed
stats-game = Game
stats-player = Player
stats-no-games = No games of this game in the history yet. Finished games are recorded here.
stats-played = Games played
stats-abandoned = Abandoned
stats-mean = Mean
stats-best = Best
stats-worst = Worst
stats-won = Won
stats-percent = { $n }%
stats-by-opponent = Win rate by opponent level
stats-wins-of = { $wins } of { $games }
stats-over-time = Score over time
stats-over-time-key = dots: each game; line: mean of the last { $n }
stats-axis-game = game
stats-axis-score = score
stats-moving-mean = mean of the last { $n }
stats-distribution = Score distribution
stats-comparing = Playing bot games for comparison… { $done } of { $total }
stats-compare = Compare with bots
stats-compare-tip = Plays a few dozen games with Easy and Normal bots and a dozen with the Strong bot in the background, and records them
stats-no-bot-games = No bot games of this game are recorded yet.
stats-past-games = Past games ({ $n })
stats-game-n = Game { $id }
stats-open-game = Open this game
stats-seat = { $name } { $score }
stats-seat-won = { $name } { $score } (won)
stats-abandoned-game = abandoned
stats-actions = { $n ->
    [one] 1 action
   *[other] { $n } actions
}

stats-compare-bot-name = Bot { $n } ({ $level })
stats-bot-player = { $level } bot
stats-opponent-bots = { $level } bots
stats-people-only = people only

# Settings read from disk, and data files that could not be read.
settings-out-of-range = The setting { $name } was { $value }, outside { $low }–{ $high }; it is { $default } again.
settings-name-zoom = zoom
settings-name-animation = animation speed
settings-name-bot-speed = bot speed
settings-bad-window = The saved window size { $width }×{ $height } was unusable; it is the default again.
settings-names-cut = Only the first { $n } player names were kept.
settings-setup-tidied = A remembered game setup was damaged and has been tidied.
settings-name-cleaned = A player name was too long or had control characters; it is now “{ $name }”.
settings-set-aside = { $what } could not be read ({ $why }); { $instead } and the old file is kept as { $kept }.
settings-not-set-aside = { $what } could not be read ({ $why }); { $instead }. The file could not be moved aside ({ $error }), so it will not be written over.
settings-file = The settings file
settings-defaults-used = the defaults are in use

# The daily challenges on the home screen.
daily-no-data-folder = The data folder could not be created ({ $why }); nothing will be remembered.
daily-records = The daily challenge records
daily-new-record = a new record was started
daily-title = Daily challenge on this computer · { $date }
daily-title-tip = Played here, offline: whoever plays today's challenge gets the same dice, but its seed follows from the date, so the results are yours alone. Your first game is your attempt; later ones are practice. A server's challenge (below) seals its dice and keeps a leaderboard.
daily-blurb = today's dice, the same for everyone: beat the Strong bot's score
daily-play = Play
daily-play-tip = Your attempt at today's challenge
daily-play-name = Play today's { $game } challenge
daily-practice = Practice
daily-practice-tip = Your attempt is recorded; this one is practice
daily-practice-name = Practice today's { $game } challenge
daily-you-not-played = you: not played yet
daily-you-in-progress = you: in progress
daily-you-won = you: { $total }, won
daily-you-lost = you: { $total }, lost
daily-you = you: { $total }
daily-bot = { $level } bot: { $total }
daily-bot-working = { $level } bot: working it out…
daily-no-past = no past challenges
daily-past = past: { $recent } (best { $best } of { $n })
daily-cannot-start = Cannot start the challenge: { $why }
daily-cannot-record = Cannot record the daily challenge: { $why }

# dicepad's own file dialog.
fd-filter-save = dicepad save
fd-filter-png = PNG image
fd-title-open = Open a save
fd-title-save = Save the game
fd-title-export = Export the sheet as PNG
fd-title-print = Save a blank sheet to print (PNG)
fd-open = Open
fd-save = Save
fd-export = Export
fd-cannot-check = cannot check for it: { $why }
fd-no-portal = this desktop offers no file portal
fd-did-not-open = it did not open
fd-cannot-open-folder = Cannot open the folder { $folder }: { $why }
fd-pick-first = Pick a file first.
fd-type-first = Type a file name first.
fd-no-file = There is no file { $file }.
fd-up = Up
fd-up-tip = The folder that holds this one
fd-home = Home
fd-folder = Folder
fd-empty = No folders or .{ $ext } files here.
fd-file-name = File name
fd-exists = { $name } already exists. Replace it?
fd-replace = Replace
fd-keep = Keep it

# Recent games and saved files.
files-unreadable = this file can no longer be opened
files-finished = finished: { $result }
files-in-progress = in progress
files-to-play = , { $name } to play
files-so-far = , { $total } so far
files-just-now = just now
files-minutes-ago = { $n ->
    [one] a minute ago
   *[other] { $n } minutes ago
}
files-hours-ago = { $n ->
    [one] an hour ago
   *[other] { $n } hours ago
}
files-yesterday = yesterday
files-days-ago = { $n } days ago
files-on-date = on { $day } { $month } { $year }
month-jan = Jan
month-feb = Feb
month-mar = Mar
month-apr = Apr
month-may = May
month-jun = Jun
month-jul = Jul
month-aug = Aug
month-sep = Sep
month-oct = Oct
month-nov = Nov
month-dec = Dec
files-no-file-manager = No file manager opened ({ $why }): the folder is { $folder }

# The home screen's note about crash reports.
crash-title = dicepad ran into a bug
crash-explain = A bug stopped dicepad before, and it wrote a report, { $name }{ $n ->
    [one] {""}
   *[other] {" "}({ $n } reports in all)
}, in the data folder's { $folder } folder. It holds the error and the game that was running; sending it to the developers helps them fix the bug.
crash-open-folder = Open its folder
crash-copy = Copy the report
crash-copied = Copied.
crash-unreadable = It cannot be read: { $why }

# File › Print blank sheet.
print-title = Print a blank sheet
print-explain = An empty sheet on an A4 page at 300 dpi, ready to print.
print-seats = seats at the table
print-own-page = A seat whose sheet differs gets a page of its own.
print-save = Save PNG…
print-saved = Saved the blank sheet: { $files }
print-saved-in = Saved the blank sheet: { $files } in { $folder }
print-failed = Printing the blank sheet failed: { $why }
print-cannot-write = cannot write { $file }: { $why }

play-on-sheet = { $action } (on the sheet)
play-sheet-of = { $name }'s sheet
play-sheet-of-small = { $name }'s sheet (small)
play-plays-this-turn = { $name } plays this turn.
play-other-sheets = Other sheets (click one to look closer)
history-not-recorded = The game could not be recorded in the history: { $why }
history-reviewing = Reviewing game { $id } from your history
history-cannot-open = Game { $id } of the history could not be opened: { $why }

app-bot-refused = A bot move was refused: { $why }
app-cannot-open-window = cannot open the window: { $why }

app-screenshot-size = the screenshot has the wrong size

# Shared sheet drawing (sheet_kit).
sk-table-chance-help = Enter what happened at the table in the game's notation (see How to play).
sk-wait-turn = Wait: it is { $name }'s turn.
sk-halfway = A sheet halfway through a game:
analysis-luckiest = { $luck } · { $line }. { $outcome } (best luck of { $who })
analysis-unluckiest = { $luck } · { $line }. { $outcome } (worst luck of { $who })
analysis-points = points
analysis-luck-bars = luck of { $who }

## Try again and the Practice list
trial-title = Try again: line { $line }, { $who }
trial-ask = Find a better move than the one played in the game, and play it on the sheet below. The { $level } bot's choice is shown once you have chosen.
trial-weighing = Weighing your move against the { $level } bot's…
trial-found-bots = Found: that is the { $level } bot's move, { $best }. In the game, the move played lost { $lost } points.
trial-found-close = Found: { $choice } is as good as the { $level } bot's { $best } (expected { $mine } against { $theirs }). In the game, the move played lost { $lost } points.
trial-same = The same move as in the game: it loses { $lost } points against the { $level } bot's { $best }.
trial-short = { $label }: { $choice } loses { $now } points against the { $level } bot's { $best } (expected { $mine } against { $theirs }). In the game, the move played lost { $lost }.
trial-failed = This move could not be weighed: { $why }
trial-analysis-hidden = The analysis comes back once you have chosen: it names the bot's move.
trial-again = Try again
trial-again-tip = The same position once more
trial-next = Next position
trial-back = Back to the review
trial-try = Try again: find a better move
trial-try-tip = This position again with the same dice: your move first, then the bot's
practice-title = Practice
practice-due = { $n ->
    [one] 1 position from your games to play again:
   *[other] { $n } positions from your games to play again:
}
practice-none-due = Nothing to practise today: the next position comes back in { $days ->
    [one] a day
   *[other] { $days } days
}.
practice-item = { $game }, line { $line }: −{ $lost } points in the game
practice-play = Play
practice-play-named = Practise: { $game }, line { $line }
practice-play-tip = The position again, with the same dice: find a better move
practice-not-in-game = Line { $line } of this game is no move of the seat the Practice list named: it is taken off the list.
practice-back-in = On your Practice list: back in { $days ->
    [one] a day
   *[other] { $days } days
}.
