# Wörter, die alle Spiele teilen: Ablehnungen der Spielregeln, Würfeleingabe, Ergebnisse, Listen, Einheiten.

refuse-game-over = Das Spiel ist vorbei.
refuse-dice-turn = Jetzt sind die Würfel dran, nicht ein Spieler.
refuse-no-dice-due = Jetzt wird nicht gewürfelt: Ein Spieler ist am Zug.
refuse-seeded-dice = Dieses Spiel würfelt selbst aus seinem Startwert; nur Partien mit Tischwürfeln nehmen eingegebene Würfel an.
refuse-wait-for-dice = Warte auf die Würfel.
refuse-not-your-turn = { $name } ist nicht am Zug.

replay-roll-due = hier ist ein Wurf fällig, kein Zug von { $name }
replay-not-seeded = das Zufallsergebnis `{ $action }` ist nicht das, was der Startwert dieses Spiels hier würfelt (`{ $expected }`)

log-notation = { $action }
number = { $n }

dice-count = { $n ->
    [one] 1 Würfel
   *[other] { $n } Würfel
}
dice-face-range = Ein Würfel zeigt hier { $low } bis { $high }, nicht { $value }.
dice-enter-count = Gib { $n ->
    [one] 1 Würfelwert
   *[other] { $n } Würfelwerte
} ein: { $given } eingegeben.
dice-none-due = Jetzt sind keine Würfel einzugeben.
dice-not-this-step = Das sind keine { $what } für diesen Schritt.

unit-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
unit-fish-left = { $n ->
    [one] { $n } Fisch übrig
   *[other] { $n } Fische übrig
}

list-empty = niemand
list-one = { $only }
list-and = { $first } und { $last }

result-nobody = Niemand gewinnt.
result-solo-scores = { $name } erzielt { $total }.
result-solo-finishes = { $name } ist fertig.
result-wins-with = { $name } gewinnt ({ $total }).
result-wins = { $name } gewinnt.
result-share-with = { $names } teilen sich den Sieg ({ $total }).
result-share = { $names } teilen sich den Sieg.
