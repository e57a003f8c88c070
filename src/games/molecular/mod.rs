//! Molecular Structures: 2–8 players draft dice from a shared pool and write them into a grid of
//! hexes, trying to give each number exactly as many written neighbours as it shows.

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
use crate::game::{Game, GameInfo};
pub use rules::Molecular;

impl Game for Molecular {
    /// Points (the breakdown says where they come from).
    fn score_unit(_options: &Self::Options) -> Option<ScoreUnit> {
        Some(ScoreUnit::POINTS)
    }
    fn info() -> GameInfo {
        GameInfo {
            id: "molecular-structures",
            name: "Molecular Structures",
            min_seats: 2,
            max_seats: 8,
            blurb: "Draft dice and build molecules: every number wants exactly that many bonds.",
            how_to_play: HOW_TO_PLAY,
            notation: "dice 3 4 6 · take 4 · write C3 · red reroll · red skip · green · reroll",
        }
    }
}

/// The rules in our own words (English; every language's page is in the catalogue).
pub const HOW_TO_PLAY: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/resources/i18n/en/pages/molecular-structures.md"
));
