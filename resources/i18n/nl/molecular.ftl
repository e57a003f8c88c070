# Molecular Structures: weigeringen, aanwijzingen, logregels, puntentelling, speelblad en knoppen.

game-molecular-structures-blurb = Kies dobbelstenen en bouw moleculen: elk getal wil precies zoveel bindingen.

ms-seats = Molecular Structures is voor 2 tot 8 spelers, niet voor { $seats }
ms-cell-empty = niets
ms-cell-x = X

ms-refuse-over = Het spel is voorbij.
ms-refuse-dice-by-hand = Worpen komen van de dobbelstenen, niet van een speler.
ms-refuse-wait-dice = Wacht tot de dobbelstenen liggen.
ms-refuse-reroll-only-six = Alleen een 6 die je uit de voorraad nam, mag je opnieuw gooien.
ms-refuse-setup-not-left = Je startdobbelstenen die nog geschreven moeten worden tonen { $left }; geen daarvan is een { $v }.
ms-refuse-not-in-pool = Er ligt geen { $v } in de voorraad.
ms-refuse-one-useless = Een 1 past in geen enkel vakje en je rode hokjes zijn allemaal afgekruist.
ms-refuse-six-useless = Een 6 heb je niets aan: geen getal van 1 tot 5 past ergens, en een X vraagt een groen hokje en een vrij vakje.
ms-refuse-fits-nowhere = Een { $v } past in geen enkel vakje van je blad.
ms-refuse-fits-nowhere-because = Een { $v } past in geen enkel vakje van je blad. Bijvoorbeeld: { $why }
ms-refuse-holding = Je hebt al een { $v } in handen: schrijf die eerst (of gebruik de hokjes ervan).
ms-refuse-place-x-first = Je kruiste een groen hokje af: schrijf eerst de X in een vakje.
ms-refuse-not-now-take = Dit is niet het moment om een dobbelsteen te nemen.
ms-refuse-six-never-written = Een 6 wordt nooit geschreven: kruis een groen hokje af om een X te schrijven, of gooi de dobbelsteen opnieuw.
ms-refuse-pick-first = Neem eerst een dobbelsteen en kies dan zijn vakje.
ms-refuse-nothing-to-write = Er valt nu niets te schrijven.
ms-refuse-no-hex = Er is geen vakje { $hex } op het blad.
ms-refuse-setup-blue = De startdobbelstenen komen in de blauwe vakjes ({ $blue }).
ms-refuse-red-none = Al je rode hokjes zijn afgekruist.
ms-refuse-pool-empty = De voorraad is leeg: er valt niets opnieuw te gooien.
ms-refuse-red-rerolled-one = Een 1 uit het opnieuw gooien van een 6 moet je schrijven: rode hokjes horen bij een 1 uit de voorraad.
ms-refuse-red-not-now = Een rood hokje kruis je alleen af meteen nadat je een 1 uit de voorraad nam.
ms-refuse-green-none = Al je groene hokjes zijn afgekruist.
ms-refuse-x-nowhere = Een X past in geen enkel vakje: elk vrij vakje grenst aan een getal dat al vol is.
ms-refuse-green-not-now = Een groen hokje kruis je alleen af meteen nadat je een 6 uit de voorraad nam.
ms-block-filled = In vakje { $at } staat al { $cell }.
ms-block-own = Vakje { $at } grenst al aan { $connections } beschreven vakjes, dus een { $value } daar zou { $connections } bindingen hebben, meer dan { $value }.
ms-block-neighbour = In vakje { $at } staat een { $value } en die zou { $connections } bindingen krijgen.

ms-chance-count = { $action }: deze worp heeft { $want } dobbelstenen, niet { $given }
ms-chance-faces = { $action }: elke dobbelsteen toont 1 tot 6
ms-chance-not-roll = `{ $action }` is geen worp; de dobbelstenen rollen

ms-score-complete = { $count ->
    [one] 1 compleet vakje
   *[other] { $count } complete vakjes
} met { $n }
ms-score-red = { $count ->
    [one] 1 rood hokje
   *[other] { $count } rode hokjes
} over
ms-score-green = { $count ->
    [one] 1 groen hokje
   *[other] { $count } groene hokjes
} over

ms-prompt-setup-roll = De startdobbelstenen rollen…
ms-prompt-setup-take = { $name }: neem een startdobbelsteen voor een blauw vakje.
ms-prompt-setup-write = { $name }: schrijf de { $v } in een vrij blauw vakje.
ms-prompt-round-roll = De voorraad wordt gegooid…
ms-prompt-take = { $name }: neem een dobbelsteen (ronde { $round }, rondgang { $pass } van 2).
ms-prompt-one-or-red = { $name }: schrijf de 1, of kruis een rood hokje af om de voorraad opnieuw te gooien of over te slaan.
ms-prompt-one = { $name }: schrijf de 1.
ms-prompt-six = { $name }: kruis een groen hokje af voor een X, of gooi de 6 opnieuw.
ms-prompt-write = { $name }: schrijf de { $v } in een vakje.
ms-prompt-six-roll = Opnieuw gooien: { $six }…
ms-prompt-place-x = { $name }: schrijf de X in een vakje.
ms-prompt-pool-reroll = De voorraad wordt opnieuw gegooid…
ms-prompt-over = Einde: { $result }

# De uit de voorraad genomen 6 van een plaats, die opnieuw gegooid wordt. $whose is de Engelse
# bezitsvorm van $name; het Nederlands zegt het met ‘van’ (de selector maakt alleen beide
# argumenten tot die van dit bericht).
ms-six-of = { $whose ->
   *[other] de 6 van { $name }
}
ms-log-setup = startdobbelstenen { $dice }
ms-log-pool = ronde { $round }: voorraad { $dice }
ms-log-pool-reroll = de voorraad wordt opnieuw gegooid: { $dice }
ms-log-six-again = { $six } wordt opnieuw gegooid en is weer een 6
ms-log-six-lost = { $six } wordt opnieuw gegooid en wordt een { $v }, die nergens past: verloren
ms-log-six = { $six } wordt opnieuw gegooid en wordt een { $v }
ms-log-take = neemt een { $v }
ms-log-write = schrijft { $mark } in { $hex }
ms-log-red-reroll = kruist een rood hokje af en gooit de voorraad opnieuw
ms-log-red-skip = kruist een rood hokje af en schrijft niets
ms-log-green = kruist een groen hokje af voor een X
ms-log-reroll = gooit de 6 opnieuw
ms-log-dice = { $dice }
ms-log-out = { $action }; { $name } ligt eruit
ms-log-leave = { $action } (dobbelstenen { $dice } verlaten het spel)

ms-button-take-setup = Start-{ $v } nemen
ms-button-take = Een { $v } nemen
ms-button-write-x = X in { $hex } schrijven
ms-button-write = { $mark } in { $hex } schrijven
ms-button-hex = Vakje { $hex }
ms-button-red-reroll = Rood hokje: voorraad opnieuw gooien
ms-button-red-skip = Rood hokje: niets schrijven
ms-button-green = Groen hokje: een X schrijven
ms-button-reroll = De 6 opnieuw gooien
ms-button-dice = Dobbelstenen { $dice }

ms-tray-to-write = te schrijven
ms-tray-hand-x = in handen: een X
ms-tray-hand = in handen
ms-tray-left-game = uit het spel
ms-status-setup = Voorbereiding
ms-status-round = Ronde { $round } · { $pass ->
    [1] eerste rondgang
   *[other] tweede rondgang
}
ms-status-round-in = Ronde { $round } · { $pass ->
    [1] eerste rondgang
   *[other] tweede rondgang
} · { $in } van { $seats } nog in het spel
ms-first-player = Startspeler deze ronde: { $name }
ms-out = Eruit: { $names }
ms-holds = { $name } heeft een { $v } in handen.
ms-holds-x = { $name } heeft een 6 in handen, om als X te schrijven.
ms-what-x = de X
ms-what = de { $v }
ms-how-write = Klik op een vakje van je blad om { $what } te schrijven.
ms-how-write-outlined = Klik op een vakje van je blad om { $what } te schrijven (de vakjes waar hij past zijn omlijnd).
ms-how-take = Klik op een dobbelsteen in de bak om hem te nemen.

ms-note-not-turn = Dit blad is niet aan de beurt: alleen wie aan zet is, schrijft nu.
ms-note-nothing = Hier valt bij deze stap niets te doen.
ms-note-paper = Papier rond de vakjes: getallen komen in de vakjes, en de rode en groene hokjes worden afgekruist als een genomen 1 of 6 daarom vraagt.
ms-sheet-points-blank = ____ ptn
ms-sheet-points = { $points } ptn
ms-sheet-out = UIT

ms-figure-bonds = De 3 in het midden heeft drie bindingen, met de twee 1'en en de 2, die elkaar niet raken: de 3 is compleet (vinkje), en elke 1 ook, met zijn ene binding. De 2 heeft één binding van twee: nog open. De 3 in de hoek wil meer bindingen dan hij buren heeft, dus hij kan nooit compleet worden: klein rood ×. De 17 punten van het blad zijn 3 + 1 + 1 voor de complete vakjes en 2 voor elk van de zes niet afgekruiste hokjes.
