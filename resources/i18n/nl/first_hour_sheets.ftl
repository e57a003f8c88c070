# Issue 48, bladen en woorden: scheidingsregels in het logboek, aanwijzingen en formuleringen.

# Diaominos: de actie waarmee een ronde begint, sluit in het logboek af met de scheidingsregel van de ronde.
dm-log-round-first = { $action }
    ── Ronde { $round } van 6: de kubus staat op { $space } ──
dm-log-round-roll = { $action }
    ── Ronde { $round } van 6: de kubus rolt naar { $space } ──
# Diaominos: de aanwijzer rust nog waar net een stuk is geladen.
dm-spot-just-loaded = Ingetekend. Beweeg de aanwijzer om het volgende stuk te plaatsen.
