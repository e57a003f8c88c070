# The services and the command line: review, history and statistics, daily challenges, export, network play, `dicepad` subcommands: their messages.

# Die Zusammenfassung der Nachbetrachtung und die Tabelle von `dicepad review`.
review-no-loss = Keine Entscheidung hat Punkte gekostet ({ $n ->
    [one] 1 Entscheidung
   *[other] { $n } Entscheidungen
} mit der Wahl des Bots { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
} verglichen).
review-summary = { $n ->
    [one] 1 Entscheidung kostet
   *[other] { $n } Entscheidungen kosten
} { $lost } erwartete Punkte; am meisten: Zeile { $line }, { $who }: { $played } statt { $best } ({ $big } Punkte).
review-col-line = Zeile
review-col-who = wer
review-col-played = gespielt
review-col-bot = Bot { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}
review-col-exp-played = erw. gespielt
review-col-exp-best = erw. bester
review-col-lost = verloren
review-col-rollouts = Ausspielungen
review-table-note = Bis zu { $n ->
    [one] 1 Ausspielung
   *[other] { $n } Ausspielungen
} je Zug, danach Bots Mittel auf jedem Platz (weniger, wo der bessere Zug klar war; keine, wo der gespielte Zug der des Bots ist).

review-err-rollouts = Ausspielungen müssen zwischen 1 und { $max } liegen, nicht { $n }
review-err-load = Nachbetrachtung nicht möglich: { $why }
review-err-unreadable = dieser Spielstand lässt sich nicht nachbetrachten: { $why }
review-err-unknown-game = dieser Spielstand lässt sich nicht nachbetrachten: unbekanntes Spiel `{ $game }`
review-err-no-seat = in einem Spiel mit { $seats } Plätzen gibt es keinen Platz { $seat }
review-err-no-decision = Zeile { $line } ist kein Zug von Platz { $seat }
review-err-not-legal = „{ $move }“ ist dort kein erlaubter Zug

# Die Kommandozeile (Unterbefehle von `dicepad`): Ausgaben für Menschen und Fehler.
cli-seats-from-1 = Plätze werden ab 1 gezählt
cli-review-cancelled = die Nachbetrachtung wurde abgebrochen

# Spielcodes (Neues Spiel › Spielcode).
code-empty = Der Spielcode ist leer.
code-bad-character = `{ $char }` kann nicht in einem Spielcode stehen (er besteht aus Ziffern und den Buchstaben A–Z ohne U).
code-check = In diesem Spielcode steckt irgendwo ein Tippfehler (sein Prüfbuchstabe passt nicht zum Rest). Prüfe ihn Zeichen für Zeichen.
code-too-long = Der Spielcode ist zu lang.
code-unknown-game = Der Spielcode nennt ein Spiel, das diese Version von dicepad nicht hat.
code-unknown-options = Der Spielcode nennt Optionen, die diese Version von dicepad nicht hat.

# Das als PNG exportierte Blatt.
export-cannot-write = { $file } lässt sich nicht schreiben
export-wrong-size = der Bildpuffer hat die falsche Größe
export-cannot-encode = das PNG lässt sich nicht kodieren
export-too-wide = das Bild ist zu breit
export-too-tall = das Bild ist zu hoch
export-finished = beendet
export-in-progress = läuft
export-actions = { $n ->
    [one] 1 Schritt
   *[other] { $n } Schritte
}
export-score-of = Punkte — { $name }
export-total = Summe: { $total }
export-table = Tisch
export-table-seat = { $name }: { $total }
export-table-winner = { $name }: { $total }  (gewonnen)
seed-sealed = versiegelter Startwert
seed-n = Startwert { $seed }

# Leere Blätter zum Drucken (Datei › Leeres Blatt drucken, `dicepad print`).
print-unknown-game = unbekanntes Spiel `{ $game }`; Spiele: { $games }
print-seats-range = { $game } hat { $min }–{ $max } Plätze, nicht { $n }
print-name = Name
print-date = Datum
print-footer = { $game } · leeres Blatt · gedruckt mit dicepad
print-dpi = --dpi { $dpi }: Erlaubt sind 30 bis 1200 Punkte pro Zoll

cli-wrote = { $file } geschrieben
cli-cannot-write = { $file } lässt sich nicht schreiben: { $why }
cli-no-such-seat = Platz { $seat } gibt es nicht: Dieses Spiel hat die Plätze 1 bis { $seats }
cli-no-such-blank-seat = Platz { $seat } gibt es nicht: Das leere Blatt hat die Plätze 1 bis { $seats } (mit --seats einstellen)
cli-export-needs-gui = Der PNG-Export braucht die Funktion `gui`, ohne die dieses Programm gebaut wurde
cli-recorded = { $n ->
    [one] 1 Spiel
   *[other] { $n } Spiele
} in { $db } erfasst
cli-dice-do-not-check = das Spiel ist zu Ende, aber seine Würfel halten der Prüfung nicht stand: { $why }

cli-review-step = --review erwartet eine Schrittnummer (0 = der Anfang), nicht `{ $step }`
cli-not-network = kein Netzwerkbefehl
cli-no-window = dieses Programm hat kein Fenster (ohne die Funktion `gui` gebaut)
cli-no-window-help = dieses Programm hat kein Fenster (ohne die Funktion `gui` gebaut); versuche `dicepad --help`

# Der Spielverlauf (Statistik).
history-corrupt = Der Spielverlauf { $path } ist beschädigt ({ $reason }); dicepad lässt ihn, wie er ist. Verschiebe oder benenne ihn um, um einen neuen Verlauf zu beginnen.
history-foreign = { $path } ist kein Spielverlauf von dicepad ({ $reason }); dicepad rührt ihn nicht an. Wähle eine andere Datei oder verschiebe diese.
history-locked = Der Spielverlauf { $path } wird von einem anderen Programm benutzt; versuche es wieder, wenn es fertig ist.
history-read-only = In den Spielverlauf { $path } lässt sich nicht schreiben ({ $reason }).
history-unreadable = Der Spielverlauf { $path } lässt sich nicht lesen ({ $reason }).
history-empty = Unter { $path } gibt es noch keinen Spielverlauf (beende ein Spiel oder starte selfplay --record).
history-newer = Der Spielverlauf { $path } stammt von einem neueren dicepad (Schema { $found }, dieses kennt bis { $known }); er bleibt unangetastet.
history-not-found = Im Spielverlauf gibt es kein Spiel { $id }.
history-bad-record = Ein Spiel ließ sich nicht erfassen: { $why }
history-other = Der Spielverlauf { $path } ist gescheitert: { $reason }

# `dicepad host --seats`.
host-two-you = nur ein Platz kann `you` sein
host-no-you = ein Platz muss `you` sein
host-not-a-seat = `{ $word }` ist kein Platz: Verwende you, remote, easy, normal oder strong
review-split = { $who } { $result }: zu Beginn { $start } erwartet, Würfel { $luck }, Entscheidungen { $lost } ({ $costly ->
    [one] 1 kostspielige
   *[other] { $costly } kostspielige
}).
review-split-unreviewed = { $who } { $result }: zu Beginn { $start } erwartet, Würfel { $luck } (Entscheidungen nicht geprüft).
review-accuracy = { $who }: Genauigkeit { $accuracy } % ({ $inaccuracies ->
    [one] 1 Ungenauigkeit
   *[other] { $inaccuracies } Ungenauigkeiten
}, { $mistakes ->
    [one] 1 Fehler
   *[other] { $mistakes } Fehler
}, { $blunders ->
    [one] 1 grober Fehler
   *[other] { $blunders } grobe Fehler
}).
review-label-inaccuracy = Ungenauigkeit
review-label-mistake = Fehler
review-label-blunder = Grober Fehler
review-luck-standing = Bei gleichem Glück: { $list }.
