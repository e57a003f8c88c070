# Die Tagesaufgabe im Netz: Spielerschlüssel, Versuche und Bestenlisten des Servers, `dicepad daily`.

daily-key-unreadable = { $file } im Datenordner lässt sich nicht lesen ({ $why }); vielleicht ist es die einzige Kopie deines Spielerschlüssels, darum bleibt die Datei, wie sie ist
daily-key-bad-secret = { $file } im Datenordner enthält keinen Spielerschlüssel (sein Geheimnis sind nicht 64 Hexziffern); die Datei bleibt, wie sie ist
daily-key-write = dein Spielerschlüssel lässt sich nicht nach { $file } im Datenordner schreiben: { $why }
daily-not-stored = der Server konnte die Aufzeichnungen der Tagesaufgabe gerade nicht speichern; versuch es gleich noch einmal
daily-bad-proof = der Nachweis des Spielerschlüssels sind nicht 64 Hexziffern
daily-bad-date = `{ $date }` ist kein Datum: schreib es als JJJJ-MM-TT
daily-not-yet = die Aufgabe vom { $date } hat auf diesem Server noch nicht begonnen
daily-attempt-closed = dein Versuch an der Aufgabe vom { $date } ist geschlossen: zu lange hat niemand darin gespielt
daily-played = du hast die Aufgabe vom { $date } schon gespielt ({ $score } Punkte): ein Versuch pro Spieler und Tag
daily-unfair-mixed = das Spiel der Tagesaufgabe hat den Zufallswert eines Platzes aufgenommen, also sind seine Würfel nicht dieselben wie bei allen anderen
daily-verify-not-revealed = der Tag ist noch nicht vorbei, also sind Startwert und Salz noch nicht offengelegt
daily-verify-no-commitment = die Bestenliste hat keine Festlegung ihrer Würfel
daily-verify-mismatch = offengelegter Startwert und Salz ergeben nicht die Festlegung des Tages
daily-verify-no-save = die Bestenliste gibt dafür keinen Spielstand an
daily-verify-other-game = sein Spielstand ist eine Partie { $game }, nicht die dieser Bestenliste
daily-verify-other-seed = der Startwert seines Spielstands ist { $save }, nicht der des Tages, { $day }
daily-verify-other-commitment = sein Spielstand trägt eine andere Festlegung als die des Tages
daily-verify-mixed = seine Würfel haben den Zufallswert eines Platzes aufgenommen, sind also nicht die des Tages
daily-verify-score = nachgespielt ergibt sein Spielstand für Platz 1 { $replayed }, die Bestenliste nennt aber { $listed }

cli-bad-instant = `{ $text }` ist keine Uhrzeit: schreib sie als 2026-12-03T12:00:00Z (UTC)
cli-daily-local = Die Tagesaufgabe vom { $date } auf diesem Rechner (lokal, zum Spielen ohne Netz; ihr Startwert ist öffentlich, darum lassen sich ihre Ergebnisse nicht vergleichen: mit --server die Aufgabe eines Servers):
cli-daily-played = { $game }, Aufgabe vom { $date }: { $total }; die Würfel stimmen
cli-daily-head = { $game }, Tagesaufgabe vom { $date }: { $n ->
    [one] 1 beendeter Versuch
   *[other] { $n } beendete Versuche
}
cli-daily-week-head = { $game }, Woche vom { $from } bis { $to }: { $n ->
    [one] 1 Spieler
   *[other] { $n } Spieler
}
cli-daily-sealed = Würfel festgelegt auf { $commitment } (der Startwert wird offengelegt, wenn der Tag vorbei ist)
cli-daily-revealed = Würfel festgelegt auf { $commitment }: Startwert { $seed }, Salz { $salt }
cli-daily-entry = { $rank }. { $name } ({ $player }): { $score }
cli-daily-week-entry = { $rank }. { $name } ({ $player }): { $total } an { $days ->
    [one] 1 Tag
   *[other] { $days } Tagen
}
cli-daily-more = (die besten { $listed } von { $total } sind aufgeführt)
cli-daily-verify-board = { $game }, Aufgabe vom { $date }: { $why }
cli-daily-verify-failed = Eintrag { $rank }, { $name } ({ $player }) mit { $score }: { $why }
cli-daily-verified = { $game }, Aufgabe vom { $date }: { $passed } von { $listed } aufgeführten Einträgen stimmen{ $total ->
    [0] {""}
   *[other] {""} ({ $total } insgesamt)
}
cli-daily-verify-some = { $n ->
    [one] 1 Eintrag stimmt nicht
   *[other] { $n } Einträge stimmen nicht
}

cli-daily-about = Die Tagesaufgabe eines Servers: die Bestenliste des Tages oder der Woche, der Versuch dieses Spielers, von einem Bot gespielt (--play), oder die Prüfung der Bestenliste eines vergangenen Tages (--verify).
cli-daily-arg-game = Das Spiel (seine Kennung); ohne Angabe die Bestenlisten aller Spiele.
cli-daily-arg-date = Der Tag (JJJJ-MM-TT, UTC); ohne Angabe der heutige des Servers.
cli-daily-arg-week = Die Woche (Montag bis Sonntag), in der der Tag liegt: die Summe jedes Spielers.
cli-daily-arg-play = Den Versuch dieses Spielers an der heutigen Aufgabe von einem Bot spielen lassen (mit dem Spielerschlüssel im Datenordner).
cli-daily-arg-bot = Die Stufe des Bots, der den Versuch spielt.
cli-daily-arg-name = Der Name auf dem Server (ab dann im Spielerschlüssel behalten).
cli-daily-arg-verify = Die Bestenliste eines vergangenen Tages prüfen: den offengelegten Startwert und jeden Eintrag, nachgespielt.
cli-daily-arg-server = Der Server, z. B. ws://127.0.0.1:7878 (oder wss://…); ohne ihn wird die lokale Aufgabe genannt.
cli-daily-arg-ca = Für einen wss://-Server: auch den Zertifikaten in dieser PEM-Datei vertrauen. Vorgabe: $DICEPAD_CA.
cli-serve-arg-clock = Die Uhr des Servers für die Tagesaufgabe beginnt zu diesem Zeitpunkt (UTC, 2026-12-03T12:00:00Z) und läuft von dort weiter: für Tests der Offenlegung am Tagesende.

# The window's online daily (home screen)
daily-online-title = Tagesaufgabe online
daily-online-title-tip = Die Aufgabe des Tages auf einem Server: Ihre Würfel bleiben bis zum Ende des Tages (UTC) versiegelt, alle spielen dieselben einmal, und der Server prüft jeden Zug und führt die Bestenliste.
daily-online-blurb = spiel die Aufgabe des Tages auf einem Server, einmal, gegen alle dort
daily-online-change = Server wechseln
daily-online-address = Adresse des Servers
daily-online-address-hint = Die Adresse eines Servers beginnt mit ws:// oder wss://
daily-online-connect = Verbinden
daily-online-fetching = die Bestenliste wird geholt…
daily-online-no-board = keine Bestenliste: { $why }
daily-online-no-key = Dein Spielerschlüssel lässt sich nicht lesen: { $why }
daily-online-cannot-play = Die Online-Aufgabe lässt sich nicht spielen: { $why }
daily-online-other-dice = Der Server hat deinem Versuch an der Aufgabe vom { $date } andere Würfel gegeben, als seine Bestenliste allen zeigt; der Versuch wurde deshalb nicht begonnen.
daily-online-you = du: { $total }, Platz { $rank } von { $n }
daily-online-play = Online spielen
daily-online-play-tip = Dein einziger Versuch an der heutigen Aufgabe des Servers
daily-online-play-name = Die heutige Online-Aufgabe in { $game } spielen
daily-online-best = am besten: { $name }, { $total } ({ $n ->
    [one] 1 Versuch
   *[other] { $n } Versuche
})
daily-online-nobody = noch niemand ist fertig
daily-online-board = Bestenliste
daily-online-board-name = Bestenliste der heutigen Online-Aufgabe in { $game }
daily-online-asking = der Server wird nach deinem Versuch gefragt…
daily-online-day = Heute
daily-online-week = Diese Woche
daily-online-day-head = Aufgabe vom { $date }: { $n ->
    [one] 1 beendeter Versuch
   *[other] { $n } beendete Versuche
}
daily-online-week-head = Woche vom { $from } bis { $to }: { $n ->
    [one] 1 Spieler
   *[other] { $n } Spieler
}
daily-online-days = { $total } an { $days ->
    [one] 1 Tag
   *[other] { $days } Tagen
}
daily-online-more = die besten { $listed } von { $total } werden gezeigt
daily-online-sealed = Die Würfel bleiben bis zum Ende des Tages (UTC) versiegelt; dann wird der Startwert offengelegt, und alle können jeden Eintrag prüfen (dicepad daily --verify).
daily-online-revealed = Der Tag ist vorbei und sein Startwert offengelegt: Alle können jeden Eintrag prüfen (dicepad daily --verify).
settings-bad-daily-server = Der Server der Tagesaufgabe „{ $server }“ ist keine ws://- oder wss://-Adresse; er wurde vergessen.
daily-online-screen = Heutige Online-Aufgabe, dein einziger Versuch · { $best }
ng-daily-attempt = dein Versuch an der Online-Tagesaufgabe
ng-solo = allein
end-daily-sealed = Heute spielen alle diese Würfel: Sie bleiben bis zum Ende des Tages (UTC) versiegelt. Dann kann jeder die Bestenliste des Tages mit dicepad daily --verify prüfen.
net-day-sealed = versiegelt: Das Spiel hielt sich an die Festlegung des Tages und nahm keinen Zufallswert eines Platzes auf; sein Startwert wird am Ende des Tages offengelegt (dann die Bestenliste mit dicepad daily --verify prüfen)
cli-daily-played-sealed = { $game }, Aufgabe vom { $date }: { $total }; das Spiel blieb bei den versiegelten Würfeln des Tages (die Bestenliste nach Ende des Tages mit --verify prüfen)
