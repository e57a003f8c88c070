# Netwerkspel: wat de server tegen een client zegt (weigeringen, de stand van de kamer) en de
# problemen die een client bij het verbinden tegenkomt. De server stuurt ze als id's met
# argumenten; elke client zet ze in zijn eigen taal om.

## De weigeringen van de server.
net-server-said = { $text }
net-server-full = De server is vol; probeer het later nog eens
net-too-many-rooms = { $n ->
    [one] Je hebt 1 kamer open op deze server, het meeste dat één adres mag hebben; speel hem uit of probeer het later nog eens
   *[other] Je hebt { $n } kamers open op deze server, het meeste dat één adres mag hebben; speel er een uit of probeer het later nog eens
}
net-not-a-seat = `{ $seat }` is geen plaats: gebruik remote, local, easy, normal of strong
net-seats-count = een kamer heeft 1 tot 8 plaatsen, niet { $n }
net-server-broken = de kamerlijst van de server is kapot
net-remote-seed = een kamer met een plaats voor een mens trekt zelf de startwaarde van haar dobbelstenen (alleen een tafel met bots mag er een meebrengen): laat de startwaarde weg
net-no-random = het systeem gaf geen willekeurige getallen
net-clock-too-short = een klok heeft minstens { $min } ms per zet nodig, niet { $ms } ms
net-clock-too-long = deze server sluit een kamer waarin niemand speelt na { $idle } s: een klok van { $clock } s per zet is langer
net-no-game = er is geen spel `{ $game }`
net-bad-room = de kamer kan niet worden gemaakt: { $why }
net-not-stored = de server kon de kamer niet opslaan
net-room-not-made = de kamer kon niet worden gemaakt
net-slow-down = te veel berichten: doe het rustiger aan (sommige zijn weggegooid)
net-binary = berichten zijn JSON-tekst, niet binair
net-too-long = bericht te lang ({ $bytes } bytes; hoogstens { $max })
net-not-a-message = geen bericht: { $why }
net-other-version = protocolversie { $v } wordt hier niet gesproken (deze server spreekt { $ours })
net-no-version = een bericht heeft de protocolversie `v` nodig
net-join-first = ga eerst een kamer binnen
net-join-seat-first = ga eerst een kamer binnen met het token van je plaats
net-room-gone = de kamer is gesloten
net-no-such-seat = die kamer bestaat niet, of dat token hoort bij geen van haar plaatsen
net-moved = deze kamer draait nu op een andere server: er wordt opnieuw verbonden
net-seat-taken = deze plaats wordt nu vanaf een andere verbinding gespeeld
net-closed-ended = deze kamer is gesloten: haar spel is een tijd geleden afgelopen
net-closed-idle = deze kamer is gesloten: er had te lang niemand in gespeeld
net-no-seat = er is geen plaats { $seat }
net-seat-is-bot = plaats { $seat } is al een bot
net-seat-connected = plaats { $seat } is nog verbonden; alleen een plaats waarvan de speler weg is kan worden overgenomen
net-seat-grace = Plaats { $seat } is weg; een bot mag hem over { $secs } s overnemen
net-seat-elsewhere = een andere verbinding heeft deze plaats overgenomen (je bent ergens anders opnieuw binnengekomen)
net-bot-plays = een bot speelt deze plaats nu
net-stale = die zet was voor de stand na { $at } zetten, maar het spel staat op { $now } en jouw deel ervan is veranderd: bekijk de nieuwe stand en zet opnieuw
net-game-over = het spel is afgelopen
net-not-your-turn = je bent niet aan de beurt
net-cannot-show = het spel van de kamer kan niet worden getoond: { $why }
net-start-folder = de gegevensmap { $dir } kan niet worden gebruikt: { $why }
net-start-store = de database van de kamers kan niet worden geopend: { $why }
net-start-listen = kan niet luisteren op { $listen }: { $why }
net-start = de server kan niet worden gestart: { $why }

## De kant van een client.
net-refused = de server weigerde: { $why }
net-refused-seat = de server weigerde de plaats: { $why }
net-unreadable = onleesbaar bericht van de server: { $why }
net-unexpected = onverwacht antwoord van de server
net-server-closed = de server heeft de verbinding gesloten
net-broke = de verbinding is verbroken: { $why }
net-no-networking = het netwerk kan niet worden gestart: { $why }
net-no-answer = de server antwoordde niet op tijd
net-not-connected = niet verbonden met de server
net-asking-whole = { $why }; de server wordt om het hele spel gevraagd
net-untrusted-dice = de dobbelstenen van de server zijn niet te vertrouwen: { $why }
net-bot-no-move = de bot heeft hier geen zet
net-bot-move-missing = de zet van de bot ontbreekt in het logboek
net-unreachable = { $url } is niet bereikbaar: { $why }
net-needs-tls = { $url } is een TLS-server: verbind met wss://{ $rest }
net-tls-closed = { $url } is niet bereikbaar: de server sloot de verbinding tijdens de TLS-handshake (biedt hij alleen ws:// aan?)
net-tls-untrusted = { $url } is niet bereikbaar: zijn certificaat wordt niet vertrouwd ({ $why }); vertrouw voor een server met een eigen certificaat dat certificaat met --ca BESTAND (het venster: start het met { $env }=BESTAND)
net-tls-not-tls = { $url } is niet bereikbaar: hij antwoordde niet in TLS (misschien is hij vol, of biedt hij alleen ws:// aan)
net-tls-failed = { $url } is niet bereikbaar: TLS mislukte: { $why }
net-trust = de te vertrouwen certificaten kunnen niet worden gelezen: { $why }

## Het spel van de kamer volgen.
net-follow-gap = de update van de server begint na { $from } zetten, maar deze kopie heeft er { $have }
net-follow-lines = de update van de server is misvormd: { $lines } regels vanaf { $from } geven geen { $at }
net-follow-bot = de update van de server is misvormd: een zet van de bot op { $at } zit niet bij de nieuwe regels
net-follow-refused = de update van de server past hier niet: { $why }

## Eerlijke dobbelstenen.
net-fair = eerlijk: de onthulde startwaarde geeft de belofte, en { $rolls ->
    [one] de ene worp is de worp die de startwaarde geeft
   *[other] alle { $rolls } worpen zijn de worpen die de startwaarde geeft
}
net-unfair-no-seal = dit opgeslagen spel heeft geen belofte voor zijn startwaarde (alleen netwerkspellen worden verzegeld)
net-unfair-not-revealed = startwaarde en zout zijn nog niet onthuld (het spel is nog bezig)
net-unfair-mismatch = de onthulde startwaarde en het zout geven niet de belofte die de plaatsen kregen
net-unfair-roll = logregel { $line }: de dobbelstenen tonen `{ $logged }`, maar de onthulde startwaarde gooit `{ $seeded }`
net-unfair-load = het opgeslagen spel laadt niet: { $why }
net-unfair-changed = de belofte van de server voor de dobbelstenen is tijdens het spel veranderd (eerst { $first }, nu { $now })
# $dice: net-fair; $mixed: which seats' random values the rolls used; $scores: the seats'
# scores in seat order, as replaying the log gives them.
net-fair-verdict = { $dice }; { $mixed }; elke zet opnieuw gespeeld geeft de punten { $scores }
net-fair-mixed-none = geen plaats gaf een willekeurige waarde (de worpen komen alleen uit de startwaarde van de server)
net-fair-mixed-first = de worpen vanaf regel { $line } van het logboek gebruikten ook { $n ->
    [one] de willekeurige waarde van plaats { $seats }
   *[other] de willekeurige waarden van de plaatsen { $seats }
}
net-fair-mixed-more = { $earlier }, en vanaf regel { $line } ook { $n ->
    [one] die van plaats { $seats }
   *[other] die van de plaatsen { $seats }
}
net-unfair-summary = de samenvatting van het spel zegt "{ $saved }", maar het logboek opnieuw gespeeld geeft "{ $replayed }": het is na het spel veranderd
net-unfair-not-played = dit is niet het spel dat gespeeld is: regel { $line } van het logboek is niet die welke deze plaats zag
net-unfair-shorter = dit is niet het spel dat gespeeld is: het heeft { $have } regels, maar deze plaats zag er { $seen }
net-unfair-left-out = de server heeft de willekeurige waarde van deze plaats voor de dobbelstenen weggelaten (of veranderd, of te laat opgenomen)
net-unfair-contributions-changed = de server heeft de willekeurige waarden van de plaatsen voor de dobbelstenen tijdens het spel veranderd
