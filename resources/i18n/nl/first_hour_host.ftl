# Issue 48, hosting, the daily challenge, print and statistics.
leave-daily-attempt = Dit is je enige poging aan de uitdaging van vandaag: als je weggaat, is die weg, en elk volgend spel erop is oefening.
net-host-left = de gastheer heeft het spel gesloten; het gaat verder als die terugkomt
table-host-left = De gastheer heeft het spel gesloten. Het gaat verder als die terugkomt: dit venster doet dan vanzelf weer mee.
net-nothing-answers = { $url } is niet bereikbaar: daar antwoordt niets (draait de server?)
net-no-route = { $url } is niet bereikbaar: geen weg erheen over het netwerk, of het antwoordt niet
net-nothing-answers-here = daar antwoordt niets (draait de server?)
net-no-route-here = geen weg erheen over het netwerk, of het antwoordt niet
quit-hosting-title = Het gehoste spel sluiten?
quit-hosting-question = { $names } { $n ->
    [one] speelt
   *[other] spelen
} in het spel dat dit venster host. Afsluiten legt het spel voor iedereen stil.
quit-hosting-kept = Zij horen dat je het gesloten hebt; het spel blijft bewaard en gaat verder waar het stond zodra je het weer host (Start › Netwerkspellen › Verder hosten).
quit-hosting-yes = Spel sluiten en afsluiten
