# The window's network connection (src/net/remote_link.rs): redirects between servers.

wn-redirect-loop = the servers sent this game on { $n ->
    [one] once
   *[other] { $n } times
} in a row without one taking it (last to { $address }); try again later
wn-redirect-bad = a server sent this game on to an address that is no server's
wn-moved = the room is on another server ({ $address })
