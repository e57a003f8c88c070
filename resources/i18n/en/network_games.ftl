# The home screen's list of network games, resuming hosting, and your-turn notices.
ng-heading = Network games
ng-resume-offer = { $rooms ->
    [one] This window hosted one of these games; its server is not running.
   *[other] This window hosted { $rooms } of these games; its server is not running.
}
ng-resume = Resume hosting
ng-unreachable = Cannot reach { $server }: { $why }
ng-room = room { $room }
ng-gone = the room is gone
ng-not-reached = server not reached
ng-not-hosting = hosted here: resume hosting to play
ng-asking = asking the server…
ng-open = Open
ng-remove = Remove
ng-remove-tip = Take this game off the list
ng-against = against { $names }
ng-you-won = finished: you won
ng-won = finished: { $names } won
ng-your-turn = Your turn
ng-their-turn = { $names } to play
ng-time-left = { $left } left
ng-notice-title = Your turn in dicepad
ng-notice-body = It is your turn in { $game } (room { $room }).
ng-settings-notices = Notify me when it is my turn in a network game
ng-settings-notices-tip = A desktop notice, and the window asks for attention, when it becomes your turn in one of your network games.
ng-host-window = This window hosts
ng-host-window-tip = The room lives in this window's own server: the others can play while it runs.
ng-host-server = Keep the room on a server
ng-host-server-tip = The room lives on a server elsewhere (dicepad serve): everyone can come back to it, also when this window is closed.
ng-host-server-address = Server:
ng-host-server-address-tip = The server's address, ws://HOST:PORT or wss://HOST:PORT
