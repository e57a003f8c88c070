# Woorden die alle spellen delen: weigeringen van de spelregels, dobbelsteeninvoer, uitslagen, lijsten, eenheden.

refuse-game-over = Het spel is afgelopen.
refuse-dice-turn = Nu zijn de dobbelstenen aan de beurt, geen speler.
refuse-no-dice-due = Er wordt nu niet gegooid: een speler is aan de beurt.
refuse-seeded-dice = Dit spel gooit zijn eigen dobbelstenen uit zijn startwaarde; alleen spellen met tafeldobbelstenen nemen ingevoerde worpen aan.
refuse-wait-for-dice = Wacht op de dobbelstenen.
refuse-not-your-turn = { $name } is niet aan de beurt.

replay-roll-due = hier moet gegooid worden, geen zet van { $name }
replay-not-seeded = de uitkomst `{ $action }` is niet wat de startwaarde van dit spel hier gooit (`{ $expected }`)

log-notation = { $action }
number = { $n }

dice-count = { $n ->
    [one] 1 dobbelsteen
   *[other] { $n } dobbelstenen
}
dice-face-range = Een dobbelsteen toont hier { $low } tot { $high }, niet { $value }.
dice-enter-count = Voer { $n ->
    [one] 1 worp
   *[other] { $n } worpen
} in: { $given } ingevoerd.
dice-none-due = Er hoeven nu geen dobbelstenen ingevoerd te worden.
dice-not-this-step = Dat zijn geen { $what } voor deze stap.

unit-points = { $n ->
    [one] { $n } punt
   *[other] { $n } punten
}
unit-fish-left = { $n ->
    [one] { $n } vis over
   *[other] { $n } vissen over
}

list-empty = niemand
list-one = { $only }
list-and = { $first } en { $last }

result-nobody = Niemand wint.
result-solo-scores = { $name } scoort { $total }.
result-solo-finishes = { $name } is klaar.
result-wins-with = { $name } wint ({ $total }).
result-wins = { $name } wint.
result-share-with = { $names } delen de overwinning ({ $total }).
result-share = { $names } delen de overwinning.
