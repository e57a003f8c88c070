# The services and the command line: review, history and statistics, daily challenges, export, network play, `dicepad` subcommands: their messages.

# De samenvatting van de terugblik en de tabel die `dicepad review` afdrukt.
review-no-loss = Geen enkele beslissing kostte punten ({ $n ->
    [one] 1 beslissing
   *[other] { $n } beslissingen
} vergeleken met de keuzes van de bot { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}).
review-summary = { $n ->
    [one] 1 beslissing kost
   *[other] { $n } beslissingen kosten
} { $lost } verwachte punten; de grootste: regel { $line }, { $who }: { $played } in plaats van { $best } ({ $big } punten).
review-col-line = regel
review-col-who = wie
review-col-played = gespeeld
review-col-bot = bot { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}
review-col-exp-played = verw. gespeeld
review-col-exp-best = verw. beste
review-col-lost = verloren
review-col-rollouts = uitspelingen
review-table-note = Tot { $n ->
    [one] 1 uitspeling
   *[other] { $n } uitspelingen
} per zet, daarna bots Normaal op elke plaats (minder waar de betere zet duidelijk was; geen waar de gespeelde zet die van de bot is).

review-err-rollouts = uitspelingen moeten tussen 1 en { $max } liggen, niet { $n }
review-err-load = terugblik niet mogelijk: { $why }
review-err-unreadable = dit opgeslagen spel kan niet worden teruggekeken: { $why }
review-err-unknown-game = dit opgeslagen spel kan niet worden teruggekeken: onbekend spel `{ $game }`
review-err-no-seat = er is geen plaats { $seat } in een spel met { $seats } plaatsen
review-err-no-decision = regel { $line } is geen zet van plaats { $seat }
review-err-not-legal = “{ $move }” is daar geen geldige zet

# De opdrachtregel (subopdrachten van `dicepad`): uitvoer voor mensen en fouten.
cli-seats-from-1 = plaatsen worden vanaf 1 geteld
cli-review-cancelled = de terugblik werd afgebroken

# Spelcodes (Nieuw spel › Spelcode).
code-empty = De spelcode is leeg.
code-bad-character = `{ $char }` kan geen deel zijn van een spelcode (die gebruikt de cijfers en de letters A–Z zonder U).
code-check = Deze spelcode bevat ergens een tikfout (de controleletter past niet bij de rest). Controleer hem teken voor teken.
code-too-long = De spelcode is te lang.
code-unknown-game = De spelcode noemt een spel dat deze versie van dicepad niet heeft.
code-unknown-options = De spelcode noemt opties die deze versie van dicepad niet heeft.

# Het als PNG geëxporteerde blad.
export-cannot-write = kan { $file } niet schrijven
export-wrong-size = de beeldbuffer heeft de verkeerde grootte
export-cannot-encode = kan de PNG niet coderen
export-too-wide = de afbeelding is te breed
export-too-tall = de afbeelding is te hoog
export-finished = afgelopen
export-in-progress = bezig
export-actions = { $n ->
    [one] 1 stap
   *[other] { $n } stappen
}
export-score-of = Score — { $name }
export-total = Totaal: { $total }
export-table = Tafel
export-table-seat = { $name }: { $total }
export-table-winner = { $name }: { $total }  (winnaar)
seed-sealed = verzegelde startwaarde
seed-n = startwaarde { $seed }

# Lege bladen om af te drukken (Bestand › Leeg blad afdrukken, `dicepad print`).
print-unknown-game = onbekend spel `{ $game }`; spellen: { $games }
print-seats-range = { $game } heeft { $min }–{ $max } plaatsen, niet { $n }
print-name = Naam
print-date = Datum
print-footer = { $game } · leeg blad · afgedrukt met dicepad
print-dpi = --dpi { $dpi }: gebruik 30 tot 1200 punten per inch

cli-wrote = { $file } geschreven
cli-cannot-write = kan { $file } niet schrijven: { $why }
cli-no-such-seat = plaats { $seat } bestaat niet: dit spel heeft de plaatsen 1 tot en met { $seats }
cli-no-such-blank-seat = plaats { $seat } bestaat niet: het lege blad heeft de plaatsen 1 tot en met { $seats } (stel --seats in)
cli-export-needs-gui = PNG-export heeft de functie `gui` nodig, waarzonder deze versie is gebouwd
cli-recorded = { $n ->
    [one] 1 spel
   *[other] { $n } spellen
} vastgelegd in { $db }
cli-dice-do-not-check = het spel is afgelopen, maar de dobbelstenen kloppen niet: { $why }

cli-review-step = --review verwacht een stapnummer (0 = het begin), niet `{ $step }`
cli-not-network = geen netwerkopdracht
cli-no-window = deze versie heeft geen venster (gebouwd zonder de functie `gui`)
cli-no-window-help = deze versie heeft geen venster (gebouwd zonder de functie `gui`); probeer `dicepad --help`

# De spelgeschiedenis (statistieken).
history-corrupt = De spelgeschiedenis { $path } is beschadigd ({ $reason }); dicepad laat hem zoals hij is. Verplaats of hernoem hem om een nieuwe geschiedenis te beginnen.
history-foreign = { $path } is geen spelgeschiedenis van dicepad ({ $reason }); dicepad laat hem ongemoeid. Kies een ander bestand, of zet dit opzij.
history-locked = De spelgeschiedenis { $path } is in gebruik door een ander programma; probeer het opnieuw als dat klaar is.
history-read-only = Er kan niet in de spelgeschiedenis { $path } worden geschreven ({ $reason }).
history-unreadable = De spelgeschiedenis { $path } kan niet worden gelezen ({ $reason }).
history-empty = Er is nog geen spelgeschiedenis in { $path } (speel een spel uit, of draai selfplay --record).
history-newer = De spelgeschiedenis { $path } is geschreven door een nieuwere dicepad (schema { $found }, deze kent tot { $known }); hij blijft ongemoeid.
history-not-found = De spelgeschiedenis heeft geen spel { $id }.
history-bad-record = Een spel kon niet worden vastgelegd: { $why }
history-other = De spelgeschiedenis { $path } faalde: { $reason }

# `dicepad host --seats`.
host-two-you = maar één plaats kan `you` zijn
host-no-you = één plaats moet `you` zijn
host-not-a-seat = `{ $word }` is geen plaats: gebruik you, remote, easy, normal of strong
review-split = { $who } { $result }: bij de start { $start } verwacht, dobbelstenen { $luck }, beslissingen { $lost } ({ $costly ->
    [one] 1 kostbare
   *[other] { $costly } kostbare
}).
review-split-unreviewed = { $who } { $result }: bij de start { $start } verwacht, dobbelstenen { $luck } (beslissingen niet bekeken).
review-accuracy = { $who }: nauwkeurigheid { $accuracy } % ({ $inaccuracies ->
    [one] 1 onnauwkeurigheid
   *[other] { $inaccuracies } onnauwkeurigheden
}, { $mistakes ->
    [one] 1 fout
   *[other] { $mistakes } fouten
}, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}).
review-label-inaccuracy = Onnauwkeurigheid
review-label-mistake = Fout
review-label-blunder = Blunder
review-luck-standing = Bij gelijk geluk: { $list }.
