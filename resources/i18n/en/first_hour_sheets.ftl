# Issue 48, sheets and words: log separators, notes and wording added in the second first-hour round.

# Diaominos: the action that starts a round ends its log line with the round's separator.
dm-log-round-first = { $action }
    ── Round { $round } of 6: the cube is on { $space } ──
dm-log-round-roll = { $action }
    ── Round { $round } of 6: the cube rolls to { $space } ──
# Diaominos: the pointer still rests where a piece was just loaded.
dm-spot-just-loaded = Loaded. Move the pointer to place the next piece.
