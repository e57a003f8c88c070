# Issue 48, bladen en woorden: scheidingsregels in het logboek, aanwijzingen en formuleringen.

# Diaominos: de actie waarmee een ronde begint, sluit in het logboek af met de scheidingsregel van de ronde.
dm-log-round-first = { $action }
    — Ronde { $round } van 6: de kubus staat op { $space } —
dm-log-round-roll = { $action }
    — Ronde { $round } van 6: de kubus rolt naar { $space } —
# Diaominos: de aanwijzer rust nog waar net een stuk is geladen.
dm-spot-just-loaded = Ingetekend. Beweeg de aanwijzer om het volgende stuk te plaatsen.

# Hex Roller: een vol gebied waarvan de vaakst voorkomende getallen gelijk staan; het hoogste telt.
hr-area-tie = vol, { $numbers } staan gelijk met elk { $count }: het { $ways ->
    [2] hogere
   *[other] hoogste
}, { $n }, telt
hr-area-tie-doubled = vol, { $numbers } staan gelijk met elk { $count }: het { $ways ->
    [2] hogere
   *[other] hoogste
}, { $n }, telt dubbel

# Black Molly: de lopende regel van een plaats terwijl ronde 1 wordt gespeeld.
bm-score-swimming-first = { $old ->
    [1] Oude vis nog in het water (ronde 1 is bezig, { $left ->
        [one] 1 vis
       *[other] { $left } vissen
    } in totaal)
   *[0] Nog in het water (ronde 1 is bezig)
}

# Elk spel met dobbelstenen van de tafel: de regel "wat nu" bij een kansstap die de tafel doet.
prompt-table-roll = Gooi aan tafel: { $what }; voer dan de uitkomst in.
prompt-table-step = Doe deze stap aan tafel en voer dan in wat je ziet.

# Molecular Structures: de gevraagde dobbelsteen verliet het spel toen deze ronde iemand eruit ging.
ms-refuse-left-game = Er is geen { $v } meer in de voorraad: die verliet het spel toen iemand eruit ging.

# Elk spel met een gelijktijdige stap: een plaats die al klaar is, wil nog iets doen.
refuse-step-finished = { $name } is klaar met deze beurt; { $busy } { $count ->
    [one] schrijft
   *[other] schrijven
} nog.

# De regel "wat nu" zolang de dobbelstenen nog rollen (de worp wordt genoemd als ze stilliggen).
play-prompt-tumbling = De dobbelstenen rollen…
