//! A room's summary for one of its seats ([`ClientMsg::Summary`](super::super::protocol::ClientMsg)):
//! the game, the seats' names, whose turn, the clocks and the result, read by token without
//! sitting down (the window's list of network games asks it for every seat it remembers).

use super::{Room, RoomCmd, RoomHandle, NO_SUCH_SEAT};
use crate::engine::text::Msg;
use crate::net::protocol::{encode, RoomSummary, ServerMsg};
use tokio::sync::oneshot;

impl Room {
    /// The summary for the seat of `token`, or the join's refusal (a wrong token does not tell
    /// whether the room exists).
    pub(super) fn summary(&mut self, token: &str) -> Result<RoomSummary, Msg> {
        let seat = self
            .seating
            .tokens
            .iter()
            .position(|t| t.as_deref() == Some(token))
            .ok_or_else(|| Msg::new(NO_SUCH_SEAT))?;
        let fields = self.fields();
        let over = self.m.is_over();
        Ok(RoomSummary {
            room: self.code.clone(),
            game: self.m.info().id.to_string(),
            seat,
            names: self.m.seats().iter().map(|s| s.name.clone()).collect(),
            ready: fields.ready,
            at: fields.at,
            over,
            clock_ms: fields.clock_ms,
            scores: if over {
                self.m.scores().iter().map(|s| s.total).collect()
            } else {
                Vec::new()
            },
            winners: if over { self.m.winners() } else { Vec::new() },
        })
    }
}

/// Asks `room` (none: no such room) for the summary of `token`'s seat: the encoded answer, and
/// whether it was refused (the server counts it as a refused join, so that codes and tokens are
/// not for guessing this way either).
pub async fn ask_summary(room: Option<RoomHandle>, token: String) -> (Vec<String>, bool) {
    let refused = || {
        let text = encode(ServerMsg::refused(Msg::new(NO_SUCH_SEAT)));
        (vec![text], true)
    };
    let Some(room) = room else {
        return refused();
    };
    let (reply, answer) = oneshot::channel();
    if room
        .commands
        .send(RoomCmd::Summary { token, reply })
        .is_err()
    {
        return refused();
    }
    match answer.await {
        Ok(Ok(summary)) => (vec![encode(ServerMsg::Summary(summary))], false),
        _ => refused(),
    }
}

#[cfg(test)]
mod tests {
    use super::super::life::{closing, Life};
    use crate::engine::BotLevel;
    use crate::net::protocol::Clock;
    use std::time::{Duration, Instant};

    #[test]
    fn an_unfinished_room_with_a_clock_is_kept_its_clock_longer_than_the_idle_limit() {
        let t0 = Instant::now();
        let limits = crate::net::limits::Limits {
            keep_finished: Duration::from_secs(10),
            keep_idle: Duration::from_secs(100),
            ..Default::default()
        };
        let clock = Clock {
            per_move_ms: 30_000,
            bot: BotLevel::Easy,
        };
        let timed = Life::new(false, t0, Some(clock), true);
        let at = |s| t0 + Duration::from_secs(s);
        assert_eq!(timed.expired(at(129), &limits), None);
        assert_eq!(timed.expired(at(130), &limits), Some(closing::IDLE));
        // Its clock's bot moved: the idle time runs from there.
        timed.touch_at(false, at(100));
        assert_eq!(timed.expired(at(229), &limits), None);
        // A finished one goes as any other.
        timed.touch_at(true, t0);
        assert_eq!(timed.expired(at(10), &limits), Some(closing::ENDED));
    }
}
