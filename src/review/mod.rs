//! Post-game review: for every decision of the reviewed seats, what the reference bot would have
//! played in that position, the expected final score of the seat after each of the two moves, and
//! the points the played move lost.
//!
//! Expected scores are estimated by rollouts: from the position after a move, Normal bots play every
//! seat to the end with seeded chance. Both candidates of a decision are rolled out on the same
//! random numbers (common random numbers), so their difference is the moves' difference, not noise,
//! and the same save always gives the same review (the result can be cached under [`cache_key`]),
//! whatever the number of threads it ran on. Rollouts stop early, by a fixed rule, where the better
//! move is clear, and a decision whose played move is the bot's needs none.
//! No GUI and no database here: see docs/review.md.

mod analysis;
mod labels;
mod luck;
mod memo;
mod pool;
mod retry;
mod rollout;
pub mod task;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod values_tests;

pub use analysis::{review_save, review_save_with};
pub use labels::{thresholds, Label, Thresholds};
pub use pool::available_threads;
pub use retry::{retry_any, retry_save, Retried, Retry};
pub use rollout::{BATCH, TOLERANCE, Z};

use crate::engine::rules::BotLevel;
use crate::engine::save::clip;
use crate::engine::text::{tr, Msg};
use serde::{Deserialize, Serialize};

/// Bumped whenever the analysis changes what it computes (rollout bots, seeds, decision rules), so
/// cached reviews made by an older analysis are not reused.
pub const REVIEW_VERSION: u32 = 6;

/// Rollouts per candidate move by default, at most (measured in docs/review.md: a finished game's
/// review with the Strong reference bot takes seconds in a release build on two cores).
pub const DEFAULT_ROLLOUTS: u32 = 32;

/// More rollouts than this are refused (a review would take hours).
pub const MAX_ROLLOUTS: u32 = 10_000;

/// What a review compares against and how hard it looks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewSettings {
    /// The reference bot whose choice each decision is compared with.
    pub level: BotLevel,
    /// Rollouts per candidate move, at most (at least 1): fewer where the better move is clear.
    pub rollouts: u32,
    /// Seats to review (0-based). `None`: every human seat, or every seat if none is human.
    pub seats: Option<Vec<usize>>,
}

impl Default for ReviewSettings {
    fn default() -> Self {
        ReviewSettings {
            level: BotLevel::Strong,
            rollouts: DEFAULT_ROLLOUTS,
            seats: None,
        }
    }
}

impl ReviewSettings {
    /// A fast review (Normal reference bot, 4 rollouts): for tests and quick looks.
    pub fn quick() -> Self {
        ReviewSettings {
            level: BotLevel::Normal,
            rollouts: 4,
            seats: None,
        }
    }
}

/// One decision of a reviewed seat.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Decision {
    /// Log index of the seat's action: the position before it is the first `index` log entries.
    pub index: usize,
    /// The seat (0-based), its name as the save has it (blank when nobody named it: see
    /// [`Decision::who_shown`]) and, for a bot's seat, its level.
    pub seat: usize,
    pub who: String,
    #[serde(default)]
    pub bot: Option<BotLevel>,
    /// The seat's nth action of the game, from 1 (forced actions count too, though they are not
    /// reviewed). Not shown to players (they see [`Decision::line`]).
    pub turn: usize,
    /// What was played: notation and the game's own words.
    pub played: String,
    pub played_text: String,
    /// The reference bot's choice in the same position.
    pub best: String,
    pub best_text: String,
    /// Expected final score of the seat after the played move and after the bot's choice; none
    /// when they are the same move (nothing to compare, so no rollouts).
    pub expected_played: Option<f64>,
    pub expected_best: Option<f64>,
    /// Rollouts per move behind the expected scores (0 when the moves are the same).
    #[serde(default)]
    pub rollouts: u32,
    /// Points lost: 0 when the played move is the bot's, else `max(0, expected_best -
    /// expected_played)`.
    pub lost: f64,
    /// By the points lost and the game's [`Thresholds`]: an inaccuracy, a mistake, a blunder, or
    /// none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<Label>,
}

impl Decision {
    /// The seat's name as a review prints it: a blank one worded in this thread's language
    /// ("Player 2", "Bot 3 (Normal)") as everywhere else, shortened to [`MAX_SHOWN_NAME`].
    pub fn who_shown(&self) -> String {
        seat_shown(&self.who, self.bot, self.seat)
    }

    /// Whether the played move was the reference bot's choice.
    pub fn agreed(&self) -> bool {
        self.played == self.best
    }

    /// The decision's log line, numbered from 1 as the log shows it: the one number a review gives
    /// a decision everywhere.
    pub fn line(&self) -> usize {
        self.index + 1
    }
}

/// One chance step of the game (dice, the D4, a card, the cube's scramble) and its luck for every
/// seat: how much better or worse the outcome left the seat's expected final score than the
/// average outcome would have (see docs/review.md, "Luck").
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct ChanceStep {
    /// Log index of the outcome: the position before it is the first `index` log entries.
    pub index: usize,
    /// The outcome: notation and the game's own words.
    pub outcome: String,
    pub outcome_text: String,
    /// Per seat: the luck in points, its standard error, and the rollouts behind it.
    pub luck: Vec<f64>,
    pub se: Vec<f64>,
    pub rollouts: Vec<u32>,
}

impl ChanceStep {
    /// The step's log line, numbered from 1 as the log shows it.
    pub fn line(&self) -> usize {
        self.index + 1
    }
}

/// What decided one seat's result: where it stood at the start, what the dice did, what its
/// decisions cost, and what is left over.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct SeatSplit {
    pub seat: usize,
    /// The seat's name as the save has it and, for a bot's seat, its level.
    pub who: String,
    #[serde(default)]
    pub bot: Option<BotLevel>,
    /// The seat's expected final score before the first action (the Normal bots playing every
    /// seat), and its standard error.
    pub start: f64,
    pub start_se: f64,
    /// The seat's luck summed over every chance step, and its standard error.
    pub luck: f64,
    pub luck_se: f64,
    /// Points its decisions lost against the reference bot, and how many lost any: `None` for a
    /// seat whose decisions were not reviewed.
    pub lost: Option<f64>,
    pub costly: usize,
    /// Its labelled decisions, and the share in percent of its reviewed decisions that earned no
    /// label (`None` for a seat with no reviewed decision).
    #[serde(default)]
    pub inaccuracies: usize,
    #[serde(default)]
    pub mistakes: usize,
    #[serde(default)]
    pub blunders: usize,
    #[serde(default)]
    pub accuracy: Option<f64>,
    /// The final score.
    pub result: i32,
}

impl SeatSplit {
    /// The seat's name as a review prints it (see [`Decision::who_shown`]).
    pub fn who_shown(&self) -> String {
        seat_shown(&self.who, self.bot, self.seat)
    }

    /// "Ann: accuracy 84% (2 inaccuracies, 1 mistake, no blunder)", for a seat with reviewed
    /// decisions.
    pub fn accuracy_msg(&self) -> Option<Msg> {
        let accuracy = self.accuracy?;
        Some(
            Msg::new("review-accuracy")
                .text("who", self.who_shown())
                .text("accuracy", format!("{accuracy:.0}"))
                .count("inaccuracies", self.inaccuracies)
                .count("mistakes", self.mistakes)
                .count("blunders", self.blunders),
        )
    }

    /// The result on average luck: the final score less the luck.
    pub fn luck_adjusted(&self) -> f64 {
        f64::from(self.result) - self.luck
    }

    /// One line on the seat: "Ann 64: expected 70.0 at the start, dice +2.1, decisions −8.1 (3
    /// costly)".
    pub fn line_msg(&self) -> Msg {
        let msg = match self.lost {
            Some(lost) => Msg::new("review-split")
                .text("lost", signed(-lost))
                .count("costly", self.costly),
            None => Msg::new("review-split-unreviewed"),
        };
        msg.text("who", self.who_shown())
            .int("result", self.result)
            .text("start", tenths(self.start))
            .text("luck", signed(self.luck))
    }
}

/// A whole game's review.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Review {
    /// The game id.
    pub game: String,
    pub settings: ReviewSettings,
    /// The reviewed decisions in log order (positions with a single legal action are left out).
    pub decisions: Vec<Decision>,
    /// Every chance step in log order, with its luck for every seat (none in reviews made before
    /// luck was: [`REVIEW_VERSION`] 4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chance: Vec<ChanceStep>,
    /// Per seat, in seat order: the start, the luck, the decisions and the result.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<SeatSplit>,
}

impl Review {
    /// Expected points lost over the whole game.
    pub fn total_lost(&self) -> f64 {
        self.decisions.iter().map(|d| d.lost).sum()
    }

    /// The decisions that lost points.
    pub fn costly(&self) -> impl Iterator<Item = &Decision> {
        self.decisions.iter().filter(|d| d.lost > 0.0)
    }

    /// The decision that lost the most points (the earliest of equals), if any lost points.
    pub fn biggest(&self) -> Option<&Decision> {
        self.costly()
            .fold(None, |best: Option<&Decision>, d| match best {
                Some(b) if b.lost >= d.lost => Some(b),
                _ => Some(d),
            })
    }

    /// In a game of several seats, the seats in the order their results on average luck would
    /// put them (best first): "On equal luck: Bob 61.2, Ann 58.0".
    pub fn luck_standing(&self) -> Option<Msg> {
        if self.seats.len() < 2 {
            return None;
        }
        let mut order: Vec<&SeatSplit> = self.seats.iter().collect();
        order.sort_by(|a, b| b.luck_adjusted().total_cmp(&a.luck_adjusted()));
        let list: Vec<String> = order
            .iter()
            .map(|s| format!("{} {}", s.who_shown(), tenths(s.luck_adjusted())))
            .collect();
        Some(Msg::new("review-luck-standing").text("list", list.join(", ")))
    }

    /// The chance step that helped (`best`) or hurt `seat` the most, if any moved it.
    pub fn luckiest(&self, seat: usize, best: bool) -> Option<&ChanceStep> {
        let luck = |c: &ChanceStep| c.luck.get(seat).copied().unwrap_or(0.0);
        let steps = self.chance.iter();
        if best {
            steps
                .filter(|c| luck(c) > 0.0)
                .max_by(|a, b| luck(a).total_cmp(&luck(b)))
        } else {
            steps
                .filter(|c| luck(c) < 0.0)
                .min_by(|a, b| luck(a).total_cmp(&luck(b)))
        }
    }

    /// One sentence for the end of a game: how much the decisions cost and the biggest loss,
    /// in this thread's language.
    pub fn summary(&self) -> String {
        self.summary_msg().to_string()
    }

    /// [`Review::summary`] as a message.
    pub fn summary_msg(&self) -> Msg {
        let level = self.settings.level.label();
        let Some(big) = self.biggest() else {
            return Msg::new("review-no-loss")
                .count("n", self.decisions.len())
                .text("level", level);
        };
        Msg::new("review-summary")
            .count("n", self.costly().count())
            .text("lost", tenths(self.total_lost()))
            .count("line", big.line())
            .text("who", big.who_shown())
            .text("played", clip(&big.played_text, MAX_SHOWN_TEXT))
            .text("best", clip(&big.best_text, MAX_SHOWN_TEXT))
            .text("big", tenths(big.lost))
    }

    /// The per-decision table the CLI prints, then the summary. Decisions are numbered by their
    /// log line, as the log and the review window number them.
    pub fn table_text(&self) -> String {
        let mut rows: Vec<[String; 8]> = vec![[
            tr("review-col-line"),
            tr("review-col-who"),
            tr("review-col-played"),
            Msg::new("review-col-bot")
                .text("level", self.settings.level.label())
                .to_string(),
            tr("review-col-exp-played"),
            tr("review-col-exp-best"),
            tr("review-col-lost"),
            tr("review-col-rollouts"),
        ]];
        for d in &self.decisions {
            rows.push([
                d.line().to_string(),
                d.who_shown(),
                clip(&d.played, MAX_SHOWN_TEXT),
                if d.agreed() {
                    "=".into()
                } else {
                    clip(&d.best, MAX_SHOWN_TEXT)
                },
                expected(d.expected_played),
                expected(d.expected_best),
                format!("{:.2}", d.lost),
                d.rollouts.to_string(),
            ]);
        }
        let mut widths = [0usize; 8];
        for row in &rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell.chars().count());
            }
        }
        let mut out = String::new();
        for row in &rows {
            let cells: Vec<String> = row
                .iter()
                .zip(widths)
                .enumerate()
                .map(|(i, (cell, w))| {
                    // Padded by hand: a width from the data must never reach a format string.
                    let pad = " ".repeat(w.saturating_sub(cell.chars().count()));
                    // Text columns read left to right, numbers line up on the right.
                    if (1..=3).contains(&i) {
                        format!("{cell}{pad}")
                    } else {
                        format!("{pad}{cell}")
                    }
                })
                .collect();
            out.push_str(cells.join("  ").trim_end());
            out.push('\n');
        }
        let note = Msg::new("review-table-note").int("n", self.settings.rollouts);
        out.push_str(&format!("\n{note}\n{}\n", self.summary()));
        for split in &self.seats {
            out.push_str(&format!("{}\n", split.line_msg()));
            if let Some(acc) = split.accuracy_msg() {
                out.push_str(&format!("{acc}\n"));
            }
        }
        if let Some(order) = self.luck_standing() {
            out.push_str(&format!("{order}\n"));
        }
        out
    }
}

/// Points with one decimal, as the player's language writes them (`2.5`, `2,5`).
fn tenths(points: f64) -> String {
    let text = format!("{points:.1}");
    match crate::engine::text::lang() {
        crate::engine::text::Lang::En => text,
        _ => text.replace('.', ","),
    }
}

/// A seat's name as a review prints it: a blank one worded in this thread's language ("Player 2",
/// "Bot 3 (Normal)") as everywhere else, shortened to [`MAX_SHOWN_NAME`].
fn seat_shown(who: &str, bot: Option<BotLevel>, seat: usize) -> String {
    let kind = bot.map_or(crate::engine::SeatKind::Human, crate::engine::SeatKind::Bot);
    shown_name(&crate::engine::Names::worded(who, kind, seat))
}

/// Points with one decimal and a sign, as the player's language writes them (`+2.1`, `−8,1`).
pub fn signed(points: f64) -> String {
    let text = tenths(points.abs());
    // "−0.0" and "+0.0" read the same: no sign where the tenths are 0.
    if (points.abs() * 10.0).round() == 0.0 {
        text
    } else if points < 0.0 {
        format!("\u{2212}{text}")
    } else {
        format!("+{text}")
    }
}

/// An expected score as the table prints it: two decimals, or "-" when none was estimated.
fn expected(score: Option<f64>) -> String {
    score.map_or_else(|| "-".to_string(), |s| format!("{s:.2}"))
}

/// Names longer than this are shortened (with "…") where a review prints them.
pub const MAX_SHOWN_NAME: usize = 24;
/// Moves' notation and words longer than this are shortened where a review prints them.
pub const MAX_SHOWN_TEXT: usize = 80;

/// A seat's name as a review prints it: at most [`MAX_SHOWN_NAME`] characters, on one line.
pub fn shown_name(name: &str) -> String {
    let one_line: String = name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    clip(&one_line, MAX_SHOWN_NAME)
}

/// The cache key of a save's review with these settings: FNV-1a 64 of a versioned text, as hex.
/// The same on every machine and run; it changes with the save, the settings and
/// [`REVIEW_VERSION`]. Line endings and a byte-order mark do not matter.
pub fn cache_key(save_text: &str, settings: &ReviewSettings) -> String {
    let text = save_text.strip_prefix('\u{feff}').unwrap_or(save_text);
    let seats = match &settings.seats {
        None => "default".to_string(),
        Some(list) => {
            let list: Vec<String> = list.iter().map(|s| s.to_string()).collect();
            list.join(",")
        }
    };
    let head = format!(
        "dicepad review v{REVIEW_VERSION} level={} rollouts={} seats={seats}\n",
        settings.level.label(),
        settings.rollouts
    );
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let body = text.split("\r\n").flat_map(|part| [part, "\n"]);
    for piece in std::iter::once(head.as_str()).chain(body) {
        for b in piece.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

/// Why a save cannot be reviewed.
#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    #[error("rollouts must be 1 to {MAX_ROLLOUTS}, not {0}")]
    Rollouts(u32),
    #[error("cannot review: {0}")]
    Load(crate::engine::save::LoadError),
    #[error("cannot review this save: {0}")]
    Unreadable(crate::engine::save::LoadError),
    #[error("cannot review this save: unknown game `{0}`")]
    UnknownGame(String),
    #[error("there is no seat {seat} in a {seats}-seat game")]
    NoSeat { seat: usize, seats: usize },
    #[error("line {line} is not a decision of seat {seat}")]
    NoDecision { line: usize, seat: usize },
    #[error("`{0}` is not a legal move there")]
    NotLegal(String),
}

impl ReviewError {
    /// The error in the player's words (its `Display` is for logs).
    pub fn msg(&self) -> Msg {
        match self {
            ReviewError::Rollouts(n) => Msg::new("review-err-rollouts")
                .int("max", MAX_ROLLOUTS)
                .int("n", *n),
            ReviewError::Load(e) => Msg::new("review-err-load").text("why", e.to_string()),
            ReviewError::Unreadable(e) => {
                Msg::new("review-err-unreadable").text("why", e.to_string())
            }
            ReviewError::UnknownGame(game) => {
                Msg::new("review-err-unknown-game").text("game", game.clone())
            }
            ReviewError::NoSeat { seat, seats } => Msg::new("review-err-no-seat")
                .count("seat", *seat)
                .count("seats", *seats),
            ReviewError::NoDecision { line, seat } => Msg::new("review-err-no-decision")
                .count("line", *line)
                .count("seat", *seat),
            ReviewError::NotLegal(text) => {
                Msg::new("review-err-not-legal").text("move", text.clone())
            }
        }
    }
}

/// A review as a job for the games' dispatch.
struct ReviewJob<'a> {
    text: &'a str,
    settings: &'a ReviewSettings,
    threads: usize,
    progress: &'a mut dyn FnMut(usize, usize) -> bool,
}

impl crate::games::GameFn for ReviewJob<'_> {
    type Output = Result<Option<Review>, ReviewError>;
    fn call<G: crate::game::Game>(self, rules: G) -> Self::Output {
        review_save_with(rules, self.text, self.settings, self.threads, self.progress)
    }
}

/// Reviews a save of any registered game (the game is read from the save) on every core.
/// `progress(done, total)` returning false cancels it: `Ok(None)`.
pub fn review_any(
    save_text: &str,
    settings: &ReviewSettings,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Option<Review>, ReviewError> {
    review_any_with(save_text, settings, available_threads(), progress)
}

/// [`review_any`] on `threads` threads (at least one): the review is the same for any count.
pub fn review_any_with(
    save_text: &str,
    settings: &ReviewSettings,
    threads: usize,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Option<Review>, ReviewError> {
    let text = save_text.strip_prefix('\u{feff}').unwrap_or(save_text);
    let id = crate::engine::save::peek_game(text).map_err(ReviewError::Unreadable)?;
    let job = ReviewJob {
        text,
        settings,
        threads,
        progress,
    };
    crate::games::with_game(&id, job)
        .unwrap_or_else(|| Err(ReviewError::UnknownGame(clip(&id, 40))))
}
