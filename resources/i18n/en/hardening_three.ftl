# Hardening, third round: the seat book, the log, words in the player's language.
seat-book-file = The list of your network games
seat-book-empty = a new list was started
seat-book-kept = The list of your network games on disk could not be read, so it was kept as { $kept } before the new one was written.
seat-book-cannot-write = The network game could not be remembered: { $why }
seat-book-json-io = the file could not be read
seat-book-json-syntax = the text is not in the list's format
seat-book-json-data = a value is not one the list holds
seat-book-json-eof = the file ends too soon
log-bad-filter = --log `{ $given }` is not a level (error, warn, info, debug, trace, off) or a list of target=level directives
log-rust-log-ignored = RUST_LOG `{ $value }` was not understood; it is ignored
log-no-file = no log file in { $folder }: { $why }
log-rotation-failed = the log { $file } could not be rotated ({ $why }); it goes on in the same file up to { $limit } bytes
history-not-text = a stored text is not valid UTF-8
sim-bad-level = { $why }
sim-bot-stuck = the bot could not move at action { $at }
sim-endless = the game did not end after a million actions
sim-save = the save could not be written: { $why }
sim-write = cannot write { $file }: { $why }
sim-thread-panicked = a thread of the bot games stopped with an error
option-arg-not-key-value = option `{ $option }` should look like key=value
cli-progress-rendering = rendering the page
cli-progress-percent = { $percent }%
