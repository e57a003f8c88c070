//! The type-erased game: what every service and shell may ask of a game of any kind. It knows no
//! window, no network and no bots (those are [`super::Bots`] and the shells' own adapters).

use super::{GameInfo, Playable};
use crate::engine::rules::{SeatScore, TableDice, ToMove};
use crate::engine::session::{Dice, SeatInfo};
use std::collections::BTreeMap;
use thiserror::Error;

/// Why an action, a dice entry or a save was refused. The game is unchanged after any of them.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The text is not an action of this game.
    #[error("{0}")]
    Notation(crate::engine::text::Msg),
    /// The rules refuse the action here (the reason in the player's words).
    #[error("{0}")]
    Refused(crate::engine::text::Msg),
    /// The dice typed at the table do not fit the roll asked for.
    #[error("{0}")]
    Dice(crate::engine::text::Msg),
    /// The save text could not be written.
    #[error("cannot write the save: {0}")]
    Save(String),
}

impl From<crate::engine::Refusal> for PlayError {
    fn from(r: crate::engine::Refusal) -> Self {
        PlayError::Refused(r.0)
    }
}

/// A chance outcome entered at the table (table dice only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChanceEntry<'a> {
    /// A plain roll: the dice as they lie.
    Dice(&'a [u8]),
    /// Any chance outcome (a roll, a deal, a scramble) in the game's notation.
    Notation(&'a str),
    /// "Roll for me": the app draws the outcome from the seed, as if it had been entered.
    FromSeed,
}

/// A line of the action log, borrowed from the session (nothing is cloned to show it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LogLine<'a> {
    /// Seat name; empty for the dice (the window words them: `seat` is `None`).
    pub who: &'a str,
    pub text: &'a crate::engine::text::Msg,
    /// The seat that took the action; `None` for the dice.
    pub seat: Option<usize>,
}

/// A running game of any kind.
pub trait Match {
    fn info(&self) -> GameInfo;
    fn seats(&self) -> &[SeatInfo];
    fn seed(&self) -> u64;
    /// The options as key → value choices (for "Play again").
    fn option_choices(&self) -> BTreeMap<String, String>;
    fn to_move(&self) -> ToMove;
    fn is_over(&self) -> bool {
        self.to_move() == ToMove::Over
    }
    /// Every seat that may act now: the seat to move, and on a simultaneous step (everyone
    /// writing on the same roll) every other seat still busy with it.
    fn ready(&self) -> Vec<usize>;
    /// Puts a ready seat in focus (it becomes the seat to move; the sheet shown is its own).
    /// False, nothing changed, when `seat` is not ready.
    fn focus(&mut self, seat: usize) -> bool;
    /// Whether the seat to move (in focus) is a person's.
    fn person_to_move(&self) -> bool {
        matches!(self.to_move(), ToMove::Seat(i) if self.seats().get(i).is_some_and(SeatInfo::is_human))
    }
    /// The legal actions in notation (CLI and tests).
    fn legal(&self) -> Vec<String>;
    /// Applies an action of the seat to move given in notation.
    fn apply_str(&mut self, notation: &str) -> Result<(), PlayError>;
    /// Applies an action of `seat` given in notation: the seat must be ready (a network player's
    /// action, whoever is in focus).
    fn apply_as(&mut self, seat: usize, notation: &str) -> Result<(), PlayError>;
    /// Where this game's chance outcomes come from.
    fn dice_mode(&self) -> Dice;
    /// With table dice at a chance step that is a plain roll: the dice to enter.
    fn table_dice(&self) -> Option<TableDice>;
    /// Enters a chance outcome rolled at the table (table dice only). Refused entries change
    /// nothing.
    fn enter_chance(&mut self, entry: ChanceEntry<'_>) -> Result<(), PlayError>;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    /// Takes back actions up to and including the last one by a human seat.
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    /// How many actions (the log's length).
    fn action_count(&self) -> usize;
    /// Grows by one with every change of position (actions, undo, redo), for caches.
    fn generation(&self) -> u64;
    fn log_line(&self, index: usize) -> Option<LogLine<'_>>;
    /// A log entry's notation (shown on hover; the save holds the same text).
    fn log_notation(&self, index: usize) -> Option<String>;
    fn prompt(&self) -> crate::engine::text::Msg;
    fn scores(&self) -> Vec<SeatScore>;
    fn winners(&self) -> Vec<usize>;
    /// The save file's text.
    fn save_text(&self) -> Result<String, PlayError>;
    /// The position as pretty RON (for `dicepad replay` and bug reports).
    fn state_text(&self) -> String;
    /// The game as it stood after its first `steps` log entries, as a game of its own (a position
    /// on the review's timeline); the original is untouched. With `play_on` the dice due next are
    /// drawn (seeded games), so it can be played on as a new game: a branch.
    fn at_step(&self, steps: usize, play_on: bool) -> Box<dyn Playable>;
}

/// "seed N", or for a running network game, whose seed is its server's secret, "sealed seed".
pub fn seed_words(m: &(impl Match + ?Sized)) -> String {
    match m.dice_mode() {
        Dice::Sealed => crate::engine::text::tr("seed-sealed"),
        _ => crate::engine::text::Msg::new("seed-n")
            .text("seed", m.seed().to_string())
            .to_string(),
    }
}
