# Black Molly: Ablehnungen, Aufforderungen, Protokollzeilen, Wertung, Aquarium und Knöpfe.

game-black-molly-blurb = Halte deine Jungfische am Leben, während zwei Black Mollys den einsamsten von ihnen jagen.
game-black-molly-option-aquarium = Aquarium
game-black-molly-option-aquarium-starter = Einsteiger-Aufbau
game-black-molly-option-aquarium-random = Zufällig gemischt
game-black-molly-option-rules = Regeln
game-black-molly-option-rules-standard = Standard
game-black-molly-option-rules-oldest-fish = Variante „Ältester Fisch“

# Wohin ein Pfeil zeigt oder ein Fisch geschickt wird.
bm-dir = { $dir ->
    [n] nach Norden
    [e] nach Osten
    [s] nach Süden
   *[w] nach Westen
}
# Ein Fisch eines Spielers (im Akkusativ: so steht er in jedem Satz, der ihn nennt).
bm-fish = { $old ->
    [1] den alten Fisch
   *[0] einen Fisch
} von { $name }
bm-or = { $first } oder { $last }
bm-then = { $first }; { $next }

bm-refuse-old-in-standard = Nur die Variante „Ältester Fisch“ hat alte Fische.
bm-refuse-not-yours-others = Die Fische auf { $from } gehören jemand anderem; du hast dort { $old ->
    [1] keinen alten Fisch
   *[0] keinen Jungfisch
}.
bm-refuse-not-yours = Du hast auf { $from } { $old ->
    [1] keinen alten Fisch
   *[0] keinen Jungfisch
}.
bm-refuse-already-swam = Dein { $old ->
    [1] alter Fisch
   *[0] Jungfisch
} auf { $from } ist in diesem Zug schon geschwommen; jeder Fisch zieht höchstens eine Karte weit.
bm-refuse-stays = Der Fisch ist schon dort; soll er bleiben, bewege ihn einfach nicht.
bm-refuse-not-one-card = Ein Fisch schwimmt genau eine Karte nach oben, unten, links oder rechts, nie schräg.
bm-refuse-molly = Auf { $to } ist eine Black Molly: Dorthin darf kein Fisch schwimmen.
bm-refuse-anemone = { $to } ist eine Anemone: Fische schwimmen nie in eine hinein.
bm-refuse-machine = Maschine { $n } auf { $to } läuft: Kein Fisch darf auf sie schwimmen.
bm-refuse-old-fish = Auf { $to } ist schon ein anderer alter Fisch; nach einem Zug dürfen zwei alte Fische keine Karte teilen.
bm-refuse-not-start = { $card } ist kein Fischstart; der alte Fisch beginnt auf einem der Fischstarts.
bm-refuse-start-taken = Auf { $card } beginnt schon ein anderer alter Fisch; zwei alte Fische dürfen keinen Start teilen.
bm-refuse-molly-turn = Jetzt schwimmt Molly { $k }, nicht Molly { $j }.
bm-refuse-molly-far = Molly { $k } schwimmt genau eine Karte pro Runde (oder bleibt auf ihrem Ziel).
bm-refuse-molly-route = { $card } liegt auf keinem kürzesten Weg von { $from } zu ihrem nächsten Ziel mit den wenigsten Fischen ({ $targets }).
bm-refuse-chance = Das entscheidet der Zufall, nicht ein Spieler.
bm-refuse-split-dir = Die Pfeile der Gabelung zeigen nach Osten und Süden, nicht { $dir }.
bm-refuse-placed = Die Fische sind schon im Aquarium.
bm-refuse-not-now = Nicht jetzt: { $step }.

bm-step-place-old = Zuerst setzt jeder seinen alten Fisch auf einen Fischstart
bm-step-move = Jetzt wird geschwommen: Jeder Fisch zieht eine Karte, dann drücke Fertig
bm-step-roll = Alle sind gezogen; jetzt würfelt der Startspieler mit dem W4
bm-step-split = Der Startspieler schickt die Fische auf der Gabelung nach Osten oder Süden
bm-step-molly = Der Startspieler wählt, wohin die Molly schwimmt
bm-step-shuffle = Das Aquarium wird noch ausgelegt
bm-step-rolling = Der W4 rollt noch
bm-step-over = Das Spiel ist vorbei

bm-seats = Black Molly ist für 2–4 Spieler, nicht für { $seats }
bm-chance-not-aquarium = Das ist keine Anordnung der 24 Aquariumkarten.
bm-chance-d4-face = Ein W4 kann keine { $n } zeigen.
bm-chance-dealing = Das Aquarium wird ausgelegt.
bm-chance-rolling = Der W4 rollt; als Nächstes kann nur sein Ergebnis kommen.
bm-the-d4 = W4

bm-prompt-dealing = Das Aquarium wird ausgelegt …
bm-prompt-place-old = { $name }: Wähle einen Fischstart für deinen alten Fisch (keinen mit einem anderen alten Fisch).
bm-prompt-move = { $name }: Ziehe jeden deiner Fische eine Karte (klicke einen Fisch oder eine Karte), dann Fertig.
bm-prompt-roll = { $name }: Wirf den W4.
bm-prompt-rolling = Der W4 rollt …
bm-prompt-split = { $name }: Die Strömung teilt sich; schicke { $fish } nach Osten oder Süden.
bm-prompt-molly = { $name }: Wähle, wohin Molly { $k } schwimmt (gleich gute Ziele oder Wege).

bm-log-deal = legt ein zufälliges Aquarium aus
bm-log-start = setzt den alten Fisch auf { $card }
bm-log-move = zieht { $old ->
    [1] den alten Fisch
   *[0] einen Fisch
} von { $from } nach { $to }
bm-log-done = ist mit dem Schwimmen fertig
bm-log-pass = passt
bm-log-roll = wirft den W4
bm-log-pump = 1: Die Pumpe treibt die Strömung an
bm-log-d4 = { $n }
bm-log-split = schickt { $fish } von der Gabelung { $dir }
bm-log-split-plain = Gabelung { $dir }
bm-log-molly = wählt den Weg von Molly { $k }

bm-note-no-current = kein Fisch ist auf einer Strömungskarte
bm-note-carried = die Strömung trägt { $fish } von { $from } nach { $to }
bm-note-stays-edge = die Strömung lässt { $fish } auf { $from } (der Pfeil { $dir } zeigt auf den Rand)
bm-note-stays-anemone = die Strömung lässt { $fish } auf { $from } (der Pfeil { $dir } zeigt auf eine Anemone)
bm-note-picks = { $name } wählt, wohin Molly { $k } schwimmt
bm-note-molly-stays = Molly { $k } bleibt auf { $card }
bm-note-molly-swims = Molly { $k } schwimmt von { $from } nach { $to }
bm-note-eaten = eine Molly frisst { $fish } auf { $card }
bm-note-machine-gets = Maschine { $m } erwischt { $fish } auf { $card }
bm-note-out = { $name } ist ausgeschieden
bm-note-won = Spielende: { $name } gewinnt
bm-note-shared = Spielende: { $names } teilen sich den Sieg
bm-note-round = Runde { $round } beginnt; { $name } hat den W4
bm-note-switch = Maschine { $n } schaltet { $on ->
    [1] AN
   *[0] AUS
}
bm-note-current-runs = die Strömung läuft; { $name } lenkt die Fische auf der Gabelung

bm-round = Runde { $round }
bm-round-last = Runde { $round } · die letzte Runde
bm-round-ends = Runde { $round } · das Spiel endet nach Runde { $limit }

bm-score-placing = Alter Fisch noch nicht eingesetzt (im Spiel)
bm-score-same-step = { $old ->
    [1] Alter Fisch
   *[0] Letzter Fisch
} in Runde { $round } verloren, im selben Schritt wie der eines anderen Gewinners
bm-score-old-lost = Alter Fisch verloren (ausgeschieden in Runde { $round })
bm-score-none-left = Keine Fische mehr (ausgeschieden in Runde { $round })
bm-score-last = { $old ->
    [1] Der letzte alte Fisch im Aquarium (nach { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }, insgesamt { $left ->
        [one] 1 Fisch
       *[other] { $left } Fische
    })
   *[0] Als Letzte im Aquarium (nach { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    })
}
bm-score-limit = { $old ->
    [1] Alter Fisch noch im Wasser nach Runde { $limit }, der letzten Runde, insgesamt { $left ->
        [one] 1 Fisch
       *[other] { $left } Fische
    }
   *[0] Noch im Wasser nach Runde { $limit }, der letzten Runde
}
bm-score-swimming-start = { $old ->
    [1] Alter Fisch noch im Wasser (vor Runde 1, insgesamt { $left ->
        [one] 1 Fisch
       *[other] { $left } Fische
    })
   *[0] Noch im Wasser (vor Runde 1)
}
bm-score-swimming = { $old ->
    [1] Alter Fisch noch im Wasser (nach { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    }, insgesamt { $left ->
        [one] 1 Fisch
       *[other] { $left } Fische
    })
   *[0] Noch im Wasser (nach { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    })
}

bm-over = Spielende: { $result } { $how }
bm-over-plain = Spielende: { $result }
bm-over-last-old = Der alte Fisch von { $name } ist als letzter übrig.
bm-over-last = Die Fische von { $name } sind als letzte übrig.
bm-over-same-step-old = Ihre alten Fische gingen im selben Schritt verloren.
bm-over-same-step = Ihre letzten Fische verschwanden im selben Schritt.
bm-over-limit = Runde { $limit }, die letzte Runde, endete, während ihre { $old ->
    [1] alten Fische
   *[0] Fische
} noch schwammen.

bm-button-move = { $old ->
    [1] Alter Fisch
   *[0] Fisch
} { $from } nach { $to }
bm-button-done = Fertig geschwommen
bm-button-pass = Passen (nichts ziehen)
bm-button-roll = W4 werfen
bm-button-molly = Molly { $k } nach { $card }
bm-button-start = Alter Fisch auf { $card }
bm-button-send = Fisch { $dir } auf { $card }
bm-button-send-blocked = Fisch { $dir } (versperrt: er bleibt)
bm-or-click = oder klicke einen Fisch, eine Karte oder eins davon:
bm-dice-caption = W4, Runde { $round }
bm-table-help = Lege die 24 Aquariumkarten offen aus, 4 Reihen zu 6, und tippe sie Reihe für Reihe ein, die Reihen durch / getrennt: S Fischstart, B Mollystart, A Anemone, W Wasser, P Pumpe, > Strömung nach Osten, v Strömung nach Süden, F Gabelung, 2 3 4 Maschinen. Beispiel: aquarium SWA>v2/… Oder lass das Programm auslegen und lege die Karten so hin, wie es sie zeigt.

bm-legend-legal = das kannst du jetzt tun (Lernmodus) ·
bm-legend-target = hierhin steuert eine Molly ·
bm-legend-next = diesen Fisch schickt die Strömung als nächsten ·
bm-legend-removed = letzte Runde entfernt

bm-seat-placing = setzt den alten Fisch auf einen Fischstart · am Zug
bm-seat-waiting = setzt den alten Fisch danach ein
bm-seat-fish = { $n ->
    [one] 1 Fisch
   *[other] { $n } Fische
}
bm-seat-fish-old = { $n ->
    [one] 1 Fisch
   *[other] { $n } Fische
}, { $alive ->
    [1] der alte lebt
   *[0] der alte ist weg
}
bm-seat-out = raus in Runde { $round }
bm-seat-winner = GEWINNER
bm-seat-d4 = hat den W4
bm-seat-to-play = am Zug

bm-figure-mollies = Beispiel: Die Mollys suchen die Karte mit den wenigsten Fischen. Auf d1 ist ein Fisch, auf f1 und a4 sind je zwei, also steuern beide Mollys auf d1 zu (rot umkreist). Molly 1 auf e1 ist direkt daneben: Wenn Blau diesen Fisch nicht wegschwimmen lässt (nach d2, der einzigen freien Seite) und kein anderer Fisch dazukommt, wird er am Ende der Runde gefressen.

bm-card-fish-start = Fischstart
bm-card-molly-start = Mollystart
bm-card-anemone = Anemone
bm-card-water = Wasser
bm-card-pump = Pumpe 1
bm-card-current = Strömung
bm-card-split = Gabelung
bm-card-machine = Maschine { $n }
bm-card-on = AN
bm-card-off = aus

bm-sheet-machine = { $n } { $on ->
    [1] AN
   *[0] aus
}
bm-sheet-status = Runde { $round } · Maschinen: { $machines }
bm-sheet-status-old = Runde { $round } · Maschinen: { $machines } · Ältester Fisch
bm-sheet-whose = Fische von { $name }
bm-roll-none = Noch kein Wurf.
bm-roll-pump = Runde { $round }: Der W4 zeigte 1, die Pumpe trieb die Strömung an (blaue Pfeile).
bm-roll-machine = Runde { $round }: Der W4 zeigte { $n }, Maschine { $n } schaltete { $on ->
    [1] AN
   *[0] AUS
}.
bm-roll-removed = { $roll }  Durchgestrichen: { $mollies } von Mollys gefressen, { $machines } von Maschinen.

bm-closed-molly = Auf { $card } ist eine Black Molly: Kein Fisch schwimmt auf ihre Karte.
bm-closed-anemone = { $card } ist eine Anemone: Fische schwimmen nie darauf (die Mollys und die Strömung dürfen darüber hinweg).
bm-closed-machine = Maschine { $n } auf { $card } läuft: Kein Fisch schwimmt darauf, und Fische darauf werden gefressen.
bm-spot-between = Zwischen den Karten: Fische und Mollys sind immer nur auf Karten.
bm-spot-move = Keiner deiner Fische, die noch schwimmen dürfen, ist daneben: Ein Fisch schwimmt eine Karte nach oben, unten, links oder rechts.
bm-spot-roll = Jetzt wirft der Startspieler den W4 (der Knopf „W4 werfen“ beim Aquarium).
bm-spot-split = Jetzt werden die Fische auf der Gabelung nach Osten oder Süden geschickt (die hervorgehobenen Karten oder die Knöpfe beim Aquarium).
bm-spot-dealing = Warte, bis das Aquarium ausgelegt ist.
bm-spot-rolling = Warte, bis der W4 liegt.
bm-spot-nothing = Auf { $card } passiert gerade nichts.
bm-spot-closed = { $closed } { $step }
bm-spot-card = { $card }: { $step }
