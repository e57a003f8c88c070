//! Diaominos: 1–4 players share one 2x2 puzzle cube that rolls across a small board. The stickers
//! on top mark where diamonds will form; the stickers facing each player name the four tetrominoes
//! they load into their grid. Diamond groups shaped like a tetromino score.

pub mod bot;
mod choice_memo;
pub mod cube;
pub mod data;
pub mod notation;
pub mod rules;
pub mod shapes;
pub mod state;
#[cfg(test)]
mod tests;
#[cfg(feature = "gui")]
pub mod view;

use crate::engine::ScoreUnit;
use crate::game::{Game, GameInfo};
pub use rules::Diaominos;

impl Game for Diaominos {
    /// Points (the breakdown says where they come from).
    fn score_unit(_options: &Self::Options) -> Option<ScoreUnit> {
        Some(ScoreUnit::POINTS)
    }
    fn info() -> GameInfo {
        GameInfo {
            id: "diaominos",
            name: "Diaominos",
            min_seats: 1,
            max_seats: 4,
            blurb: "Roll a 2x2 puzzle cube across the board, load tetrominoes and line up their diamonds.",
            how_to_play: HOW_TO_PLAY,
            notation: "colours default · colour I R · mark e5 · nomark · load T 1f e3 · skip T · skip wild",
        }
    }
}

/// The rules in our own words (English; every language's page is in the catalogue).
pub const HOW_TO_PLAY: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/resources/i18n/en/pages/diaominos.md"
));
