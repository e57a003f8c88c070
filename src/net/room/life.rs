//! When a room goes: a finished room after the server's `--keep-finished`, an unfinished one
//! after `--keep-idle` plus its clock per move, one no seat has joined after `--keep-unjoined`,
//! and the words its connections are told then.

use super::super::limits::Limits;
use super::super::protocol::Clock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The refusals (catalogue ids) of a room's closing (each begins with
/// [`super::protocol::ROOM_CLOSED`], which a test checks).
pub(super) mod closing {
    pub const ENDED: &str = "net-closed-ended";
    pub const IDLE: &str = "net-closed-idle";
    pub const UNJOINED: &str = "net-closed-unjoined";
}

/// How a room stands, for the server's expiry sweep (the room's task keeps it up to date).
pub struct Life {
    /// Whether the game is over, and when it last changed.
    state: Mutex<(bool, Instant)>,
    /// The room's clock per move: an unfinished room is kept this much longer than the server's
    /// idle limit, so the clock's bot always moves (and the room lives on) before it would go.
    clock: Duration,
    /// Whether a seat has joined the room (or, for a room restored from the store, a person's
    /// seat has acted in it).
    joined: AtomicBool,
    /// When the room was opened here (made, or restored at start-up).
    opened: Instant,
}

impl Life {
    pub(super) fn new(over: bool, since: Instant, clock: Option<Clock>, joined: bool) -> Life {
        Life {
            state: Mutex::new((over, since)),
            clock: Duration::from_millis(clock.map_or(0, |c| c.per_move_ms)),
            joined: AtomicBool::new(joined),
            opened: Instant::now(),
        }
    }

    /// A seat joined the room.
    pub(super) fn joined(&self) {
        self.joined.store(true, Ordering::Relaxed);
    }

    pub(super) fn touch(&self, over: bool) {
        self.touch_at(over, Instant::now());
    }

    pub(super) fn touch_at(&self, over: bool, at: Instant) {
        if let Ok(mut state) = self.state.lock() {
            *state = (over, at);
        }
    }

    /// Why the room should go at `now`, if it should: finished and unchanged for
    /// `keep_finished`; unfinished and joined by no seat `keep_unjoined` after it was opened
    /// (its bots' moves do not keep it); or unfinished and unchanged for `keep_idle` plus its
    /// clock per move (a turn-based room with a day's clock and nobody connected outlives the
    /// day: its clock's bot moves, which is a change).
    pub fn expired(&self, now: Instant, limits: &Limits) -> Option<&'static str> {
        let (over, since) = *self.state.lock().ok()?;
        let idle = now.saturating_duration_since(since);
        let unjoined = !self.joined.load(Ordering::Relaxed)
            && now.saturating_duration_since(self.opened) >= limits.keep_unjoined;
        if over && idle >= limits.keep_finished {
            Some(closing::ENDED)
        } else if !over && unjoined {
            Some(closing::UNJOINED)
        } else if !over && idle >= limits.keep_idle.saturating_add(self.clock) {
            Some(closing::IDLE)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_room_expires_by_whether_its_game_is_over_and_says_so_in_the_closing_words() {
        let t0 = Instant::now();
        let limits = Limits {
            keep_finished: Duration::from_secs(10),
            keep_idle: Duration::from_secs(100),
            keep_unjoined: Duration::from_secs(30),
            ..Limits::default()
        };
        let life = Life::new(false, t0, None, true);
        assert_eq!(life.expired(t0 + Duration::from_secs(50), &limits), None);
        assert_eq!(
            life.expired(t0 + Duration::from_secs(100), &limits),
            Some(closing::IDLE)
        );
        life.touch_at(true, t0);
        assert_eq!(life.expired(t0 + Duration::from_secs(9), &limits), None);
        assert_eq!(
            life.expired(t0 + Duration::from_secs(10), &limits),
            Some(closing::ENDED)
        );
        // A room nobody joined goes sooner, however busy its bots are.
        let lonely = Life::new(false, t0, None, false);
        let later = lonely.opened + Duration::from_secs(30);
        lonely.touch_at(false, later);
        assert_eq!(lonely.expired(later, &limits), Some(closing::UNJOINED));
        lonely.joined();
        assert_eq!(lonely.expired(later, &limits), None);
        // Clients recognise a closing by the beginning of its id.
        for why in [closing::ENDED, closing::IDLE, closing::UNJOINED] {
            assert!(why.starts_with(crate::net::protocol::ROOM_CLOSED), "{why}");
        }
    }
}
