# Die Netzwerkverbindung des Fensters (src/net/remote_link.rs): Weiterleitungen zwischen Servern.

wn-redirect-loop = die Server haben dieses Spiel { $n ->
    [one] einmal
   *[other] { $n }-mal
} hintereinander weitergeschickt, ohne dass einer es übernommen hat (zuletzt an { $address }); versuch es später noch einmal
wn-redirect-bad = ein Server hat dieses Spiel an eine Adresse weitergeschickt, die zu keinem Server gehört
wn-moved = der Raum ist auf einem anderen Server ({ $address })
