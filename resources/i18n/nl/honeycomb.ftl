# Honeycomb Caverns: weigeringen, aanwijzingen, logregels, puntentelling, speelblad en knoppen.

game-honeycomb-caverns-blurb = Leid Sadie Cat over brokkelende schatvakjes en ontsnap over de rand.
game-honeycomb-caverns-option-radius = Grootte van het bord
game-honeycomb-caverns-option-radius-6 = Straal 6: het gedrukte blad (127 vakjes)
game-honeycomb-caverns-option-radius-5 = Straal 5 (91 vakjes)
game-honeycomb-caverns-option-radius-4 = Straal 4 (61 vakjes)
game-honeycomb-caverns-option-radius-3 = Straal 3: een kort spel (37 vakjes)

# Windrichtingen per worp (1 = noord, met de klok mee).
hc-dir = { $face ->
    [1] N
    [2] NO
    [3] ZO
    [4] Z
    [5] ZW
   *[6] NW
}
hc-walk = { $dir } { $n }
hc-offers-none = geen zet (beide afstandsdobbelstenen zijn gelijk)
hc-offers-1 = { $a }
hc-offers-2 = { $a }, { $b }
hc-offers-3 = { $a }, { $b }, { $c }

hc-refuse-dice-by-hand = Worpen komen van de dobbelstenen, niet van een speler.
hc-refuse-wait-dice = Wacht tot de dobbelstenen liggen.
hc-refuse-rolled-already = Je hebt al gegooid: kies een zet van deze worp of spring.
hc-refuse-roll-first = Gooi eerst: een zet gebruikt de getallen van de worp.
hc-refuse-not-offered = Deze worp biedt { $offers }; { $walk } hoort daar niet bij.
hc-refuse-distance-zero = Een afstand van 0 is nooit een zet: de twee afstandsdobbelstenen tonen hetzelfde getal.
hc-refuse-path-lined = De weg is versperd: het { $nth }e vakje is al doorgestreept.
hc-refuse-path-filled = De weg is versperd: het { $nth }e vakje is al ingekleurd.
hc-refuse-end-lined = Het vakje waar de zet zou eindigen is al doorgestreept.
hc-refuse-end-filled = Het vakje waar de zet zou eindigen is al ingekleurd.
hc-refuse-no-jumps = Je hebt geen sprongen meer.
hc-refuse-jump-lined = Het vakje waar een sprong naar { $dir } zou landen is al doorgestreept.
hc-refuse-jump-filled = Het vakje waar een sprong naar { $dir } zou landen is al ingekleurd.

hc-jumps-left = { $n ->
    [0] geen sprongen meer
    [one] nog 1 sprong
   *[other] nog { $n } sprongen
}
hc-prompt-roll = Gooi de dobbelstenen of spring twee vakjes ver ({ $jumps }).
hc-prompt-rolling = De dobbelstenen rollen…
hc-prompt-must-jump = Geen zet van deze worp past: je moet springen ({ $jumps }).
hc-prompt-pick = Kies een zet ({ $offers }) of spring ({ $jumps }).
hc-prompt-escaped = Sadie is ontsnapt met { $points ->
    [one] 1 punt
   *[other] { $points } punten
}!
hc-prompt-fell = Sadie is in de grot gevallen: 0 punten.

hc-log-roll = gooit de dobbelstenen
hc-log-dice = { $a } { $b } { $c }
hc-log-walk = loopt { $walk } (+{ $value })
hc-log-walk-escape = loopt { $walk } en ontsnapt
hc-log-jump = springt naar { $dir } (+{ $value })
hc-log-jump-escape = springt naar { $dir } de grot uit

hc-score-ring = { $count ->
    [one] 1 ingekleurd vakje
   *[other] { $count } ingekleurde vakjes
} van { $value }
hc-score-fell = In de grot gevallen: niets telt
hc-score-escaped = Over de rand ontsnapt: alle schatten blijven (geen extra punten)

hc-button-roll = Gooien
hc-button-walk = Zet { $walk } (+{ $value })
hc-button-walk-escape = Zet { $walk } (ontsnapping)
hc-button-jump = Sprong naar { $dir } (+{ $value })
hc-button-jump-escape = Sprong naar { $dir } (ontsnapping)
hc-button-roll-short = Gooien
hc-no-move-at-all = Deze worp biedt geen zet (beide afstandsdobbelstenen zijn gelijk): spring.
hc-no-move-fits = Geen zet van deze worp past ({ $offers }): spring.
hc-click-hint = Klik op een gemarkeerd vakje van het blad om erheen te gaan.

hc-note-sadie = Hier staat Sadie. Ze gaat vanaf dit vakje in een rechte lijn.
hc-note-filled = Al ingekleurd: geen weg mag het kruisen en niemand mag er nog op landen.
hc-note-lined = Al doorkruist (het is doorgestreept): geen weg mag het kruisen of erop eindigen.
hc-note-rim-before-roll = De rand: wie hem bereikt, ontsnapt en het spel is uit. Gooi om te zien hoe ver Sadie komt.
hc-note-rim-unreached = De rand (een ontsnapping), maar geen zet van deze worp komt er: Sadie gaat vanaf haar vakje rechtdoor, zo ver als het verschil tussen de twee dobbelstenen die niet de richting geven (deze worp biedt { $offers }). Een sprong landt precies twee vakjes verder.
hc-note-before-roll = Gooi eerst: de dobbelstenen bepalen welke vakjes Sadie haalt. Zonder worp kan alleen een sprong (precies twee vakjes rechtdoor).
hc-note-unreached = Geen zet van deze worp eindigt hier: Sadie gaat vanaf haar vakje rechtdoor, zo ver als het verschil tussen de twee dobbelstenen die niet de richting geven (deze worp biedt { $offers }). Een sprong landt precies twee vakjes verder.
hc-note-outside = Buiten de grot: Sadie loopt en springt alleen op haar vakjes.

hc-sheet-start = START
hc-sheet-jump-mark = Sp
hc-sheet-hint = tip
hc-sheet-jumps = Sprongen
hc-sheet-treasure-blank = Schat ______
hc-sheet-treasure = Schat { $points }
hc-sheet-fell = Gevallen: 0
hc-sheet-escaped = Ontsnapt: { $points }
hc-sheet-rim = Blauwe rand: uitgangen

hc-figure-roll = De 1 als richting (N) en 5 − 2 = 3 als afstand: Sadie loopt drie vakjes naar het noorden; de eerste twee worden doorgestreept en het derde ingekleurd (waard 3).
hc-figure-jump = Na de zet N 2 kan Sadie naar N springen: over het volgende vakje heen, wat er ook op staat, naar het vrije vakje erachter (Sp: alleen een sprong komt daar).

hc-solo-only = Honeycomb Caverns is een solospel, niet voor { $seats } plaatsen
hc-no-such-radius = Er is geen bord met straal { $radius }: kies { $min } tot { $max }.
hc-chance-faces = { $dice }: elke dobbelsteen toont 1 tot 6
hc-chance-not-dice = `{ $action }` is geen worp van drie dobbelstenen; de dobbelstenen rollen nu
