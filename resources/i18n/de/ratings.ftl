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
