# De dagopdracht online: spelerssleutels, pogingen en ranglijsten van de server, `dicepad daily`.

daily-key-unreadable = { $file } in de gegevensmap is niet te lezen ({ $why }); misschien is het de enige kopie van je spelerssleutel, dus het bestand blijft zoals het is
daily-key-bad-secret = { $file } in de gegevensmap bevat geen spelerssleutel (het geheim is geen 64 hexcijfers); het bestand blijft zoals het is
daily-key-write = je spelerssleutel kan niet naar { $file } in de gegevensmap geschreven worden: { $why }
daily-not-stored = de server kon de gegevens van de dagopdracht nu niet bewaren; probeer het zo nog eens
daily-bad-proof = het bewijs van de spelerssleutel is geen 64 hexcijfers
daily-bad-date = `{ $date }` is geen datum: schrijf hem als JJJJ-MM-DD
daily-not-yet = de opdracht van { $date } is op deze server nog niet begonnen
daily-attempt-closed = je poging aan de opdracht van { $date } is gesloten: er is te lang niet in gespeeld
daily-played = je hebt de opdracht van { $date } al gespeeld ({ $score } punten): één poging per speler per dag
daily-unfair-mixed = het spel van de dagopdracht heeft de toevalswaarde van een plaats opgenomen, dus de dobbelstenen zijn niet dezelfde als bij iedereen
daily-verify-not-revealed = de dag is nog niet voorbij, dus startwaarde en zout zijn nog niet onthuld
daily-verify-no-commitment = de ranglijst heeft geen toezegging van de dobbelstenen
daily-verify-mismatch = de onthulde startwaarde en het zout geven niet de toezegging van de dag
daily-verify-no-save = de ranglijst geeft er geen opgeslagen spel bij
daily-verify-other-game = het opgeslagen spel is een partij { $game }, niet die van deze ranglijst
daily-verify-other-seed = de startwaarde van het opgeslagen spel is { $save }, niet die van de dag, { $day }
daily-verify-other-commitment = het opgeslagen spel draagt een andere toezegging dan die van de dag
daily-verify-mixed = de dobbelstenen hebben de toevalswaarde van een plaats opgenomen, dus ze zijn niet die van de dag
daily-verify-score = opnieuw gespeeld geeft het opgeslagen spel plaats 1 { $replayed }, maar de ranglijst noemt { $listed }

cli-bad-instant = `{ $text }` is geen tijdstip: schrijf het als 2026-12-03T12:00:00Z (UTC)
cli-daily-local = De dagopdracht van { $date } op deze computer (lokaal, om zonder netwerk te spelen; de startwaarde is openbaar, dus de uitslagen zijn niet te vergelijken: met --server de opdracht van een server):
cli-daily-played = { $game }, opdracht van { $date }: { $total }; de dobbelstenen kloppen
cli-daily-head = { $game }, dagopdracht van { $date }: { $n ->
    [one] 1 afgeronde poging
   *[other] { $n } afgeronde pogingen
}
cli-daily-week-head = { $game }, week van { $from } tot { $to }: { $n ->
    [one] 1 speler
   *[other] { $n } spelers
}
cli-daily-sealed = dobbelstenen toegezegd met { $commitment } (de startwaarde wordt onthuld als de dag voorbij is)
cli-daily-revealed = dobbelstenen toegezegd met { $commitment }: startwaarde { $seed }, zout { $salt }
cli-daily-entry = { $rank }. { $name } ({ $player }): { $score }
cli-daily-week-entry = { $rank }. { $name } ({ $player }): { $total } op { $days ->
    [one] 1 dag
   *[other] { $days } dagen
}
cli-daily-more = (de beste { $listed } van { $total } staan erin)
cli-daily-verify-board = { $game }, opdracht van { $date }: { $why }
cli-daily-verify-failed = regel { $rank }, { $name } ({ $player }) met { $score }: { $why }
cli-daily-verified = { $game }, opdracht van { $date }: { $passed } van { $listed } vermelde regels kloppen{ $total ->
    [0] {""}
   *[other] {""} ({ $total } in totaal)
}
cli-daily-verify-some = { $n ->
    [one] 1 regel klopt niet
   *[other] { $n } regels kloppen niet
}

cli-daily-about = De dagopdracht van een server: de ranglijst van de dag of de week, de poging van deze speler, gespeeld door een bot (--play), of de controle van de ranglijst van een voorbije dag (--verify).
cli-daily-arg-game = Het spel (zijn id); zonder: de ranglijsten van alle spellen.
cli-daily-arg-date = De dag (JJJJ-MM-DD, UTC); zonder: vandaag volgens de server.
cli-daily-arg-week = De week (maandag tot zondag) waarin de dag valt: het totaal van elke speler.
cli-daily-arg-play = De poging van deze speler aan de opdracht van vandaag door een bot laten spelen (met de spelerssleutel in de gegevensmap).
cli-daily-arg-bot = Het niveau van de bot die de poging speelt.
cli-daily-arg-name = De naam op de server (voortaan in de spelerssleutel bewaard).
cli-daily-arg-verify = De ranglijst van een voorbije dag controleren: de onthulde startwaarde en elke regel, opnieuw gespeeld.
cli-daily-arg-server = De server, bijvoorbeeld ws://127.0.0.1:7878 (of wss://…); zonder wordt de lokale opdracht genoemd.
cli-daily-arg-ca = Voor een wss://-server: ook de certificaten in dit PEM-bestand vertrouwen. Standaard: $DICEPAD_CA.
cli-serve-arg-clock = De klok van de server voor de dagopdracht begint op dit tijdstip (UTC, 2026-12-03T12:00:00Z) en loopt vanaf daar door: voor tests van de onthulling aan het eind van de dag.

# The window's online daily (home screen)
daily-online-title = Dagopdracht online
daily-online-title-tip = De opdracht van de dag op een server: de worpen blijven verzegeld tot de dag voorbij is (UTC), iedereen speelt dezelfde één keer, en de server controleert elke zet en houdt de ranglijst bij.
daily-online-blurb = speel de opdracht van de dag op een server, één keer, tegen iedereen daar
daily-online-change = Andere server
daily-online-address = Adres van de server
daily-online-address-hint = Het adres van een server begint met ws:// of wss://
daily-online-connect = Verbinden
daily-online-fetching = de ranglijst wordt opgehaald…
daily-online-no-board = geen ranglijst: { $why }
daily-online-no-key = Je spelerssleutel is niet te lezen: { $why }
daily-online-cannot-play = De online opdracht kan niet gespeeld worden: { $why }
daily-online-other-dice = De server gaf je poging aan de opdracht van { $date } andere worpen dan de ranglijst iedereen toont; de poging is daarom niet begonnen.
daily-online-you = jij: { $total }, plaats { $rank } van { $n }
daily-online-play = Online spelen
daily-online-play-tip = Je enige poging aan de opdracht van vandaag op de server
daily-online-play-name = De online opdracht van vandaag in { $game } spelen
daily-online-best = beste: { $name }, { $total } ({ $n ->
    [one] 1 poging
   *[other] { $n } pogingen
})
daily-online-nobody = nog niemand is klaar
daily-online-board = Ranglijst
daily-online-board-name = Ranglijst van de online opdracht van vandaag in { $game }
daily-online-asking = de server wordt om je poging gevraagd…
daily-online-day = Vandaag
daily-online-week = Deze week
daily-online-day-head = Opdracht van { $date }: { $n ->
    [one] 1 afgemaakte poging
   *[other] { $n } afgemaakte pogingen
}
daily-online-week-head = Week van { $from } tot { $to }: { $n ->
    [one] 1 speler
   *[other] { $n } spelers
}
daily-online-days = { $total } in { $days ->
    [one] 1 dag
   *[other] { $days } dagen
}
daily-online-more = de beste { $listed } van { $total } staan erbij
daily-online-sealed = De worpen blijven verzegeld tot de dag voorbij is (UTC); dan wordt het startgetal bekendgemaakt en kan iedereen elke inzending controleren (dicepad daily --verify).
daily-online-revealed = De dag is voorbij en het startgetal bekend: iedereen kan elke inzending controleren (dicepad daily --verify).
settings-bad-daily-server = De server van de dagopdracht „{ $server }” is geen ws://- of wss://-adres; hij is vergeten.
daily-online-screen = Online opdracht van vandaag, je enige poging · { $best }
ng-daily-attempt = je poging aan de online dagopdracht
ng-solo = alleen
end-daily-sealed = Iedereen speelt vandaag deze worpen: ze blijven verzegeld tot de dag voorbij is (UTC). Dan kan iedereen de ranglijst van de dag controleren met dicepad daily --verify.
net-day-sealed = verzegeld: het spel hield zich aan de vastlegging van de dag en nam geen toevalswaarde van een plaats op; het startgetal wordt bekendgemaakt als de dag voorbij is (controleer dan de ranglijst met dicepad daily --verify)
cli-daily-played-sealed = { $game }, opdracht van { $date }: { $total }; het spel hield de verzegelde worpen van de dag aan (controleer de ranglijst met --verify als de dag voorbij is)
