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

use crate::engine::ScoreUnit;
use crate::game::{Game, GameInfo, OptionChoice, OptionSpec};
pub use rules::Honeycomb;
use rules::Options;

impl Game for Honeycomb {
    /// Points (the breakdown says where they come from).
    fn score_unit(_options: &Self::Options) -> Option<ScoreUnit> {
        Some(ScoreUnit::POINTS)
    }
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
## What you are after
Guide Sadie out of the cavern. Every hex she stops on gets filled and, if she gets out, is \
worth the number of its ring: 1 next to the centre, then 2, 3, and so on outwards. If she gets \
stuck, the whole game scores 0.

## One turn
Roll three dice. Choose one as the direction (the compass on the sheet turns faces 1 to 6 into \
N, NE, SE, S, SW, NW). The difference between the other two dice is how many hexes she walks, \
in a straight line. So a roll gives up to three moves; a difference of 0 is no move at all.

[figure roll]

## Lines and filled hexes
Each hex she walks through gets a line; the hex she stops on is filled. A hex with a line or a \
fill is closed: no later walk may pass it or stop on it. The centre, where she starts, is \
closed from the beginning.

## Jumps
Three times a game, Sadie may jump instead: exactly two hexes in a straight line, over \
anything, onto a hex that is still open. You can jump before rolling, or after seeing a roll \
you do not like (that roll is then dropped), and you may jump several turns running.

[figure jump]

## The end
When she reaches the rim, the outermost ring, she escapes and you score every filled hex. When \
a roll offers no move and no jumps are left, she falls and you score nothing. The new-game \
dialog offers smaller caverns: the rim comes sooner, so games are shorter and the best hexes \
are worth less.

## On the screen
With tutorial mode on, the hexes she can reach are outlined, and a small J marks a hex only a jump reaches. A hex a move of this roll aims at but cannot use has a thin ring with a small cross: point at it, or at any other hex, to read why.\
";
