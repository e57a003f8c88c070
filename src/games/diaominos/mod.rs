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

use crate::game::{Game, GameInfo};
pub use rules::Diaominos;

impl Game for Diaominos {
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
The table shares one 2x2 puzzle cube. It starts scrambled on space A of the little 4x4 board; \
each player sits at one side of the board. Your sheet has a 10x8 grid on the left and the five \
tetrominoes (I, O, T, L, S) drawn on the right. Before the first round you give each tetromino one \
of the six sticker colours (or take the default: red I, orange O, yellow T, green L, blue S); the \
sixth colour (white by default) is your wild colour.

The game lasts six rounds, one per space A to F. From round 2 on, the cube first rolls to the next \
space: three tips over its edges, never sliding, so every side of the cube is on top once and faces \
each player once. The board, seen from above with North at the top (player 1 sits South, player 2 West, player 3 North, player 4 East; with two players the second sits North):

    4  .  .  D  .
    3  E  .  .  B
    2  .  C  .  .
    1  .  F  A  .
       a  b  c  d

Marking. Each of the four stickers on top marks one cell in the drawing of its tetromino: always the \
lowest free cell, and the right-hand one if two are equally low. A drawing with no free cell left \
ignores the sticker. A wild sticker on top lets you mark any one empty grid cell instead (or nothing).

Loading. The four stickers on the side facing you name the four pieces you load this round; a wild \
sticker lets you pick any piece. Load them in any order, turned or flipped as you like, on empty \
cells, each touching a cell you have already loaded (the bottom edge of the grid counts). A piece \
that cannot go anywhere when you come to it is skipped; one that can must be loaded. Where the \
drawing has a marked cell, the matching cell of the loaded piece becomes a diamond, and that drawing \
cell is used up for good. A piece loaded over a wild-marked grid cell makes a diamond there too.

Scoring. Whenever exactly four unscored diamonds touch each other side by side, they form a \
tetromino shape: 1 point for that shape (groups of five or more never score). The first time you \
make each shape you get 1 more point, and whoever makes a shape first at the table (all players who \
do it in the same round) gets 1 more. At the end each completely filled grid row scores 1 point.

In the app: choose a piece from the list, then move the ghost over the grid; R or the mouse wheel \
turns it, F flips it, and the cells where it may go light up in tutorial mode.

Playing with a real cube (New game, dice rolled at the table). The app never needs to know how you \
scrambled: scramble your cube any way you like and set it on space A, then type what it shows once, \
before the colours are chosen: the top seen from above with North up, then the side each seat \
(South, West, North, East) sees, then the bottom seen from below with South up, four letters a \
face (left to right, top row first), faces split by /. Letters are the colours of the app's cube: \
R O Y G B W for the faces a solved cube shows on top, bottom, north, south, east and west. The \
app checks that a real cube can look like that (four of each colour, every corner piece once and \
none twisted or mirrored) and from then on knows every roll, as the rolls between spaces are fixed.";
