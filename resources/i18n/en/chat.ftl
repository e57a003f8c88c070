# The table chat of network games: the panel beside the log, its refusals, and `dicepad client`'s chat lines.

chat-title = Table chat
chat-empty = Nobody has written yet.
chat-input-hint = Say something to the table…
chat-send = Send
chat-send-tip = Sends the line to everyone at the table (Enter does too)
chat-mute = Mute…
chat-mute-tip = Hide a seat's lines in this window (for this room)
chat-muted-hidden = { $n ->
    [one] 1 line of a muted seat hidden
   *[other] { $n } lines of muted seats hidden
}
chat-spectator = You are watching: only the seats write here.
chat-line-name = { $name }:
chat-line-tip = Seat { $seat }, { $when }

# Why a line was refused (by the server or before sending).
chat-refused-not-seated = Only the players at the table may write in its chat.
chat-refused-empty = There is nothing to send.
chat-refused-too-long = A line holds at most { $max } characters.
chat-refused-too-fast = Too many lines at once: wait { $secs ->
    [one] a second
   *[other] { $secs } seconds
} before the next.
chat-refused-closed = The room has closed.
chat-refused-not-stored = The server could not keep the line; try again.
chat-refused-offline = Not connected to the server: the line was not sent.

# `dicepad client` prints each chat line on standard error.
chat-cli-line = [chat] { $name } (seat { $seat }): { $text }
