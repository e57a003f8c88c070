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
