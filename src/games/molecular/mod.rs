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

/// The rules in our own words.
pub const HOW_TO_PLAY: &str = "\
## What you are after
Write dice into the 25 hexes of your sheet. Two written hexes that share an edge are bonded. A \
hex whose number of bonds equals its number is complete and scores that number at the end.

## Limits
A number is also a limit: no hex may ever have more bonds than its number. A new number can \
only go where that stays true for it and for every written neighbour.

[figure bonds]

Each written hex shows its bonds and its limit (2/3). A green tick means complete. A small red \
× means the hex can never be completed any more: even if every free neighbour that could still \
take a number got one, it would stay short of its number (or its player is out). It simply \
scores nothing.

## Setup
Three dice are rolled once; everyone writes those three numbers into the three blue hexes of \
their sheet, arranged as they like (a 6 is allowed here).

## A round
A pool of dice is rolled: two for every player still in, plus one. Going round the table from \
the round's first player, each player takes one die and writes it; then everyone takes a second \
die in the same order. Leftover dice are set aside, and the next round starts with the next \
player still in.

## 1s and 6s
- A 1 may be written as usual, or you cross one of your three red boxes to reroll the rest of \
the pool or to skip writing this turn.
- A 6 is never written. Cross a green box and write an X instead (an X bonds but has no limit \
and scores nothing), or reroll that die and write what comes up; another 6 gives the same \
choice again, and a number that fits nowhere is lost.

## Going out and the end
When your turn comes and no die in the pool is any use to you, you are out for the rest of the game and keep your score. Two dice then leave the game (used dice of this round first, else the highest in the pool). When everybody is out, the game ends: complete hexes score their numbers, and every red or green box you never crossed is worth 2.\
";
