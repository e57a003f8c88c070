# Diaominos: its refusals, prompts, log lines, score breakdown, sheet, cube and controls.

game-diaominos-blurb = Roll a 2x2 puzzle cube across the board, load tetrominoes and line up their diamonds.

# The cube's colours, by their letter (the letters are notation and stay).
dm-colour = { $c ->
    [R] red
    [O] orange
    [Y] yellow
    [G] green
    [B] blue
   *[W] white
}
# A side of the board, as a seat's place at the table.
dm-dir = { $dir ->
    [n] North
    [e] East
    [s] South
   *[w] West
}
dm-side = { $dir ->
    [n] North side
    [e] East side
    [s] South side
   *[w] West side
}
dm-who = { $name }, { $side }
# A piece to load: a tetromino's letter, or a wild sticker.
dm-slot = { $slot ->
    [wild] wild
   *[other] { $slot }
}
dm-nothing = nothing
dm-list = { $first }, { $next }
dm-cells = { $first } and { $last }

dm-seats = Diaominos is for 1 to 4 players, not { $seats }
dm-chance-turns = a scramble has { $want } layer turns, not { $n }
dm-chance-orient = orientation { $orient } is not one of 0..{ $n }
dm-chance-not-real = That cannot be a real cube: { $why }.
dm-chance-not-scramble = `{ $action }` is not a scramble; the cube is being scrambled

dm-refuse-no-piece = There are five pieces: I, O, T, L and S.
dm-refuse-scramble-by-hand = The scramble comes from shuffling the cube, not from a player.
dm-refuse-scrambling = Wait: the cube is still being scrambled.
dm-refuse-colours-started = You have started choosing your own colours; finish them one by one.
dm-refuse-colours-first = First choose which colour stands for each piece.
dm-refuse-wild-first = A wild sticker is on top: first place or forgo its grid mark.
dm-refuse-load-now = Now load your pieces: colours and wild marks are done for this round.
dm-refuse-no-colour = The cube has six colours: R, O, Y, G, B and W.
dm-refuse-colours-done = Your colours are all chosen already.
dm-refuse-colour-order = Colours are chosen in the order I, O, T, L, S: now it is the { $piece }'s turn.
dm-refuse-colour-taken = The colour { $colour } already stands for the { $piece }.
dm-refuse-off-grid = That cell is off the 10 by 8 grid.
dm-refuse-wild-twice = { $cell } already has a wild mark.
dm-refuse-wild-loaded = A wild mark goes on an empty cell; { $cell } is already loaded.
dm-refuse-not-to-load = You have no { $piece } to load this round; still to load: { $slots }.
dm-refuse-same-orient = That lays the { $piece } exactly like orientation { $orient }; use that one.
dm-refuse-orient = A piece turns 0 to 3 quarter turns, optionally mirrored first.
dm-refuse-sticks-out = The { $piece } would stick out of the grid there.
dm-refuse-overlap = The { $piece } would cover { $cell }, which is already loaded.
dm-refuse-floating = The { $piece } must touch an already loaded cell by a side (or lie on the bottom row).
dm-refuse-no-wild-skip = You have no wild sticker left to skip this round.
dm-refuse-no-skip = You have no { $slot } left to skip this round.
dm-refuse-still-fits = The { $slot } still fits somewhere, so it must be loaded.
dm-refuse-wild-fits = A wild sticker must name a piece that fits, and the { $piece } still fits somewhere.

dm-prompt-scrambling = Scrambling the cube…
dm-prompt-colours = { $who }: accept the default colours or pick the colour of the I piece.
dm-prompt-colour = { $who }: pick the colour of the { $piece } piece.
dm-prompt-wild = { $who }, round { $round }: a wild sticker is on top — mark any empty grid cell, or skip ({ $left } left).
dm-prompt-load = { $who }, round { $round }: load your pieces ({ $slots } left).
dm-prompt-load-skips = { $who }, round { $round }: load your pieces ({ $slots } left). Fits nowhere, may be skipped: { $skips }.
dm-over = Game over: { $result }

dm-log-scramble = scrambles the cube and sets it on A
dm-log-cube = sets the cube read at the table on A
dm-log-default = takes the default colours
dm-log-colour = paints the { $piece } { $colour }
dm-log-mark = marks { $cell } with a wild sticker
dm-log-no-mark = forgoes a wild mark
dm-log-load = loads the { $piece } on { $cells }
dm-log-diamonds = { $line }, { $n ->
    [one] 1 diamond
   *[other] { $n } diamonds
}
dm-log-scores = { $line }, scores { $piece ->
    [I] an
    [O] an
    [L] an
    [S] an
   *[other] a
} { $piece } shape
dm-log-skip-wild = skips a wild sticker: no piece fits anywhere
dm-log-skip = skips the { $slot }: it fits nowhere

dm-score-shapes = { $piece } shapes made: { $n }
dm-score-first = First { $piece } shape on this sheet
dm-score-table = First at the table with { $piece ->
    [I] an
    [O] an
    [L] an
    [S] an
   *[other] a
} { $piece } shape
dm-score-rows = Full rows: { $rows }

dm-table-help = Scramble your cube and set it on space A. Then read its colours as letters (R O Y G B W for the solved cube's top, bottom, north, south, east and west faces) and type them as 6 faces of 4, split by /: the top seen from above with North up, then the sides as the South, West, North and East seats see them, then the bottom seen from below with South up; each face left to right, top row first (a solved cube set down as drawn on the box: cube RRRR/GGGG/WWWW/YYYY/BBBB/OOOO). A scramble in notation (scramble … @N) works too, or let the app scramble.
dm-key-turn = Turn the piece you are placing a quarter turn
dm-key-flip = Flip the piece you are placing
dm-key-wheel = Mouse wheel over the sheet
dm-key-wheel-does = Turn the piece either way
dm-key-drag = Drag the cube
dm-key-drag-does = Look at the cube from another side

dm-spot-not-yours = Only the player to move acts on a sheet now.
dm-spot-scramble = Wait for the cube to be scrambled.
dm-spot-colours = First give each tetromino a colour, beside the sheet; the grid fills later.
dm-spot-no-piece = No piece to load is chosen: pick one from the list beside the sheet.
dm-spot-nothing = Nothing goes into this cell now.
dm-paper-drawings = The tetromino drawings: stickers on top mark their cells, and loading a piece over a marked cell makes a diamond there. Nothing is clicked here; choose pieces beside the sheet.
dm-paper-margin = The grid's margin: pieces and wild marks go into the grid's cells.

dm-status-colours = Choosing colours
dm-status-round-space = Round { $round } of 6 · cube on { $space }
dm-status-round = Round { $round } of 6

dm-wild-hint = Click an empty grid cell for your wild mark, or
dm-button-skip-mark = Skip this mark
dm-label-scramble = Scramble the cube
dm-label-cube = Set the cube on A
dm-label-default = Take the default colours
dm-label-colour = { $letter } ({ $colour }) for the { $piece }
dm-label-mark = Wild mark on { $cell }
dm-label-no-mark = Skip this wild mark
dm-label-load = Load the { $piece } on { $cells }
dm-label-load-diamonds = Load the { $piece } on { $cells } ({ $n ->
    [one] 1 diamond
   *[other] { $n } diamonds
})
dm-label-skip-wild = Skip the wild sticker (no piece fits)
dm-label-skip = Skip the { $slot } (it fits nowhere)
dm-button-default = Use the default colours (R I, O O, Y T, G L, B S, W wild)
dm-pick-colour = Or pick the colour of the { $piece }:
dm-colour-button = { $letter } { $colour }
dm-still-to-load = { $name } still to load: { $slots }
dm-piece = Piece:
dm-piece-wild = { $piece } (wild)
dm-piece-tip = Load this piece next: its ghost follows the pointer on the grid.
dm-turn = Turn (R / wheel)
dm-turn-tip = Turns the ghost a quarter turn.
dm-flip = Flip (F)
dm-flip-tip = Mirrors the ghost, left to right.
dm-ghost-hint = Move the ghost over the grid and click to load it.
dm-cube-tip = The shared cube on its board. Drag sideways to turn the view.
dm-flat-top = top
dm-flat-north-up = north up
dm-flat-caption = The top seen from above (north up); each side as its player sees it.
dm-figure-board = The cube starts on A and visits B, C, D, E and F, one space per round. The players sit around the board; the side of the cube facing you names your pieces.

dm-sheet-score = score
dm-sheet-first = +1 first
dm-sheet-table = +1 table
dm-sheet-wild = wild
dm-sheet-full-rows = full rows { $rows } / { $total }
dm-sheet-total = Total { $total }
dm-legend-diamond = diamond
dm-legend-scored = in a scored shape
dm-legend-wild = wild mark
dm-sheet-skipped-one = { $slot } (round { $round })
dm-sheet-skipped = skipped: { $list }
dm-sheet-your-side = your side
dm-sheet-on-space = on space { $space }
dm-sheet-title = { $name } · { $side }
dm-sheet-before = before round 1
dm-sheet-round = round { $round } of 6

dm-cube-counts = the stickers read { $read }; a cube has 4 of each colour
dm-cube-opposite = the { $corner } corner reads { $colours }, but a corner never carries two colours of opposite faces; check the stickers you read
dm-cube-twisted = the corners are read twisted in a way no real cube can be (as if one corner were turned in place); check the stickers you read
dm-cube-twice = two corners carry the same colours { $colours }; a cube has each corner once
dm-cube-mirrored = a corner's colours run the wrong way round (a mirrored corner); check the stickers you read
# Where a corner of the cube sits: "top north-east".
dm-corner = { $level ->
    [top] top
   *[bottom] bottom
} { $ns ->
    [north] north
   *[south] south
}-{ $ew ->
    [east] east
   *[west] west
}
