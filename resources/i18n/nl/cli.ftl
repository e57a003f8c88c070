# The command line: --help, the stats and selfplay reports.

## dicepad stats

cli-stats-summary = { $games ->
    [one] 1 spel
   *[other] { $games } spellen
} uitgespeeld, { $abandoned } afgebroken
cli-stats-player = speler
cli-stats-games = spellen
cli-stats-abandoned = afgebroken
cli-stats-mean = gemiddeld
cli-stats-best = beste
cli-stats-worst = slechtste
cli-stats-wins = winst
cli-stats-by-opponent = per tegenstander
# $n: een getal, al met zijn decimalen geschreven.
cli-percent = { $n }%

## dicepad selfplay

cli-selfplay-head = { $game }: { $games ->
    [one] 1 spel
   *[other] { $games } spellen
} vanaf startwaarde { $seed } ({ $actions } acties per spel)
cli-selfplay-seat = plaats { $seat } ({ $level }): gemiddeld { $mean }, min. { $min }, max. { $max }, spreiding (sd) { $sd }
cli-selfplay-wins = , winst { $rate }%
cli-selfplay-alone = {" "}(alleen { $rate }%)
cli-selfplay-time = selfplay: { $games ->
    [one] 1 spel
   *[other] { $games } spellen
} in { $secs } s ({ $micros } µs per actie gemiddeld)
cli-selfplay-decisions = plaats { $seat } ({ $level }): { $n ->
    [one] 1 beslissing
   *[other] { $n } beslissingen
}, mediaan { $median } ms, p90 { $p90 } ms, max. { $max } ms

## Fouten van de opdrachtregel zelf

cli-lang-unknown = `{ $code }` is geen taal: kies en, de of nl
cli-no-gui = deze opdracht opent het venster; deze build heeft geen grafische interface
cli-export-what = geef een opgeslagen spel om te exporteren, of --blank --game ID

## --help: de eigen woorden van clap

cli-heading-usage = Gebruik:
cli-heading-commands = Opdrachten
cli-heading-options = Opties
cli-heading-arguments = Argumenten
cli-help-about = Toont deze hulp of de hulp bij de genoemde opdrachten
cli-games = Spellen: { $ids }

## --help: elke opdracht en elk argument

cli-about = Dobbel- en tegelspellen om af te strepen, met bots. Zonder opdracht opent het venster.
cli-arg-help = Toont de hulp
cli-arg-version = Toont de versie
cli-arg-log = Wat er gelogd wordt: een niveau (error, warn, info, debug, trace, off) of aanwijzingen doel=niveau, bijv. `dicepad::net=debug,info`. Gaat voor RUST_LOG. Het venster logt naar logs/dicepad.log in de gegevensmap, `serve` naar logs/ in zijn --data-map.
cli-arg-log-value = NIVEAU
cli-arg-log_format = Hoe logregels eruitzien: text, of één JSON-object per regel.
cli-arg-lang = De taal waarin dicepad spreekt: en, de of nl. Zonder deze optie beslist de systeemtaal (LC_ALL, dan LC_MESSAGES, dan LANG; Engels voor elke andere taal). Opgeslagen spellen en notatie zijn in elke taal hetzelfde.
cli-arg-lang-value = TAAL
cli-arg-server = De server, bijv. ws://192.168.1.5:7878 (of wss://… voor een server met TLS).
cli-arg-token = Het geheime token van de plaats (uit `rooms create` of de uitnodiging van de gastheer).
cli-arg-ca = Voor een wss://-server: vertrouw ook het certificaat of de certificaten in dit PEM-bestand (het eigen certificaat van een zelfondertekende server), naast de ingebouwde basiscertificaten. Standaard: $DICEPAD_CA.
cli-arg-options = Spelopties als sleutel=waarde (herhaalbaar), bijv. --option side=back.
cli-open-about = Opent een opgeslagen spel in het venster.
cli-open-arg-review = Opent het in de terugblik: de tijdlijn bij actie N (0 = het begin; standaard: het einde).
cli-export-about = Tekent het blad van een plaats uit een opgeslagen spel als PNG, zonder venster of scherm.
cli-export-arg-save = Het opgeslagen spel om te tekenen (niet met --blank).
cli-export-arg-seat = Nummer van de plaats, vanaf 1.
cli-export-arg-dpi = Afdrukresolutie in punten per inch (een bladpunt wordt als 1/72 inch afgedrukt). Standaard: schermgrootte voor een opgeslagen spel, 300 voor --blank.
cli-export-arg-blank = Een leeg blad van --game op een A4-pagina, klaar om af te drukken.
cli-export-arg-game = Met --blank: de id van het spel.
cli-export-arg-seats = Met --blank: hoeveel plaatsen de tafel heeft (bladen kunnen per plaats verschillen).
cli-export-arg-options = Met --blank: spelopties als sleutel=waarde (herhaalbaar), bijv. --option side=back.
cli-replay-about = Toont een samenvatting van een opgeslagen spel: wie aan de beurt is, wat nu, toegestane acties, scores en hun uitsplitsing.
cli-replay-arg-state = Toont ook de ruwe spelstand (voor foutmeldingen).
cli-selfplay-about = Laat bots veel spellen met startwaarde spelen en rapporteert de scorestatistieken.
cli-selfplay-arg-bot = Botniveau voor elke plaats (easy, normal of strong), tenzij --seats gegeven is.
cli-selfplay-arg-seats = Eén botniveau per plaats, gescheiden door komma's (bijv. normal,easy,easy); bepaalt het aantal plaatsen.
cli-selfplay-arg-games = Hoeveel spellen (minstens 1).
cli-selfplay-arg-save = Schrijft ook het opgeslagen spel van het eerste spel hierheen (gestopt na --stop-after acties, als dat gegeven is).
cli-selfplay-arg-stop_after = Met --save: stopt dat spel na zoveel acties, zodat het opgeslagen spel een lopend spel is.
cli-selfplay-arg-record = Legt elk spel vast in de database van de spelgeschiedenis (zie --db).
cli-selfplay-arg-db = Met --record: het databasebestand (standaard: history.sqlite3 in de gegevensmap).
cli-stats-about = Toont statistieken uit de spelgeschiedenis: spellen, gemiddeld/beste/slechtste, winstpercentages per tegenstander.
cli-stats-arg-game = Alleen dit spel (zijn id).
cli-stats-arg-player = Alleen deze speler: de naam van een mens, of "Easy bot" / "Normal bot" / "Strong bot".
cli-stats-arg-db = Het databasebestand (standaard: history.sqlite3 in de gegevensmap).
cli-review-about = Voor elke beslissing van de mensen in een opgeslagen spel: de keuze van de bot, de verwachte eindscores van beide zetten en de verloren punten; daarna een samenvatting.
cli-review-arg-bot = De vergelijkingsbot (easy, normal of strong).
cli-review-arg-rollouts = Hoogstens zoveel uitspelingen per mogelijke zet (standaard 32; minder waar de betere zet duidelijk is).
cli-review-arg-seats = Bekijk deze plaats (vanaf 1; herhaalbaar). Standaard: elke plaats van een mens, anders elke plaats.
cli-review-arg-threads = Te gebruiken threads (standaard: één per kern). De terugblik is bij elk aantal hetzelfde.
cli-serve-about = Biedt netwerkkamers aan (zonder venster): elke actie wordt hier gecontroleerd, hier wordt gegooid, en elke kamer wordt na elke wijziging in --data opgeslagen (een herstarte server gaat verder).
cli-serve-arg-listen = Adres en poort om op te luisteren (poort 0 kiest een vrije; die wordt getoond).
cli-serve-arg-data = Map voor de bestanden van de kamers.
cli-serve-arg-durability = Wanneer een actie als opgeslagen telt: `disk` (naar de schijf geschreven voordat iemand ervan hoort; overleeft een stroomstoring) of `process` (aan het systeem gegeven en elke 0,2 s op de achtergrond geschreven: overleeft dat de server gestopt wordt, een stroomstoring kan het laatste deel van een seconde kosten; kamers wachten nooit op een trage schijf).
cli-serve-arg-store = Houd de kamers bij in deze PostgreSQL-database (postgres://gebruiker@host/db, zonder TLS), die meerdere servers kunnen delen; elke kamer wordt telkens op één ervan gespeeld. Standaard staan ze in een SQLite-database in --data.
cli-serve-arg-node_address = Met --store: het adres waarheen clients die een andere server bereiken worden gestuurd om een kamer te spelen die hier wordt gehouden (standaard: ws:// en het adres waarop deze server luistert).
cli-serve-arg-lease = Met --store: hoe lang deze server een kamer vasthoudt als hij dat niet verlengt (dat doet hij na een derde van de tijd); valt een server weg, dan neemt een andere na deze tijd zijn kamers over.
cli-serve-arg-handshake_timeout = Sluit een verbinding die de WebSocket-handshake (en met --tls-cert de TLS-handshake) na deze tijd niet heeft afgerond.
cli-serve-arg-idle_timeout = Sluit een verbinding die zo lang stil is (de server pingt na elk derde daarvan).
cli-serve-arg-max_connections = Open verbindingen in totaal (houd het onder de grens voor open bestanden, `ulimit -n`).
cli-serve-arg-max_connections_per_address = Open verbindingen vanaf één adres (een IPv6-adres telt per /64).
cli-serve-arg-max_rooms_per_address = Kamers die één adres hier tegelijk mag hebben (afgelopen kamers tellen tot ze verwijderd zijn).
cli-serve-arg-keep_finished = Verwijdert een afgelopen kamer (geheugen en bestand) zo lang na het einde van het spel.
cli-serve-arg-keep_idle = Verwijdert een onafgemaakte kamer waarin zo lang niemand iets gedaan heeft.
cli-serve-arg-seat_grace = Hoe lang een verlaten plaats (of een waar nog niemand aan meedoet) voor zijn speler bewaard blijft voordat iemand hem aan een bot mag geven.
cli-serve-arg-tls_cert = Bedient wss:// met deze certificaatketen (PEM, het eigen certificaat van de server eerst; met Let's Encrypt `fullchain.pem`). Vereist --tls-key.
cli-serve-arg-tls_key = De privésleutel van het certificaat (PEM; met Let's Encrypt `privkey.pem`).
cli-client-about = Speelt één plaats van een netwerkkamer met een bot uit (maakt met zijn token opnieuw verbinding als de verbinding wegvalt); toont de eindscores als JSON.
cli-client-arg-bot = Het niveau van de bot die de plaats speelt.
cli-client-arg-patience = Hoeveel seconden geprobeerd wordt de server te bereiken voordat het opgegeven wordt.
cli-client-arg-pace = Milliseconden wachten voor elke actie (om het spel te volgen).
cli-client-arg-away = Over dagen spelen: na elke actie van de plaats de kamer verlaten en na zoveel milliseconden terugkomen.
cli-client-arg-save = Schrijft het opgeslagen spel van de plaats na afloop hierheen (startwaarde en zout onthuld, klaar voor `dicepad verify`).
cli-verify-about = Controleert de dobbelstenen van een afgelopen netwerkspel: de onthulde startwaarde en het zout geven de toezegging die elke plaats kreeg, en elke worp in het logboek is die welke deze startwaarde geeft. Toont één regel; eindigt met 1 als dat niet zo is.
cli-join-about = Opent het venster en neemt een plaats in een netwerkspel in (de uitnodiging van de gastheer bevat alle drie).
cli-host-about = Opent het venster en organiseert een netwerkspel: de server draait in de app, de lobby toont een uitnodiging voor elke externe plaats.
cli-host-arg-seats = Eén item per plaats, gescheiden door komma's: `you` (precies één: de plaats die in dit venster gespeeld wordt), remote, easy, normal of strong.
cli-host-arg-names = Namen van de plaatsen, gescheiden door komma's (optioneel).
cli-host-arg-listen = Adres en poort waarop de server luistert.
cli-host-arg-seed = Niet voor een gehoste tafel: je eigen plaats is die van een mens, dus de server trekt de startwaarde van de dobbelstenen en houdt die tot het einde geheim (opgegeven wordt ze geweigerd).
cli-host-no-seed = een gehoste tafel heeft je eigen plaats, dus de server trekt de startwaarde van de dobbelstenen zelf en houdt die tot het einde geheim: laat --seed weg
cli-rooms-about = Netwerkkamers.
cli-rooms-create-about = Opent een kamer; toont JSON met de kamercode en één token per plaats (null voor bots).
cli-rooms-create-arg-seats = Eén item per plaats, gescheiden door komma's: remote, local, easy, normal of strong.
cli-rooms-create-arg-seed = De startwaarde van de dobbelstenen, alleen voor een kamer zonder externe plaats (de server weigert er een voor een kamer met een externe plaats en trekt een geheime).
cli-rooms-create-arg-clock = Een klok: de tijd die de plaats van elke mens voor elke actie heeft (`30s`, `5m`, `1d`, …); loopt die af, dan doet de bot van de kamer die actie voor de plaats.
cli-rooms-create-arg-clock_bot = Het niveau van de bot die handelt voor een plaats zonder tijd: easy, normal of strong.

## dicepad ladder

cli-ladder-about = De botniveaus tegen elkaar waarderen uit spellen met vaste startwaarden (Elo-schaal, Normaal op 1500).
cli-ladder-arg-seats = Plaatsen aan tafel (standaard: het kleinste aantal dat het spel toelaat).
cli-ladder-arg-games = Spellen (solo: worpreeksen, elk door elk niveau gespeeld); minstens 1.
cli-ladder-head = { $game }, { $seats ->
    [one] solo: { $games ->
        [one] 1 worpreeks
       *[other] { $games } worpreeksen
    } vanaf startwaarde { $seed }, elk door elk niveau gespeeld
   *[other] { $seats } plaatsen: { $games ->
        [one] 1 spel
       *[other] { $games } spellen
    } vanaf startwaarde { $seed }
}
cli-ladder-anchor = { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}: { $rating } (het vaste punt)
cli-ladder-level = { $level ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}: { $rating } ± { $sd }
cli-ladder-gap = { $upper ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
} boven { $lower ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}: { $gap } ± { $sd }
cli-ladder-gap-bound = { $upper ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
} boven { $lower ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}: { $gap } of meer (in deze spellen nooit erachter: alleen het toegevoegde gelijkspel begrenst het verschil)
cli-ladder-record = { $upper ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
} tegen { $lower ->
    [Easy] Makkelijk
    [Normal] Normaal
   *[Strong] Sterk
}: voor { $ahead }, achter { $behind } (gelijkspel telt half)
