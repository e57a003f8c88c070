# Files and saves: reading and writing files, RON parse errors, save loading, the history
# database's reasons, default seat names, notation errors.

## Input and output

file-io-not-found = it does not exist
file-io-permission = permission denied
file-io-exists = it already exists
file-io-folder = it is a folder
file-io-not-folder = a part of the path is not a folder
file-io-read-only = the disk is read-only
file-io-full = the disk is full
file-io-bad-name = the name is too long or not allowed
# $why: the operating system's own words (English).
file-io-other = { $why }
file-refused-links = too many symbolic links
file-refused-not-regular = it is not a regular file (a folder, device or pipe); choose a file name
file-refused-no-folder = its folder { $folder } does not exist
file-refused-no-name = it names no file
file-refused-broken = too many broken copies are kept already
file-not-a-file = it is not a regular file (it is a folder, a device or a pipe)
file-too-big = { $size } bytes is too big (the limit is { $limit } bytes)
file-not-text = the file is not text (bad UTF-8 at byte { $byte })
file-same-as-input = it is the file being read; choose another name

## What a RON file's parser found

file-ron-at = line { $line }, column { $column }: { $what }
file-ron-eof = the file ends too early (is it cut off?)
file-ron-deep = brackets are nested too deeply
file-ron-list = a list in [ ] was expected here
file-ron-list-end = a list is not closed with ]
file-ron-hash = a line starting with # is not understood
file-ron-bool = true or false was expected here
file-ron-comma = a comma is missing
file-ron-number = a number was expected here
file-ron-digit = “{ $found }” is not a digit
file-ron-range = the number is too big or too small
file-ron-option = an optional value was expected here
file-ron-map = a table in {"{"} {"}"} is malformed here
file-ron-group = a group in ( ) was expected here
file-ron-group-end = a group is not closed with )
file-ron-struct-name = “{ $found }” is not the name expected here
file-ron-string = a text in quotes was expected here
file-ron-string-end = a text is not closed with a quote
file-ron-escape = a text has a bad \ escape
file-ron-name = a name was expected here
file-ron-bad-name = “{ $found }” is not a name that fits here
file-ron-comment = a comment is not closed
file-ron-char = “{ $found }” does not belong here
file-ron-utf8 = the file is not text
file-ron-trailing = there is more text after the end
file-ron-kind = “{ $found }” is not the kind of value expected here
file-ron-length = { $found } items where { $expected } were expected
file-ron-variant = “{ $found }” is not one of: { $known }
file-ron-field = “{ $found }” is not a known entry (known: { $known })
file-ron-missing = the entry “{ $field }” is missing
file-ron-twice = the entry “{ $field }” appears twice
# $why: a check's own words (English).
file-ron-message = { $why }
file-ron-other = the text is not understood here

## Saves

file-save-io = cannot read it: { $why }
file-save-syntax = not a dicepad save: { $why }
file-save-not-a-file = not a regular file (it is a folder, a device or a pipe); a save is a .ron file
file-save-too-big = { $size } bytes is too big for a save (a save is a few kilobytes; the limit is { $limit } bytes)
file-save-version = save format { $found } is not supported (this dicepad reads format { $known })
file-save-unknown-game = unknown game `{ $game }`
file-save-action = action { $index } `{ $action }`: { $why }
file-save-deep = brackets are nested too deeply for a save
file-save-hash = a save does not start with `#`
file-save-start = a save starts with `(format: { $format }, game: "…"`, this file with `{ $start }`
file-save-not-a-seat = `{ $seat }` is not a seat
file-save-other-game = this save is for `{ $found }`, not `{ $game }`
file-save-seat-count = { $game } takes { $min }–{ $max } seats, the save lists { $n }
file-save-too-long = the action log has { $entries } entries, but a { $n }-seat game of { $game } ends within { $longest }
file-save-sealed-bare = its dice are sealed, but it has no commitment to the seed
file-save-contribution-seat = the dice list a random value from seat { $seat }, which this table does not have
file-save-contribution-twice = the dice list two random values from seat { $seat } (a seat adds one)
file-save-contribution-order = the seats' random values are not in the order the server took them in
file-save-contribution-rewrites = the seats' random values that rolls already used would change
# $why: the game's own check (English).
file-save-setup = the game cannot be set up: { $why }
file-save-seed-sets = the seed sets up `{ $logged }` here
file-save-short = the action log is shorter than the game's setup
file-save-over = the game was already over
file-save-seat-out = the game has { $n ->
    [one] one seat
   *[other] { $n } seats
}
# $why: the writer's own words (English).
file-save-unwritable = cannot write it: { $why }
file-seal-seed-rolls = the seed rolls `{ $seeded }` here
# $why: the state writer's own words (English).
file-state-unshown = (cannot show the state: { $why })

## New games: seats, names, options

file-setup-seats = { $game } takes { $min }–{ $max } seats, not { $n }
file-seat-name-long = seat { $seat }'s name is too long: a name has at most { $max } letters
file-seat-name-control = seat { $seat }'s name holds a control character (such as a line break)
file-seat-bot = Bot { $n }
file-bot-level-unknown = unknown bot level `{ $level }` (use easy, normal or strong)
file-option-none = { $game } has no options (`{ $key }` given)
file-option-key = { $game } has no option `{ $key }` ({ $known })
file-option-value = { $key } `{ $value }`: use { $values }
# Between the values an option takes ("front or back").
file-option-or = {" "}or{" "}
file-daily-bot-stuck = the bot could not move at action { $action }

## Notation (the keywords stay the same in every language)

file-notation-number = `{ $word }` is not a number in `{ $text }`
file-notation-in = { $why } in `{ $text }`
file-notation-compass = `{ $word }` is not a direction (N, E, S, W)
file-notation-hex = `{ $word }` is not a hex like 2,-1 (two numbers from -{ $max } to { $max })
file-notation-hex-dir = `{ $word }` is not a direction (N, NE, SE, S, SW, NW)
file-notation-honeycomb = `{ $word }` is not a Honeycomb action (roll, dice A B C, move DIR N, jump DIR)
file-notation-hex-roller = `{ $word }` is not a Hex Roller action (roll D.., pick N, write Q,R, third N, extra N, two, rows A B)
file-notation-spot = `{ $word }` is not a hex (a column letter and a row number, like C3)
file-notation-molecular = `{ $word }` is not a Molecular Structures action (dice N N N, take N, write C3, red reroll, red skip, green, reroll)
file-notation-black-molly = `{ $word }` is not a Black Molly action (aquarium ROWS, start CARD, move FROM TO, old FROM TO, done, roll, d4 N, split E|S, molly 1|2 CARD)
file-notation-aquarium = `{ $word }` is not an aquarium (4 rows of 6 cards, split by /, from S B A W P > v F 2 3 4)
file-notation-molly = `{ $word }` is not a Molly (1 or 2) in `{ $text }`
file-notation-card = `{ $word }` is not a card (a1 to f4: column a–f, row 1–4 from the top)
file-notation-turns = a scramble has at most { $max } layer turns, not { $n }
file-notation-turn = `{ $word }` is not a layer turn (U, D, N, S, E, W, optionally with ')
file-notation-colour = `{ $word }` is not a colour (R, O, Y, G, B, W)
file-notation-piece = `{ $word }` is not a piece (I, O, T, L, S)
file-notation-cell = `{ $word }` is not a cell of the loading grid (like e5)
file-notation-scramble = a scramble lists its turns and ends with @orientation
file-notation-orient-at = `{ $word }` should be the orientation, like @17
file-notation-faces = a cube lists 6 faces split by / (top, South, West, North, East, bottom), not { $n }
file-notation-stickers = face { $face } has { $n } stickers, not 4
file-notation-orient = `{ $word }` is not an orientation (0–3, optionally followed by f)
file-notation-diaominos = `{ $word }` is not a Diaominos action (colours default, colour I R, mark e5, nomark, load T 1f e3, skip T)

## The history database's reasons

file-history-wrong-type = a stored value has the wrong type
file-history-pages = its pages do not fit together
file-history-not-db = it is not a database file
file-history-read-only = the file or its folder is read-only
file-history-no-access = permission denied, or its folder is missing
file-history-disk = the disk reported an error
file-history-file-read-only = the file is read-only
file-history-no-folder = cannot create its folder: { $why }
file-history-not-wal = cannot switch it to WAL (journal mode { $mode })
file-history-marked = another program has marked it as its own
file-history-not-ours = its tables are not a game history's
file-history-version = its version number was changed
file-history-tables = its tables do not match its version number
# $why: SQLite's own words (English).
file-history-sqlite = { $why }
file-history-no-seats = it has no seats
file-history-scores = { $scores } scores for { $seats } seats
file-history-breakdowns = { $breakdowns } breakdowns for { $seats } seats
file-history-winner = winner seat { $winner } of { $seats }
file-history-not-over = the game is not over yet
