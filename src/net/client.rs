//! Headless clients: `dicepad client` plays a seat with a bot to the end of the game (reconnecting
//! with its token when the connection drops), and `dicepad rooms create` opens a room.

use super::follow::{Followed, Follower};
use super::problems::ConnectError;
use super::protocol::{
    decode, encode, is_chat_refusal, is_final, is_not_saved, ChatLine, ClientMsg, Clock,
    DecodeError, RoomState, RoomSummary, SeatSpec, ServerMsg, CLOSE_HOST_LEFT, HOST_LEFT,
};
use super::tls::Trust;
use super::witness::Witness;
use crate::engine::text::{Lang, Msg};
use crate::engine::BotLevel;
use crate::game::Playable;
use anyhow::{anyhow, Result};
use futures_util::{SinkExt, StreamExt};
use serde::Serialize;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

type Ws = super::tls::ClientWs;

fn runtime() -> Result<tokio::runtime::Runtime> {
    Ok(tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?)
}

// The waits and the redirect checks are the window's link's too, the browser's included.
pub use super::address::{check_redirect, BadRedirect, MAX_ADDRESS, MAX_REDIRECTS};
pub use super::link_rules::{silence, CONNECT_TIMEOUT, SILENCE};

/// How long a seat's client waits after the server could not store its change before trying
/// again (the room's own bots wait at least as long).
const NOT_SAVED_PAUSE: Duration = Duration::from_millis(500);

async fn connect(url: &str, trust: &Trust) -> Result<Ws, ConnectError> {
    // A server silent for as long while connecting is gone as well.
    let bound = CONNECT_TIMEOUT.min(silence());
    match tokio::time::timeout(bound, super::tls::connect(url, trust)).await {
        Ok(ws) => ws.map_err(|e| connect_problem(url, &e)),
        Err(_) => Err(ConnectError::of(
            url,
            &tokio_tungstenite::tungstenite::Error::Io(std::io::ErrorKind::TimedOut.into()),
        )),
    }
}

/// The certificates a client trusts when none are named: the built-in roots and `DICEPAD_CA`.
pub fn default_trust() -> Result<Trust> {
    Trust::with_ca_or_env(None).map_err(|e| said(ConnectError::Trust(e.to_string()).msg()))
}

/// Why connecting to `url` failed: a full server says so (it answers "503" before any
/// handshake), and so do TLS problems.
pub fn connect_problem(url: &str, e: &tokio_tungstenite::tungstenite::Error) -> ConnectError {
    ConnectError::of(url, e)
}

/// An error in the words of the command line's language (this thread's).
fn said(msg: Msg) -> anyhow::Error {
    anyhow!("{msg}")
}

async fn send(ws: &mut Ws, msg: ClientMsg) -> Result<()> {
    ws.send(Message::text(encode(msg)))
        .await
        .map_err(|e| said(Msg::new("net-broke").text("why", e.to_string())))
}

/// The next message from the server; `None` when the connection ended.
async fn receive(ws: &mut Ws) -> Option<Result<ServerMsg, DecodeError>> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(t)) => return Some(decode(&t)),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => continue,
        }
    }
}

/// A frame from the server: a message, anything else (a ping, a pong: the server is there), the
/// server closing because its host closed the game ([`CLOSE_HOST_LEFT`]), or any other end of
/// the connection.
enum Frame {
    Text(Box<Result<ServerMsg, DecodeError>>),
    Other,
    HostLeft,
    Closed,
}

async fn next_frame(ws: &mut Ws) -> Frame {
    match ws.next().await {
        Some(Ok(Message::Text(t))) => Frame::Text(Box::new(decode(&t))),
        Some(Ok(Message::Close(Some(frame)))) if u16::from(frame.code) == CLOSE_HOST_LEFT => {
            Frame::HostLeft
        }
        Some(Ok(Message::Close(_)) | Err(_)) | None => Frame::Closed,
        Some(Ok(_)) => Frame::Other,
    }
}

/// What `rooms create` prints.
#[derive(Debug, Serialize)]
pub struct Created {
    pub room: String,
    pub seats: Vec<SeatSpec>,
    pub tokens: Vec<Option<String>>,
    /// Each seat's invitation link for a server that serves the browser app (`serve --web`):
    /// the page opens straight into the seat.
    pub links: Vec<Option<String>>,
}

/// Opens a room on the server at `url`.
pub fn create_room(
    url: &str,
    game: &str,
    seats: Vec<SeatSpec>,
    options: std::collections::BTreeMap<String, String>,
    seed: Option<u64>,
) -> Result<Created> {
    create_room_named(url, game, seats, options, seed, Vec::new())
}

/// [`create_room`] with the seats' names.
pub fn create_room_named(
    url: &str,
    game: &str,
    seats: Vec<SeatSpec>,
    options: std::collections::BTreeMap<String, String>,
    seed: Option<u64>,
    names: Vec<String>,
) -> Result<Created> {
    create_room_with(&default_trust()?, url, game, seats, options, seed, names)
}

/// [`create_room_named`], trusting `trust`'s certificates for a `wss://` server.
pub fn create_room_with(
    trust: &Trust,
    url: &str,
    game: &str,
    seats: Vec<SeatSpec>,
    options: std::collections::BTreeMap<String, String>,
    seed: Option<u64>,
    names: Vec<String>,
) -> Result<Created> {
    open_room(
        trust,
        url,
        RoomRequest {
            game: game.to_string(),
            seats,
            options,
            seed,
            names,
            clock: None,
            secret: None,
        },
    )
}

/// Everything a room is opened with (what `create_room` sends).
#[derive(Clone, Debug, Default)]
pub struct RoomRequest {
    pub game: String,
    pub seats: Vec<SeatSpec>,
    pub options: std::collections::BTreeMap<String, String>,
    pub seed: Option<u64>,
    pub names: Vec<String>,
    pub clock: Option<Clock>,
    /// The server's create secret, for a server started with `--create-secret`.
    pub secret: Option<String>,
}

/// Opens a room as `request` says, trusting `trust`'s certificates for a `wss://` server.
pub fn open_room(trust: &Trust, url: &str, request: RoomRequest) -> Result<Created> {
    let seats = request.seats.clone();
    let msg = ClientMsg::CreateRoom {
        game: request.game,
        seats: request.seats,
        options: request.options,
        seed: request.seed,
        names: request.names,
        clock: request.clock,
        secret: request.secret.map(String::into_boxed_str),
    };
    match ask_once(trust, url, msg)? {
        ServerMsg::Created { room, tokens } => {
            let page = super::address::page_of(url);
            let links = tokens
                .iter()
                .map(|t| {
                    let (page, token) = (page.as_deref()?, t.as_deref()?);
                    Some(super::address::invitation_link(page, &room, token))
                })
                .collect();
            Ok(Created {
                room,
                seats,
                tokens,
                links,
            })
        }
        other => Err(unexpected(&other)),
    }
}

/// Asks the server at `url` one question (one connection, at most [`SUMMARY_TIMEOUT`]
/// connecting included): its answer, or the refusal as an error.
fn ask_once(trust: &Trust, url: &str, msg: ClientMsg) -> Result<ServerMsg> {
    let ask = async {
        let mut ws = connect(url, trust).await.map_err(|e| said(e.msg()))?;
        send(&mut ws, msg).await?;
        let answer = receive(&mut ws).await;
        let _ = ws.close(None).await;
        match answer {
            Some(Ok(ServerMsg::Refused { message, msg })) => Err(said(
                Msg::new("net-refused").msg("why", ServerMsg::refusal(&message, msg.as_ref())),
            )),
            Some(Ok(answer)) => Ok(answer),
            Some(Err(e)) => Err(said(Msg::new("net-unreadable").msg("why", e.msg()))),
            None => Err(said(Msg::new("net-server-closed"))),
        }
    };
    runtime()?.block_on(async {
        tokio::time::timeout(SUMMARY_TIMEOUT, ask)
            .await
            .unwrap_or_else(|_| Err(said(Msg::new("net-no-answer"))))
    })
}

/// An answer that was not the one asked for.
fn unexpected(other: &ServerMsg) -> anyhow::Error {
    tracing::debug!(?other, "unexpected answer from the server");
    said(Msg::new("net-unexpected"))
}

pub use super::day::DailyRoom;

/// Asks the server at `url` for `key`'s attempt at today's challenge of `game`.
pub fn ask_daily(
    trust: &Trust,
    url: &str,
    game: &str,
    key: &super::player_key::PlayerKey,
) -> Result<DailyRoom> {
    let msg = ClientMsg::Daily {
        game: game.to_string(),
        name: key.name.clone(),
        proof: crate::engine::seal::hex(&key.proof(url)),
    };
    match ask_once(trust, url, msg)? {
        ServerMsg::DailyRoom {
            room,
            token,
            date,
            commitment,
        } => Ok(DailyRoom {
            room,
            token,
            date,
            commitment,
        }),
        other => Err(unexpected(&other)),
    }
}

/// The leaderboard of `game`'s daily challenge on `date` (today by the server's clock when
/// none), or of the week holding it.
pub fn fetch_board(
    trust: &Trust,
    url: &str,
    game: &str,
    date: Option<&str>,
    week: bool,
) -> Result<super::protocol::DailyBoard> {
    let msg = ClientMsg::Board {
        game: game.to_string(),
        date: date.map(str::to_string),
        week,
    };
    match ask_once(trust, url, msg)? {
        ServerMsg::Board(board) => Ok(board),
        other => Err(unexpected(&other)),
    }
}

/// The players rated on the server at `url` ([`ClientMsg::Players`]).
pub fn fetch_players(
    trust: &Trust,
    url: &str,
    game: Option<&str>,
    name: &str,
    from: usize,
) -> Result<super::protocol::PlayerList> {
    let msg = ClientMsg::Players {
        game: game.map(str::to_string),
        name: name.to_string(),
        from,
    };
    match ask_once(trust, url, msg)? {
        ServerMsg::Players(list) => Ok(list),
        other => Err(unexpected(&other)),
    }
}

/// How long [`fetch_summary`] and [`open_room`] wait for the server, connecting included.
pub const SUMMARY_TIMEOUT: Duration = Duration::from_secs(10);

/// Why a summary did not come.
#[derive(Debug, thiserror::Error)]
pub enum SummaryError {
    /// The server answered with a refusal (no such room, or not one of its tokens: the room is
    /// gone).
    #[error("{0}")]
    Refused(Msg),
    /// The server could not be reached, or did not answer as a server does.
    #[error("{0}")]
    Unreachable(Msg),
    /// The server sent the asker to another server, which holds the room now (its address; see
    /// [`super::remote_link::fetch_summary_following`]).
    #[error("the room is on another server: {0}")]
    Moved(String),
}

impl SummaryError {
    /// The player's words.
    pub fn msg(&self) -> Msg {
        match self {
            SummaryError::Refused(m) | SummaryError::Unreachable(m) => m.clone(),
            SummaryError::Moved(address) => Msg::new("wn-moved").text("address", address.clone()),
        }
    }
}

/// How the room of `token`'s seat stands on the server at `url` ([`ClientMsg::Summary`]), without
/// sitting down: one connection, one question, closed again.
pub fn fetch_summary(
    trust: &Trust,
    url: &str,
    room: &str,
    token: &str,
) -> Result<RoomSummary, SummaryError> {
    let unreachable = SummaryError::Unreachable;
    let rt = runtime()
        .map_err(|e| unreachable(Msg::new("net-no-networking").text("why", e.to_string())))?;
    rt.block_on(async {
        let ask = async {
            // The list names the server beside the reason: only the reason, then.
            let mut ws = connect(url, trust).await.map_err(|e| match e {
                ConnectError::Unreachable { why, .. } => {
                    unreachable(Msg::new("net-server-said").text("text", why))
                }
                ConnectError::Refused { .. } => unreachable(Msg::new("net-nothing-answers-here")),
                ConnectError::NoRoute { .. } => unreachable(Msg::new("net-no-route-here")),
                e => unreachable(e.msg()),
            })?;
            let msg = ClientMsg::Summary {
                room: room.to_string(),
                token: token.to_string(),
            };
            send(&mut ws, msg)
                .await
                .map_err(|e| unreachable(Msg::new("net-broke").text("why", e.to_string())))?;
            let answer = receive(&mut ws).await;
            let _ = ws.close(None).await;
            match answer {
                Some(Ok(ServerMsg::Summary(summary))) => Ok(summary),
                Some(Ok(ServerMsg::Refused { message, msg })) => Err(SummaryError::Refused(
                    ServerMsg::refusal(&message, msg.as_ref()),
                )),
                Some(Ok(ServerMsg::Redirect { address, .. })) => Err(SummaryError::Moved(address)),
                Some(Ok(_)) => Err(unreachable(Msg::new("net-unexpected"))),
                Some(Err(e)) => Err(unreachable(Msg::new("net-unreadable").msg("why", e.msg()))),
                None => Err(unreachable(Msg::new("net-server-closed"))),
            }
        };
        tokio::time::timeout(SUMMARY_TIMEOUT, ask)
            .await
            .unwrap_or_else(|_| Err(unreachable(Msg::new("net-no-answer"))))
    })
}

/// How a seat's game ended, as `dicepad client` prints it.
#[derive(Serialize, Debug)]
pub struct Finished {
    pub room: String,
    pub seat: usize,
    pub scores: Vec<i32>,
    pub winners: Vec<usize>,
    pub actions: usize,
    /// How many times the client had to connect again.
    pub reconnects: usize,
    /// The check of the dice against the revealed seed ([`super::fair::verify`]), in one line.
    pub dice: String,
    /// The finished game's save (seed and salt revealed), for `--save`.
    #[serde(skip)]
    pub save: String,
    /// Whether the dice checked out.
    #[serde(skip)]
    pub fair: bool,
    /// A daily challenge's attempt whose seed is still sealed: `fair` says only that the game
    /// kept the day's commitment and took in no seat's value.
    #[serde(skip)]
    pub sealed: bool,
    /// The short id of the player the server rates the seat's result for (the seat showed a
    /// player key); none: not rated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rated_as: Option<String>,
}

/// How a headless client waits.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// How long to keep trying to reach the server.
    pub patience: Duration,
    /// A pause before each action.
    pub pace: Duration,
}

/// Rows of [`MAX_REDIRECTS`] redirects `dicepad client` starts again after before it gives up
/// (sooner when `--patience` runs out first): servers that keep sending it round end it.
pub const MAX_REDIRECT_ROWS: usize = 5;

/// How one connection's play ended.
enum Ended {
    /// The game is over: the seat and the final state.
    Over(usize, Box<RoomState>),
    /// The connection dropped first.
    Dropped,
    /// The server closed because its host closed the game (it goes on when they host it again).
    HostLeft,
    /// The server sent the client to another server, which holds the room now.
    Redirected(String),
}

/// Where a client connects: the addresses it was given (it goes round them when one cannot be
/// reached), or the one it was last sent to.
struct Route {
    given: Vec<String>,
    next: usize,
    /// The address of the last redirect, and how many came in a row.
    sent_to: Option<String>,
    redirects: usize,
}

impl Route {
    /// `url` may list several servers of one database, separated by commas.
    fn new(url: &str) -> Route {
        let given: Vec<String> = url
            .split(',')
            .map(str::trim)
            .filter(|u| !u.is_empty())
            .map(String::from)
            .collect();
        Route {
            given: if given.is_empty() {
                vec![url.to_string()]
            } else {
                given
            },
            next: 0,
            sent_to: None,
            redirects: 0,
        }
    }

    fn current(&self) -> &str {
        match &self.sent_to {
            Some(to) => to,
            None => &self.given[self.next % self.given.len()],
        }
    }

    /// The current address could not be reached: back to the given ones, the next of them.
    fn unreachable(&mut self) {
        if self.sent_to.take().is_none() {
            self.next += 1;
        }
    }

    /// Sent to `address`: true to go there at once, false when too many came in a row (then the
    /// client starts again at a given address after a pause); refused when the address is no
    /// server's or the redirect would drop the encryption (see [`check_redirect`]).
    fn redirected(&mut self, address: String) -> Result<bool, BadRedirect> {
        check_redirect(self.current(), &address)?;
        self.redirects += 1;
        if self.redirects > MAX_REDIRECTS {
            self.redirects = 0;
            self.sent_to = None;
            return Ok(false);
        }
        self.sent_to = Some(address);
        Ok(true)
    }
}

/// Plays the seat of `token` in `room` with a bot of `level` until the game is over, connecting
/// again (for up to `timing.patience`) whenever the connection drops. `url` may list several
/// servers sharing one database, separated by commas: the client goes round them when one cannot
/// be reached, and follows a server's redirect to the one that holds the room.
pub fn play_seat(
    url: &str,
    room: &str,
    token: &str,
    level: BotLevel,
    timing: Timing,
) -> Result<Finished> {
    let seat = SeatPlay {
        url,
        room,
        token,
        level,
        timing,
        away: None,
        day: None,
        player: None,
    };
    let (_, mut quiet) = tokio::sync::mpsc::unbounded_channel();
    play(&default_trust()?, &seat, &mut quiet)
}

/// A seat to play to the end: where (`url` as for [`play_seat`]), which (the room and the seat's
/// token), and how (the bot, the pace and patience, and whether to play across days).
#[derive(Clone, Copy, Debug)]
pub struct SeatPlay<'a> {
    pub url: &'a str,
    pub room: &'a str,
    pub token: &'a str,
    pub level: BotLevel,
    pub timing: Timing,
    /// Playing across days: after each of the seat's own actions is applied the client leaves the
    /// room (closes its connection) and comes back after this long, with its token, as a person
    /// who looks in now and then would.
    pub away: Option<Duration>,
    /// A daily challenge's seat: the day's commitment, which its room's game must carry, with
    /// no seat's random value in its dice ([`Witness::day`]).
    pub day: Option<crate::engine::seal::Commitment>,
    /// The player key the seat shows the server (its proof for `url`), so that the room's result
    /// moves that player's rating there ([`super::rated`]); none: the seat is not rated.
    pub player: Option<&'a super::player_key::PlayerKey>,
}

/// The lines a client writes in the table's chat (`dicepad client` reads them from its input).
pub type Says = tokio::sync::mpsc::UnboundedReceiver<String>;

/// Lines of standard input that begin with `/say `, as chat lines to send (the rest is
/// ignored); read on a thread of its own, which ends at the input's end.
pub fn says_from_stdin() -> Says {
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    let _ = std::thread::Builder::new()
        .name("chat input".into())
        .spawn(move || {
            for line in std::io::stdin().lines() {
                let Ok(line) = line else { return };
                if let Some(text) = line.strip_prefix("/say ") {
                    if tx.send(text.to_string()).is_err() {
                        return;
                    }
                }
            }
        });
    rx
}

/// Prints the table's chat on standard error, each line once (across reconnections).
#[derive(Default)]
struct ChatPrinter {
    /// The number of the last line printed.
    last: Option<u64>,
}

impl ChatPrinter {
    fn print(&mut self, line: &ChatLine) {
        if self.last.is_some_and(|last| line.n <= last) {
            return;
        }
        self.last = Some(line.n);
        let printable = super::chat::printable;
        let text = crate::engine::text::Msg::new("chat-cli-line")
            .count("seat", line.seat + 1)
            .text("name", printable(&line.who()))
            .text("text", printable(&line.text));
        eprintln!("{text}");
    }
}

/// Plays `seat` to the end, trusting `trust`'s certificates for a `wss://` server, sending `says`
/// as the seat's chat lines as they come, and printing the table's chat on standard error.
pub fn play(trust: &Trust, seat: &SeatPlay<'_>, says: &mut Says) -> Result<Finished> {
    let SeatPlay {
        url,
        room,
        token,
        level,
        timing,
        away,
        day,
        player,
    } = *seat;
    let shown = player.map(|key| (crate::engine::seal::hex(&key.proof(url)), key.name.clone()));
    runtime()?.block_on(async {
        // The short id the server rates the seat's result for, as its last join said.
        let mut rated_as = None;
        let mut chat = ChatPrinter::default();
        let mut reconnects = 0;
        let mut since = tokio::time::Instant::now();
        // Kept across reconnections: the commitment given first, the log followed and this
        // seat's random value must all hold to the end.
        let mut witness = match day {
            Some(commitment) => Witness::day(commitment),
            None => Witness::fresh().map_err(|e| said(e.msg()))?,
        };
        let mut route = Route::new(url);
        // Rows of redirects since the seat last played (a dropped connection ends them).
        let mut rows = 0;
        // The server said its host closed the game: while it cannot be reached that is the
        // reason given, not the socket's error.
        let mut host_left = false;
        loop {
            match connect(route.current(), trust).await {
                Ok(mut ws) => {
                    let session = Session {
                        room,
                        token,
                        level,
                        pace: timing.pace,
                        leave: away.is_some(),
                        player: shown.as_ref().map(|(p, n)| (p.as_str(), n.as_str())),
                    };
                    let ended = seat_session(
                        &mut ws,
                        &session,
                        &mut witness,
                        (says, &mut chat),
                        &mut rated_as,
                    )
                    .await?;
                    match ended {
                        Ended::Over(seat, state) => {
                            let mut done = finished(seat, *state, reconnects, &witness)?;
                            done.rated_as = rated_as;
                            return Ok(done);
                        }
                        Ended::Dropped => {
                            since = tokio::time::Instant::now();
                            rows = 0;
                            // The seat was back in the room: an old word of the host's is over.
                            host_left = false;
                        }
                        // Said once; from then on the patience runs from the first word of it
                        // (a closing server may still accept and close at once, again and
                        // again).
                        Ended::HostLeft if !host_left => {
                            eprintln!("{}: {}", env!("CARGO_PKG_NAME"), Msg::new(HOST_LEFT));
                            host_left = true;
                            since = tokio::time::Instant::now();
                            rows = 0;
                        }
                        Ended::HostLeft => {
                            if since.elapsed() > timing.patience {
                                return Err(said(Msg::new(HOST_LEFT)));
                            }
                        }
                        Ended::Redirected(address) => {
                            tracing::info!(%address, "the room is on another server");
                            if route.redirected(address).map_err(|bad| said(bad.msg()))? {
                                continue;
                            }
                            rows += 1;
                            if rows >= MAX_REDIRECT_ROWS || since.elapsed() > timing.patience {
                                return Err(said(
                                    Msg::new("wn-redirect-loop").count("n", MAX_REDIRECTS).text(
                                        "address",
                                        route.current().chars().take(80).collect::<String>(),
                                    ),
                                ));
                            }
                        }
                    }
                }
                Err(_) if host_left && since.elapsed() > timing.patience => {
                    return Err(said(Msg::new(HOST_LEFT)))
                }
                Err(e) if e.is_lasting() || since.elapsed() > timing.patience => {
                    return Err(said(e.msg()))
                }
                Err(_) => route.unreachable(),
            }
            reconnects += 1;
            tokio::time::sleep(away.unwrap_or(Duration::from_millis(200))).await;
        }
    })
}

fn finished(
    seat: usize,
    state: RoomState,
    reconnects: usize,
    witness: &Witness,
) -> Result<Finished> {
    let m = crate::games::load_any(&state.save).map_err(|e| anyhow!("{e}"))?;
    // A daily challenge's attempt ends before its day does: its seed stays sealed (everyone
    // plays those dice today), so what can be checked now is the game followed under the
    // day's commitment; the rolls are checked on the day's board once it is revealed.
    let sealed = witness.is_day()
        && crate::engine::save::peek_seal(&state.save)
            .ok()
            .flatten()
            .is_some_and(|seal| seal.salt.is_none());
    let checked = if sealed {
        witness.followed(seat, &state.save).map(|()| None)
    } else {
        witness.verify(seat, &state.save).map(Some)
    };
    let fair = checked.is_ok();
    // In English whatever the language: `dicepad client` prints it in its JSON.
    let dice = match checked {
        Ok(Some(fair)) => fair.to_string(),
        Ok(None) => Msg::new("net-day-sealed").render(Lang::En),
        Err(unfair) => Msg::new("status-not-fair")
            .text("why", unfair.to_string())
            .render(Lang::En),
    };
    Ok(Finished {
        room: state.room,
        seat,
        scores: m.scores().iter().map(|s| s.total).collect(),
        winners: m.winners(),
        actions: m.action_count(),
        reconnects,
        dice,
        save: state.save,
        fair,
        sealed,
        rated_as: None,
    })
}

/// The seat a client plays, and how.
struct Session<'a> {
    room: &'a str,
    token: &'a str,
    level: BotLevel,
    pace: Duration,
    leave: bool,
    /// The player key's proof for this server (64 hex digits) and its name.
    player: Option<(&'a str, &'a str)>,
}

/// One connection's worth of play: the final state once the game is over, or how the connection
/// ended first; an error if the server refuses the seat.
async fn seat_session(
    ws: &mut Ws,
    session: &Session<'_>,
    witness: &mut Witness,
    (says, chat): (&mut Says, &mut ChatPrinter),
    rated_as: &mut Option<String>,
) -> Result<Ended> {
    let Session {
        room,
        token,
        level,
        pace,
        leave,
        player,
    } = *session;
    send(
        ws,
        ClientMsg::Join {
            room: room.to_string(),
            token: Some(token.to_string()),
            random: witness.join_random(),
            proof: player.map(|(proof, _)| Box::from(proof)),
            name: player.map(|(_, name)| Box::from(name)),
        },
    )
    .await?;
    let mut seat = None;
    // The game as the server last told it: a whole state once, then its deltas appended.
    let mut copy: Option<Follower> = None;
    // After sending an action: the seat's action count it was sent at. The client waits for the
    // count to grow (applied) or a refusal before acting again, however many other seats act
    // meanwhile on a simultaneous round.
    let mut in_flight: Option<usize> = None;
    let silence = silence();
    // When the server was last heard (any frame, its pings too), and whether it was asked since.
    let mut heard = tokio::time::Instant::now();
    let mut asked = false;
    loop {
        let due = heard + if asked { silence } else { silence / 3 };
        let msg = tokio::select! {
            frame = tokio::time::timeout_at(due, next_frame(ws)) => match frame {
                Ok(Frame::Text(msg)) => {
                    (heard, asked) = (tokio::time::Instant::now(), false);
                    *msg
                }
                Ok(Frame::Other) => {
                    (heard, asked) = (tokio::time::Instant::now(), false);
                    continue;
                }
                Ok(Frame::Closed) => break,
                Ok(Frame::HostLeft) => return Ok(Ended::HostLeft),
                Err(_) if !asked => {
                    asked = true;
                    if send(ws, ClientMsg::Ping).await.is_err() {
                        return Ok(Ended::Dropped);
                    }
                    continue;
                }
                Err(_) => {
                    tracing::info!(room, "nothing heard from the server for a while: joining again");
                    let _ = tokio::time::timeout(Duration::from_secs(1), ws.close(None)).await;
                    return Ok(Ended::Dropped);
                }
            },
            Some(text) = says.recv() => {
                if send(ws, ClientMsg::Say { text }).await.is_err() {
                    return Ok(Ended::Dropped);
                }
                continue;
            }
        };
        match msg.map_err(|e| said(Msg::new("net-unreadable").msg("why", e.msg())))? {
            ServerMsg::Joined {
                seat: s, player, ..
            } => {
                seat = Some(s);
                *rated_as = player;
            }
            ServerMsg::Chat(line) => {
                chat.print(&line);
                continue;
            }
            ServerMsg::Refused { message, msg } => {
                let why = ServerMsg::refusal(&message, msg.as_ref());
                // The server's store failed: nothing changed. Pause before trying again, so a
                // store that is down is not asked as fast as it refuses.
                if is_not_saved(&why) {
                    tracing::warn!("the server could not store a change: {message}");
                    tokio::time::sleep(NOT_SAVED_PAUSE).await;
                    if seat.is_none() {
                        // The join itself (a seat taken back from its bot): join again.
                        return Ok(Ended::Dropped);
                    }
                }
                if seat.is_none() {
                    return Err(said(Msg::new("net-refused-seat").msg("why", why)));
                }
                // Another connection plays the seat now, or the room is gone: nothing more to
                // do here.
                if is_final(&why) {
                    return Err(said(why));
                }
                // A chat line's refusal is no answer to an action on its way.
                if is_chat_refusal(&why) {
                    tracing::warn!("the server refused: {message}");
                    continue;
                }
                in_flight = None;
                tracing::warn!("the server refused: {message}");
            }
            ServerMsg::State(state) => {
                state.chat.iter().for_each(|line| chat.print(line));
                let Some(s) = seat else { continue };
                // The end is judged in full by `finished`, which says "not fair" rather than
                // stopping; a running state that breaks what this seat saw stops it here.
                if state.over {
                    return Ok(Ended::Over(s, Box::new(state)));
                }
                witness
                    .state(s, &state.save)
                    .map_err(|e| said(Msg::new("net-untrusted-dice").msg("why", e.msg())))?;
                match &mut copy {
                    Some(f) => f.take_state(state),
                    None => Follower::new(state).map(|f| copy = Some(f)),
                }
                .map_err(|e| said(Msg::new("net-game-does-not-load").text("why", e.to_string())))?;
            }
            ServerMsg::Delta(delta) => {
                let Some(f) = &mut copy else { continue };
                match f.take_delta(&delta) {
                    Followed::Applied => witness.delta(delta.from, &delta.log),
                    Followed::Skipped => continue,
                    Followed::Ask(msg, why) => {
                        tracing::warn!("{why}; asking the server again");
                        if send(ws, msg).await.is_err() {
                            return Ok(Ended::Dropped);
                        }
                        continue;
                    }
                }
            }
            ServerMsg::Redirect { address, .. } => return Ok(Ended::Redirected(address)),
            ServerMsg::Created { .. }
            | ServerMsg::Watching { .. }
            | ServerMsg::Pong
            | ServerMsg::Summary(_)
            | ServerMsg::DailyRoom { .. }
            | ServerMsg::Board(_)
            | ServerMsg::Players(_) => continue,
        }
        let (Some(s), Some(f)) = (seat, &mut copy) else {
            continue;
        };
        let mine = f.state.moves.get(s).copied().unwrap_or(0);
        if in_flight.is_some_and(|sent| mine > sent) {
            in_flight = None;
            if leave {
                // Applied: away until later (the caller comes back).
                let _ = ws.close(None).await;
                return Ok(Ended::Dropped);
            }
        }
        if f.state.ready.contains(&s) && in_flight.is_none() {
            in_flight = Some(mine);
            if !pace.is_zero() {
                tokio::time::sleep(pace).await;
            }
            let at = f.state.at;
            let action = bot_move(&mut *f.game, s, level)?;
            if send(ws, ClientMsg::Act { at, action }).await.is_err() {
                return Ok(Ended::Dropped);
            }
        }
    }
    Ok(Ended::Dropped)
}

/// The action a bot of `level` takes for `seat` (which must be ready) in the game `save`, in
/// notation.
pub fn bot_action(save: &str, seat: usize, level: BotLevel) -> Result<String> {
    let mut m = crate::games::load_any(save).map_err(|e| anyhow!("{e}"))?;
    bot_move(&mut *m, seat, level)
}

/// The action a bot of `level` takes for `seat` (which must be ready) in `m`, in notation; `m`
/// is left as it was (the move is tried, read off the log and taken back to the mark).
pub fn bot_move(m: &mut dyn Playable, seat: usize, level: BotLevel) -> Result<String> {
    m.mark();
    let at = m.action_count();
    let played = m.play_bot_as(seat, level);
    let action = m.log_notation(at);
    m.back_to_mark();
    if !played.map_err(|e| anyhow!(e))? {
        return Err(said(Msg::new("net-bot-no-move")));
    }
    action.ok_or_else(|| said(Msg::new("net-bot-move-missing")))
}
