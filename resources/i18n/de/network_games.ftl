# Die Liste der Netzwerkspiele auf der Startseite, das Weiterhosten und die Hinweise „Du bist dran“.
ng-heading = Netzwerkspiele
ng-resume-offer = { $rooms ->
    [one] Dieses Fenster hat eines dieser Spiele gehostet; sein Server läuft nicht.
   *[other] Dieses Fenster hat { $rooms } dieser Spiele gehostet; sein Server läuft nicht.
}
ng-resume = Weiter hosten
ng-unreachable = { $server } ist nicht erreichbar: { $why }
ng-room = Raum { $room }
ng-gone = den Raum gibt es nicht mehr
ng-not-reached = Server nicht erreicht
ng-not-hosting = hier gehostet: zum Spielen weiter hosten
ng-asking = frage den Server …
ng-open = Öffnen
ng-remove = Entfernen
ng-remove-tip = Dieses Spiel von der Liste nehmen
ng-against = gegen { $names }
ng-you-won = beendet: du hast gewonnen
ng-won = beendet: { $names } gewinnt
ng-your-turn = Du bist dran
ng-their-turn = { $names } ist dran
ng-time-left = noch { $left }
ng-notice-title = Du bist dran in dicepad
ng-notice-body = Du bist dran in { $game } (Raum { $room }).
ng-settings-notices = Benachrichtigen, wenn ich in einem Netzwerkspiel dran bin
ng-settings-notices-tip = Ein Hinweis auf dem Desktop, und das Fenster bittet um Aufmerksamkeit, sobald du in einem deiner Netzwerkspiele dran bist.
ng-host-window = Dieses Fenster hostet
ng-host-window-tip = Der Raum liegt auf dem eigenen Server dieses Fensters: Die anderen können spielen, solange es läuft.
ng-host-server = Den Raum auf einem Server halten
ng-host-server-tip = Der Raum liegt auf einem Server anderswo (dicepad serve): Alle können zu ihm zurückkehren, auch wenn dieses Fenster geschlossen ist.
ng-host-server-address = Server:
ng-host-server-address-tip = Die Adresse des Servers, ws://HOST:PORT oder wss://HOST:PORT
