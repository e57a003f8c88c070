# De schil van het venster: menu's, opdrachten, startscherm, instellingen, dialogen en het speleinde.

menu-file = Bestand
menu-game = Spel
menu-view = Beeld
menu-help = Help

cmd-new-game = Nieuw spel…
cmd-new-game-tip = Nieuw spel
cmd-open = Openen…
cmd-open-tip = Een opgeslagen spel openen
cmd-save = Opslaan
cmd-save-tip = Opslaan (vraagt de eerste keer waar)
cmd-save-as = Opslaan als…
cmd-save-as-tip = Opslaan als…
cmd-export = Exporteren als PNG…
cmd-export-tip = Het getoonde blad exporteren als PNG
cmd-print-blank = Leeg blad afdrukken…
cmd-print-blank-tip = Een leeg blad op A4 met 300 dpi, om op papier te spelen
cmd-home = Start
cmd-home-tip = Terug naar het startscherm
cmd-quit = Afsluiten
cmd-quit-tip = Afsluiten (het spel wordt automatisch bewaard; Verder spelen pakt het weer op)
cmd-undo = Ongedaan maken
cmd-undo-tip = Je laatste stap ongedaan maken (de dobbelstenen blijven zoals ze vielen)
cmd-redo = Opnieuw
cmd-redo-tip = Opnieuw doen wat je terugnam
cmd-hint = Tip
cmd-hint-tip = Tip: de keuze van de bot (Sterk, tenzij de instellingen iets anders zeggen), op het blad gemarkeerd
cmd-skip = Door naar mijn beurt
cmd-skip-tip = Door naar mijn beurt: bots spelen meteen tot een mens aan zet is
cmd-skipping = Bezig met doorspoelen…
cmd-review = Terugblik…
cmd-review-tip = Elke stap tot nu toe doorlopen; vanaf elke stap verder spelen als nieuw spel
cmd-review-button = Terugblik
cmd-copy-code = Spelcode kopiëren
cmd-copy-code-tip = De spelcode kopiëren
cmd-copy-code-button = Kopiëren
cmd-statistics = Statistieken
cmd-statistics-tip = Je eerdere spellen, scores door de tijd en die van de bots ter vergelijking
cmd-settings = Instellingen…
cmd-settings-tip = Taal, kleuren, grootte, snelheden, tips en spelersnamen
cmd-how-to-play = Spelregels
cmd-how-to-play-tip = De regels van dit spel in het kort
cmd-shortcuts = Sneltoetsen
cmd-shortcuts-tip = Deze lijst met toetsen
cmd-open-data-folder = Gegevensmap openen
cmd-open-data-folder-tip = De map met het automatisch bewaarde spel, de instellingen, de spelgeschiedenis en crashrapporten, in het bestandsbeheer
cmd-tutorial = Oefenmodus: toegestane zetten markeren en de andere uitleggen
cmd-tutorial-tip = Toegestane zetten markeren en de andere uitleggen
cmd-bot-plays = Bot speelt voor mij
cmd-bot-plays-tip = De bot Normaal speelt ook de menselijke plaatsen
cmd-close = Sluiten
cmd-close-tip = Het bovenste venster sluiten (of de keuze "welke bedoel je", of de terugblik)

keys-or = of
keys-home-end = Home / End
keys-review-step = In de terugblik (Spel › Terugblik): een stap terug / verder
keys-review-ends = In de terugblik: naar het begin / het einde
keys-in-game = In { $game }
keys-single-letters = Losse letters werken zolang geen tekstveld de cursor heeft.

button-ok = OK
button-cancel = Annuleren
error-title = Er ging iets mis

home-tagline = dobbel-, schrijf- en tegelspellen, met bots voor lege plaatsen
home-settings = Instellingen
home-join = Meedoen aan een netwerkspel…
home-join-tip = Een plaats innemen in een spel dat een andere computer host
home-open = Opgeslagen spel openen…
home-open-tip = { $keys }; of sleep een .ron-bestand op het venster
home-games = Spellen
home-recent = Recente spellen
home-last-game = { $game } (laatste spel)
home-look = Bekijken
home-look-tip = Het afgelopen spel openen
home-continue = Verder spelen
home-continue-tip = Verdergaan waar je gebleven was
home-forget = Vergeten
home-new-game = Nieuw spel
home-print = Leeg blad
home-print-of = Leeg blad van { $game } afdrukken
home-picture = Afbeelding van een blad van { $game }
home-solo = solo
home-players = { $n } spelers
home-players-range = { $min }–{ $max } spelers
player-n = Speler { $n }

how-to-play-title = Spelregels: { $game }

settings-title = Instellingen
settings-language = Taal
settings-language-system = Systeem ({ $language })
settings-dark = Donker thema
settings-colour-blind = Kleuren voor kleurenblinden
settings-colour-blind-tip = Plaatskleuren die ook in helderheid verschillen, en blauw/oranje in plaats van groen/rood voor toegestane en geweigerde zetten
settings-scale = Grootte van de interface
settings-tutorial = Oefenmodus aan voor nieuwe spellen
settings-animation = Animatiesnelheid (0 = uit)
settings-bot-speed = Botzetten per seconde
settings-hints-from = Tips van
settings-hint-bot = de bot { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}
settings-own-dialog = Altijd het eigen bestandsvenster van dicepad gebruiken
settings-own-dialog-tip = Openen, Opslaan als en Exporteren proberen dan nooit het bestandsvenster van het bureaublad
settings-player-names = Spelersnamen
settings-seat = Plaats { $n }

new-game-title = Nieuw spel: { $game }
new-game-cannot-start = Het spel kan niet beginnen: { $why }
new-game-not-started = { $why } Het spel is niet begonnen.
new-game-bad-seed = De startwaarde `{ $seed }` is geen geheel getal.
new-game-seats = Plaatsen
new-game-bot-rated = { $bot } ≈ { $rating }
new-game-ratings-tip = Botsterktes uit de botladder: veel spellen met vaste startwaarden tussen de niveaus { $seats ->
    [one] solo (elk niveau met dezelfde worpen)
   *[other] met { $seats } plaatsen
}, op de Elo-schaal met Normaal op 1500; Makkelijk zonder getal waar het nooit voor Normaal eindigde. 400 punten verschil betekent tien keer zo veel kans om voor te eindigen.
new-game-remove = Verwijderen
new-game-add-seat = + Plaats toevoegen
new-game-dice = Dobbelstenen:
new-game-dice-app = gegooid door de app
new-game-dice-table = aan tafel gegooid
new-game-dice-table-tip = Gooi echte dobbelstenen en voer in wat ze tonen; de app controleert de zetten en houdt de score bij
new-game-tutorial = Oefenmodus
new-game-start = Start
new-game-host = Hosten via het netwerk
new-game-host-tip = Vrienden doen mee vanaf hun eigen computer, met een uitnodiging uit de lobby
new-game-listen = Serveradres:
new-game-listen-tip = adres:poort; 0.0.0.0 laat andere computers in het netwerk toe
new-game-host-note = De eerste menselijke plaats speelt in dit venster; elke andere menselijke plaats doet mee vanaf een andere computer. De server gooit de dobbelstenen en speelt de bots.
new-game-clock = Bedenktijd
new-game-clock-tip = Zo lang heeft elke menselijke plaats voor elke actie. Loopt die af, dan doet een bot van het hier gekozen niveau die actie voor de plaats; de plaats blijft van de speler.
new-game-clock-none = geen klok
new-game-clock-seconds = { $n ->
    [one] { $n } seconde per actie
   *[other] { $n } seconden per actie
}
new-game-clock-minutes = { $n ->
    [one] { $n } minuut per actie
   *[other] { $n } minuten per actie
}
new-game-clock-day = 1 dag per actie
new-game-clock-bot = daarna
new-game-clock-bot-easy = zet een makkelijke bot
new-game-clock-bot-normal = zet een normale bot
new-game-clock-bot-strong = zet een sterke bot
new-game-seed = Startwaarde (optioneel):
new-game-seed-hint = willekeurig
new-game-code = Spelcode (optioneel):
new-game-code-hint = uit het spel van een vriend
new-game-code-tip = Een code uit Spel → Spelcode kopiëren: hetzelfde spel, dezelfde opties en dobbelstenen
new-game-code-seed = startwaarde { $seed }
new-game-code-reads = De code betekent: { $parts }. Hierboven ingesteld.
seat-human = Mens
seat-bot-easy = Bot (Makkelijk)
seat-bot-normal = Bot (Normaal)
seat-bot-strong = Bot (Sterk)

leave-title = Lopend spel verlaten?
leave-question = Je spel { $game } is niet afgelopen. Als je dit spel { $next } opent, verlaat je het.
leave-network-seat = Je verlaat je plaats in het netwerkspel.
leave-network-game = netwerk
leave-kept-abandoned = Het blijft in de statistieken als afgebroken spel, waar je het kunt terugkijken.
leave-not-kept = Je hebt er nog geen zet in gedaan, dus het wordt niet bewaard.
leave-file-holds = Het bestand { $file } bevat het zoals het laatst is opgeslagen.
leave-yes = Verlaten
leave-cancel-tip = Het lopende spel verder spelen (Esc)

end-title = Einde van het spel
end-winner = (winnaar)
end-total = Totaal
end-network-rematch = Voor een revanche opent de host een nieuw spel en nodigt opnieuw uit.
end-new-best = Een nieuw record: je beste score was { $best } (in { $games ->
    [one] 1 spel
   *[other] { $games } spellen
}).
end-equals-best = Dat is gelijk aan je beste score tot nu toe ({ $games ->
    [one] 1 spel
   *[other] { $games } spellen
}).
end-best-so-far = Je beste score tot nu toe is { $best } (in { $games ->
    [one] 1 spel
   *[other] { $games } spellen
}).
end-daily-attempt = Dagopdracht van { $date }: je poging.
end-daily-practice = Dagopdracht van { $date }: je oefenspel.
end-strong-beaten = De bot Sterk eindigde met dezelfde worpen op { $total }: je hebt hem verslagen.
end-strong-matched = De bot Sterk eindigde met dezelfde worpen op { $total }: gelijkspel.
end-strong-won = De bot Sterk eindigde met dezelfde worpen op { $total }: hij heeft jou verslagen.
end-again-same = Opnieuw: dezelfde worpen
end-again-same-tip = Dezelfde plaatsen en opties, en de dobbelstenen vallen zoals eerder
end-again-new = Opnieuw: nieuwe worpen
end-again-new-tip = Dezelfde plaatsen en opties, nieuwe worpen
end-verify = Dobbelstenen controleren
end-verify-tip = Controleren dat de onthulde startwaarde de belofte van het begin geeft en dat elke worp de worp is die die startwaarde geeft
end-review-tip = Het spel stap voor stap doorlopen

net-sent = Naar de server gestuurd…
net-waiting-dice = Wachten op de dobbelstenen.
net-waiting-for = Wachten op { $names }.

status-resumed = Je laatste spel gaat verder
status-opened = { $file } geopend
status-saved = Opgeslagen in { $file }
status-exported = { $file } geëxporteerd
status-own-dialog-unavailable = Het bestandsvenster van het systeem is niet beschikbaar ({ $why }), dus hier is dat van dicepad.
status-own-dialog-not-opened = Het bestandsvenster van het systeem ging niet open, dus hier is dat van dicepad.
status-the-bot = De bot
status-thinking = { $name } denkt na…
status-thinking-secs = { $name } denkt na… ({ $secs } s)
status-hint-looking = De bot { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
} zoekt een tip…
status-hint-queued = De bots schrijven nog: je tip komt zodra je aan zet bent.
status-code-copied = Spelcode { $code } gekopieerd: typ hem in bij Nieuw spel om met dezelfde worpen te spelen.
status-dismiss = Wegklikken
error-open = Het opgeslagen spel kon niet worden geopend. Je huidige spel blijft ongewijzigd.

    { $why }
error-autosave = Automatisch opslaan mislukt: { $why }
error-save = Opslaan in { $file } mislukt: { $why }
error-export = Exporteren mislukt: { $why }
error-settings = De instellingen konden niet worden opgeslagen: { $why }

side-game-code = Spelcode
side-game-code-tip = Spel, opties en dobbelstenen in één code: typ hem in bij Nieuw spel om met dezelfde worpen te spelen
side-skip-disabled = Een mens is aan de beurt (of het spel is afgelopen)
side-moves-per-second = zetten/s
side-export-seat = Plaats exporteren
side-scores = Scores
side-log = Logboek
status-not-fair = niet eerlijk: { $why }

# De samenvatting van een opgeslagen spel op de opdrachtregel (dicepad replay).
replay-head-running = { $game } — { $actions ->
    [one] 1 stap
   *[other] { $actions } stappen
}, bezig ({ $seed })
replay-head-finished = { $game } — { $actions ->
    [one] 1 stap
   *[other] { $actions } stappen
}, afgelopen ({ $seed })
replay-to-move = Aan zet: { $who }. { $prompt }
replay-legal = Toegestane stappen ({ $n }): { $list }
replay-legal-more = , … en nog { $n }
replay-scores = Scores:
replay-the-dice = de dobbelstenen
replay-nobody = niemand (spel afgelopen)
replay-state = Toestand:

play-table-prompt = Gooi aan tafel en voer daarna de uitkomst in, in het paneel naast het blad.
play-wait-settle = Wacht tot de dobbelstenen stilliggen.
play-back-to-sheet = Terug naar het blad van { $name }
play-to-play = { $name } is aan zet
play-bot-to-play = { $name } is aan zet (bot { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
})
play-roll-at-table = Aan tafel gooien
play-dice-rolling = De dobbelstenen rollen
play-played = Gespeeld: { $action }
play-bot-agrees = · ook de keuze van de bot
play-bot-instead = · de bot: { $action }
play-hint = Tip: { $action }
play-hint-expects = Tip: { $action } (de bot verwacht aan het eind ongeveer { $value } punten)
play-which-one = Welke bedoel je?
log-dice = Dobbelstenen

# Netwerkspel: meedoen, verbinden, de lobby.
net-join-title = Meedoen aan een netwerkspel
net-join-explain = In de lobby van de host staat voor elke plaats een uitnodiging: plak de jouwe hier in zijn geheel, of typ het adres van de server, de kamercode en het token van je plaats.
net-join-invite = Uitnodiging
net-join-invite-hint = ws://… KAMER TOKEN
net-join-server = Server
net-join-room = Kamercode
net-join-room-hint = { $n } letters en cijfers
net-join-token = Plaatstoken
net-join-token-hint = 32 hexadecimale cijfers
net-join-not-invite = Dat is geen uitnodiging: die luidt ws://ADRES KAMER TOKEN.
net-join-bad-server = Het adres van de server ziet eruit als ws://192.168.1.5:7878 (of wss://… met TLS).
net-join-need-room = Typ de kamercode die je van de host kreeg.
net-join-need-token = Typ het token van je plaats (het staat in de uitnodiging van de host).
net-join-button = Meedoen
net-connecting = Verbinden
net-joining = Kamer { $room } op { $server } binnengaan…
net-join-retrying = { $problem } ({ $n ->
    [one] één keer
   *[other] { $n } keer
} geprobeerd; we proberen het opnieuw)
net-host-need-person = één plaats moet een mens zijn: degene die in dit venster speelt
net-cannot-host = Het spel kan niet worden gehost: { $why }
net-cannot-host-no-game = Hosten lukt niet: er is geen spel `{ $game }`.
net-no-such-game = dat spel bestaat niet
net-server-not-started = de server is niet gestart
net-no-token = de server gaf de plaats van dit venster geen token
net-invite-line = plaats { $seat } ({ $name }): { $invite }
net-cannot-join = Meedoen lukt niet: { $why }
net-game-does-not-load = het spel van de server laadt hier niet: { $why }
net-lobby-title = Lobby: kamer { $room }
net-lobby-explain = Stuur elke speler op afstand zijn uitnodiging. Die kiest Meedoen aan een netwerkspel op het startscherm en plakt hem daar. Het spel is al bezig: elke plaats speelt zodra die aan de beurt is.
net-lobby-to-table = Naar de tafel
net-invite-copied = Uitnodiging gekopieerd.

# De tafel in het zijpaneel: gelijktijdige stappen, en de kamer van een netwerkspel.
table-network-room = Netwerkspel: kamer { $room }
table-connection-lost = Verbinding verbroken ({ $why }); opnieuw verbinden…
table-server-refused = De server weigerde: { $why }
table-untrusted = De dobbelstenen zijn niet te vertrouwen: { $why }
table-still-thinking = Nog aan het nadenken (iedereen speelt deze worp)
table-at-sheet = { $name } (aan het blad)
table-hand-sheet = Geef het blad aan { $name }
table-bot = { $name } (bot)
table-connected = verbonden
table-not-connected = niet verbonden
table-time-s = { $s } s
table-time-h-min = { $h } u { $min } min
table-time-d-h = { $d } d { $h } u
table-you = { $name } (jij)
table-bot-level = { $name } (bot, { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
})
table-finished = klaar
table-away-turn = weg (aan de beurt)
table-away = weg
table-thinking = denkt na…
table-waiting = wacht
table-time-left = { $doing }, nog { $left }
table-clock-tip = Als de tijd om is, doet de bot van de kamer deze zet voor de plaats
table-copy-invite = Uitnodiging kopiëren
table-bot-in = bot mag over { $secs } s overnemen
table-dropped = { $name } is weggevallen; tot dan mag die terugkomen, en daarna ook altijd
table-bot-takes-over = Bot neemt over
table-bot-takes-over-tip = Een bot Normaal speelt deze plaats tot de speler weer meedoet

# Aan tafel gegooide dobbelstenen, naast het blad ingevoerd.
tdice-app-roll = Laat de app gooien
tdice-app-draw = Laat de app trekken
tdice-app-tip = Deze stap uit de startwaarde van het spel trekken in plaats van aan tafel
tdice-roll-at-table = Gooi { $what } aan tafel en voer in wat ze tonen.
tdice-take-back-tip = Klik om deze waarde terug te nemen
tdice-add-tip = Een { $face } toevoegen (toets { $face })
tdice-die-showing = Dobbelsteen met { $face }
tdice-entered = { $n } van { $count } ingevoerd · cijfers typen, Backspace neemt terug, Enter voert in
tdice-enter-roll = Worp invoeren
tdice-all-entered = Alle { $what } zijn ingevoerd; neem er een terug om hem te wijzigen.
tdice-notation-hint = in de notatie van het spel (zie Spelregels)
tdice-enter = Invoeren

# De terugblik: de tijdlijn, het logboek, de analyse.
review-title = Terugblik · { $game }
review-explain = Het blad toont de stand vóór de volgende stap, met die stap als schim getekend. Klik op een regel om erheen te springen.
review-next = volgende: { $who }: { $action }
review-next-end = het einde van het spel
review-next-now = de huidige stand van het spel
review-caption = Na { $step } van { $len ->
    [one] 1 stap
   *[other] { $len } stappen
} · { $next }
review-playing-on = Verder spelen vanaf stap { $step }: een nieuw spel; het bekeken spel blijft ongewijzigd.
review-start = Begin
review-start-tip = Het begin van het spel (Home)
review-back = Terug
review-back-tip = Eén stap terug (←)
review-slider = Tijdlijn: getoonde stappen
review-slider-tip = Sleep naar elk punt van het spel
review-next-button = Verder
review-next-tip = Eén stap verder (→)
review-end = Einde
review-end-tip = Het einde van het logboek (End)
review-play-on = Vanaf hier verder spelen
review-play-on-tip = Een nieuw spel vanaf deze stand; het bekeken spel blijft zoals het was
review-close = Terugblik sluiten
review-back-to-game = Terug naar het spel
review-log-end = Het einde
review-log-now = Nu

analysis-title = Analyse (bot { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
})
analysis-start = De beslissingen analyseren
analysis-start-tip = Elke beslissing op de achtergrond vergelijken met de keuze van de bot
analysis-progress = { $done } van { $total } posities
analysis-try-again = Opnieuw proberen
analysis-no-game = geen spel `{ $game }` om te analyseren
analysis-stopped = de analyse stopte onverwacht
analysis-decision = −{ $lost } · { $line }. { $who }: { $played } (bot: { $best })
analysis-rest = Nog { $n ->
    [one] 1 beslissing
   *[other] { $n } beslissingen
}: de keuze van de bot, of volgens zijn schatting niet slechter.
analysis-points-lost = verlies
analysis-log-line = logregel

# Statistieken.
stats-unknown-game = onbekend spel `{ $game }`
stats-compare-done = De botspellen zijn vastgelegd.
stats-compare-stopped = De botspellen zijn gestopt: { $why }
stats-compare-bot-failed = De botspellen zijn gestopt: een bot faalde
stats-game = Spel
stats-player = Speler
stats-no-games = Nog geen partijen van dit spel in de geschiedenis. Afgelopen spellen worden hier vastgelegd.
stats-played = Gespeeld
stats-abandoned = Afgebroken
stats-mean = Gemiddelde
stats-best = Beste
stats-worst = Slechtste
stats-won = Gewonnen
stats-percent = { $n }%
stats-by-opponent = Winstpercentage per niveau van de tegenstander
stats-wins-of = { $wins } van { $games }
stats-over-time = Score door de tijd
stats-over-time-key = stippen: elk spel; lijn: gemiddelde van de laatste { $n }
stats-axis-game = spel
stats-axis-score = score
stats-moving-mean = gemiddelde van de laatste { $n }
stats-distribution = Spreiding van de scores
stats-comparing = Botspellen ter vergelijking worden gespeeld… { $done } van { $total }
stats-compare = Vergelijken met bots
stats-compare-tip = Speelt op de achtergrond een paar dozijn spellen met de bots Makkelijk en Normaal en een dozijn met de bot Sterk, en legt ze vast
stats-no-bot-games = Van dit spel zijn nog geen botspellen vastgelegd.
stats-past-games = Eerdere spellen ({ $n })
stats-game-n = Spel { $id }
stats-open-game = Dit spel openen
stats-seat = { $name } { $score }
stats-seat-won = { $name } { $score } (gewonnen)
stats-abandoned-game = afgebroken
stats-actions = { $n ->
    [one] 1 stap
   *[other] { $n } stappen
}

stats-compare-bot-name = Bot { $n } ({ $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
})
stats-bot-player = bot { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}
stats-opponent-bots = bots { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}
stats-people-only = alleen mensen

# Instellingen van schijf, en gegevensbestanden die niet te lezen waren.
settings-out-of-range = De instelling { $name } was { $value }, buiten { $low }–{ $high }; ze is weer { $default }.
settings-name-zoom = zoom
settings-name-animation = animatiesnelheid
settings-name-bot-speed = botsnelheid
settings-bad-window = De bewaarde venstergrootte { $width }×{ $height } was onbruikbaar; de standaardgrootte geldt weer.
settings-names-cut = Alleen de eerste { $n } spelersnamen zijn bewaard.
settings-setup-tidied = Een onthouden spelopstelling was beschadigd en is opgeschoond.
settings-name-cleaned = Een spelersnaam was te lang of bevatte stuurtekens; hij is nu “{ $name }”.
settings-set-aside = { $what } kon niet worden gelezen ({ $why }); { $instead } en het oude bestand is bewaard als { $kept }.
settings-not-set-aside = { $what } kon niet worden gelezen ({ $why }); { $instead }. Het bestand kon niet opzij worden gezet ({ $error }), dus het wordt niet overschreven.
settings-file = Het instellingenbestand
settings-defaults-used = de standaardwaarden gelden

# De dagopdrachten op het startscherm.
daily-no-data-folder = De gegevensmap kon niet worden aangemaakt ({ $why }); er wordt niets onthouden.
daily-records = De gegevens van de dagopdrachten
daily-new-record = er is opnieuw begonnen
daily-title = Dagopdracht op deze computer · { $date }
daily-title-tip = Hier gespeeld, zonder netwerk: wie de opdracht van vandaag speelt, krijgt dezelfde worpen, maar het startgetal volgt uit de datum, dus de uitslagen tellen alleen voor jou. Je eerste spel is je poging; de volgende zijn oefening. De opdracht van een server (hieronder) verzegelt haar worpen en houdt een ranglijst bij.
daily-blurb = de worpen van vandaag, voor iedereen gelijk: versla de score van de bot Sterk
daily-play = Spelen
daily-play-tip = Je poging voor de opdracht van vandaag
daily-play-name = De opdracht van vandaag van { $game } spelen
daily-practice = Oefenen
daily-practice-tip = Je poging is vastgelegd; dit spel is oefening
daily-practice-name = De opdracht van vandaag van { $game } oefenen
daily-you-not-played = jij: nog niet gespeeld
daily-you-in-progress = jij: bezig
daily-you-won = jij: { $total }, gewonnen
daily-you-lost = jij: { $total }, verloren
daily-you = jij: { $total }
daily-bot = bot { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}: { $total }
daily-bot-working = bot { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}: rekent nog…
daily-no-past = geen eerdere opdrachten
daily-past = eerder: { $recent } (beste { $best } van { $n })
daily-cannot-start = De opdracht kan niet beginnen: { $why }
daily-cannot-record = De dagopdracht kan niet worden vastgelegd: { $why }

# Het eigen bestandsvenster van dicepad.
fd-filter-save = dicepad-spel
fd-filter-png = PNG-afbeelding
fd-title-open = Een opgeslagen spel openen
fd-title-save = Het spel opslaan
fd-title-export = Het blad exporteren als PNG
fd-title-print = Een leeg blad om af te drukken opslaan (PNG)
fd-open = Openen
fd-save = Opslaan
fd-export = Exporteren
fd-cannot-check = kan niet worden nagegaan: { $why }
fd-no-portal = dit bureaublad biedt geen bestandsportaal
fd-did-not-open = het ging niet open
fd-cannot-open-folder = De map { $folder } kan niet worden geopend: { $why }
fd-pick-first = Kies eerst een bestand.
fd-type-first = Typ eerst een bestandsnaam.
fd-no-file = Er is geen bestand { $file }.
fd-up = Omhoog
fd-up-tip = De map die deze bevat
fd-home = Thuismap
fd-folder = Map
fd-empty = Hier zijn geen mappen of .{ $ext }-bestanden.
fd-file-name = Bestandsnaam
fd-exists = { $name } bestaat al. Vervangen?
fd-replace = Vervangen
fd-keep = Behouden

# Recente spellen en opgeslagen bestanden.
files-unreadable = dit bestand kan niet meer worden geopend
files-finished = afgelopen: { $result }
files-in-progress = bezig
files-to-play = , { $name } is aan zet
files-so-far = , tot nu toe { $total }
files-just-now = zojuist
files-minutes-ago = { $n ->
    [one] een minuut geleden
   *[other] { $n } minuten geleden
}
files-hours-ago = { $n ->
    [one] een uur geleden
   *[other] { $n } uur geleden
}
files-yesterday = gisteren
files-days-ago = { $n } dagen geleden
files-on-date = op { $day } { $month } { $year }
month-jan = jan
month-feb = feb
month-mar = mrt
month-apr = apr
month-may = mei
month-jun = jun
month-jul = jul
month-aug = aug
month-sep = sep
month-oct = okt
month-nov = nov
month-dec = dec
files-no-file-manager = Er ging geen bestandsbeheer open ({ $why }): de map is { $folder }

# De melding op het startscherm over crashrapporten.
crash-title = dicepad liep tegen een fout aan
crash-explain = Een fout heeft dicepad eerder gestopt, en het schreef een rapport, { $name }{ $n ->
    [one] {""}
   *[other] {" "}({ $n } rapporten in totaal)
}, in de map { $folder } van de gegevensmap. Het bevat de fout en het spel dat liep; stuur je het naar de ontwikkelaars, dan helpt dat hen de fout te verhelpen.
crash-open-folder = Map openen
crash-copy = Rapport kopiëren
crash-copied = Gekopieerd.
crash-unreadable = Het kan niet worden gelezen: { $why }

# Bestand › Leeg blad afdrukken.
print-title = Een leeg blad afdrukken
print-explain = Een leeg blad op een A4-pagina met 300 dpi, klaar om af te drukken.
print-seats = plaatsen aan tafel
print-own-page = Een plaats met een ander blad krijgt een eigen pagina.
print-save = PNG opslaan…
print-saved = Leeg blad opgeslagen: { $files }
print-saved-in = Leeg blad opgeslagen: { $files } in { $folder }
print-failed = Het lege blad afdrukken is mislukt: { $why }
print-cannot-write = kan { $file } niet schrijven: { $why }

play-on-sheet = { $action } (op het blad)
play-sheet-of = Blad van { $name }
play-sheet-of-small = Blad van { $name } (klein)
play-plays-this-turn = { $name } speelt deze beurt.
play-other-sheets = Andere bladen (klik er een aan om beter te kijken)
history-not-recorded = Het spel kon niet in de geschiedenis worden vastgelegd: { $why }
history-reviewing = Terugblik op spel { $id } uit je geschiedenis
history-cannot-open = Spel { $id } uit de geschiedenis kon niet worden geopend: { $why }

app-bot-refused = Een botzet werd geweigerd: { $why }
app-cannot-open-window = kan het venster niet openen: { $why }

app-screenshot-size = de schermafbeelding heeft de verkeerde grootte

# Gedeeld tekenen van de bladen (sheet_kit).
sk-table-chance-help = Voer in de notatie van het spel in wat er aan tafel gebeurde (zie Spelregels).
sk-wait-turn = Wacht: { $name } is aan zet.
sk-halfway = Een blad halverwege een spel:
analysis-luckiest = { $luck } · { $line }. { $outcome } (meeste geluk voor { $who })
analysis-unluckiest = { $luck } · { $line }. { $outcome } (meeste pech voor { $who })
analysis-points = punten
analysis-luck-bars = geluk van { $who }

## Opnieuw proberen en de oefenlijst
trial-title = Opnieuw proberen: regel { $line }, { $who }
trial-ask = Zoek een betere zet dan die in het spel en speel hem hieronder op het blad. De keuze van de bot ({ $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}) verschijnt zodra je gekozen hebt.
trial-weighing = Je zet wordt vergeleken met die van de bot ({ $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
})…
trial-found-bots = Gevonden: dat is de zet van de bot ({ $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}), { $best }. In het spel kostte de gespeelde zet { $lost } punten.
trial-found-close = Gevonden: { $choice } is even goed als de zet van de bot ({ $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}), { $best } (verwacht { $mine } tegen { $theirs }). In het spel kostte de gespeelde zet { $lost } punten.
trial-same = Dezelfde zet als in het spel: hij kost { $lost } punten tegenover de zet van de bot ({ $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}), { $best }.
trial-short = { $label }: { $choice } kost { $now } punten tegenover de zet van de bot ({ $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}), { $best } (verwacht { $mine } tegen { $theirs }). In het spel kostte de gespeelde zet { $lost }.
trial-failed = Deze zet kon niet gewogen worden: { $why }
trial-analysis-hidden = De analyse komt terug zodra je gekozen hebt: ze noemt de zet van de bot.
trial-again = Nog eens
trial-again-tip = Dezelfde positie nog een keer
trial-next = Volgende positie
trial-back = Terug naar de terugblik
trial-try = Opnieuw proberen: vind een betere zet
trial-try-tip = Deze positie nog eens met dezelfde dobbelstenen: eerst jouw zet, dan die van de bot
practice-title = Oefenen
practice-due = { $n ->
    [one] 1 positie uit je spellen om opnieuw te spelen:
   *[other] { $n } posities uit je spellen om opnieuw te spelen:
}
practice-none-due = Vandaag niets te oefenen: de volgende positie komt { $days ->
    [one] morgen
   *[other] over { $days } dagen
} terug.
practice-item = { $game }, regel { $line }: −{ $lost } punten in het spel
practice-play = Spelen
practice-play-named = Oefenen: { $game }, regel { $line }
practice-play-tip = De positie nog eens, met dezelfde dobbelstenen: vind een betere zet
practice-not-in-game = Regel { $line } van dit spel is geen zet van de plaats die de oefenlijst noemt: hij gaat van de lijst.
practice-back-in = Op je oefenlijst: { $days ->
    [one] morgen
   *[other] over { $days } dagen
} terug.
