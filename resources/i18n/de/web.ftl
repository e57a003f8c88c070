# Die Browser-Fassung (src/ui/web.rs): was eine Seite anders macht als das Fenster.
web-no-folders = Ein Browser hat keine Ordner zum Zeigen: Deine Partien und Einstellungen liegen im Speicher dieses Browsers.
web-no-hosting = Ein Browser kann keine Partie ausrichten: Richte sie in der Desktop-App oder auf einem dicepad-Server aus und tritt ihr hier bei.
web-no-summaries = Dieser Browser kann den Server noch nicht nach dieser Partie fragen; öffne sie, um den Stand zu sehen.
web-no-online-daily = Die Online-Tagesaufgabe gibt es im Browser noch nicht: Spiele sie in der Desktop-App.
web-upload-failed = Die Datei lässt sich in diesem Browser nicht ablegen: { $why }
web-no-storage = Dieser Browser gewährt dieser Seite keinen Speicher (ein privates Fenster lehnt ihn vielleicht ab).
web-no-page = Die Seite ist nicht so, wie dicepad sie erwartet (Zeichenfläche oder Dokument fehlen).
web-job-unknown = Der Hintergrund-Worker hat eine Aufgabe bekommen, die er nicht kennt: { $kind }
web-job-no-game = Der Hintergrund-Worker kennt kein Spiel namens { $game }.
web-job-unreadable = Die Antwort des Hintergrund-Workers auf eine Aufgabe „{ $kind }“ ist nicht lesbar.
