//! A seat played from this window over the network, as a transport: [`Link`] keeps a WebSocket to
//! the server (on a thread of its own on the desktop, the browser's own in the browser build;
//! connecting again with the seat's token when it drops), and
//! [`RemoteSeat`] sends this seat's actions and takes in the room's states. It is not a game: the
//! window plays a local replica of the server's game through the same play path as any local
//! game, and asks the seat whether it may act and when the replica must be rebuilt.
//!
//! The replica is loaded from the whole state the server sends on joining (the game's public
//! view: a save without the dice's seed, loaded like any save; its rolls come as logged actions,
//! so the replica never draws dice and never needs the seed), and from then on each delta's new
//! log lines are appended to it as a load would ([`RemoteSeat::catch_up`]); a delta that does not
//! follow is answered with a resync. The seat keeps the commitment to the seed it was given
//! first, and warns if a later state carries another.
//! A click is checked and shown at once on the replica by the same rules, then sent; when the
//! server's answer comes the replica goes back to the server's last position (its mark) and
//! appends the server's lines (a refusal so puts the server's state back and says why). Undo
//! asks the server ([`RemoteSeat::undo`]), which takes back the seat's own last action if
//! nothing came after it and sends everyone the whole state; bots are played by the server,
//! never here.

use super::chat::{Bucket, ChatView};
use super::follow::{append_lines, FollowError};
use super::protocol::{is_chat_refusal, ChatRefusal, ClientMsg, RoomDelta, RoomState, SeatSpec};
pub use super::remote_link::{Event, Link, Wake};
use super::witness::Witness;
use crate::engine::text::Msg;
use crate::engine::{BotLevel, ToMove};
use crate::game::{Match, Playable};
use std::time::Duration;

/// A link that has asked for its seat and waits for the first state.
pub struct Joining {
    link: Link,
    seat: Option<usize>,
    /// A daily challenge's seat: the day's commitment its dice must carry ([`Witness::day`]).
    day: Option<crate::engine::seal::Commitment>,
    /// The last problem met (shown while connecting goes on).
    pub problem: Option<Msg>,
    /// Tries so far that could not reach the server.
    pub failures: usize,
}

impl Joining {
    pub fn new(link: Link) -> Self {
        Joining {
            link,
            seat: None,
            day: None,
            problem: None,
            failures: 0,
        }
    }

    /// The seat is a daily challenge's attempt: its room's dice must be the day's, committed to
    /// by `commitment` (the one the server's board gives for the day), with no seat's value in
    /// them.
    pub fn for_day(mut self, commitment: Option<crate::engine::seal::Commitment>) -> Self {
        self.day = commitment;
        self
    }

    pub fn link(&self) -> &Link {
        &self.link
    }

    /// Takes in what arrived: the seat once the first state is here, an error if the server
    /// refused the seat.
    pub fn poll(&mut self) -> Option<Result<RemoteSeat, Msg>> {
        while let Some(event) = self.link.poll() {
            match event {
                Event::Joined { seat, .. } => self.seat = Some(seat),
                Event::State(state) => {
                    let Some(seat) = self.seat else { continue };
                    return Some(Ok(RemoteSeat::start(
                        std::mem::replace(&mut self.link, Link::closed()),
                        seat,
                        *state,
                        self.day,
                    )));
                }
                Event::Refused(why) => {
                    return Some(Err(Msg::new("net-refused").msg("why", why)));
                }
                Event::Lost(why) => {
                    self.failures += 1;
                    self.problem = Some(why);
                }
                Event::Connected => self.problem = None,
                // Followed: the seat is remembered at the new address once joined.
                Event::Moved(to) => self.link.url = to,
                Event::GaveUp(why) => return Some(Err(why)),
                // Deltas and chat lines follow the first state; none comes before it.
                Event::Delta(_) | Event::Chat(_) => {}
            }
        }
        None
    }

    /// Waits (up to `wait`) for the seat (tests and the command line; the browser never blocks).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn wait(mut self, wait: Duration) -> Result<RemoteSeat, Msg> {
        let deadline = web_time::Instant::now() + wait;
        loop {
            if let Some(result) = self.poll() {
                return result;
            }
            let left = deadline.saturating_duration_since(web_time::Instant::now());
            if left.is_zero() {
                return Err(self.problem.unwrap_or_else(|| Msg::new("net-no-answer")));
            }
            std::thread::sleep(left.min(Duration::from_millis(10)));
        }
    }
}

/// How the window's seat stands with the server.
#[derive(Clone, Debug, PartialEq)]
pub enum Connection {
    Connected,
    /// The connection dropped (why, in the player's words); the link is trying again.
    Lost(Msg),
}

/// The room as this window sees it (the lobby and the table strip draw it).
#[derive(Clone, Debug, PartialEq)]
pub struct RoomView {
    pub url: String,
    pub room: String,
    /// The seat this window plays.
    pub me: usize,
    pub seats: Vec<SeatSpec>,
    /// Per seat: someone (or a bot) plays it now.
    pub connected: Vec<bool>,
    /// The seats that may act now (still thinking on a simultaneous round).
    pub ready: Vec<usize>,
    pub connection: Connection,
    /// The server's last refusal, if the last thing this window sent was refused.
    pub refused: Option<Msg>,
    /// Every seat's token, when this window hosts the room (to hand out as invitations).
    pub invites: Vec<Option<String>>,
    /// Why the server's dice cannot be trusted, if a state broke its commitment.
    pub untrusted: Option<Msg>,
    /// Per seat whose player is away: from when a bot may take it (the server's grace period,
    /// counted from when its state arrived).
    pub bot_from: Vec<Option<web_time::Instant>>,
    /// In a room with a clock, per person's seat that may act: when its time runs out (the
    /// room's bot acts for it then), counted from when the room's message arrived.
    pub out_of_time: Vec<Option<web_time::Instant>>,
}

impl RoomView {
    /// Whole seconds until a bot may take `seat`: `Some(0)` once it may, `None` if it never
    /// may now (connected, a bot, the game over).
    pub fn bot_in_secs(&self, seat: usize, now: web_time::Instant) -> Option<u64> {
        Some(whole_secs_until(
            self.bot_from.get(seat).copied().flatten()?,
            now,
        ))
    }

    /// Whole seconds left on `seat`'s clock (`Some(0)` once it ran out), `None` when no clock
    /// runs for it.
    pub fn clock_secs(&self, seat: usize, now: web_time::Instant) -> Option<u64> {
        Some(whole_secs_until(
            self.out_of_time.get(seat).copied().flatten()?,
            now,
        ))
    }
}

/// Whole seconds from `now` until `at`, rounded up (`Some(0)` once it has passed).
fn whole_secs_until(at: web_time::Instant, now: web_time::Instant) -> u64 {
    let left = at.saturating_duration_since(now);
    left.as_secs() + u64::from(left.subsec_nanos() > 0)
}

/// What [`RemoteSeat::sync`] took in, least to most.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Synced {
    /// Nothing arrived.
    Nothing,
    /// The room changed (connections, who is thinking), the game did not.
    Room,
    /// The game changed, or this window's action was refused: load the replica anew from
    /// [`RemoteSeat::save`] if [`RemoteSeat::take_reload`] says so, then
    /// [`RemoteSeat::catch_up`].
    Game,
}

/// This window's seat in a room on a server: sends the seat's actions, takes in the room's states.
pub struct RemoteSeat {
    link: Link,
    me: usize,
    /// The room as the server last told it: the last whole state, with every delta's room
    /// fields since (its `save` stays the whole state's; the lines went to the replica).
    state: RoomState,
    /// The server's log lines the replica has not taken yet, from `pending_from`, and which of
    /// them (by index in the log) a bot chose for a person's seat.
    pending: Vec<String>,
    pending_bots: Vec<usize>,
    pending_from: usize,
    /// A whole state arrived: the replica is loaded anew from it.
    reload: bool,
    /// A resync was asked for and not answered yet.
    asked: bool,
    /// This seat's action count when its last action was sent (until the server answers).
    in_flight: Option<usize>,
    /// An undo was asked for and not answered yet.
    undo_sent: bool,
    connection: Connection,
    refused: Option<Msg>,
    invites: Vec<Option<String>>,
    /// What this seat saw of its game: the commitment first given, the log followed, the
    /// random values shown (the finished game must extend it).
    witness: Witness,
    /// Set (for good) when a state broke what the witness holds.
    untrusted: Option<Msg>,
    /// When the last state arrived (its grace times count from here).
    received: web_time::Instant,
    /// The table's chat as this window has it, and this seat's allowance of lines (the server's,
    /// counted here too so that a line the server would refuse for speed is not sent).
    chat: ChatView,
    chat_bucket: Bucket,
    /// The server the room moved to (a redirect was followed), until the window has taken it.
    moved: Option<String>,
    /// A daily challenge's attempt: the day's commitment ([`Joining::for_day`]).
    day: Option<crate::engine::seal::Commitment>,
}

impl RemoteSeat {
    fn start(
        link: Link,
        me: usize,
        mut state: RoomState,
        day: Option<crate::engine::seal::Commitment>,
    ) -> RemoteSeat {
        let mut chat = ChatView::default();
        chat.take_all(&std::mem::take(&mut state.chat));
        let witness = day.map_or_else(|| Witness::new(link.random), Witness::day);
        let mut seat = RemoteSeat {
            link,
            me,
            pending: Vec::new(),
            pending_bots: Vec::new(),
            pending_from: state.at,
            reload: false,
            asked: false,
            state,
            in_flight: None,
            undo_sent: false,
            connection: Connection::Connected,
            refused: None,
            invites: Vec::new(),
            witness,
            untrusted: None,
            received: web_time::Instant::now(),
            chat,
            chat_bucket: Bucket::new(web_time::Instant::now()),
            moved: None,
            day,
        };
        seat.check_commitment();
        seat
    }

    fn check_commitment(&mut self) {
        if let Err(e) = self.witness.state(self.me, &self.state.save) {
            self.untrusted.get_or_insert(e.msg());
        }
    }

    /// The verdict on the finished game's save: the game this seat followed, with the dice its
    /// commitment and the seats' values give ([`Witness::verify`]).
    pub fn verify(&self, save_text: &str) -> Result<super::fair::Fair, super::fair::Unfair> {
        self.witness.verify(self.me, save_text)
    }

    /// Remembers every seat's token (the host hands them out).
    pub fn with_invites(mut self, invites: Vec<Option<String>>) -> Self {
        self.invites = invites;
        self
    }

    /// The day's commitment, when this seat is a daily challenge's attempt.
    pub fn day(&self) -> Option<crate::engine::seal::Commitment> {
        self.day
    }

    /// The seat's token (the window's key to its remembered seat; never shown or logged).
    pub fn token(&self) -> &str {
        &self.link.token
    }

    /// This window's seat.
    pub fn me(&self) -> usize {
        self.me
    }

    /// The server's game as its last whole state gave it (a save's text): the replica is
    /// loaded from this on joining and after [`RemoteSeat::take_reload`].
    pub fn save(&self) -> &str {
        &self.state.save
    }

    /// Whether a whole state arrived since the replica was last loaded (it is loaded anew from
    /// [`RemoteSeat::save`], marked, and then needs no catching up).
    pub fn take_reload(&mut self) -> bool {
        std::mem::take(&mut self.reload)
    }

    /// Brings the replica in line with the server: back to the server's last position (its
    /// mark; the player's own action shown meanwhile is dropped, the server's lines bring it
    /// back, and so is the focus on this seat: put it back with [`RemoteSeat::focus_mine`]),
    /// then the server's new lines appended. While this window's action is on its way
    /// nothing is done (the replica shows it). Lines that do not apply change nothing, and the
    /// whole state is asked for.
    pub fn catch_up(&mut self, replica: &mut dyn Playable) {
        if self.in_flight.is_some() {
            return;
        }
        // Always from the mark: the seat put in focus since is part of the position, and the
        // server's lines read as a load reads them, from the server's own focus.
        replica.back_to_mark();
        match append_lines(
            replica,
            self.pending_from,
            &self.pending,
            &self.pending_bots,
        ) {
            Ok(()) => {
                self.pending_from = replica.action_count();
                self.pending.clear();
                self.pending_bots.clear();
            }
            Err(e) => self.ask_whole(&e),
        }
    }

    /// The replica cannot follow: ask the server for the whole game (once until it comes).
    fn ask_whole(&mut self, why: &FollowError) {
        if !self.asked {
            self.asked = true;
            self.refused = Some(Msg::new("net-asking-whole").msg("why", why.msg()));
            self.link.send(ClientMsg::Resync { at: None });
        }
    }

    /// Takes in a delta: its lines wait for [`RemoteSeat::catch_up`]; true when it brought
    /// lines. One that does not follow the last asks for the lines missing.
    fn take_delta(&mut self, delta: &RoomDelta) -> bool {
        if delta.from != self.state.at || delta.from + delta.log.len() != delta.at {
            if !self.asked {
                self.asked = true;
                self.link.send(ClientMsg::Resync {
                    at: Some(self.state.at),
                });
            }
            return false;
        }
        self.asked = false;
        self.witness.delta(delta.from, &delta.log);
        self.pending.extend(delta.log.iter().cloned());
        self.pending_bots.extend(delta.bot_moves.iter().copied());
        self.state.take_delta(delta);
        !delta.log.is_empty()
    }

    /// Whether an action (or an undo) of this window is on its way to the server.
    pub fn waiting_for_server(&self) -> bool {
        self.in_flight.is_some() || self.undo_sent
    }

    /// Why the server would refuse to take back this seat's last action on `replica` (which
    /// stands where the server's game does), as the server words it; `None` when it may be
    /// asked (see [`ClientMsg::Undo`]).
    pub fn undo_refusal(&self, replica: &dyn Playable) -> Option<Msg> {
        let now = replica.action_count();
        let own = (0..now)
            .rev()
            .find(|&i| replica.log_line(i).and_then(|l| l.seat) == Some(self.me));
        let Some(own) = own else {
            return Some(Msg::new("net-undo-nothing"));
        };
        let after = own + 1..now;
        if after
            .clone()
            .any(|i| replica.log_line(i).is_some_and(|l| l.seat.is_none()))
        {
            return Some(Msg::new("net-undo-rolled"));
        }
        if !after.is_empty() {
            return Some(Msg::new("net-undo-others"));
        }
        if replica.save_line(own).is_some_and(|(_, by_bot)| by_bot) {
            return Some(Msg::new("net-undo-bot"));
        }
        None
    }

    /// Whether this window's person may ask to take back their last action now: connected,
    /// nothing on its way, the game running, the replica where the server's game is, and the
    /// log's last entry this seat's own (the server checks it again).
    pub fn may_undo(&self, replica: &dyn Playable) -> bool {
        !self.waiting_for_server()
            && self.connection == Connection::Connected
            && !self.state.over
            && replica.action_count() == self.state.at
            && self.pending.is_empty()
            && self.undo_refusal(replica).is_none()
    }

    /// Asks the server to take back this seat's last action (see [`RemoteSeat::may_undo`]); the
    /// witness is told, so the state without it is taken in. False, nothing sent, when it may
    /// not be asked.
    pub fn undo(&mut self, replica: &dyn Playable) -> bool {
        if !self.may_undo(replica) {
            return false;
        }
        self.witness.asked_undo(self.state.at);
        self.link.send(ClientMsg::Undo { at: self.state.at });
        self.undo_sent = true;
        self.refused = None;
        true
    }

    fn my_moves(&self) -> usize {
        self.state.moves.get(self.me).copied().unwrap_or(0)
    }

    /// Whether this window's person may act on `replica` now: connected, nothing on its way, the
    /// seat ready and in focus.
    pub fn may_act(&self, replica: &dyn Match) -> bool {
        self.in_flight.is_none()
            && !self.undo_sent
            && self.connection == Connection::Connected
            && self.state.ready.contains(&self.me)
            && replica.to_move() == ToMove::Seat(self.me)
    }

    /// Only this window's own seat can be picked up here.
    pub fn may_focus(&self, seat: usize) -> bool {
        seat == self.me
    }

    /// Puts this window's seat in focus on a freshly loaded replica (when it is ready).
    pub fn focus_mine(&self, replica: &mut dyn Match) {
        replica.focus(self.me);
    }

    /// Sends this seat's action that the replica took since it had `before` log entries.
    pub fn send_new(&mut self, replica: &dyn Match, before: usize) {
        let new = (before..replica.action_count())
            .find(|&i| replica.log_line(i).and_then(|l| l.seat) == Some(self.me));
        let Some(action) = new.and_then(|i| replica.log_notation(i)) else {
            return;
        };
        self.link.send(ClientMsg::Act {
            at: self.state.at,
            action,
        });
        self.in_flight = Some(self.my_moves());
        self.refused = None;
    }

    /// Says what this seat waits for, or the replica's own prompt when it may act.
    pub fn prompt(&self, replica: &dyn Match) -> crate::engine::text::Msg {
        use crate::engine::text::Msg;
        if self.state.over {
            return replica.prompt();
        }
        if self.in_flight.is_some() {
            return Msg::new("net-sent");
        }
        if !self.state.ready.contains(&self.me) {
            let names = crate::engine::Names::of(replica.seats());
            let waiting: Vec<String> = self
                .state
                .ready
                .iter()
                .map(|&s| names.get(s).into_owned())
                .collect();
            return match waiting.as_slice() {
                [] => Msg::new("net-waiting-dice"),
                many => {
                    Msg::new("net-waiting-for").msg("names", crate::engine::rules::name_list(many))
                }
            };
        }
        replica.prompt()
    }

    /// The room as this window sees it.
    pub fn room(&self) -> RoomView {
        RoomView {
            url: self.link.url.clone(),
            room: self.state.room.clone(),
            me: self.me,
            seats: self.state.seats.clone(),
            connected: self.state.connected.clone(),
            ready: self.state.ready.clone(),
            connection: self.connection.clone(),
            refused: self.refused.clone(),
            invites: self.invites.clone(),
            untrusted: self.untrusted.clone(),
            bot_from: (0..self.state.seats.len())
                .map(|i| {
                    let ms = self.state.grace_ms.get(i).copied().flatten()?;
                    Some(self.received + Duration::from_millis(ms))
                })
                .collect(),
            out_of_time: (0..self.state.seats.len())
                .map(|i| {
                    let ms = self.state.clock_ms.get(i).copied().flatten()?;
                    self.received.checked_add(Duration::from_millis(ms))
                })
                .collect(),
        }
    }

    /// The replica could not be rebuilt from the server's game: keep the last good copy and say
    /// why.
    pub fn unreadable(&mut self, why: impl std::fmt::Display) {
        self.refused = Some(Msg::new("net-game-does-not-load").text("why", why.to_string()));
    }

    /// Takes in whatever arrived over the network (the window calls it every frame).
    pub fn sync(&mut self) -> Synced {
        let mut synced = Synced::Nothing;
        while let Some(event) = self.link.poll() {
            synced = synced.max(Synced::Room);
            match event {
                Event::Connected => {}
                Event::Joined { seat, .. } => self.me = seat,
                Event::State(mut state) => {
                    self.connection = Connection::Connected;
                    self.chat.take_all(&std::mem::take(&mut state.chat));
                    // The same save as the last whole state's is the same game only at the
                    // same length: after an undo the server's game may be that state's again
                    // while this copy took deltas since.
                    let same_game = state.save == self.state.save && state.at == self.state.at;
                    self.state = *state;
                    self.received = web_time::Instant::now();
                    if !same_game {
                        self.check_commitment();
                    }
                    // The replica is loaded from it (whatever lines were waiting are in it).
                    self.reload = true;
                    self.asked = false;
                    self.pending.clear();
                    self.pending_bots.clear();
                    self.pending_from = self.state.at;
                    let mine = self.my_moves();
                    if self.in_flight.is_some_and(|sent| mine > sent) {
                        self.in_flight = None;
                    }
                    // An undo is answered by a whole state (or a refusal).
                    self.undo_sent = false;
                    // While this window's action is on its way, the replica (which shows it)
                    // stays; the server's next state brings it back in line.
                    if !same_game && self.in_flight.is_none() {
                        synced = Synced::Game;
                    }
                }
                Event::Delta(delta) => {
                    self.connection = Connection::Connected;
                    let lines = self.take_delta(&delta);
                    self.received = web_time::Instant::now();
                    let mine = self.my_moves();
                    if self.in_flight.is_some_and(|sent| mine > sent) {
                        self.in_flight = None;
                    }
                    if lines && self.in_flight.is_none() {
                        synced = Synced::Game;
                    }
                }
                // A chat line's refusal is no answer to an action on its way.
                Event::Refused(why) if is_chat_refusal(&why) => {
                    self.chat.refused = Some(why);
                }
                Event::Chat(line) => self.chat.take(line),
                Event::Refused(message) => {
                    self.in_flight = None;
                    if std::mem::take(&mut self.undo_sent) {
                        self.witness.undo_refused();
                    }
                    self.refused = Some(message);
                    synced = Synced::Game;
                }
                Event::Lost(why) | Event::GaveUp(why) => {
                    self.connection = Connection::Lost(why);
                    // Whatever was on its way is answered (or not) after joining again (an
                    // undo done meanwhile comes in the whole state the join brings).
                    self.in_flight = None;
                    self.undo_sent = false;
                    synced = Synced::Game;
                }
                Event::Moved(to) => {
                    self.link.url.clone_from(&to);
                    self.moved = Some(to);
                }
            }
        }
        synced
    }

    /// The server's address, when a redirect moved the seat to another server since last asked
    /// (the window remembers the seat there).
    pub fn take_moved(&mut self) -> Option<String> {
        self.moved.take()
    }

    /// The table's chat as this window has it (its mutes are this window's).
    pub fn chat(&self) -> &ChatView {
        &self.chat
    }

    pub fn chat_mut(&mut self) -> &mut ChatView {
        &mut self.chat
    }

    /// Sends a line to the table's chat; refused here, without sending, when the server would
    /// refuse it (empty, too long, too fast) or the connection is down (nothing is queued for
    /// later: the player keeps the line).
    pub fn say(&mut self, typed: &str) -> Result<(), ChatRefusal> {
        let text = super::chat::clean(typed)?;
        if self.connection != Connection::Connected {
            return Err(ChatRefusal::Offline);
        }
        self.chat_bucket
            .take(web_time::Instant::now())
            .map_err(|wait| ChatRefusal::TooFast {
                wait_secs: wait.as_secs() + u64::from(wait.subsec_nanos() > 0),
            })?;
        self.chat.refused = None;
        self.link.send(ClientMsg::Say { text });
        Ok(())
    }

    /// Asks the server to let a bot of `level` play `seat`, whose player has left.
    pub fn replace_seat(&mut self, seat: usize, level: BotLevel) -> Result<(), Msg> {
        if self.connection != Connection::Connected {
            return Err(Msg::new("net-not-connected"));
        }
        self.link.send(ClientMsg::Replace { seat, level });
        Ok(())
    }
}
