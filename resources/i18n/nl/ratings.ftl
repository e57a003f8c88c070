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

## Het statistiekscherm

stats-rating = Rating
stats-rating-tip = Berekend uit alle afgelopen spellen in de geschiedenis, in de volgorde waarin ze eindigden, naar eindplaats: de bots staan vast op hun ladderrating (normaal = 1500). Een solospel telt als een tafel met de makkelijke, normale en sterke bot, die dezelfde worpen spelen. ± is één standaardafwijking: hoe zeker de rating is.
stats-rating-now = Nu
stats-rating-best = Hoogste
stats-rating-games = Beoordeelde spellen
stats-rating-provisional = Voorlopig (?): na nog een paar spellen ligt hij vaster.
stats-rating-none = Nog geen rating: afgelopen spellen tegen bots of mensen geven er een.
stats-rating-waiting = De rating volgt zodra de bots de worpen van de solospellen hebben gespeeld.
stats-rating-spread = ± één standaardafwijking
stats-rating-playing-bots = Solospellen beoordelen: de bots spelen dezelfde worpen… { $done } van { $total }
stats-ratings-stopped = De bots voor de rating zijn gestopt: { $why }
stats-daily-streak = Dagelijkse uitdaging: nu { $current ->
    [one] 1 dag
   *[other] { $current } dagen
} op rij, langste reeks { $best ->
    [one] 1 dag
   *[other] { $best } dagen
}
