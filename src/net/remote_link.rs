//! The window's connection to a room, for one seat ([`Link`]): a WebSocket kept on a thread of its
//! own, connecting again with the seat's token when it drops, and following a server's
//! [`ServerMsg::Redirect`] to the server that holds the room now (several servers may share one
//! database; see docs/network.md). [`super::remote`] plays the seat over it.
//!
//! A redirect is a peer's word like any other: its address must be a `ws://` or `wss://` URL of
//! a sane length, and at most [`MAX_REDIRECTS`] are followed in a row (a join that is admitted
//! ends the row); after that the link gives up and says why ([`Event::GaveUp`]). A link that was
//! sent on and then cannot reach that server goes back to the address it was given.

use super::problems::ConnectError;
use super::protocol::{
    decode, encode, ChatLine, ClientMsg, RoomDelta, RoomState, ServerMsg, CLOSE_HOST_LEFT,
    CLOSE_SEAT_TAKEN, HOST_LEFT, SEAT_TAKEN,
};
use crate::engine::seal::Nonce;
use crate::engine::text::Msg;
use futures_util::{SinkExt, StreamExt};
use std::sync::{mpsc, Arc};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// Redirects followed in a row before the link gives up (as `dicepad client` does).
pub const MAX_REDIRECTS: usize = super::client::MAX_REDIRECTS;

/// The longest address a redirect may send the link to.
pub const MAX_ADDRESS: usize = super::client::MAX_ADDRESS;

/// How long the link waits before it tries again after a dropped connection.
const RETRY: Duration = Duration::from_millis(700);

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
        use super::client::{check_redirect, BadRedirect};
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

/// Called when an event arrives, to wake the window.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// A connection to a room, for one seat.
pub struct Link {
    /// The server's address: the one given, or the one the link was last sent to.
    pub url: String,
    pub room: String,
    pub token: String,
    /// The seat's random value for the dice, sent with every join (the server takes in the
    /// first it gets for a seat; [`super::witness::Witness`] checks that it did).
    pub(super) random: Nonce,
    out: tokio::sync::mpsc::UnboundedSender<ClientMsg>,
    events: mpsc::Receiver<Event>,
}

/// How one connection ended.
enum Ended {
    /// The window let go of the link, or the link must not try again.
    Stop,
    /// The connection dropped: why.
    Dropped(Msg),
    /// The server sent the link to another server.
    Redirected(String),
    /// The server stopped because its host closed it ([`CLOSE_HOST_LEFT`]).
    HostLeft,
}

/// What the link's thread has: the seat it asks for, the window's queue and its ear.
struct Seat<F: Fn(Event) -> bool> {
    room: String,
    token: String,
    random: Nonce,
    /// The player key's proof for the server (64 hex digits) and its name, sent with every join.
    player: Option<(Box<str>, Box<str>)>,
    outbox: tokio::sync::mpsc::UnboundedReceiver<ClientMsg>,
    say: F,
    /// How long the server may say nothing before it counts as gone ([`super::client::SILENCE`]).
    silence: Duration,
    /// Whom to trust for `wss://`, when not what the window trusts.
    trust: Option<super::tls::Trust>,
}

impl Link {
    /// Starts connecting to `url` and asks for the seat of `token` in `room`; the thread ends
    /// when the link is dropped.
    pub fn connect(url: &str, room: &str, token: &str, wake: Wake) -> Result<Link, Msg> {
        Link::connect_with(url, room, token, wake, super::client::silence(), None)
    }

    /// [`Link::connect`], the seat showing `key`'s proof for the server at `known` (the address
    /// the players know it by; kept after a redirect) and its name, so that the room's result
    /// moves that player's rating there ([`super::rated`]).
    pub fn connect_as(
        url: &str,
        room: &str,
        token: &str,
        (key, known): (&super::player_key::PlayerKey, &str),
        wake: Wake,
    ) -> Result<Link, Msg> {
        let proof = crate::engine::seal::hex(&key.proof(known));
        let silence = super::client::silence();
        let player = Some((proof.into(), key.name.as_str().into()));
        Link::open(url, room, token, wake, (silence, None), player)
    }

    /// [`Link::connect`], counting the server as gone after `silence` without a word from it
    /// (a third of it without one, the link asks with a ping), then joining again; trusting
    /// `trust` for `wss://` (none: what the window trusts, read again at every try).
    pub fn connect_with(
        url: &str,
        room: &str,
        token: &str,
        wake: Wake,
        silence: Duration,
        trust: Option<super::tls::Trust>,
    ) -> Result<Link, Msg> {
        Link::open(url, room, token, wake, (silence, trust), None)
    }

    /// The link's thread started: how long a silence lasts and whom to trust as
    /// [`Link::connect_with`]'s, the player's proof and name as [`Link::connect_as`]'s.
    fn open(
        url: &str,
        room: &str,
        token: &str,
        wake: Wake,
        (silence, trust): (Duration, Option<super::tls::Trust>),
        player: Option<(Box<str>, Box<str>)>,
    ) -> Result<Link, Msg> {
        let (out, outbox) = tokio::sync::mpsc::unbounded_channel::<ClientMsg>();
        let (tell, events) = mpsc::channel();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(no_networking)?;
        let route = Route::new(url);
        let random = super::witness::Witness::fresh()
            .map_err(|e| e.msg())?
            .random();
        let seat = Seat {
            room: room.to_string(),
            token: token.to_string(),
            random,
            player,
            outbox,
            silence,
            trust,
            say: move |e: Event| {
                let ok = tell.send(e).is_ok();
                wake();
                ok
            },
        };
        std::thread::Builder::new()
            .name(format!("room {room} link"))
            .spawn(move || rt.block_on(run(route, seat)))
            .map_err(no_networking)?;
        Ok(Link {
            url: url.to_string(),
            room: room.to_string(),
            token: token.to_string(),
            random,
            out,
            events,
        })
    }

    /// Queues a message (sent once connected).
    pub fn send(&self, msg: ClientMsg) {
        // A closed queue means the link's thread has ended; the window sees `Lost` already.
        let _ = self.out.send(msg);
    }

    /// The next event that has arrived, if any.
    pub fn poll(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }

    /// Waits up to `wait` for the next event (tests and start-up).
    pub fn wait(&self, wait: Duration) -> Option<Event> {
        self.events.recv_timeout(wait).ok()
    }

    /// A link to nowhere (a placeholder while a real one is moved out).
    pub(super) fn closed() -> Link {
        let (out, _) = tokio::sync::mpsc::unbounded_channel();
        let (_, events) = mpsc::channel();
        Link {
            url: String::new(),
            room: String::new(),
            token: String::new(),
            random: Nonce([0; 16]),
            out,
            events,
        }
    }
}

/// The link's thread: connects, plays one connection, and again, until the window lets go.
async fn run<F: Fn(Event) -> bool>(mut route: Route, mut seat: Seat<F>) {
    // The host closed the server: until a connection is made again, every failed try says so
    // (the socket's own error, "connection refused", would only say the same less clearly).
    let mut host_left = false;
    loop {
        let url = route.current().to_string();
        // The window trusts the built-in roots and DICEPAD_CA (read again at every try, so a
        // fixed file is picked up).
        // A server that says nothing for as long while connecting is gone as well.
        let bound = super::client::CONNECT_TIMEOUT.min(seat.silence);
        let trust = match &seat.trust {
            Some(trust) => Ok(trust.clone()),
            None => super::tls::Trust::for_window(&url),
        };
        let connected = match trust {
            Ok(trust) => match tokio::time::timeout(bound, super::tls::connect(&url, &trust)).await
            {
                Ok(ws) => ws.map_err(|e| ConnectError::of(&url, &e).msg()),
                Err(_) => Err(silent(bound)),
            },
            Err(e) => Err(ConnectError::Trust(e.to_string()).msg()),
        };
        let ended = match connected {
            Ok(mut ws) => {
                host_left = false;
                let ended = connection(&mut ws, &mut seat, &mut route).await;
                // A dead link never answers the close.
                let _ = tokio::time::timeout(Duration::from_secs(1), ws.close(None)).await;
                ended
            }
            Err(_) if host_left => {
                route.unreachable();
                Ended::HostLeft
            }
            Err(why) => {
                route.unreachable();
                Ended::Dropped(why)
            }
        };
        match ended {
            Ended::Stop => return,
            Ended::HostLeft => {
                host_left = true;
                if !(seat.say)(Event::Lost(Msg::new(HOST_LEFT))) {
                    return;
                }
            }
            Ended::Dropped(why) => {
                if !(seat.say)(Event::Lost(why)) {
                    return;
                }
            }
            Ended::Redirected(address) => match route.redirected(&address) {
                Ok(()) => {
                    tracing::info!(%address, "the room is on another server");
                    if !(seat.say)(Event::Moved(address)) {
                        return;
                    }
                    continue;
                }
                Err(e) => {
                    (seat.say)(Event::GaveUp(e.msg()));
                    return;
                }
            },
        }
        // Try again soon; stop once the window has let go.
        tokio::select! {
            _ = tokio::time::sleep(RETRY) => {}
            msg = seat.outbox.recv() => if msg.is_none() { return },
        }
    }
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// One connection: asks for the seat, then passes the server's messages to the window and the
/// window's to the server until it ends.
async fn connection<F: Fn(Event) -> bool>(
    ws: &mut Ws,
    seat: &mut Seat<F>,
    route: &mut Route,
) -> Ended {
    let join = ClientMsg::Join {
        room: seat.room.clone(),
        token: Some(seat.token.clone()),
        random: Some(seat.random),
        proof: seat.player.as_ref().map(|(proof, _)| proof.clone()),
        name: seat.player.as_ref().map(|(_, name)| name.clone()),
    };
    if ws.send(Message::text(encode(join))).await.is_ok() {
        (seat.say)(Event::Connected);
    }
    // When the server was last heard (any frame counts, its pings too), and whether the link
    // asked it with a ping since.
    let mut heard = tokio::time::Instant::now();
    let mut asked = false;
    loop {
        let due = heard
            + if asked {
                seat.silence
            } else {
                seat.silence / 3
            };
        tokio::select! {
            () = tokio::time::sleep_until(due) => {
                if asked {
                    tracing::info!(room = %seat.room, "nothing heard from the server: joining again");
                    return Ended::Dropped(silent(seat.silence));
                }
                asked = true;
                if let Err(e) = ws.send(Message::text(encode(ClientMsg::Ping))).await {
                    return Ended::Dropped(broke(&e));
                }
            }
            msg = ws.next() => {
                (heard, asked) = (tokio::time::Instant::now(), false);
                match msg {
                Some(Ok(Message::Text(text))) => {
                    let event = match decode::<ServerMsg>(&text) {
                        Ok(ServerMsg::Joined { seat, name, .. }) => {
                            route.admitted();
                            Event::Joined { seat, name }
                        }
                        Ok(ServerMsg::State(s)) => Event::State(Box::new(s)),
                        Ok(ServerMsg::Delta(d)) => Event::Delta(Box::new(d)),
                        Ok(ServerMsg::Refused { message, msg }) => {
                            Event::Refused(ServerMsg::refusal(&message, msg.as_ref()))
                        }
                        Ok(ServerMsg::Chat(line)) => Event::Chat(line),
                        Ok(ServerMsg::Redirect { address, .. }) => {
                            return Ended::Redirected(address)
                        }
                        Ok(_) => continue,
                        Err(e) => Event::Refused(Msg::new("net-unreadable").msg("why", e.msg())),
                    };
                    if !(seat.say)(event) {
                        return Ended::Stop;
                    }
                }
                // The seat was taken by a newer connection with its token: joining again would
                // take it back, and the two would pass it to and fro for ever.
                Some(Ok(Message::Close(Some(frame))))
                    if u16::from(frame.code) == CLOSE_SEAT_TAKEN =>
                {
                    (seat.say)(Event::Lost(Msg::new(SEAT_TAKEN)));
                    return Ended::Stop;
                }
                Some(Ok(Message::Close(Some(frame))))
                    if u16::from(frame.code) == CLOSE_HOST_LEFT =>
                {
                    return Ended::HostLeft;
                }
                Some(Ok(Message::Close(_))) | None => {
                    return Ended::Dropped(Msg::new("net-server-closed"))
                }
                Some(Err(e)) => return Ended::Dropped(broke(&e)),
                Some(Ok(_)) => {}
            }},
            msg = seat.outbox.recv() => match msg {
                Some(msg) => {
                    if let Err(e) = ws.send(Message::text(encode(msg))).await {
                        return Ended::Dropped(broke(&e));
                    }
                }
                // The window let go of the link.
                None => return Ended::Stop,
            },
        }
    }
}

/// [`super::client::fetch_summary`], following the servers' redirects as a [`Link`] does: the
/// summary and the address of the server that gave it (another than `url` when the room moved).
/// Too many redirects in a row, or one to no server's address, say so as an unreachable server.
pub fn fetch_summary_following(
    trust: &super::tls::Trust,
    url: &str,
    room: &str,
    token: &str,
) -> Result<(super::protocol::RoomSummary, String), super::client::SummaryError> {
    use super::client::{fetch_summary, SummaryError};
    let mut route = Route::new(url);
    loop {
        match fetch_summary(trust, route.current(), room, token) {
            Ok(summary) => return Ok((summary, route.current().to_string())),
            Err(SummaryError::Moved(address)) => {
                if let Err(e) = route.redirected(&address) {
                    return Err(SummaryError::Unreachable(e.msg()));
                }
            }
            Err(e) => return Err(e),
        }
    }
}

/// The server said nothing for `bound`.
fn silent(bound: Duration) -> Msg {
    Msg::new("net-silent").count(
        "secs",
        usize::try_from(bound.as_secs().max(1)).unwrap_or(usize::MAX),
    )
}

fn no_networking(e: std::io::Error) -> Msg {
    Msg::new("net-no-networking").text("why", e.to_string())
}

fn broke(e: &tokio_tungstenite::tungstenite::Error) -> Msg {
    Msg::new("net-broke").text("why", e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
