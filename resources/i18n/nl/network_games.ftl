# De lijst met netwerkspellen op het startscherm, verder hosten en de meldingen "je bent aan de beurt".
ng-heading = Netwerkspellen
ng-resume-offer = { $rooms ->
    [one] Dit venster hostte een van deze spellen; de server ervan draait niet.
   *[other] Dit venster hostte { $rooms } van deze spellen; de server ervan draait niet.
}
ng-resume = Verder hosten
ng-unreachable = { $server } is niet bereikbaar: { $why }
ng-room = kamer { $room }
ng-gone = de kamer bestaat niet meer
ng-not-reached = server niet bereikt
ng-not-hosting = hier gehost: host verder om te spelen
ng-asking = de server vragen…
ng-open = Openen
ng-remove = Verwijderen
ng-remove-tip = Dit spel van de lijst halen
ng-against = tegen { $names }
ng-you-won = afgelopen: je hebt gewonnen
ng-won = afgelopen: { $names } wint
ng-your-turn = Je bent aan de beurt
ng-their-turn = { $names } is aan de beurt
ng-time-left = nog { $left }
ng-notice-title = Je bent aan de beurt in dicepad
ng-notice-body = Je bent aan de beurt in { $game } (kamer { $room }).
ng-settings-notices = Meld het als ik aan de beurt ben in een netwerkspel
ng-settings-notices-tip = Een melding op het bureaublad, en het venster vraagt om aandacht, zodra je aan de beurt bent in een van je netwerkspellen.
ng-host-window = Dit venster host
ng-host-window-tip = De kamer staat op de eigen server van dit venster: de anderen kunnen spelen zolang het draait.
ng-host-server = De kamer op een server houden
ng-host-server-tip = De kamer staat op een server elders (dicepad serve): iedereen kan erheen terugkeren, ook als dit venster gesloten is.
ng-host-server-address = Server:
ng-host-server-address-tip = Het adres van de server, ws://HOST:PORT of wss://HOST:PORT
