# Der Tisch-Chat von Netzwerkspielen: das Feld neben dem Protokoll, seine Ablehnungen und die Chatzeilen von `dicepad client`.

chat-title = Tisch-Chat
chat-empty = Noch hat niemand geschrieben.
chat-input-hint = Sag etwas zum Tisch …
chat-send = Senden
chat-send-tip = Schickt die Zeile an alle am Tisch (Enter tut es auch)
chat-mute = Stummschalten …
chat-mute-tip = Blende die Zeilen eines Platzes in diesem Fenster aus (für diesen Raum)
chat-muted-hidden = { $n ->
    [one] 1 Zeile eines stummgeschalteten Platzes ausgeblendet
   *[other] { $n } Zeilen stummgeschalteter Plätze ausgeblendet
}
chat-spectator = Du schaust zu: Hier schreiben nur die Plätze.
chat-line-name = { $name }:
chat-line-tip = Platz { $seat }, { $when }

# Warum eine Zeile abgelehnt wurde (vom Server oder vor dem Senden).
chat-refused-not-seated = Nur die Spielenden am Tisch dürfen in seinem Chat schreiben.
chat-refused-empty = Es gibt nichts zu senden.
chat-refused-too-long = Eine Zeile hat höchstens { $max } Zeichen.
chat-refused-too-fast = Zu viele Zeilen auf einmal: Warte { $secs ->
    [one] eine Sekunde
   *[other] { $secs } Sekunden
} bis zur nächsten.
chat-refused-closed = Der Raum ist geschlossen.
chat-refused-not-stored = Der Server konnte die Zeile nicht speichern; versuch es noch einmal.
chat-refused-offline = Keine Verbindung zum Server: Die Zeile wurde nicht gesendet.

# `dicepad client` gibt jede Chatzeile auf der Standardfehlerausgabe aus.
chat-cli-line = [Chat] { $name } (Platz { $seat }): { $text }
