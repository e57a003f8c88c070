# Een eerlijk deel van de server (issue 47): weigeringen bij het openen van kamers, het
# berichtentempo, en een kamer die gesloten werd omdat er nooit een plaats aan deelnam.

net-share-create-secret = deze server opent alleen kamers voor zijn eigen spelers: vraag de beheerder om het geheim om kamers te openen
net-share-group-rooms = { $n ->
    [one] Je netwerk heeft 1 kamer open op deze server, het maximum voor één netwerk; probeer het later opnieuw
   *[other] Je netwerk heeft { $n } kamers open op deze server, het maximum voor één netwerk; probeer het later opnieuw
}
net-share-creates-busy = deze server opent voor iedereen samen hoogstens { $per_min } kamers per minuut; probeer het over { $secs } s opnieuw
net-share-slow-down = rustiger aan: deze server neemt van één verbinding hoogstens { $rate } berichten per seconde aan ({ $burst } tegelijk); de rest is weggegooid, stuur over { $ms } ms opnieuw
net-closed-unjoined = deze kamer is gesloten: er nam op tijd geen plaats aan deel

## De opties van `dicepad serve` en `dicepad rooms create` voor een eerlijk deel van de server.
cli-serve-arg-join_timeout = Een verbinding sluiten die zo lang na haar handshake nog geen plaats heeft ingenomen en geen kamer bekijkt
cli-serve-arg-message_timeout = Een verbinding sluiten die een bericht begon (een frame, of een gefragmenteerd bericht) en het zo lang daarna nog niet heeft afgemaakt
cli-serve-arg-max_unseated = Open verbindingen zonder plaats (toeschouwers, verbindingen die nog moeten deelnemen, handshakes); de rest van --max-connections blijft voor spelers op hun plaats
cli-serve-arg-max_connections_per_group = Open verbindingen uit één adresgroep (een IPv4-/24, een IPv6-/48)
cli-serve-arg-max_rooms_per_group = Kamers die één adresgroep (een IPv4-/24, een IPv6-/48) hier tegelijk mag hebben
cli-serve-arg-max_rooms = Kamers die deze server hoogstens houdt
cli-serve-arg-creates_per_minute = Kamers die per minuut over de hele server gemiddeld geopend worden (tot 60 tegelijk)
cli-serve-arg-keep_unjoined = Een kamer verwijderen waar zo lang na het openen geen plaats aan deelnam (of na een herstart, voor een kamer waarin nog niemand speelde)
cli-serve-arg-create_secret = Alleen kamers openen voor een `create_room` met dit geheim (`dicepad rooms create --create-secret`); met het token van een plaats kan iedereen nog steeds deelnemen. Standaard: $DICEPAD_CREATE_SECRET
cli-rooms-create-arg-create_secret = Het geheim om kamers te openen, voor een server gestart met `--create-secret`. Standaard: $DICEPAD_CREATE_SECRET
