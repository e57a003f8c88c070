//! Honeycomb Caverns: solo. Sadie Cat walks the lines the dice give her across a honeycomb of
//! treasure and must escape over the rim before she runs out of room.

pub mod board;
pub mod bot;
pub mod data;
pub mod notation;
pub mod rules;
pub mod state;
#[cfg(test)]
mod tests;
#[cfg(feature = "gui")]
pub mod view;

use crate::game::{Game, GameInfo, OptionChoice, OptionSpec};
pub use rules::Honeycomb;
use rules::Options;

impl Game for Honeycomb {
    fn info() -> GameInfo {
        GameInfo {
            id: "honeycomb-caverns",
            name: "Honeycomb Caverns",
            min_seats: 1,
            max_seats: 1,
            blurb: "Steer Sadie Cat across crumbling treasure hexes and escape over the rim.",
            how_to_play: HOW_TO_PLAY,
            notation: "roll · dice 3 4 6 · move N 3 · jump NE",
        }
    }
    fn options() -> Vec<OptionSpec<Options>> {
        vec![OptionSpec {
            key: "radius",
            label: "Board size",
            choices: vec![
                OptionChoice {
                    value: "6",
                    label: "Radius 6: the printed sheet (127 hexes)",
                    set: |o| o.radius = 6,
                },
                OptionChoice {
                    value: "5",
                    label: "Radius 5 (91 hexes)",
                    set: |o| o.radius = 5,
                },
                OptionChoice {
                    value: "4",
                    label: "Radius 4 (61 hexes)",
                    set: |o| o.radius = 4,
                },
                OptionChoice {
                    value: "3",
                    label: "Radius 3: a short game (37 hexes)",
                    set: |o| o.radius = 3,
                },
            ],
        }]
    }
}

/// The rules in our own words.
pub const HOW_TO_PLAY: &str = "\
Sadie starts on the centre hex. Every turn you roll three dice. Pick one die as the direction \
(the compass rose on the sheet maps faces 1–6 to N, NE, SE, S, SW, NW); the gap between the other \
two is how far she must go, in a straight line. So one roll gives up to three possible moves.

Every hex she crosses gets a line; the hex she stops on is filled and is worth its ring's number \
(1 next to the centre, 2 on the ring around that, and so on up to the ring just inside the rim). \
She may never cross or stop on a hex that is already lined or filled, the centre included. A gap \
of 0 is never a move.

Reaching the rim (the outer ring of exits) ends the game: she escapes and you score every filled \
hex. If a roll leaves no move and no jump, she falls and you score 0.

Three times per game she can jump exactly two hexes in any direction instead, over anything, \
as long as she lands on a clear hex. You may jump instead of rolling or after seeing a bad roll \
(the roll is then thrown away), and several times in a row.

The printed sheet has six rings around the centre, the sixth being the rim, so the best hexes are \
worth 5. The new-game dialog also offers smaller caverns (rim at ring 3, 4 or 5): the rings keep \
their values, the rim simply comes sooner, so games are shorter and the top value lower.";
