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
cmd-invite = Spelers uitnodigen…
cmd-invite-tip = De uitnodiging kopiëren voor een plaats waar nog niemand aan meedoet
new-game-game = Spel
daily-bot-fish = bot { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}: { $n ->
    [0] alle vissen kwijt
    [one] 1 vis zwemt nog
   *[other] { $n } vissen zwemmen nog
}
daily-to-beat = te verslaan: { $bot }
daily-screen-attempt = Uitdaging van vandaag, je enige poging · { $target }
daily-screen-practice = Uitdaging van vandaag, oefening · { $target }
hint-why-daily = Geen tips in je dagpoging: de score is je eigen spel op de worpen van de dag (oefenspellen hebben tips).
undo-why-daily = Geen ongedaan maken in je dagpoging: elke zet telt (in oefenspellen kan het).
undo-why-roll = Ongedaan maken neemt je zetten alleen terug tot de laatste worp: er is sindsdien gegooid.
undo-why-over = Het spel is voorbij: de uitslag blijft bewaard. Terugblik › Vanaf hier verder spelen probeert een andere weg.
status-opened-over = { $file } geopend. Het spel is voorbij: { $result }
stats-all-games = Alle spellen
stats-no-games-at-all = Nog geen spellen in de statistieken. Afgelopen spellen worden hier bewaard.
net-undo-nothing = je hebt in dit spel nog geen actie om terug te nemen
net-undo-rolled = er is gegooid sinds je laatste actie: die blijft staan (ongedaan maken reikt alleen tot de laatste worp)
net-undo-others = iemand anders heeft gespeeld sinds je laatste actie: alleen de laatste regel van het logboek kan worden teruggenomen, en alleen door de plaats die hem maakte
net-undo-bot = de bot koos die actie voor je plaats toen je tijd op was: die blijft staan
net-undo-joined = er deed iemand mee na je laatste actie (diens toevalswaarde gaat vanaf daar in de dobbelstenen): die blijft staan
net-undo-stale = het spel is veranderd sinds je het vroeg: bekijk het opnieuw, en neem opnieuw terug als de laatste actie nog de jouwe is
net-unfair-roll-taken-back = regel { $line } van het logboek, een worp die deze plaats zag, ontbreekt in het spel van de server
net-unfair-own-taken-back = regel { $line } van het logboek, een eigen actie van deze plaats, ontbreekt in het spel van de server, en deze plaats heeft hem niet teruggenomen
undo-why-others = Iemand anders heeft gespeeld sinds je laatste actie: in een netwerkspel kan alleen de laatste regel van het logboek worden teruggenomen, door wie hem maakte.
undo-why-bot = Je laatste actie koos de bot toen je tijd op was: die blijft staan.
