//! The messages of network play: JSON text frames over a WebSocket, each an object with the
//! protocol version `v` and a `type`. The server is the only authority: clients send what a seat
//! wants to do, the server checks it with the game's rules and sends everyone what changed. A
//! connection gets the whole game once, as its public view (a save's text without the dice's seed,
//! see [`super::fair`]), when it joins; after that each [`RoomDelta`] carries only the log lines
//! added since the connection's previous message, which a client appends to its copy exactly as
//! loading the save would ([`super::follow`]). The final state reveals the whole save.

use crate::engine::BotLevel;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Bumped on any change to the messages; a client of another version is refused with a message.
pub const PROTOCOL_VERSION: u32 = 4;

/// The largest message either side accepts (a 4-seat save is a few kilobytes).
pub const MAX_MESSAGE_BYTES: usize = 256 * 1024;

/// The read buffer of every WebSocket, server and client. tungstenite's default is 128 KiB,
/// and it zeroes the buffer's free space before each read from the socket: with messages of a
/// few hundred bytes that zeroing was a quarter of a loaded server's time (and 128 KiB a
/// connection). A longer message still reads whole: the buffer grows for it.
pub const READ_BUFFER_BYTES: usize = 4 << 10;

/// Who sits in a seat of a network room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatSpec {
    /// A person (or a headless client) connecting with the seat's token.
    Remote,
    /// A person at the host's own window (the host holds the token).
    Local,
    /// A bot the server plays.
    Bot(BotLevel),
}

impl SeatSpec {
    /// `remote`, `local`, `easy`, `normal` or `strong`.
    pub fn parse(text: &str) -> Result<SeatSpec, String> {
        match text.trim() {
            "remote" => Ok(SeatSpec::Remote),
            "local" => Ok(SeatSpec::Local),
            other => other.parse::<BotLevel>().map(SeatSpec::Bot).map_err(|_| {
                format!("`{other}` is not a seat: use remote, local, easy, normal or strong")
            }),
        }
    }

    /// Whether a person (with a token) plays this seat.
    pub fn is_person(self) -> bool {
        !matches!(self, SeatSpec::Bot(_))
    }
}

/// A room's time control: how long a person's seat has for each action. When it runs out a bot
/// of `bot`'s level makes that action for the seat (logged as a bot's choice); the seat stays
/// the person's, with a fresh clock for its next action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// Milliseconds per action: seconds or minutes for live play, days for play across days.
    pub per_move_ms: u64,
    pub bot: BotLevel,
}

/// The shortest clock a room accepts (a shorter one would hand the game to the bots).
pub const MIN_CLOCK_MS: u64 = 100;

/// What a client asks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    /// Opens a room; the answer is [`ServerMsg::Created`] with one token per person's seat.
    CreateRoom {
        game: String,
        seats: Vec<SeatSpec>,
        #[serde(default)]
        options: BTreeMap<String, String>,
        /// The dice's seed, only for a table with no remote seat (the host's own dice); a room
        /// with a remote seat is refused one: the server draws its seed, sealed, itself.
        #[serde(default)]
        seed: Option<u64>,
        /// Seat names; "Player N" / the bot's level when absent.
        #[serde(default)]
        names: Vec<String>,
        /// The room's time control; none: every seat takes as long as it likes.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<Clock>,
    },
    /// Takes (or takes back, after a dropped connection or from a bot) the seat that `token`
    /// belongs to, closing the connection that held it; with no token, watches the room (its
    /// public view, no seat).
    Join {
        room: String,
        #[serde(default)]
        token: Option<String>,
    },
    /// The seat's action in the game's notation, on the position after `at` log entries (the one
    /// the client saw): refused, never applied twice, if the seat itself acted or dice were rolled
    /// since (other seats' actions on a simultaneous step in between are fine).
    Act {
        at: usize,
        action: String,
    },
    /// Lets a bot of `level` play a seat whose person has left, once its grace period is over
    /// (any seated player may ask); the seat's token takes it back by joining.
    Replace {
        seat: usize,
        level: BotLevel,
    },
    /// The client's copy of the game does not follow from the last delta (a gap in `at`, or a
    /// line its rules refuse): with `at` (the log length it has) the answer is a delta from
    /// there when the server's game is that long; without, or when it cannot be, the whole state.
    Resync {
        #[serde(default)]
        at: Option<usize>,
    },
    Ping,
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// A room was opened: its code and each seat's secret token (`None` for bots).
    Created {
        room: String,
        tokens: Vec<Option<String>>,
    },
    /// This connection now plays `seat`.
    Joined {
        room: String,
        seat: usize,
        name: String,
    },
    /// This connection now watches the room (a join without a token): it gets every state, and
    /// may not act.
    Watching {
        room: String,
    },
    /// The whole game as it stands: to a connection that joins or asks for it, and to everyone
    /// once the game is over (the save revealed).
    State(RoomState),
    /// What changed since the previous message to this connection (after every change while
    /// the game runs, to everyone in the room).
    Delta(RoomDelta),
    /// The last message was refused; nothing changed.
    Refused {
        message: String,
    },
    Pong,
    /// Another server (sharing this one's database) holds the room now: join it at `address`
    /// (a `ws://` or `wss://` URL). A client follows a few of these in a row at most.
    Redirect {
        room: String,
        address: String,
    },
}

/// The WebSocket close code (private range) of a connection whose seat was taken by a newer
/// connection with the same token: a client that sees it must not join again by itself, or two
/// copies of one seat would take it from each other forever.
pub const CLOSE_SEAT_TAKEN: u16 = 4000;

/// What the displaced connection is told before it is closed.
pub const SEAT_TAKEN_TEXT: &str = "this seat is now played from another connection";

/// How the refusal begins that everyone in a room gets when the server removes it (its game
/// ended a while ago, or nobody played in it for too long).
pub const ROOM_CLOSED: &str = "this room has closed";

/// A room's game as everyone in it sees it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RoomState {
    pub room: String,
    /// How many log entries the game has (the `at` of the next action).
    pub at: usize,
    /// The game's public view as a save's text, loaded with the usual save loader: while the
    /// game runs, without the dice's seed (its rolls are in the log, its seal holds the
    /// commitment); once it is over, the whole save, seed and salt revealed.
    pub save: String,
    /// The seats that may act now (empty while the game is over): on a simultaneous step (Hex
    /// Roller's round on one roll) every seat still busy with it, each acting in its own time.
    pub ready: Vec<usize>,
    /// Per seat: how many actions it has taken (a client waits for its count to grow, or for a
    /// refusal, before it acts again).
    #[serde(default)]
    pub moves: Vec<usize>,
    pub over: bool,
    /// Per seat: a connection plays it now (bots always count as connected).
    pub connected: Vec<bool>,
    /// Per seat: for a person's seat with no connection while the game runs, the milliseconds
    /// left (when the state was made) before anyone may hand it to a bot; 0 once they may.
    /// `None` for a connected seat, a bot's seat, and once the game is over.
    #[serde(default)]
    pub grace_ms: Vec<Option<u64>>,
    /// Per seat: who sits there.
    pub seats: Vec<SeatSpec>,
    /// The room's time control, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Clock>,
    /// Per seat, in a room with a clock: for a person's seat that may act now, the milliseconds
    /// left (when the state was made) before the room's bot acts for it. Left out when no clock
    /// runs.
    #[serde(default, skip_serializing_if = "all_none")]
    pub clock_ms: Vec<Option<u64>>,
}

/// What changed in a running room since the previous message to a connection: the log lines
/// added (from `from`, the log length the connection had, to `at`) and the room as it stands
/// now. Its size depends on the lines added, not on the game's length.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoomDelta {
    /// The log length this delta starts from (the client's copy must be that long).
    pub from: usize,
    /// The log length after it (`from` + the lines).
    pub at: usize,
    /// The new log lines, as the save writes them.
    pub log: Vec<String>,
    /// The new lines (by index in the whole log, from 0) a bot chose for a person's seat.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bot_moves: Vec<usize>,
    /// As in [`RoomState`].
    pub ready: Vec<usize>,
    pub moves: Vec<usize>,
    pub connected: Vec<bool>,
    /// As in [`RoomState`]; left out when no seat has a grace period running.
    #[serde(default, skip_serializing_if = "all_none")]
    pub grace_ms: Vec<Option<u64>>,
    pub seats: Vec<SeatSpec>,
    /// As in [`RoomState`]; left out when no clock runs.
    #[serde(default, skip_serializing_if = "all_none")]
    pub clock_ms: Vec<Option<u64>>,
}

fn all_none(grace: &[Option<u64>]) -> bool {
    grace.iter().all(Option::is_none)
}

impl RoomState {
    /// The state after `delta`'s room fields (the save stays as it was: the lines go to the
    /// game, see [`super::follow`]).
    pub fn take_delta(&mut self, delta: &RoomDelta) {
        self.at = delta.at;
        self.ready.clone_from(&delta.ready);
        self.moves.clone_from(&delta.moves);
        self.over = false;
        self.connected.clone_from(&delta.connected);
        // Left out of the delta when no seat's grace runs: none for every seat.
        self.grace_ms.clone_from(&delta.grace_ms);
        self.grace_ms.resize(delta.seats.len(), None);
        self.clock_ms.clone_from(&delta.clock_ms);
        self.clock_ms.resize(delta.seats.len(), None);
        self.seats.clone_from(&delta.seats);
    }
}

/// A message on the wire: the protocol version beside the message's own fields.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Envelope<T> {
    pub v: u32,
    #[serde(flatten)]
    pub msg: T,
}

/// The JSON text of `msg` in an envelope.
pub fn encode<T: Serialize>(msg: T) -> String {
    let env = Envelope {
        v: PROTOCOL_VERSION,
        msg,
    };
    // Plain data (strings, numbers, maps with string keys) always serializes.
    serde_json::to_string(&env)
        .unwrap_or_else(|e| format!("{{\"v\":1,\"type\":\"refused\",\"message\":\"{e}\"}}"))
}

/// Reads a message, or says in one line why it is not one.
pub fn decode<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, String> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(format!(
            "message too long ({} bytes; at most {MAX_MESSAGE_BYTES})",
            text.len()
        ));
    }
    #[derive(Deserialize)]
    struct Version {
        v: Option<u32>,
    }
    let version: Version = serde_json::from_str(text)
        .map_err(|e| format!("not a message: {}", clip(&e.to_string())))?;
    match version.v {
        Some(PROTOCOL_VERSION) => {}
        Some(v) => {
            return Err(format!(
                "protocol version {v} is not spoken here (this server speaks {PROTOCOL_VERSION})"
            ))
        }
        None => return Err("a message needs the protocol version `v`".into()),
    }
    let env: Envelope<T> = serde_json::from_str(text)
        .map_err(|e| format!("not a message: {}", clip(&e.to_string())))?;
    Ok(env.msg)
}

fn clip(s: &str) -> String {
    crate::engine::save::clip(s, 160)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip_and_bad_ones_say_why() {
        let m = ClientMsg::CreateRoom {
            game: "hex-roller".into(),
            seats: vec![SeatSpec::Remote, SeatSpec::Bot(BotLevel::Normal)],
            options: BTreeMap::new(),
            seed: Some(3),
            names: vec![],
            clock: Some(Clock {
                per_move_ms: 86_400_000,
                bot: BotLevel::Easy,
            }),
        };
        let text = encode(&m);
        assert!(
            text.contains("\"v\":4") && text.contains("\"type\":\"create_room\""),
            "{text}"
        );
        assert_eq!(decode::<ClientMsg>(&text).unwrap(), m);
        let act = r#"{"v":4,"type":"act","at":4,"action":"pick 6"}"#;
        assert_eq!(
            decode::<ClientMsg>(act).unwrap(),
            ClientMsg::Act {
                at: 4,
                action: "pick 6".into()
            }
        );
        for (bad, why) in [
            ("", "not a message"),
            ("[1,2]", "not a message"),
            (r#"{"type":"ping"}"#, "protocol version"),
            (r#"{"v":3,"type":"ping"}"#, "version 3"),
            (r#"{"v":4,"type":"fly"}"#, "not a message"),
            (
                r#"{"v":4,"type":"act","at":-1,"action":"x"}"#,
                "not a message",
            ),
        ] {
            let e = decode::<ClientMsg>(bad).unwrap_err();
            assert!(e.contains(why), "{bad}: {e}");
        }
        let long = format!(
            r#"{{"v":4,"type":"act","at":1,"action":"{}"}}"#,
            "x".repeat(MAX_MESSAGE_BYTES)
        );
        assert!(decode::<ClientMsg>(&long).unwrap_err().contains("too long"));
        // A join without a token is a spectator's; with one, a seat's.
        let watch = r#"{"v":4,"type":"join","room":"ABC"}"#;
        assert_eq!(
            decode::<ClientMsg>(watch).unwrap(),
            ClientMsg::Join {
                room: "ABC".into(),
                token: None
            }
        );
        let seat = r#"{"v":4,"type":"join","room":"ABC","token":"12"}"#;
        assert!(matches!(
            decode::<ClientMsg>(seat).unwrap(),
            ClientMsg::Join { token: Some(t), .. } if t == "12"
        ));
        assert_eq!(
            SeatSpec::parse("strong"),
            Ok(SeatSpec::Bot(BotLevel::Strong))
        );
        assert!(SeatSpec::parse("wizard").is_err());
    }
}
