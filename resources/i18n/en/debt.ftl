# A bot seat's name when it was given none (a network room stores it blank, and each player's
# window words it): the level is the level's key (Easy, Normal, Strong), as in seat-bot-*.
seat-bot-n = Bot { $n } ({ $level })
