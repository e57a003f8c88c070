# Network play: what a seat is told when the server could not store what it asked for (its
# database failed); nobody else heard of it, and the game stays where it was stored.

net-move-not-saved = the server could not save your move, so nobody saw it: try again in a moment
net-change-not-saved = the server could not save this change, so nothing changed: try again in a moment
