# Issue 48, Bögen und Worte: Trennzeilen im Protokoll, Hinweise und Formulierungen.

# Diaominos: Die Aktion, mit der eine Runde beginnt, endet im Protokoll mit der Trennzeile der Runde.
dm-log-round-first = { $action }
    ── Runde { $round } von 6: Der Würfel steht auf { $space } ──
dm-log-round-roll = { $action }
    ── Runde { $round } von 6: Der Würfel rollt nach { $space } ──
# Diaominos: Der Zeiger ruht noch dort, wo gerade ein Teil geladen wurde.
dm-spot-just-loaded = Eingetragen. Bewege den Zeiger, um das nächste Teil zu setzen.
