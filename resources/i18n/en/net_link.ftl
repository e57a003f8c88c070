# Network play: the names a room is opened with, redirects, and a link to a server that went silent.

net-name-control = seat { $seat }'s name holds a control character or a text direction mark; choose another
net-name-long = seat { $seat }'s name is too long: a name has at most { $max } letters
net-name-default = seat { $seat }'s name “{ $name }” is how the game names a seat, a bot or the server; choose another
net-name-twice = seats { $first } and { $seat } are both called “{ $name }”; each seat at a table needs a name of its own
net-redirect-downgrade = a server reached with encryption (wss://) sent this game on to one without (ws://); not followed, so the seat's token does not travel in clear
net-silent = nothing heard from the server for { $secs } s
