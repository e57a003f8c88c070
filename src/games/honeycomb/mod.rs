//! Honeycomb Caverns: solo. Sadie Cat walks the lines the dice give her across a honeycomb of
//! treasure and must escape over the rim before she runs out of room.

pub mod bot;
pub mod data;
pub mod rules;
#[cfg(test)]
mod tests;
#[cfg(feature = "gui")]
pub mod ui;

use crate::plugin::{Game, GameInfo};
pub use rules::Honeycomb;

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
}

/// The rules in our own words.
pub const HOW_TO_PLAY: &str = "\
Sadie starts on the centre hex. Every turn you roll three dice. Pick one die as the direction \
(the compass rose on the sheet maps faces 1–6 to N, NE, SE, S, SW, NW); the gap between the other \
two is how far she must go, in a straight line. So one roll gives up to three possible moves.

Every hex she crosses gets a line; the hex she stops on is filled and is worth its ring's number \
(1 next to the centre, up to 5 just inside the rim). She may never cross or stop on a hex that is \
already lined or filled, the centre included. A gap of 0 is never a move.

Reaching the rim (the outer ring of exits) ends the game: she escapes and you score every filled \
hex. If a roll leaves no move and no jump, she falls and you score 0.

Three times per game she can jump exactly two hexes in any direction instead, over anything, \
as long as she lands on a clear hex. You may jump instead of rolling or after seeing a bad roll \
(the roll is then thrown away), and several times in a row.";
