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

use crate::engine::ScoreUnit;
use crate::game::{Game, GameInfo, OptionChoice, OptionSpec};
pub use rules::HexRoller;
use rules::{Options, Side};

impl Game for HexRoller {
    /// Points (the breakdown says where they come from).
    fn score_unit(_options: &Self::Options) -> Option<ScoreUnit> {
        Some(ScoreUnit::POINTS)
    }
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
## What you are after
Everyone fills the same hex sheet from the same roll. Points come from full areas, from joining \
the printed pairs, and from long runs in your tracker.

## A round
Eight dice showing 3 to 8 are rolled once for the whole table (seven on the back side). \
Everyone uses that roll at the same time, each on their own sheet; what you write never limits \
anyone else. The app lets the seats enter their choices one after another, but the order does \
not matter.

1. Choose a number from the roll. Write it into as many hexes as there are dice showing it: the \
first beside the same number already on your sheet (printed or written), each following one \
beside the one you just wrote, like a snake.
2. Choose a second, different number and write it the same way.
3. Enter both numbers in the tracker at the bottom, one per row; you choose which goes on top.

[figure snake]

If the snake runs out of room it stops there, and the number still counts as chosen. If the \
roll shows a single number, you write it once and enter it in both rows.

## Bonuses
Three boxes at the top, each usable once a game, at most one per round:
- +1 hex: one more hex of a number you chose this round, beside its last hex;
- free 2: a 2 in any empty hex;
- 3rd number: one more number from the roll, written the same way but not entered in the tracker.

## Scoring
- 2 points for every bonus you never used.
- A full outer area scores its most frequent number (the higher one on a tie); the full middle \
area scores double.
- Each printed pair joined by an unbroken line of hexes of its own number scores that number.
- Each tracker row scores the highest number it reaches counting up from 3 without a gap (3, 4, \
5 …); a row without a 3 scores nothing.

[figure sheet]

The front side has a middle area and six around it (seven rounds); the back side has only the six outer areas (six rounds).\
";
