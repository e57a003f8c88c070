//! The Practice list: the player's own costly decisions from reviewed games, each brought back at
//! growing intervals (spaced repetition). A position missed comes back the next day; one found
//! comes back after twice the last interval (1, 2, 4, 8 … days, at most [`MAX_INTERVAL_DAYS`]).
//! Kept in the history database (table `practice`, schema version 3), its game's row owning it.

/// A day, in seconds.
pub const DAY: i64 = 24 * 60 * 60;

/// The longest a position found again and again waits before it comes back.
pub const MAX_INTERVAL_DAYS: i64 = 64;

/// A costly decision to add: where it is (the recorded game, the log index, the seat) and what
/// the review found there, in notation.
#[derive(Clone, Debug, PartialEq)]
pub struct NewItem {
    pub step: usize,
    pub seat: usize,
    pub played: String,
    pub best: String,
    /// The reference bot's level (`Easy`, `Normal`, `Strong`).
    pub level: String,
    pub lost: f64,
}

/// One position of the list, with its schedule.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PracticeItem {
    pub game_id: i64,
    /// The game's id (`hex-roller`), for its name.
    pub game: String,
    pub step: usize,
    pub seat: usize,
    pub played: String,
    pub best: String,
    pub level: String,
    pub lost: f64,
    /// Unix seconds: when it was added, and when it is due next.
    pub added: i64,
    pub due: i64,
    /// The last interval in days (0 until first answered), answers so far and how many found.
    pub interval_days: i64,
    pub tries: i64,
    pub found: i64,
}

/// The schedule after an answer at `now`: found doubles the interval (from 1 day, at most
/// [`MAX_INTERVAL_DAYS`]), missed brings the position back after a day. Returns (interval in
/// days, due).
pub fn next_due(interval_days: i64, found: bool, now: i64) -> (i64, i64) {
    let interval = if found {
        (interval_days.max(0) * 2).clamp(1, MAX_INTERVAL_DAYS)
    } else {
        1
    };
    (interval, now.saturating_add(interval * DAY))
}
