//! A room: one game on the server, owned by a thread of its own (an actor). Connections send it
//! commands; it checks each with the game's rules, plays its bot seats, writes the room's file
//! atomically after every change (so a server killed at any moment restarts with every room as it
//! was), and sends everyone in the room what changed: while the game runs a delta (the log lines
//! added since the room's previous message, and the room's fields), once it is over the whole
//! save. A connection gets the whole state when it joins or asks for it. The room's file holds the whole game,
//! sealed seed and salt included; what leaves the room is the game's public view
//! ([`super::fair::public_view`]), which holds neither until the game is over.

use super::fair;
use super::follow::delta_of;
use super::protocol::{encode, RoomState, SeatSpec, ServerMsg, PROTOCOL_VERSION};
use crate::engine::files;
use crate::engine::{BotLevel, SeatInfo, ToMove};
use crate::game::MatchSetup;
use crate::game::Playable;
use serde::{Deserialize, Serialize};
use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{broadcast, oneshot};

/// What a room's file holds: enough to rebuild the room exactly.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RoomFile {
    pub protocol: u32,
    pub code: String,
    pub seats: Vec<SeatSpec>,
    /// Each person's seat's secret (`None` for bots).
    pub tokens: Vec<Option<String>>,
    /// The game's save text, with the dice's seed and the salt of its seal (the server's own:
    /// never sent while the game runs).
    pub save: String,
    /// Per seat handed to a bot: who sat there before (the token's owner takes it back by
    /// joining). Empty in older files.
    #[serde(default)]
    pub was: Vec<Option<SeatSpec>>,
}

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
}

/// One message the room sends to everyone in it, numbered in order.
#[derive(Debug)]
pub struct Update {
    pub seq: u64,
    /// The encoded message.
    pub text: String,
}

/// The refusal for a join with an unknown room or a wrong token: one text for both, so a join
/// does not tell whether a room exists.
pub const NO_SUCH_SEAT: &str = "there is no such room, or that token is not one of its seats";

/// What a connection asks of a room.
pub enum RoomCmd {
    /// Takes the seat of `token`, or with none watches the room.
    Join {
        token: Option<String>,
        conn: u64,
        reply: oneshot::Sender<Result<Admitted, String>>,
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
        reply: oneshot::Sender<Result<(), String>>,
    },
    Replace {
        seat: usize,
        level: BotLevel,
        reply: oneshot::Sender<Result<(), String>>,
    },
    /// A connection's copy does not follow (see [`ServerMsg::Delta`]): the answer, numbered like
    /// the room's updates, is a delta from `at` when the game is that long and still running,
    /// else the whole state.
    Resync {
        at: Option<usize>,
        reply: oneshot::Sender<(u64, String)>,
    },
    /// The room expired: everyone in it is told `why`, its file is removed and its thread ends.
    Close {
        why: String,
    },
}

/// The texts of a room's closing (each begins with [`super::protocol::ROOM_CLOSED`], which a
/// test checks).
mod closing {
    pub const ENDED: &str = "this room has closed: its game ended a while ago";
    pub const IDLE: &str = "this room has closed: nobody had played in it for too long";
}

/// How a room stands, for the server's expiry sweep (the room's thread keeps it up to date).
pub struct Life {
    /// Whether the game is over, and when it last changed.
    state: Mutex<(bool, Instant)>,
}

impl Life {
    fn new(over: bool, since: Instant) -> Life {
        Life {
            state: Mutex::new((over, since)),
        }
    }

    fn touch(&self, over: bool) {
        self.touch_at(over, Instant::now());
    }

    fn touch_at(&self, over: bool, at: Instant) {
        if let Ok(mut state) = self.state.lock() {
            *state = (over, at);
        }
    }

    /// Why the room should go at `now`, if it should: finished and unchanged for
    /// `keep_finished`, or unfinished and unchanged for `keep_idle`.
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
        } else if !over && idle >= keep_idle {
            Some(closing::IDLE)
        } else {
            None
        }
    }
}

/// The server's handle on a room.
#[derive(Clone)]
pub struct RoomHandle {
    pub code: String,
    pub commands: mpsc::Sender<RoomCmd>,
    /// Every change of the room, as the encoded message.
    pub updates: broadcast::Sender<Arc<Update>>,
    /// Finished or not, and since when unchanged.
    pub life: Arc<Life>,
    /// The address that opened the room (none for a room restored from disk).
    pub creator: Option<IpAddr>,
}

/// The room's file in `dir`.
pub fn room_path(dir: &Path, code: &str) -> PathBuf {
    dir.join(format!("{code}.room.ron"))
}

struct Room {
    file: RoomFile,
    m: Box<dyn Playable>,
    /// The game's public view (what every message carries), kept in step with `file.save`.
    view: String,
    /// Per seat: the connection playing it now.
    connected: Vec<Option<u64>>,
    /// Per person's seat with no connection: since when (a seat nobody has joined yet, since the
    /// room started).
    away_since: Vec<Option<Instant>>,
    /// How long a seat must be away before a bot may take it.
    grace: Duration,
    life: Arc<Life>,
    /// Whether the game was over at the last change (its end is logged once).
    over: bool,
    path: PathBuf,
    updates: broadcast::Sender<Arc<Update>>,
    /// The game's length at the room's last update (where the next delta starts).
    sent_at: usize,
    /// The number of the room's last update.
    seq: u64,
}

/// Starts a new room's game and writes its file; the room's thread is started by [`spawn`].
pub fn create(
    dir: &Path,
    code: String,
    game: &str,
    seats: Vec<SeatSpec>,
    names: &[String],
    options: std::collections::BTreeMap<String, String>,
    seed: u64,
) -> Result<RoomFile, String> {
    let plugin = crate::games::find(game).ok_or_else(|| format!("no game `{game}`"))?;
    let infos = seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = names
                .get(i)
                .filter(|n| !n.trim().is_empty())
                .map(|n| crate::engine::save::clip(n.trim(), 40));
            match *s {
                SeatSpec::Bot(level) => SeatInfo::bot(
                    name.unwrap_or(format!("{} bot {}", level.label(), i + 1)),
                    level,
                ),
                _ => SeatInfo::human(name.unwrap_or(format!("Player {}", i + 1))),
            }
        })
        .collect();
    let m = plugin
        .new_match(MatchSetup {
            seats: infos,
            seed,
            options,
            dice: crate::engine::Dice::Seeded,
        })
        .map_err(|e| e.to_string())?;
    let tokens = seats
        .iter()
        .map(|s| s.is_person().then(super::secret_token).transpose())
        .collect::<Result<Vec<_>, String>>()?;
    let save = m.save_text().map_err(|e| e.to_string())?;
    let file = RoomFile {
        protocol: PROTOCOL_VERSION,
        code,
        seats,
        tokens,
        save: fair::seal(&save, fair::fresh_salt()?).map_err(|e| e.to_string())?,
        was: Vec::new(),
    };
    write_file(&room_path(dir, &file.code), &file)?;
    Ok(file)
}

fn write_file(path: &Path, file: &RoomFile) -> Result<(), String> {
    let text = ron::ser::to_string_pretty(file, ron::ser::PrettyConfig::new())
        .map_err(|e| format!("cannot write the room: {e}"))?;
    // The folder's stale temp files are swept once, when the server starts (a look through a
    // folder of thousands of rooms on every action would cost more than the write).
    files::write_atomic_unswept(path, text.as_bytes())
        .map_err(|e| format!("cannot write {}: {}", path.display(), files::io_words(&e)))
}

/// The largest room file read: a save at its limit plus seats and tokens.
pub const MAX_ROOM_BYTES: u64 = crate::engine::save::MAX_SAVE_BYTES + (64 << 10);

/// Reads a room's file (a server restarting).
pub fn read(path: &Path) -> Result<RoomFile, String> {
    let text =
        files::read_text(path, MAX_ROOM_BYTES).map_err(|e| format!("{}: {e}", path.display()))?;
    let file: RoomFile = ron::from_str(&text).map_err(|e| {
        format!(
            "{}: not a room file ({})",
            path.display(),
            files::ron_problem(&e)
        )
    })?;
    if file.seats.len() != file.tokens.len() {
        return Err(format!(
            "{}: seats and tokens differ in number",
            path.display()
        ));
    }
    Ok(file)
}

/// Starts the room's thread; the game is rebuilt from the file's save text (checked by the rules
/// like any loaded save). A room written before dice were sealed is sealed now: its seats saw
/// its seed then, but from here on nobody new does, and the seal still covers every roll.
/// `since` is when the room last changed (its file's time, for a restored room); every person's
/// seat starts away, with its full `grace`.
pub fn spawn(
    dir: &Path,
    mut file: RoomFile,
    grace: Duration,
    since: Instant,
) -> Result<RoomHandle, String> {
    let path = room_path(dir, &file.code);
    let sealed = fair::seal(&file.save, fair::fresh_salt()?)
        .map_err(|e| format!("room {}: {e}", file.code))?;
    if sealed != file.save {
        file.save = sealed;
        // Written at once, so a second restart keeps the same commitment.
        write_file(&path, &file)?;
    }
    let (commands, inbox) = mpsc::channel();
    let (updates, _) = broadcast::channel(64);
    let life = Arc::new(Life::new(false, since));
    let handle = RoomHandle {
        code: file.code.clone(),
        commands,
        updates: updates.clone(),
        life: life.clone(),
        creator: None,
    };
    let code = file.code.clone();
    // The game is made inside the thread: a running game stays on the thread that owns it.
    let (ready_tx, ready_rx) = mpsc::channel();
    std::thread::Builder::new()
        .name(format!("room {code}"))
        .spawn(move || {
            let m = match crate::games::load_any(&file.save) {
                Ok(m) => m,
                Err(e) => {
                    let _ = ready_tx.send(Err(format!("room {}: {e}", file.code)));
                    return;
                }
            };
            let view = match fair::public_view(&file.save, m.is_over()) {
                Ok(view) => view,
                Err(e) => {
                    let _ = ready_tx.send(Err(format!("room {}: {e}", file.code)));
                    return;
                }
            };
            let seats = file.seats.len();
            file.was.resize(seats, None);
            let started = Instant::now();
            let away_since = file
                .seats
                .iter()
                .map(|s| s.is_person().then_some(started))
                .collect();
            life.touch_at(m.is_over(), since);
            let over = m.is_over();
            let sent_at = m.action_count();
            let mut room = Room {
                file,
                m,
                view,
                connected: vec![None; seats],
                away_since,
                grace,
                life,
                over,
                path,
                updates,
                sent_at,
                seq: 0,
            };
            // A room restored mid-game whose bots were due goes on at once.
            if room.play_bots() {
                room.changed();
            }
            let _ = ready_tx.send(Ok(()));
            while let Ok(cmd) = inbox.recv() {
                if let RoomCmd::Close { why } = cmd {
                    room.close(&why);
                    return;
                }
                room.handle(cmd);
            }
        })
        .map_err(|e| format!("cannot start room {code}: {e}"))?;
    ready_rx
        .recv()
        .map_err(|_| format!("room {code} stopped while starting"))??;
    Ok(handle)
}

impl Room {
    fn handle(&mut self, cmd: RoomCmd) {
        match cmd {
            RoomCmd::Join {
                token: None, reply, ..
            } => {
                tracing::info!(room = %self.file.code, "spectator joined");
                let _ = reply.send(Ok(Admitted {
                    seat: None,
                    state: encode(ServerMsg::State(self.state())),
                    displaced: None,
                    seq: self.seq,
                }));
            }
            RoomCmd::Join {
                token: Some(token),
                conn,
                reply,
            } => {
                let seat = self
                    .file
                    .tokens
                    .iter()
                    .position(|t| t.as_deref() == Some(token.as_str()));
                let Some(seat) = seat else {
                    tracing::debug!(room = %self.file.code, "join with a wrong token refused");
                    let _ = reply.send(Err(NO_SUCH_SEAT.into()));
                    return;
                };
                let before = self.connected[seat];
                self.connected[seat] = Some(conn);
                self.away_since[seat] = None;
                let took_back = self.take_back(seat);
                tracing::info!(
                    room = %self.file.code,
                    seat = seat + 1,
                    took_back,
                    moved = before.is_some_and(|old| old != conn),
                    "joined"
                );
                let name = self.m.seats().get(seat).map(|s| s.name.clone());
                let _ = reply.send(Ok(Admitted {
                    seat: Some((seat, name.unwrap_or_default())),
                    state: encode(ServerMsg::State(self.state())),
                    displaced: before.filter(|&old| old != conn),
                    seq: self.seq,
                }));
                // Only what others can see is sent to them: a seat taken back from its bot, or
                // a seat that had nobody. A seat moving between connections, or joined again on
                // the same one, looks the same to everyone else.
                if took_back {
                    self.changed();
                } else if before.is_none() {
                    self.broadcast();
                }
            }
            RoomCmd::Leave { seat, conn } => {
                if self.connected.get(seat) == Some(&Some(conn)) {
                    tracing::info!(room = %self.file.code, seat = seat + 1, "left");
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
                let started = Instant::now();
                let result = self.act(seat, conn, at, &action);
                if let Err(why) = &result {
                    tracing::debug!(room = %self.file.code, seat = seat + 1, %action, why, "action refused");
                }
                let changed = result.is_ok();
                let _ = reply.send(result);
                if changed {
                    self.play_bots();
                    self.changed();
                    // From the action's arrival at the room to its state written and sent.
                    tracing::info!(
                        room = %self.file.code,
                        seat = seat + 1,
                        %action,
                        actions = self.m.action_count(),
                        latency_us = u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX),
                        "action"
                    );
                }
            }
            RoomCmd::Replace { seat, level, reply } => {
                let result = self.replace(seat, level);
                let changed = result.is_ok();
                let _ = reply.send(result);
                if changed {
                    tracing::info!(room = %self.file.code, seat = seat + 1, ?level, "seat handed to a bot");
                    self.play_bots();
                    self.changed();
                }
            }
            RoomCmd::Resync { at, reply } => {
                let now = self.m.action_count();
                let text = match at {
                    Some(at) if at <= now && !self.m.is_over() => {
                        encode(ServerMsg::Delta(delta_of(&*self.m, at, &self.fields())))
                    }
                    _ => encode(ServerMsg::State(self.state())),
                };
                let _ = reply.send((self.seq, text));
            }
            // Handled by the room's loop, which ends with it.
            RoomCmd::Close { .. } => {}
        }
    }

    /// Hands `seat` to a bot of `level`: only a person's seat whose connection has been gone for
    /// the whole grace period.
    fn replace(&mut self, seat: usize, level: BotLevel) -> Result<(), String> {
        let spec = match self.file.seats.get(seat) {
            None => return Err(format!("there is no seat {}", seat + 1)),
            Some(SeatSpec::Bot(_)) => return Err(format!("seat {} is a bot already", seat + 1)),
            Some(&spec) => spec,
        };
        if self.connected[seat].is_some() {
            return Err(format!(
                "seat {} is still connected; only a seat whose player left can be replaced",
                seat + 1
            ));
        }
        if let Some(left) = self.grace_left(seat).filter(|l| !l.is_zero()) {
            return Err(format!(
                "Seat {} dropped; a bot may take it in {} s",
                seat + 1,
                left.as_secs() + u64::from(left.subsec_nanos() > 0)
            ));
        }
        self.file.was[seat] = Some(spec);
        self.file.seats[seat] = SeatSpec::Bot(level);
        Ok(())
    }

    /// A seat its token's owner joins again while a bot plays it goes back to them (the game's
    /// log keeps what the bot did meanwhile); true if it did.
    fn take_back(&mut self, seat: usize) -> bool {
        if !matches!(self.file.seats.get(seat), Some(SeatSpec::Bot(_))) || self.m.is_over() {
            return false;
        }
        // A seat with a token was a person's: a room file from before `was` was kept knows no
        // more than that.
        let spec = self.file.was[seat].take().unwrap_or(SeatSpec::Remote);
        self.file.seats[seat] = spec;
        true
    }

    /// How long until a bot may take `seat` (zero: now); none while someone plays it, for a bot's
    /// seat, and once the game is over.
    fn grace_left(&self, seat: usize) -> Option<Duration> {
        if self.m.is_over() || !self.file.seats.get(seat)?.is_person() {
            return None;
        }
        let since = self.away_since.get(seat).copied().flatten()?;
        Some(self.grace.saturating_sub(since.elapsed()))
    }

    /// Tells everyone why the room closes, and removes its file.
    fn close(&mut self, why: &str) {
        self.seq += 1;
        let _ = self.updates.send(Arc::new(Update {
            seq: self.seq,
            text: encode(ServerMsg::Refused {
                message: why.to_string(),
            }),
        }));
        tracing::info!(room = %self.file.code, why, "expired");
        if let Err(e) = std::fs::remove_file(&self.path) {
            if e.kind() != std::io::ErrorKind::NotFound {
                tracing::error!(room = %self.file.code, path = %self.path.display(), "cannot remove the room's file: {e}");
            }
        }
    }

    /// A seat's action: its connection must hold the seat, it must be its turn on the position the
    /// client saw, and the game's rules must accept it.
    fn act(&mut self, seat: usize, conn: u64, at: usize, action: &str) -> Result<(), String> {
        if self.connected.get(seat) != Some(&Some(conn)) {
            return Err(
                "another connection has taken this seat (you joined again elsewhere)".into(),
            );
        }
        if self.file.seats.get(seat).is_some_and(|s| !s.is_person()) {
            return Err("a bot plays this seat now".into());
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
            return Err(format!(
                "that action was for the position after {at} actions, but the game is at {now} \
                 and your part of it has changed: look at the new state and act again"
            ));
        }
        if !self.ready().contains(&seat) {
            return Err(match self.m.to_move() {
                ToMove::Over => "the game is over".into(),
                _ => "it is not your turn".into(),
            });
        }
        self.m.apply_as(seat, action).map_err(|e| e.to_string())
    }

    /// The seats that may act now (several on a simultaneous step).
    fn ready(&self) -> Vec<usize> {
        self.m.ready()
    }

    /// Bot seats act until only people may (or the game ends); true if any acted.
    fn play_bots(&mut self) -> bool {
        let mut moved = false;
        loop {
            let bot = self
                .ready()
                .into_iter()
                .find_map(|seat| match self.file.seats.get(seat) {
                    Some(&SeatSpec::Bot(level)) => Some((seat, level)),
                    _ => None,
                });
            let Some((seat, level)) = bot else {
                break;
            };
            match self.m.play_bot_as(seat, level) {
                Ok(true) => moved = true,
                // A bot with no move (or a refused one) would loop forever: stop and say so.
                Ok(false) | Err(_) => {
                    tracing::error!(room = %self.file.code, seat = seat + 1, "the bot could not move");
                    break;
                }
            }
        }
        moved
    }

    /// Writes the room's file, then tells everyone. If the public view cannot be made, the last
    /// one stays (never the whole save in its place).
    fn changed(&mut self) {
        match self.m.save_text() {
            Ok(save) => {
                self.file.save = save;
                if let Err(e) = write_file(&self.path, &self.file) {
                    tracing::error!(room = %self.file.code, "{e}");
                }
                self.life.touch(self.m.is_over());
                match fair::public_view(&self.file.save, self.m.is_over()) {
                    Ok(view) => self.view = view,
                    Err(e) => tracing::error!(room = %self.file.code, "{e}"),
                }
            }
            Err(e) => tracing::error!(room = %self.file.code, "{e}"),
        }
        if !self.over && self.m.is_over() {
            let scores: Vec<i32> = self.m.scores().iter().map(|s| s.total).collect();
            tracing::info!(
                room = %self.file.code,
                actions = self.m.action_count(),
                ?scores,
                "finished"
            );
        }
        self.over = self.m.is_over();
        self.broadcast();
    }

    /// The whole state: the room's fields and the game's public view.
    fn state(&self) -> RoomState {
        RoomState {
            save: self.view.clone(),
            ..self.fields()
        }
    }

    /// The room's fields, without the game's view (what a delta carries beside its lines).
    fn fields(&self) -> RoomState {
        RoomState {
            room: self.file.code.clone(),
            at: self.m.action_count(),
            save: String::new(),
            ready: self.ready(),
            moves: self.moves(),
            over: self.m.is_over(),
            connected: self
                .file
                .seats
                .iter()
                .zip(&self.connected)
                .map(|(s, c)| !s.is_person() || c.is_some())
                .collect(),
            grace_ms: (0..self.file.seats.len())
                .map(|seat| {
                    self.grace_left(seat)
                        .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
                })
                .collect(),
            seats: self.file.seats.clone(),
        }
    }

    /// Each seat's action count, in one pass over the log.
    fn moves(&self) -> Vec<usize> {
        let mut moves = vec![0; self.file.seats.len()];
        for i in 0..self.m.action_count() {
            if let Some(n) = self
                .m
                .log_line(i)
                .and_then(|l| l.seat)
                .and_then(|seat| moves.get_mut(seat))
            {
                *n += 1;
            }
        }
        moves
    }

    /// Tells everyone what changed since the room's last update: the new log lines and the
    /// room's fields, or once the game is over the whole state (the save revealed).
    fn broadcast(&mut self) {
        let text = if self.m.is_over() {
            encode(ServerMsg::State(self.state()))
        } else {
            encode(ServerMsg::Delta(delta_of(
                &*self.m,
                self.sent_at,
                &self.fields(),
            )))
        };
        self.sent_at = self.m.action_count();
        self.seq += 1;
        // Nobody listening is fine.
        let _ = self.updates.send(Arc::new(Update {
            seq: self.seq,
            text,
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_room_expires_by_whether_its_game_is_over_and_says_so_in_the_closing_words() {
        let t0 = Instant::now();
        let (finished, idle) = (Duration::from_secs(10), Duration::from_secs(100));
        let life = Life::new(false, t0);
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
        // Clients recognise a closing by its first words.
        for why in [closing::ENDED, closing::IDLE] {
            assert!(
                why.starts_with(super::super::protocol::ROOM_CLOSED),
                "{why}"
            );
        }
    }
}
