# Netzwerkspiel: was ein Platz hört, wenn der Server nicht speichern konnte, worum er gebeten hat
# (seine Datenbank hat versagt); sonst hat niemand davon erfahren, und das Spiel bleibt beim
# gespeicherten Stand.

net-move-not-saved = der Server konnte deinen Zug nicht speichern, darum hat ihn niemand gesehen: versuch es gleich noch einmal
net-change-not-saved = der Server konnte diese Änderung nicht speichern, darum hat sich nichts geändert: versuch es gleich noch einmal
