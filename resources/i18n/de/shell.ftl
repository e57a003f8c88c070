# Die Hülle des Fensters: Menüs, Befehle, Startseite, Einstellungen, Dialoge und das Spielende.

menu-file = Datei
menu-game = Spiel
menu-view = Ansicht
menu-help = Hilfe

cmd-new-game = Neues Spiel …
cmd-new-game-tip = Neues Spiel
cmd-open = Öffnen …
cmd-open-tip = Einen Spielstand öffnen
cmd-save = Speichern
cmd-save-tip = Speichern (fragt beim ersten Mal, wohin)
cmd-save-as = Speichern unter …
cmd-save-as-tip = Speichern unter …
cmd-export = Als PNG exportieren …
cmd-export-tip = Das gezeigte Blatt als PNG exportieren
cmd-print-blank = Leeres Blatt drucken …
cmd-print-blank-tip = Ein leeres Blatt auf A4 mit 300 dpi, zum Spielen auf Papier
cmd-home = Startseite
cmd-home-tip = Zurück zur Startseite
cmd-quit = Beenden
cmd-quit-tip = Beenden (das Spiel wird automatisch gespeichert; „Weiterspielen“ setzt es fort)
cmd-undo = Rückgängig
cmd-undo-tip = Deinen letzten Schritt zurücknehmen (die Würfel bleiben, wie sie fielen)
cmd-redo = Wiederholen
cmd-redo-tip = Zurückgenommenes wiederholen
cmd-hint = Tipp
cmd-hint-tip = Tipp: die Wahl des Bots (Stark, wenn die Einstellungen nichts anderes sagen), auf dem Blatt markiert
cmd-skip = Bis zu meinem Zug
cmd-skip-tip = Bis zu meinem Zug: Die Bots ziehen sofort, bis ein Mensch dran ist
cmd-skipping = Überspringe …
cmd-review = Nachbetrachtung …
cmd-review-tip = Jeden bisherigen Schritt durchgehen; von jedem aus als neues Spiel weiterspielen
cmd-review-button = Nachbetrachtung
cmd-copy-code = Spielcode kopieren
cmd-copy-code-tip = Den Spielcode kopieren
cmd-copy-code-button = Kopieren
cmd-statistics = Statistik
cmd-statistics-tip = Deine bisherigen Spiele, Punkte im Lauf der Zeit und die der Bots zum Vergleich
cmd-settings = Einstellungen …
cmd-settings-tip = Sprache, Farben, Größe, Tempo, Tipps und Spielernamen
cmd-how-to-play = Spielregeln
cmd-how-to-play-tip = Die Regeln dieses Spiels in Kürze
cmd-shortcuts = Tastenkürzel
cmd-shortcuts-tip = Diese Liste der Tasten
cmd-open-data-folder = Datenordner öffnen
cmd-open-data-folder-tip = Der Ordner mit dem automatischen Spielstand, den Einstellungen, dem Spielverlauf und den Absturzberichten, im Dateimanager
cmd-tutorial = Lernmodus: erlaubte Züge hervorheben und die anderen erklären
cmd-tutorial-tip = Erlaubte Züge hervorheben und die anderen erklären
cmd-bot-plays = Bot spielt für mich
cmd-bot-plays-tip = Der Bot Mittel spielt auch die menschlichen Plätze
cmd-close = Schließen
cmd-close-tip = Das oberste Fenster schließen (oder die Auswahl „Welchen meinst du?“ oder die Nachbetrachtung)

keys-or = oder
keys-home-end = Pos1 / Ende
keys-review-step = In der Nachbetrachtung (Spiel › Nachbetrachtung): einen Schritt zurück / vor
keys-review-ends = In der Nachbetrachtung: zum Anfang / zum Ende
keys-in-game = In { $game }
keys-single-letters = Einzelne Buchstaben wirken, solange kein Textfeld den Cursor hat.

button-ok = OK
button-cancel = Abbrechen
error-title = Etwas ist schiefgegangen

home-tagline = Würfel- und Legespiele zum Ankreuzen, mit Bots für freie Plätze
home-settings = Einstellungen
home-join = Einem Netzwerkspiel beitreten …
home-join-tip = Einen Platz in einem Spiel einnehmen, das ein anderer Rechner ausrichtet
home-open = Spielstand öffnen …
home-open-tip = { $keys }; oder eine .ron-Datei auf das Fenster ziehen
home-games = Spiele
home-recent = Letzte Spiele
home-last-game = { $game } (letztes Spiel)
home-look = Ansehen
home-look-tip = Das beendete Spiel öffnen
home-continue = Weiterspielen
home-continue-tip = Dort weitermachen, wo du aufgehört hast
home-forget = Vergessen
home-new-game = Neues Spiel
home-print = Leeres Blatt
home-print-of = Leeres Blatt von { $game } drucken
home-picture = Bild eines Blatts von { $game }
home-solo = Solo
home-players = { $n } Spieler
home-players-range = { $min }–{ $max } Spieler
player-n = Spieler { $n }

how-to-play-title = Spielregeln: { $game }

settings-title = Einstellungen
settings-language = Sprache
settings-language-system = System ({ $language })
settings-dark = Dunkles Design
settings-colour-blind = Farben für Farbenblinde
settings-colour-blind-tip = Platzfarben, die sich auch in der Helligkeit unterscheiden, und Blau/Orange statt Grün/Rot für erlaubte und abgelehnte Züge
settings-scale = Größe der Oberfläche
settings-tutorial = Lernmodus für neue Spiele an
settings-animation = Animationstempo (0 = aus)
settings-bot-speed = Bot-Züge pro Sekunde
settings-hints-from = Tipps vom
settings-hint-bot = Bot { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}
settings-own-dialog = Immer den Dateidialog von dicepad verwenden
settings-own-dialog-tip = Öffnen, Speichern unter und Exportieren versuchen dann nie den Dateidialog des Desktops
settings-player-names = Spielernamen
settings-seat = Platz { $n }

new-game-title = Neues Spiel: { $game }
new-game-cannot-start = Das Spiel kann nicht beginnen: { $why }
new-game-not-started = { $why } Das Spiel wurde nicht begonnen.
new-game-bad-seed = Der Startwert `{ $seed }` ist keine ganze Zahl.
new-game-seats = Plätze
new-game-bot-rated = { $bot } ≈ { $rating }
new-game-ratings-tip = Bot-Stärken aus der Bot-Rangliste: viele Spiele mit festen Startwerten zwischen den Stufen { $seats ->
    [one] allein (jede Stufe mit denselben Würfeln)
   *[other] mit { $seats } Plätzen
}, auf der Elo-Skala mit Mittel bei 1500; Leicht ohne Zahl, wo es nie vor Mittel landete. 400 Punkte Abstand heißen zehnmal so gute Chancen, vorn zu landen.
new-game-remove = Entfernen
new-game-add-seat = + Platz hinzufügen
new-game-dice = Würfel:
new-game-dice-app = von der App geworfen
new-game-dice-table = am Tisch geworfen
new-game-dice-table-tip = Wirf echte Würfel und gib ein, was sie zeigen; die App prüft die Züge und zählt die Punkte
new-game-tutorial = Lernmodus
new-game-start = Los
new-game-host = Im Netzwerk hosten
new-game-host-tip = Freunde treten von ihren eigenen Rechnern bei, mit einer Einladung aus der Lobby
new-game-listen = Server-Adresse:
new-game-listen-tip = Adresse:Port; 0.0.0.0 lässt andere Rechner im Netzwerk herein
new-game-host-note = Der erste menschliche Platz spielt in diesem Fenster; jeder andere menschliche Platz tritt von einem anderen Rechner bei. Der Server würfelt und spielt die Bots.
new-game-clock = Bedenkzeit
new-game-clock-tip = So lange hat jeder menschliche Platz für jede Aktion. Läuft sie ab, macht ein Bot der hier gewählten Stärke diese Aktion für den Platz; der Platz bleibt beim Spieler.
new-game-clock-none = keine Uhr
new-game-clock-seconds = { $n ->
    [one] { $n } Sekunde pro Aktion
   *[other] { $n } Sekunden pro Aktion
}
new-game-clock-minutes = { $n ->
    [one] { $n } Minute pro Aktion
   *[other] { $n } Minuten pro Aktion
}
new-game-clock-day = 1 Tag pro Aktion
new-game-clock-bot = danach
new-game-clock-bot-easy = zieht ein leichter Bot
new-game-clock-bot-normal = zieht ein normaler Bot
new-game-clock-bot-strong = zieht ein starker Bot
new-game-seed = Startwert (freiwillig):
new-game-seed-hint = zufällig
new-game-code = Spielcode (freiwillig):
new-game-code-hint = aus dem Spiel eines Freundes
new-game-code-tip = Ein Code aus Spiel → Spielcode kopieren: dasselbe Spiel, dieselben Optionen und Würfel
new-game-code-seed = Startwert { $seed }
new-game-code-reads = Der Code bedeutet: { $parts }. Oben eingestellt.
seat-human = Mensch
seat-bot-easy = Bot (Leicht)
seat-bot-normal = Bot (Mittel)
seat-bot-strong = Bot (Stark)

leave-title = Laufendes Spiel verlassen?
leave-question = Dein Spiel { $game } ist nicht beendet. Wenn du dieses Spiel { $next } öffnest, verlässt du es.
leave-network-seat = Du verlässt deinen Platz im Netzwerkspiel.
leave-network-game = Netzwerk
leave-kept-abandoned = Es bleibt in der Statistik als abgebrochenes Spiel, wo du es nachbetrachten kannst.
leave-not-kept = Du hast darin noch nicht gezogen, also wird es nicht aufbewahrt.
leave-file-holds = Seine Datei { $file } enthält es, wie es zuletzt gespeichert wurde.
leave-yes = Verlassen
leave-cancel-tip = Das laufende Spiel weiterspielen (Esc)

end-title = Spielende
end-winner = (gewonnen)
end-total = Summe
end-network-rematch = Für eine Revanche öffnet der Gastgeber ein neues Spiel und lädt erneut ein.
end-new-best = Neuer Rekord: Dein bisher bestes Ergebnis war { $best } (in { $games ->
    [one] 1 Spiel
   *[other] { $games } Spielen
}).
end-equals-best = Das ist so gut wie dein bisher bestes Ergebnis ({ $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}).
end-best-so-far = Dein bisher bestes Ergebnis ist { $best } (in { $games ->
    [one] 1 Spiel
   *[other] { $games } Spielen
}).
end-daily-attempt = Tagesaufgabe vom { $date }: dein Versuch.
end-daily-practice = Tagesaufgabe vom { $date }: dein Übungsspiel.
end-strong-beaten = Der Bot Stark kam mit denselben Würfeln auf { $total }: Du hast ihn geschlagen.
end-strong-matched = Der Bot Stark kam mit denselben Würfeln auf { $total }: Gleichstand.
end-strong-won = Der Bot Stark kam mit denselben Würfeln auf { $total }: Er hat dich geschlagen.
end-again-same = Nochmal: dieselben Würfel
end-again-same-tip = Dieselben Plätze und Optionen, und die Würfel fallen wie zuvor
end-again-new = Nochmal: neue Würfel
end-again-new-tip = Dieselben Plätze und Optionen, frische Würfel
end-verify = Würfel prüfen
end-verify-tip = Prüfen, dass der enthüllte Startwert die Zusage vom Anfang ergibt und jeder Wurf der ist, den dieser Startwert ergibt
end-review-tip = Das Spiel Schritt für Schritt durchgehen

net-sent = An den Server geschickt …
net-waiting-dice = Warte auf die Würfel.
net-waiting-for = Warte auf { $names }.

status-resumed = Dein letztes Spiel geht weiter
status-opened = { $file } geöffnet
status-saved = Gespeichert in { $file }
status-exported = { $file } exportiert
status-own-dialog-unavailable = Der Dateidialog des Systems ist nicht verfügbar ({ $why }), darum hier der von dicepad.
status-own-dialog-not-opened = Der Dateidialog des Systems ging nicht auf, darum hier der von dicepad.
status-the-bot = Der Bot
status-thinking = { $name } denkt nach …
status-thinking-secs = { $name } denkt nach … ({ $secs } s)
status-hint-looking = Der Bot { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
} sucht einen Tipp …
status-hint-queued = Die Bots schreiben noch: Dein Tipp kommt, sobald du dran bist.
status-code-copied = Spielcode { $code } kopiert: Gib ihn unter „Neues Spiel“ ein, um mit denselben Würfeln zu spielen.
status-dismiss = Ausblenden
error-open = Der Spielstand ließ sich nicht öffnen. Dein laufendes Spiel bleibt, wie es ist.

    { $why }
error-autosave = Automatisches Speichern fehlgeschlagen: { $why }
error-save = Speichern in { $file } fehlgeschlagen: { $why }
error-export = Export fehlgeschlagen: { $why }
error-settings = Die Einstellungen ließen sich nicht speichern: { $why }

side-game-code = Spielcode
side-game-code-tip = Spiel, Optionen und Würfel in einem Code: unter „Neues Spiel“ eingeben, um mit denselben Würfeln zu spielen
side-skip-disabled = Ein Mensch ist am Zug (oder das Spiel ist vorbei)
side-moves-per-second = Züge/s
side-export-seat = Platz exportieren
side-scores = Punkte
side-log = Protokoll
status-not-fair = nicht fair: { $why }

# Die Zusammenfassung eines Spielstands auf der Kommandozeile (dicepad replay).
replay-head-running = { $game } — { $actions ->
    [one] 1 Schritt
   *[other] { $actions } Schritte
}, läuft ({ $seed })
replay-head-finished = { $game } — { $actions ->
    [one] 1 Schritt
   *[other] { $actions } Schritte
}, beendet ({ $seed })
replay-to-move = Am Zug: { $who }. { $prompt }
replay-legal = Erlaubte Schritte ({ $n }): { $list }
replay-legal-more = , … und { $n } weitere
replay-scores = Punkte:
replay-the-dice = die Würfel
replay-nobody = niemand (Spiel vorbei)
replay-state = Zustand:

play-table-prompt = Würfle am Tisch und gib dann das Ergebnis im Feld neben dem Blatt ein.
play-wait-settle = Warte, bis die Würfel liegen.
play-back-to-sheet = Zurück zum Blatt von { $name }
play-to-play = { $name } ist am Zug
play-bot-to-play = { $name } ist am Zug (Bot { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
})
play-roll-at-table = Am Tisch würfeln
play-dice-rolling = Die Würfel rollen
play-played = Gespielt: { $action }
play-bot-agrees = · auch die Wahl des Bots
play-bot-instead = · der Bot: { $action }
play-hint = Tipp: { $action }
play-hint-expects = Tipp: { $action } (der Bot erwartet am Ende etwa { $value } Punkte)
play-which-one = Welchen meinst du?
log-dice = Würfel

# Netzwerkspiel: Beitreten, Verbinden, die Lobby.
net-join-title = Einem Netzwerkspiel beitreten
net-join-explain = In der Lobby des Gastgebers gibt es für jeden Platz eine Einladung: Füge deine hier ganz ein oder gib die Adresse des Servers, den Raumcode und das Token deines Platzes ein.
net-join-invite = Einladung
net-join-invite-hint = ws://… RAUM TOKEN
net-join-server = Server
net-join-room = Raumcode
net-join-room-hint = { $n } Buchstaben und Ziffern
net-join-token = Platz-Token
net-join-token-hint = 32 Hex-Ziffern
net-join-not-invite = Das ist keine Einladung: Sie lautet ws://ADRESSE RAUM TOKEN.
net-join-bad-server = Die Adresse des Servers sieht aus wie ws://192.168.1.5:7878 (oder wss://… mit TLS).
net-join-need-room = Gib den Raumcode ein, den dir der Gastgeber gegeben hat.
net-join-need-token = Gib das Token deines Platzes ein (es steht in der Einladung des Gastgebers).
net-join-button = Beitreten
net-connecting = Verbinden
net-joining = Betrete Raum { $room } auf { $server } …
net-join-retrying = { $problem } ({ $n ->
    [one] einmal
   *[other] { $n }-mal
} versucht; neuer Versuch läuft)
net-host-need-person = ein Platz muss ein Mensch sein: der, der in diesem Fenster spielt
net-cannot-host = Das Spiel kann nicht gehostet werden: { $why }
net-cannot-host-no-game = Hosten nicht möglich: Es gibt kein Spiel `{ $game }`.
net-no-such-game = dieses Spiel gibt es nicht
net-server-not-started = der Server ist nicht gestartet
net-no-token = der Server hat dem Platz dieses Fensters kein Token gegeben
net-invite-line = Platz { $seat } ({ $name }): { $invite }
net-cannot-join = Beitreten nicht möglich: { $why }
net-game-does-not-load = das Spiel des Servers lässt sich hier nicht laden: { $why }
net-lobby-title = Lobby: Raum { $room }
net-lobby-explain = Schicke jedem Mitspieler an einem anderen Rechner seine Einladung. Er wählt auf dem Startbildschirm „Einem Netzwerkspiel beitreten“ und fügt sie ein. Das Spiel läuft schon: Jeder Platz spielt, sobald er am Zug ist.
net-lobby-to-table = Zum Tisch
net-invite-copied = Einladung kopiert.

# Der Tisch in der Seitenleiste: gleichzeitige Schritte und der Raum eines Netzwerkspiels.
table-network-room = Netzwerkspiel: Raum { $room }
table-connection-lost = Verbindung verloren ({ $why }); verbinde neu …
table-server-refused = Der Server hat abgelehnt: { $why }
table-untrusted = Den Würfeln ist nicht zu trauen: { $why }
table-still-thinking = Noch am Überlegen (alle spielen diesen Wurf)
table-at-sheet = { $name } (am Blatt)
table-hand-sheet = Das Blatt an { $name } geben
table-bot = { $name } (Bot)
table-connected = verbunden
table-not-connected = nicht verbunden
table-time-s = { $s } s
table-time-h-min = { $h } h { $min } min
table-time-d-h = { $d } T { $h } h
table-you = { $name } (du)
table-bot-level = { $name } (Bot, { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
})
table-finished = fertig
table-away-turn = weg (am Zug)
table-away = weg
table-thinking = denkt nach …
table-waiting = wartet
table-time-left = { $doing }, noch { $left }
table-clock-tip = Wenn die Zeit um ist, macht der Bot des Raums diesen Zug für den Platz
table-copy-invite = Einladung kopieren
table-bot-in = Bot darf in { $secs } s übernehmen
table-dropped = { $name } ist weg; bis dahin kann er zurückkommen, und auch danach jederzeit
table-bot-takes-over = Bot übernimmt
table-bot-takes-over-tip = Ein Bot Mittel spielt diesen Platz, bis sein Spieler wieder beitritt

# Am Tisch geworfene Würfel, neben dem Blatt eingegeben.
tdice-app-roll = Die App würfeln lassen
tdice-app-draw = Die App ziehen lassen
tdice-app-tip = Diesen Schritt aus dem Startwert des Spiels ziehen statt vom Tisch
tdice-roll-at-table = Wirf { $what } am Tisch und gib ein, was sie zeigen.
tdice-take-back-tip = Klicken, um diesen Wert zurückzunehmen
tdice-add-tip = Eine { $face } hinzufügen (Taste { $face })
tdice-die-showing = Würfel mit { $face }
tdice-entered = { $n } von { $count } eingegeben · Ziffern tippen, Rücktaste nimmt zurück, Enter trägt ein
tdice-enter-roll = Wurf eintragen
tdice-all-entered = Alle { $what } sind eingegeben; nimm einen zurück, um ihn zu ändern.
tdice-notation-hint = in der Notation des Spiels (siehe Spielregeln)
tdice-enter = Eintragen

# Die Nachbetrachtung: Zeitleiste, Protokoll, Analyse.
review-title = Nachbetrachtung · { $game }
review-explain = Das Blatt zeigt die Lage vor dem nächsten Schritt, diesen Schritt blass eingezeichnet. Klicke eine Zeile an, um dorthin zu springen.
review-next = als Nächstes: { $who }: { $action }
review-next-end = das Ende des Spiels
review-next-now = der jetzige Stand des Spiels
review-caption = Nach { $step } von { $len ->
    [one] 1 Schritt
   *[other] { $len } Schritten
} · { $next }
review-playing-on = Weiterspielen ab Schritt { $step }: ein neues Spiel; das betrachtete bleibt unverändert.
review-start = Anfang
review-start-tip = Der Anfang des Spiels (Pos1)
review-back = Zurück
review-back-tip = Einen Schritt zurück (←)
review-slider = Zeitleiste: gezeigte Schritte
review-slider-tip = Zu einem beliebigen Punkt des Spiels ziehen
review-next-button = Vor
review-next-tip = Einen Schritt vor (→)
review-end = Ende
review-end-tip = Das Ende des Protokolls (Ende)
review-play-on = Von hier weiterspielen
review-play-on-tip = Ein neues Spiel ab dieser Lage; das betrachtete Spiel bleibt, wie es war
review-close = Nachbetrachtung schließen
review-back-to-game = Zurück zum Spiel
review-log-end = Das Ende
review-log-now = Jetzt

analysis-title = Analyse (Bot { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
})
analysis-start = Entscheidungen analysieren
analysis-start-tip = Jede Entscheidung im Hintergrund mit der Wahl des Bots vergleichen
analysis-progress = { $done } von { $total } Stellungen
analysis-try-again = Nochmal versuchen
analysis-no-game = kein Spiel `{ $game }` zum Analysieren
analysis-stopped = die Analyse hat unerwartet aufgehört
analysis-decision = −{ $lost } · { $line }. { $who }: { $played } (Bot: { $best })
analysis-rest = { $n ->
    [one] 1 weitere Entscheidung
   *[other] { $n } weitere Entscheidungen
}: die Wahl des Bots oder nach seiner Schätzung nicht schlechter.
analysis-points-lost = Verlust
analysis-log-line = Protokollzeile

# Statistik.
stats-unknown-game = unbekanntes Spiel `{ $game }`
stats-compare-done = Die Bot-Spiele sind erfasst.
stats-compare-stopped = Die Bot-Spiele wurden abgebrochen: { $why }
stats-compare-bot-failed = Die Bot-Spiele wurden abgebrochen: Ein Bot ist gescheitert
stats-game = Spiel
stats-player = Spieler
stats-no-games = Von diesem Spiel gibt es noch keine Partien im Verlauf. Beendete Spiele werden hier erfasst.
stats-played = Gespielt
stats-abandoned = Abgebrochen
stats-mean = Schnitt
stats-best = Bestes
stats-worst = Schlechtestes
stats-won = Gewonnen
stats-percent = { $n } %
stats-by-opponent = Siegquote nach Stärke der Gegner
stats-wins-of = { $wins } von { $games }
stats-over-time = Punkte im Lauf der Zeit
stats-over-time-key = Kreise: je ein Spiel; Linie: Schnitt der letzten { $n }
stats-axis-game = Spiel
stats-axis-score = Punkte
stats-moving-mean = Schnitt der letzten { $n }
stats-distribution = Verteilung der Punkte
stats-comparing = Bot-Spiele zum Vergleich laufen … { $done } von { $total }
stats-compare = Mit Bots vergleichen
stats-compare-tip = Spielt im Hintergrund ein paar Dutzend Spiele mit den Bots Leicht und Mittel und ein Dutzend mit dem Bot Stark und erfasst sie
stats-no-bot-games = Von diesem Spiel sind noch keine Bot-Spiele erfasst.
stats-past-games = Frühere Spiele ({ $n })
stats-game-n = Spiel { $id }
stats-open-game = Dieses Spiel öffnen
stats-seat = { $name } { $score }
stats-seat-won = { $name } { $score } (gewonnen)
stats-abandoned-game = abgebrochen
stats-actions = { $n ->
    [one] 1 Schritt
   *[other] { $n } Schritte
}

stats-compare-bot-name = Bot { $n } ({ $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
})
stats-bot-player = Bot { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}
stats-opponent-bots = Bots { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}
stats-people-only = nur Menschen

# Von der Platte gelesene Einstellungen und Datendateien, die sich nicht lesen ließen.
settings-out-of-range = Die Einstellung { $name } war { $value }, außerhalb von { $low }–{ $high }; sie ist wieder { $default }.
settings-name-zoom = Zoom
settings-name-animation = Animationstempo
settings-name-bot-speed = Bot-Tempo
settings-bad-window = Die gespeicherte Fenstergröße { $width }×{ $height } war unbrauchbar; es gilt wieder die Standardgröße.
settings-names-cut = Nur die ersten { $n } Spielernamen wurden behalten.
settings-setup-tidied = Eine gemerkte Spielaufstellung war beschädigt und wurde bereinigt.
settings-name-cleaned = Ein Spielername war zu lang oder enthielt Steuerzeichen; er lautet jetzt „{ $name }“.
settings-set-aside = { $what } ließ sich nicht lesen ({ $why }); { $instead }, und die alte Datei bleibt als { $kept } erhalten.
settings-not-set-aside = { $what } ließ sich nicht lesen ({ $why }); { $instead }. Die Datei ließ sich nicht beiseitelegen ({ $error }), darum wird sie nicht überschrieben.
settings-file = Die Einstellungsdatei
settings-defaults-used = es gelten die Standardwerte

# Die Tagesaufgaben auf dem Startbildschirm.
daily-no-data-folder = Der Datenordner ließ sich nicht anlegen ({ $why }); nichts wird gespeichert.
daily-records = Die Aufzeichnungen der Tagesaufgaben
daily-new-record = neue Aufzeichnungen wurden begonnen
daily-title = Tagesaufgabe auf diesem Computer · { $date }
daily-title-tip = Hier gespielt, ohne Netz: Wer die heutige Aufgabe spielt, bekommt dieselben Würfel, aber ihr Startwert folgt aus dem Datum, also zählen die Ergebnisse nur für dich. Dein erstes Spiel ist dein Versuch, alle weiteren sind Übung. Die Aufgabe eines Servers (unten) versiegelt ihre Würfel und führt eine Bestenliste.
daily-blurb = die Würfel von heute, für alle gleich: Schlag die Punktzahl des Bots Stark
daily-play = Spielen
daily-play-tip = Dein Versuch an der heutigen Aufgabe
daily-play-name = Die heutige Aufgabe von { $game } spielen
daily-practice = Üben
daily-practice-tip = Dein Versuch ist erfasst; dieses Spiel ist Übung
daily-practice-name = Die heutige Aufgabe von { $game } üben
daily-you-not-played = du: noch nicht gespielt
daily-you-in-progress = du: läuft
daily-you-won = du: { $total }, gewonnen
daily-you-lost = du: { $total }, verloren
daily-you = du: { $total }
daily-bot = Bot { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}: { $total }
daily-bot-working = Bot { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}: rechnet noch …
daily-no-past = keine früheren Aufgaben
daily-past = früher: { $recent } (bestes { $best } von { $n })
daily-cannot-start = Die Aufgabe kann nicht beginnen: { $why }
daily-cannot-record = Die Tagesaufgabe lässt sich nicht erfassen: { $why }

# Der eigene Dateidialog von dicepad.
fd-filter-save = dicepad-Spielstand
fd-filter-png = PNG-Bild
fd-title-open = Spielstand öffnen
fd-title-save = Spiel speichern
fd-title-export = Blatt als PNG exportieren
fd-title-print = Leeres Blatt zum Drucken speichern (PNG)
fd-open = Öffnen
fd-save = Speichern
fd-export = Exportieren
fd-cannot-check = lässt sich nicht prüfen: { $why }
fd-no-portal = dieser Desktop bietet kein Dateiportal
fd-did-not-open = er ging nicht auf
fd-cannot-open-folder = Der Ordner { $folder } lässt sich nicht öffnen: { $why }
fd-pick-first = Wähle zuerst eine Datei.
fd-type-first = Gib zuerst einen Dateinamen ein.
fd-no-file = Es gibt keine Datei { $file }.
fd-up = Hoch
fd-up-tip = Der Ordner, der diesen enthält
fd-home = Persönlicher Ordner
fd-folder = Ordner
fd-empty = Hier sind keine Ordner oder .{ $ext }-Dateien.
fd-file-name = Dateiname
fd-exists = { $name } gibt es schon. Ersetzen?
fd-replace = Ersetzen
fd-keep = Behalten

# Letzte Spiele und gespeicherte Dateien.
files-unreadable = diese Datei lässt sich nicht mehr öffnen
files-finished = beendet: { $result }
files-in-progress = läuft
files-to-play = , { $name } ist am Zug
files-so-far = , bisher { $total }
files-just-now = gerade eben
files-minutes-ago = { $n ->
    [one] vor einer Minute
   *[other] vor { $n } Minuten
}
files-hours-ago = { $n ->
    [one] vor einer Stunde
   *[other] vor { $n } Stunden
}
files-yesterday = gestern
files-days-ago = vor { $n } Tagen
files-on-date = am { $day }. { $month } { $year }
month-jan = Jan.
month-feb = Feb.
month-mar = März
month-apr = Apr.
month-may = Mai
month-jun = Juni
month-jul = Juli
month-aug = Aug.
month-sep = Sept.
month-oct = Okt.
month-nov = Nov.
month-dec = Dez.
files-no-file-manager = Kein Dateimanager ging auf ({ $why }): Der Ordner ist { $folder }

# Der Hinweis des Startbildschirms auf Absturzberichte.
crash-title = dicepad ist auf einen Fehler gestoßen
crash-explain = Ein Fehler hat dicepad zuvor angehalten, und es hat einen Bericht geschrieben, { $name }{ $n ->
    [one] {""}
   *[other] {" "}({ $n } Berichte insgesamt)
}, im Ordner { $folder } des Datenordners. Er enthält den Fehler und das laufende Spiel; schickst du ihn an die Entwickler, hilft ihnen das, den Fehler zu beheben.
crash-open-folder = Ordner öffnen
crash-copy = Bericht kopieren
crash-copied = Kopiert.
crash-unreadable = Er lässt sich nicht lesen: { $why }

# Datei › Leeres Blatt drucken.
print-title = Leeres Blatt drucken
print-explain = Ein leeres Blatt auf einer A4-Seite mit 300 dpi, fertig zum Drucken.
print-seats = Plätze am Tisch
print-own-page = Ein Platz, dessen Blatt anders ist, bekommt eine eigene Seite.
print-save = PNG speichern …
print-saved = Leeres Blatt gespeichert: { $files }
print-saved-in = Leeres Blatt gespeichert: { $files } in { $folder }
print-failed = Das leere Blatt ließ sich nicht drucken: { $why }
print-cannot-write = { $file } lässt sich nicht schreiben: { $why }

play-on-sheet = { $action } (auf dem Blatt)
play-sheet-of = Blatt von { $name }
play-sheet-of-small = Blatt von { $name } (klein)
play-plays-this-turn = { $name } spielt diesen Zug.
play-other-sheets = Andere Blätter (zum Vergrößern anklicken)
history-not-recorded = Das Spiel ließ sich nicht im Verlauf erfassen: { $why }
history-reviewing = Nachbetrachtung von Spiel { $id } aus deinem Verlauf
history-cannot-open = Spiel { $id } aus dem Verlauf ließ sich nicht öffnen: { $why }

app-bot-refused = Ein Bot-Zug wurde abgelehnt: { $why }
app-cannot-open-window = das Fenster lässt sich nicht öffnen: { $why }

app-screenshot-size = das Bildschirmfoto hat die falsche Größe

# Gemeinsames Zeichnen der Blätter (sheet_kit).
sk-table-chance-help = Gib in der Notation des Spiels ein, was am Tisch geschehen ist (siehe Spielregeln).
sk-wait-turn = Warte: { $name } ist am Zug.
sk-halfway = Ein Blatt mitten in einem Spiel:
analysis-luckiest = { $luck } · { $line }. { $outcome } (größtes Glück für { $who })
analysis-unluckiest = { $luck } · { $line }. { $outcome } (größtes Pech für { $who })
analysis-points = Punkte
analysis-luck-bars = Glück von { $who }

## Nochmal versuchen und die Übungsliste
trial-title = Nochmal versuchen: Zeile { $line }, { $who }
trial-ask = Finde einen besseren Zug als den im Spiel gespielten und spiele ihn unten auf dem Bogen. Die Wahl des Bots ({ $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}) erscheint, sobald du gewählt hast.
trial-weighing = Dein Zug wird mit dem des Bots verglichen ({ $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
})…
trial-found-bots = Gefunden: Das ist der Zug des Bots ({ $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}), { $best }. Im Spiel kostete der gespielte Zug { $lost } Punkte.
trial-found-close = Gefunden: { $choice } ist so gut wie der Zug des Bots ({ $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}), { $best } (erwartet { $mine } gegen { $theirs }). Im Spiel kostete der gespielte Zug { $lost } Punkte.
trial-same = Derselbe Zug wie im Spiel: Er kostet { $lost } Punkte gegenüber dem Zug des Bots ({ $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}), { $best }.
trial-short = { $label }: { $choice } kostet { $now } Punkte gegenüber dem Zug des Bots ({ $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}), { $best } (erwartet { $mine } gegen { $theirs }). Im Spiel kostete der gespielte Zug { $lost }.
trial-failed = Dieser Zug ließ sich nicht bewerten: { $why }
trial-analysis-hidden = Die Analyse erscheint wieder, sobald du gewählt hast: Sie nennt den Zug des Bots.
trial-again = Nochmal
trial-again-tip = Dieselbe Stellung noch einmal
trial-next = Nächste Stellung
trial-back = Zurück zur Nachbetrachtung
trial-try = Nochmal versuchen: besseren Zug finden
trial-try-tip = Diese Stellung noch einmal mit denselben Würfeln: zuerst dein Zug, dann der des Bots
practice-title = Übung
practice-due = { $n ->
    [one] 1 Stellung aus deinen Spielen zum Wiederholen:
   *[other] { $n } Stellungen aus deinen Spielen zum Wiederholen:
}
practice-none-due = Heute nichts zu üben: Die nächste Stellung kommt { $days ->
    [one] morgen
   *[other] in { $days } Tagen
} wieder.
practice-item = { $game }, Zeile { $line }: −{ $lost } Punkte im Spiel
practice-play = Spielen
practice-play-named = Üben: { $game }, Zeile { $line }
practice-play-tip = Die Stellung noch einmal mit denselben Würfeln: finde einen besseren Zug
practice-not-in-game = Zeile { $line } dieses Spiels ist kein Zug des Platzes, den die Übungsliste nennt: Sie wird von der Liste genommen.
practice-back-in = Auf deiner Übungsliste: { $days ->
    [one] morgen
   *[other] in { $days } Tagen
} wieder.
