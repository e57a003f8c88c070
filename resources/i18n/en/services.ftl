# The services and the command line: review, history and statistics, daily challenges, export, network play, `dicepad` subcommands: their messages.
