# Härtung, dritte Runde: das Sitzbuch, das Protokoll, Worte in der Sprache des Spielers.
seat-book-file = Die Liste deiner Netzwerkspiele
seat-book-empty = eine neue Liste wurde begonnen
seat-book-kept = Die Liste deiner Netzwerkspiele auf der Festplatte ließ sich nicht lesen; sie wurde darum als { $kept } aufbewahrt, bevor die neue geschrieben wurde.
seat-book-cannot-write = Das Netzwerkspiel ließ sich nicht merken: { $why }
seat-book-json-io = die Datei ließ sich nicht lesen
seat-book-json-syntax = der Text hat nicht das Format der Liste
seat-book-json-data = ein Wert ist keiner, den die Liste enthält
seat-book-json-eof = die Datei endet zu früh
log-bad-filter = --log `{ $given }` ist keine Stufe (error, warn, info, debug, trace, off) und keine Liste von Ziel=Stufe-Angaben
log-rust-log-ignored = RUST_LOG `{ $value }` ist unverständlich und wird nicht beachtet
log-no-file = keine Protokolldatei in { $folder }: { $why }
log-rotation-failed = das Protokoll { $file } ließ sich nicht weiterschieben ({ $why }); es geht in derselben Datei weiter, bis zu { $limit } Bytes
history-not-text = ein gespeicherter Text ist kein gültiges UTF-8
sim-bad-level = { $why }
sim-bot-stuck = der Bot konnte bei Aktion { $at } nicht ziehen
sim-endless = das Spiel endete nach einer Million Aktionen nicht
sim-save = der Spielstand ließ sich nicht schreiben: { $why }
sim-write = { $file } lässt sich nicht schreiben: { $why }
sim-thread-panicked = ein Thread der Bot-Spiele brach mit einem Fehler ab
option-arg-not-key-value = die Option `{ $option }` sollte die Form Schlüssel=Wert haben
cli-progress-rendering = die Seite wird gezeichnet
cli-progress-percent = { $percent } %
