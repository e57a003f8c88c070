# The online daily challenge: player keys, the server's attempts and boards, `dicepad daily`.

daily-key-unreadable = { $file } in the data folder cannot be read ({ $why }); it may be the only copy of your player key, so it is left as it is
daily-key-bad-secret = { $file } in the data folder holds no player key (its secret is not 64 hex digits); it is left as it is
daily-key-write = cannot write your player key to { $file } in the data folder: { $why }
daily-not-stored = the server could not keep the daily challenge's records just now; try again in a moment
daily-bad-proof = the player key's proof is not 64 hex digits
daily-bad-date = `{ $date }` is not a date: write it as YYYY-MM-DD
daily-not-yet = the challenge of { $date } has not begun yet on this server
daily-attempt-closed = your attempt at the challenge of { $date } has closed: nobody played in it for too long
daily-played = you have played the challenge of { $date } already (score { $score }): one attempt per player a day
daily-unfair-mixed = the daily challenge's game took in a seat's random value, so its dice are not the same as everyone's
daily-verify-not-revealed = the day is not over yet, so its seed and salt are not revealed
daily-verify-no-commitment = the board has no commitment to its dice
daily-verify-mismatch = the revealed seed and salt do not give the day's commitment
daily-verify-no-save = the board gives no save for it
daily-verify-other-game = its save is a game of { $game }, not this board's
daily-verify-other-seed = its save's seed is { $save }, not the day's { $day }
daily-verify-other-commitment = its save carries another commitment than the day's
daily-verify-mixed = its dice took in a seat's random value, so they are not the day's
daily-verify-score = replaying its save gives seat 1 { $replayed }, but the board lists { $listed }

cli-bad-instant = `{ $text }` is not a time: write it as 2026-12-03T12:00:00Z (UTC)
cli-daily-local = The daily challenge of { $date } on this computer (local, for offline play; its seed is public, so its results cannot be compared: give --server for a server's challenge):
cli-daily-played = { $game }, challenge of { $date }: { $total }; the dice check out
cli-daily-head = { $game }, daily challenge of { $date }: { $n ->
    [one] 1 finished attempt
   *[other] { $n } finished attempts
}
cli-daily-week-head = { $game }, week from { $from } to { $to }: { $n ->
    [one] 1 player
   *[other] { $n } players
}
cli-daily-sealed = dice committed to { $commitment } (the seed is revealed when the day is over)
cli-daily-revealed = dice committed to { $commitment }: seed { $seed }, salt { $salt }
cli-daily-entry = { $rank }. { $name } ({ $player }): { $score }
cli-daily-week-entry = { $rank }. { $name } ({ $player }): { $total } in { $days ->
    [one] 1 day
   *[other] { $days } days
}
cli-daily-more = (the best { $listed } of { $total } are listed)
cli-daily-verify-board = { $game }, challenge of { $date }: { $why }
cli-daily-verify-failed = entry { $rank }, { $name } ({ $player }) with { $score }: { $why }
cli-daily-verified = { $game }, challenge of { $date }: { $passed } of { $listed } listed entries check out{ $total ->
    [0] {""}
   *[other] {""} ({ $total } in all)
}
cli-daily-verify-some = { $n ->
    [one] 1 entry does not check out
   *[other] { $n } entries do not check out
}

cli-daily-about = A server's daily challenge: the day's or the week's leaderboard, this player's attempt played by a bot (--play), or the check of a finished day's board (--verify).
cli-daily-arg-game = The game (its id); every game's board when none is given.
cli-daily-arg-date = The day (YYYY-MM-DD, UTC); by default the server's today.
cli-daily-arg-week = The week (Monday to Sunday) holding the day: each player's total.
cli-daily-arg-play = Play this player's attempt at today's challenge with a bot (the data folder's player key).
cli-daily-arg-bot = The bot level that plays the attempt.
cli-daily-arg-name = The name to go by on the server (kept in the player key from then on).
cli-daily-arg-verify = Check a finished day's board: the revealed seed and every entry, replayed.
cli-daily-arg-server = The server, e.g. ws://127.0.0.1:7878 (or wss://…); without one, the local challenge is named.
cli-daily-arg-ca = For a wss:// server: trust the certificate(s) in this PEM file too. Default: $DICEPAD_CA.
cli-serve-arg-clock = The server's clock for the daily challenge starts at this instant (UTC, 2026-12-03T12:00:00Z) and runs on from it: for tests of the days' reveals.

# The window's online daily (home screen)
daily-online-title = Online daily challenge
daily-online-title-tip = A server's challenge of the day: its dice are sealed until the day ends (UTC), everyone plays the same ones once, and the server checks every move and keeps the leaderboard.
daily-online-blurb = play the day's challenge on a server, once, against everyone there
daily-online-change = Change server
daily-online-address = Server address
daily-online-address-hint = A server's address begins with ws:// or wss://
daily-online-connect = Connect
daily-online-fetching = fetching the board…
daily-online-no-board = no board: { $why }
daily-online-no-key = Cannot read your player key: { $why }
daily-online-cannot-play = Cannot play the online challenge: { $why }
daily-online-other-dice = The server gave your attempt at the challenge of { $date } other dice than its board shows everyone, so it was not joined.
daily-online-you = you: { $total }, place { $rank } of { $n }
daily-online-play = Play online
daily-online-play-tip = Your one attempt at the server's challenge of today
daily-online-play-name = Play today's online { $game } challenge
daily-online-best = best: { $name }, { $total } ({ $n ->
    [one] 1 attempt
   *[other] { $n } attempts
})
daily-online-nobody = nobody has finished it yet
daily-online-board = Board
daily-online-board-name = Board of today's online { $game } challenge
daily-online-asking = asking the server for your attempt…
daily-online-day = Today
daily-online-week = This week
daily-online-day-head = Challenge of { $date }: { $n ->
    [one] 1 finished attempt
   *[other] { $n } finished attempts
}
daily-online-week-head = Week from { $from } to { $to }: { $n ->
    [one] 1 player
   *[other] { $n } players
}
daily-online-days = { $total } in { $days ->
    [one] 1 day
   *[other] { $days } days
}
daily-online-more = the best { $listed } of { $total } are shown
daily-online-sealed = The dice stay sealed until the day ends (UTC); then the seed is revealed and anyone can check every entry (dicepad daily --verify).
daily-online-revealed = The day is over and its seed revealed: anyone can check every entry (dicepad daily --verify).
settings-bad-daily-server = The daily challenge's server “{ $server }” is not a ws:// or wss:// address; it was forgotten.
daily-online-screen = Today's online challenge, your one attempt · { $best }
ng-daily-attempt = your online daily attempt
ng-solo = solo
end-daily-sealed = Everyone plays these dice today: they stay sealed until the day ends (UTC). Then anyone can check the day's board with dicepad daily --verify.
net-day-sealed = sealed: the game kept the day's commitment and took in no seat's value; its seed is revealed when the day ends (check the board then with dicepad daily --verify)
cli-daily-played-sealed = { $game }, challenge of { $date }: { $total }; the game kept the day's sealed dice (check the board with --verify once the day is over)
