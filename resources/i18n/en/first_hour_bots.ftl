# Black Molly's hint: its bots look to the end of the round (the D4 averaged), so the hint says so.
bm-hint-expects-fish = Hint: { $action } (the bot expects about { $value } fish left after this round)
bm-hint-expects-old = Hint: { $action } (the bot gives the old fish about { $value } % to live through this round)
bm-hint-risk-machine = Risk: a { $n } on the D4 switches machine { $n } on, and it catches the fish on { $card } at the end of the round.
