//! Hex Roller: everyone writes the same roll onto their own hex sheet, chaining numbers through
//! seven-hex areas, joining printed pairs and collecting straights in the tracker.

pub mod bot;
pub mod data;
pub mod notation;
pub mod rules;
pub mod score;
pub mod state;
#[cfg(test)]
mod tests;
#[cfg(feature = "gui")]
pub mod view;

use crate::game::{Game, GameInfo, OptionChoice, OptionSpec};
pub use rules::HexRoller;
use rules::{Options, Side};

impl Game for HexRoller {
    fn info() -> GameInfo {
        GameInfo {
            id: "hex-roller",
            name: "Hex Roller",
            min_seats: 1,
            max_seats: 8,
            blurb: "Everyone uses the same roll: chain numbers across your hex sheet, fill areas, join pairs.",
            how_to_play: HOW_TO_PLAY,
            notation: "roll 3 3 4 5 6 6 7 8 · pick 5 · write 2,-1 · third 7 · extra 5 · two · rows 3 5",
        }
    }
    fn options() -> Vec<OptionSpec<Options>> {
        vec![OptionSpec {
            key: "side",
            label: "Sheet side",
            choices: vec![
                OptionChoice {
                    value: "front",
                    label: "Front: 7 areas, 8 dice, 7 rounds",
                    set: |o| o.side = Side::Front,
                },
                OptionChoice {
                    value: "back",
                    label: "Back: 6 areas, 7 dice, 6 rounds",
                    set: |o| o.side = Side::Back,
                },
            ],
        }]
    }
}

/// The rules in our own words.
pub const HOW_TO_PLAY: &str = "\
Every player has the same hex sheet, split into areas of seven hexes. Some hexes come with a \
printed number; each printed number appears twice. The front side has a middle area and six around \
it (8 dice, 7 rounds); the back side has only the six outer areas (7 dice, 6 rounds).

Each round the dice are rolled once (faces 3 to 8) and everybody uses that same roll, one after \
the other. On your turn:
1. Choose a number from the roll. Write it in as many hexes as there are dice showing it. The first \
one goes next to a hex that already has that number (printed or written); every next one goes next \
to the one you wrote just before, like a snake.
2. Choose a different number and write it the same way.
3. Put your two numbers into the tracker at the bottom: one in the top row, one in the bottom \
row, you decide which goes where. This ends your turn.
For example, with three 5s in the roll and a printed 5 on the sheet:

     (5)  5  5  5      the first 5 touches the printed (5),
                       each next 5 touches the one before it.

If the snake runs out of room, it simply stops early; the number still counts as chosen. If the \
roll shows one number only, you write it once and put it in both rows.

Bonuses: three boxes, each usable once per game, at most one per round: one more hex for a number \
you chose (next to its last hex); a 2 in any empty hex; or a third number from the roll (written \
the same way, not put in the tracker).

Scoring at the end:
- 2 points per bonus you never used.
- Each full outer area: its most common number (a tie goes to the higher number).
- The full middle area: the same, doubled.
- Each printed pair joined by an unbroken line of its own number: that number.
- Each tracker row: count up from 3 (3, 4, 5, …) and score the last number you reach without a \
gap; a row without a 3 scores nothing.";
