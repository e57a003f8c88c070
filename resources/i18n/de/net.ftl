# Netzwerkspiel: was der Server einem Client sagt (Ablehnungen, der Stand des Raums) und die
# Probleme, auf die ein Client beim Verbinden stößt. Der Server schickt sie als IDs mit
# Argumenten; jeder Client formuliert sie in seiner eigenen Sprache.

## Die Ablehnungen des Servers.
net-server-said = { $text }
net-server-full = Der Server ist voll; versuche es später noch einmal
net-too-many-rooms = { $n ->
    [one] Du hast 1 Raum auf diesem Server offen, mehr darf eine Adresse nicht haben; spiele ihn zu Ende oder versuche es später noch einmal
   *[other] Du hast { $n } Räume auf diesem Server offen, mehr darf eine Adresse nicht haben; spiele einen zu Ende oder versuche es später noch einmal
}
net-not-a-seat = `{ $seat }` ist kein Platz: nimm remote, local, easy, normal oder strong
net-seats-count = ein Raum hat 1 bis 8 Plätze, nicht { $n }
net-server-broken = die Raumliste des Servers ist kaputt
net-remote-seed = ein Raum mit einem Platz für einen Menschen zieht seinen Würfel-Startwert selbst (nur ein Tisch aus Bots darf einen mitbringen): lass den Startwert weg
net-no-random = das System hat keine Zufallszahlen geliefert
net-clock-too-short = eine Uhr braucht mindestens { $min } ms pro Zug, nicht { $ms } ms
net-clock-too-long = dieser Server schließt einen Raum, in dem niemand spielt, nach { $idle } s: eine Uhr von { $clock } s pro Zug ist länger
net-no-game = es gibt kein Spiel `{ $game }`
net-bad-room = der Raum lässt sich nicht anlegen: { $why }
net-not-stored = der Server konnte den Raum nicht speichern
net-room-not-made = der Raum konnte nicht angelegt werden
net-slow-down = zu viele Nachrichten: langsamer bitte (einige wurden verworfen)
net-binary = Nachrichten sind JSON-Text, nicht binär
net-too-long = Nachricht zu lang ({ $bytes } Bytes; höchstens { $max })
net-not-a-message = keine Nachricht: { $why }
net-other-version = Protokollversion { $v } wird hier nicht gesprochen (dieser Server spricht { $ours })
net-no-version = eine Nachricht braucht die Protokollversion `v`
net-join-first = tritt zuerst einem Raum bei
net-join-seat-first = tritt zuerst mit dem Token deines Platzes einem Raum bei
net-room-gone = der Raum ist geschlossen
net-no-such-seat = diesen Raum gibt es nicht, oder das Token gehört zu keinem seiner Plätze
net-moved = dieser Raum läuft jetzt auf einem anderen Server: es wird neu verbunden
net-seat-taken = dieser Platz wird jetzt von einer anderen Verbindung aus gespielt
net-closed-ended = dieser Raum ist geschlossen: sein Spiel ist vor einer Weile zu Ende gegangen
net-closed-idle = dieser Raum ist geschlossen: zu lange hat niemand darin gespielt
net-no-seat = es gibt keinen Platz { $seat }
net-seat-is-bot = Platz { $seat } ist schon ein Bot
net-seat-connected = Platz { $seat } ist noch verbunden; nur einen Platz, dessen Spieler gegangen ist, kann ein Bot übernehmen
net-seat-grace = Platz { $seat } ist weg; ein Bot darf ihn in { $secs } s übernehmen
net-seat-elsewhere = eine andere Verbindung hat diesen Platz übernommen (du bist anderswo noch einmal beigetreten)
net-bot-plays = diesen Platz spielt jetzt ein Bot
net-stale = dieser Zug galt der Stellung nach { $at } Zügen, aber das Spiel steht bei { $now }, und dein Teil davon hat sich geändert: sieh dir den neuen Stand an und zieh noch einmal
net-game-over = das Spiel ist vorbei
net-not-your-turn = du bist nicht am Zug
net-cannot-show = das Spiel des Raums lässt sich nicht zeigen: { $why }
net-start-folder = der Datenordner { $dir } lässt sich nicht verwenden: { $why }
net-start-store = die Datenbank der Räume lässt sich nicht öffnen: { $why }
net-start-listen = auf { $listen } lässt sich nicht lauschen: { $why }
net-start = der Server lässt sich nicht starten: { $why }

## Die Seite eines Clients.
net-refused = der Server hat abgelehnt: { $why }
net-refused-seat = der Server hat den Platz abgelehnt: { $why }
net-unreadable = unlesbare Nachricht vom Server: { $why }
net-unexpected = unerwartete Antwort vom Server
net-server-closed = der Server hat die Verbindung geschlossen
net-broke = die Verbindung ist abgebrochen: { $why }
net-no-networking = das Netzwerk lässt sich nicht starten: { $why }
net-no-answer = der Server hat nicht rechtzeitig geantwortet
net-not-connected = nicht mit dem Server verbunden
net-asking-whole = { $why }; frage den Server nach dem ganzen Spiel
net-untrusted-dice = den Würfeln des Servers ist nicht zu trauen: { $why }
net-bot-no-move = der Bot hat hier keinen Zug
net-bot-move-missing = der Zug des Bots fehlt im Protokoll
net-unreachable = { $url } ist nicht erreichbar: { $why }
net-needs-tls = { $url } ist ein TLS-Server: verbinde dich mit wss://{ $rest }
net-tls-closed = { $url } ist nicht erreichbar: der Server hat die Verbindung während des TLS-Handshakes geschlossen (bietet er nur ws:// an?)
net-tls-untrusted = { $url } ist nicht erreichbar: seinem Zertifikat wird nicht vertraut ({ $why }); für einen Server mit eigenem Zertifikat vertraue diesem Zertifikat mit --ca DATEI (das Fenster: starte es mit { $env }=DATEI)
net-tls-not-tls = { $url } ist nicht erreichbar: er hat nicht in TLS geantwortet (vielleicht ist er voll oder bietet nur ws:// an)
net-tls-failed = { $url } ist nicht erreichbar: TLS ist fehlgeschlagen: { $why }
net-trust = die vertrauenswürdigen Zertifikate lassen sich nicht lesen: { $why }

## Dem Spiel des Raums folgen.
net-follow-gap = das Update des Servers beginnt nach { $from } Zügen, aber diese Kopie hat { $have }
net-follow-lines = das Update des Servers ist fehlerhaft: { $lines } Zeilen ab { $from } ergeben nicht { $at }
net-follow-bot = das Update des Servers ist fehlerhaft: ein Zug des Bots bei { $at } ist nicht unter den neuen Zeilen
net-follow-refused = das Update des Servers passt hier nicht: { $why }

## Faire Würfel.
net-fair = fair: der enthüllte Startwert ergibt die Zusage, und { $rolls ->
    [one] der eine Wurf ist der, den der Startwert ergibt
   *[other] alle { $rolls } Würfe sind die, die der Startwert ergibt
}
net-unfair-no-seal = dieser Spielstand hat keine Zusage für seinen Startwert (nur Netzwerkspiele werden versiegelt)
net-unfair-not-revealed = Startwert und Salz sind noch nicht enthüllt (das Spiel läuft noch)
net-unfair-mismatch = der enthüllte Startwert und das Salz ergeben nicht die Zusage, die die Plätze bekommen haben
net-unfair-roll = Protokollzeile { $line }: die Würfel zeigen `{ $logged }`, aber der enthüllte Startwert würfelt `{ $seeded }`
net-unfair-load = der Spielstand lässt sich nicht laden: { $why }
net-unfair-changed = die Zusage des Servers für die Würfel hat sich während des Spiels geändert (zuerst { $first }, jetzt { $now })
# $dice: net-fair; $mixed: which seats' random values the rolls used; $scores: the seats'
# scores in seat order, as replaying the log gives them.
net-fair-verdict = { $dice }; { $mixed }; jeder Zug noch einmal gespielt ergibt die Punkte { $scores }
net-fair-mixed-none = kein Platz hat einen Zufallswert beigetragen (die Würfe kommen allein aus dem Startwert des Servers)
net-fair-mixed-first = die Würfe ab Zeile { $line } des Protokolls nutzten auch { $n ->
    [one] den Zufallswert von Platz { $seats }
   *[other] die Zufallswerte der Plätze { $seats }
}
net-fair-mixed-more = { $earlier }, und ab Zeile { $line } auch { $n ->
    [one] den von Platz { $seats }
   *[other] die der Plätze { $seats }
}
net-unfair-summary = die Zusammenfassung des Spielstands sagt „{ $saved }“, aber sein Protokoll noch einmal gespielt ergibt „{ $replayed }“: er wurde nach dem Spiel geändert
net-unfair-not-played = das ist nicht das Spiel, das gespielt wurde: Zeile { $line } des Protokolls ist nicht die, die dieser Platz sah
net-unfair-shorter = das ist nicht das Spiel, das gespielt wurde: es hat { $have } Protokollzeilen, dieser Platz sah aber { $seen }
net-unfair-left-out = der Server hat den Zufallswert dieses Platzes für die Würfel weggelassen (oder geändert, oder zu spät übernommen)
net-unfair-contributions-changed = der Server hat die Zufallswerte der Plätze für die Würfel während des Spiels geändert
