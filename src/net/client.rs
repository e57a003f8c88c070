//! Headless clients: `dicepad client` plays a seat with a bot to the end of the game (reconnecting
//! with its token when the connection drops), and `dicepad rooms create` opens a room.

use super::fair::Commitments;
use super::follow::{Followed, Follower};
use super::protocol::{
    decode, encode, ClientMsg, Clock, RoomState, SeatSpec, ServerMsg, ROOM_CLOSED, SEAT_TAKEN_TEXT,
};
use super::tls::Trust;
use crate::engine::BotLevel;
use crate::game::Playable;
use anyhow::{anyhow, bail, Result};
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

/// Why a connection could not be made, and whether trying again could help.
struct Unreachable {
    why: String,
    /// An untrusted certificate or a plain client at a TLS port: the same every time.
    lasting: bool,
}

async fn connect(url: &str, trust: &Trust) -> Result<Ws, Unreachable> {
    super::tls::connect(url, trust)
        .await
        .map_err(|e| Unreachable {
            why: connect_problem(url, &e),
            lasting: super::tls::is_lasting(&e),
        })
}

/// The certificates a client trusts when none are named: the built-in roots and `DICEPAD_CA`.
pub fn default_trust() -> Result<Trust> {
    Trust::with_ca_or_env(None).map_err(|e| anyhow!("{e}"))
}

/// Why connecting to `url` failed, in words for a player: a full server says so (it answers
/// "503" before any handshake), and so do TLS problems ([`super::tls::problem`]).
pub fn connect_problem(url: &str, e: &tokio_tungstenite::tungstenite::Error) -> String {
    if let Some(tls) = super::tls::problem(url, e) {
        return tls;
    }
    match e {
        tokio_tungstenite::tungstenite::Error::Http(response)
            if response.status().as_u16() == 503 =>
        {
            super::limits::FULL_TEXT.to_string()
        }
        _ => format!("cannot reach {url}: {e}"),
    }
}

async fn send(ws: &mut Ws, msg: ClientMsg) -> Result<()> {
    ws.send(Message::text(encode(msg)))
        .await
        .map_err(|e| anyhow!("the connection broke: {e}"))
}

/// The next message from the server; `None` when the connection ended.
async fn receive(ws: &mut Ws) -> Option<Result<ServerMsg, String>> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(t)) => return Some(decode(&t)),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => continue,
        }
    }
}

/// What `rooms create` prints.
#[derive(Debug, Serialize)]
pub struct Created {
    pub room: String,
    pub seats: Vec<SeatSpec>,
    pub tokens: Vec<Option<String>>,
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
}

/// Opens a room as `request` says, trusting `trust`'s certificates for a `wss://` server.
pub fn open_room(trust: &Trust, url: &str, request: RoomRequest) -> Result<Created> {
    runtime()?.block_on(async {
        let mut ws = connect(url, trust).await.map_err(|e| anyhow!(e.why))?;
        let seats = request.seats.clone();
        let msg = ClientMsg::CreateRoom {
            game: request.game,
            seats: request.seats,
            options: request.options,
            seed: request.seed,
            names: request.names,
            clock: request.clock,
        };
        send(&mut ws, msg).await?;
        match receive(&mut ws).await {
            Some(Ok(ServerMsg::Created { room, tokens })) => Ok(Created {
                room,
                seats,
                tokens,
            }),
            Some(Ok(ServerMsg::Refused { message })) => bail!("the server refused: {message}"),
            Some(Ok(other)) => bail!("unexpected answer from the server: {other:?}"),
            Some(Err(e)) => bail!("unreadable answer from the server: {e}"),
            None => bail!("the server closed the connection"),
        }
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
}

/// How a headless client waits.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// How long to keep trying to reach the server.
    pub patience: Duration,
    /// A pause before each action.
    pub pace: Duration,
}

/// Redirects ([`ServerMsg::Redirect`]) a client follows in a row; after that it waits a little and
/// starts again at the address it was given (servers whose leases disagree cannot send it round
/// for ever).
pub const MAX_REDIRECTS: usize = 3;

/// How one connection's play ended.
enum Session {
    /// The game is over: the seat and the final state.
    Over(usize, Box<RoomState>),
    /// The connection dropped first.
    Dropped,
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
    /// client starts again at a given address after a pause).
    fn redirected(&mut self, address: String) -> bool {
        self.redirects += 1;
        if self.redirects > MAX_REDIRECTS {
            self.redirects = 0;
            self.sent_to = None;
            return false;
        }
        self.sent_to = Some(address);
        true
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
    play_seat_with(&default_trust()?, url, room, token, level, timing)
}

/// [`play_seat`], trusting `trust`'s certificates for a `wss://` server.
pub fn play_seat_with(
    trust: &Trust,
    url: &str,
    room: &str,
    token: &str,
    level: BotLevel,
    timing: Timing,
) -> Result<Finished> {
    runtime()?.block_on(async {
        let mut reconnects = 0;
        let mut since = tokio::time::Instant::now();
        // Kept across reconnections: the commitment given first must hold to the end.
        let mut commitments = Commitments::default();
        let mut route = Route::new(url);
        loop {
            match connect(route.current(), trust).await {
                Ok(mut ws) => {
                    match seat_session(&mut ws, room, token, level, timing.pace, &mut commitments)
                        .await?
                    {
                        Session::Over(seat, state) => {
                            return finished(seat, *state, reconnects, &commitments)
                        }
                        Session::Dropped => {
                            since = tokio::time::Instant::now();
                        }
                        Session::Redirected(address) => {
                            tracing::info!(%address, "the room is on another server");
                            if route.redirected(address) {
                                continue;
                            }
                        }
                    }
                }
                Err(e) if e.lasting || since.elapsed() > timing.patience => bail!(e.why),
                Err(_) => route.unreachable(),
            }
            reconnects += 1;
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    })
}

fn finished(
    seat: usize,
    state: RoomState,
    reconnects: usize,
    commitments: &Commitments,
) -> Result<Finished> {
    let m = crate::games::load_any(&state.save).map_err(|e| anyhow!("{e}"))?;
    let checked = commitments.verify(&state.save);
    let fair = checked.is_ok();
    let dice = match checked {
        Ok(fair) => fair.to_string(),
        Err(unfair) => format!("not fair: {unfair}"),
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
    })
}

/// One connection's worth of play: the final state once the game is over, or how the connection
/// ended first; an error if the server refuses the seat.
async fn seat_session(
    ws: &mut Ws,
    room: &str,
    token: &str,
    level: BotLevel,
    pace: Duration,
    commitments: &mut Commitments,
) -> Result<Session> {
    send(
        ws,
        ClientMsg::Join {
            room: room.to_string(),
            token: Some(token.to_string()),
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
    while let Some(msg) = receive(ws).await {
        match msg.map_err(|e| anyhow!("unreadable message from the server: {e}"))? {
            ServerMsg::Joined { seat: s, .. } => seat = Some(s),
            ServerMsg::Refused { message } if seat.is_none() => {
                bail!("the server refused the seat: {message}")
            }
            // Another connection plays the seat now, or the room is gone: nothing more to do here.
            ServerMsg::Refused { message }
                if message == SEAT_TAKEN_TEXT || message.starts_with(ROOM_CLOSED) =>
            {
                bail!("{message}")
            }
            ServerMsg::Refused { message } => {
                in_flight = None;
                tracing::warn!("the server refused: {message}");
            }
            ServerMsg::State(state) => {
                let Some(s) = seat else { continue };
                commitments
                    .check(&state.save)
                    .map_err(|e| anyhow!("the server's dice cannot be trusted: {e}"))?;
                if state.over {
                    return Ok(Session::Over(s, Box::new(state)));
                }
                match &mut copy {
                    Some(f) => f.take_state(state),
                    None => Follower::new(state).map(|f| copy = Some(f)),
                }
                .map_err(|e| anyhow!("the server's game does not load here: {e}"))?;
            }
            ServerMsg::Delta(delta) => {
                let Some(f) = &mut copy else { continue };
                match f.take_delta(&delta) {
                    Followed::Applied => {}
                    Followed::Skipped => continue,
                    Followed::Ask(msg, why) => {
                        tracing::warn!("{why}; asking the server again");
                        if send(ws, msg).await.is_err() {
                            return Ok(Session::Dropped);
                        }
                        continue;
                    }
                }
            }
            ServerMsg::Redirect { address, .. } => return Ok(Session::Redirected(address)),
            ServerMsg::Created { .. } | ServerMsg::Watching { .. } | ServerMsg::Pong => continue,
        }
        let (Some(s), Some(f)) = (seat, &mut copy) else {
            continue;
        };
        let mine = f.state.moves.get(s).copied().unwrap_or(0);
        if in_flight.is_some_and(|sent| mine > sent) {
            in_flight = None;
        }
        if f.state.ready.contains(&s) && in_flight.is_none() {
            in_flight = Some(mine);
            if !pace.is_zero() {
                tokio::time::sleep(pace).await;
            }
            let at = f.state.at;
            let action = bot_move(&mut *f.game, s, level)?;
            if send(ws, ClientMsg::Act { at, action }).await.is_err() {
                return Ok(Session::Dropped);
            }
        }
    }
    Ok(Session::Dropped)
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
        bail!("the bot has no move here");
    }
    action.ok_or_else(|| anyhow!("the bot's move is missing from the log"))
}
