//! Diaominos: 1–4 players share one 2x2 puzzle cube that rolls across a small board. The stickers
//! on top mark where diamonds will form; the stickers facing each player name the four tetrominoes
//! they load into their grid. Diamond groups shaped like a tetromino score.

pub mod bot;
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

/// The rules in our own words.
pub const HOW_TO_PLAY: &str = "\
## What you are after
Load tetromino pieces onto your 10×8 grid so that the diamond cells form tetromino shapes. A \
shared 2×2 puzzle cube decides, each round, which drawings get marked and which pieces you \
load.

## Colours
Before the first round each player gives each of the five tetrominoes (I, O, T, L, S) one of \
the cube's six sticker colours; the sixth is your wild colour. The default is red I, orange O, \
yellow T, green L, blue S, white wild.

## The cube and the board
The game lasts six rounds, one per space A to F of the small 4×4 board. From round 2 on the \
cube rolls to the next space: three tips over its edges, never sliding, so each side of the \
cube comes to the top once and faces each player once. Player 1 sits South, player 2 West \
(North with two players), player 3 North, player 4 East.

[figure board]

## Marking
Each of the four stickers on top marks one cell in the drawing of its tetromino: the lowest \
free cell, the right-hand one when two are equally low. A full drawing ignores its sticker. A \
wild sticker lets you mark any one empty grid cell instead (or nothing).

## Loading
The four stickers on the side facing you name the four pieces you load this round (a wild \
sticker: any piece you like). Load them in any order, turned or flipped, on empty cells, each \
one touching a cell loaded before (the grid's bottom edge counts). A piece that fits nowhere is \
skipped; one that fits must be loaded. Where a drawing has a marked cell, the matching cell of \
the loaded piece becomes a diamond and the drawing's cell is used up. A piece over a \
wild-marked grid cell gets a diamond there too.

[figure sheet]

## Scoring
Whenever exactly four unscored diamonds touch side by side, they form a tetromino: 1 point \
(five or more joined never score). The first time you make a shape: 1 point more; the first at \
the table to make it (everyone who does in the same round): 1 more again. At the end each \
completely filled grid row scores 1.

## On the screen
Choose a piece in the list beside the sheet, then move its ghost over the grid: R or the mouse \
wheel turns it, F flips it. In tutorial mode the cells where it may go light up.

## Playing with a real cube

With dice rolled at the table (New game). The app never needs to know how you \
scrambled: scramble your cube any way you like and set it on space A, then type what it shows once, \
before the colours are chosen: the top seen from above with North up, then the side each seat \
(South, West, North, East) sees, then the bottom seen from below with South up, four letters a \
face (left to right, top row first), faces split by /. Letters are the colours of the app's cube: \
R O Y G B W for the faces a solved cube shows on top, bottom, north, south, east and west. The \
app checks that a real cube can look like that (four of each colour, every corner piece once and \
none twisted or mirrored) and from then on knows every roll, as the rolls between spaces are fixed.";
