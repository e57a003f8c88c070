# Issue 48, bladen en woorden: scheidingsregels in het logboek, aanwijzingen en formuleringen.

# Diaominos: de actie waarmee een ronde begint, sluit in het logboek af met de scheidingsregel van de ronde.
dm-log-round-first = { $action }
    ── Ronde { $round } van 6: de kubus staat op { $space } ──
dm-log-round-roll = { $action }
    ── Ronde { $round } van 6: de kubus rolt naar { $space } ──
