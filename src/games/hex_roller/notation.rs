//! Hex Roller's action notation (saves, the CLI, docs/hex_roller.md). It must not change: saves
//! written by earlier versions replay through it.
//!
//! - `roll 3 3 4 5 6 6 7 8` the dice of a round (chance), in ascending order;
//! - `pick 5` choose 5 as one of the two numbers of the turn (then write its hexes);
//! - `write 2,-1` write the current number in hex (q, r);
//! - `third 7` bonus: write a third rolled number (then write its hexes);
//! - `extra 5` bonus: one more hex of a chosen number (then `write` it);
//! - `two` bonus: a 2 in any empty hex (then `write` it);
//! - `rows 3 5` record 3 in the top tracker row and 5 in the bottom one; this ends the turn.

use crate::engine::hex::Hex;
use crate::engine::save::{not_a_number, notation_msg};
use crate::engine::text::Msg;
use std::fmt;
use std::str::FromStr;

/// One click.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The round's dice (chance), ascending.
    Roll(Vec<u8>),
    /// Choose a main number.
    Pick(u8),
    /// Bonus: choose a third number.
    Third(u8),
    /// Bonus: one more hex of this chosen number.
    Extra(u8),
    /// Bonus: a free 2.
    Two,
    /// Write the current number (or the bonus hex) here.
    Write(Hex),
    /// Record (top, bottom) in the tracker rows; ends the turn.
    Rows(u8, u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll(d) => {
                write!(f, "roll")?;
                for x in d {
                    write!(f, " {x}")?;
                }
                Ok(())
            }
            Action::Pick(n) => write!(f, "pick {n}"),
            Action::Third(n) => write!(f, "third {n}"),
            Action::Extra(n) => write!(f, "extra {n}"),
            Action::Two => write!(f, "two"),
            Action::Write(h) => write!(f, "write {},{}", h.q, h.r),
            Action::Rows(a, b) => write!(f, "rows {a} {b}"),
        }
    }
}

impl FromStr for Action {
    type Err = Msg;
    fn from_str(s: &str) -> Result<Action, Msg> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let num = |w: &str| w.parse::<u8>().map_err(|_| not_a_number(w, s));
        let hex = |w: &str| {
            Hex::parse_axial(w).map_err(|e| {
                Msg::new("file-notation-in")
                    .msg("why", e)
                    .text("text", crate::engine::save::clip(s, 40))
            })
        };
        match words.as_slice() {
            ["roll", rest @ ..] if !rest.is_empty() => Ok(Action::Roll(
                rest.iter().map(|w| num(w)).collect::<Result<_, _>>()?,
            )),
            ["pick", n] => Ok(Action::Pick(num(n)?)),
            ["third", n] => Ok(Action::Third(num(n)?)),
            ["extra", n] => Ok(Action::Extra(num(n)?)),
            ["two"] => Ok(Action::Two),
            ["write", h] => Ok(Action::Write(hex(h)?)),
            ["rows", a, b] => Ok(Action::Rows(num(a)?, num(b)?)),
            _ => Err(notation_msg("file-notation-hex-roller", s)),
        }
    }
}
