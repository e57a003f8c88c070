//! The window's connection to a room, for one seat ([`Link`]), on the desktop: a WebSocket kept on
//! a thread of its own (tokio), connecting again with the seat's token when it drops, and
//! following a server's [`super::protocol::ServerMsg::Redirect`] to the server that holds the room now (several
//! servers may share one database; see docs/network.md). [`super::remote`] plays the seat over
//! it. What the link does whatever carries it (the events, the redirects it follows and the
//! checks on them, what a close or a silence means) is [`super::link_rules`], which the
//! browser's link (`remote_link_web.rs`) follows as well.
//!
//! A redirect is a peer's word like any other: its address must be a `ws://` or `wss://` URL of
//! a sane length, and at most [`MAX_REDIRECTS`] are followed in a row (a join that is admitted
//! ends the row); after that the link gives up and says why ([`Event::GaveUp`]). A link that was
//! sent on and then cannot reach that server goes back to the address it was given.

use super::link_rules::{
    closed_with, ear_wait, quiet, silent, After, Course, Ended, Quiet, SeatAsk, CONNECT_TIMEOUT,
    RETRY,
};
pub use super::link_rules::{Event, RedirectError, Route, Wake, MAX_ADDRESS, MAX_REDIRECTS};
use super::problems::ConnectError;
use super::protocol::{encode, ClientMsg};
use crate::engine::seal::Nonce;
use crate::engine::text::Msg;
use futures_util::{SinkExt, StreamExt};
use std::sync::mpsc;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

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

/// What the link's thread has: the seat it asks for, the window's queue and its ear.
struct Seat<F: Fn(Event) -> bool> {
    ask: SeatAsk,
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
        Link::connect_with(url, room, token, wake, super::link_rules::silence(), None)
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
        let silence = super::link_rules::silence();
        let player = Some(super::link_rules::player(key, known));
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
        let course = Course::new(url);
        let random = super::witness::Witness::fresh()
            .map_err(|e| e.msg())?
            .random();
        let seat = Seat {
            ask: SeatAsk {
                room: room.to_string(),
                token: token.to_string(),
                random,
                player,
            },
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
            .spawn(move || rt.block_on(run(course, seat)))
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
async fn run<F: Fn(Event) -> bool>(mut course: Course, mut seat: Seat<F>) {
    loop {
        let url = course.current().to_string();
        // The window trusts the built-in roots and DICEPAD_CA (read again at every try, so a
        // fixed file is picked up).
        // A server that says nothing for as long while connecting is gone as well.
        let bound = CONNECT_TIMEOUT.min(seat.silence);
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
                course.connected();
                let ended = connection(&mut ws, &mut seat, &mut course).await;
                // A dead link never answers the close.
                let _ = tokio::time::timeout(Duration::from_secs(1), ws.close(None)).await;
                ended
            }
            Err(why) => course.unreached(why),
        };
        let (event, after) = course.settle(ended);
        if let Some(event) = event {
            if !(seat.say)(event) {
                return;
            }
        }
        match after {
            After::Stop => return,
            After::Again => continue,
            After::Retry => {}
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
    course: &mut Course,
) -> Ended {
    if ws
        .send(Message::text(encode(seat.ask.join())))
        .await
        .is_ok()
    {
        (seat.say)(Event::Connected);
    }
    // When the server was last heard (any frame counts, its pings too), and whether the link
    // asked it with a ping since.
    let mut heard = tokio::time::Instant::now();
    let mut asked = false;
    loop {
        let due = heard + ear_wait(asked, seat.silence);
        tokio::select! {
            () = tokio::time::sleep_until(due) => match quiet(asked, seat.silence) {
                Quiet::Gone(why) => {
                    tracing::info!(room = %seat.ask.room, "nothing heard from the server: joining again");
                    return Ended::Dropped(why);
                }
                Quiet::Ask => {
                    asked = true;
                    if let Err(e) = ws.send(Message::text(encode(ClientMsg::Ping))).await {
                        return Ended::Dropped(broke(&e));
                    }
                }
            },
            msg = ws.next() => {
                (heard, asked) = (tokio::time::Instant::now(), false);
                match msg {
                    Some(Ok(Message::Text(text))) => match course.read(&text) {
                        Ok(Some(event)) => {
                            if !(seat.say)(event) {
                                return Ended::Stop;
                            }
                        }
                        Ok(None) => {}
                        Err(ended) => return ended,
                    },
                    Some(Ok(Message::Close(frame))) => {
                        let (event, ended) = closed_with(frame.map(|f| u16::from(f.code)));
                        if let Some(event) = event {
                            (seat.say)(event);
                        }
                        return ended;
                    }
                    None => return Ended::Dropped(Msg::new("net-server-closed")),
                    Some(Err(e)) => return Ended::Dropped(broke(&e)),
                    Some(Ok(_)) => {}
                }
            },
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

fn no_networking(e: std::io::Error) -> Msg {
    Msg::new("net-no-networking").text("why", e.to_string())
}

fn broke(e: &tokio_tungstenite::tungstenite::Error) -> Msg {
    Msg::new("net-broke").text("why", e.to_string())
}
