# Wertungen von Menschen (src/rating) und Serien bei der Tagesaufgabe.

## dicepad stats

cli-ratings-head = Wertungen (auf der Skala der Bot-Rangliste: Normaler Bot = 1500)
cli-ratings-row = { $game }  { $player }: { $rating } ± { $sd } nach { $games ->
    [one] 1 Spiel
   *[other] { $games } Spielen
}, beste { $best }
cli-ratings-row-provisional = { $game }  { $player }: { $rating } ± { $sd } nach { $games ->
    [one] 1 Spiel
   *[other] { $games } Spielen
} (vorläufig), beste { $best }
cli-ratings-table-dice = { $n ->
    [one] 1 Solospiel mit Tischwürfeln wird
   *[other] { $n } Solospiele mit Tischwürfeln werden
} nicht gewertet (die Bots können nicht dieselben Würfel spielen).
cli-ratings-playing-bots = Die Bots spielen die Würfel { $n ->
    [one] eines Solospiels
   *[other] von { $n } Solospielen
}, um sie zu werten (einmalig; die Ergebnisse werden aufbewahrt) …

## Die Statistik

stats-rating = Wertung
stats-rating-tip = Aus allen fertigen Spielen der Chronik, in der Reihenfolge ihres Endes, nach Platzierung: Die Bots stehen fest auf ihrer Ranglisten-Wertung (der normale Bot = 1500). Ein Solospiel zählt wie ein Tisch mit dem leichten, normalen und starken Bot, die dieselben Würfel spielen. ± ist eine Standardabweichung: wie sicher die Wertung ist.
stats-rating-now = Jetzt
stats-rating-best = Höchste
stats-rating-games = Gewertete Spiele
stats-rating-provisional = Vorläufig (?): Nach ein paar Spielen mehr steht sie fester.
stats-rating-none = Noch keine Wertung: Fertige Spiele gegen Bots oder Menschen ergeben eine.
stats-rating-waiting = Die Wertung folgt, sobald die Bots die Würfel der Solospiele gespielt haben.
stats-rating-spread = ± eine Standardabweichung
stats-rating-playing-bots = Solospiele werden gewertet: Die Bots spielen dieselben Würfel … { $done } von { $total }
stats-ratings-stopped = Die Bots für die Wertung haben aufgehört: { $why }
stats-daily-streak = Tagesaufgabe: jetzt { $current ->
    [one] 1 Tag
   *[other] { $current } Tage
} in Folge, beste Serie { $best ->
    [one] 1 Tag
   *[other] { $best } Tage
}
