# Hex Roller: weigeringen, aanwijzingen, logregels, puntentelling, speelblad en knoppen.

game-hex-roller-blurb = Iedereen gebruikt dezelfde worp: reeksen getallen over je zeshoekblad, vul gebieden, verbind paren.
game-hex-roller-option-side = Kant van het blad
game-hex-roller-option-side-front = Voorkant: 7 gebieden, 8 dobbelstenen, 7 rondes
game-hex-roller-option-side-back = Achterkant: 6 gebieden, 7 dobbelstenen, 6 rondes

hr-status-round = Ronde { $round } van { $rounds }
hr-status-over = Alle { $rounds } rondes gespeeld
hr-seats = Hex Roller is voor 1 tot 8 spelers, niet voor { $seats }

# De drie bonushokjes, zoals het blad en de weigeringen ze noemen.
hr-bonus-extra = +1 vakje
hr-bonus-two = vrije 2
hr-bonus-third = 3e getal

hr-refuse-over = Het spel is voorbij: alle rondes zijn gespeeld.
hr-refuse-wait-dice = Wacht tot de dobbelstenen liggen.
hr-refuse-dice-by-hand = Worpen komen van de dobbelstenen, niet van een speler.
hr-refuse-no-room-two = Je blad heeft geen leeg vakje meer voor een 2.
hr-refuse-finish-chain = Schrijf eerst je { $n }'en af: { $done } van { $want } geschreven, de volgende komt op het blad.
hr-refuse-finish-extra = Zet eerst de extra { $n } neer: die komt naast je laatste { $n }.
hr-refuse-finish-two = Zet eerst de vrije 2 neer: klik op een willekeurig leeg vakje.
hr-refuse-not-a-hex = { $hex } is geen vakje van dit blad.
hr-refuse-printed = Op dat vakje staat een gedrukte { $n }.
hr-refuse-filled = In dat vakje staat al een { $n }.
hr-refuse-choose-first = Kies eerst een getal uit de worp: de dobbelbak toont ze.
hr-refuse-numbers-written = Je getallen staan op het blad: vul de strook in (of gebruik een bonus).
hr-refuse-first-touch = Je eerste { $n } moet grenzen aan een vakje waar al een { $n } staat (gedrukt of geschreven).
hr-refuse-next-touch = Elke volgende { $n } moet grenzen aan de { $n } die je net op { $at } schreef.
hr-refuse-extra-touch = De extra { $n } moet grenzen aan de laatste { $n } van deze beurt, op { $at }.
hr-refuse-extra-unwritten = De extra { $n } moet grenzen aan de laatste { $n } van deze beurt, en er is er geen geschreven.
hr-refuse-extra-first = Het extra vakje hoort bij een getal dat je deze beurt koos: kies en schrijf er eerst een.
hr-refuse-extra-not-chosen = Het extra vakje moet een getal van deze beurt zijn ({ $chosen }); { $n } is niet gekozen.
hr-refuse-extra-short = Je { $n }'en liepen vast, dus er is geen plaats voor nog een.
hr-refuse-extra-none = Deze beurt is er geen { $n } geschreven.
hr-refuse-extra-stuck = Naast je laatste { $n }, op { $at }, is geen leeg vakje.
hr-refuse-one-bonus = Maar één bonus per ronde: je gebruikte deze ronde al de bonus ‘{ $bonus }’.
hr-refuse-bonus-crossed = Je bonus ‘{ $bonus }’ is al afgestreept (elke bonus één keer per spel).
hr-refuse-third-few = De worp toont minder dan drie verschillende getallen.
hr-refuse-chosen-all = Je hebt je getallen voor deze beurt al gekozen: vul de strook in.
hr-refuse-no-die = Geen dobbelsteen toont deze ronde een { $n }.
hr-refuse-chosen-already = Je schreef deze beurt al { $n }'en; kies een ander getal.
hr-refuse-rows-early = Kies en schrijf je getallen voordat je de strook invult.
hr-refuse-rows-second = Kies en schrijf je tweede getal voordat je de strook invult.
hr-refuse-rows-one = De worp toont alleen { $n }'en: { $n } komt in beide rijen (rows { $n } { $n }).
hr-refuse-rows-two = In de strook komen de twee getallen van deze beurt, { $a } en { $b }, één per rij.

hr-chance-not-roll = `{ $action }` is geen worp; de dobbelstenen rollen
hr-chance-count = { $action }: deze kant gooit met { $n } dobbelstenen
hr-chance-faces = { $action }: elke dobbelsteen toont { $low } tot { $high }
hr-chance-order = { $action }: geef de dobbelstenen op van laag naar hoog

# Getallen die deze beurt al gekozen zijn, in ‘kies een tweede getal (niet …)’.
hr-either-1 = { $a }
hr-either-2 = { $a } of { $b }

hr-prompt-over = Einde na { $rounds } rondes: { $result }
hr-prompt-rolling = De dobbelstenen rollen voor ronde { $round }…
hr-prompt-first = { $name }, schrijf je eerste { $n } naast een { $n } die al op het blad staat (nog { $want } te schrijven).
hr-prompt-next = { $name }, schrijf de volgende { $n } naast de net geschreven { $n } ({ $k } van { $want }).
hr-prompt-extra = { $name }, schrijf de extra { $n } naast je laatste { $n }.
hr-prompt-two = { $name }, schrijf de vrije 2 in een willekeurig leeg vakje.
hr-prompt-choose = { $name }, kies een getal uit de worp om te schrijven.
hr-prompt-second = { $name }, kies een tweede getal (niet { $taken }).
hr-prompt-rows-one = { $name }, zet { $n } in beide rijen van de strook om je beurt te beëindigen (of gebruik eerst een bonus).
hr-prompt-rows-two = { $name }, zet { $a } en { $b } in de rijen van de strook om je beurt te beëindigen (of gebruik eerst een bonus).
hr-prompt-rows = { $name }, vul de strook in om je beurt te beëindigen.

hr-log-roll = gooit { $dice }
hr-log-pick = kiest { $n } ({ $count }×)
hr-log-third = gebruikt de bonus ‘3e getal’: { $n } ({ $count }×)
hr-log-extra = gebruikt de bonus ‘+1 vakje’ voor { $n }
hr-log-two = gebruikt de bonus ‘vrije 2’
hr-log-write = schrijft { $n } op { $at }
hr-log-write-at = schrijft op { $at }
hr-log-rows = noteert { $top } (boven) en { $bottom } (onder)
hr-log-short = { $action }; de { $n }'en lopen vast ({ $got } van { $want }): geen toegestaan vakje

hr-score-bonuses = Ongebruikte bonussen: { $count } × { $points }
hr-score-area = Gebied { $name }: { $what }
# Een buitengebied naar zijn naam in resources/hex_roller.ron (north, north-east, …).
hr-area-name = { $name ->
    [north] noord
    [north-east] noordoost
    [east] oost
    [south-east] zuidoost
    [south] zuid
    [south-west] zuidwest
    [west] west
    [north-west] noordwest
   *[other] { $name }
}
hr-score-middle = Middengebied: { $what }
hr-area-full = vol, meeste { $n }'en
hr-area-full-doubled = vol, meeste { $n }'en, dubbel
hr-area-open = niet vol
hr-score-pairs-none = Verbonden paren: geen
hr-score-pairs = Verbonden paren: { $numbers }
hr-score-top = Bovenste rij: { $run }
hr-score-bottom = Onderste rij: { $run }
hr-run-none = geen { $low }
hr-run-only = alleen { $low }
hr-run = { $low } tot { $high }

hr-caption = { $tag }: { $done }/{ $want } geschreven
hr-caption-ended = { $tag }: { $done }/{ $want } geschreven, vast
hr-caption-count = { $count }× { $n }
hr-tag-first = 1e
hr-tag-second = 2e
hr-tag-bonus = bonus

hr-button-roll = Worp { $dice }
hr-button-pick = { $n } kiezen ({ $count ->
    [one] 1 dobbelsteen
   *[other] { $count } dobbelstenen
})
hr-button-third = 3e getal: { $n }
hr-button-extra = +1 vakje voor { $n }
hr-button-two = Vrije 2
hr-button-third-idle = 3e getal
hr-button-extra-idle = +1 vakje
hr-button-write-two = Vrije 2 op { $at } schrijven
hr-button-write-extra = Extra { $n } op { $at } schrijven
hr-button-write = { $n } op { $at } schrijven
hr-button-write-at = Op { $at } schrijven
hr-button-rows = Boven { $top } · Onder { $bottom }
hr-button-rows-idle = Strook invullen
hr-controls-bonus = Bonus (één per ronde, elk één keer per spel)
hr-controls-tracker = Strook (beëindigt je beurt)
hr-how-write = Klik op een vakje van het blad om te schrijven.
hr-how-choose = Klik op een getal in de dobbelbak om het te kiezen.
hr-how-rows = Kies de volgorde in de strook (of eerst een bonushokje).

hr-note-head = De kop van het blad: de drie bonushokjes (klik erop om er een te gebruiken) en de naam en score van de speler.
hr-note-tracker = Naast de strook: klik op de hokjes om de twee getallen van deze beurt in de rijen te zetten (boven en onder).
hr-note-paper = Papier tussen of rond de vakjes: getallen komen in de vakjes.

hr-sheet-bonuses = Bonussen (elk 2 als ongebruikt)
hr-sheet-score = Score { $points }
hr-sheet-score-so-far = Score tot nu { $points }
hr-sheet-top = Boven
hr-sheet-bottom = Onder

hr-figure-snake = De worp toont drie 5'en, dus de 5 komt in drie vakjes: de eerste naast een gedrukte 5, elke volgende naast de net geschreven.
