# Black Molly: weigeringen, aanwijzingen, logregels, telling, aquarium en knoppen.

game-black-molly-blurb = Houd je jonge visjes in leven terwijl twee Black Molly's jagen op de eenzaamste.
game-black-molly-option-aquarium = Aquarium
game-black-molly-option-aquarium-starter = Beginnersopstelling
game-black-molly-option-aquarium-random = Willekeurig geschud
game-black-molly-option-rules = Regels
game-black-molly-option-rules-standard = Standaard
game-black-molly-option-rules-oldest-fish = Variant ‘oudste vis’

# Waarheen een pijl wijst of een vis gestuurd wordt.
bm-dir = { $dir ->
    [n] naar het noorden
    [e] naar het oosten
    [s] naar het zuiden
   *[w] naar het westen
}
# Een vis van een speler: $name de eigenaar, $old 1 voor de oude vis van de variant.
bm-fish = { $old ->
    [1] de oude vis
   *[0] een vis
} van { $name }
bm-or = { $first } of { $last }
bm-then = { $first }; { $next }

bm-refuse-old-in-standard = Alleen de variant ‘oudste vis’ heeft oude vissen.
bm-refuse-not-yours-others = De vissen op { $from } zijn van een andere speler; je hebt daar geen { $old ->
    [1] oude vis
   *[0] jonge vis
}.
bm-refuse-not-yours = Je hebt geen { $old ->
    [1] oude vis
   *[0] jonge vis
} op { $from }.
bm-refuse-already-swam = Je { $old ->
    [1] oude vis
   *[0] jonge vis
} op { $from } heeft deze beurt al gezwommen; elke vis gaat hooguit één kaart verder.
bm-refuse-stays = Die vis staat daar al; wil je hem laten staan, verplaats hem dan gewoon niet.
bm-refuse-not-one-card = Een vis zwemt precies één kaart omhoog, omlaag, naar links of naar rechts, nooit schuin.
bm-refuse-molly = Op { $to } zit een Black Molly: daar mag geen vis heen zwemmen.
bm-refuse-anemone = { $to } is een anemoon: vissen zwemmen daar nooit in.
bm-refuse-machine = Machine { $n } op { $to } staat AAN: geen vis mag erop zwemmen.
bm-refuse-old-fish = Op { $to } staat al een andere oude vis; na een zet mogen twee oude vissen geen kaart delen.
bm-refuse-not-start = { $card } is geen visstart; de oude vis begint op een van de visstarts.
bm-refuse-start-taken = Op { $card } begint al een andere oude vis; twee oude vissen mogen geen start delen.
bm-refuse-molly-turn = Nu zwemt Molly { $k }, niet Molly { $j }.
bm-refuse-molly-far = Molly { $k } zwemt precies één kaart per ronde (of blijft op haar doel).
bm-refuse-molly-route = { $card } ligt niet op een kortste route van { $from } naar haar dichtstbijzijnde doel met de minste vissen ({ $targets }).
bm-refuse-chance = Dat beslist het toeval, niet een speler.
bm-refuse-split-dir = De pijlen van de splitsing wijzen naar het oosten en het zuiden, niet { $dir }.
bm-refuse-placed = De vissen zitten al in het aquarium.
bm-refuse-not-now = Niet nu: { $step }.

bm-step-place-old = eerst zet elke speler zijn oude vis op een visstart
bm-step-move = nu wordt er gezwommen: elke vis één kaart, druk daarna op Klaar
bm-step-roll = iedereen heeft gezwommen; nu gooit de startspeler de D4
bm-step-split = de startspeler stuurt de vissen op de splitsing naar het oosten of het zuiden
bm-step-molly = de startspeler kiest waar de Molly heen zwemt
bm-step-shuffle = het aquarium wordt nog uitgelegd
bm-step-rolling = de D4 rolt nog
bm-step-over = het spel is voorbij

bm-seats = Black Molly is voor 2–4 spelers, niet voor { $seats }
bm-chance-not-aquarium = Dat is geen opstelling van de 24 aquariumkaarten.
bm-chance-d4-face = Een D4 kan geen { $n } gooien.
bm-chance-dealing = Het aquarium wordt uitgelegd.
bm-chance-rolling = De D4 rolt; alleen de uitkomst kan nu volgen.
bm-the-d4 = D4

bm-prompt-dealing = Het aquarium wordt uitgelegd…
bm-prompt-place-old = { $name }: kies een visstart voor je oude vis (niet een met een andere oude vis).
bm-prompt-move = { $name }: zet elk van je vissen één kaart (klik op een vis of een kaart), dan Klaar.
bm-prompt-roll = { $name }: gooi de D4.
bm-prompt-rolling = De D4 rolt…
bm-prompt-split = { $name }: de stroming splitst; stuur { $fish } naar het oosten of het zuiden.
bm-prompt-molly = { $name }: kies waar Molly { $k } heen zwemt (even goede doelen of routes).

bm-log-deal = legt een willekeurig aquarium uit
bm-log-start = zet de oude vis op { $card }
bm-log-move = zet { $old ->
    [1] de oude vis
   *[0] een vis
} van { $from } naar { $to }
bm-log-done = is klaar met zwemmen
bm-log-pass = past
bm-log-roll = gooit de D4
bm-log-pump = 1: de pomp zet de stroming aan
bm-log-d4 = { $n }
bm-log-split = stuurt { $fish } vanaf de splitsing { $dir }
bm-log-split-plain = splitsing { $dir }
bm-log-molly = kiest de route van Molly { $k }

bm-note-no-current = geen vis staat op een stromingskaart
bm-note-carried = de stroming voert { $fish } van { $from } naar { $to }
bm-note-stays-edge = { $fish } blijft op { $from } (de pijl { $dir } wijst naar de rand)
bm-note-stays-anemone = { $fish } blijft op { $from } (de pijl { $dir } wijst naar een anemoon)
bm-note-picks = { $name } kiest waar Molly { $k } heen zwemt
bm-note-molly-stays = Molly { $k } blijft op { $card }
bm-note-molly-swims = Molly { $k } zwemt van { $from } naar { $to }
bm-note-eaten = een Molly eet { $fish } op { $card }
bm-note-machine-gets = machine { $m } pakt { $fish } op { $card }
bm-note-out = { $name } ligt eruit
bm-note-won = einde: { $name } wint
bm-note-shared = einde: { $names } delen de overwinning
bm-note-round = ronde { $round } begint; { $name } heeft de D4
bm-note-switch = machine { $n } gaat { $on ->
    [1] AAN
   *[0] UIT
}
bm-note-current-runs = de stroming loopt; { $name } stuurt de vissen op de splitsing

bm-round = Ronde { $round }
bm-round-last = Ronde { $round } · de laatste ronde
bm-round-ends = Ronde { $round } · het spel eindigt na ronde { $limit }

bm-score-placing = Oude vis moet nog geplaatst worden (in het spel)
bm-score-same-step = { $old ->
    [1] Oude vis
   *[0] Laatste vis
} verloren in ronde { $round }, in dezelfde stap als die van een andere winnaar
bm-score-old-lost = Oude vis verloren (eruit in ronde { $round })
bm-score-none-left = Geen vissen meer (eruit in ronde { $round })
bm-score-last = { $old ->
    [1] De laatste oude vis in het aquarium (na { $rounds ->
        [one] 1 ronde
       *[other] { $rounds } rondes
    }, { $left ->
        [one] 1 vis
       *[other] { $left } vissen
    } in totaal)
   *[0] Als laatste in het aquarium (na { $rounds ->
        [one] 1 ronde
       *[other] { $rounds } rondes
    })
}
bm-score-limit = { $old ->
    [1] Oude vis nog in het water na ronde { $limit }, de laatste ronde, { $left ->
        [one] 1 vis
       *[other] { $left } vissen
    } in totaal
   *[0] Nog in het water na ronde { $limit }, de laatste ronde
}
bm-score-swimming-start = { $old ->
    [1] Oude vis nog in het water (voor ronde 1, { $left ->
        [one] 1 vis
       *[other] { $left } vissen
    } in totaal)
   *[0] Nog in het water (voor ronde 1)
}
bm-score-swimming = { $old ->
    [1] Oude vis nog in het water (na { $rounds ->
        [one] 1 ronde
       *[other] { $rounds } rondes
    }, { $left ->
        [one] 1 vis
       *[other] { $left } vissen
    } in totaal)
   *[0] Nog in het water (na { $rounds ->
        [one] 1 ronde
       *[other] { $rounds } rondes
    })
}

bm-over = Einde: { $result } { $how }
bm-over-plain = Einde: { $result }
bm-over-last-old = De oude vis van { $name } is als laatste over.
bm-over-last = De vissen van { $name } zijn als laatste over.
bm-over-same-step-old = Hun oude vissen gingen in dezelfde stap verloren.
bm-over-same-step = Hun laatste vissen verdwenen in dezelfde stap.
bm-over-limit = Ronde { $limit }, de laatste ronde, eindigde terwijl hun { $old ->
    [1] oude vissen
   *[0] vissen
} nog zwommen.

bm-button-move = { $old ->
    [1] Oude vis
   *[0] Vis
} { $from } naar { $to }
bm-button-done = Klaar met zwemmen
bm-button-pass = Passen (niets zetten)
bm-button-roll = D4 gooien
bm-button-molly = Molly { $k } naar { $card }
bm-button-start = Oude vis op { $card }
bm-button-send = Vis { $dir }, op { $card }
bm-button-send-blocked = Vis { $dir } (geblokkeerd: hij blijft)
bm-or-click = of klik op een vis, een kaart of een van deze:
bm-dice-caption = D4, ronde { $round }
bm-table-help = Leg de 24 aquariumkaarten open neer, 4 rijen van 6, en typ ze rij voor rij in, de rijen gescheiden door /: S visstart, B Mollystart, A anemoon, W water, P pomp, > stroming naar het oosten, v stroming naar het zuiden, F splitsing, 2 3 4 machines. Voorbeeld: aquarium SWA>v2/… Of laat het programma uitleggen en leg de kaarten neer zoals het ze toont.

bm-legend-legal = dit kan nu (oefenmodus) ·
bm-legend-target = hier gaat een Molly heen ·
bm-legend-next = deze vis stuurt de stroming als volgende ·
bm-legend-removed = vorige ronde weggehaald

bm-seat-placing = zet de oude vis op een visstart · aan zet
bm-seat-waiting = zet daarna de oude vis neer
bm-seat-fish = { $n ->
    [one] 1 vis
   *[other] { $n } vissen
}
bm-seat-fish-old = { $n ->
    [one] 1 vis
   *[other] { $n } vissen
}, { $alive ->
    [1] de oude leeft
   *[0] de oude is weg
}
bm-seat-out = eruit in ronde { $round }
bm-seat-winner = WINNAAR
bm-seat-d4 = heeft de D4
bm-seat-to-play = aan zet

bm-figure-mollies = Voorbeeld: de Molly's zoeken de kaart met de minste vissen. Op d1 staat één vis, op f1 en a4 elk twee, dus beide Molly's gaan op d1 af (rood omcirkeld). Molly 1 op e1 zit er vlak naast: als blauw die vis niet wegzwemt (naar d2, de enige vrije kant) en er geen andere vis bij komt, wordt hij aan het eind van de ronde opgegeten.

bm-card-fish-start = visstart
bm-card-molly-start = Mollystart
bm-card-anemone = anemoon
bm-card-water = water
bm-card-pump = pomp 1
bm-card-current = stroming
bm-card-split = splitsing
bm-card-machine = machine { $n }
bm-card-on = aan
bm-card-off = uit

bm-sheet-machine = { $n } { $on ->
    [1] AAN
   *[0] uit
}
bm-sheet-status = Ronde { $round } · machines: { $machines }
bm-sheet-status-old = Ronde { $round } · machines: { $machines } · oudste vis
bm-sheet-whose = Vissen van { $name }
bm-roll-none = Nog niet gegooid.
bm-roll-pump = Ronde { $round }: de D4 gaf 1, de pomp zette de stroming aan (blauwe pijlen).
bm-roll-machine = Ronde { $round }: de D4 gaf { $n }, machine { $n } ging { $on ->
    [1] AAN
   *[0] UIT
}.
bm-roll-removed = { $roll }  Doorgestreept: { $mollies } opgegeten door Molly's, { $machines } door machines.

bm-closed-molly = Op { $card } zit een Black Molly: geen vis zwemt op haar kaart.
bm-closed-anemone = { $card } is een anemoon: vissen zwemmen er nooit op (de Molly's en de stroming mogen erover).
bm-closed-machine = Machine { $n } op { $card } staat AAN: geen vis zwemt erop, en vissen erop worden opgegeten.
bm-spot-between = Tussen de kaarten: vissen en Molly's staan altijd op kaarten.
bm-spot-move = Geen van je vissen die nog mogen zwemmen staat ernaast: een vis zwemt één kaart omhoog, omlaag, naar links of naar rechts.
bm-spot-roll = Nu gooit de startspeler de D4 (de knop ‘D4 gooien’ bij het aquarium).
bm-spot-split = Nu worden de vissen op de splitsing naar het oosten of het zuiden gestuurd (de gemarkeerde kaarten of de knoppen bij het aquarium).
bm-spot-dealing = Wacht tot het aquarium is uitgelegd.
bm-spot-rolling = Wacht tot de D4 ligt.
bm-spot-nothing = Op { $card } gebeurt nu niets.
bm-spot-closed = { $closed } { $step }
bm-spot-card = { $card }: { $step }
