# De browserversie (src/ui/web.rs): wat een pagina anders doet dan het venster.
web-no-folders = Een browser heeft geen mappen om te tonen: je partijen en instellingen staan in de opslag van deze browser.
web-no-hosting = Een browser kan geen partij hosten: host hem in de desktop-app of op een dicepad-server en doe hier mee.
web-no-summaries = Deze browser kan de server nog niet naar deze partij vragen; open hem om de stand te zien.
web-no-online-daily = De online dagopdracht zit nog niet in de browser: speel hem in de desktop-app.
web-upload-failed = Het bestand kan niet in deze browser bewaard worden: { $why }
web-no-storage = Deze browser geeft deze pagina geen opslag (een privévenster weigert die misschien).
web-no-page = De pagina is niet zoals dicepad hem verwacht (het canvas of document ontbreekt).
web-job-unknown = De achtergrondwerker kreeg een taak die hij niet kent: { $kind }
web-job-no-game = De achtergrondwerker kent geen spel met de naam { $game }.
web-job-unreadable = Het antwoord van de achtergrondwerker op een taak „{ $kind }” is niet leesbaar.
