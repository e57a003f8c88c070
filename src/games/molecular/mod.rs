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

use crate::game::{Game, GameInfo};
pub use rules::Molecular;

impl Game for Molecular {
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
Each player has a sheet of 25 hexes. Two written hexes that share an edge form a bond (a \
connection). A hex's number is its limit: it may never have more bonds than it shows. At the \
end, every hex whose bond count equals its number scores that number.

Setup: three dice are rolled once. Every player writes those three numbers into the three blue \
hexes of their own sheet, in whatever arrangement they like (a 6 is fine here).

Rounds: a pool of dice is rolled, two per player still in the game plus one. Starting with the \
round's first player and going round the table, each player drafts one die and writes it into a \
free hex; then everybody drafts a second die in the same order. Leftover dice are set aside. The \
next round starts with the next player still in the game.

Writing: a number may only go where no limit breaks: the new hex must not already touch more \
written hexes than its number, and no written neighbour may get more bonds than its own number. \
Sheet hexes show bonds/limit (like 2/3), so you see which are complete.

A drafted 1 may be written, or you may cross out one of your three red boxes to either reroll the \
rest of the pool or write nothing this turn. A drafted 6 is never written: cross a green box and \
write an X (it has no limit and scores nothing, but it bonds with its neighbours), or reroll the \
die and write the new number (another 6 gives the same choice again; a number that fits nowhere \
is lost).

Going out: when your turn starts and no die in the pool is of any use to you, you are out for \
good (you keep your score). Two dice then leave the game: used dice of this round first, \
otherwise the highest ones in the pool. The game ends when everybody is out.

Score: the numbers of all complete hexes, plus 2 for each red or green box you never crossed. \
Highest total wins; ties share the win.";
