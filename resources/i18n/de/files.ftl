# Dateien und Spielstände: Lesen und Schreiben, RON-Fehler, Laden von Spielständen, Gründe der
# Spielhistorie, Standardnamen der Plätze, Notationsfehler.

## Ein- und Ausgabe

file-io-not-found = sie existiert nicht
file-io-permission = Zugriff verweigert
file-io-exists = sie existiert bereits
file-io-folder = es ist ein Ordner
file-io-not-folder = ein Teil des Pfads ist kein Ordner
file-io-read-only = der Datenträger ist schreibgeschützt
file-io-full = der Datenträger ist voll
file-io-bad-name = der Name ist zu lang oder nicht erlaubt
# $why: die Worte des Betriebssystems (Englisch).
file-io-other = { $why }
file-refused-links = zu viele symbolische Verknüpfungen
file-refused-not-regular = es ist keine gewöhnliche Datei (ein Ordner, Gerät oder eine Pipe); wähle einen Dateinamen
file-refused-no-folder = ihr Ordner { $folder } existiert nicht
file-refused-no-name = der Pfad nennt keine Datei
file-refused-broken = es werden schon zu viele beschädigte Kopien aufbewahrt
file-not-a-file = es ist keine gewöhnliche Datei (sondern ein Ordner, ein Gerät oder eine Pipe)
file-too-big = { $size } Bytes sind zu groß (die Grenze liegt bei { $limit } Bytes)
file-not-text = die Datei ist kein Text (ungültiges UTF-8 bei Byte { $byte })
file-same-as-input = das ist die Datei, die gerade gelesen wird; wähle einen anderen Namen

## Was der RON-Leser gefunden hat

file-ron-at = Zeile { $line }, Spalte { $column }: { $what }
file-ron-eof = die Datei endet zu früh (ist sie abgeschnitten?)
file-ron-deep = die Klammern sind zu tief verschachtelt
file-ron-list = hier wurde eine Liste in [ ] erwartet
file-ron-list-end = eine Liste wird nicht mit ] geschlossen
file-ron-hash = eine Zeile, die mit # beginnt, wird nicht verstanden
file-ron-bool = hier wurde true oder false erwartet
file-ron-comma = ein Komma fehlt
file-ron-number = hier wurde eine Zahl erwartet
file-ron-digit = „{ $found }“ ist keine Ziffer
file-ron-range = die Zahl ist zu groß oder zu klein
file-ron-option = hier wurde ein optionaler Wert erwartet
file-ron-map = eine Tabelle in {"{"} {"}"} ist hier fehlerhaft
file-ron-group = hier wurde eine Gruppe in ( ) erwartet
file-ron-group-end = eine Gruppe wird nicht mit ) geschlossen
file-ron-struct-name = „{ $found }“ ist nicht der Name, der hier erwartet wird
file-ron-string = hier wurde ein Text in Anführungszeichen erwartet
file-ron-string-end = ein Text wird nicht mit einem Anführungszeichen geschlossen
file-ron-escape = ein Text enthält eine ungültige \-Sequenz
file-ron-name = hier wurde ein Name erwartet
file-ron-bad-name = „{ $found }“ ist kein Name, der hierher passt
file-ron-comment = ein Kommentar wird nicht geschlossen
file-ron-char = „{ $found }“ gehört nicht hierher
file-ron-utf8 = die Datei ist kein Text
file-ron-trailing = nach dem Ende folgt noch Text
file-ron-kind = „{ $found }“ ist nicht die Art Wert, die hier erwartet wird
file-ron-length = { $found } Einträge, wo { $expected } erwartet wurden
file-ron-variant = „{ $found }“ ist nicht eines von: { $known }
file-ron-field = „{ $found }“ ist kein bekannter Eintrag (bekannt: { $known })
file-ron-missing = der Eintrag „{ $field }“ fehlt
file-ron-twice = der Eintrag „{ $field }“ steht zweimal da
# $why: die eigenen Worte einer Prüfung (Englisch).
file-ron-message = { $why }
file-ron-other = der Text wird hier nicht verstanden

## Spielstände

file-save-io = kann nicht gelesen werden: { $why }
file-save-syntax = kein dicepad-Spielstand: { $why }
file-save-not-a-file = keine gewöhnliche Datei (sondern ein Ordner, ein Gerät oder eine Pipe); ein Spielstand ist eine .ron-Datei
file-save-too-big = { $size } Bytes sind zu groß für einen Spielstand (ein Spielstand hat ein paar Kilobyte; die Grenze liegt bei { $limit } Bytes)
file-save-version = das Spielstandformat { $found } wird nicht unterstützt (dieses dicepad liest Format { $known })
file-save-unknown-game = unbekanntes Spiel `{ $game }`
file-save-action = Aktion { $index } `{ $action }`: { $why }
file-save-deep = die Klammern sind für einen Spielstand zu tief verschachtelt
file-save-hash = ein Spielstand beginnt nicht mit `#`
file-save-start = ein Spielstand beginnt mit `(format: { $format }, game: "…"`, diese Datei mit `{ $start }`
file-save-not-a-seat = `{ $seat }` ist kein Platz
file-save-other-game = dieser Spielstand gehört zu `{ $found }`, nicht zu `{ $game }`
file-save-seat-count = { $game } wird mit { $min }–{ $max } Plätzen gespielt, der Spielstand nennt { $n }
file-save-too-long = das Aktionsprotokoll hat { $entries } Einträge, aber eine Partie { $game } mit { $n } Plätzen endet nach höchstens { $longest }
file-save-sealed-bare = seine Würfel sind versiegelt, aber es fehlt die Festlegung auf den Startwert
file-save-contribution-seat = die Würfel führen einen Zufallswert von Platz { $seat }, den es an diesem Tisch nicht gibt
file-save-contribution-twice = die Würfel führen zwei Zufallswerte von Platz { $seat } (jeder Platz gibt einen)
file-save-contribution-order = die Zufallswerte der Plätze stehen nicht in der Reihenfolge, in der der Server sie bekam
file-save-contribution-rewrites = die Zufallswerte der Plätze, mit denen schon gewürfelt wurde, würden sich ändern
# $why: die eigene Prüfung des Spiels (Englisch).
file-save-setup = das Spiel lässt sich nicht aufbauen: { $why }
file-save-seed-sets = der Startwert ergibt hier `{ $logged }`
file-save-short = das Aktionsprotokoll ist kürzer als der Spielaufbau
file-save-over = das Spiel war schon zu Ende
file-save-seat-out = das Spiel hat { $n ->
    [one] einen Platz
   *[other] { $n } Plätze
}
# $why: die eigenen Worte des Schreibers (Englisch).
file-save-unwritable = kann nicht geschrieben werden: { $why }
file-seal-seed-rolls = der Startwert würfelt hier `{ $seeded }`
# $why: die eigenen Worte des Schreibers (Englisch).
file-state-unshown = (der Spielzustand kann nicht gezeigt werden: { $why })

## Neue Spiele: Plätze, Namen, Optionen

file-setup-seats = { $game } wird mit { $min }–{ $max } Plätzen gespielt, nicht mit { $n }
file-seat-name-long = der Name auf Platz { $seat } ist zu lang: ein Name hat höchstens { $max } Buchstaben
file-seat-name-control = der Name auf Platz { $seat } enthält ein Steuerzeichen (etwa einen Zeilenumbruch)
file-seat-bot = Bot { $n }
file-bot-level-unknown = unbekannte Bot-Stufe `{ $level }` (nimm easy, normal oder strong)
file-option-none = { $game } hat keine Optionen (`{ $key }` angegeben)
file-option-key = { $game } hat keine Option `{ $key }` ({ $known })
file-option-value = { $key } `{ $value }`: nimm { $values }
# Between the values an option takes ("front or back").
file-option-or = {" "}oder{" "}
file-daily-bot-stuck = der Bot konnte bei Aktion { $action } nicht ziehen

## Notation (die Schlüsselwörter sind in jeder Sprache gleich)

file-notation-number = `{ $word }` ist keine Zahl in `{ $text }`
file-notation-in = { $why } in `{ $text }`
file-notation-compass = `{ $word }` ist keine Richtung (N, E, S, W)
file-notation-hex = `{ $word }` ist kein Feld wie 2,-1 (zwei Zahlen von -{ $max } bis { $max })
file-notation-hex-dir = `{ $word }` ist keine Richtung (N, NE, SE, S, SW, NW)
file-notation-honeycomb = `{ $word }` ist keine Aktion von Honeycomb (roll, dice A B C, move RICHTUNG N, jump RICHTUNG)
file-notation-hex-roller = `{ $word }` ist keine Aktion von Hex Roller (roll W.., pick N, write Q,R, third N, extra N, two, rows A B)
file-notation-spot = `{ $word }` ist kein Feld (ein Spaltenbuchstabe und eine Zeilennummer, etwa C3)
file-notation-molecular = `{ $word }` ist keine Aktion von Molecular Structures (dice N N N, take N, write C3, red reroll, red skip, green, reroll)
file-notation-black-molly = `{ $word }` ist keine Aktion von Black Molly (aquarium REIHEN, start KARTE, move VON NACH, old VON NACH, done, roll, d4 N, split E|S, molly 1|2 KARTE)
file-notation-aquarium = `{ $word }` ist kein Aquarium (4 Reihen zu 6 Karten, getrennt durch /, aus S B A W P > v F 2 3 4)
file-notation-molly = `{ $word }` ist keine Molly (1 oder 2) in `{ $text }`
file-notation-card = `{ $word }` ist keine Karte (a1 bis f4: Spalte a–f, Reihe 1–4 von oben)
file-notation-turns = ein Verdrehen hat höchstens { $max } Schichtdrehungen, nicht { $n }
file-notation-turn = `{ $word }` ist keine Schichtdrehung (U, D, N, S, E, W, wahlweise mit ')
file-notation-colour = `{ $word }` ist keine Farbe (R, O, Y, G, B, W)
file-notation-piece = `{ $word }` ist kein Teil (I, O, T, L, S)
file-notation-cell = `{ $word }` ist kein Feld des Ladegitters (etwa e5)
file-notation-scramble = ein Verdrehen nennt seine Drehungen und endet mit @Ausrichtung
file-notation-orient-at = `{ $word }` sollte die Ausrichtung sein, etwa @17
file-notation-faces = ein Würfel nennt 6 Seiten, getrennt durch / (oben, Süden, Westen, Norden, Osten, unten), nicht { $n }
file-notation-stickers = Seite { $face } hat { $n } Felder, nicht 4
file-notation-orient = `{ $word }` ist keine Ausrichtung (0–3, wahlweise gefolgt von f)
file-notation-diaominos = `{ $word }` ist keine Aktion von Diaominos (colours default, colour I R, mark e5, nomark, load T 1f e3, skip T)

## Gründe der Spielhistorie

file-history-wrong-type = ein gespeicherter Wert hat den falschen Typ
file-history-pages = ihre Seiten passen nicht zusammen
file-history-not-db = es ist keine Datenbankdatei
file-history-read-only = die Datei oder ihr Ordner ist schreibgeschützt
file-history-no-access = Zugriff verweigert, oder ihr Ordner fehlt
file-history-disk = der Datenträger hat einen Fehler gemeldet
file-history-file-read-only = die Datei ist schreibgeschützt
file-history-no-folder = ihr Ordner kann nicht angelegt werden: { $why }
file-history-not-wal = sie lässt sich nicht auf WAL umstellen (Journalmodus { $mode })
file-history-marked = ein anderes Programm hat sie als seine eigene gekennzeichnet
file-history-not-ours = ihre Tabellen sind nicht die einer Spielhistorie
file-history-version = ihre Versionsnummer wurde verändert
file-history-tables = ihre Tabellen passen nicht zu ihrer Versionsnummer
# $why: die eigenen Worte von SQLite (Englisch).
file-history-sqlite = { $why }
file-history-no-seats = sie hat keine Plätze
file-history-scores = { $scores } Ergebnisse für { $seats } Plätze
file-history-breakdowns = { $breakdowns } Aufschlüsselungen für { $seats } Plätze
file-history-winner = Gewinnerplatz { $winner } von { $seats }
file-history-not-over = das Spiel ist noch nicht zu Ende
