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
} in dem Spiel, das dieses Fenster hostet. Beendest du dicepad, steht das Spiel für alle still.
quit-hosting-kept = Sie erfahren, dass du es geschlossen hast; das Spiel bleibt gespeichert und geht dort weiter, wo es stand, wenn du es wieder hostest (Startseite › Netzwerkspiele › Weiter hosten).
quit-hosting-yes = Spiel schließen und beenden
cmd-invite = Mitspieler einladen …
cmd-invite-tip = Die Einladung für einen Platz kopieren, dem noch niemand beigetreten ist
new-game-game = Spiel
daily-bot-fish = Bot { $level ->
    [Easy] Leicht
    [Normal] Mittel
   *[Strong] Stark
}: { $n ->
    [0] alle Fische verloren
    [one] 1 Fisch schwimmt noch
   *[other] { $n } Fische schwimmen noch
}
daily-to-beat = zu schlagen: { $bot }
daily-screen-attempt = Heutige Herausforderung, dein einziger Versuch · { $target }
daily-screen-practice = Heutige Herausforderung, Übung · { $target }
hint-why-daily = Keine Tipps in deinem Tagesversuch: Die Punktzahl ist dein eigenes Spiel auf den Würfeln des Tages (Übungsspiele haben Tipps).
undo-why-daily = Kein Rückgängig in deinem Tagesversuch: Jeder Zug zählt (in Übungsspielen geht es).
undo-why-roll = Rückgängig nimmt deine Züge nur bis zum letzten Wurf zurück: Seitdem wurde gewürfelt.
undo-why-over = Das Spiel ist vorbei: Sein Ergebnis bleibt. Nachbetrachtung › Von hier weiterspielen probiert einen anderen Weg.
status-opened-over = { $file } geöffnet. Das Spiel ist vorbei: { $result }
stats-all-games = Alle Spiele
stats-no-games-at-all = Noch keine Spiele in der Statistik. Beendete Spiele werden hier festgehalten.
net-undo-nothing = du hast in diesem Spiel noch keine Aktion, die du zurücknehmen könntest
net-undo-rolled = seit deiner letzten Aktion wurde gewürfelt: sie bleibt (Rückgängig reicht nur bis zum letzten Wurf)
net-undo-others = seit deiner letzten Aktion hat jemand anderes gespielt: Zurücknehmen lässt sich nur der letzte Eintrag des Protokolls, und nur von dem Platz, der ihn gemacht hat
net-undo-bot = diese Aktion hat der Bot für deinen Platz gewählt, als deine Zeit abgelaufen war: sie bleibt
net-undo-joined = nach deiner letzten Aktion ist jemand beigetreten (sein Zufallswert geht von dort an in die Würfel ein): sie bleibt
net-undo-stale = das Spiel hat sich geändert, seit du gefragt hast: Sieh es dir noch einmal an und nimm erneut zurück, wenn die letzte Aktion noch deine ist
net-unfair-roll-taken-back = Zeile { $line } des Protokolls, ein Wurf, den dieser Platz gesehen hat, fehlt im Spiel des Servers
net-unfair-own-taken-back = Zeile { $line } des Protokolls, eine eigene Aktion dieses Platzes, fehlt im Spiel des Servers, und dieser Platz hat sie nicht zurückgenommen
undo-why-others = Seit deiner letzten Aktion hat jemand anderes gespielt: Im Netzwerkspiel lässt sich nur der letzte Eintrag des Protokolls zurücknehmen, und nur von dem, der ihn gemacht hat.
undo-why-bot = Deine letzte Aktion hat der Bot gewählt, als deine Zeit abgelaufen war: Sie bleibt.
