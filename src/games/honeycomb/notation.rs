//! Honeycomb Caverns' action notation (also in docs/notation.md): `roll`; the dice `dice 3 4 6`;
//! a roll choice `move N 3`; a jump `jump NE`. Directions are N, NE, SE, S, SW, NW (die faces 1–6).

use super::board::Dir;
use crate::engine::save::{not_a_number, notation_msg};
use crate::engine::text::Msg;
use std::fmt;
use std::str::FromStr;

/// One click.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Ask for a roll of the three dice.
    Roll,
    /// The chance outcome of a roll.
    Dice([u8; 3]),
    /// Use the roll: go `distance` hexes towards `Dir`.
    Move(Dir, u8),
    /// Spend a jump: two hexes towards `Dir`, over anything.
    Jump(Dir),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll => write!(f, "roll"),
            Action::Dice([a, b, c]) => write!(f, "dice {a} {b} {c}"),
            Action::Move(d, n) => write!(f, "move {d} {n}"),
            Action::Jump(d) => write!(f, "jump {d}"),
        }
    }
}

impl FromStr for Action {
    type Err = Msg;
    fn from_str(s: &str) -> Result<Action, Msg> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let num = |w: &str| w.parse::<u8>().map_err(|_| not_a_number(w, s));
        match words.as_slice() {
            ["roll"] => Ok(Action::Roll),
            ["dice", a, b, c] => Ok(Action::Dice([num(a)?, num(b)?, num(c)?])),
            ["move", d, n] => Ok(Action::Move(d.parse()?, num(n)?)),
            ["jump", d] => Ok(Action::Jump(d.parse()?)),
            _ => Err(notation_msg("file-notation-honeycomb", s)),
        }
    }
}
