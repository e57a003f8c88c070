# Server ratings of network games and the players' list (`dicepad ratings`, `dicepad client --as-player`).
cli-ratings-about = The players a server rates (network games played with a player key), best first per game: every game's or one's, found by the start of a name.
cli-ratings-arg-server = The server, e.g. ws://127.0.0.1:7878 (or wss://…).
cli-ratings-arg-ca = For a wss:// server: trust the certificate(s) in this PEM file too. Default: $DICEPAD_CA.
cli-ratings-arg-game = The game (its id); every game when none is given.
cli-ratings-arg-name = Only players whose name begins with this (any case).
cli-ratings-arg-from = Start the list at this entry (0 is the first; a server lists 100 at a time).
cli-server-ratings-head = { $game }:
cli-server-ratings-entry = { $rank }. { $name } ({ $player }): { $rating } ± { $spread } after { $games ->
    [one] 1 game
   *[other] { $games } games
}
cli-server-ratings-entry-provisional = { $rank }. { $name } ({ $player }): { $rating } ± { $spread } after { $games ->
    [one] 1 game
   *[other] { $games } games
} (still finding its level)
cli-server-ratings-more = (entries { $first } to { $last } of { $total })
cli-server-ratings-none = Nobody is rated here yet: a network game rates the seats whose players showed their player key (the window does; `dicepad client --as-player`).
cli-server-ratings-none-named = Nobody rated here has a name beginning with “{ $name }”.
cli-client-arg-as_player = Show the server the data folder's player key (made on first use), so that the game's result moves this player's rating there (`dicepad ratings` lists them).
cli-client-arg-name = With --as-player: the name to go by on the server (kept in the player key from then on).
