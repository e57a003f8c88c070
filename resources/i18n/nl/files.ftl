# Bestanden en opgeslagen spellen: lezen en schrijven, RON-fouten, spellen laden, redenen van de
# spelgeschiedenis, standaardnamen van plaatsen, notatiefouten.

## In- en uitvoer

file-io-not-found = het bestaat niet
file-io-permission = toegang geweigerd
file-io-exists = het bestaat al
file-io-folder = het is een map
file-io-not-folder = een deel van het pad is geen map
file-io-read-only = de schijf is alleen-lezen
file-io-full = de schijf is vol
file-io-bad-name = de naam is te lang of niet toegestaan
# $why: de eigen woorden van het besturingssysteem (Engels).
file-io-other = { $why }
file-refused-links = te veel symbolische koppelingen
file-refused-not-regular = het is geen gewoon bestand (een map, apparaat of pipe); kies een bestandsnaam
file-refused-no-folder = de map { $folder } bestaat niet
file-refused-no-name = het pad noemt geen bestand
file-refused-broken = er worden al te veel beschadigde kopieën bewaard
file-not-a-file = het is geen gewoon bestand (het is een map, een apparaat of een pipe)
file-too-big = { $size } bytes is te groot (de grens is { $limit } bytes)
file-not-text = het bestand is geen tekst (ongeldige UTF-8 bij byte { $byte })
file-same-as-input = dat is het bestand dat gelezen wordt; kies een andere naam

## Wat de RON-lezer vond

file-ron-at = regel { $line }, kolom { $column }: { $what }
file-ron-eof = het bestand houdt te vroeg op (is het afgekapt?)
file-ron-deep = de haakjes zijn te diep genest
file-ron-list = hier werd een lijst tussen [ ] verwacht
file-ron-list-end = een lijst wordt niet afgesloten met ]
file-ron-hash = een regel die met # begint, wordt niet begrepen
file-ron-bool = hier werd true of false verwacht
file-ron-comma = er ontbreekt een komma
file-ron-number = hier werd een getal verwacht
file-ron-digit = ‘{ $found }’ is geen cijfer
file-ron-range = het getal is te groot of te klein
file-ron-option = hier werd een optionele waarde verwacht
file-ron-map = een tabel tussen {"{"} {"}"} klopt hier niet
file-ron-group = hier werd een groep tussen ( ) verwacht
file-ron-group-end = een groep wordt niet afgesloten met )
file-ron-struct-name = ‘{ $found }’ is niet de naam die hier verwacht wordt
file-ron-string = hier werd een tekst tussen aanhalingstekens verwacht
file-ron-string-end = een tekst wordt niet afgesloten met een aanhalingsteken
file-ron-escape = een tekst bevat een ongeldige \-reeks
file-ron-name = hier werd een naam verwacht
file-ron-bad-name = ‘{ $found }’ is geen naam die hier past
file-ron-comment = een commentaar wordt niet afgesloten
file-ron-char = ‘{ $found }’ hoort hier niet
file-ron-utf8 = het bestand is geen tekst
file-ron-trailing = na het einde staat nog tekst
file-ron-kind = ‘{ $found }’ is niet het soort waarde dat hier verwacht wordt
file-ron-length = { $found } items waar { $expected } verwacht werden
file-ron-variant = ‘{ $found }’ is niet een van: { $known }
file-ron-field = ‘{ $found }’ is geen bekend item (bekend: { $known })
file-ron-missing = het item ‘{ $field }’ ontbreekt
file-ron-twice = het item ‘{ $field }’ staat er twee keer
# $why: de eigen woorden van een controle (Engels).
file-ron-message = { $why }
file-ron-other = de tekst wordt hier niet begrepen

## Opgeslagen spellen

file-save-io = kan niet gelezen worden: { $why }
file-save-syntax = geen opgeslagen dicepad-spel: { $why }
file-save-not-a-file = geen gewoon bestand (het is een map, een apparaat of een pipe); een opgeslagen spel is een .ron-bestand
file-save-too-big = { $size } bytes is te groot voor een opgeslagen spel (dat is een paar kilobyte; de grens is { $limit } bytes)
file-save-version = opslagformaat { $found } wordt niet ondersteund (deze dicepad leest formaat { $known })
file-save-unknown-game = onbekend spel `{ $game }`
file-save-action = actie { $index } `{ $action }`: { $why }
file-save-deep = de haakjes zijn te diep genest voor een opgeslagen spel
file-save-hash = een opgeslagen spel begint niet met `#`
file-save-start = een opgeslagen spel begint met `(format: { $format }, game: "…"`, dit bestand met `{ $start }`
file-save-not-a-seat = `{ $seat }` is geen plaats
file-save-other-game = dit opgeslagen spel is van `{ $found }`, niet van `{ $game }`
file-save-seat-count = { $game } speel je met { $min }–{ $max } plaatsen, het opgeslagen spel noemt er { $n }
file-save-too-long = het actielogboek heeft { $entries } items, maar een spel { $game } met { $n } plaatsen eindigt binnen { $longest }
file-save-sealed-bare = de dobbelstenen zijn verzegeld, maar de toezegging op de startwaarde ontbreekt
file-save-contribution-seat = de dobbelstenen noemen een willekeurige waarde van plaats { $seat }, die deze tafel niet heeft
file-save-contribution-twice = de dobbelstenen noemen twee willekeurige waarden van plaats { $seat } (een plaats geeft er één)
file-save-contribution-order = de willekeurige waarden van de plaatsen staan niet in de volgorde waarin de server ze kreeg
file-save-contribution-rewrites = de willekeurige waarden van de plaatsen waarmee al gegooid is, zouden veranderen
# $why: de eigen controle van het spel (Engels).
file-save-setup = het spel kan niet klaargezet worden: { $why }
file-save-seed-sets = de startwaarde geeft hier `{ $logged }`
file-save-short = het actielogboek is korter dan de opzet van het spel
file-save-over = het spel was al afgelopen
file-save-seat-out = het spel heeft { $n ->
    [one] één plaats
   *[other] { $n } plaatsen
}
# $why: de eigen woorden van de schrijver (Engels).
file-save-unwritable = kan niet geschreven worden: { $why }
file-seal-seed-rolls = de startwaarde gooit hier `{ $seeded }`
# $why: de eigen woorden van de schrijver (Engels).
file-state-unshown = (de spelstand kan niet getoond worden: { $why })

## Nieuwe spellen: plaatsen, namen, opties

file-setup-seats = { $game } speel je met { $min }–{ $max } plaatsen, niet met { $n }
file-seat-name-long = de naam op plaats { $seat } is te lang: een naam heeft hoogstens { $max } letters
file-seat-name-control = de naam op plaats { $seat } bevat een stuurteken (zoals een regeleinde)
file-seat-bot = Bot { $n }
file-bot-level-unknown = onbekend botniveau `{ $level }` (kies easy, normal of strong)
file-option-none = { $game } heeft geen opties (`{ $key }` opgegeven)
file-option-key = { $game } heeft geen optie `{ $key }` ({ $known })
file-option-value = { $key } `{ $value }`: kies { $values }
# Between the values an option takes ("front or back").
file-option-or = {" "}of{" "}
file-daily-bot-stuck = de bot kon bij actie { $action } geen zet doen

## Notatie (de sleutelwoorden zijn in elke taal hetzelfde)

file-notation-number = `{ $word }` is geen getal in `{ $text }`
file-notation-in = { $why } in `{ $text }`
file-notation-compass = `{ $word }` is geen richting (N, E, S, W)
file-notation-hex = `{ $word }` is geen vak zoals 2,-1 (twee getallen van -{ $max } tot { $max })
file-notation-hex-dir = `{ $word }` is geen richting (N, NE, SE, S, SW, NW)
file-notation-honeycomb = `{ $word }` is geen actie van Honeycomb (roll, dice A B C, move RICHTING N, jump RICHTING)
file-notation-hex-roller = `{ $word }` is geen actie van Hex Roller (roll D.., pick N, write Q,R, third N, extra N, two, rows A B)
file-notation-spot = `{ $word }` is geen vak (een kolomletter en een rijnummer, zoals C3)
file-notation-molecular = `{ $word }` is geen actie van Molecular Structures (dice N N N, take N, write C3, red reroll, red skip, green, reroll)
file-notation-black-molly = `{ $word }` is geen actie van Black Molly (aquarium RIJEN, start KAART, move VAN NAAR, old VAN NAAR, done, roll, d4 N, split E|S, molly 1|2 KAART)
file-notation-aquarium = `{ $word }` is geen aquarium (4 rijen van 6 kaarten, gescheiden door /, uit S B A W P > v F 2 3 4)
file-notation-molly = `{ $word }` is geen Molly (1 of 2) in `{ $text }`
file-notation-card = `{ $word }` is geen kaart (a1 tot f4: kolom a–f, rij 1–4 van boven)
file-notation-turns = een husseling heeft hoogstens { $max } laagdraaiingen, niet { $n }
file-notation-turn = `{ $word }` is geen laagdraaiing (U, D, N, S, E, W, eventueel met ')
file-notation-colour = `{ $word }` is geen kleur (R, O, Y, G, B, W)
file-notation-piece = `{ $word }` is geen stuk (I, O, T, L, S)
file-notation-cell = `{ $word }` is geen vak van het laadrooster (zoals e5)
file-notation-scramble = een husseling noemt haar draaiingen en eindigt met @oriëntatie
file-notation-orient-at = `{ $word }` moet de oriëntatie zijn, zoals @17
file-notation-faces = een kubus noemt 6 zijden, gescheiden door / (boven, zuid, west, noord, oost, onder), niet { $n }
file-notation-stickers = zijde { $face } heeft { $n } stickers, niet 4
file-notation-orient = `{ $word }` is geen oriëntatie (0–3, eventueel gevolgd door f)
file-notation-diaominos = `{ $word }` is geen actie van Diaominos (colours default, colour I R, mark e5, nomark, load T 1f e3, skip T)

## Redenen van de spelgeschiedenis

file-history-wrong-type = een opgeslagen waarde heeft het verkeerde type
file-history-pages = de pagina's passen niet bij elkaar
file-history-not-db = het is geen databasebestand
file-history-read-only = het bestand of de map is alleen-lezen
file-history-no-access = toegang geweigerd, of de map ontbreekt
file-history-disk = de schijf meldde een fout
file-history-file-read-only = het bestand is alleen-lezen
file-history-no-folder = de map kan niet gemaakt worden: { $why }
file-history-not-wal = het kan niet naar WAL overgezet worden (journaalmodus { $mode })
file-history-marked = een ander programma heeft het als het zijne gemarkeerd
file-history-not-ours = de tabellen zijn niet die van een spelgeschiedenis
file-history-version = het versienummer is veranderd
file-history-tables = de tabellen passen niet bij het versienummer
# $why: de eigen woorden van SQLite (Engels).
file-history-sqlite = { $why }
file-history-no-seats = het heeft geen plaatsen
file-history-scores = { $scores } scores voor { $seats } plaatsen
file-history-breakdowns = { $breakdowns } uitsplitsingen voor { $seats } plaatsen
file-history-winner = winnaarsplaats { $winner } van { $seats }
file-history-not-over = het spel is nog niet afgelopen
