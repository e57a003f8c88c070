//! When a room goes: a finished room after the server's `--keep-finished`, an unfinished one
//! after `--keep-idle` plus its clock per move, and the words its connections are told then.

use super::super::protocol::Clock;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The refusals (catalogue ids) of a room's closing (each begins with
/// [`super::protocol::ROOM_CLOSED`], which a test checks).
pub(super) mod closing {
    pub const ENDED: &str = "net-closed-ended";
    pub const IDLE: &str = "net-closed-idle";
}

/// How a room stands, for the server's expiry sweep (the room's task keeps it up to date).
pub struct Life {
    /// Whether the game is over, and when it last changed.
    state: Mutex<(bool, Instant)>,
    /// The room's clock per move: an unfinished room is kept this much longer than the server's
    /// idle limit, so the clock's bot always moves (and the room lives on) before it would go.
    clock: Duration,
}

impl Life {
    pub(super) fn new(over: bool, since: Instant, clock: Option<Clock>) -> Life {
        Life {
            state: Mutex::new((over, since)),
            clock: Duration::from_millis(clock.map_or(0, |c| c.per_move_ms)),
        }
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
    /// `keep_finished`, or unfinished and unchanged for `keep_idle` plus its clock per move (a
    /// turn-based room with a day's clock and nobody connected outlives the day: its clock's bot
    /// moves, which is a change).
    pub fn expired(
        &self,
        now: Instant,
        keep_finished: Duration,
        keep_idle: Duration,
    ) -> Option<&'static str> {
        let (over, since) = *self.state.lock().ok()?;
        let idle = now.saturating_duration_since(since);
        if over && idle >= keep_finished {
            Some(closing::ENDED)
        } else if !over && idle >= keep_idle.saturating_add(self.clock) {
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
        let (finished, idle) = (Duration::from_secs(10), Duration::from_secs(100));
        let life = Life::new(false, t0, None);
        assert_eq!(
            life.expired(t0 + Duration::from_secs(50), finished, idle),
            None
        );
        assert_eq!(
            life.expired(t0 + Duration::from_secs(100), finished, idle),
            Some(closing::IDLE)
        );
        life.touch_at(true, t0);
        assert_eq!(
            life.expired(t0 + Duration::from_secs(9), finished, idle),
            None
        );
        assert_eq!(
            life.expired(t0 + Duration::from_secs(10), finished, idle),
            Some(closing::ENDED)
        );
        // Clients recognise a closing by the beginning of its id.
        for why in [closing::ENDED, closing::IDLE] {
            assert!(why.starts_with(crate::net::protocol::ROOM_CLOSED), "{why}");
        }
    }
}
