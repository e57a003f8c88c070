# Issue 48, Bögen und Worte: Trennzeilen im Protokoll, Hinweise und Formulierungen.

# Diaominos: Die Aktion, mit der eine Runde beginnt, endet im Protokoll mit der Trennzeile der Runde.
dm-log-round-first = { $action }
    — Runde { $round } von 6: Der Würfel steht auf { $space } —
dm-log-round-roll = { $action }
    — Runde { $round } von 6: Der Würfel rollt nach { $space } —
# Diaominos: Der Zeiger ruht noch dort, wo gerade ein Teil geladen wurde.
dm-spot-just-loaded = Eingetragen. Bewege den Zeiger, um das nächste Teil zu setzen.

# Hex Roller: Ein volles Gebiet, dessen häufigste Zahlen gleich oft vorkommen; die höhere zählt.
hr-area-tie = voll, { $numbers } je { $count }-mal gleichauf: die { $ways ->
    [2] höhere
   *[other] höchste
} Zahl, { $n }, zählt
hr-area-tie-doubled = voll, { $numbers } je { $count }-mal gleichauf: die { $ways ->
    [2] höhere
   *[other] höchste
} Zahl, { $n }, zählt doppelt

# Black Molly: die laufende Zeile eines Platzes, während Runde 1 gespielt wird.
bm-score-swimming-first = { $old ->
    [1] Alter Fisch noch im Wasser (Runde 1 läuft, insgesamt { $left ->
        [one] 1 Fisch
       *[other] { $left } Fische
    })
   *[0] Noch im Wasser (Runde 1 läuft)
}

# Jedes Spiel mit Würfeln vom Tisch: die „Was jetzt“-Zeile bei einem Zufallsschritt, den der Tisch macht.
prompt-table-roll = Würfle am Tisch: { $what }; gib dann das Ergebnis ein.
prompt-table-step = Mach diesen Schritt am Tisch und gib dann ein, was du siehst.

# Molecular Structures: Der verlangte Würfel hat das Spiel verlassen, als in dieser Runde jemand ausschied.
ms-refuse-left-game = Im Vorrat ist keine { $v } mehr: Sie hat das Spiel verlassen, als jemand ausgeschieden ist.

# Jedes Spiel mit einem gleichzeitigen Schritt: Ein Platz, der schon fertig ist, will noch einmal handeln.
refuse-step-finished = { $name } ist mit diesem Zug fertig; { $busy } { $count ->
    [one] schreibt
   *[other] schreiben
} noch.

# Die „Was jetzt“-Zeile, solange die Würfel noch rollen (der Wurf wird genannt, wenn sie liegen).
play-prompt-tumbling = Die Würfel rollen …
