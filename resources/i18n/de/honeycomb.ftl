# Honeycomb Caverns: Ablehnungen, Aufforderungen, Protokollzeilen, Wertung, Spielblatt und Knöpfe.

game-honeycomb-caverns-blurb = Führe Sadie Cat über bröckelnde Schatzfelder und entkomme über den Rand.
game-honeycomb-caverns-option-radius = Spielfeldgröße
game-honeycomb-caverns-option-radius-6 = Radius 6: das gedruckte Blatt (127 Felder)
game-honeycomb-caverns-option-radius-5 = Radius 5 (91 Felder)
game-honeycomb-caverns-option-radius-4 = Radius 4 (61 Felder)
game-honeycomb-caverns-option-radius-3 = Radius 3: ein kurzes Spiel (37 Felder)

# Himmelsrichtungen nach Würfelaugen (1 = Norden, im Uhrzeigersinn).
hc-dir = { $face ->
    [1] N
    [2] NO
    [3] SO
    [4] S
    [5] SW
   *[6] NW
}
hc-walk = { $dir } { $n }
hc-offers-none = keinen Zug (beide Entfernungswürfel zeigen dasselbe)
hc-offers-1 = { $a }
hc-offers-2 = { $a }, { $b }
hc-offers-3 = { $a }, { $b }, { $c }

hc-refuse-dice-by-hand = Würfelergebnisse kommen von den Würfeln, nicht von einem Spieler.
hc-refuse-wait-dice = Warte, bis die Würfel liegen.
hc-refuse-rolled-already = Du hast schon gewürfelt: Nimm einen Zug dieses Wurfs oder springe.
hc-refuse-roll-first = Würfle zuerst: Ein Zug nutzt die Zahlen des Wurfs.
hc-refuse-not-offered = Dieser Wurf bietet { $offers }; { $walk } gehört nicht dazu.
hc-refuse-distance-zero = Eine Entfernung von 0 ist nie ein Zug: Die beiden Entfernungswürfel zeigen dieselbe Zahl.
hc-refuse-path-lined = Der Weg ist versperrt: Sein { $nth }. Feld ist schon durchgestrichen.
hc-refuse-path-filled = Der Weg ist versperrt: Sein { $nth }. Feld ist schon ausgemalt.
hc-refuse-end-lined = Das Feld, auf dem der Zug enden würde, ist schon durchgestrichen.
hc-refuse-end-filled = Das Feld, auf dem der Zug enden würde, ist schon ausgemalt.
hc-refuse-no-jumps = Du hast keine Sprünge mehr.
hc-refuse-jump-lined = Das Feld, auf dem ein Sprung nach { $dir } landen würde, ist schon durchgestrichen.
hc-refuse-jump-filled = Das Feld, auf dem ein Sprung nach { $dir } landen würde, ist schon ausgemalt.

hc-jumps-left = { $n ->
    [0] keine Sprünge mehr
    [one] noch 1 Sprung
   *[other] noch { $n } Sprünge
}
hc-prompt-roll = Würfle oder springe zwei Felder weit ({ $jumps }).
hc-prompt-rolling = Die Würfel rollen …
hc-prompt-must-jump = Kein Zug dieses Wurfs passt: Du musst springen ({ $jumps }).
hc-prompt-pick = Wähle einen Zug ({ $offers }) oder springe ({ $jumps }).
hc-prompt-escaped = Sadie ist mit { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkten
} entkommen!
hc-prompt-fell = Sadie ist in die Höhle gestürzt: 0 Punkte.

hc-log-roll = würfelt
hc-log-dice = { $a } { $b } { $c }
hc-log-walk = geht { $walk } (+{ $value })
hc-log-walk-escape = geht { $walk } und entkommt
hc-log-jump = springt nach { $dir } (+{ $value })
hc-log-jump-escape = springt nach { $dir } aus der Höhle

hc-score-ring = { $count ->
    [one] 1 ausgemaltes Feld
   *[other] { $count } ausgemalte Felder
} zu je { $value }
hc-score-fell = In die Höhle gestürzt: nichts zählt
hc-score-escaped = Über den Rand entkommen: aller Schatz bleibt (keine Extrapunkte)

hc-button-roll = Würfeln
hc-button-walk = Zug { $walk } (+{ $value })
hc-button-walk-escape = Zug { $walk } (Flucht)
hc-button-jump = Sprung nach { $dir } (+{ $value })
hc-button-jump-escape = Sprung nach { $dir } (Flucht)
hc-button-roll-short = Würfeln
hc-no-move-at-all = Dieser Wurf bietet keinen Zug (beide Entfernungswürfel zeigen dasselbe): Springe.
hc-no-move-fits = Kein Zug dieses Wurfs passt ({ $offers }): Springe.
hc-click-hint = Klicke auf ein hervorgehobenes Feld des Blatts, um dorthin zu ziehen.

hc-note-sadie = Hier steht Sadie. Sie zieht von diesem Feld aus geradeaus.
hc-note-filled = Schon ausgemalt: Kein Weg darf es kreuzen, und niemand darf wieder darauf landen.
hc-note-lined = Schon durchquert (es ist durchgestrichen): Kein Weg darf es kreuzen oder darauf enden.
hc-note-rim-before-roll = Der Rand: Wer ihn erreicht, entkommt, und das Spiel endet. Würfle, um zu sehen, wie weit Sadie kommt.
hc-note-rim-unreached = Der Rand (eine Flucht), aber kein Zug dieses Wurfs erreicht ihn: Sadie geht von ihrem Feld aus geradeaus, so weit wie der Abstand der beiden Würfel, die nicht die Richtung angeben (dieser Wurf bietet { $offers }). Ein Sprung landet genau zwei Felder weiter.
hc-note-before-roll = Würfle zuerst: Die Würfel bestimmen, welche Felder Sadie erreicht. Ohne Wurf ist nur ein Sprung möglich (genau zwei Felder geradeaus).
hc-note-unreached = Kein Zug dieses Wurfs endet hier: Sadie geht von ihrem Feld aus geradeaus, so weit wie der Abstand der beiden Würfel, die nicht die Richtung angeben (dieser Wurf bietet { $offers }). Ein Sprung landet genau zwei Felder weiter.
hc-note-outside = Außerhalb der Höhle: Sadie geht und springt nur auf ihren Feldern.

hc-sheet-start = START
hc-sheet-jump-mark = Sp
hc-sheet-hint = Tipp
hc-sheet-jumps = Sprünge
hc-sheet-treasure-blank = Schatz ______
hc-sheet-treasure = Schatz { $points }
hc-sheet-fell = Gestürzt: 0
hc-sheet-escaped = Entkommen: { $points }
hc-sheet-rim = Blauer Rand: Ausgänge

hc-figure-roll = Die 1 als Richtung (N) und 5 − 2 = 3 als Entfernung: Sadie geht drei Felder nach Norden, die ersten beiden werden durchgestrichen, das dritte wird ausgemalt (zählt 3).
hc-figure-jump = Nach dem Zug N 2 kann Sadie nach N springen: über das nächste Feld hinweg, egal was darauf ist, auf das freie Feld dahinter (Sp: nur ein Sprung erreicht es).

hc-solo-only = Honeycomb Caverns ist ein Solospiel, nicht für { $seats } Plätze
hc-no-such-radius = Es gibt kein Spielfeld mit Radius { $radius }: erlaubt sind { $min } bis { $max }.
hc-chance-faces = { $dice }: Jeder Würfel zeigt 1 bis 6
hc-chance-not-dice = `{ $action }` ist kein Wurf mit drei Würfeln; gerade rollen die Würfel
