# Diaominos: Ablehnungen, Aufforderungen, Protokollzeilen, Wertung, Blatt, Würfel und Knöpfe.

game-diaominos-blurb = Rolle einen 2×2-Zauberwürfel über das Brett, trage Tetrominos ein und bilde Formen aus ihren Diamanten.

# Die Farben des Würfels, nach ihrem Buchstaben (die Buchstaben sind Notation und bleiben).
dm-colour = { $c ->
    [R] Rot
    [O] Orange
    [Y] Gelb
    [G] Grün
    [B] Blau
   *[W] Weiß
}
# Eine Seite des Bretts, als Platz eines Spielers am Tisch.
dm-dir = { $dir ->
    [n] Nord
    [e] Ost
    [s] Süd
   *[w] West
}
dm-side = { $dir ->
    [n] Seite Nord
    [e] Seite Ost
    [s] Seite Süd
   *[w] Seite West
}
dm-who = { $name }, { $side }
# Ein Teil zum Eintragen: der Buchstabe eines Tetrominos oder ein Joker.
dm-slot = { $slot ->
    [wild] Joker
   *[other] { $slot }
}
dm-nothing = nichts
dm-list = { $first }, { $next }
dm-cells = { $first } und { $last }

dm-seats = Diaominos ist für 1 bis 4 Spieler, nicht für { $seats }
dm-chance-turns = ein Verdrehen hat { $want } Schichtdrehungen, nicht { $n }
dm-chance-orient = Lage { $orient } ist keine von 0..{ $n }
dm-chance-not-real = Das kann kein echter Würfel sein: { $why }.
dm-chance-not-scramble = `{ $action }` ist kein Verdrehen; gerade wird der Würfel verdreht

dm-refuse-no-piece = Es gibt fünf Teile: I, O, T, L und S.
dm-refuse-scramble-by-hand = Das Verdrehen kommt vom Mischen des Würfels, nicht von einem Spieler.
dm-refuse-scrambling = Warte: Der Würfel wird noch verdreht.
dm-refuse-colours-started = Du hast begonnen, eigene Farben zu wählen; wähle sie nacheinander zu Ende.
dm-refuse-colours-first = Wähle zuerst, welche Farbe für welches Teil steht.
dm-refuse-wild-first = Oben ist ein Joker: Setze zuerst seine Markierung im Raster oder verzichte darauf.
dm-refuse-load-now = Trage jetzt deine Teile ein: Farben und Joker-Markierungen sind für diese Runde erledigt.
dm-refuse-no-colour = Der Würfel hat sechs Farben: R, O, Y, G, B und W.
dm-refuse-colours-done = Deine Farben sind schon alle gewählt.
dm-refuse-colour-order = Die Farben werden in der Reihenfolge I, O, T, L, S gewählt: Jetzt ist das { $piece } dran.
dm-refuse-colour-taken = { $colour } steht schon für das { $piece }.
dm-refuse-off-grid = Dieses Feld liegt außerhalb des Rasters von 10 mal 8.
dm-refuse-wild-twice = { $cell } hat schon eine Joker-Markierung.
dm-refuse-wild-loaded = Eine Joker-Markierung kommt auf ein leeres Feld; { $cell } ist schon belegt.
dm-refuse-not-to-load = Du hast diese Runde kein { $piece } einzutragen; noch einzutragen: { $slots }.
dm-refuse-same-orient = Das legt das { $piece } genau wie Lage { $orient }; nimm diese.
dm-refuse-orient = Ein Teil dreht sich um 0 bis 3 Vierteldrehungen, wahlweise vorher gespiegelt.
dm-refuse-sticks-out = Das { $piece } würde dort über das Raster hinausragen.
dm-refuse-overlap = Das { $piece } würde { $cell } bedecken, das schon belegt ist.
dm-refuse-floating = Das { $piece } muss ein schon belegtes Feld an einer Seite berühren (oder auf der untersten Reihe liegen).
dm-refuse-no-wild-skip = Du hast diese Runde keinen Joker mehr, den du auslassen könntest.
dm-refuse-no-skip = Du hast diese Runde kein { $slot } mehr, das du auslassen könntest.
dm-refuse-still-fits = Das { $slot } passt noch irgendwo hin, also muss es eingetragen werden.
dm-refuse-wild-fits = Ein Joker muss ein Teil nennen, das passt, und das { $piece } passt noch irgendwo hin.

dm-prompt-scrambling = Der Würfel wird verdreht …
dm-prompt-colours = { $who }: Nimm die Standardfarben oder wähle die Farbe des I.
dm-prompt-colour = { $who }: Wähle die Farbe des { $piece }.
dm-prompt-wild = { $who }, Runde { $round }: Oben liegt ein Joker – markiere ein beliebiges leeres Feld oder verzichte ({ $left } übrig).
dm-prompt-load = { $who }, Runde { $round }: Trage deine Teile ein ({ $slots } übrig).
dm-prompt-load-skips = { $who }, Runde { $round }: Trage deine Teile ein ({ $slots } übrig). Passt nirgends, darf ausgelassen werden: { $skips }.
dm-over = Spielende: { $result }

dm-log-scramble = verdreht den Würfel und setzt ihn auf A
dm-log-cube = setzt den am Tisch abgelesenen Würfel auf A
dm-log-default = nimmt die Standardfarben
dm-log-colour = gibt dem { $piece } die Farbe { $colour }
dm-log-mark = markiert { $cell } mit einem Joker
dm-log-no-mark = verzichtet auf eine Joker-Markierung
dm-log-load = trägt das { $piece } auf { $cells } ein
dm-log-diamonds = { $line }, { $n ->
    [one] 1 Diamant
   *[other] { $n } Diamanten
}
dm-log-scores = { $line }, wertet eine { $piece }-Form
dm-log-skip-wild = lässt einen Joker aus: Kein Teil passt irgendwo
dm-log-skip = lässt das { $slot } aus: Es passt nirgends

dm-score-shapes = { $piece }-Formen gebildet: { $n }
dm-score-first = Erste { $piece }-Form auf diesem Blatt
dm-score-table = Zuerst am Tisch mit einer { $piece }-Form
dm-score-rows = Volle Reihen: { $rows }

dm-table-help = Verdrehe deinen Würfel und setze ihn auf Feld A. Lies dann seine Farben als Buchstaben ab (R O Y G B W für die Ober-, Unter-, Nord-, Süd-, Ost- und Westseite des gelösten Würfels) und tippe sie als 6 Seiten zu je 4 ein, getrennt durch /: die Oberseite von oben gesehen mit Norden oben, dann die Seiten, wie die Plätze Süd, West, Nord und Ost sie sehen, dann die Unterseite von unten gesehen mit Süden oben; jede Seite von links nach rechts, obere Reihe zuerst (ein gelöster Würfel, abgesetzt wie auf der Schachtel gezeichnet: cube RRRR/GGGG/WWWW/YYYY/BBBB/OOOO). Ein Verdrehen in Notation (scramble … @N) geht auch, oder lass das Programm verdrehen.
dm-key-turn = Das Teil, das du setzt, um eine Vierteldrehung drehen
dm-key-flip = Das Teil, das du setzt, spiegeln
dm-key-wheel = Mausrad über dem Blatt
dm-key-wheel-does = Das Teil in beide Richtungen drehen
dm-key-drag = Würfel ziehen
dm-key-drag-does = Den Würfel von einer anderen Seite ansehen

dm-spot-not-yours = Auf einem Blatt handelt jetzt nur, wer am Zug ist.
dm-spot-scramble = Warte, bis der Würfel verdreht ist.
dm-spot-colours = Gib zuerst neben dem Blatt jedem Tetromino eine Farbe; das Raster füllt sich später.
dm-spot-no-piece = Kein Teil zum Eintragen gewählt: Nimm eines aus der Liste neben dem Blatt.
dm-spot-nothing = In dieses Feld kommt jetzt nichts.
dm-paper-drawings = Die Tetromino-Zeichnungen: Aufkleber oben markieren ihre Felder, und ein Teil, das über einem markierten Feld eingetragen wird, bekommt dort einen Diamanten. Hier wird nichts angeklickt; wähle Teile neben dem Blatt.
dm-paper-margin = Der Rand des Rasters: Teile und Joker-Markierungen kommen in die Felder des Rasters.

dm-status-colours = Farbwahl
dm-status-round-space = Runde { $round } von 6 · Würfel auf { $space }
dm-status-round = Runde { $round } von 6

dm-wild-hint = Klicke ein leeres Feld für deine Joker-Markierung an, oder
dm-button-skip-mark = Markierung auslassen
dm-label-scramble = Würfel verdrehen
dm-label-cube = Würfel auf A setzen
dm-label-default = Standardfarben nehmen
dm-label-colour = { $colour } (Buchstabe { $letter }) für das { $piece }
dm-label-mark = Joker-Markierung auf { $cell }
dm-label-no-mark = Joker-Markierung auslassen
dm-label-load = { $piece } auf { $cells } eintragen
dm-label-load-diamonds = { $piece } auf { $cells } eintragen ({ $n ->
    [one] 1 Diamant
   *[other] { $n } Diamanten
})
dm-label-skip-wild = Joker auslassen (kein Teil passt)
dm-label-skip = { $slot } auslassen (passt nirgends)
dm-button-default = Standardfarben (R I, O O, Y T, G L, B S, W Joker)
dm-pick-colour = Oder wähle die Farbe des { $piece }:
dm-colour-button = { $colour } (Buchstabe { $letter })
dm-still-to-load = { $name } trägt noch ein: { $slots }
dm-piece = Teil:
dm-piece-wild = { $piece } (Joker)
dm-piece-tip = Dieses Teil als Nächstes eintragen: Sein Umriss folgt dem Mauszeiger auf dem Raster.
dm-turn = Drehen (R / Rad)
dm-turn-tip = Dreht den Umriss um eine Vierteldrehung.
dm-flip = Spiegeln (F)
dm-flip-tip = Spiegelt den Umriss von links nach rechts.
dm-ghost-hint = Führe den Umriss über das Raster und klicke, um das Teil einzutragen.
dm-cube-tip = Der gemeinsame Würfel auf seinem Brett. Seitwärts ziehen dreht die Ansicht.
dm-flat-top = oben
dm-flat-north-up = Norden oben
dm-flat-caption = Die Oberseite von oben gesehen (Norden oben); jede Seite so, wie ihr Spieler sie sieht.
dm-figure-board = Der Würfel beginnt auf A und besucht B, C, D, E und F, ein Feld pro Runde. Die Spieler sitzen um das Brett; die Seite des Würfels, die zu dir zeigt, nennt deine Teile.

dm-sheet-score = Wertung
dm-sheet-first = +1 erste
dm-sheet-table = +1 Tisch
dm-sheet-wild = Joker
dm-sheet-full-rows = volle Reihen { $rows } / { $total }
dm-sheet-total = Summe { $total }
dm-legend-diamond = Diamant
dm-legend-scored = in gewerteter Form
dm-legend-wild = Joker-Markierung
dm-sheet-skipped-one = { $slot } (Runde { $round })
dm-sheet-skipped = ausgelassen: { $list }
dm-sheet-your-side = deine Seite
dm-sheet-on-space = auf Feld { $space }
dm-sheet-title = { $name } · { $side }
dm-sheet-before = vor Runde 1
dm-sheet-round = Runde { $round } von 6

dm-cube-counts = die Aufkleber zeigen { $read }; ein Würfel hat 4 von jeder Farbe
dm-cube-opposite = die Ecke { $corner } zeigt { $colours }, aber eine Ecke trägt nie zwei Farben gegenüberliegender Seiten; prüfe die abgelesenen Aufkleber
dm-cube-twisted = die Ecken sind so verdreht abgelesen, wie es kein echter Würfel sein kann (als wäre eine Ecke an ihrem Platz gedreht); prüfe die abgelesenen Aufkleber
dm-cube-twice = zwei Ecken tragen dieselben Farben { $colours }; ein Würfel hat jede Ecke nur einmal
dm-cube-mirrored = die Farben einer Ecke laufen falsch herum (eine gespiegelte Ecke); prüfe die abgelesenen Aufkleber
# Wo eine Ecke des Würfels sitzt: „oben nordost“.
dm-corner = { $level ->
    [top] oben
   *[bottom] unten
} { $ns ->
    [north] nord
   *[south] süd
}{ $ew ->
    [east] ost
   *[west] west
}
