# Hex Roller: Ablehnungen, Aufforderungen, Protokollzeilen, Wertung, Spielblatt und Knöpfe.

game-hex-roller-blurb = Alle nutzen denselben Wurf: Reihe Zahlen über dein Sechseckblatt, fülle Gebiete, verbinde Paare.
game-hex-roller-option-side = Blattseite
game-hex-roller-option-side-front = Vorderseite: 7 Gebiete, 8 Würfel, 7 Runden
game-hex-roller-option-side-back = Rückseite: 6 Gebiete, 7 Würfel, 6 Runden

hr-status-round = Runde { $round } von { $rounds }
hr-status-over = Alle { $rounds } Runden gespielt
hr-seats = Hex Roller ist für 1 bis 8 Personen, nicht für { $seats }

# Die drei Bonuskästchen, wie das Blatt und die Ablehnungen sie nennen.
hr-bonus-extra = +1 Feld
hr-bonus-two = freie 2
hr-bonus-third = 3. Zahl

hr-refuse-over = Das Spiel ist vorbei: Alle Runden sind gespielt.
hr-refuse-wait-dice = Warte, bis die Würfel liegen.
hr-refuse-dice-by-hand = Würfelergebnisse kommen von den Würfeln, nicht von einem Spieler.
hr-refuse-no-room-two = Auf deinem Blatt ist kein leeres Feld mehr für eine 2.
hr-refuse-finish-chain = Schreib erst deine { $n }er fertig: { $done } von { $want } geschrieben, die nächste kommt aufs Blatt.
hr-refuse-finish-extra = Setz erst die zusätzliche { $n }: Sie kommt neben deine letzte { $n }.
hr-refuse-finish-two = Setz erst die freie 2: Klicke auf ein beliebiges leeres Feld.
hr-refuse-not-a-hex = { $hex } ist kein Feld dieses Blatts.
hr-refuse-printed = Auf diesem Feld ist eine { $n } vorgedruckt.
hr-refuse-filled = In diesem Feld steht schon eine { $n }.
hr-refuse-choose-first = Wähle zuerst eine Zahl aus dem Wurf: Die Würfelschale zeigt sie.
hr-refuse-numbers-written = Deine Zahlen stehen auf dem Blatt: Trag sie in die Leiste ein (oder nutze einen Bonus).
hr-refuse-first-touch = Deine erste { $n } muss an ein Feld grenzen, in dem schon eine { $n } steht (vorgedruckt oder geschrieben).
hr-refuse-next-touch = Jede weitere { $n } muss an die { $n } grenzen, die du gerade auf { $at } geschrieben hast.
hr-refuse-extra-touch = Die zusätzliche { $n } muss an die letzte { $n } dieses Zugs auf { $at } grenzen.
hr-refuse-extra-unwritten = Die zusätzliche { $n } muss an die letzte { $n } dieses Zugs grenzen, und es wurde keine geschrieben.
hr-refuse-extra-first = Das zusätzliche Feld gehört zu einer Zahl, die du in diesem Zug gewählt hast: Wähle und schreib erst eine.
hr-refuse-extra-not-chosen = Das zusätzliche Feld muss eine Zahl dieses Zugs sein ({ $chosen }); die { $n } ist nicht gewählt.
hr-refuse-extra-short = Deine { $n }er sind vorzeitig stecken geblieben, also ist kein Platz für eine weitere.
hr-refuse-extra-none = In diesem Zug wurde keine { $n } geschrieben.
hr-refuse-extra-stuck = Neben deiner letzten { $n } auf { $at } ist kein leeres Feld.
hr-refuse-one-bonus = Nur ein Bonus pro Runde: Du hast in dieser Runde schon den Bonus „{ $bonus }“ genutzt.
hr-refuse-bonus-crossed = Dein Bonus „{ $bonus }“ ist schon abgehakt (jeder Bonus einmal pro Spiel).
hr-refuse-third-few = Der Wurf zeigt weniger als drei verschiedene Zahlen.
hr-refuse-chosen-all = Du hast deine Zahlen für diesen Zug schon gewählt: Trag sie in die Leiste ein.
hr-refuse-no-die = Kein Würfel zeigt in dieser Runde eine { $n }.
hr-refuse-chosen-already = Du hast in diesem Zug schon { $n }er geschrieben; wähle eine andere Zahl.
hr-refuse-rows-early = Wähle und schreib deine Zahlen, bevor du sie in die Leiste einträgst.
hr-refuse-rows-second = Wähle und schreib deine zweite Zahl, bevor du die Leiste ausfüllst.
hr-refuse-rows-one = Der Wurf zeigt nur { $n }er: Die { $n } kommt in beide Reihen (rows { $n } { $n }).
hr-refuse-rows-two = In die Leiste kommen die beiden Zahlen dieses Zugs, { $a } und { $b }, je eine pro Reihe.

hr-chance-not-roll = `{ $action }` ist kein Wurf; die Würfel rollen
hr-chance-count = { $action }: Auf dieser Seite wird mit { $n } Würfeln gewürfelt
hr-chance-faces = { $action }: Jeder Würfel zeigt { $low } bis { $high }
hr-chance-order = { $action }: Gib die Würfel aufsteigend an

# Schon gewählte Zahlen dieses Zugs, in „wähle eine zweite Zahl (nicht …)“.
hr-either-1 = { $a }
hr-either-2 = { $a } oder { $b }

hr-prompt-over = Spielende nach { $rounds } Runden: { $result }
hr-prompt-rolling = Die Würfel für Runde { $round } rollen …
hr-prompt-first = { $name }, schreib deine erste { $n } neben eine { $n }, die schon auf dem Blatt steht (noch { $want } zu schreiben).
hr-prompt-next = { $name }, schreib die nächste { $n } neben die gerade geschriebene ({ $k } von { $want }).
hr-prompt-extra = { $name }, schreib die zusätzliche { $n } neben deine letzte { $n }.
hr-prompt-two = { $name }, schreib die freie 2 in ein beliebiges leeres Feld.
hr-prompt-choose = { $name }, wähle eine Zahl aus dem Wurf.
hr-prompt-second = { $name }, wähle eine zweite Zahl (nicht { $taken }).
hr-prompt-rows-one = { $name }, trag die { $n } in beide Reihen der Leiste ein, um deinen Zug zu beenden (oder nutze erst einen Bonus).
hr-prompt-rows-two = { $name }, trag { $a } und { $b } in die Reihen der Leiste ein, um deinen Zug zu beenden (oder nutze erst einen Bonus).
hr-prompt-rows = { $name }, füll die Leiste aus, um deinen Zug zu beenden.

hr-log-roll = würfelt { $dice }
hr-log-pick = wählt { $n } ({ $count }×)
hr-log-third = nutzt den Bonus „3. Zahl“: { $n } ({ $count }×)
hr-log-extra = nutzt den Bonus „+1 Feld“ für die { $n }
hr-log-two = nutzt den Bonus „freie 2“
hr-log-write = schreibt { $n } auf { $at }
hr-log-write-at = schreibt auf { $at }
hr-log-rows = trägt { $top } (oben) und { $bottom } (unten) ein
hr-log-short = { $action }; die { $n }er bleiben stecken ({ $got } von { $want }): kein erlaubtes Feld

hr-score-bonuses = Ungenutzte Boni: { $count } × { $points }
hr-score-area = Gebiet { $name }: { $what }
# Ein äußeres Gebiet nach seinem Namen in resources/hex_roller.ron (north, north-east, …).
hr-area-name = { $name ->
    [north] Nord
    [north-east] Nordost
    [east] Ost
    [south-east] Südost
    [south] Süd
    [south-west] Südwest
    [west] West
    [north-west] Nordwest
   *[other] { $name }
}
hr-score-middle = Mittleres Gebiet: { $what }
hr-area-full = voll, häufigste Zahl { $n }
hr-area-full-doubled = voll, häufigste Zahl { $n }, doppelt
hr-area-open = nicht voll
hr-score-pairs-none = Verbundene Paare: keine
hr-score-pairs = Verbundene Paare: { $numbers }
hr-score-top = Obere Reihe: { $run }
hr-score-bottom = Untere Reihe: { $run }
hr-run-none = keine { $low }
hr-run-only = nur { $low }
hr-run = { $low } bis { $high }

hr-caption = { $tag }: { $done }/{ $want } geschrieben
hr-caption-ended = { $tag }: { $done }/{ $want } geschrieben, abgebrochen
hr-caption-count = { $count }× { $n }
hr-tag-first = Erste
hr-tag-second = Zweite
hr-tag-bonus = Bonus

hr-button-roll = Wurf { $dice }
hr-button-pick = { $n } wählen ({ $count ->
    [one] 1 Würfel
   *[other] { $count } Würfel
})
hr-button-third = 3. Zahl: { $n }
hr-button-extra = +1 Feld für { $n }
hr-button-two = Freie 2
hr-button-third-idle = 3. Zahl
hr-button-extra-idle = +1 Feld
hr-button-write-two = Freie 2 auf { $at } schreiben
hr-button-write-extra = Zusätzliche { $n } auf { $at } schreiben
hr-button-write = { $n } auf { $at } schreiben
hr-button-write-at = Auf { $at } schreiben
hr-button-rows = Oben { $top } · Unten { $bottom }
hr-button-rows-idle = Leiste ausfüllen
hr-controls-bonus = Bonus (einer pro Runde, jeder einmal pro Spiel)
hr-controls-tracker = Leiste (beendet deinen Zug)
hr-how-write = Klicke auf ein Feld des Blatts, um zu schreiben.
hr-how-choose = Klicke auf eine Zahl in der Würfelschale, um sie zu wählen.
hr-how-rows = Wähle die Reihenfolge für die Leiste (oder erst ein Bonuskästchen).

hr-note-head = Der Kopf des Blatts: die drei Bonuskästchen (zum Nutzen anklicken) sowie Name und Punkte.
hr-note-tracker = Neben der Leiste: Klicke auf ihre Kästchen, um die beiden Zahlen dieses Zugs in ihre Reihen (oben und unten) einzutragen.
hr-note-paper = Papier zwischen oder um die Felder: Zahlen kommen in die Felder.

hr-sheet-bonuses = Boni (je 2, wenn ungenutzt)
hr-sheet-score = Punkte { $points }
hr-sheet-score-so-far = Punkte bisher { $points }
hr-sheet-top = Oben
hr-sheet-bottom = Unten

hr-figure-snake = Der Wurf zeigt drei 5en, also kommt die 5 in drei Felder: die erste neben eine vorgedruckte 5, jede weitere neben die zuletzt geschriebene.
