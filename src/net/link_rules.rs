//! What the window's link to a room does, whatever carries it: the desktop's WebSocket on a thread
//! of its own ([`super::remote_link`], tokio) and the browser's own WebSocket (the browser build's
//! `remote_link`, `remote_link_web.rs`) both go through these rules, so the two cannot drift
//! apart:
//!
//! - what the link tells the window ([`Event`]) and how it reads a server's message
//!   ([`Course::read`]);
//! - where it connects and which redirects it follows ([`Route`]; a redirect is a peer's word
//!   like any other: its address must be a `ws://` or `wss://` URL of a sane length, and at most
//!   [`MAX_REDIRECTS`] are followed in a row, a join that is admitted ending the row; after that
//!   the link gives up and says why, [`Event::GaveUp`]); a link that was sent on and then cannot
//!   reach that server goes back to the address it was given;
//! - what a close means ([`closed_with`]), what it does after a connection ended
//!   ([`Course::settle`]), and when the server counts as gone ([`ear_wait`], [`quiet`]).

use super::address::{check_redirect, BadRedirect};
pub use super::address::{MAX_ADDRESS, MAX_REDIRECTS};
use super::protocol::{
    decode, ChatLine, ClientMsg, DecodeError, RoomDelta, RoomState, ServerMsg, CLOSE_HOST_LEFT,
    CLOSE_SEAT_TAKEN, HOST_LEFT, MAX_MESSAGE_BYTES, SEAT_TAKEN,
};
use crate::engine::seal::Nonce;
use crate::engine::text::Msg;
use std::sync::Arc;
use std::time::Duration;

/// How long connecting (TCP, TLS and the WebSocket handshake) may take before the server counts
/// as unreachable.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a seat's client (and the window's link) hears nothing at all from the server before
/// it counts the server as gone, closes the connection and joins again with the seat's token (a
/// dead link, a room that stalled, or a copy of it that another took the place of; a room waiting
/// on a slow person just sends its state again). Every frame counts as heard, the server's pings
/// too (it pings every third of its idle timeout: 20 s by default); after a third of this without
/// a word the client asks with a `ping` of its own, which a live server answers at once, so a
/// quiet room is never taken for a dead one whatever the server's ping interval.
pub const SILENCE: Duration = Duration::from_secs(30);

/// [`SILENCE`], or `DICEPAD_SILENCE_MS` milliseconds when that is set (for tests: at least 300;
/// the browser has no environment: always [`SILENCE`] there).
pub fn silence() -> Duration {
    std::env::var("DICEPAD_SILENCE_MS")
        .ok()
        .and_then(|ms| ms.trim().parse::<u64>().ok())
        .map_or(SILENCE, |ms| Duration::from_millis(ms.max(300)))
}

/// How long the link waits before it tries again after a dropped connection.
pub const RETRY: Duration = Duration::from_millis(700);

/// What the link hears.
#[derive(Debug)]
pub enum Event {
    /// The connection is up (again) and the seat was asked for.
    Connected,
    Joined {
        seat: usize,
        name: String,
    },
    State(Box<RoomState>),
    Delta(Box<RoomDelta>),
    /// The server's refusal, in the player's words (worded where it is shown).
    Refused(Msg),
    /// The connection dropped (or could not be made); the link tries again.
    Lost(Msg),
    /// A new line of the table's chat.
    Chat(ChatLine),
    /// The room is held by the server at this address now: the link joins there (the window
    /// remembers the seat there).
    Moved(String),
    /// The link has stopped for good: why (sent round too many servers, or to an address that
    /// is no server's).
    GaveUp(Msg),
}

/// Called when an event arrives, to wake the window.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// Why a redirect is not followed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RedirectError {
    /// More than [`MAX_REDIRECTS`] in a row: the servers disagree on who holds the room.
    #[error("sent on more than {MAX_REDIRECTS} times in a row (last to {last})")]
    TooMany { last: String },
    /// The address is no `ws://` or `wss://` URL, or too long.
    #[error("sent to an address that is no server's")]
    BadAddress,
    /// From a `wss://` server to a `ws://` one (the seat's token would travel in clear).
    #[error("sent from an encrypted server to an unencrypted one")]
    Downgrade,
}

impl RedirectError {
    /// The player's words.
    pub fn msg(&self) -> Msg {
        match self {
            RedirectError::TooMany { last } => Msg::new("wn-redirect-loop")
                .count("n", MAX_REDIRECTS)
                .text("address", shown_address(last)),
            RedirectError::BadAddress => Msg::new("wn-redirect-bad"),
            RedirectError::Downgrade => Msg::new("net-redirect-downgrade"),
        }
    }
}

/// An address from a peer, cut short and without control characters, to show.
fn shown_address(address: &str) -> String {
    address
        .chars()
        .filter(|c| !c.is_control())
        .take(80)
        .collect()
}

/// Where a link connects, and the redirects it followed in a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    given: String,
    current: String,
    redirects: usize,
}

impl Route {
    pub fn new(url: &str) -> Route {
        Route {
            given: url.to_string(),
            current: url.to_string(),
            redirects: 0,
        }
    }

    /// The address to connect to now.
    pub fn current(&self) -> &str {
        &self.current
    }

    /// A server sent the link to `address`: go there, unless it is no server's address or too
    /// many came in a row.
    pub fn redirected(&mut self, address: &str) -> Result<(), RedirectError> {
        check_redirect(&self.current, address).map_err(|bad| match bad {
            BadRedirect::NotAServer => RedirectError::BadAddress,
            BadRedirect::Downgrade => RedirectError::Downgrade,
        })?;
        self.redirects += 1;
        if self.redirects > MAX_REDIRECTS {
            return Err(RedirectError::TooMany {
                last: address.to_string(),
            });
        }
        self.current = address.to_string();
        Ok(())
    }

    /// The server admitted the seat: the row of redirects ends.
    pub fn admitted(&mut self) {
        self.redirects = 0;
    }

    /// The current server could not be reached: back to the address given, if sent elsewhere.
    pub fn unreachable(&mut self) {
        self.current.clone_from(&self.given);
    }
}

/// The seat a link asks for, at every join.
#[derive(Clone, Debug)]
pub struct SeatAsk {
    pub room: String,
    pub token: String,
    /// The seat's random value for the dice (the server takes in the first it gets for a seat;
    /// [`super::witness::Witness`] checks that it did).
    pub random: Nonce,
    /// The player key's proof for the server (64 hex digits) and its name ([`player`]).
    pub player: Option<(Box<str>, Box<str>)>,
}

impl SeatAsk {
    /// The join that asks for the seat (the first message of every connection).
    pub fn join(&self) -> ClientMsg {
        ClientMsg::Join {
            room: self.room.clone(),
            token: Some(self.token.clone()),
            random: Some(self.random),
            proof: self.player.as_ref().map(|(proof, _)| proof.clone()),
            name: self.player.as_ref().map(|(_, name)| name.clone()),
        }
    }
}

/// `key`'s proof for the server at `known` (the address the players know it by; kept after a
/// redirect) and its name, as a [`SeatAsk`] shows them, so that the room's result moves that
/// player's rating there ([`super::rated`]).
pub fn player(key: &super::player_key::PlayerKey, known: &str) -> (Box<str>, Box<str>) {
    let proof = crate::engine::seal::hex(&key.proof(known));
    (proof.into(), key.name.as_str().into())
}

/// How one connection ended.
#[derive(Debug)]
pub enum Ended {
    /// The window let go of the link, or the link must not try again.
    Stop,
    /// The connection dropped: why.
    Dropped(Msg),
    /// The server sent the link to another server.
    Redirected(String),
    /// The server stopped because its host closed it ([`CLOSE_HOST_LEFT`]).
    HostLeft,
}

/// What the link does once a connection ended ([`Course::settle`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// Nothing more: the link has stopped.
    Stop,
    /// Connect again at once (to the server a redirect named).
    Again,
    /// Connect again after [`RETRY`], unless the window lets go meanwhile.
    Retry,
}

/// A link's course from one connection to the next: where it connects, and whether the last
/// server it reached said its host closed it.
#[derive(Clone, Debug)]
pub struct Course {
    route: Route,
    /// The host closed the server: until a connection is made again, every failed try says so
    /// (the socket's own error, "connection refused", would only say the same less clearly).
    host_left: bool,
}

impl Course {
    pub fn new(url: &str) -> Course {
        Course {
            route: Route::new(url),
            host_left: false,
        }
    }

    /// The address to connect to now.
    pub fn current(&self) -> &str {
        self.route.current()
    }

    /// A connection was made.
    pub fn connected(&mut self) {
        self.host_left = false;
    }

    /// Connecting failed (`why`): the link goes back to the address it was given, and the
    /// connection ends as a dropped one (or, after the host closed the server, as that).
    pub fn unreached(&mut self, why: Msg) -> Ended {
        self.route.unreachable();
        if self.host_left {
            Ended::HostLeft
        } else {
            Ended::Dropped(why)
        }
    }

    /// A text message from the server: the event to tell the window (none for one the window
    /// has no use for), or how the connection ends (a redirect). Unreadable text is told as a
    /// refusal; the connection goes on.
    pub fn read(&mut self, text: &str) -> Result<Option<Event>, Ended> {
        Ok(Some(match decode::<ServerMsg>(text) {
            Ok(ServerMsg::Joined { seat, name, .. }) => {
                self.route.admitted();
                Event::Joined { seat, name }
            }
            Ok(ServerMsg::State(s)) => Event::State(Box::new(s)),
            Ok(ServerMsg::Delta(d)) => Event::Delta(Box::new(d)),
            Ok(ServerMsg::Refused { message, msg }) => {
                Event::Refused(ServerMsg::refusal(&message, msg.as_ref()))
            }
            Ok(ServerMsg::Chat(line)) => Event::Chat(line),
            Ok(ServerMsg::Redirect { address, .. }) => return Err(Ended::Redirected(address)),
            Ok(_) => return Ok(None),
            Err(e) => Event::Refused(Msg::new("net-unreadable").msg("why", e.msg())),
        }))
    }

    /// A connection ended: what to tell the window, and what the link does next (a redirect is
    /// followed through the [`Route`]'s checks).
    pub fn settle(&mut self, ended: Ended) -> (Option<Event>, After) {
        match ended {
            Ended::Stop => (None, After::Stop),
            Ended::HostLeft => {
                self.host_left = true;
                (Some(Event::Lost(Msg::new(HOST_LEFT))), After::Retry)
            }
            Ended::Dropped(why) => (Some(Event::Lost(why)), After::Retry),
            Ended::Redirected(address) => match self.route.redirected(&address) {
                Ok(()) => {
                    tracing::info!(%address, "the room is on another server");
                    (Some(Event::Moved(address)), After::Again)
                }
                Err(e) => (Some(Event::GaveUp(e.msg())), After::Stop),
            },
        }
    }
}

/// The server closed the connection with `code` (none: without a close frame, or one without a
/// code): what to tell the window at once, and how the connection ended.
pub fn closed_with(code: Option<u16>) -> (Option<Event>, Ended) {
    match code {
        // The seat was taken by a newer connection with its token: joining again would take it
        // back, and the two would pass it to and fro for ever.
        Some(CLOSE_SEAT_TAKEN) => (Some(Event::Lost(Msg::new(SEAT_TAKEN))), Ended::Stop),
        Some(CLOSE_HOST_LEFT) => (None, Ended::HostLeft),
        _ => (None, Ended::Dropped(Msg::new("net-server-closed"))),
    }
}

/// A message of `bytes` from the server is larger than a client takes
/// ([`MAX_MESSAGE_BYTES`]): why the connection is dropped. (The desktop's WebSocket refuses such a
/// message itself; the browser's hands it over whole.)
pub fn oversized(bytes: usize) -> Option<Msg> {
    (bytes > MAX_MESSAGE_BYTES)
        .then(|| Msg::new("net-broke").msg("why", DecodeError::TooLong(bytes).msg()))
}

/// How long after the server was last heard the link acts ([`quiet`]): a third of `silence`
/// before it asks with a ping, all of it once it asked.
pub fn ear_wait(asked: bool, silence: Duration) -> Duration {
    if asked {
        silence
    } else {
        silence / 3
    }
}

/// What the link does when the server said nothing for [`ear_wait`].
#[derive(Debug)]
pub enum Quiet {
    /// Ask with a `ping` (a live server answers at once).
    Ask,
    /// The server is gone: drop the connection (why) and join again.
    Gone(Msg),
}

/// The server said nothing for [`ear_wait`] since it was last heard.
pub fn quiet(asked: bool, silence: Duration) -> Quiet {
    if asked {
        Quiet::Gone(silent(silence))
    } else {
        Quiet::Ask
    }
}

/// The server said nothing for `bound`.
pub fn silent(bound: Duration) -> Msg {
    Msg::new("net-silent").count(
        "secs",
        usize::try_from(bound.as_secs().max(1)).unwrap_or(usize::MAX),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::protocol::{encode, RoomDelta, PROTOCOL_VERSION};

    #[test]
    fn a_route_follows_three_redirects_in_a_row_and_no_bad_address() {
        let mut r = Route::new("ws://a:1");
        for to in ["ws://b:2", "ws://c:3", "wss://b:2"] {
            assert_eq!(r.redirected(to), Ok(()));
            assert_eq!(r.current(), to);
        }
        assert_eq!(
            r.redirected("wss://c:3"),
            Err(RedirectError::TooMany {
                last: "wss://c:3".into()
            })
        );
        // Never from wss:// down to ws://, wherever the row stands.
        let mut r = Route::new("wss://a:1");
        assert_eq!(r.redirected("ws://b:2"), Err(RedirectError::Downgrade));
        assert_eq!(r.redirected("wss://[::1]:2/x"), Ok(()));
        assert_eq!(r.redirected("ws://b:2"), Err(RedirectError::Downgrade));
        // Admitted: a new row may begin; unreachable: back to the address given.
        let mut r = Route::new("ws://a:1");
        r.redirected("ws://b:2").unwrap();
        r.admitted();
        for to in ["ws://c:3", "ws://d:4", "ws://e:5"] {
            assert_eq!(r.redirected(to), Ok(()));
        }
        r.unreachable();
        assert_eq!(r.current(), "ws://a:1");
        for bad in [
            "http://b:2",
            "b:2",
            "ws://b:2/\nx",
            "ws://b c",
            "ws://",
            "ws://:80",
            "ws://user@b:2",
            "ws://b:http",
            "ws://b:99999",
            "ws://[::1",
            "ws://[::1]x",
            &format!("ws://{}", "x".repeat(MAX_ADDRESS)),
        ] {
            assert_eq!(
                Route::new("ws://a:1").redirected(bad),
                Err(RedirectError::BadAddress),
                "{bad:?}"
            );
        }
    }

    fn delta() -> RoomDelta {
        RoomDelta {
            from: 3,
            at: 4,
            log: vec!["P2: pick 5".into()],
            bot_moves: Vec::new(),
            ready: vec![0],
            moves: vec![1, 1],
            connected: vec![true, true],
            grace_ms: Vec::new(),
            seats: Vec::new(),
            clock_ms: Vec::new(),
        }
    }

    #[test]
    fn the_servers_messages_become_the_windows_events() {
        let mut course = Course::new("ws://a:1");
        course.route.redirected("ws://b:2").unwrap();
        let joined = encode(ServerMsg::Joined {
            room: "R".into(),
            seat: 1,
            name: "Ann".into(),
            player: None,
        });
        assert!(matches!(
            course.read(&joined),
            Ok(Some(Event::Joined { seat: 1, ref name })) if name == "Ann"
        ));
        // The join was admitted: the row of redirects starts again.
        assert_eq!(course.route.redirects, 0);
        assert!(matches!(
            course.read(&encode(ServerMsg::Delta(delta()))),
            Ok(Some(Event::Delta(d))) if *d == delta()
        ));
        let refused = encode(ServerMsg::Refused {
            message: "not now".into(),
            msg: Some(Msg::new("net-undo-rolled")),
        });
        assert!(matches!(
            course.read(&refused),
            Ok(Some(Event::Refused(m))) if m == Msg::new("net-undo-rolled")
        ));
        let line = ChatLine {
            n: 2,
            seat: 0,
            name: "Bo".into(),
            text: "hi".into(),
            time: 9,
        };
        assert!(matches!(
            course.read(&encode(ServerMsg::Chat(line.clone()))),
            Ok(Some(Event::Chat(l))) if l == line
        ));
        // What the window has no use for is passed over; what does not read is told.
        assert!(matches!(course.read(&encode(ServerMsg::Pong)), Ok(None)));
        assert!(matches!(
            course.read("{not json"),
            Ok(Some(Event::Refused(m))) if m.id() == Some("net-unreadable")
        ));
        let other = format!("{{\"v\":{},\"type\":\"pong\"}}", PROTOCOL_VERSION + 1);
        assert!(matches!(
            course.read(&other),
            Ok(Some(Event::Refused(m))) if m.id() == Some("net-unreadable")
        ));
        // A redirect ends the connection.
        let redirect = encode(ServerMsg::Redirect {
            room: "R".into(),
            address: "ws://c:3".into(),
        });
        assert!(matches!(
            course.read(&redirect),
            Err(Ended::Redirected(a)) if a == "ws://c:3"
        ));
    }

    #[test]
    fn after_a_connection_the_link_follows_redirects_and_tries_again_or_stops() {
        let mut course = Course::new("ws://a:1");
        assert!(matches!(course.settle(Ended::Stop), (None, After::Stop)));
        for (n, to) in ["ws://b:2", "ws://c:3", "ws://d:4"].into_iter().enumerate() {
            let (event, after) = course.settle(Ended::Redirected(to.into()));
            assert!(matches!(event, Some(Event::Moved(a)) if a == to), "{n}");
            assert_eq!(after, After::Again);
            assert_eq!(course.current(), to);
        }
        // One too many: the link gives up, with the reason.
        let (event, after) = course.settle(Ended::Redirected("ws://e:5".into()));
        assert!(matches!(event, Some(Event::GaveUp(m)) if m.id() == Some("wn-redirect-loop")));
        assert_eq!(after, After::Stop);
        // Unreachable: back to the address given; the socket's reason is told.
        let why = Msg::new("net-no-route");
        assert!(matches!(course.unreached(why.clone()), Ended::Dropped(m) if m == why));
        assert_eq!(course.current(), "ws://a:1");
        let (event, after) = course.settle(Ended::Dropped(why.clone()));
        assert!(matches!(event, Some(Event::Lost(m)) if m == why));
        assert_eq!(after, After::Retry);
        // The host closed the server: every failed try says so, until one connects.
        let (event, after) = course.settle(Ended::HostLeft);
        assert!(matches!(event, Some(Event::Lost(m)) if m.id() == Some(HOST_LEFT)));
        assert_eq!(after, After::Retry);
        assert!(matches!(course.unreached(why.clone()), Ended::HostLeft));
        course.connected();
        assert!(matches!(course.unreached(why), Ended::Dropped(_)));
        // A redirect to no server's address, or down to ws://, is not followed.
        let mut course = Course::new("wss://a:1");
        for (to, id) in [
            ("ws://b:2", "net-redirect-downgrade"),
            ("http://b:2", "wn-redirect-bad"),
        ] {
            let (event, after) = course.settle(Ended::Redirected(to.into()));
            assert!(
                matches!(event, Some(Event::GaveUp(m)) if m.id() == Some(id)),
                "{to}"
            );
            assert_eq!(after, After::Stop);
        }
    }

    #[test]
    fn a_close_says_whether_to_join_again() {
        assert!(matches!(
            closed_with(Some(CLOSE_SEAT_TAKEN)),
            (Some(Event::Lost(m)), Ended::Stop) if m.id() == Some(SEAT_TAKEN)
        ));
        assert!(matches!(
            closed_with(Some(CLOSE_HOST_LEFT)),
            (None, Ended::HostLeft)
        ));
        for code in [None, Some(1000), Some(1006), Some(4999)] {
            assert!(matches!(
                closed_with(code),
                (None, Ended::Dropped(m)) if m.id() == Some("net-server-closed")
            ));
        }
    }

    #[test]
    fn the_link_asks_after_a_third_of_the_silence_and_leaves_after_all_of_it() {
        let silence = Duration::from_secs(30);
        assert_eq!(ear_wait(false, silence), Duration::from_secs(10));
        assert_eq!(ear_wait(true, silence), silence);
        assert!(matches!(quiet(false, silence), Quiet::Ask));
        assert!(matches!(quiet(true, silence), Quiet::Gone(m) if m == silent(silence)));
        assert_eq!(
            silent(Duration::from_millis(300)),
            Msg::new("net-silent").count("secs", 1)
        );
    }

    #[test]
    fn a_message_over_the_clients_limit_drops_the_connection() {
        assert!(oversized(MAX_MESSAGE_BYTES).is_none());
        let why = oversized(MAX_MESSAGE_BYTES + 1).unwrap();
        assert_eq!(why.id(), Some("net-broke"));
    }

    #[test]
    fn every_join_asks_for_the_seat_with_its_token_value_and_proof() {
        let ask = SeatAsk {
            room: "R".into(),
            token: "t".into(),
            random: Nonce([7; 16]),
            player: Some(("p".into(), "Ann".into())),
        };
        match ask.join() {
            ClientMsg::Join {
                room,
                token,
                random,
                proof,
                name,
            } => {
                assert_eq!(
                    (room.as_str(), token.as_deref(), random),
                    ("R", Some("t"), Some(Nonce([7; 16])))
                );
                assert_eq!(
                    (proof.as_deref(), name.as_deref()),
                    (Some("p"), Some("Ann"))
                );
            }
            other => panic!("{other:?}"),
        }
    }
}
