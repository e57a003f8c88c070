//! The messages of network play: JSON text frames over a WebSocket, each an object with the
//! protocol version `v` and a `type`. The server is the only authority: clients send what a seat
//! wants to do, the server checks it with the game's rules and sends everyone what changed. A
//! connection gets the whole game once, as its public view (a save's text without the dice's seed,
//! see [`super::fair`]), when it joins; after that each [`RoomDelta`] carries only the log lines
//! added since the connection's previous message, which a client appends to its copy exactly as
//! loading the save would ([`super::follow`]). The final state reveals the whole save.

use crate::engine::text::{Lang, Msg};
use crate::engine::BotLevel;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Bumped on any change to the messages; a client of another version is refused with a message.
pub const PROTOCOL_VERSION: u32 = 7;

/// The largest message a client accepts from a server (a state is the game's save and the
/// room's fields; a 4-seat save is a few kilobytes, a long 8-seat game some tens).
pub const MAX_MESSAGE_BYTES: usize = 1 << 20;

/// The largest message (and frame) a server accepts from a client. The largest a real client
/// sends is a `create_room` with 8 seats, their names and options, or a `say` of
/// [`CHAT_MAX_CHARS`] characters each escaped as `\uXXXX`: under 2 KiB (a test measures them);
/// 16 KiB leaves room to grow without letting a connection make the server hold much.
pub const CLIENT_MESSAGE_BYTES: usize = 16 << 10;

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
    pub fn parse(text: &str) -> Result<SeatSpec, NotASeat> {
        match text.trim() {
            "remote" => Ok(SeatSpec::Remote),
            "local" => Ok(SeatSpec::Local),
            other => other
                .parse::<BotLevel>()
                .map(SeatSpec::Bot)
                .map_err(|_| NotASeat(other.to_string())),
        }
    }

    /// Whether a person (with a token) plays this seat.
    pub fn is_person(self) -> bool {
        !matches!(self, SeatSpec::Bot(_))
    }
}

/// A seat that [`SeatSpec::parse`] does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a seat: use remote, local, easy, normal or strong")]
pub struct NotASeat(pub String);

impl NotASeat {
    /// The player's words.
    pub fn msg(&self) -> Msg {
        Msg::new("net-not-a-seat").text("seat", self.0.clone())
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
        /// The dice's seed, only for a table of bots alone (a game to watch again); a room with
        /// any person's seat is refused one: the server draws its seed, sealed, itself.
        #[serde(default)]
        seed: Option<u64>,
        /// Seat names; "Player N" / the bot's level when absent.
        #[serde(default)]
        names: Vec<String>,
        /// The room's time control; none: every seat takes as long as it likes.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<Clock>,
        /// The server's create secret (`dicepad serve --create-secret`), for a server that opens
        /// rooms only for its own players; a server without one ignores it.
        /// (A boxed `str`: a `String`'s capacity would make every message larger.)
        #[serde(default, skip_serializing_if = "Option::is_none")]
        secret: Option<Box<str>>,
    },
    /// Takes (or takes back, after a dropped connection or from a bot) the seat that `token`
    /// belongs to, closing the connection that held it; with no token, watches the room (its
    /// public view, no seat).
    ///
    /// `random` is the seat's own random value for the dice (a person's seat sends one, drawn
    /// from its operating system; the server adds the first it gets for a seat to every roll
    /// from then on, see [`crate::engine::seal::Contribution`]). A spectator's is ignored.
    ///
    /// `proof` is the player key's proof for this server (64 hex digits, see
    /// [`super::player_key`]) and `name` the name the key goes by: the seat's first proof names
    /// the player whose rating the room's result moves ([`super::rated`]); a seat joined without
    /// one is not rated. A spectator's are ignored. (Added after protocol 7 without a new number:
    /// an older server ignores them and rates nobody.)
    Join {
        room: String,
        #[serde(default)]
        token: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        random: Option<crate::engine::seal::Nonce>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        proof: Option<Box<str>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<Box<str>>,
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
    /// Takes back the seat's own last action, the log's last entry (`at` is the log's length the
    /// client saw, so that entry is the `at`-th): refused unless the seat made it itself (not the
    /// clock's bot), nothing came after it (no roll, no other seat's action, no seat's random
    /// value taken in) and the game is not over. Done, everyone gets the whole state, whose log
    /// is one entry shorter (see [`super::witness`] for what a seat's witness accepts of that).
    Undo {
        at: usize,
    },
    /// The client's copy of the game does not follow from the last delta (a gap in `at`, or a
    /// line its rules refuse): with `at` (the log length it has) the answer is a delta from
    /// there when the server's game is that long; without, or when it cannot be, the whole state.
    Resync {
        #[serde(default)]
        at: Option<usize>,
    },
    Ping,
    /// How the room of `token`'s seat stands ([`ServerMsg::Summary`]), without sitting down:
    /// the connection takes no seat and follows nothing (a window's list of its network games
    /// asks this for every seat it remembers). A wrong token or room gets the join's refusal.
    Summary {
        room: String,
        token: String,
    },
    /// A line in the table's chat (only a seat may write; see [`ChatLine`] for what everyone
    /// gets). Refused with a [`ChatRefusal`]'s text when it is empty, too long or too fast.
    Say {
        text: String,
    },
    /// The player's attempt at today's daily challenge of `game` (today by the server's clock;
    /// see [`super::day`]): answered with [`ServerMsg::DailyRoom`], a room laid out as the
    /// challenge's table with the day's sealed dice, which the client joins with the token as
    /// any other. `proof` is the player key's proof for this server (64 hex digits, see
    /// [`super::player_key`]); `name` the name the player goes by. One attempt per key, date and
    /// game: asked again while its game runs, the same room and token; after it ended, refused.
    /// (Added after protocol 7 without a new number, as `summary` was: an older server refuses
    /// it as not a message.)
    Daily {
        game: String,
        #[serde(default)]
        name: String,
        proof: String,
    },
    /// The leaderboard of `game`'s daily challenge on `date` (by default today, by the server's
    /// clock), or with `week` of the ISO week (Monday to Sunday, UTC) holding that date:
    /// answered with [`ServerMsg::Board`].
    Board {
        game: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        date: Option<String>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        week: bool,
    },
    /// The players rated on this server ([`super::rated`]): of `game` (every game when none),
    /// those whose name begins with `name` (any case; at most [`PLAYER_NAME_CHARS`] characters
    /// are looked at), from the `from`-th on (counted from 0): answered with
    /// [`ServerMsg::Players`], at most [`PLAYER_ENTRIES`] of them.
    Players {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<String>,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        name: String,
        #[serde(default, skip_serializing_if = "is_zero")]
        from: usize,
    },
}

fn is_zero(n: &usize) -> bool {
    *n == 0
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
        /// The short id (8 hex digits) of the player the seat's result is rated for, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<String>,
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
    /// The last message was refused; nothing changed. `message` is the reason in English (for
    /// logs, scripts and older clients); `msg` the same reason as a catalogue message, which a
    /// client words in its player's language (absent from older servers: a client shows
    /// `message` then, see [`ServerMsg::refusal`]).
    Refused {
        message: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        msg: Option<Msg>,
    },
    Pong,
    /// The answer to [`ClientMsg::Summary`].
    Summary(RoomSummary),
    /// A new line of the table's chat, to everyone in the room (once it is stored).
    Chat(ChatLine),
    /// Another server (sharing this one's database) holds the room now: join it at `address`
    /// (a `ws://` or `wss://` URL). A client follows a few of these in a row at most.
    Redirect {
        room: String,
        address: String,
    },
    /// The answer to [`ClientMsg::Daily`]: the attempt's room and seat token, the challenge's
    /// date and the commitment to its dice (the day's: the same for every player, and the one
    /// the room's game carries).
    DailyRoom {
        room: String,
        token: String,
        date: String,
        commitment: crate::engine::seal::Commitment,
    },
    /// The answer to [`ClientMsg::Board`].
    Board(DailyBoard),
    /// The answer to [`ClientMsg::Players`].
    Players(PlayerList),
}

/// The most entries one [`ServerMsg::Players`] lists.
pub const PLAYER_ENTRIES: usize = 100;
/// The most characters of a name a players' list looks at.
pub const PLAYER_NAME_CHARS: usize = 40;

/// Players rated on a server, as [`ClientMsg::Players`] asked.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayerList {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// The first entry's number among all that match (from 0).
    #[serde(default)]
    pub from: usize,
    /// Per game (in id order), the best rating first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entries: Vec<PlayerEntry>,
    /// How many ratings match in all.
    pub total: usize,
}

/// One player's rating in one game on a server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerEntry {
    /// Their place among everyone rated in the game (from 1), whatever name was asked.
    pub rank: usize,
    pub name: String,
    /// The first 8 hex digits of the player's id.
    pub player: String,
    pub game: String,
    /// On the ladder's scale ([`crate::rating`]), rounded.
    pub rating: i32,
    /// One standard deviation of it.
    pub spread: i32,
    /// Rated games.
    pub games: u32,
    /// Still finding its level (few games).
    pub provisional: bool,
}

/// The most entries a leaderboard lists (the best ones; `total` says how many there are).
pub const BOARD_ENTRIES: usize = 100;
/// The most bytes of saves one day's board carries once its day is over: entries past it are
/// left off (with the rest of the list), so a board stays far below [`MAX_MESSAGE_BYTES`].
pub const BOARD_SAVE_BYTES: usize = 640 << 10;

/// A daily challenge's leaderboard: one day's finished attempts, or a week's per player.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DailyBoard {
    pub game: String,
    /// The day (YYYY-MM-DD); for a week, the day asked about.
    pub date: String,
    /// The day's commitment to its dice (public from the day's start).
    pub commitment: Option<crate::engine::seal::Commitment>,
    /// Once the day is over (by the server's clock): the seed and salt that open the
    /// commitment, and each entry's save.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub salt: Option<crate::engine::seal::Salt>,
    /// A day's board: its entries, best first (a higher score, then the earlier end).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entries: Vec<BoardEntry>,
    /// A week's board: its Monday and Sunday, and per player the week's total, best first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub week: Option<(String, String)>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<WeekEntry>,
    /// How many entries (or players) there are in all; the list holds the first of them.
    pub total: usize,
}

/// One finished attempt on a day's board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardEntry {
    /// From 1.
    pub rank: usize,
    pub name: String,
    /// The first 8 hex digits of the player's id.
    pub player: String,
    /// Seat 1's total.
    pub score: i32,
    /// When its game ended, seconds since 1970 (the server's clock).
    pub ended: i64,
    /// Once the day is over: the game's whole save, seed and salt included.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub save: Option<String>,
}

/// One player's week on a week's board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeekEntry {
    pub rank: usize,
    pub name: String,
    pub player: String,
    /// The sum of the player's scores that week.
    pub total: i64,
    /// The days they played.
    pub days: u32,
}

/// One line of a room's chat. The name and the text are a player's words: shown as they are,
/// never read as markup or commands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    /// The line's number in the room's chat, from 0: in the order the room took them.
    pub n: u64,
    /// The seat that wrote it, from 0.
    pub seat: usize,
    /// The seat's name when it wrote.
    pub name: String,
    /// What it said: trimmed, without control characters, at most [`CHAT_MAX_CHARS`].
    pub text: String,
    /// When the room took it: seconds since 1970 (UTC).
    pub time: u64,
}

impl ChatLine {
    /// The writer's name as shown: a blank one (a seat given no name) reads "Player N" in this
    /// thread's language.
    pub fn who(&self) -> std::borrow::Cow<'_, str> {
        crate::engine::Names::shown(&self.name, self.seat)
    }
}

/// The longest chat line, in characters after trimming.
pub const CHAT_MAX_CHARS: usize = 200;
/// Chat lines a seat may send at once; one more is earned every [`CHAT_REFILL_MS`].
pub const CHAT_BURST: u32 = 5;
pub const CHAT_REFILL_MS: u64 = 2_000;
/// How many of a room's last chat lines it keeps (in memory and in the store) and a whole state
/// carries: enough to read back what was said while one was away, and a spectator's join stays
/// small whatever the seats wrote.
pub const CHAT_SENT: usize = 50;
/// The most bytes of names and texts those lines hold (the oldest go first): 50 lines of 200
/// letters outside the Latin alphabets would be 80 KiB; this keeps a state's chat near 16 KiB.
pub const CHAT_SENT_BYTES: usize = 16 * 1024;

/// How the catalogue ids of a chat line's refusals begin (so a client tells them from an
/// action's refusal).
pub const CHAT_REFUSED: &str = "chat-refused-";

/// Whether a refusal is a chat line's (and so no answer to an action on its way).
pub fn is_chat_refusal(msg: &Msg) -> bool {
    msg.id().is_some_and(|id| id.starts_with(CHAT_REFUSED))
}

/// Why a chat line was refused: on the wire a refusal whose message is [`ChatRefusal::msg`]
/// (ids beginning with [`CHAT_REFUSED`], `chat.ftl`); the English `Display` is for the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChatRefusal {
    #[error("chat: only the table's seats may write in its chat")]
    NotSeated,
    #[error("chat: the message is empty")]
    Empty,
    #[error("chat: a message holds at most {CHAT_MAX_CHARS} characters")]
    TooLong,
    #[error("chat: too many messages; wait {wait_secs} s")]
    TooFast { wait_secs: u64 },
    #[error("chat: the room has closed")]
    Closed,
    #[error("chat: the server could not keep the message")]
    NotStored,
    /// Never sent: a client that is not connected keeps its line.
    #[error("chat: not connected to the server")]
    Offline,
}

impl ChatRefusal {
    /// Its catalogue id (`chat.ftl`; [`ChatRefusal::TooFast`] takes `secs`).
    pub fn id(self) -> &'static str {
        match self {
            ChatRefusal::NotSeated => "chat-refused-not-seated",
            ChatRefusal::Empty => "chat-refused-empty",
            ChatRefusal::TooLong => "chat-refused-too-long",
            ChatRefusal::TooFast { .. } => "chat-refused-too-fast",
            ChatRefusal::Closed => "chat-refused-closed",
            ChatRefusal::NotStored => "chat-refused-not-stored",
            ChatRefusal::Offline => "chat-refused-offline",
        }
    }

    /// In the player's language.
    pub fn msg(self) -> crate::engine::text::Msg {
        let msg = crate::engine::text::Msg::new(self.id());
        match self {
            ChatRefusal::TooLong => msg.count("max", CHAT_MAX_CHARS),
            ChatRefusal::TooFast { wait_secs } => {
                msg.int("secs", i64::try_from(wait_secs).unwrap_or(i64::MAX))
            }
            _ => msg,
        }
    }
}

/// A room as one of its seats sees it from afar: enough for a list of one's network games.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RoomSummary {
    pub room: String,
    /// The game's id (`hex-roller`).
    pub game: String,
    /// The seat whose token asked.
    pub seat: usize,
    /// Every seat's name, in seat order.
    pub names: Vec<String>,
    /// As in [`RoomState`]: the seats that may act now (empty once the game is over).
    pub ready: Vec<usize>,
    /// How many log entries the game has.
    pub at: usize,
    pub over: bool,
    /// As in [`RoomState`]; left out when no clock runs.
    #[serde(default, skip_serializing_if = "all_none")]
    pub clock_ms: Vec<Option<u64>>,
    /// Once the game is over: every seat's total, and the winners.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scores: Vec<i32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<usize>,
}

/// The WebSocket close code (private range) of a connection whose seat was taken by a newer
/// connection with the same token: a client that sees it must not join again by itself, or two
/// copies of one seat would take it from each other forever.
pub const CLOSE_SEAT_TAKEN: u16 = 4000;

/// What the displaced connection is told before it is closed (a catalogue id).
pub const SEAT_TAKEN: &str = "net-seat-taken";

/// The WebSocket close code (private range) of every connection of a server that stops because
/// its host closed it (the window that hosted the game quit): the rooms are kept, and a client
/// keeps trying to join again, saying [`HOST_LEFT`] meanwhile rather than the socket's error.
pub const CLOSE_HOST_LEFT: u16 = 4001;

/// What the seats of a stopping server are told (a catalogue id).
pub const HOST_LEFT: &str = "net-host-left";

/// How the ids begin of the refusals everyone in a room gets when the server removes it (its
/// game ended a while ago, or nobody played in it for too long).
pub const ROOM_CLOSED: &str = "net-closed-";

impl ServerMsg {
    /// A refusal: the reason as a catalogue message, and in English beside it.
    pub fn refused(why: Msg) -> ServerMsg {
        ServerMsg::Refused {
            message: why.render(Lang::En),
            msg: Some(why),
        }
    }

    /// A refusal's reason as a message: the typed one, or an older server's English text.
    pub fn refusal(message: &str, msg: Option<&Msg>) -> Msg {
        match msg {
            Some(m) => m.clone(),
            None => Msg::new("net-server-said").text("text", message),
        }
    }
}

/// The refusal (a catalogue id) of a seat's action the server's store could not keep: nothing
/// changed, and the same action may be sent again.
pub const MOVE_NOT_SAVED: &str = "net-move-not-saved";
/// The refusal (a catalogue id) of a seat's handover, or a seat taken back, the server's store
/// could not keep: nothing changed.
pub const CHANGE_NOT_SAVED: &str = "net-change-not-saved";

/// Whether a refusal says the server could not store a change (its store failed): worth trying
/// again after a pause, and no answer about the game.
pub fn is_not_saved(msg: &Msg) -> bool {
    msg.id()
        .is_some_and(|id| id == MOVE_NOT_SAVED || id == CHANGE_NOT_SAVED)
}

/// Whether a refusal ends this connection's part in the room: the seat went to another
/// connection, or the room closed.
pub fn is_final(msg: &Msg) -> bool {
    msg.id()
        .is_some_and(|id| id == SEAT_TAKEN || id.starts_with(ROOM_CLOSED))
}

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
    /// The room's last chat lines (up to [`CHAT_SENT`]), oldest first; later lines come as
    /// [`ServerMsg::Chat`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chat: Vec<ChatLine>,
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
    serde_json::to_string(&env).unwrap_or_else(|e| encode_failed(&e.to_string()))
}

/// The refusal sent in place of a message that would not serialize (never seen: kept simple).
fn encode_failed(why: &str) -> String {
    let why = serde_json::Value::String(why.to_string());
    format!("{{\"v\":{PROTOCOL_VERSION},\"type\":\"refused\",\"message\":{why}}}")
}

/// Why a text is not a message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("message too long ({0} bytes; at most {MAX_MESSAGE_BYTES})")]
    TooLong(usize),
    #[error("not a message: {0}")]
    NotAMessage(String),
    #[error("protocol version {0} is not spoken here (this server speaks {PROTOCOL_VERSION})")]
    Version(u32),
    #[error("a message needs the protocol version `v`")]
    NoVersion,
}

impl DecodeError {
    /// The player's words.
    pub fn msg(&self) -> Msg {
        match self {
            DecodeError::TooLong(n) => Msg::new("net-too-long")
                .count("bytes", *n)
                .count("max", MAX_MESSAGE_BYTES),
            DecodeError::NotAMessage(why) => Msg::new("net-not-a-message").text("why", why.clone()),
            DecodeError::Version(v) => Msg::new("net-other-version")
                .int("v", *v)
                .int("ours", PROTOCOL_VERSION),
            DecodeError::NoVersion => Msg::new("net-no-version"),
        }
    }
}

/// Reads a message, or says why it is not one.
pub fn decode<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, DecodeError> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(DecodeError::TooLong(text.len()));
    }
    #[derive(Deserialize)]
    struct Version {
        v: Option<u32>,
    }
    let not_a_message = |e: serde_json::Error| DecodeError::NotAMessage(clip(&e.to_string()));
    let version: Version = serde_json::from_str(text).map_err(not_a_message)?;
    match version.v {
        Some(PROTOCOL_VERSION) => {}
        Some(v) => return Err(DecodeError::Version(v)),
        None => return Err(DecodeError::NoVersion),
    }
    // The message itself from the same text, its `v` ignored as any field it does not know
    // (the same result as reading an [`Envelope`], whose flattened message serde would buffer
    // once more before the message's own tag buffers it again: a fifth of reading a message,
    // measured in the net bench).
    serde_json::from_str(text).map_err(not_a_message)
}

fn clip(s: &str) -> String {
    crate::engine::save::clip(s, 160)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_messages_a_real_client_sends_are_far_below_the_servers_cap() {
        // A create of 8 seats, each with a 40-letter name of 4-byte characters, a clock, options
        // and a long secret; a line of chat of control characters (each escaped as \uXXXX); an
        // action with a long name.
        let create = encode(ClientMsg::CreateRoom {
            game: "molecular-structures".into(),
            seats: vec![SeatSpec::Bot(BotLevel::Strong); 8],
            options: (0..8)
                .map(|i| (format!("option{i}"), "value".repeat(4)))
                .collect(),
            seed: Some(u64::MAX),
            names: vec!["\u{1F3B2}".repeat(40); 8],
            clock: Some(Clock {
                per_move_ms: u64::MAX,
                bot: BotLevel::Strong,
            }),
            secret: Some("s".repeat(128).into()),
        });
        let say = encode(ClientMsg::Say {
            text: "\u{1}".repeat(CHAT_MAX_CHARS),
        });
        let act = encode(ClientMsg::Act {
            at: usize::MAX,
            action: "write -10,-10 ".repeat(10),
        });
        for (what, text) in [("create_room", create), ("say", say), ("act", act)] {
            assert!(
                text.len() * 4 < CLIENT_MESSAGE_BYTES,
                "{what}: {} bytes",
                text.len()
            );
        }
    }

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
            secret: None,
        };
        let text = encode(&m);
        assert!(
            text.contains(&format!("\"v\":{PROTOCOL_VERSION}"))
                && text.contains("\"type\":\"create_room\""),
            "{text}"
        );
        assert_eq!(decode::<ClientMsg>(&text).unwrap(), m);
        let act = r#"{"v":7,"type":"act","at":4,"action":"pick 6"}"#;
        assert_eq!(
            decode::<ClientMsg>(act).unwrap(),
            ClientMsg::Act {
                at: 4,
                action: "pick 6".into()
            }
        );
        let undo = r#"{"v":7,"type":"undo","at":9}"#;
        assert_eq!(
            decode::<ClientMsg>(undo).unwrap(),
            ClientMsg::Undo { at: 9 }
        );
        // A version 6 client never sends one; a version 6 message is refused as such.
        let old = r#"{"v":6,"type":"undo","at":9}"#;
        assert!(decode::<ClientMsg>(old)
            .unwrap_err()
            .to_string()
            .contains("version 6"));
        for (bad, why) in [
            ("", "not a message"),
            ("[1,2]", "not a message"),
            (r#"{"type":"ping"}"#, "protocol version"),
            (r#"{"v":3,"type":"ping"}"#, "version 3"),
            (r#"{"v":7,"type":"fly"}"#, "not a message"),
            (
                r#"{"v":7,"type":"act","at":-1,"action":"x"}"#,
                "not a message",
            ),
        ] {
            let e = decode::<ClientMsg>(bad).unwrap_err();
            assert!(e.to_string().contains(why), "{bad}: {e}");
        }
        let long = format!(
            r#"{{"v":7,"type":"act","at":1,"action":"{}"}}"#,
            "x".repeat(MAX_MESSAGE_BYTES)
        );
        assert!(decode::<ClientMsg>(&long)
            .unwrap_err()
            .to_string()
            .contains("too long"));
        // A join without a token is a spectator's; with one, a seat's.
        let watch = r#"{"v":7,"type":"join","room":"ABC"}"#;
        assert_eq!(
            decode::<ClientMsg>(watch).unwrap(),
            ClientMsg::Join {
                room: "ABC".into(),
                token: None,
                random: None,
                proof: None,
                name: None,
            }
        );
        let seat = r#"{"v":7,"type":"join","room":"ABC","token":"12"}"#;
        assert!(matches!(
            decode::<ClientMsg>(seat).unwrap(),
            ClientMsg::Join { token: Some(t), .. } if t == "12"
        ));
        // A seat's summary, asked by token without sitting down.
        let ask = r#"{"v":7,"type":"summary","room":"ABC","token":"12"}"#;
        assert_eq!(
            decode::<ClientMsg>(ask).unwrap(),
            ClientMsg::Summary {
                room: "ABC".into(),
                token: "12".into()
            }
        );
        let answer = ServerMsg::Summary(RoomSummary {
            room: "ABC".into(),
            game: "hex-roller".into(),
            seat: 1,
            names: vec!["Ann".into(), "Ben".into()],
            ready: vec![1],
            at: 7,
            clock_ms: vec![None, Some(5_000)],
            ..RoomSummary::default()
        });
        let text = encode(&answer);
        assert!(!text.contains("scores"), "{text}");
        assert_eq!(decode::<ServerMsg>(&text).unwrap(), answer);
        assert_eq!(
            SeatSpec::parse("strong"),
            Ok(SeatSpec::Bot(BotLevel::Strong))
        );
        assert!(SeatSpec::parse("wizard").is_err());
    }

    #[test]
    fn a_refusal_carries_its_message_and_the_client_words_it_in_its_language() {
        let why = Msg::new("net-seat-grace").int("seat", 2).int("secs", 40);
        let text = encode(ServerMsg::refused(why.clone()));
        assert!(
            text.contains(r#""message":"Seat 2 dropped; a bot may take it in 40 s""#),
            "{text}"
        );
        assert!(
            text.contains(r#""msg":{"id":"net-seat-grace","args":{"seat":2,"secs":40}}"#),
            "{text}"
        );
        let Ok(ServerMsg::Refused { message, msg }) = decode::<ServerMsg>(&text) else {
            panic!("{text}");
        };
        assert_eq!(msg.as_ref(), Some(&why));
        let said = ServerMsg::refusal(&message, msg.as_ref());
        assert_eq!(
            said.render(Lang::De),
            "Platz 2 ist weg; ein Bot darf ihn in 40 s übernehmen"
        );
        assert_eq!(
            said.render(Lang::Nl),
            "Plaats 2 is weg; een bot mag hem over 40 s overnemen"
        );
        // An older server sends only the English text; it is shown as it is.
        let old = r#"{"v":7,"type":"refused","message":"it is not your turn"}"#;
        let Ok(ServerMsg::Refused { message, msg: None }) = decode::<ServerMsg>(old) else {
            panic!("{old}");
        };
        assert_eq!(
            ServerMsg::refusal(&message, None).render(Lang::De),
            "it is not your turn"
        );
        // A game's own refusal travels inside the server's, and both are worded.
        let nested = Msg::new("net-refused").msg("why", Msg::new("net-not-your-turn"));
        let text = encode(ServerMsg::refused(nested));
        let Ok(ServerMsg::Refused { msg: Some(m), .. }) = decode::<ServerMsg>(&text) else {
            panic!("{text}");
        };
        assert_eq!(
            m.render(Lang::De),
            "der Server hat abgelehnt: du bist nicht am Zug"
        );
        assert!(is_final(&Msg::new(SEAT_TAKEN)));
        assert!(is_final(&Msg::new("net-closed-idle")));
        assert!(!is_final(&Msg::new("net-not-your-turn")));
    }

    #[test]
    fn a_hostile_servers_oversized_or_deeply_nested_message_is_refused() {
        let refusal =
            |msg: &str| format!(r#"{{"v":7,"type":"refused","message":"x","msg":{msg}}}"#);
        let nested = |depth: usize| {
            let mut m = r#"{"id":"net-not-your-turn"}"#.to_string();
            for _ in 1..depth {
                m = format!(r#"{{"id":"net-refused","args":{{"why":{m}}}}}"#);
            }
            m
        };
        // As deep as a message may be: read, and worded.
        let Ok(ServerMsg::Refused { msg: Some(m), .. }) =
            decode::<ServerMsg>(&refusal(&nested(crate::engine::text::MAX_DEPTH)))
        else {
            panic!("a message at the greatest depth is read");
        };
        assert!(m.render(Lang::En).ends_with("it is not your turn"));
        // One deeper, a thousand deep (past serde_json's own limit too), too many arguments,
        // too many parts, too long a text: each refused.
        let many_args: Vec<String> = (0..40).map(|i| format!(r#""a{i}":{i}"#)).collect();
        let wide = format!(
            r#"{{"id":"net-no-seat","args":{{{}}}}}"#,
            many_args.join(",")
        );
        let parts = {
            let leaf = r#"{"id":"net-game-over"}"#;
            let args: Vec<String> = (0..15).map(|i| format!(r#""w{i}":{leaf}"#)).collect();
            let mid = format!(r#"{{"id":"net-refused","args":{{{}}}}}"#, args.join(","));
            let args: Vec<String> = (0..15).map(|i| format!(r#""w{i}":{mid}"#)).collect();
            format!(r#"{{"id":"net-refused","args":{{{}}}}}"#, args.join(","))
        };
        let long = format!(
            r#"{{"id":"net-refused","args":{{"why":"{}"}}}}"#,
            "x".repeat(crate::engine::text::MAX_TEXT_BYTES + 1)
        );
        let long_id = format!(r#"{{"id":"{}"}}"#, "x".repeat(5_000));
        for (what, msg) in [
            ("too deep", nested(crate::engine::text::MAX_DEPTH + 1)),
            ("a thousand deep", nested(1_000)),
            ("too many arguments", wide),
            ("too many parts", parts),
            ("too long a text", long),
            ("too long an id", long_id),
            (
                "a number out of range",
                r#"{"id":"net-no-seat","args":{"seat":18446744073709551615}}"#.into(),
            ),
            ("no id", r#"{"args":{}}"#.into()),
        ] {
            let text = refusal(&msg);
            assert!(text.len() < MAX_MESSAGE_BYTES, "{what}");
            assert!(
                decode::<ServerMsg>(&text).is_err(),
                "{what} is read: {}",
                clip(&text)
            );
        }
        // An id no catalogue has is shown as it is; an argument no message uses is dropped.
        let read = |msg: &str| match decode::<ServerMsg>(&refusal(msg)) {
            Ok(ServerMsg::Refused { msg: Some(m), .. }) => m,
            other => panic!("{msg}: {other:?}"),
        };
        assert_eq!(
            read(r#"{"id":"no-such-id"}"#).render(Lang::De),
            "no-such-id"
        );
        let m = read(r#"{"id":"net-game-over","args":{"nobody-uses-this":1}}"#);
        assert_eq!(m.id(), Some("net-game-over"));
        assert!(m.args().is_empty());
    }
}
