//! A room: one game on the server, owned by a task of its own (an actor). Connections send it
//! commands; it checks each with the game's rules, plays its bot seats, stores what changed (the
//! new log lines, in the server's [`Store`], on disk before anyone is told, so a server killed at
//! any moment restarts with every room as it was; a change the store fails to keep is told to
//! nobody, see [`commit`]), and sends everyone in the room what changed:
//! while the game runs a delta (the log lines added since the room's previous message, and the
//! room's fields), once it is over the whole save. A connection gets the whole state when it
//! joins or asks for it. The store holds the whole game, sealed seed and salt included; what
//! leaves the room is the game's public view ([`super::fair::public_view`]), which holds neither
//! until the game is over.

use super::follow::delta_of;
use super::protocol::{encode, Clock, RoomState, SeatSpec, ServerMsg};
use super::seating::Seating;
use super::store::{Change, Store, StoredRoom};
use crate::engine::text::{Lang, Msg};
use crate::engine::{BotLevel, ToMove};
use crate::game::{PlayError, Playable};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{broadcast, mpsc, oneshot};

mod bots;
mod chat;
mod commit;
mod life;
mod moved;
mod record;
mod summary;
mod undo;
pub use chat::say;
use commit::{Unsaved, RETRY_FIRST};
pub use commit::{CHANGE_NOT_SAVED, MOVE_NOT_SAVED};
pub use life::Life;
pub use moved::MOVED;
use record::rebuild;
pub use record::{
    create, from_file, read, read_stored, room_path, stored_save, take_in_room_files, RoomFile,
    MAX_ROOM_BYTES,
};
pub use summary::ask_summary;

/// A connection let into a room: the seat it plays and its name (none for a spectator), and the
/// room's state as the encoded message.
pub struct Admitted {
    pub seat: Option<(usize, String)>,
    pub state: String,
    /// The connection that held the seat until now (the server closes it).
    pub displaced: Option<u64>,
    /// The number of the room's last update before `state` (the connection skips it and any
    /// earlier one still queued).
    pub seq: u64,
    /// The id of the player the seat's result is rated for (see [`crate::net::rated`]).
    pub player: Option<String>,
}

/// One message the room sends to everyone in it, numbered in order.
#[derive(Debug)]
pub struct Update {
    pub seq: u64,
    /// The encoded message.
    pub text: String,
    /// The room's last message here (it went to another server): its connections close after it.
    pub last: bool,
}

/// The updates a room keeps for connections still sending earlier ones; a connection further
/// behind gets the whole state instead. Every room holds this many slots from the start (about
/// 40 bytes each), so it is part of what an idle room costs.
pub const UPDATES_KEPT: usize = 32;

/// Waits until `at`, or for ever without one.
async fn until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at.into()).await,
        None => std::future::pending().await,
    }
}

/// The refusal (a catalogue id) for a join with an unknown room or a wrong token: one for both,
/// so a join does not tell whether a room exists.
pub const NO_SUCH_SEAT: &str = "net-no-such-seat";

/// What a connection asks of a room.
pub enum RoomCmd {
    /// Takes the seat of `token`, or with none watches the room.
    Join {
        token: Option<String>,
        /// The seat's random value for the dice (its first one is taken in).
        random: Option<crate::engine::seal::Nonce>,
        /// The player key the seat shows (its first one is kept).
        player: Option<crate::net::seating::SeatPlayer>,
        conn: u64,
        reply: oneshot::Sender<Result<Admitted, Msg>>,
    },
    Leave {
        seat: usize,
        conn: u64,
    },
    Act {
        seat: usize,
        conn: u64,
        at: usize,
        action: String,
        reply: oneshot::Sender<Result<(), Msg>>,
    },
    Replace {
        seat: usize,
        level: BotLevel,
        reply: oneshot::Sender<Result<(), Msg>>,
    },
    /// The seat takes back its own last action (see [`undo`]).
    Undo {
        seat: usize,
        conn: u64,
        at: usize,
        reply: oneshot::Sender<Result<(), Msg>>,
    },
    /// A connection's copy does not follow (see [`ServerMsg::Delta`]): the answer, numbered like
    /// the room's updates, is a delta from `at` when the game is that long and still running,
    /// else the whole state.
    Resync {
        at: Option<usize>,
        reply: oneshot::Sender<(u64, String)>,
    },
    /// A seat's line in the table's chat.
    Say {
        seat: usize,
        conn: u64,
        text: String,
        reply: oneshot::Sender<Result<(), super::protocol::ChatRefusal>>,
    },
    /// How the room stands for the seat of `token` (see [`summary`]).
    Summary {
        token: String,
        reply: oneshot::Sender<Result<super::protocol::RoomSummary, Msg>>,
    },
    /// The room expired: everyone in it is told `why` (a catalogue id), it leaves the store and
    /// its task ends.
    Close {
        why: &'static str,
    },
    /// Another server holds the room now (a shared store): its task ends, its connections are
    /// closed (to join again there), and the store keeps it.
    Release,
}

/// The server's handle on a room.
#[derive(Clone)]
pub struct RoomHandle {
    pub code: String,
    pub commands: mpsc::UnboundedSender<RoomCmd>,
    /// Every change of the room, as the encoded message.
    pub updates: broadcast::Sender<Arc<Update>>,
    /// Finished or not, and since when unchanged.
    pub life: Arc<Life>,
    /// The address that opened the room (none for a room taken in from an older server's file).
    pub creator: Option<IpAddr>,
}

struct Room {
    code: String,
    seating: Seating,
    /// Whether `seating` changed since it was last stored.
    seating_changed: bool,
    /// The seating as the store holds it (what a failed commit goes back to).
    seating_stored: Seating,
    m: Box<dyn Playable>,
    store: Store,
    /// The log's length in the store; the game is marked there ([`crate::game::Replica::mark`]).
    stored_at: usize,
    /// After a failed commit: when the bots and clocks try again, and how long the next failure
    /// in a row waits.
    retry: Option<Instant>,
    backoff: Duration,
    /// How much its bots may still think, and when the ones held back by it go on.
    pace: bots::Pace,
    bot_at: Option<Instant>,
    /// The game's public view (what a whole state carries), made when first asked for after a
    /// change.
    view: Option<String>,
    /// Each seat's action count, counted up to `counted_at` log entries.
    moves: Vec<usize>,
    counted_at: usize,
    /// Per seat: the connection playing it now.
    connected: Vec<Option<u64>>,
    /// Per person's seat with no connection: since when (a seat nobody has joined yet, since the
    /// room started).
    away_since: Vec<Option<Instant>>,
    /// How long a seat must be away before a bot may take it.
    grace: Duration,
    /// The room's time control, and per person's seat that may act now when its time runs out.
    clock: Option<Clock>,
    due: Vec<Option<Instant>>,
    life: Arc<Life>,
    /// Whether the game was over at the last change (its end is logged once).
    over: bool,
    updates: broadcast::Sender<Arc<Update>>,
    /// The game's length at the room's last update (where the next delta starts).
    sent_at: usize,
    /// The number of the room's last update.
    seq: u64,
    chat: super::chat::RoomChat,
    /// Whether the room went to another server (its task ends).
    released: bool,
    /// The server's clock for the daily challenge (a daily attempt's end is recorded by it).
    day_clock: super::day::DayClock,
}

/// Opens a stored room as a task on `rt`: its game is rebuilt from the store (checked by the
/// rules like any loaded save). `since` is when the room last changed; every person's seat starts
/// away, with its full `grace`.
pub fn spawn(
    rt: &tokio::runtime::Handle,
    store: Store,
    stored: StoredRoom,
    grace: Duration,
    since: Instant,
    day_clock: super::day::DayClock,
) -> Result<RoomHandle, String> {
    let mut m = rebuild(&stored)?;
    // The stored position, which a failed commit goes back to.
    m.mark();
    let (commands, inbox) = mpsc::unbounded_channel();
    let (updates, _) = broadcast::channel(UPDATES_KEPT);
    let over = m.is_over();
    let seats = stored.seating.seats.len();
    let mut seating = stored.seating;
    seating.was.resize(seats, None);
    // A restored room counts as joined if a person's seat (one a bot plays now included) has
    // acted in it: a room nobody joined before a restart is not kept longer for it.
    let person = |seat: usize| {
        seating.seats.get(seat).is_some_and(|s| s.is_person())
            || seating.was.get(seat).is_some_and(Option::is_some)
    };
    let joined =
        (0..m.action_count()).any(|i| m.log_line(i).and_then(|l| l.seat).is_some_and(person));
    let life = Arc::new(Life::new(over, since, stored.clock, joined));
    let started = Instant::now();
    let away_since = seating
        .seats
        .iter()
        .map(|s| s.is_person().then_some(started))
        .collect();
    let at = m.action_count();
    let chat = super::chat::RoomChat::new(stored.chat, seats, started);
    let room = Room {
        code: stored.code.clone(),
        seating_stored: seating.clone(),
        seating,
        seating_changed: false,
        m,
        store,
        stored_at: at,
        retry: None,
        backoff: RETRY_FIRST,
        pace: bots::Pace::new(),
        bot_at: None,
        view: None,
        moves: vec![0; seats],
        counted_at: 0,
        connected: vec![None; seats],
        away_since,
        grace,
        clock: stored.clock,
        due: vec![None; seats],
        life: life.clone(),
        over,
        updates: updates.clone(),
        sent_at: at,
        seq: 0,
        chat,
        released: false,
        day_clock,
    };
    rt.spawn(room.run(inbox));
    Ok(RoomHandle {
        code: stored.code,
        commands,
        updates,
        life,
        creator: stored.creator,
    })
}

impl Room {
    /// The room's life: commands one at a time until it closes (or the server ends), and the
    /// clock's bot when a seat's time runs out.
    async fn run(mut self, mut inbox: mpsc::UnboundedReceiver<RoomCmd>) {
        // A room restored mid-game whose bots were due goes on at once (if the store fails, it
        // tries again later).
        if self.play_bots() {
            let _ = self.changed().await;
        }
        self.wind();
        loop {
            if self.released {
                return;
            }
            let next = self
                .due
                .iter()
                .chain([&self.retry, &self.bot_at])
                .flatten()
                .min()
                .copied();
            let cmd = tokio::select! {
                cmd = inbox.recv() => cmd,
                () = until(next) => {
                    self.on_timer().await;
                    continue;
                }
            };
            let Some(cmd) = cmd else {
                return;
            };
            if let RoomCmd::Close { why } = cmd {
                self.close(why).await;
                return;
            }
            if let RoomCmd::Release = cmd {
                self.release();
                return;
            }
            self.handle(cmd).await;
        }
    }

    async fn handle(&mut self, cmd: RoomCmd) {
        match cmd {
            RoomCmd::Join {
                token: None, reply, ..
            } => {
                tracing::info!(room = %self.code, "spectator joined");
                let _ = reply.send(self.state().map(|state| Admitted {
                    seat: None,
                    state: encode(ServerMsg::State(state)),
                    displaced: None,
                    seq: self.seq,
                    player: None,
                }));
            }
            RoomCmd::Join {
                token: Some(token),
                random,
                player,
                conn,
                reply,
            } => {
                let _ = reply.send(self.join(&token, random, player, conn).await);
            }
            RoomCmd::Leave { seat, conn } => {
                if self.connected.get(seat) == Some(&Some(conn)) {
                    tracing::info!(room = %self.code, seat = seat + 1, "left");
                    self.connected[seat] = None;
                    self.away_since[seat] = Some(Instant::now());
                    self.broadcast();
                }
            }
            RoomCmd::Act {
                seat,
                conn,
                at,
                action,
                reply,
            } => {
                let _ = reply.send(self.act_and_commit(seat, conn, at, &action).await);
            }
            RoomCmd::Replace { seat, level, reply } => {
                let _ = reply.send(self.replace_and_commit(seat, level).await);
            }
            RoomCmd::Undo {
                seat,
                conn,
                at,
                reply,
            } => {
                let _ = reply.send(self.undo_and_commit(seat, conn, at).await);
            }
            RoomCmd::Resync { at, reply } => {
                let now = self.m.action_count();
                let fields = self.fields();
                let text = match at {
                    Some(at) if at <= now && !self.m.is_over() => {
                        Some(encode(ServerMsg::Delta(delta_of(&*self.m, at, &fields))))
                    }
                    _ => self.state().ok().map(|s| encode(ServerMsg::State(s))),
                };
                // Without a state to send the connection hears nothing (and asks again later).
                if let Some(text) = text {
                    let _ = reply.send((self.seq, text));
                }
            }
            RoomCmd::Summary { token, reply } => {
                let _ = reply.send(self.summary(&token));
            }
            RoomCmd::Say {
                seat,
                conn,
                text,
                reply,
            } => {
                let _ = reply.send(self.say(seat, conn, &text).await);
            }
            // Handled by the room's loop, which ends with them.
            RoomCmd::Close { .. } | RoomCmd::Release => {}
        }
    }

    /// A seat's join by its token: the seat, and the room's state to send it. A seat a bot plays
    /// goes back to its person, stored first (refused, the seat left to the bot, if the store
    /// fails).
    async fn join(
        &mut self,
        token: &str,
        random: Option<crate::engine::seal::Nonce>,
        player: Option<crate::net::seating::SeatPlayer>,
        conn: u64,
    ) -> Result<Admitted, Msg> {
        let seat = self
            .seating
            .tokens
            .iter()
            .position(|t| t.as_deref() == Some(token));
        let Some(seat) = seat else {
            tracing::debug!(room = %self.code, "join with a wrong token refused");
            return Err(Msg::new(NO_SUCH_SEAT));
        };
        let before = self.connected[seat];
        let away = self.away_since[seat];
        self.life.joined();
        self.connected[seat] = Some(conn);
        self.away_since[seat] = None;
        let took_back = self.take_back(seat);
        // The seat's first random value goes into every roll from here on (a failed commit
        // takes it out again, with the rest of what was not stored).
        let contributed = random.is_some_and(|value| self.contribute(seat, value));
        let named = player.is_some_and(|p| self.name_player(seat, p));
        // Only what others can see is sent to them: a seat taken back from its bot (once
        // stored), or a seat that had nobody. A seat moving between connections, or joined again
        // on the same one, looks the same to everyone else.
        if took_back || contributed || named {
            if let Err(unsaved) = self.changed().await {
                if unsaved == Unsaved::Failed {
                    self.connected[seat] = before;
                    self.away_since[seat] = away;
                }
                return Err(unsaved.msg(CHANGE_NOT_SAVED));
            }
        } else if before.is_none() {
            self.broadcast();
        }
        tracing::info!(
            room = %self.code,
            seat = seat + 1,
            took_back,
            moved = before.is_some_and(|old| old != conn),
            "joined"
        );
        let name = self.m.seats().get(seat).map(|s| s.name.clone());
        self.state().map(|state| Admitted {
            seat: Some((seat, name.unwrap_or_default())),
            state: encode(ServerMsg::State(state)),
            displaced: before.filter(|&old| old != conn),
            seq: self.seq,
            player: self
                .seating
                .players
                .get(seat)
                .cloned()
                .flatten()
                .map(|p| p.id),
        })
    }

    /// Keeps `player` as the one `seat`'s result is rated for, unless the seat showed a key
    /// already or the game is over (so a seat's rated player never changes); a daily attempt's
    /// room keeps none (its board is its result). True if kept.
    fn name_player(&mut self, seat: usize, player: crate::net::seating::SeatPlayer) -> bool {
        if self.seating.day
            || self.m.is_over()
            || self.seating.players.get(seat).is_some_and(Option::is_some)
        {
            return false;
        }
        let seats = self.seating.seats.len();
        if seat >= seats {
            return false;
        }
        self.seating.players.resize(seats, None);
        self.seating.players[seat] = Some(player);
        self.seating_changed = true;
        self.view = None;
        tracing::info!(room = %self.code, seat = seat + 1, "a seat's player key kept for its rating");
        true
    }

    /// Adds `seat`'s random value to the dice, from the log's present length on, unless the seat
    /// gave one already or the game is over (a seat's first join only, so at most once per
    /// seat). No logged roll used it, so the game takes it in where it stands, nothing replayed.
    /// A daily challenge's room takes none: its dice are the day's, everyone's the same. True if
    /// it was taken in.
    fn contribute(&mut self, seat: usize, value: crate::engine::seal::Nonce) -> bool {
        if self.seating.day
            || self.m.is_over()
            || self.seating.contributions.iter().any(|c| c.seat == seat)
        {
            return false;
        }
        let from = self.m.action_count();
        let mut list = self.seating.contributions.clone();
        list.push(crate::engine::seal::Contribution { seat, from, value });
        if let Err(why) = self.m.set_contributions(list.clone()) {
            // Not expected (the room's own list, one new value for the rolls to come): the seat
            // plays on without its value, and the log says so.
            tracing::error!(room = %self.code, seat = seat + 1, %why, "a seat's random value could not be added");
            return false;
        }
        self.seating.contributions = list;
        self.seating_changed = true;
        self.view = None;
        tracing::info!(room = %self.code, seat = seat + 1, from, "a seat's random value added to the dice");
        true
    }

    /// A seat's action with the bots' replies it sets off, stored before the seat hears it was
    /// done and before anyone else hears of it.
    async fn act_and_commit(
        &mut self,
        seat: usize,
        conn: u64,
        at: usize,
        action: &str,
    ) -> Result<(), Msg> {
        let started = Instant::now();
        if let Err(why) = self.act(seat, conn, at, action) {
            let why_en = why.render(Lang::En);
            tracing::debug!(room = %self.code, seat = seat + 1, %action, why = why_en, "action refused");
            return Err(why);
        }
        // The seat's clock starts again for its next action (once it is stored).
        let due = self.due.get_mut(seat).and_then(Option::take);
        self.play_bots();
        if let Err(unsaved) = self.changed().await {
            if let Some(d) = self.due.get_mut(seat) {
                *d = due;
            }
            return Err(unsaved.msg(MOVE_NOT_SAVED));
        }
        // From the action's arrival at the room to its state stored and sent.
        tracing::info!(
            room = %self.code,
            seat = seat + 1,
            %action,
            actions = self.m.action_count(),
            latency_us = u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX),
            "action"
        );
        Ok(())
    }

    /// A seat handed to a bot (see [`Room::replace`]) and the bots' moves it sets off, stored
    /// before anyone hears of it.
    async fn replace_and_commit(&mut self, seat: usize, level: BotLevel) -> Result<(), Msg> {
        self.replace(seat, level)?;
        self.play_bots();
        self.changed()
            .await
            .map_err(|unsaved| unsaved.msg(CHANGE_NOT_SAVED))?;
        tracing::info!(room = %self.code, seat = seat + 1, ?level, "seat handed to a bot");
        Ok(())
    }

    /// Hands `seat` to a bot of `level`: only a person's seat whose connection has been gone for
    /// the whole grace period.
    fn replace(&mut self, seat: usize, level: BotLevel) -> Result<(), Msg> {
        let said = |id: &'static str| Msg::new(id).count("seat", seat.saturating_add(1));
        let spec = match self.seating.seats.get(seat) {
            None => return Err(said("net-no-seat")),
            Some(SeatSpec::Bot(_)) => return Err(said("net-seat-is-bot")),
            Some(&spec) => spec,
        };
        if self.connected[seat].is_some() {
            return Err(said("net-seat-connected"));
        }
        if let Some(left) = self.grace_left(seat).filter(|l| !l.is_zero()) {
            let secs = left.as_secs() + u64::from(left.subsec_nanos() > 0);
            return Err(said("net-seat-grace").int("secs", i64::try_from(secs).unwrap_or(i64::MAX)));
        }
        self.seating.was[seat] = Some(spec);
        self.seating.seats[seat] = SeatSpec::Bot(level);
        self.seating_changed = true;
        Ok(())
    }

    /// A seat its token's owner joins again while a bot plays it goes back to them (the game's
    /// log keeps what the bot did meanwhile); true if it did.
    fn take_back(&mut self, seat: usize) -> bool {
        if !matches!(self.seating.seats.get(seat), Some(SeatSpec::Bot(_))) || self.m.is_over() {
            return false;
        }
        // A seat with a token was a person's: a room file from before `was` was kept knows no
        // more than that.
        let spec = self.seating.was[seat].take().unwrap_or(SeatSpec::Remote);
        self.seating.seats[seat] = spec;
        self.seating_changed = true;
        true
    }

    /// How long until a bot may take `seat` (zero: now); none while someone plays it, for a bot's
    /// seat, and once the game is over.
    fn grace_left(&self, seat: usize) -> Option<Duration> {
        if self.m.is_over() || !self.seating.seats.get(seat)?.is_person() {
            return None;
        }
        let since = self.away_since.get(seat).copied().flatten()?;
        Some(self.grace.saturating_sub(since.elapsed()))
    }

    /// Removes the room from the store, and tells everyone why it closed.
    async fn close(&mut self, why: &'static str) {
        tracing::info!(room = %self.code, why, "expired");
        let gone = Change::Remove {
            code: self.code.clone(),
        };
        if let Err(e) = self.store.save(gone).await {
            tracing::error!(room = %self.code, "cannot remove the room from the store: {e}");
        }
        self.seq += 1;
        let _ = self.updates.send(Arc::new(Update {
            seq: self.seq,
            text: encode(ServerMsg::refused(Msg::new(why))),
            last: false,
        }));
    }

    /// A seat's action: its connection must hold the seat, it must be its turn on the position the
    /// client saw, and the game's rules must accept it.
    fn act(&mut self, seat: usize, conn: u64, at: usize, action: &str) -> Result<(), Msg> {
        if self.connected.get(seat) != Some(&Some(conn)) {
            return Err(Msg::new("net-seat-elsewhere"));
        }
        if self.seating.seats.get(seat).is_some_and(|s| !s.is_person()) {
            return Err(Msg::new("net-bot-plays"));
        }
        // The client saw the game after `at` entries. Other seats' actions since then are fine
        // (on a simultaneous step they do not touch this seat's part); its own or a roll are not:
        // the action was meant for a position that is gone (or it is a replay of one applied).
        let now = self.m.action_count();
        let moved_on = at > now
            || (at..now).any(|i| {
                self.m
                    .log_line(i)
                    .and_then(|l| l.seat)
                    .is_none_or(|s| s == seat)
            });
        if moved_on {
            return Err(Msg::new("net-stale").count("at", at).count("now", now));
        }
        if !self.ready().contains(&seat) {
            return Err(match self.m.to_move() {
                ToMove::Over => Msg::new("net-game-over"),
                _ => Msg::new("net-not-your-turn"),
            });
        }
        self.m.apply_as(seat, action).map_err(|e| match e {
            PlayError::Refused(why) | PlayError::Dice(why) | PlayError::Notation(why) => why,
            PlayError::Save(why) => Msg::new("net-server-said").text("text", why),
        })
    }

    /// The seats that may act now (several on a simultaneous step).
    fn ready(&self) -> Vec<usize> {
        self.m.ready()
    }

    /// The whole state: the room's fields and the game's public view (made once per change).
    fn state(&mut self) -> Result<RoomState, Msg> {
        let view = match self.view.take() {
            Some(view) => view,
            None => {
                // Once the game is over the whole save is shown, seed and salt revealed; not in
                // a daily challenge's room: its seed is the day's, everyone's until the day ends
                // (the day's board reveals it then).
                let made = if self.m.is_over() && !self.seating.day {
                    self.m.save_text().map_err(|e| e.to_string())
                } else {
                    self.m.public_save_text().map_err(|e| e.to_string())
                };
                made.map_err(|e| {
                    tracing::error!(room = %self.code, "cannot show the game: {e}");
                    Msg::new("net-cannot-show").text("why", e)
                })?
            }
        };
        self.view = Some(view.clone());
        Ok(RoomState {
            save: view,
            chat: self.chat.recent(),
            ..self.fields()
        })
    }

    /// The room's fields, without the game's view (what a delta carries beside its lines).
    fn fields(&mut self) -> RoomState {
        RoomState {
            room: self.code.clone(),
            at: self.m.action_count(),
            save: String::new(),
            ready: self.ready(),
            moves: self.moves(),
            over: self.m.is_over(),
            connected: self
                .seating
                .seats
                .iter()
                .zip(&self.connected)
                .map(|(s, c)| !s.is_person() || c.is_some())
                .collect(),
            grace_ms: (0..self.seating.seats.len())
                .map(|seat| {
                    self.grace_left(seat)
                        .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
                })
                .collect(),
            seats: self.seating.seats.clone(),
            clock: self.clock,
            clock_ms: self
                .due
                .iter()
                .map(|due| {
                    due.map(|d| {
                        let left = d.saturating_duration_since(Instant::now());
                        u64::try_from(left.as_millis()).unwrap_or(u64::MAX)
                    })
                })
                .collect(),
            chat: Vec::new(),
        }
    }

    /// Each seat's action count (the log entries since the last count are counted now).
    fn moves(&mut self) -> Vec<usize> {
        let now = self.m.action_count();
        for i in self.counted_at..now {
            if let Some(n) = self
                .m
                .log_line(i)
                .and_then(|l| l.seat)
                .and_then(|seat| self.moves.get_mut(seat))
            {
                *n += 1;
            }
        }
        self.counted_at = now;
        self.moves.clone()
    }

    /// Tells everyone what changed since the room's last update: the new log lines and the
    /// room's fields, or once the game is over the whole state (the save revealed, but for a
    /// daily challenge's).
    fn broadcast(&mut self) {
        let text = if self.m.is_over() {
            match self.state() {
                Ok(state) => encode(ServerMsg::State(state)),
                Err(_) => return,
            }
        } else {
            let fields = self.fields();
            encode(ServerMsg::Delta(delta_of(&*self.m, self.sent_at, &fields)))
        };
        self.sent_at = self.m.action_count();
        self.seq += 1;
        // Nobody listening is fine.
        let _ = self.updates.send(Arc::new(Update {
            seq: self.seq,
            text,
            last: false,
        }));
    }
}
