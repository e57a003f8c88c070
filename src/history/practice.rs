//! The Practice list: the player's own costly decisions from reviewed games, each brought back at
//! growing intervals (spaced repetition). A position missed comes back the next day; one found
//! comes back after twice the last interval (1, 2, 4, 8 … days, at most [`MAX_INTERVAL_DAYS`]).
//! Kept in the history database (table `practice`, schema version 3), its game's row owning it.

use super::{History, HistoryError};
use rusqlite::{params, OptionalExtension};

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
#[derive(Clone, Debug, PartialEq)]
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

const COLUMNS: &str = "p.game_id, g.game, p.step, p.seat, p.played, p.best, p.level, p.lost, \
                       p.added, p.due, p.interval_days, p.tries, p.found";

fn item(r: &rusqlite::Row<'_>) -> rusqlite::Result<PracticeItem> {
    let index = |i: usize| -> rusqlite::Result<usize> {
        let v: i64 = r.get(i)?;
        usize::try_from(v).map_err(|_| rusqlite::Error::IntegralValueOutOfRange(i, v))
    };
    Ok(PracticeItem {
        game_id: r.get(0)?,
        game: r.get(1)?,
        step: index(2)?,
        seat: index(3)?,
        played: r.get(4)?,
        best: r.get(5)?,
        level: r.get(6)?,
        lost: r.get(7)?,
        added: r.get(8)?,
        due: r.get(9)?,
        interval_days: r.get(10)?,
        tries: r.get(11)?,
        found: r.get(12)?,
    })
}

impl History {
    /// Adds the costly decisions of recorded game `game_id`, due at once; a position already on
    /// the list keeps its schedule. Returns how many were new.
    pub fn practice_add(&mut self, game_id: i64, items: &[NewItem]) -> Result<usize, HistoryError> {
        let now = super::now();
        let path = self.path.clone();
        let sql = |e| HistoryError::from_sql(&path, e);
        let tx = self.conn.transaction().map_err(sql)?;
        let mut added = 0;
        for it in items {
            added += tx
                .execute(
                    "INSERT OR IGNORE INTO practice (game_id, step, seat, played, best, level,
                         lost, added, due, interval_days, tries, found)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, 0, 0, 0)",
                    params![
                        game_id,
                        it.step as i64,
                        it.seat as i64,
                        it.played,
                        it.best,
                        it.level,
                        it.lost,
                        now
                    ],
                )
                .map_err(sql)?;
        }
        tx.commit().map_err(sql)?;
        Ok(added)
    }

    /// The positions due at `now`, the longest overdue first (at most `limit`), and how many are
    /// due in all.
    pub fn practice_due(
        &self,
        now: i64,
        limit: usize,
    ) -> Result<(Vec<PracticeItem>, usize), HistoryError> {
        let sql = |e| self.err(e);
        let mut stmt = self
            .conn
            .prepare(&format!(
                "SELECT {COLUMNS} FROM practice p JOIN games g ON g.id = p.game_id
                 WHERE p.due <= ?1 ORDER BY p.due, p.game_id, p.step LIMIT ?2"
            ))
            .map_err(sql)?;
        let items = stmt
            .query_map(params![now, limit as i64], item)
            .map_err(sql)?
            .collect::<rusqlite::Result<Vec<_>>>()
            .map_err(sql)?;
        let count: i64 = self
            .conn
            .query_row(
                "SELECT count(*) FROM practice WHERE due <= ?1",
                [now],
                |r| r.get(0),
            )
            .map_err(sql)?;
        Ok((items, usize::try_from(count).unwrap_or(0)))
    }

    /// The whole list, soonest due first.
    pub fn practice_all(&self) -> Result<Vec<PracticeItem>, HistoryError> {
        let sql = |e| self.err(e);
        let mut stmt = self
            .conn
            .prepare(&format!(
                "SELECT {COLUMNS} FROM practice p JOIN games g ON g.id = p.game_id
                 ORDER BY p.due, p.game_id, p.step"
            ))
            .map_err(sql)?;
        let items = stmt
            .query_map([], item)
            .map_err(sql)?
            .collect::<rusqlite::Result<Vec<_>>>()
            .map_err(sql)?;
        Ok(items)
    }

    /// One position of the list, if it is on it.
    pub fn practice_item(
        &self,
        game_id: i64,
        step: usize,
    ) -> Result<Option<PracticeItem>, HistoryError> {
        self.conn
            .query_row(
                &format!(
                    "SELECT {COLUMNS} FROM practice p JOIN games g ON g.id = p.game_id
                     WHERE p.game_id = ?1 AND p.step = ?2"
                ),
                params![game_id, step as i64],
                item,
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    /// Takes a position off the list (its game no longer has it). Returns whether it was there.
    pub fn practice_remove(&mut self, game_id: i64, step: usize) -> Result<bool, HistoryError> {
        self.conn
            .execute(
                "DELETE FROM practice WHERE game_id = ?1 AND step = ?2",
                params![game_id, step as i64],
            )
            .map(|n| n > 0)
            .map_err(|e| self.err(e))
    }

    /// Records an answer at `now` and schedules the position again ([`next_due`]). Returns the
    /// item as it now stands (`None`: not on the list).
    pub fn practice_answer(
        &mut self,
        game_id: i64,
        step: usize,
        found: bool,
        now: i64,
    ) -> Result<Option<PracticeItem>, HistoryError> {
        let Some(it) = self.practice_item(game_id, step)? else {
            return Ok(None);
        };
        let (interval, due) = next_due(it.interval_days, found, now);
        self.conn
            .execute(
                "UPDATE practice SET interval_days = ?3, due = ?4, tries = tries + 1,
                     found = found + ?5
                 WHERE game_id = ?1 AND step = ?2",
                params![game_id, step as i64, interval, due, i64::from(found)],
            )
            .map_err(|e| self.err(e))?;
        self.practice_item(game_id, step)
    }
}

#[cfg(test)]
#[path = "practice_tests.rs"]
mod tests;
