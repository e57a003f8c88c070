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
