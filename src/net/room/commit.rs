//! A room's commit: what changed (a seat's action with the bots' replies it set off, a clock's
//! bot move, a seat handed to a bot or taken back) is stored first, and only once the store has
//! it does the acting seat hear "done" and everyone else hear of it. If the store fails (its disk
//! is full, its database down or locked), the room goes back to what the store holds, the seat
//! is refused, nobody else hears anything, and the next attempt works once the store is back.
//!
//! Going back is the game's mark ([`crate::game::Replica::mark`]): after every commit the room
//! marks its game, which keeps a copy of the stored position (one clone of the game's state, no
//! replay), and a failed commit goes back to it, dropping the entries logged since. That is
//! cheaper than applying each action to a copy of the game first (a copy of the whole log per
//! action) and clearer than rebuilding the game from the store (a replay of the whole log, and a
//! read of a store that may be the one failing). Between two commands the room's game is always
//! the stored one.

use super::moved::MOVED;
use super::Room;
use crate::engine::text::Msg;
use crate::net::rated::RatedTable;
use crate::net::store::{Change, DayEnd, StoreError};
use std::time::{Duration, Instant};

pub use crate::net::protocol::{CHANGE_NOT_SAVED, MOVE_NOT_SAVED};

/// How long a room's bots and clocks wait to try again after a failed commit, at first; each
/// failure in a row doubles it, up to [`RETRY_MAX`] (a store that is down for long costs each
/// room one attempt every few seconds, not a loop).
pub(super) const RETRY_FIRST: Duration = Duration::from_millis(250);
pub(super) const RETRY_MAX: Duration = Duration::from_secs(8);

/// Why a change was not stored, and so was told to nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Unsaved {
    /// The store failed: the room went back to what it holds.
    Failed,
    /// Another server holds the room now: this copy stopped.
    Released,
}

impl Unsaved {
    /// The refusal a seat hears: `what` (a catalogue id) when the store failed.
    pub(super) fn msg(self, what: &'static str) -> Msg {
        match self {
            Unsaved::Failed => Msg::new(what),
            Unsaved::Released => Msg::new(MOVED),
        }
    }
}

impl Room {
    /// Stores what changed since the last commit (the new log lines, the seating if it changed),
    /// then tells everyone. If the store does not take it, nobody is told: the room goes back to
    /// what the store holds (or, held by another server now, stops).
    pub(super) async fn changed(&mut self) -> Result<(), Unsaved> {
        let now = self.m.action_count();
        let lines: Vec<(String, bool)> = (self.stored_at..now)
            .filter_map(|i| self.m.save_line(i))
            .collect();
        if lines.len() != now - self.stored_at {
            tracing::error!(room = %self.code, "the game's log has an entry with no save line");
            self.back_to_stored();
            return Err(Unsaved::Failed);
        }
        let day_end = match self.day_end() {
            Ok(end) => end,
            Err(why) => {
                tracing::error!(room = %self.code, %why, "a daily attempt's end cannot be saved");
                self.back_to_stored();
                return Err(Unsaved::Failed);
            }
        };
        let change = Change::Append {
            code: self.code.clone(),
            from: self.stored_at,
            lines,
            seating: self.seating_changed.then(|| self.seating.clone()),
            over: self.m.is_over(),
            day_end,
            rated: self.rated(),
        };
        match self.store.save(change).await {
            Ok(()) => {}
            // Another server holds the room now: this copy stops, telling nobody of it.
            Err(StoreError::NotHeld { .. }) => {
                self.release();
                return Err(Unsaved::Released);
            }
            Err(e) => {
                let (room, stored, dropped) = (&self.code, self.stored_at, now - self.stored_at);
                tracing::error!(%room, stored, dropped, error = %e, "not stored: told to nobody");
                self.back_to_stored();
                return Err(Unsaved::Failed);
            }
        }
        self.stored_at = now;
        if self.seating_changed {
            self.seating_stored = self.seating.clone();
            self.seating_changed = false;
        }
        self.m.mark();
        self.retry = None;
        self.backoff = RETRY_FIRST;
        self.view = None;
        self.wind();
        self.life.touch(self.m.is_over());
        if !self.over && self.m.is_over() {
            let scores: Vec<i32> = self.m.scores().iter().map(|s| s.total).collect();
            tracing::info!(room = %self.code, actions = now, ?scores, "finished");
        }
        self.over = self.m.is_over();
        self.broadcast();
        Ok(())
    }

    /// A daily attempt's result, when this commit stores its game's end: seat 1's total, the
    /// time by the server's daily clock, and the whole save.
    fn day_end(&self) -> Result<Option<DayEnd>, String> {
        if !self.seating.day || self.over || !self.m.is_over() {
            return Ok(None);
        }
        let score = self.m.scores().first().map_or(0, |s| s.total);
        let save = self.m.save_text().map_err(|e| e.to_string())?;
        Ok(Some(DayEnd {
            score,
            ended: self.day_clock.seconds(),
            save,
        }))
    }

    /// A rated room's result, when this commit stores its game's end ([`RatedTable::of_room`]
    /// says who it rates).
    fn rated(&self) -> Option<RatedTable> {
        if self.over || !self.m.is_over() {
            return None;
        }
        let names: Vec<String> = self.m.seats().iter().map(|s| s.name.clone()).collect();
        let scores: Vec<i32> = self.m.scores().iter().map(|s| s.total).collect();
        let table = RatedTable::of_room(
            self.m.info().id,
            &self.seating,
            &names,
            &scores,
            &self.m.winners(),
        );
        if let Some(t) = &table {
            tracing::info!(room = %self.code, players = t.player_ids().len(), "rated");
        }
        table
    }

    /// After a failed commit: the game and the seating as the store holds them, and a later try
    /// for the bots and clocks ([`Room::retry`]).
    fn back_to_stored(&mut self) {
        if self.m.action_count() != self.stored_at && !self.m.back_to_mark() {
            // Not expected (the mark is made at every commit and the game only grows between):
            // the room goes on from here, and its next commit is checked against the store's
            // length anyway.
            tracing::error!(room = %self.code, "cannot go back to the stored position");
        }
        self.seating = self.seating_stored.clone();
        // The seats' values as stored too: one taken in since (which no roll used yet: the
        // game is back at the stored length) goes, and the seat's next join offers it anew.
        if let Err(why) = self.m.set_contributions(self.seating.contributions.clone()) {
            tracing::error!(room = %self.code, %why, "cannot go back to the stored random values");
        }
        self.seating_changed = false;
        self.view = None;
        if self.counted_at > self.m.action_count() {
            self.moves.iter_mut().for_each(|n| *n = 0);
            self.counted_at = 0;
        }
        // Each failure in a row waits twice as long, up to `RETRY_MAX`.
        let wait = self.backoff;
        self.backoff = (wait * 2).min(RETRY_MAX);
        self.retry = Some(Instant::now() + wait);
    }
}

#[cfg(test)]
#[path = "commit_tests.rs"]
mod tests;
