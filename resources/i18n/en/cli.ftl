# The command line: --help, the stats and selfplay reports.

## dicepad stats

cli-stats-summary = { $games ->
    [one] 1 game
   *[other] { $games } games
} finished, { $abandoned } abandoned
cli-stats-player = player
cli-stats-games = games
cli-stats-abandoned = abandoned
cli-stats-mean = mean
cli-stats-best = best
cli-stats-worst = worst
cli-stats-wins = wins
cli-stats-by-opponent = by opponent
# $n: a number already written with its decimals.
cli-percent = { $n }%

## dicepad selfplay

cli-selfplay-head = { $game }: { $games ->
    [one] 1 game
   *[other] { $games } games
} from seed { $seed } ({ $actions } actions per game)
cli-selfplay-seat = seat { $seat } ({ $level }): mean { $mean }, min { $min }, max { $max }, spread (sd) { $sd }
cli-selfplay-wins = , wins { $rate }%
cli-selfplay-alone = {" "}(alone { $rate }%)
cli-selfplay-time = selfplay: { $games ->
    [one] 1 game
   *[other] { $games } games
} in { $secs } s ({ $micros } µs per action on average)
cli-selfplay-decisions = seat { $seat } ({ $level }): { $n ->
    [one] 1 decision
   *[other] { $n } decisions
}, median { $median } ms, p90 { $p90 } ms, max { $max } ms

## Errors of the command line itself

cli-lang-unknown = `{ $code }` is not a language: use en, de or nl
cli-no-gui = this command opens the window; this build has no GUI
cli-export-what = give a save to export, or --blank --game ID

## --help: clap's own words

cli-heading-usage = Usage:
cli-heading-commands = Commands
cli-heading-options = Options
cli-heading-arguments = Arguments
cli-help-about = Print this message or the help of the given subcommand(s)
cli-games = Games: { $ids }

## --help: every command and argument (cli-<command>-about, cli-<command>-arg-<name>;
## cli-arg-<name> for an argument every command shares)

cli-about = Roll-and-write and tile games with bots. With no command, opens the window.
cli-arg-help = Print help
cli-arg-version = Print version
cli-arg-log = What to log: a level (error, warn, info, debug, trace, off) or target=level directives, e.g. `dicepad::net=debug,info`. Wins over RUST_LOG. The window logs to logs/dicepad.log in the data folder, `serve` to logs/ in its --data folder.
cli-arg-log-value = LEVEL
cli-arg-log_format = How log lines look: text, or one JSON object per line.
cli-arg-lang = The language of what dicepad says: en, de or nl. Without it the system locale decides (LC_ALL, then LC_MESSAGES, then LANG; English for any other language). Save files and notation are the same in every language.
cli-arg-lang-value = LANG
cli-arg-server = The server, e.g. ws://192.168.1.5:7878 (or wss://… for a server with TLS).
cli-arg-token = The seat's secret token (from `rooms create` or the host's invitation).
cli-arg-ca = For a wss:// server: trust the certificate(s) in this PEM file too (a self-signed server's own certificate), besides the built-in roots. Default: $DICEPAD_CA.
cli-arg-options = Game options as key=value (repeatable), e.g. --option side=back.
cli-open-about = Open a save file in the window.
cli-open-arg-review = Open it in the review: the timeline at action N (0 = the start; default: the end).
cli-export-about = Render a seat's sheet of a save to PNG, with no window or display.
cli-export-arg-save = The save to render (not with --blank).
cli-export-arg-seat = Seat number, from 1.
cli-export-arg-dpi = Print resolution in dots per inch (a sheet point prints as 1/72 inch). Default: screen size for a save, 300 for --blank.
cli-export-arg-blank = An empty sheet of --game on an A4 page, ready to print.
cli-export-arg-game = With --blank: the game id.
cli-export-arg-seats = With --blank: how many seats the table has (sheets can differ by seat).
cli-export-arg-options = With --blank: game options as key=value (repeatable), e.g. --option side=back.
cli-replay-about = Print a summary of a save: whose turn, what now, legal actions, scores and their breakdown.
cli-replay-arg-state = Also print the raw game state (for bug reports).
cli-selfplay-about = Let bots play many seeded games and report score statistics.
cli-selfplay-arg-bot = Bot level for every seat (easy, normal or strong), unless --seats is given.
cli-selfplay-arg-seats = One bot level per seat, comma separated (e.g. normal,easy,easy); sets the seat count.
cli-selfplay-arg-games = How many games (at least 1).
cli-selfplay-arg-save = Also write the save file of the first game here (stopping after --stop-after actions if given).
cli-selfplay-arg-stop_after = With --save: stop that game after this many actions, so the save is of a running game.
cli-selfplay-arg-record = Record every game in the history database (see --db).
cli-selfplay-arg-db = With --record: the database file (default: history.sqlite3 in the data folder).
cli-stats-about = Print statistics from the game history: games, mean/best/worst, win rates per opponent.
cli-stats-arg-game = Only this game (its id).
cli-stats-arg-player = Only this player: a person's name, or "Easy bot" / "Normal bot" / "Strong bot".
cli-stats-arg-db = The database file (default: history.sqlite3 in the data folder).
cli-review-about = For each decision of the people in a save, the bot's choice, both moves' expected final scores and the points lost; then a summary.
cli-review-arg-bot = The reference bot (easy, normal or strong).
cli-review-arg-rollouts = Rollouts per candidate move, at most (default 32; fewer where the better move is clear).
cli-review-arg-seats = Review this seat (from 1; repeatable). Default: every person's seat, or every seat.
cli-review-arg-threads = Threads to use (default: one per core). The review is the same for any count.
cli-serve-about = Host network rooms (no window needed): every action is checked here, the dice are rolled here, and each room is saved in --data after every change (a restarted server resumes).
cli-serve-arg-listen = Address and port to listen on (port 0 picks a free one; it is printed).
cli-serve-arg-data = Folder for the rooms' files.
cli-serve-arg-durability = When an action counts as stored: `disk` (synced to the disk before anyone hears of it; survives a power cut) or `process` (handed to the system and synced in the background every 0.2 s: survives the server being killed, a power cut may lose the last fraction of a second; rooms never wait for a slow disk).
cli-serve-arg-store = Keep the rooms in this PostgreSQL database (postgres://user@host/db, no TLS), which several servers may share, each room played on one of them at a time; by default they are kept in an SQLite database in --data.
cli-serve-arg-node_address = With --store: the address to which clients that reach another server are sent to play a room held here (default: ws:// and the address this server listens on).
cli-serve-arg-lease = With --store: how long this server's hold on a room lasts unless renewed (every third of it); when a server dies, another takes its rooms over after this long.
cli-serve-arg-handshake_timeout = Close a connection that has not finished the WebSocket handshake (and the TLS one, with --tls-cert) after this long.
cli-serve-arg-idle_timeout = Close a connection silent this long (the server pings every third of it).
cli-serve-arg-max_connections = Open connections in all (keep it below the open-file limit, `ulimit -n`).
cli-serve-arg-max_connections_per_address = Open connections from one address (an IPv6 address counts by its /64).
cli-serve-arg-max_rooms_per_address = Rooms one address may have here at once (finished ones count until removed).
cli-serve-arg-keep_finished = Remove a finished room (memory and file) this long after its game ended.
cli-serve-arg-keep_idle = Remove an unfinished room in which nobody acted for this long.
cli-serve-arg-seat_grace = How long a dropped seat (or one nobody has joined yet) is kept for its player before anyone may hand it to a bot.
cli-serve-arg-tls_cert = Serve wss:// with this certificate chain (PEM, the server's own certificate first; with Let's Encrypt, `fullchain.pem`). Needs --tls-key.
cli-serve-arg-tls_key = The certificate's private key (PEM; with Let's Encrypt, `privkey.pem`).
cli-client-about = Play one seat of a network room with a bot to the end (reconnects with its token when the connection drops); prints the final scores as JSON.
cli-client-arg-bot = The bot level that plays the seat.
cli-client-arg-patience = Seconds to keep trying to reach the server before giving up.
cli-client-arg-pace = Milliseconds to wait before each action (to watch the game go).
cli-client-arg-away = Play across days: after each of the seat's actions, leave the room and come back after this many milliseconds.
cli-client-arg-save = Write the seat's save of the finished game here (seed and salt revealed, ready for `dicepad verify`).
cli-verify-about = Check a finished network game's dice: the revealed seed and salt give the commitment every seat was given, and every roll in the log is the one that seed gives. Prints one line; exits 1 when they do not.
cli-join-about = Open the window and join a seat of a network game (the host's invitation has all three).
cli-host-about = Open the window and host a network game: the server runs inside the app, the lobby shows an invitation for every remote seat.
cli-host-arg-seats = One entry per seat, comma separated: `you` (exactly one: the seat played in this window), remote, easy, normal or strong.
cli-host-arg-names = Seat names, comma separated (optional).
cli-host-arg-listen = Address and port the server listens on.
cli-host-arg-seed = Not for a hosted table: your own seat is a person's, so the server draws the dice's seed and keeps it secret until the end (given, it is refused).
cli-host-no-seed = a hosted table has your own seat, so the server draws the dice's seed itself and keeps it secret until the end: leave --seed out
cli-rooms-about = Network rooms.
cli-rooms-create-about = Open a room; prints JSON with the room code and one token per seat (null for bots).
cli-rooms-create-arg-seats = One entry per seat, comma separated: remote, local, easy, normal or strong.
cli-rooms-create-arg-seed = The dice's seed, only for a room with no remote seat (the server refuses one for a room with a remote seat, and draws a secret one).
cli-rooms-create-arg-clock = A clock: the time each person's seat has for each action (`30s`, `5m`, `1d`, …); when it runs out the room's bot makes that action for the seat.
cli-rooms-create-arg-clock_bot = The level of the bot that acts for a seat out of time: easy, normal or strong.

## dicepad ladder

cli-ladder-about = Rate the bot levels against each other from seeded games (Elo scale, Normal at 1500).
cli-ladder-arg-seats = Seats at the table (default: the game's fewest).
cli-ladder-arg-games = Games (solo: deals, each played by every level); at least 1.
cli-ladder-head = { $game }, { $seats ->
    [one] solo: { $games ->
        [one] 1 deal
       *[other] { $games } deals
    } from seed { $seed }, each played by every level
   *[other] { $seats } seats: { $games ->
        [one] 1 game
       *[other] { $games } games
    } from seed { $seed }
}
cli-ladder-anchor = { $level }: { $rating } (the fixed point)
cli-ladder-level = { $level }: { $rating } ± { $sd }
cli-ladder-gap = { $upper } above { $lower }: { $gap } ± { $sd }
cli-ladder-gap-bound = { $upper } above { $lower }: { $gap } or more (never behind in these games, so only the added draw holds the gap in)
cli-ladder-record = { $upper } against { $lower }: ahead { $ahead }, behind { $behind } (a draw counts half)
