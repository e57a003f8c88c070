//! Black Molly's action notation (saves, the CLI, the log's notation column); see
//! docs/black_molly.md. The text of every action must stay as it is so old saves keep loading.

use super::data::{CardKind, COLS};
use super::state::{Card, Dir};
use crate::engine::save::{clip, not_a_number, notation_msg};
use crate::engine::text::Msg;
use std::fmt;
use std::str::FromStr;

/// One click (or one chance outcome).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The dealt random aquarium (chance).
    Aquarium(Vec<CardKind>),
    /// Variant setup: the old fish starts on this card.
    Start(Card),
    /// Swim one fish (the old one if `old`) one card.
    Move { from: Card, to: Card, old: bool },
    /// End this player's fish moves.
    Done,
    /// The starting player rolls the D4.
    Roll,
    /// The D4 shows this (chance).
    D4(u8),
    /// Steer the next fish on the split card.
    Split(Dir),
    /// Molly `k` (0 or 1) swims to this card.
    Molly(usize, Card),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Aquarium(cards) => {
                let rows: Vec<String> = cards
                    .chunks(COLS)
                    .map(|row| row.iter().map(|k| k.token()).collect())
                    .collect();
                write!(f, "aquarium {}", rows.join("/"))
            }
            Action::Start(c) => write!(f, "start {c}"),
            Action::Move { from, to, old } => {
                write!(f, "{} {from} {to}", if *old { "old" } else { "move" })
            }
            Action::Done => write!(f, "done"),
            Action::Roll => write!(f, "roll"),
            Action::D4(n) => write!(f, "d4 {n}"),
            Action::Split(d) => write!(f, "split {d}"),
            Action::Molly(k, c) => write!(f, "molly {} {c}", k + 1),
        }
    }
}

impl FromStr for Action {
    type Err = Msg;
    fn from_str(s: &str) -> Result<Action, Msg> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let usage = || notation_msg("file-notation-black-molly", s);
        match words.as_slice() {
            ["aquarium", rows] => {
                let cards = super::data::parse_rows(rows.split('/'))
                    .map_err(|_| notation_msg("file-notation-aquarium", rows))?;
                Ok(Action::Aquarium(cards))
            }
            ["start", c] => Ok(Action::Start(c.parse()?)),
            ["move", a, b] => Ok(Action::Move {
                from: a.parse()?,
                to: b.parse()?,
                old: false,
            }),
            ["old", a, b] => Ok(Action::Move {
                from: a.parse()?,
                to: b.parse()?,
                old: true,
            }),
            ["done"] => Ok(Action::Done),
            ["roll"] => Ok(Action::Roll),
            ["d4", n] => match n.parse::<u8>() {
                Ok(v) => Ok(Action::D4(v)),
                Err(_) => Err(not_a_number(n, s)),
            },
            ["split", d] => Ok(Action::Split(d.parse()?)),
            ["molly", k, c] => match *k {
                "1" => Ok(Action::Molly(0, c.parse()?)),
                "2" => Ok(Action::Molly(1, c.parse()?)),
                _ => Err(notation_msg("file-notation-molly", k).text("text", clip(s, 40))),
            },
            _ => Err(usage()),
        }
    }
}
