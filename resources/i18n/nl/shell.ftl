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
cmd-hint-tip = Tip: de keuze van de bot (Strong, tenzij de instellingen iets anders zeggen), op het blad gemarkeerd
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
cmd-bot-plays-tip = De bot Normal speelt ook de menselijke plaatsen
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
settings-hint-bot = de bot { $level }
settings-own-dialog = Altijd het eigen bestandsvenster van dicepad gebruiken
settings-own-dialog-tip = Openen, Opslaan als en Exporteren proberen dan nooit het bestandsvenster van het bureaublad
settings-player-names = Spelersnamen
settings-seat = Plaats { $n }

new-game-title = Nieuw spel: { $game }
new-game-cannot-start = Het spel kan niet beginnen: { $why }
new-game-not-started = { $why } Het spel is niet begonnen.
new-game-bad-seed = De startwaarde `{ $seed }` is geen geheel getal.
new-game-seats = Plaatsen
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
new-game-listen = Luisteren op:
new-game-listen-tip = adres:poort; 0.0.0.0 laat andere computers in het netwerk toe
new-game-host-note = De eerste menselijke plaats speelt in dit venster; elke andere menselijke plaats doet mee vanaf een andere computer. De server gooit de dobbelstenen en speelt de bots.
new-game-seed = Startwaarde (optioneel):
new-game-seed-hint = willekeurig
new-game-code = Spelcode (optioneel):
new-game-code-hint = uit het spel van een vriend
new-game-code-tip = Een code uit Spel → Spelcode kopiëren: hetzelfde spel, dezelfde opties en dobbelstenen
new-game-code-seed = startwaarde { $seed }
new-game-code-reads = De code betekent: { $parts }. Hierboven ingesteld.
seat-human = Mens
seat-bot-easy = Bot (Easy)
seat-bot-normal = Bot (Normal)
seat-bot-strong = Bot (Strong)

leave-title = Lopend spel verlaten?
leave-question = Je spel { $game } is niet afgelopen. Als je dit spel { $next } opent, verlaat je het.
leave-network-seat = Je verlaat je plaats in het netwerkspel.
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
end-strong-beaten = De bot Strong eindigde met dezelfde worpen op { $total }: je hebt hem verslagen.
end-strong-matched = De bot Strong eindigde met dezelfde worpen op { $total }: gelijkspel.
end-strong-won = De bot Strong eindigde met dezelfde worpen op { $total }: hij heeft jou verslagen.
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
status-hint-looking = De bot { $level } zoekt een tip…
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
play-bot-to-play = { $name } is aan zet (bot { $level })
play-roll-at-table = Aan tafel gooien
play-dice-rolling = De dobbelstenen rollen
play-played = Gespeeld: { $action }
play-bot-agrees = · ook de keuze van de bot
play-bot-instead = · de bot: { $action }
play-hint = Tip: { $action }
play-hint-expects = Tip: { $action } (de bot verwacht aan het eind ongeveer { $value })
play-which-one = Welke bedoel je?
log-dice = Dobbelstenen
