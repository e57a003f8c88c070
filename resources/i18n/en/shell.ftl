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
play-hint-expects = Hint: { $action } (the bot expects about { $value } at the end)
play-which-one = Which one do you mean?
log-dice = Dice
