# Serverwertungen von Netzwerkspielen und die Spielerliste (`dicepad ratings`, `dicepad client --as-player`).
cli-ratings-about = Die Spieler, die ein Server wertet (Netzwerkspiele mit Spielerschlüssel), die besten zuerst je Spiel: für alle Spiele oder eines, gefunden über den Anfang eines Namens.
cli-ratings-arg-server = Der Server, z. B. ws://127.0.0.1:7878 (oder wss://…).
cli-ratings-arg-ca = Für einen wss://-Server: auch den Zertifikaten in dieser PEM-Datei vertrauen. Vorgabe: $DICEPAD_CA.
cli-ratings-arg-game = Das Spiel (seine Kennung); ohne Angabe alle Spiele.
cli-ratings-arg-name = Nur Spieler, deren Name so beginnt (Groß- und Kleinschreibung egal).
cli-ratings-arg-from = Die Liste bei diesem Eintrag beginnen (0 ist der erste; ein Server listet 100 auf einmal).
cli-server-ratings-head = { $game }:
cli-server-ratings-entry = { $rank }. { $name } ({ $player }): { $rating } ± { $spread } nach { $games ->
    [one] 1 Spiel
   *[other] { $games } Spielen
}
cli-server-ratings-entry-provisional = { $rank }. { $name } ({ $player }): { $rating } ± { $spread } nach { $games ->
    [one] 1 Spiel
   *[other] { $games } Spielen
} (noch auf der Suche nach der eigenen Stärke)
cli-server-ratings-more = (Einträge { $first } bis { $last } von { $total })
cli-server-ratings-none = Hier ist noch niemand gewertet: Ein Netzwerkspiel wertet die Plätze, deren Spieler ihren Spielerschlüssel gezeigt haben (das Fenster tut es; `dicepad client --as-player`).
cli-server-ratings-none-named = Niemand, der hier gewertet ist, hat einen Namen, der mit „{ $name }“ beginnt.
cli-client-arg-as_player = Dem Server den Spielerschlüssel des Datenordners zeigen (beim ersten Mal angelegt), damit das Ergebnis des Spiels die Wertung dieses Spielers dort bewegt (`dicepad ratings` listet sie).
cli-client-arg-name = Mit --as-player: der Name auf dem Server (ab dann im Spielerschlüssel behalten).
