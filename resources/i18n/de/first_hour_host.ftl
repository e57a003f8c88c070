# Issue 48, hosting, the daily challenge, print and statistics.
leave-daily-attempt = Das ist dein einziger Versuch an der heutigen Herausforderung: Wenn du gehst, ist er verloren, und jedes weitere Spiel darauf ist nur Übung.
net-host-left = der Gastgeber hat das Spiel geschlossen; es geht weiter, wenn er zurückkommt
table-host-left = Der Gastgeber hat das Spiel geschlossen. Es geht weiter, wenn er zurückkommt: Dieses Fenster tritt dann von selbst wieder bei.
net-nothing-answers = { $url } ist nicht erreichbar: dort antwortet nichts (läuft der Server?)
net-no-route = { $url } ist nicht erreichbar: kein Weg dorthin über das Netzwerk, oder es antwortet nicht
net-nothing-answers-here = dort antwortet nichts (läuft der Server?)
net-no-route-here = kein Weg dorthin über das Netzwerk, oder es antwortet nicht
quit-hosting-title = Das gehostete Spiel schließen?
quit-hosting-question = { $names } { $n ->
    [one] spielt
   *[other] spielen
} in dem Spiel, das dieses Fenster hostet. Wer beendet, hält das Spiel für alle an.
quit-hosting-kept = Sie erfahren, dass du es geschlossen hast; das Spiel bleibt gespeichert und geht dort weiter, wo es stand, wenn du es wieder hostest (Startseite › Netzwerkspiele › Weiter hosten).
quit-hosting-yes = Spiel schließen und beenden
