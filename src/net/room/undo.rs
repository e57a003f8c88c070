//! A seat takes back its own last action, as a player at one window can before the next roll.
//! The room allows it only for the log's last entry, made by the asking seat itself (not the
//! clock's bot for it), with nothing after it: no roll (a roll seen is never taken back), no other
//! seat's action (theirs were made on a position that included it), no seat's random value taken
//! in (every roll from there on was promised it), and the game not over. The entry goes from the
//! store first ([`Change::TakeBack`]); then everyone gets the whole state, one entry shorter
//! (a delta only ever adds lines). What a seat's witness accepts of that is in
//! [`crate::net::witness`].

use super::moved::MOVED;
use super::Room;
use crate::engine::text::Msg;
use crate::net::protocol::{encode, ServerMsg, MOVE_NOT_SAVED};
use crate::net::store::{Change, StoreError};
use std::sync::Arc;

impl Room {
    /// Takes back `seat`'s last action (its client saw `at` entries), stored before anyone
    /// hears of it; refused (nothing changed) unless it may be (see the module's notes).
    pub(super) async fn undo_and_commit(
        &mut self,
        seat: usize,
        conn: u64,
        at: usize,
    ) -> Result<(), Msg> {
        if let Err(why) = self.may_undo(seat, conn, at) {
            tracing::debug!(room = %self.code, seat = seat + 1, at, "undo refused");
            return Err(why);
        }
        // The game without its last entry: the same start, seal and values, the entries before
        // replayed (they applied to exactly these positions before).
        let shorter = self.m.at_step(at - 1, false);
        let change = Change::TakeBack {
            code: self.code.clone(),
            at,
        };
        match self.store.save(change).await {
            Ok(()) => {}
            // Another server holds the room now: this copy stops, telling nobody of it.
            Err(StoreError::NotHeld { .. }) => {
                self.release();
                return Err(Msg::new(MOVED));
            }
            // Nothing changed here: the room still stands where the store has it.
            Err(e) => {
                tracing::error!(room = %self.code, seat = seat + 1, error = %e, "undo not stored: told to nobody");
                return Err(Msg::new(MOVE_NOT_SAVED));
            }
        }
        self.m = shorter;
        self.m.mark();
        self.stored_at = at - 1;
        self.view = None;
        // The seats' counts are counted again from the start.
        self.moves.iter_mut().for_each(|n| *n = 0);
        self.counted_at = 0;
        // The seat may act again: its clock runs from now.
        if let Some(d) = self.due.get_mut(seat) {
            *d = None;
        }
        self.wind();
        self.life.touch(false);
        tracing::info!(room = %self.code, seat = seat + 1, actions = at - 1, "undo");
        self.send_state();
        Ok(())
    }

    /// Whether `seat` (on connection `conn`, having seen `at` entries) may take back the log's
    /// last entry now; the refusal in the player's words if not.
    fn may_undo(&self, seat: usize, conn: u64, at: usize) -> Result<(), Msg> {
        if self.connected.get(seat) != Some(&Some(conn)) {
            return Err(Msg::new("net-seat-elsewhere"));
        }
        if self.seating.seats.get(seat).is_some_and(|s| !s.is_person()) {
            return Err(Msg::new("net-bot-plays"));
        }
        if self.m.is_over() {
            return Err(Msg::new("net-game-over"));
        }
        let now = self.m.action_count();
        if at != now {
            return Err(Msg::new("net-undo-stale"));
        }
        // The seat's own last entry, and what came after it.
        let own = (0..now)
            .rev()
            .find(|&i| self.m.log_line(i).and_then(|l| l.seat) == Some(seat));
        let Some(own) = own else {
            return Err(Msg::new("net-undo-nothing"));
        };
        let after = own + 1..now;
        if after
            .clone()
            .any(|i| self.m.log_line(i).is_some_and(|l| l.seat.is_none()))
        {
            return Err(Msg::new("net-undo-rolled"));
        }
        if !after.is_empty() {
            return Err(Msg::new("net-undo-others"));
        }
        if self.m.save_line(own).is_some_and(|(_, by_bot)| by_bot) {
            return Err(Msg::new("net-undo-bot"));
        }
        if self.seating.contributions.iter().any(|c| c.from == now) {
            return Err(Msg::new("net-undo-joined"));
        }
        Ok(())
    }

    /// Tells everyone the whole state (after an undo: the log is shorter than their copies,
    /// which a delta cannot say).
    fn send_state(&mut self) {
        // Not expected (the room's own game, stored and loaded before): `state` logs why.
        let Ok(state) = self.state() else {
            return;
        };
        self.sent_at = self.m.action_count();
        self.seq += 1;
        let _ = self.updates.send(Arc::new(super::Update {
            seq: self.seq,
            text: encode(ServerMsg::State(state)),
            last: false,
        }));
    }
}
