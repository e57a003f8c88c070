//! The game history: every finished (or abandoned) game in an SQLite database in the data folder,
//! with its seats, scores, breakdown lines and save text, so any past game reopens exactly.
//!
//! Writes are one transaction each in WAL mode, so killing the app mid-write loses at most the game
//! being written. A damaged, locked or read-only file gives a one-line [`HistoryError`]; callers
//! show it and carry on without history. See docs/history.md.

pub mod bot_game;
mod error;
#[cfg(target_arch = "wasm32")]
mod kept;
pub mod practice;
#[cfg(not(target_arch = "wasm32"))]
pub mod schema;
mod selfplay;
#[cfg(not(target_arch = "wasm32"))]
mod sqlite;
pub mod stats;

pub use error::{HistoryError, Reason};
#[cfg(target_arch = "wasm32")]
pub use kept::History;
pub use selfplay::{record_selfplay, RecordError};
#[cfg(not(target_arch = "wasm32"))]
pub use sqlite::History;
pub use stats::{OpponentStats, PlayerStats, ScorePoint, Stats};

use crate::engine::rules::BotLevel;
use crate::engine::session::Dice;
use crate::game::Match;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A seat of a recorded game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub name: String,
    /// None for a person.
    pub level: Option<BotLevel>,
}

impl SeatRecord {
    /// The name statistics group this seat under: a person's name, or "Normal bot" etc.
    pub fn player(&self) -> String {
        player_label(&self.name, self.level)
    }
}

/// The statistics name of a seat: bots are grouped by level, people by name.
pub fn player_label(name: &str, level: Option<BotLevel>) -> String {
    match level {
        Some(level) => format!("{} bot", level.label()),
        None => name.to_string(),
    }
}

/// Everything kept about one game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's id ("honeycomb", …).
    pub game: String,
    pub options: BTreeMap<String, String>,
    pub seed: u64,
    pub table_dice: bool,
    pub seats: Vec<SeatRecord>,
    /// Per seat, the total.
    pub scores: Vec<i32>,
    /// Per seat, the breakdown lines (label, points).
    pub breakdowns: Vec<Vec<(String, i32)>>,
    pub winners: Vec<usize>,
    /// Unix seconds.
    pub started: i64,
    pub ended: i64,
    pub actions: usize,
    pub abandoned: bool,
    pub save_text: String,
}

impl GameRecord {
    /// The record of a running game. A game recorded as finished must be over; an abandoned one
    /// has no winners.
    pub fn from_match(
        m: &dyn Match,
        started: i64,
        ended: i64,
        abandoned: bool,
    ) -> Result<GameRecord, crate::engine::text::Msg> {
        if !abandoned && !m.is_over() {
            return Err(crate::engine::text::Msg::new("file-history-not-over"));
        }
        let scores = m.scores();
        Ok(GameRecord {
            game: m.info().id.to_string(),
            options: m.option_choices(),
            seed: m.seed(),
            table_dice: m.dice_mode() == Dice::Table,
            seats: m
                .seats()
                .iter()
                .map(|s| SeatRecord {
                    name: s.name.clone(),
                    level: s.kind.bot_level(),
                })
                .collect(),
            scores: scores.iter().map(|s| s.total).collect(),
            breakdowns: scores
                .iter()
                .map(|s| {
                    s.lines
                        .iter()
                        // The record keeps English words, whatever the window's language.
                        .map(|l| (l.label.render(crate::engine::text::Lang::En), l.points))
                        .collect()
                })
                .collect(),
            winners: if abandoned { Vec::new() } else { m.winners() },
            started,
            ended,
            actions: m.action_count(),
            abandoned,
            save_text: m.save_text().map_err(|e| {
                crate::engine::text::Msg::new("file-save-unwritable").text("why", e.to_string())
            })?,
        })
    }

    pub(super) fn check(&self) -> Result<(), HistoryError> {
        let n = self.seats.len();
        let bad = |why: Reason| Err(HistoryError::BadRecord(why));
        if n == 0 {
            return bad(Reason::NoSeats);
        }
        if self.scores.len() != n {
            return bad(Reason::Scores {
                scores: self.scores.len(),
                seats: n,
            });
        }
        if !self.breakdowns.is_empty() && self.breakdowns.len() != n {
            return bad(Reason::Breakdowns {
                breakdowns: self.breakdowns.len(),
                seats: n,
            });
        }
        if let Some(&w) = self.winners.iter().find(|&&w| w >= n) {
            return bad(Reason::Winner {
                winner: w,
                seats: n,
            });
        }
        Ok(())
    }
}

/// A seat in the list of past games.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatSummary {
    pub name: String,
    pub level: Option<BotLevel>,
    pub score: i32,
    pub winner: bool,
}

/// A past game without its save text (for lists and statistics).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameSummary {
    pub id: i64,
    pub game: String,
    pub started: i64,
    pub ended: i64,
    pub actions: usize,
    pub abandoned: bool,
    pub seats: Vec<SeatSummary>,
    /// The dice's seed, the options chosen, and whether the dice were rolled at the table (what
    /// a solo game's rating needs to play the bots on the same dice).
    pub seed: u64,
    pub options: BTreeMap<String, String>,
    pub table_dice: bool,
}

impl GameSummary {
    /// Whether `player` (a person's name or "Normal bot" etc.) sat at this game.
    pub fn has_player(&self, player: &str) -> bool {
        self.seats
            .iter()
            .any(|s| player_label(&s.name, s.level) == player)
    }
}

/// Which games to list or count. Empty fields match everything.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// A game id.
    pub game: Option<String>,
    /// A person's name, or "Easy bot" / "Normal bot" / "Strong bot".
    pub player: Option<String>,
}

/// What either store (SQLite on the desktop, the browser's kept entry) works out the same way.
impl History {
    /// Statistics per game and player over the games the filter matches.
    pub fn stats(&self, filter: &Filter) -> Result<Stats, HistoryError> {
        let games = self.games(&Filter {
            game: filter.game.clone(),
            player: None,
        })?;
        Ok(Stats::from_games(&games, filter.player.as_deref()))
    }
}

/// Now, in unix seconds.
pub fn now() -> i64 {
    unix_secs(web_time::SystemTime::now())
}

/// A time in unix seconds (0 before 1970).
pub fn unix_secs(t: web_time::SystemTime) -> i64 {
    t.duration_since(web_time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}
