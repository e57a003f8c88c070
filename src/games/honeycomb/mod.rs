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

/// The rules in our own words (English; every language's page is in the catalogue).
pub const HOW_TO_PLAY: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/resources/i18n/en/pages/honeycomb-caverns.md"
));
