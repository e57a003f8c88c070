//! Following a room's game from its messages: the whole game from a [`RoomState`] once, then
//! each [`RoomDelta`]'s new log lines appended to the copy exactly as loading the whole save
//! would ([`crate::game::Replica`]), so the copy stays byte for byte the server's public view. A
//! delta that does not follow (a gap in the log's length, or a line the local rules refuse)
//! changes nothing and is answered with [`ClientMsg::Resync`]; the copy is never left half way.

use super::protocol::{ClientMsg, RoomDelta, RoomState};
use crate::engine::save::LoadError;
use crate::engine::text::Msg;
use crate::game::Playable;

/// Why a delta could not be taken in.
#[derive(Debug, thiserror::Error)]
pub enum FollowError {
    #[error("the server's update starts after {from} actions, but this copy has {have}")]
    Gap { have: usize, from: usize },
    #[error("the server's update is malformed: {lines} lines from {from} do not make {at}")]
    Lines {
        lines: usize,
        from: usize,
        at: usize,
    },
    #[error("the server's update is malformed: a bot's move at {0} is not among the new lines")]
    BotMove(usize),
    #[error("the server's update does not apply here: {0}")]
    Refused(#[from] LoadError),
}

impl FollowError {
    /// The player's words.
    pub fn msg(&self) -> Msg {
        match self {
            FollowError::Gap { have, from } => Msg::new("net-follow-gap")
                .count("from", *from)
                .count("have", *have),
            FollowError::Lines { lines, from, at } => Msg::new("net-follow-lines")
                .count("lines", *lines)
                .count("from", *from)
                .count("at", *at),
            FollowError::BotMove(at) => Msg::new("net-follow-bot").count("at", *at),
            FollowError::Refused(e) => Msg::new("net-follow-refused").text("why", e.to_string()),
        }
    }
}

/// Appends `delta`'s lines to `m`, which must stand at `delta.from`. All or nothing: on any
/// refusal `m` is back where it was. Leaves `m` marked at its new position (see
/// [`crate::game::Replica::mark`]).
pub fn apply_delta(m: &mut dyn Playable, delta: &RoomDelta) -> Result<(), FollowError> {
    let have = m.action_count();
    if delta.from != have {
        return Err(FollowError::Gap {
            have,
            from: delta.from,
        });
    }
    if delta.from.checked_add(delta.log.len()) != Some(delta.at) {
        return Err(FollowError::Lines {
            lines: delta.log.len(),
            from: delta.from,
            at: delta.at,
        });
    }
    append_lines(m, delta.from, &delta.log, &delta.bot_moves)
}

/// Appends `lines` (the log's from `from`, where `m` must stand) to `m`, `bot_moves` naming
/// those (by index in the whole log) a bot chose for a person's seat. All or nothing: on any
/// refusal `m` is back where it was. Leaves `m` marked at its new position.
pub fn append_lines(
    m: &mut dyn Playable,
    from: usize,
    lines: &[String],
    bot_moves: &[usize],
) -> Result<(), FollowError> {
    let have = m.action_count();
    if from != have {
        return Err(FollowError::Gap { have, from });
    }
    let end = from + lines.len();
    if let Some(i) = bot_moves.iter().find(|&&i| !(from..end).contains(&i)) {
        return Err(FollowError::BotMove(*i));
    }
    // Where a refusal goes back to: the mark, made now unless the game stands at it already
    // (a copy following deltas is marked at the end of each; a mark copies the game's state).
    if m.marked_at() != Some(have) {
        m.mark();
    }
    for (i, line) in lines.iter().enumerate() {
        if let Err(e) = m.append_line(line, bot_moves.contains(&(from + i))) {
            m.back_to_mark();
            return Err(e.into());
        }
    }
    m.mark();
    Ok(())
}

/// The delta a room sends after `from` log lines of `m` (its game), with `room` for the room's
/// own fields (a state made for the same moment).
pub fn delta_of(m: &dyn Playable, from: usize, room: &RoomState) -> RoomDelta {
    let mut log = Vec::with_capacity(m.action_count().saturating_sub(from));
    let mut bot_moves = Vec::new();
    for i in from..m.action_count() {
        if let Some((line, by_bot)) = m.save_line(i) {
            log.push(line);
            if by_bot {
                bot_moves.push(i);
            }
        }
    }
    RoomDelta {
        from,
        at: from + log.len(),
        log,
        bot_moves,
        ready: room.ready.clone(),
        moves: room.moves.clone(),
        connected: room.connected.clone(),
        grace_ms: room.grace_ms.clone(),
        seats: room.seats.clone(),
        clock_ms: room.clock_ms.clone(),
    }
}

/// What taking in a delta came to.
// `Ask` holds a whole client message (a `create_room` with its optional create secret is the
// largest): one at a time, on the stack, never stored in bulk.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum Followed {
    /// The copy took it in.
    Applied,
    /// Skipped: a resync is already on its way.
    Skipped,
    /// It did not follow: send this to the server (and say why, if wanted).
    Ask(ClientMsg, FollowError),
}

/// A headless copy of a room's game: the last state's room fields and the game itself.
pub struct Follower {
    /// The room as last heard (its `save` is the last whole state's: the game moves on in
    /// [`Follower::game`]).
    pub state: RoomState,
    pub game: Box<dyn Playable>,
    /// A resync was asked for and not answered yet.
    asked: bool,
}

impl Follower {
    /// The copy of a whole state's game.
    pub fn new(state: RoomState) -> Result<Follower, LoadError> {
        let mut game = crate::games::load_any(&state.save)?;
        game.mark();
        Ok(Follower {
            state,
            game,
            asked: false,
        })
    }

    /// Takes in a whole state (its game is loaded anew).
    pub fn take_state(&mut self, state: RoomState) -> Result<(), LoadError> {
        *self = Follower::new(state)?;
        Ok(())
    }

    /// Takes in a delta.
    pub fn take_delta(&mut self, delta: &RoomDelta) -> Followed {
        match apply_delta(&mut *self.game, delta) {
            Ok(()) => {
                self.asked = false;
                self.state.take_delta(delta);
                Followed::Applied
            }
            Err(_) if self.asked => Followed::Skipped,
            Err(e) => {
                self.asked = true;
                // A gap a later delta can fill is asked from where the copy stands; a line the
                // rules refuse needs the whole game.
                let at = matches!(e, FollowError::Gap { .. }).then(|| self.game.action_count());
                Followed::Ask(ClientMsg::Resync { at }, e)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::seal::Salt;
    use crate::net::fair::{public_view, seal};
    use crate::net::protocol::{encode, SeatSpec, ServerMsg};

    /// A server's game of `id`: Easy bots in every seat (up to four), seeded and sealed.
    fn server_game(id: &str, seed: u64) -> Box<dyn Playable> {
        let seats = crate::games::find(id).unwrap().info().max_seats.min(4);
        let m = crate::games::easy_bots(id, seats, seed, &[]);
        let sealed = seal(&m.save_text().unwrap(), Salt([7; 16])).unwrap();
        crate::games::load_any(&sealed).unwrap()
    }

    fn fields(m: &dyn Playable) -> RoomState {
        let n = m.seats().len();
        RoomState {
            room: "ROOM".into(),
            at: m.action_count(),
            save: String::new(),
            ready: m.ready(),
            moves: vec![0; n],
            over: m.is_over(),
            connected: vec![true; n],
            grace_ms: vec![None; n],
            seats: vec![SeatSpec::Remote; n],
            clock: None,
            clock_ms: vec![None; n],
            chat: Vec::new(),
        }
    }

    fn view(m: &dyn Playable) -> String {
        public_view(&m.save_text().unwrap(), false).unwrap()
    }

    #[test]
    fn a_copy_following_deltas_is_byte_for_byte_the_servers_view_in_every_game() {
        for id in [
            "hex-roller",
            "black-molly",
            "diaominos",
            "honeycomb-caverns",
            "molecular-structures",
        ] {
            let mut server = server_game(id, 4_242);
            let mut copy = crate::games::load_any(&view(&*server)).unwrap();
            copy.mark();
            let mut from = server.action_count();
            let mut steps = 0;
            loop {
                assert!(server.step_bot(), "{id}: a bot moves");
                if server.is_over() {
                    break;
                }
                let delta = delta_of(&*server, from, &fields(&*server));
                assert!(!delta.log.is_empty(), "{id}");
                apply_delta(&mut *copy, &delta).unwrap_or_else(|e| panic!("{id}: {e}"));
                from = delta.at;
                steps += 1;
                if steps % 25 == 0 {
                    assert_eq!(copy.save_text().unwrap(), view(&*server), "{id} at {from}");
                }
            }
            // The last position before the end (the end itself comes as the whole save).
            let before_end = server.action_count() - 1;
            let whole = server.at_step(before_end, false);
            let mut rest = delta_of(&*whole, from, &fields(&*whole));
            rest.at = from + rest.log.len();
            apply_delta(&mut *copy, &rest).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(copy.action_count(), before_end, "{id}");
            assert_eq!(copy.save_text().unwrap(), view(&*whole), "{id}");
            assert!(steps >= 3, "{id}: {steps} deltas");
        }
    }

    #[test]
    fn a_delta_that_does_not_follow_changes_nothing_and_asks_again() {
        let mut server = server_game("hex-roller", 99);
        let start = view(&*server);
        let state = RoomState {
            save: start.clone(),
            ..fields(&*server)
        };
        let mut copy = Follower::new(state).unwrap();
        let from = server.action_count();
        for _ in 0..6 {
            assert!(server.step_bot());
        }
        let good = delta_of(&*server, from, &fields(&*server));
        // A gap: the copy is asked for from where it stands.
        let mut gap = good.clone();
        gap.from += 1;
        gap.log.remove(0);
        match copy.take_delta(&gap) {
            Followed::Ask(ClientMsg::Resync { at }, FollowError::Gap { .. }) => {
                assert_eq!(at, Some(from));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(copy.game.save_text().unwrap(), start);
        // While the answer is on its way, other deltas that do not follow are skipped.
        assert!(matches!(copy.take_delta(&gap), Followed::Skipped));
        // A line the rules refuse (the last one changed into another seat's action): nothing
        // of the delta is kept, and the whole game is asked for.
        let mut bad = good.clone();
        if let Some(last) = bad.log.last_mut() {
            *last = format!("P4: {last}");
        }
        copy.asked = false;
        match copy.take_delta(&bad) {
            Followed::Ask(ClientMsg::Resync { at: None }, FollowError::Refused(_)) => {}
            other => panic!("{other:?}"),
        }
        assert_eq!(copy.game.save_text().unwrap(), start);
        assert_eq!(copy.game.action_count(), from);
        // The right one applies, and the copy is the server's view.
        assert!(matches!(copy.take_delta(&good), Followed::Applied));
        assert_eq!(copy.game.save_text().unwrap(), view(&*server));
        assert_eq!(copy.state.at, server.action_count());
        // Its size has nothing to do with the game's length: the lines and the room's fields.
        let text = encode(ServerMsg::Delta(delta_of(
            &*server,
            server.action_count() - 1,
            &fields(&*server),
        )));
        assert!(text.len() < 300, "{} bytes: {text}", text.len());
    }
}
