# Ein gerechter Anteil am Server (Issue 47): Ablehnungen beim Eröffnen von Räumen, das
# Nachrichtentempo, und ein Raum, der geschlossen wurde, weil ihm nie ein Platz beigetreten ist.

net-share-create-secret = dieser Server eröffnet Räume nur für seine eigenen Spieler: frag seinen Betreiber nach dem Geheimwort zum Eröffnen
net-share-group-rooms = { $n ->
    [one] Dein Netz hat 1 Raum auf diesem Server offen, so viele, wie ein Netz haben darf; versuch es später noch einmal
   *[other] Dein Netz hat { $n } Räume auf diesem Server offen, so viele, wie ein Netz haben darf; versuch es später noch einmal
}
net-share-creates-busy = dieser Server eröffnet für alle zusammen höchstens { $per_min } Räume pro Minute; versuch es in { $secs } s noch einmal
net-share-slow-down = langsamer bitte: dieser Server nimmt von einer Verbindung höchstens { $rate } Nachrichten pro Sekunde an ({ $burst } auf einmal); der Rest wurde verworfen, sende in { $ms } ms noch einmal
net-closed-unjoined = dieser Raum wurde geschlossen: kein Platz ist ihm rechtzeitig beigetreten

## Die Optionen von `dicepad serve` und `dicepad rooms create` für einen gerechten Anteil am Server.
cli-serve-arg-join_timeout = Eine Verbindung schließen, die so lange nach ihrem Handshake weder einem Platz beigetreten ist noch einen Raum beobachtet
cli-serve-arg-message_timeout = Eine Verbindung schließen, die eine Nachricht begonnen (einen Frame oder eine fragmentierte Nachricht) und so lange danach nicht beendet hat
cli-serve-arg-max_unseated = Offene Verbindungen ohne Platz (Zuschauer, Verbindungen vor dem Beitritt, Handshakes); der Rest von --max-connections bleibt Spielern auf ihren Plätzen vorbehalten
cli-serve-arg-max_connections_per_group = Offene Verbindungen aus einer Adressgruppe (ein IPv4-/24, ein IPv6-/48)
cli-serve-arg-max_rooms_per_group = Räume, die eine Adressgruppe (ein IPv4-/24, ein IPv6-/48) hier gleichzeitig haben darf
cli-serve-arg-max_rooms = Räume, die dieser Server höchstens hält
cli-serve-arg-creates_per_minute = Räume, die serverweit pro Minute im Mittel eröffnet werden (bis zu 60 auf einmal)
cli-serve-arg-keep_unjoined = Einen Raum entfernen, dem so lange nach seiner Eröffnung kein Platz beigetreten ist (oder nach einem Neustart, bei einem Raum, in dem noch niemand gespielt hat)
cli-serve-arg-create_secret = Räume nur für ein `create_room` eröffnen, das dieses Geheimwort trägt (`dicepad rooms create --create-secret`); einem Raum beitreten kann weiterhin jeder mit dem Token seines Platzes. Standard: $DICEPAD_CREATE_SECRET
cli-rooms-create-arg-create_secret = Das Geheimwort zum Eröffnen, für einen Server, der mit `--create-secret` gestartet wurde. Standard: $DICEPAD_CREATE_SECRET
