//! A room: one game on the server, owned by a thread of its own (an actor). Connections send it
//! commands; it checks each with the game's rules, plays its bot seats, writes the room's file
//! atomically after every change (so a server killed at any moment restarts with every room as it
//! was), and sends the new state to everyone in the room. The room's file holds the whole game,
//! sealed seed and salt included; what leaves the room is the game's public view
//! ([`super::fair::public_view`]), which holds neither until the game is over.

use super::fair;
use super::protocol::{encode, RoomState, SeatSpec, ServerMsg, PROTOCOL_VERSION};
use crate::engine::files;
use crate::engine::{BotLevel, SeatInfo, ToMove};
use crate::game::MatchSetup;
use crate::game::Playable;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::{mpsc, Arc};
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
}

/// A connection let into a room: the seat it plays and its name (none for a spectator), and the
/// room's state as the encoded message.
pub struct Admitted {
    pub seat: Option<(usize, String)>,
    pub state: String,
}

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
}

/// The server's handle on a room.
#[derive(Clone)]
pub struct RoomHandle {
    pub code: String,
    pub commands: mpsc::Sender<RoomCmd>,
    /// Every state the room reaches, as the encoded message.
    pub updates: broadcast::Sender<Arc<String>>,
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
    path: PathBuf,
    updates: broadcast::Sender<Arc<String>>,
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
    };
    write_file(&room_path(dir, &file.code), &file)?;
    Ok(file)
}

fn write_file(path: &Path, file: &RoomFile) -> Result<(), String> {
    let text = ron::ser::to_string_pretty(file, ron::ser::PrettyConfig::new())
        .map_err(|e| format!("cannot write the room: {e}"))?;
    files::write_atomic(path, text.as_bytes())
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
pub fn spawn(dir: &Path, mut file: RoomFile) -> Result<RoomHandle, String> {
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
    let handle = RoomHandle {
        code: file.code.clone(),
        commands,
        updates: updates.clone(),
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
            let mut room = Room {
                file,
                m,
                view,
                connected: vec![None; seats],
                path,
                updates,
            };
            // A room restored mid-game whose bots were due goes on at once.
            if room.play_bots() {
                room.changed();
            }
            let _ = ready_tx.send(Ok(()));
            while let Ok(cmd) = inbox.recv() {
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
                let _ = reply.send(Ok(Admitted {
                    seat: None,
                    state: encode(ServerMsg::State(self.state())),
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
                let answer = match seat {
                    Some(seat) => {
                        self.connected[seat] = Some(conn);
                        let name = self.m.seats().get(seat).map(|s| s.name.clone());
                        Ok(Admitted {
                            seat: Some((seat, name.unwrap_or_default())),
                            state: encode(ServerMsg::State(self.state())),
                        })
                    }
                    None => Err(format!("no seat in room {} has that token", self.file.code)),
                };
                let joined = answer.is_ok();
                let _ = reply.send(answer);
                if joined {
                    self.broadcast();
                }
            }
            RoomCmd::Leave { seat, conn } => {
                if self.connected.get(seat) == Some(&Some(conn)) {
                    self.connected[seat] = None;
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
                let result = self.act(seat, conn, at, &action);
                let changed = result.is_ok();
                let _ = reply.send(result);
                if changed {
                    self.play_bots();
                    self.changed();
                }
            }
            RoomCmd::Replace { seat, level, reply } => {
                let result = match self.file.seats.get(seat) {
                    None => Err(format!("there is no seat {}", seat + 1)),
                    Some(SeatSpec::Bot(_)) => Err(format!("seat {} is a bot already", seat + 1)),
                    Some(_) if self.connected[seat].is_some() => Err(format!(
                        "seat {} is still connected; only a seat whose player left can be replaced",
                        seat + 1
                    )),
                    Some(_) => {
                        self.file.seats[seat] = SeatSpec::Bot(level);
                        Ok(())
                    }
                };
                let changed = result.is_ok();
                let _ = reply.send(result);
                if changed {
                    self.play_bots();
                    self.changed();
                }
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
                    eprintln!(
                        "room {}: the bot in seat {} could not move",
                        self.file.code,
                        seat + 1
                    );
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
                    eprintln!("room {}: {e}", self.file.code);
                }
                match fair::public_view(&self.file.save, self.m.is_over()) {
                    Ok(view) => self.view = view,
                    Err(e) => eprintln!("room {}: {e}", self.file.code),
                }
            }
            Err(e) => eprintln!("room {}: {e}", self.file.code),
        }
        self.broadcast();
    }

    fn state(&self) -> RoomState {
        RoomState {
            room: self.file.code.clone(),
            at: self.m.action_count(),
            save: self.view.clone(),
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

    fn broadcast(&self) {
        // Nobody listening is fine.
        let _ = self
            .updates
            .send(Arc::new(encode(ServerMsg::State(self.state()))));
    }
}
