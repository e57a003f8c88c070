# Diaominos: weigeringen, aanwijzingen, logregels, telling, blad, kubus en knoppen.

game-diaominos-blurb = Rol een 2×2-puzzelkubus over het bord, teken tetromino's in en vorm figuren met hun diamanten.

# De kleuren van de kubus, op hun letter (de letters zijn notatie en blijven).
dm-colour = { $c ->
    [R] rood
    [O] oranje
    [Y] geel
    [G] groen
    [B] blauw
   *[W] wit
}
# Een kant van het bord, als plaats van een speler aan tafel.
dm-dir = { $dir ->
    [n] Noord
    [e] Oost
    [s] Zuid
   *[w] West
}
dm-side = { $dir ->
    [n] kant Noord
    [e] kant Oost
    [s] kant Zuid
   *[w] kant West
}
dm-who = { $name }, { $side }
# Een stuk om in te tekenen: de letter van een tetromino, of een joker.
dm-slot = { $slot ->
    [wild] joker
   *[other] { $slot }
}
dm-nothing = niets
dm-list = { $first }, { $next }
dm-cells = { $first } en { $last }

dm-seats = Diaominos is voor 1 tot 4 spelers, niet voor { $seats }
dm-chance-turns = een husseling heeft { $want } laagdraaiingen, niet { $n }
dm-chance-orient = stand { $orient } is niet een van 0..{ $n }
dm-chance-not-real = Dat kan geen echte kubus zijn: { $why }.
dm-chance-not-scramble = `{ $action }` is geen husseling; de kubus wordt nu gehusseld

dm-refuse-no-piece = Er zijn vijf stukken: I, O, T, L en S.
dm-refuse-scramble-by-hand = De husseling komt van het draaien aan de kubus, niet van een speler.
dm-refuse-scrambling = Wacht: de kubus wordt nog gehusseld.
dm-refuse-colours-started = Je bent begonnen je eigen kleuren te kiezen; kies ze een voor een verder.
dm-refuse-colours-first = Kies eerst welke kleur bij welk stuk hoort.
dm-refuse-wild-first = Er ligt een joker boven: zet eerst zijn markering in het rooster of sla die over.
dm-refuse-load-now = Teken nu je stukken in: kleuren en jokermarkeringen zijn voor deze ronde klaar.
dm-refuse-no-colour = De kubus heeft zes kleuren: R, O, Y, G, B en W.
dm-refuse-colours-done = Je kleuren zijn al allemaal gekozen.
dm-refuse-colour-order = Kleuren worden gekozen in de volgorde I, O, T, L, S: nu is de { $piece } aan de beurt.
dm-refuse-colour-taken = De kleur { $colour } hoort al bij de { $piece }.
dm-refuse-off-grid = Dat vakje ligt buiten het rooster van 10 bij 8.
dm-refuse-wild-twice = { $cell } heeft al een jokermarkering.
dm-refuse-wild-loaded = Een jokermarkering komt op een leeg vakje; { $cell } is al ingetekend.
dm-refuse-not-to-load = Je hebt deze ronde geen { $piece } om in te tekenen; nog in te tekenen: { $slots }.
dm-refuse-same-orient = Dat legt de { $piece } precies als stand { $orient }; neem die.
dm-refuse-orient = Een stuk draait 0 tot 3 kwartslagen, eventueel eerst gespiegeld.
dm-refuse-sticks-out = De { $piece } zou daar buiten het rooster steken.
dm-refuse-overlap = De { $piece } zou { $cell } bedekken, dat al ingetekend is.
dm-refuse-floating = De { $piece } moet met een zijde een al ingetekend vakje raken (of op de onderste rij liggen).
dm-refuse-no-wild-skip = Je hebt deze ronde geen joker meer om over te slaan.
dm-refuse-no-skip = Je hebt deze ronde geen { $slot } meer om over te slaan.
dm-refuse-still-fits = De { $slot } past nog ergens, dus moet hij ingetekend worden.
dm-refuse-wild-fits = Een joker moet een stuk noemen dat past, en de { $piece } past nog ergens.

dm-prompt-scrambling = De kubus wordt gehusseld…
dm-prompt-colours = { $who }: neem de standaardkleuren of kies de kleur van de I.
dm-prompt-colour = { $who }: kies de kleur van de { $piece }.
dm-prompt-wild = { $who }, ronde { $round }: er ligt een joker boven — markeer een leeg vakje naar keuze, of sla over (nog { $left }).
dm-prompt-load = { $who }, ronde { $round }: teken je stukken in (nog { $slots }).
dm-prompt-load-skips = { $who }, ronde { $round }: teken je stukken in (nog { $slots }). Past nergens, mag overgeslagen worden: { $skips }.
dm-over = Einde: { $result }

dm-log-scramble = husselt de kubus en zet hem op A
dm-log-cube = zet de aan tafel afgelezen kubus op A
dm-log-default = neemt de standaardkleuren
dm-log-colour = geeft de { $piece } de kleur { $colour }
dm-log-mark = markeert { $cell } met een joker
dm-log-no-mark = slaat een jokermarkering over
dm-log-load = tekent de { $piece } op { $cells } in
dm-log-diamonds = { $line }, { $n ->
    [one] 1 diamant
   *[other] { $n } diamanten
}
dm-log-scores = { $line }, scoort een { $piece }-figuur
dm-log-skip-wild = slaat een joker over: geen stuk past ergens
dm-log-skip = slaat de { $slot } over: hij past nergens

dm-score-shapes = { $piece }-figuren gemaakt: { $n }
dm-score-first = Eerste { $piece }-figuur op dit blad
dm-score-table = Als eerste aan tafel met een { $piece }-figuur
dm-score-rows = Volle rijen: { $rows }

dm-table-help = Hussel je kubus en zet hem op vak A. Lees dan zijn kleuren af als letters (R O Y G B W voor de boven-, onder-, noord-, zuid-, oost- en westkant van de opgeloste kubus) en typ ze als 6 kanten van 4, gescheiden door /: de bovenkant van boven gezien met het noorden boven, dan de zijkanten zoals de plaatsen Zuid, West, Noord en Oost ze zien, dan de onderkant van onder gezien met het zuiden boven; elke kant van links naar rechts, bovenste rij eerst (een opgeloste kubus neergezet zoals op de doos getekend: cube RRRR/GGGG/WWWW/YYYY/BBBB/OOOO). Een husseling in notatie (scramble … @N) kan ook, of laat het programma husselen.
dm-key-turn = Het stuk dat je plaatst een kwartslag draaien
dm-key-flip = Het stuk dat je plaatst spiegelen
dm-key-wheel = Muiswiel boven het blad
dm-key-wheel-does = Het stuk beide kanten op draaien
dm-key-drag = Kubus slepen
dm-key-drag-does = De kubus van een andere kant bekijken

dm-spot-not-yours = Alleen wie aan zet is, doet nu iets op een blad.
dm-spot-scramble = Wacht tot de kubus gehusseld is.
dm-spot-colours = Geef eerst naast het blad elke tetromino een kleur; het rooster vult zich later.
dm-spot-no-piece = Geen stuk gekozen om in te tekenen: kies er een uit de lijst naast het blad.
dm-spot-nothing = In dit vakje komt nu niets.
dm-paper-drawings = De tetrominotekeningen: stickers boven markeren hun vakjes, en een stuk dat over een gemarkeerd vakje wordt ingetekend, krijgt daar een diamant. Hier klik je niets aan; kies stukken naast het blad.
dm-paper-margin = De rand van het rooster: stukken en jokermarkeringen komen in de vakjes van het rooster.

dm-status-colours = Kleuren kiezen
dm-status-round-space = Ronde { $round } van 6 · kubus op { $space }
dm-status-round = Ronde { $round } van 6

dm-wild-hint = Klik op een leeg vakje voor je jokermarkering, of
dm-button-skip-mark = Markering overslaan
dm-label-scramble = Kubus husselen
dm-label-cube = Kubus op A zetten
dm-label-default = Standaardkleuren nemen
dm-label-colour = { $colour } (letter { $letter }) voor de { $piece }
dm-label-mark = Jokermarkering op { $cell }
dm-label-no-mark = Jokermarkering overslaan
dm-label-load = { $piece } intekenen op { $cells }
dm-label-load-diamonds = { $piece } intekenen op { $cells } ({ $n ->
    [one] 1 diamant
   *[other] { $n } diamanten
})
dm-label-skip-wild = Joker overslaan (geen stuk past)
dm-label-skip = { $slot } overslaan (past nergens)
dm-button-default = Standaardkleuren (R I, O O, Y T, G L, B S, W joker)
dm-pick-colour = Of kies de kleur van de { $piece }:
dm-colour-button = { $colour } (letter { $letter })
dm-still-to-load = { $name } tekent nog in: { $slots }
dm-piece = Stuk:
dm-piece-wild = { $piece } (joker)
dm-piece-tip = Dit stuk als volgende intekenen: zijn omtrek volgt de muisaanwijzer op het rooster.
dm-turn = Draaien (R / wiel)
dm-turn-tip = Draait de omtrek een kwartslag.
dm-flip = Spiegelen (F)
dm-flip-tip = Spiegelt de omtrek van links naar rechts.
dm-ghost-hint = Beweeg de omtrek over het rooster en klik om hem in te tekenen.
dm-cube-tip = De gedeelde kubus op zijn bord. Sleep opzij om het beeld te draaien.
dm-flat-top = boven
dm-flat-north-up = noorden boven
dm-flat-caption = De bovenkant van boven gezien (noorden boven); elke zijkant zoals zijn speler hem ziet.
dm-figure-board = De kubus begint op A en bezoekt B, C, D, E en F, één vak per ronde. De spelers zitten rond het bord; de kant van de kubus die naar jou wijst, noemt je stukken.

dm-sheet-score = score
dm-sheet-first = +1 eerste
dm-sheet-table = +1 tafel
dm-sheet-wild = joker
dm-sheet-full-rows = volle rijen { $rows } / { $total }
dm-sheet-total = Totaal { $total }
dm-legend-diamond = diamant
dm-legend-scored = gescoord
dm-legend-wild = jokermarkering
dm-sheet-skipped-one = { $slot } (ronde { $round })
dm-sheet-skipped = overgeslagen: { $list }
dm-sheet-your-side = jouw kant
dm-sheet-on-space = op vak { $space }
dm-sheet-title = { $name } · { $side }
dm-sheet-before = voor ronde 1
dm-sheet-round = ronde { $round } van 6

dm-cube-counts = de stickers tonen { $read }; een kubus heeft 4 van elke kleur
dm-cube-opposite = de hoek { $corner } toont { $colours }, maar een hoek draagt nooit twee kleuren van tegenover elkaar liggende kanten; controleer de afgelezen stickers
dm-cube-twisted = de hoeken zijn zo verdraaid afgelezen als geen echte kubus kan zijn (alsof een hoek op zijn plaats gedraaid is); controleer de afgelezen stickers
dm-cube-twice = twee hoeken dragen dezelfde kleuren { $colours }; een kubus heeft elke hoek maar één keer
dm-cube-mirrored = de kleuren van een hoek lopen verkeerd om (een gespiegelde hoek); controleer de afgelezen stickers
# Waar een hoek van de kubus zit: ‘boven noordoost’.
dm-corner = { $level ->
    [top] boven
   *[bottom] onder
} { $ns ->
    [north] noord
   *[south] zuid
}{ $ew ->
    [east] oost
   *[west] west
}
