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
