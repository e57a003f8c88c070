# Serverwaarderingen van netwerkspellen en de spelerslijst (`dicepad ratings`, `dicepad client --as-player`).
cli-ratings-about = De spelers die een server waardeert (netwerkspellen met een spelerssleutel), de beste eerst per spel: van alle spellen of één, gevonden op het begin van een naam.
cli-ratings-arg-server = De server, bijv. ws://127.0.0.1:7878 (of wss://…).
cli-ratings-arg-ca = Voor een wss://-server: ook de certificaten in dit PEM-bestand vertrouwen. Standaard: $DICEPAD_CA.
cli-ratings-arg-game = Het spel (zijn id); zonder: alle spellen.
cli-ratings-arg-name = Alleen spelers van wie de naam zo begint (hoofdletters maken niet uit).
cli-ratings-arg-from = De lijst bij deze regel beginnen (0 is de eerste; een server geeft er 100 tegelijk).
cli-server-ratings-head = { $game }:
cli-server-ratings-entry = { $rank }. { $name } ({ $player }): { $rating } ± { $spread } na { $games ->
    [one] 1 spel
   *[other] { $games } spellen
}
cli-server-ratings-entry-provisional = { $rank }. { $name } ({ $player }): { $rating } ± { $spread } na { $games ->
    [one] 1 spel
   *[other] { $games } spellen
} (zoekt zijn niveau nog)
cli-server-ratings-more = (regels { $first } tot { $last } van { $total })
cli-server-ratings-none = Hier is nog niemand gewaardeerd: een netwerkspel waardeert de plaatsen waarvan de spelers hun spelerssleutel lieten zien (het venster doet dat; `dicepad client --as-player`).
cli-server-ratings-none-named = Niemand die hier gewaardeerd is heeft een naam die met „{ $name }” begint.
cli-client-arg-as_player = De server de spelerssleutel van de gegevensmap laten zien (de eerste keer gemaakt), zodat de uitslag van het spel de waardering van deze speler daar verandert (`dicepad ratings` toont ze).
cli-client-arg-name = Met --as-player: de naam op de server (vanaf dan in de spelerssleutel bewaard).
