# The command line: --help, the stats and selfplay reports.

## dicepad stats

cli-stats-summary = { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
} beendet, { $abandoned } abgebrochen
cli-stats-player = Spieler
cli-stats-games = Spiele
cli-stats-abandoned = abgebrochen
cli-stats-mean = Schnitt
cli-stats-best = bestes
cli-stats-worst = schlechtestes
cli-stats-wins = Siege
cli-stats-by-opponent = nach Gegnern
# $n: eine Zahl, schon mit ihren Nachkommastellen geschrieben.
cli-percent = { $n } %

## dicepad selfplay

cli-selfplay-head = { $game }: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
} ab Startwert { $seed } ({ $actions } Aktionen pro Spiel)
cli-selfplay-seat = Platz { $seat } ({ $level }): Schnitt { $mean }, min. { $min }, max. { $max }, Streuung (sd) { $sd }
cli-selfplay-wins = , Siege { $rate } %
cli-selfplay-alone = {" "}(allein { $rate } %)
cli-selfplay-time = selfplay: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
} in { $secs } s ({ $micros } µs pro Aktion im Schnitt)
cli-selfplay-decisions = Platz { $seat } ({ $level }): { $n ->
    [one] 1 Entscheidung
   *[other] { $n } Entscheidungen
}, Median { $median } ms, p90 { $p90 } ms, max. { $max } ms

## Fehler der Befehlszeile selbst

cli-lang-unknown = `{ $code }` ist keine Sprache: nimm en, de oder nl
cli-no-gui = dieser Befehl öffnet das Fenster; dieser Build hat keine grafische Oberfläche
cli-export-what = gib einen Spielstand zum Exportieren an, oder --blank --game ID

## --help: die eigenen Worte von clap

cli-heading-usage = Aufruf:
cli-heading-commands = Befehle
cli-heading-options = Optionen
cli-heading-arguments = Argumente
cli-help-about = Zeigt diese Hilfe oder die Hilfe der genannten Befehle
cli-games = Spiele: { $ids }

## --help: jeder Befehl und jedes Argument

cli-about = Würfel- und Plättchenspiele zum Ankreuzen, mit Bots. Ohne Befehl öffnet sich das Fenster.
cli-arg-help = Zeigt die Hilfe
cli-arg-version = Zeigt die Version
cli-arg-log = Was protokolliert wird: eine Stufe (error, warn, info, debug, trace, off) oder Anweisungen ziel=stufe, z. B. `dicepad::net=debug,info`. Hat Vorrang vor RUST_LOG. Das Fenster protokolliert nach logs/dicepad.log im Datenordner, `serve` nach logs/ in seinem --data-Ordner.
cli-arg-log-value = STUFE
cli-arg-log_format = Wie Protokollzeilen aussehen: text, oder ein JSON-Objekt pro Zeile.
cli-arg-lang = Die Sprache, in der dicepad spricht: en, de oder nl. Ohne diese Angabe entscheidet die Systemsprache (LC_ALL, dann LC_MESSAGES, dann LANG; Englisch für jede andere Sprache). Spielstände und Notation sind in jeder Sprache gleich.
cli-arg-lang-value = SPRACHE
cli-arg-server = Der Server, z. B. ws://192.168.1.5:7878 (oder wss://… für einen Server mit TLS).
cli-arg-token = Das geheime Token des Platzes (aus `rooms create` oder der Einladung des Gastgebers).
cli-arg-ca = Für einen wss://-Server: vertraue auch dem oder den Zertifikaten in dieser PEM-Datei (dem eigenen Zertifikat eines selbst signierten Servers), zusätzlich zu den eingebauten Stammzertifikaten. Standard: $DICEPAD_CA.
cli-arg-options = Spieloptionen als schlüssel=wert (wiederholbar), z. B. --option side=back.
cli-open-about = Öffnet einen Spielstand im Fenster.
cli-open-arg-review = Öffnet ihn in der Nachbetrachtung: die Zeitleiste bei Aktion N (0 = der Anfang; Standard: das Ende).
cli-export-about = Zeichnet den Bogen eines Platzes aus einem Spielstand als PNG, ohne Fenster oder Bildschirm.
cli-export-arg-save = Der zu zeichnende Spielstand (nicht mit --blank).
cli-export-arg-seat = Nummer des Platzes, ab 1.
cli-export-arg-dpi = Druckauflösung in Punkten pro Zoll (ein Bogenpunkt wird als 1/72 Zoll gedruckt). Standard: Bildschirmgröße für einen Spielstand, 300 für --blank.
cli-export-arg-blank = Ein leerer Bogen von --game auf einer A4-Seite, fertig zum Drucken.
cli-export-arg-game = Mit --blank: die Spiel-ID.
cli-export-arg-seats = Mit --blank: wie viele Plätze der Tisch hat (die Bögen können je Platz verschieden sein).
cli-export-arg-options = Mit --blank: Spieloptionen als schlüssel=wert (wiederholbar), z. B. --option side=back.
cli-replay-about = Zeigt eine Zusammenfassung eines Spielstands: wer am Zug ist, was jetzt zu tun ist, erlaubte Aktionen, Punkte und ihre Aufschlüsselung.
cli-replay-arg-state = Zeigt auch den rohen Spielzustand (für Fehlerberichte).
cli-selfplay-about = Lässt Bots viele Spiele mit Startwert spielen und berichtet die Punktestatistik.
cli-selfplay-arg-bot = Bot-Stufe für jeden Platz (easy, normal oder strong), außer wenn --seats angegeben ist.
cli-selfplay-arg-seats = Eine Bot-Stufe pro Platz, durch Kommas getrennt (z. B. normal,easy,easy); legt die Zahl der Plätze fest.
cli-selfplay-arg-games = Wie viele Spiele (mindestens 1).
cli-selfplay-arg-save = Schreibt auch den Spielstand des ersten Spiels hierhin (angehalten nach --stop-after Aktionen, falls angegeben).
cli-selfplay-arg-stop_after = Mit --save: hält dieses Spiel nach so vielen Aktionen an, sodass der Spielstand ein laufendes Spiel ist.
cli-selfplay-arg-record = Trägt jedes Spiel in die Datenbank der Spielhistorie ein (siehe --db).
cli-selfplay-arg-db = Mit --record: die Datenbankdatei (Standard: history.sqlite3 im Datenordner).
cli-stats-about = Zeigt Statistiken aus der Spielhistorie: Spiele, Schnitt/bestes/schlechtestes, Siegquoten nach Gegnern.
cli-stats-arg-game = Nur dieses Spiel (seine ID).
cli-stats-arg-player = Nur dieser Spieler: der Name eines Menschen, oder "Easy bot" / "Normal bot" / "Strong bot".
cli-stats-arg-db = Die Datenbankdatei (Standard: history.sqlite3 im Datenordner).
cli-review-about = Für jede Entscheidung der Menschen in einem Spielstand: die Wahl des Bots, die erwarteten Endpunkte beider Züge und die verlorenen Punkte; danach eine Zusammenfassung.
cli-review-arg-bot = Der Vergleichsbot (easy, normal oder strong).
cli-review-arg-rollouts = Höchstens so viele Durchspielungen pro möglichem Zug (Standard 32; weniger, wo der bessere Zug klar ist).
cli-review-arg-seats = Betrachtet diesen Platz (ab 1; wiederholbar). Standard: jeder Platz eines Menschen, sonst jeder Platz.
cli-review-arg-threads = Zu nutzende Threads (Standard: einer pro Kern). Die Nachbetrachtung ist bei jeder Anzahl gleich.
cli-serve-about = Stellt Netzwerkräume bereit (ohne Fenster): jede Aktion wird hier geprüft, hier wird gewürfelt, und jeder Raum wird nach jeder Änderung in --data gespeichert (ein neu gestarteter Server macht weiter).
cli-serve-arg-listen = Adresse und Port, auf denen gelauscht wird (Port 0 wählt einen freien; er wird ausgegeben).
cli-serve-arg-data = Ordner für die Dateien der Räume.
cli-serve-arg-durability = Wann eine Aktion als gespeichert gilt: `disk` (auf den Datenträger geschrieben, bevor irgendwer davon erfährt; übersteht einen Stromausfall) oder `process` (dem System übergeben und im Hintergrund alle 0,2 s geschrieben: übersteht, dass der Server beendet wird, ein Stromausfall kann den letzten Bruchteil einer Sekunde verlieren; Räume warten nie auf einen langsamen Datenträger).
cli-serve-arg-store = Die Räume in dieser PostgreSQL-Datenbank halten (postgres://benutzer@host/db, ohne TLS), die sich mehrere Server teilen können; jeder Raum wird jeweils auf einem von ihnen gespielt. Ohne diese Angabe liegen sie in einer SQLite-Datenbank in --data.
cli-serve-arg-node_address = Mit --store: die Adresse, an die Clients geschickt werden, die einen anderen Server erreichen, um einen hier gehaltenen Raum zu spielen (Standard: ws:// und die Adresse, auf der dieser Server hört).
cli-serve-arg-lease = Mit --store: wie lange dieser Server einen Raum hält, wenn er ihn nicht erneuert (das tut er nach einem Drittel der Zeit); fällt ein Server aus, übernimmt ein anderer nach dieser Zeit seine Räume.
cli-serve-arg-handshake_timeout = Schließt eine Verbindung, die den WebSocket-Handshake (und mit --tls-cert den TLS-Handshake) nach dieser Zeit nicht beendet hat.
cli-serve-arg-idle_timeout = Schließt eine Verbindung, die so lange still ist (der Server pingt nach jedem Drittel davon).
cli-serve-arg-max_connections = Offene Verbindungen insgesamt (unter der Grenze offener Dateien halten, `ulimit -n`).
cli-serve-arg-max_connections_per_address = Offene Verbindungen von einer Adresse (eine IPv6-Adresse zählt nach ihrem /64).
cli-serve-arg-max_rooms_per_address = Räume, die eine Adresse hier gleichzeitig haben darf (beendete zählen, bis sie entfernt sind).
cli-serve-arg-keep_finished = Entfernt einen beendeten Raum (Speicher und Datei) so lange nach dem Ende seines Spiels.
cli-serve-arg-keep_idle = Entfernt einen unbeendeten Raum, in dem so lange niemand gehandelt hat.
cli-serve-arg-seat_grace = Wie lange ein verlassener Platz (oder einer, dem noch niemand beigetreten ist) für seinen Spieler frei bleibt, bevor ihn jemand einem Bot geben darf.
cli-serve-arg-tls_cert = Bedient wss:// mit dieser Zertifikatskette (PEM, das eigene Zertifikat des Servers zuerst; mit Let's Encrypt `fullchain.pem`). Braucht --tls-key.
cli-serve-arg-tls_key = Der private Schlüssel des Zertifikats (PEM; mit Let's Encrypt `privkey.pem`).
cli-client-about = Spielt einen Platz eines Netzwerkraums mit einem Bot zu Ende (verbindet sich mit seinem Token neu, wenn die Verbindung abreißt); gibt die Endpunkte als JSON aus.
cli-client-arg-bot = Die Stufe des Bots, der den Platz spielt.
cli-client-arg-patience = Wie viele Sekunden versucht wird, den Server zu erreichen, bevor aufgegeben wird.
cli-client-arg-pace = Millisekunden Wartezeit vor jeder Aktion (um dem Spiel zuzusehen).
cli-client-arg-away = Über Tage spielen: nach jeder Aktion des Platzes den Raum verlassen und nach so vielen Millisekunden zurückkommen.
cli-client-arg-save = Schreibt den Spielstand des Platzes vom beendeten Spiel hierhin (Startwert und Salz offengelegt, bereit für `dicepad verify`).
cli-verify-about = Prüft die Würfel eines beendeten Netzwerkspiels: offengelegter Startwert und Salz ergeben die Festlegung, die jeder Platz bekam, und jeder Wurf im Protokoll ist der, den dieser Startwert ergibt. Gibt eine Zeile aus; endet mit 1, wenn nicht.
cli-join-about = Öffnet das Fenster und tritt einem Platz eines Netzwerkspiels bei (die Einladung des Gastgebers enthält alle drei Angaben).
cli-host-about = Öffnet das Fenster und richtet ein Netzwerkspiel aus: der Server läuft in der App, die Lobby zeigt eine Einladung für jeden entfernten Platz.
cli-host-arg-seats = Ein Eintrag pro Platz, durch Kommas getrennt: `you` (genau einer: der Platz, der in diesem Fenster gespielt wird), remote, easy, normal oder strong.
cli-host-arg-names = Namen der Plätze, durch Kommas getrennt (wahlweise).
cli-host-arg-listen = Adresse und Port, auf denen der Server lauscht.
cli-host-arg-seed = Nicht für einen gehosteten Tisch: dein eigener Platz ist der eines Menschen, also zieht der Server den Startwert der Würfel und hält ihn bis zum Ende geheim (angegeben, wird er abgelehnt).
cli-host-no-seed = ein gehosteter Tisch hat deinen eigenen Platz, also zieht der Server den Startwert der Würfel selbst und hält ihn bis zum Ende geheim: lass --seed weg
cli-rooms-about = Netzwerkräume.
cli-rooms-create-about = Öffnet einen Raum; gibt JSON mit dem Raumcode und einem Token pro Platz aus (null für Bots).
cli-rooms-create-arg-seats = Ein Eintrag pro Platz, durch Kommas getrennt: remote, local, easy, normal oder strong.
cli-rooms-create-arg-seed = Der Startwert der Würfel, nur für einen Raum ohne entfernten Platz (der Server lehnt ihn für einen Raum mit entferntem Platz ab und zieht einen geheimen).
cli-rooms-create-arg-clock = Eine Uhr: die Zeit, die der Platz jedes Menschen für jede Aktion hat (`30s`, `5m`, `1d`, …); läuft sie ab, macht der Bot des Raums diese Aktion für den Platz.
cli-rooms-create-arg-clock_bot = Die Stufe des Bots, der für einen Platz ohne Zeit handelt: easy, normal oder strong.

## dicepad ladder

cli-ladder-about = Die Bot-Stufen aus Spielen mit festen Startwerten gegeneinander bewerten (Elo-Skala, Mittel bei 1500).
cli-ladder-arg-seats = Plätze am Tisch (Standard: die wenigsten, die das Spiel erlaubt).
cli-ladder-arg-games = Spiele (solo: Würfelfolgen, jede von jeder Stufe gespielt); mindestens 1.
cli-ladder-head = { $game }, { $seats ->
    [one] solo: { $games ->
        [one] 1 Würfelfolge
       *[other] { $games } Würfelfolgen
    } ab Startwert { $seed }, jede von jeder Stufe gespielt
   *[other] { $seats } Plätze: { $games ->
        [one] 1 Spiel
       *[other] { $games } Spiele
    } ab Startwert { $seed }
}
cli-ladder-anchor = { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}: { $rating } (der feste Punkt)
cli-ladder-level = { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}: { $rating } ± { $sd }
cli-ladder-gap = { $upper ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
} über { $lower ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}: { $gap } ± { $sd }
cli-ladder-gap-bound = { $upper ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
} über { $lower ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}: { $gap } oder mehr (in diesen Spielen nie dahinter: nur das hinzugezählte Unentschieden begrenzt den Abstand)
cli-ladder-record = { $upper ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
} gegen { $lower ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}: vorn { $ahead }, hinten { $behind } (ein Unentschieden zählt halb)
