# Black Molly: its refusals, prompts, log lines, score breakdown, sheet and controls.

game-black-molly-blurb = Keep your young fish alive while two Black Mollies hunt the loneliest of them.
game-black-molly-option-aquarium = Aquarium
game-black-molly-option-aquarium-starter = Starter layout
game-black-molly-option-aquarium-random = Random shuffle
game-black-molly-option-rules = Rules
game-black-molly-option-rules-standard = Standard
game-black-molly-option-rules-oldest-fish = Oldest fish variant

# Where an arrow points or a fish is sent, as an adverb ("sends it east").
bm-dir = { $dir ->
    [n] north
    [e] east
    [s] south
   *[w] west
}
# A fish of a player: $name the owner, $old 1 for the old fish of the variant.
bm-fish = { $name }'s { $old ->
    [1] old fish
   *[0] fish
}
bm-or = { $first } or { $last }
bm-then = { $first }; { $next }

bm-refuse-old-in-standard = Only the oldest-fish variant has old fish.
bm-refuse-not-yours-others = The fish on { $from } belong to another player; you have no { $old ->
    [1] old fish
   *[0] young fish
} there.
bm-refuse-not-yours = You have no { $old ->
    [1] old fish
   *[0] young fish
} on { $from }.
bm-refuse-already-swam = Your { $old ->
    [1] old fish
   *[0] young fish
} on { $from } already swam this turn; each fish moves at most one card.
bm-refuse-stays = That fish is already there; to leave it, simply do not move it.
bm-refuse-not-one-card = A fish swims exactly one card up, down, left or right, never diagonally.
bm-refuse-molly = A Black Molly is on { $to }: no fish may swim there.
bm-refuse-anemone = { $to } is an anemone: fish never swim into one.
bm-refuse-machine = Machine { $n } on { $to } is ON: no fish may swim onto it.
bm-refuse-old-fish = Another old fish is already on { $to }; two old fish may not share a card after a move.
bm-refuse-not-start = { $card } is not a fish start; the old fish starts on one of the fish starts.
bm-refuse-start-taken = Another old fish already starts on { $card }; two old fish may not share a start.
bm-refuse-molly-turn = It is Molly { $k }'s turn to swim, not Molly { $j }'s.
bm-refuse-molly-far = Molly { $k } swims exactly one card per round (or stays on its target).
bm-refuse-molly-route = { $card } is not on a shortest route from { $from } to its nearest target with the fewest fish ({ $targets }).
bm-refuse-chance = Chance decides that, not a player.
bm-refuse-split-dir = The split card's arrows point east and south, not { $dir }.
bm-refuse-placed = The fish are already in the aquarium.
bm-refuse-not-now = Not now: { $step }.

bm-step-place-old = each player first puts their old fish on a fish start
bm-step-move = this is the move step: swim fish one card each, then press Done
bm-step-roll = everyone has moved; the starting player rolls the D4 now
bm-step-split = the starting player sends the fish on the split card east or south
bm-step-molly = the starting player picks where the Molly swims
bm-step-shuffle = the aquarium is still being dealt
bm-step-rolling = the D4 is still rolling
bm-step-over = the game is over

bm-seats = Black Molly takes 2–4 players, not { $seats }
bm-chance-not-aquarium = That is not an arrangement of the 24 aquarium cards.
bm-chance-d4-face = A D4 cannot show { $n }.
bm-chance-dealing = The aquarium is being dealt.
bm-chance-rolling = The D4 is rolling; only its result can come next.
bm-the-d4 = the D4

bm-prompt-dealing = Dealing the aquarium…
bm-prompt-place-old = { $name }: choose a fish start for your old fish (not one with another old fish).
bm-prompt-move = { $name }: move your fish one card each (click a fish or a card), then Done.
bm-prompt-roll = { $name }: roll the D4.
bm-prompt-rolling = The D4 is rolling…
bm-prompt-split = { $name }: the current splits; send { $fish } east or south.
bm-prompt-molly = { $name }: choose where Molly { $k } swims (equal targets or routes).

bm-log-deal = deals a random aquarium
bm-log-start = puts the old fish on { $card }
bm-log-move = moves { $old ->
    [1] the old fish
   *[0] a fish
} { $from } to { $to }
bm-log-done = is done moving
bm-log-pass = passes
bm-log-roll = rolls the D4
bm-log-pump = 1: the pump runs the current
bm-log-d4 = { $n }
bm-log-split = sends { $fish } { $dir } from the split
bm-log-split-plain = split { $dir }
bm-log-molly = picks the route of Molly { $k }

bm-note-no-current = no fish is on a current card
bm-note-carried = the current carries { $fish } { $from } to { $to }
bm-note-stays-edge = { $fish } stays on { $from } ({ $dir } arrow points at the edge)
bm-note-stays-anemone = { $fish } stays on { $from } ({ $dir } arrow points at an anemone)
bm-note-picks = { $name } picks where Molly { $k } swims
bm-note-molly-stays = Molly { $k } stays on { $card }
bm-note-molly-swims = Molly { $k } swims { $from } to { $to }
bm-note-eaten = a Molly eats { $fish } on { $card }
bm-note-machine-gets = machine { $m } gets { $fish } on { $card }
bm-note-out = { $name } is out
bm-note-won = game over: { $name } wins
bm-note-shared = game over: { $names } share the win
bm-note-round = round { $round } begins; { $name } holds the D4
bm-note-switch = machine { $n } switches { $on ->
    [1] ON
   *[0] OFF
}
bm-note-current-runs = the current runs; { $name } steers the fish on the split card

bm-round = Round { $round }
bm-round-last = Round { $round } · the last round
bm-round-ends = Round { $round } · the game ends after round { $limit }

bm-score-placing = Old fish still to be placed (in the game)
bm-score-same-step = { $old ->
    [1] Old fish
   *[0] Last fish
} lost in round { $round }, in the same step as another winner's
bm-score-old-lost = Old fish lost (out in round { $round })
bm-score-none-left = No fish left (out in round { $round })
bm-score-last = { $old ->
    [1] The last old fish in the aquarium (after { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }, { $left } fish in all)
   *[0] The last fish in the aquarium (after { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    })
}
bm-score-limit = { $old ->
    [1] Old fish still swimming after round { $limit }, the last round, { $left } fish in all
   *[0] Fish still swimming after round { $limit }, the last round
}
bm-score-swimming-start = { $old ->
    [1] Old fish still swimming (before round 1, { $left } fish in all)
   *[0] Fish still swimming (before round 1)
}
bm-score-swimming = { $old ->
    [1] Old fish still swimming (after { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }, { $left } fish in all)
   *[0] Fish still swimming (after { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    })
}

bm-over = Game over: { $result } { $how }
bm-over-plain = Game over: { $result }
bm-over-last-old = { $name }'s old fish is the last one left.
bm-over-last = { $name }'s fish are the last ones left.
bm-over-same-step-old = Their old fish were lost in the same step.
bm-over-same-step = Their last fish went in the same step.
bm-over-limit = Round { $limit }, the last round, ended with their { $old ->
    [1] old fish
   *[0] fish
} still swimming.

bm-button-move = { $old ->
    [1] Old fish
   *[0] Fish
} { $from } to { $to }
bm-button-done = Done moving
bm-button-pass = Pass (move nothing)
bm-button-roll = Roll the D4
bm-button-molly = Molly { $k } to { $card }
bm-button-start = Old fish on { $card }
bm-button-send = Send { $dir } to { $card }
bm-button-send-blocked = Send { $dir } (blocked: it stays)
bm-or-click = or click a fish, a card, or one of these:
bm-dice-caption = D4, round { $round }
bm-table-help = Deal the 24 aquarium cards face up, 4 rows of 6, and type them row by row, rows split by /: S fish start, B Molly start, A anemone, W water, P pump, > current east, v current south, F split, 2 3 4 machines. Example: aquarium SWA>v2/… Or let the app deal and lay the cards out as it shows them.

bm-legend-legal = you can do this now (tutorial) ·
bm-legend-target = a Molly is heading here ·
bm-legend-next = the current sends this fish next ·
bm-legend-removed = removed last round

bm-seat-placing = puts the old fish on a fish start · to play
bm-seat-waiting = waits to put the old fish on a fish start
bm-seat-fish = { $n } fish
bm-seat-fish-old = { $n } fish, { $alive ->
    [1] old one alive
   *[0] old one lost
}
bm-seat-out = out in round { $round }
bm-seat-winner = WINNER
bm-seat-d4 = has the D4
bm-seat-to-play = to play

bm-figure-mollies = Example: the Mollies look for the card with the fewest fish. d1 holds one fish, f1 and a4 hold two each, so both Mollies head for d1 (ringed in red). Molly 1 on e1 is right next to it: unless the blue player swims that fish away (to d2, the only free side) or another fish joins it, it is eaten at the end of the round.

bm-card-fish-start = fish start
bm-card-molly-start = Molly start
bm-card-anemone = anemone
bm-card-water = water
bm-card-pump = pump 1
bm-card-current = current
bm-card-split = split current
bm-card-machine = machine { $n }
bm-card-on = ON
bm-card-off = off

bm-sheet-machine = { $n } { $on ->
    [1] ON
   *[0] off
}
bm-sheet-status = Round { $round } · machines: { $machines }
bm-sheet-status-old = Round { $round } · machines: { $machines } · oldest-fish rules
bm-sheet-whose = { $name }'s fish
bm-roll-none = No roll yet.
bm-roll-pump = Round { $round }: the D4 showed 1, the pump ran the current (blue arrows).
bm-roll-machine = Round { $round }: the D4 showed { $n }, machine { $n } switched { $on ->
    [1] ON
   *[0] OFF
}.
bm-roll-removed = { $roll }  Crossed out: { $mollies } eaten by Mollies, { $machines } by machines.

bm-closed-molly = A Black Molly is on { $card }: no fish swims onto its card.
bm-closed-anemone = { $card } is an anemone: fish never swim onto one (the Mollies and the current may pass it).
bm-closed-machine = Machine { $n } on { $card } is ON: no fish swims onto it, and fish on it get eaten.
bm-spot-between = Between the cards: fish and Mollies are only ever on cards.
bm-spot-move = None of your fish that may still swim is next to it: a fish swims one card up, down, left or right.
bm-spot-roll = Now the starting player rolls the D4 (the Roll button by the aquarium).
bm-spot-split = Now the fish on the split card are sent east or south (the highlighted cards or the buttons by the aquarium).
bm-spot-dealing = Wait for the aquarium to be dealt.
bm-spot-rolling = Wait for the D4 to land.
bm-spot-nothing = Nothing happens on { $card } now.
bm-spot-closed = { $closed } { $step }
bm-spot-card = { $card }: { $step }
