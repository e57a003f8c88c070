# Ratings van mensen (src/rating) en reeksen bij de dagelijkse uitdaging.

## dicepad stats

cli-ratings-head = Ratings (op de schaal van de botladder: normale bot = 1500)
cli-ratings-row = { $game }  { $player }: { $rating } ± { $sd } na { $games ->
    [one] 1 spel
   *[other] { $games } spellen
}, beste { $best }
cli-ratings-row-provisional = { $game }  { $player }: { $rating } ± { $sd } na { $games ->
    [one] 1 spel
   *[other] { $games } spellen
} (voorlopig), beste { $best }
cli-ratings-table-dice = { $n ->
    [one] 1 solospel met tafeldobbelstenen telt
   *[other] { $n } solospellen met tafeldobbelstenen tellen
} niet mee (de bots kunnen niet dezelfde worpen spelen).
cli-ratings-playing-bots = De bots spelen de worpen van { $n ->
    [one] 1 solospel
   *[other] { $n } solospellen
} om ze te beoordelen (eenmalig; de uitslagen worden bewaard)…
