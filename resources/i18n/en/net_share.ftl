# A fair share of the server (issue 47): refusals about room openings, the message rate, and a
# room closed because no seat ever joined it.

net-share-create-secret = this server opens rooms only for its own players: ask its operator for the create secret
net-share-group-rooms = { $n ->
    [one] Your network has 1 room open on this server, the most one network may have; try again later
   *[other] Your network has { $n } rooms open on this server, the most one network may have; try again later
}
net-share-creates-busy = this server opens at most { $per_min } rooms a minute for everyone together; try again in { $secs } s
net-share-slow-down = slow down: this server takes at most { $rate } messages a second from one connection ({ $burst } at once); the rest were dropped, send again in { $ms } ms
net-closed-unjoined = this room has closed: no seat had joined it in time

## `dicepad serve`'s and `dicepad rooms create`'s options for a fair share of the server.
cli-serve-arg-join_timeout = Close a connection that has neither joined a seat nor watched a room this long after its handshake
cli-serve-arg-message_timeout = Close a connection that began a message (a frame, or a fragmented message) and has not finished it this long after
cli-serve-arg-max_unseated = Open connections that hold no seat (spectators, connections yet to join, handshakes); the rest of --max-connections is kept for players in their seats
cli-serve-arg-max_connections_per_group = Open connections from one address group (an IPv4 /24, an IPv6 /48)
cli-serve-arg-max_rooms_per_group = Rooms one address group (an IPv4 /24, an IPv6 /48) may have here at once
cli-serve-arg-max_rooms = Rooms this server holds at most
cli-serve-arg-creates_per_minute = Rooms opened per minute, server-wide, on average (bursts of up to 60 at once)
cli-serve-arg-keep_unjoined = Remove a room no seat has joined this long after it was opened (or after a restart, for a room in which nobody has played yet)
cli-serve-arg-create_secret = Open rooms only for a `create_room` carrying this secret (`dicepad rooms create --create-secret`); anyone may still join a room with its seat's token. Default: $DICEPAD_CREATE_SECRET
cli-rooms-create-arg-create_secret = The server's create secret, for a server started with `--create-secret`. Default: $DICEPAD_CREATE_SECRET
