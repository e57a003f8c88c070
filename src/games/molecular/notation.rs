//! The action notation of saves and the CLI (also in docs/molecular.md): chance `dice 3 4 6`
//! (setup roll, round roll, pool reroll or a six's reroll, whichever is pending); `take 4` (pick a
//! die: a setup die or one from the pool); `write C3` (write the die in hand, or an X, into hex C3:
//! columns A–E from the left, rows 1–5 from the top); `red reroll` / `red skip` (a drafted 1:
//! cross a red box and reroll the pool / write nothing); `green` (a drafted 6: cross a green box,
//! then `write` an X); `reroll` (a drafted 6: roll it again). Saves depend on it: never change it.

use super::state::Spot;
use crate::engine::save::{not_a_number, notation_msg};
use crate::engine::text::Msg;
use std::fmt;
use std::str::FromStr;

/// One click.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A chance outcome: the dice of whatever roll is pending.
    Dice(Vec<u8>),
    /// Pick a die with this face (a setup die, or one from the pool).
    Take(u8),
    /// Write the die in hand (or an X after `green`) into this hex.
    Write(Spot),
    /// With a drafted 1: cross a red box and reroll the rest of the pool.
    RedReroll,
    /// With a drafted 1: cross a red box and write nothing.
    RedSkip,
    /// With a drafted 6: cross a green box to write an X.
    Green,
    /// With a drafted 6: roll it again.
    Reroll,
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col) as char, self.row + 1)
    }
}

impl FromStr for Spot {
    type Err = Msg;
    fn from_str(s: &str) -> Result<Spot, Msg> {
        let bad = || notation_msg("file-notation-spot", s);
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() {
            return Err(bad());
        }
        let row: u8 = chars.as_str().parse().map_err(|_| bad())?;
        if row == 0 {
            return Err(bad());
        }
        Ok(Spot::new(letter as u8 - b'A', row - 1))
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Dice(d) => {
                write!(f, "dice")?;
                for v in d {
                    write!(f, " {v}")?;
                }
                Ok(())
            }
            Action::Take(v) => write!(f, "take {v}"),
            Action::Write(s) => write!(f, "write {s}"),
            Action::RedReroll => write!(f, "red reroll"),
            Action::RedSkip => write!(f, "red skip"),
            Action::Green => write!(f, "green"),
            Action::Reroll => write!(f, "reroll"),
        }
    }
}

impl FromStr for Action {
    type Err = Msg;
    fn from_str(s: &str) -> Result<Action, Msg> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let num = |w: &str| w.parse::<u8>().map_err(|_| not_a_number(w, s));
        match words.as_slice() {
            ["dice", rest @ ..] if !rest.is_empty() => Ok(Action::Dice(
                rest.iter().map(|w| num(w)).collect::<Result<_, _>>()?,
            )),
            ["take", v] => Ok(Action::Take(num(v)?)),
            ["write", h] => Ok(Action::Write(h.parse()?)),
            ["red", "reroll"] => Ok(Action::RedReroll),
            ["red", "skip"] => Ok(Action::RedSkip),
            ["green"] => Ok(Action::Green),
            ["reroll"] => Ok(Action::Reroll),
            _ => Err(notation_msg("file-notation-molecular", s)),
        }
    }
}
