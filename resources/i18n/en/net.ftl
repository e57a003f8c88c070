# Network play: what the server says to a client (refusals, room states) and the problems a
# client meets connecting. The server sends these as ids with arguments; each client words them
# in its own language.

## The server's refusals.
net-server-said = { $text }
net-server-full = The server is full; try again later
net-too-many-rooms = { $n ->
    [one] You have 1 room open on this server, the most one address may have; finish it or try again later
   *[other] You have { $n } rooms open on this server, the most one address may have; finish one or try again later
}
net-not-a-seat = `{ $seat }` is not a seat: use remote, local, easy, normal or strong
net-seats-count = a room has 1 to 8 seats, not { $n }
net-server-broken = the server's room list is broken
net-remote-seed = a room with a seat for a person draws its own dice seed (only a table of bots may bring one): leave the seed out
net-no-random = the system gave no random numbers
net-clock-too-short = a clock needs at least { $min } ms a move, not { $ms } ms
net-clock-too-long = this server closes a room nobody acts in after { $idle } s: a clock of { $clock } s a move is longer
net-no-game = no game `{ $game }`
net-bad-room = the room cannot be made: { $why }
net-not-stored = the server could not store the room
net-room-not-made = the room could not be made
net-slow-down = too many messages: slow down (some were dropped)
net-binary = messages are JSON text, not binary
net-too-long = message too long ({ $bytes } bytes; at most { $max })
net-not-a-message = not a message: { $why }
net-other-version = protocol version { $v } is not spoken here (this server speaks { $ours })
net-no-version = a message needs the protocol version `v`
net-join-first = join a room first
net-join-seat-first = join a room with your seat's token first
net-room-gone = the room has closed
net-no-such-seat = there is no such room, or that token is not one of its seats
net-moved = this room is now played on another server: joining again
net-seat-taken = this seat is now played from another connection
net-closed-ended = this room has closed: its game ended a while ago
net-closed-idle = this room has closed: nobody had played in it for too long
net-no-seat = there is no seat { $seat }
net-seat-is-bot = seat { $seat } is a bot already
net-seat-connected = seat { $seat } is still connected; only a seat whose player left can be replaced
net-seat-grace = Seat { $seat } dropped; a bot may take it in { $secs } s
net-seat-elsewhere = another connection has taken this seat (you joined again elsewhere)
net-bot-plays = a bot plays this seat now
net-stale = that action was for the position after { $at } actions, but the game is at { $now } and your part of it has changed: look at the new state and act again
net-game-over = the game is over
net-not-your-turn = it is not your turn
net-cannot-show = the room's game cannot be shown: { $why }
net-start-folder = cannot use the data folder { $dir }: { $why }
net-start-store = the rooms' database cannot be opened: { $why }
net-start-listen = cannot listen on { $listen }: { $why }
net-start = cannot start the server: { $why }

## A client's side.
net-refused = the server refused: { $why }
net-refused-seat = the server refused the seat: { $why }
net-unreadable = unreadable message from the server: { $why }
net-unexpected = unexpected answer from the server
net-server-closed = the server closed the connection
net-broke = the connection broke: { $why }
net-no-networking = cannot start networking: { $why }
net-no-answer = the server did not answer in time
net-not-connected = not connected to the server
net-asking-whole = { $why }; asking the server for the whole game
net-untrusted-dice = the server's dice cannot be trusted: { $why }
net-bot-no-move = the bot has no move here
net-bot-move-missing = the bot's move is missing from the log
net-unreachable = cannot reach { $url }: { $why }
net-needs-tls = { $url } is a TLS server: connect with wss://{ $rest }
net-tls-closed = cannot reach { $url }: the server closed the connection during the TLS handshake (does it serve ws:// only?)
net-tls-untrusted = cannot reach { $url }: its certificate is not trusted ({ $why }); for a server with a certificate of its own, trust that certificate with --ca FILE (the window: start it with { $env }=FILE)
net-tls-not-tls = cannot reach { $url }: it did not answer in TLS (it may be full, or serve ws:// only)
net-tls-failed = cannot reach { $url }: TLS failed: { $why }
net-trust = the certificates to trust cannot be read: { $why }

## Following the room's game.
net-follow-gap = the server's update starts after { $from } actions, but this copy has { $have }
net-follow-lines = the server's update is malformed: { $lines } lines from { $from } do not make { $at }
net-follow-bot = the server's update is malformed: a bot's move at { $at } is not among the new lines
net-follow-refused = the server's update does not apply here: { $why }

## Fair dice.
net-fair = fair: the revealed seed matches the commitment, and { $rolls ->
    [one] the 1 roll is the one the seed gives
   *[other] all { $rolls } rolls are the ones the seed gives
}
net-unfair-no-seal = this save has no commitment to its seed (only network games are sealed)
net-unfair-not-revealed = the seed and salt are not revealed yet (the game is still running)
net-unfair-mismatch = the revealed seed and salt do not give the commitment the seats were given
net-unfair-roll = log line { $line }: the dice show `{ $logged }`, but the revealed seed rolls `{ $seeded }`
net-unfair-load = the save does not load: { $why }
net-unfair-changed = the server's commitment to the dice changed during the game (first { $first }, now { $now })
# $dice: net-fair; $mixed: which seats' random values the rolls used; $scores: the seats'
# scores in seat order, as replaying the log gives them.
net-fair-verdict = { $dice }; { $mixed }; replaying every action gives the scores { $scores }
net-fair-mixed-none = no seat added a random value (the rolls are the server's seed alone)
net-fair-mixed-first = the rolls from log line { $line } on also used { $n ->
    [one] seat { $seats }'s random value
   *[other] the random values of seats { $seats }
}
net-fair-mixed-more = { $earlier }, and from line { $line } on { $n ->
    [one] seat { $seats }'s
   *[other] those of seats { $seats }
} too
net-unfair-summary = the save's summary says "{ $saved }", but replaying its log gives "{ $replayed }": it was changed after the game
net-unfair-not-played = this is not the game that was played: log line { $line } is not the one this seat saw
net-unfair-shorter = this is not the game that was played: it has { $have } log lines, but this seat saw { $seen }
net-unfair-left-out = the server left out this seat's random value for the dice (or changed it, or took it in too late)
net-unfair-contributions-changed = the server changed the seats' random values for the dice during the game
