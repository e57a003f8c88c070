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
