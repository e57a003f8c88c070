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

/// The rules in our own words (English; every language's page is in the catalogue).
pub const HOW_TO_PLAY: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/resources/i18n/en/pages/hex-roller.md"
));
