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
cmd-hint-tip = Tipp: die Wahl des Bots (Strong, wenn die Einstellungen nichts anderes sagen), auf dem Blatt markiert
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
cmd-bot-plays-tip = Der Bot Normal spielt auch die menschlichen Plätze
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
settings-hint-bot = Bot { $level }
settings-own-dialog = Immer den Dateidialog von dicepad verwenden
settings-own-dialog-tip = Öffnen, Speichern unter und Exportieren versuchen dann nie den Dateidialog des Desktops
settings-player-names = Spielernamen
settings-seat = Platz { $n }

new-game-title = Neues Spiel: { $game }
new-game-cannot-start = Das Spiel kann nicht beginnen: { $why }
new-game-not-started = { $why } Das Spiel wurde nicht begonnen.
new-game-bad-seed = Der Startwert `{ $seed }` ist keine ganze Zahl.
new-game-seats = Plätze
new-game-remove = Entfernen
new-game-add-seat = + Platz hinzufügen
new-game-dice = Würfel:
new-game-dice-app = von der App geworfen
new-game-dice-table = am Tisch geworfen
new-game-dice-table-tip = Wirf echte Würfel und gib ein, was sie zeigen; die App prüft die Züge und zählt die Punkte
new-game-tutorial = Lernmodus
new-game-start = Los
new-game-host = Im Netzwerk ausrichten
new-game-host-tip = Freunde treten von ihren eigenen Rechnern bei, mit einer Einladung aus der Lobby
new-game-listen = Lauschen auf:
new-game-listen-tip = Adresse:Port; 0.0.0.0 lässt andere Rechner im Netzwerk herein
new-game-host-note = Der erste menschliche Platz spielt in diesem Fenster; jeder andere menschliche Platz tritt von einem anderen Rechner bei. Der Server würfelt und spielt die Bots.
new-game-seed = Startwert (freiwillig):
new-game-seed-hint = zufällig
new-game-code = Spielcode (freiwillig):
new-game-code-hint = aus dem Spiel eines Freundes
new-game-code-tip = Ein Code aus Spiel → Spielcode kopieren: dasselbe Spiel, dieselben Optionen und Würfel
new-game-code-seed = Startwert { $seed }
new-game-code-reads = Der Code bedeutet: { $parts }. Oben eingestellt.
seat-human = Mensch
seat-bot-easy = Bot (Easy)
seat-bot-normal = Bot (Normal)
seat-bot-strong = Bot (Strong)

leave-title = Laufendes Spiel verlassen?
leave-question = Dein Spiel { $game } ist nicht beendet. Wenn du dieses Spiel { $next } öffnest, verlässt du es.
leave-network-seat = Du verlässt deinen Platz im Netzwerkspiel.
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
end-strong-beaten = Der Bot Strong kam mit denselben Würfeln auf { $total }: Du hast ihn geschlagen.
end-strong-matched = Der Bot Strong kam mit denselben Würfeln auf { $total }: Gleichstand.
end-strong-won = Der Bot Strong kam mit denselben Würfeln auf { $total }: Er hat dich geschlagen.
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
status-hint-looking = Der Bot { $level } sucht einen Tipp …
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
play-bot-to-play = { $name } ist am Zug (Bot { $level })
play-roll-at-table = Am Tisch würfeln
play-dice-rolling = Die Würfel rollen
play-played = Gespielt: { $action }
play-bot-agrees = · auch die Wahl des Bots
play-bot-instead = · der Bot: { $action }
play-hint = Tipp: { $action }
play-hint-expects = Tipp: { $action } (der Bot erwartet am Ende etwa { $value })
play-which-one = Welchen meinst du?
log-dice = Würfel
