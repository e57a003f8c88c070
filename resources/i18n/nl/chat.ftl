# De tafelchat van netwerkspellen: het paneel naast het logboek, de weigeringen en de chatregels van `dicepad client`.

chat-title = Tafelchat
chat-empty = Er heeft nog niemand iets geschreven.
chat-input-hint = Zeg iets tegen de tafel…
chat-send = Versturen
chat-send-tip = Stuurt de regel naar iedereen aan tafel (Enter doet dat ook)
chat-mute = Dempen…
chat-mute-tip = Verberg de regels van een plaats in dit venster (voor deze kamer)
chat-muted-hidden = { $n ->
    [one] 1 regel van een gedempte plaats verborgen
   *[other] { $n } regels van gedempte plaatsen verborgen
}
chat-spectator = Je kijkt mee: alleen de plaatsen schrijven hier.
chat-line-name = { $name }:
chat-line-tip = Plaats { $seat }, { $when }

# Waarom een regel geweigerd is (door de server of voor het versturen).
chat-refused-not-seated = Alleen de spelers aan tafel mogen in de chat schrijven.
chat-refused-empty = Er is niets om te versturen.
chat-refused-too-long = Een regel telt hoogstens { $max } tekens.
chat-refused-too-fast = Te veel regels tegelijk: wacht { $secs ->
    [one] een seconde
   *[other] { $secs } seconden
} tot de volgende.
chat-refused-closed = De kamer is gesloten.
chat-refused-not-stored = De server kon de regel niet bewaren; probeer het opnieuw.
chat-refused-offline = Geen verbinding met de server: de regel is niet verstuurd.

# `dicepad client` schrijft elke chatregel naar de standaardfoutuitvoer.
chat-cli-line = [chat] { $name } (plaats { $seat }): { $text }
