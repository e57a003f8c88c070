# Issue 48, hosting, the daily challenge, print and statistics.
leave-daily-attempt = This is your one attempt at today's challenge: leaving throws it away, and any game on it after this is practice.
net-host-left = the host closed the game; it goes on when they return
table-host-left = The host closed the game. It goes on when they return: this window joins again by itself.
net-nothing-answers = cannot reach { $url }: nothing answers there (is the server running?)
net-no-route = cannot reach { $url }: no way to it over the network, or it does not answer
net-nothing-answers-here = nothing answers there (is the server running?)
net-no-route-here = no way to it over the network, or it does not answer
quit-hosting-title = Close the hosted game?
quit-hosting-question = { $names } { $n ->
    [one] is
   *[other] are
} playing in the game this window hosts. Quitting stops the game for everyone.
quit-hosting-kept = They are told that you closed it; the game is kept, and it goes on where it stopped when you host it again (Home › Network games › Resume hosting).
quit-hosting-yes = Close the game and quit
cmd-invite = Invite players…
cmd-invite-tip = Copy the invitation of a seat nobody has joined yet
new-game-game = Game
daily-bot-fish = { $level } bot: { $n ->
    [0] lost every fish
    [one] kept 1 fish swimming
   *[other] kept { $n } fish swimming
}
daily-to-beat = to beat: { $bot }
daily-screen-attempt = Today's challenge, your one attempt · { $target }
daily-screen-practice = Today's challenge, practice · { $target }
hint-why-daily = No hints in your daily attempt: the score is your own play on the day's dice (practice games have hints).
undo-why-daily = No undo in your daily attempt: every move counts (practice games undo).
undo-why-roll = Undo takes back your moves only as far as the last roll: the dice have rolled since.
undo-why-over = The game is over: its result is kept. Review › Play on from here tries another line.
status-opened-over = Opened { $file }. The game is over: { $result }
stats-all-games = All games
stats-no-games-at-all = No games in the history yet. Finished games are recorded here.
net-undo-nothing = you have no action in this game to take back
net-undo-rolled = the dice have rolled since your last action: it stands (undo reaches back only to the last roll)
net-undo-others = another player has acted since your last action: only the log's last entry can be taken back, by the seat that made it
net-undo-bot = the bot chose that action for your seat when your time ran out: it stands
net-undo-joined = a player joined after your last action (their random value goes into the dice from there on): it stands
net-undo-stale = the game has changed since you asked: look at it again, and take back again if the last action is still yours
net-unfair-roll-taken-back = log line { $line }, a roll this seat saw, is gone from the server's game
net-unfair-own-taken-back = log line { $line }, this seat's own action, is gone from the server's game, and this seat did not take it back
undo-why-others = Another player has acted since your last action: in a network game only the log's last entry can be taken back, by the player who made it.
undo-why-bot = The bot chose your last action when your time ran out: it stands.
