//! `dicepad serve`: hosts rooms over WebSocket (tokio + tokio-tungstenite). Every connection is a
//! task of its own with its own limits (message size, messages per second), so one client's flood
//! or garbage never holds up the others; every command goes to its room's task, which checks it
//! with the game's rules. Rooms are kept in the data folder's database ([`super::store`]) and
//! restored from it at start-up. What a stranger
//! may hold (connections, handshake and silence, rooms per address, how long rooms are kept) is
//! bounded by [`Limits`]. With `--web DIR` the same address and port also serve the browser
//! app's files over plain HTTP requests ([`web`]).

pub use super::limits::Limits;
use super::limits::{group_key, Bucket, ConnSlot, Conns, FULL_RESPONSE};
use super::problems::{Handshake, StartError};
use super::protocol::{
    decode, encode, ClientMsg, Clock, SeatSpec, ServerMsg, CLIENT_MESSAGE_BYTES, CLOSE_HOST_LEFT,
    CLOSE_SEAT_TAKEN, HOST_LEFT, MIN_CLOCK_MS, READ_BUFFER_BYTES, SEAT_TAKEN,
};
use super::room::{self, Admitted, RoomCmd, RoomHandle, Update, NO_SUCH_SEAT};
use super::store::{Change, Durability, Store};
use super::tls::Io;
pub use super::tls::ServerTls;
use crate::engine::text::{Lang, Msg};
use futures_util::{SinkExt, StreamExt};
pub use shared::{spawn_with, Shared, StoreChoice};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{broadcast, oneshot, Notify};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::{CloseFrame, WebSocketConfig};
use tokio_tungstenite::tungstenite::{self, Message};
use tokio_tungstenite::WebSocketStream;
pub use web::{WebError, WebRoot};

/// Messages a connection may send per second, on average.
pub const RATE_PER_SEC: f64 = 50.0;
/// Messages a connection may send in one burst.
pub const BURST: f64 = 100.0;
/// A connection that keeps flooding after this many dropped messages is closed.
const MAX_DROPPED: u32 = 2_000;
/// A connection whose joins were refused this many times is closed (room codes are not for
/// guessing).
const MAX_FAILED_JOINS: u32 = 10;

mod daily;
mod ratings;
mod shared;
mod watch;
mod web;

/// The rooms and where they are kept.
pub struct Server {
    store: Store,
    /// The runtime the rooms' tasks run on.
    rt: tokio::runtime::Handle,
    rooms: Mutex<HashMap<String, RoomHandle>>,
    next_conn: AtomicU64,
    limits: Limits,
    conns: Conns,
    /// Per open connection that holds a seat: how to close it when its seat moves on.
    kickers: Mutex<HashMap<u64, Arc<Notify>>>,
    /// Held while a room is made, so two creates from one address cannot both pass its cap; the
    /// server-wide rate of room openings.
    creating: Mutex<Bucket>,
    /// With a shared store: this server's leases on its rooms ([`super::lease`]).
    cluster: Option<Arc<super::lease::Cluster>>,
    /// Set once the server stops ([`Server::stop`]): every connection is closed with
    /// [`CLOSE_HOST_LEFT`], and so is any that comes after.
    stopping: tokio::sync::watch::Sender<bool>,
    /// The daily challenge's records (in the rooms' database), the server's clock for it, and
    /// its secret once read ([`daily`]).
    records: Arc<dyn super::daily_records::DailyRecords>,
    day_clock: super::day::DayClock,
    day_secret: std::sync::OnceLock<super::day::DaySecret>,
}

impl Server {
    /// A server keeping its rooms in `dir`, with every room found there restored as a task on
    /// `rt` (a damaged room is logged and left alone). Room files of a server from before the
    /// database are taken into it and removed.
    pub fn restore(
        dir: &Path,
        limits: Limits,
        durability: Durability,
        rt: tokio::runtime::Handle,
    ) -> Result<Server, StartError> {
        super::store::make_private_dir(dir).map_err(|e| StartError::DataFolder {
            dir: dir.display().to_string(),
            why: crate::engine::files::io_words(&e),
        })?;
        // Room files were written without a look for stale temp files: any a killed server left
        // are removed here, once.
        crate::engine::files::clean_temps(dir);
        let (store, stored) =
            Store::open(dir, durability).map_err(|e| StartError::Store(e.to_string()))?;
        let records = super::daily_records::SqliteDaily::open(dir)
            .map_err(|e| StartError::Store(e.to_string()))?;
        let server = Server::new(store, limits, None, Arc::new(records), rt);
        for stored in stored {
            server.adopt(stored);
        }
        for stored in room::take_in_room_files(dir, &server.store) {
            server.adopt(Ok(stored));
        }
        Ok(server)
    }

    /// How many rooms `address` has opened that are still here.
    pub fn rooms_of(&self, address: IpAddr) -> usize {
        self.rooms
            .lock()
            .map(|r| r.values().filter(|h| h.creator == Some(address)).count())
            .unwrap_or(0)
    }

    /// How many rooms the addresses of `address`'s group (IPv4 /24, IPv6 /48) have opened that
    /// are still here.
    pub fn rooms_of_group(&self, address: IpAddr) -> usize {
        let group = group_key(address);
        self.rooms
            .lock()
            .map(|r| {
                r.values()
                    .filter(|h| h.creator.is_some_and(|c| group_key(c) == group))
                    .count()
            })
            .unwrap_or(0)
    }

    /// Open connections.
    pub fn connection_count(&self) -> usize {
        self.conns.open()
    }

    /// Open connections that hold no seat.
    pub fn unseated_count(&self) -> usize {
        self.conns.unseated()
    }

    /// Removes every room whose time is up (finished, or idle unfinished) from memory and disk.
    pub fn sweep(&self) {
        let now = Instant::now();
        let gone: Vec<(RoomHandle, &str)> = match self.rooms.lock() {
            Ok(mut rooms) => {
                let expired: Vec<(String, &str)> = rooms
                    .iter()
                    .filter_map(|(code, h)| {
                        let why = h.life.expired(now, &self.limits)?;
                        Some((code.clone(), why))
                    })
                    .collect();
                expired
                    .into_iter()
                    .filter_map(|(code, why)| Some((rooms.remove(&code)?, why)))
                    .collect()
            }
            Err(_) => return,
        };
        for (room, why) in gone {
            // The room's task removes it from the store and ends (an ended task has nothing to
            // remove: the room went with it).
            let _ = room.commands.send(RoomCmd::Close { why });
        }
    }

    /// Stops serving (the window that hosts the game is closing): every connection is told the
    /// host left, with [`CLOSE_HOST_LEFT`], and closed; the rooms stay in the store for the next
    /// start. Returns at once; [`Server::connection_count`] falls to zero as they close.
    pub fn stop(&self) {
        self.stopping.send_replace(true);
    }

    fn kick(&self, conn: u64) {
        if let Some(k) = self.kickers.lock().ok().and_then(|k| k.get(&conn).cloned()) {
            k.notify_one();
        }
    }

    /// How many rooms are open.
    pub fn room_count(&self) -> usize {
        self.rooms.lock().map(|r| r.len()).unwrap_or(0)
    }

    fn room(&self, code: &str) -> Option<RoomHandle> {
        let rooms = self.rooms.lock().ok()?;
        // As written (any code a room file holds), then as typed by a person.
        let exact = code.trim().to_ascii_uppercase();
        rooms
            .get(&exact)
            .or_else(|| rooms.get(&super::normal_code(code)))
            .cloned()
    }

    fn create_room(
        &self,
        msg: CreateRoom,
        from: IpAddr,
    ) -> Result<(String, Vec<Option<String>>), Msg> {
        if msg.seats.is_empty() || msg.seats.len() > 8 {
            return Err(Msg::new("net-seats-count").count("n", msg.seats.len()));
        }
        fn broken<T>(_: T) -> Msg {
            Msg::new("net-server-broken")
        }
        // Only the server's own players open rooms on a server with a secret (compared in
        // constant time; the answer does not say how close a guess was).
        if let Some(secret) = &self.limits.create_secret {
            if !secret.admits(msg.secret.as_deref()) {
                return Err(Msg::new("net-share-create-secret"));
            }
        }
        let rate = self.admit_create(from)?;
        if let Some(clock) = msg.clock {
            check_clock(clock, self.limits.keep_idle)?;
        }
        // Whoever chose the seed could predict every roll, and any person's seat (however it is
        // called) has a token that can join from anywhere: only a table of bots alone may bring
        // its own seed (to watch a game again).
        let seed = match msg.seed {
            Some(_) if msg.seats.iter().any(|s| s.is_person()) => {
                return Err(Msg::new("net-remote-seed"))
            }
            Some(s) => s,
            None => super::random_u64().map_err(|e| e.msg())?,
        };
        let salt = super::fair::fresh_salt().map_err(|e| e.msg())?;
        let code = self.free_code()?;
        let mut stored = room::create(
            code,
            &msg.game,
            msg.seats,
            &msg.names,
            msg.options,
            (seed, salt),
            msg.clock,
        )?;
        stored.creator = Some(from);
        let tokens = stored.seating.tokens.clone();
        self.store
            .save_blocking(Change::Create(stored.clone()))
            .map_err(|e| {
                tracing::error!("a new room could not be stored: {e}");
                Msg::new("net-not-stored")
            })?;
        let handle = room::spawn(
            &self.rt,
            self.store.clone(),
            stored,
            self.limits.grace,
            Instant::now(),
            self.day_clock,
        )
        .map_err(|why| Msg::new("net-bad-room").text("why", why))?;
        let code = handle.code.clone();
        tracing::info!(room = %code, game = %msg.game, seats = tokens.len(), %from, "room created");
        self.rooms
            .lock()
            .map_err(broken)?
            .insert(code.clone(), handle);
        drop(rate);
        Ok((code, tokens))
    }

    /// Whether `from` may open a room now (the caps of the server, the address and its group,
    /// and the server-wide rate, which it takes from): the lock that keeps two creates from one
    /// address from both passing its cap, to hold until the room is in the list.
    fn admit_create(&self, from: IpAddr) -> Result<std::sync::MutexGuard<'_, Bucket>, Msg> {
        fn broken<T>(_: T) -> Msg {
            Msg::new("net-server-broken")
        }
        let mut rate = self.creating.lock().map_err(broken)?;
        if self.room_count() >= self.limits.rooms {
            return Err(Msg::new("net-server-full"));
        }
        let mine = self.rooms_of(from);
        if mine >= self.limits.rooms_per_address {
            return Err(Msg::new("net-too-many-rooms").count("n", mine));
        }
        let ours = self.rooms_of_group(from);
        if ours >= self.limits.rooms_per_group {
            return Err(Msg::new("net-share-group-rooms").count("n", ours));
        }
        // The server-wide rate last: a create refused above costs the others nothing.
        if let Err(wait) = rate.take() {
            let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
            return Err(Msg::new("net-share-creates-busy")
                .int("secs", i64::try_from(secs).unwrap_or(i64::MAX))
                .int("per_min", per_minute(self.limits.creates_per_sec)));
        }
        Ok(rate)
    }

    /// A room code no room here has.
    fn free_code(&self) -> Result<String, Msg> {
        loop {
            let code = super::room_code().map_err(|e| e.msg())?;
            if self.room(&code).is_none() {
                return Ok(code);
            }
        }
    }
}

/// A clock a room may have: at least [`MIN_CLOCK_MS`] a move, and no longer than this server
/// keeps a room in which nobody acts (it would close before the clock's bot could move).
fn check_clock(clock: Clock, keep_idle: std::time::Duration) -> Result<(), Msg> {
    let per_move = std::time::Duration::from_millis(clock.per_move_ms);
    let int = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    if clock.per_move_ms < MIN_CLOCK_MS {
        return Err(Msg::new("net-clock-too-short")
            .int("min", int(MIN_CLOCK_MS))
            .int("ms", int(clock.per_move_ms)));
    }
    if per_move > keep_idle {
        return Err(Msg::new("net-clock-too-long")
            .int("idle", int(keep_idle.as_secs()))
            .int("clock", int(per_move.as_secs())));
    }
    Ok(())
}

/// A count or rate as the whole number a refusal says.
fn whole(n: f64) -> i64 {
    // Saturating float-to-int conversion; a rate is never negative.
    n.round().max(0.0) as i64
}

/// A rate per second as a whole number per minute (what a refusal says).
fn per_minute(per_sec: f64) -> i64 {
    whole(per_sec * 60.0)
}

struct CreateRoom {
    secret: Option<Box<str>>,
    game: String,
    seats: Vec<SeatSpec>,
    options: std::collections::BTreeMap<String, String>,
    seed: Option<u64>,
    names: Vec<String>,
    clock: Option<Clock>,
}

/// Runs the server on `listen` until the process ends; prints the address it listens on first
/// (`dicepad server listening on ws://ADDR`, or `wss://` with `tls`), so a script or test can
/// read the port. With `web`, plain HTTP requests on the same port get the browser app's files.
pub fn run(
    listen: &str,
    dir: &Path,
    limits: Limits,
    store: &StoreChoice,
    tls: Option<ServerTls>,
    web: Option<WebRoot>,
    out: &mut dyn std::io::Write,
) -> anyhow::Result<()> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let std_listener =
        std::net::TcpListener::bind(listen).map_err(|e| StartError::listen(listen, &e))?;
    std_listener.set_nonblocking(true)?;
    let scheme = if tls.is_some() { "wss" } else { "ws" };
    let own = format!("{scheme}://{}", std_listener.local_addr()?);
    let server = Arc::new(
        Server::restore_choice(dir, limits, store, &own, rt.handle().clone())
            .map_err(anyhow::Error::msg)?,
    );
    rt.block_on(async {
        let listener =
            TcpListener::from_std(std_listener).map_err(|e| StartError::listen(listen, &e))?;
        writeln!(
            out,
            "dicepad server listening on {scheme}://{} ({} rooms restored)",
            listener.local_addr()?,
            server.room_count()
        )?;
        out.flush()?;
        if let Some(web) = &web {
            tracing::info!(dir = %web.dir().display(), "serving the browser app's files on the rooms' port");
        }
        accept_loop(listener, server, tls, web).await;
        Ok(())
    })
}

/// Starts a server on a thread of its own (the window's "Host a game", tests); returns the
/// address it listens on.
pub fn spawn(listen: &str, dir: &Path, limits: Limits) -> Result<SocketAddr, StartError> {
    Ok(spawn_server(listen, dir, limits)?.0)
}

/// [`spawn`], with the server itself (tests look at its counts).
pub fn spawn_server(
    listen: &str,
    dir: &Path,
    limits: Limits,
) -> Result<(SocketAddr, Arc<Server>), StartError> {
    spawn_durable(listen, dir, limits, Durability::default())
}

/// [`spawn_server`] with its store's [`Durability`] (the benchmark measures both).
pub fn spawn_durable(
    listen: &str,
    dir: &Path,
    limits: Limits,
    durability: Durability,
) -> Result<(SocketAddr, Arc<Server>), StartError> {
    spawn_with(listen, dir, limits, &StoreChoice::Embedded(durability))
}

async fn accept_loop(
    listener: TcpListener,
    server: Arc<Server>,
    tls: Option<ServerTls>,
    web: Option<WebRoot>,
) {
    let sweeper = server.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(sweeper.limits.sweep_every());
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            // Rooms whose time is up are told to close (each removes itself from the store).
            sweeper.sweep();
        }
    });
    if let Some(cluster) = server.cluster.clone() {
        tokio::spawn(shared::hold_leases(server.clone(), cluster));
    }
    loop {
        match listener.accept().await {
            Ok((stream, peer)) => match server.conns.admit(peer.ip()) {
                Ok(slot) => {
                    // Every message is one small frame that should leave at once: with Nagle's
                    // algorithm a reply waited for the peer's delayed acknowledgement (~40 ms).
                    let _ = stream.set_nodelay(true);
                    let (tls, web) = (tls.clone(), web.clone());
                    tokio::spawn(connection(server.clone(), stream, slot, tls, web));
                }
                // Full: say so in plain HTTP (a few bytes, no handshake) and close at once.
                Err(_) => {
                    // Debug, not info: a flood of these must not flood the log.
                    tracing::debug!(peer = %peer.ip(), "connection refused: the server or this address is full");
                    let _ = stream.try_write(FULL_RESPONSE);
                }
            },
            // Out of file descriptors and the like: wait a little rather than spin.
            Err(_) => tokio::time::sleep(std::time::Duration::from_millis(50)).await,
        }
    }
}

/// What a message over the rate limit is told: the limit as a player counts it, and how long
/// to wait before the next one is taken.
fn slow_down(wait: std::time::Duration) -> String {
    let ms = wait.as_millis().max(1);
    refused(
        Msg::new("net-share-slow-down")
            .int("rate", whole(RATE_PER_SEC))
            .int("burst", whole(BURST))
            .int("ms", i64::try_from(ms).unwrap_or(i64::MAX)),
    )
}

/// What one connection holds: where it comes from, the seat it plays and the room it follows.
struct Seat {
    address: IpAddr,
    at: Option<(RoomHandle, usize)>,
    follow: Option<Follow>,
}

/// The room a connection follows (as a seat or a spectator): its updates, and the number of the
/// last one this connection has (older ones still queued are skipped: what they say is in a
/// later message already).
struct Follow {
    room: RoomHandle,
    updates: broadcast::Receiver<Arc<Update>>,
    seen: u64,
}

/// What an accepted connection turned out to be.
enum Opened {
    /// A WebSocket, its handshake done (boxed: it is much the larger).
    Socket(Box<WebSocketStream<watch::Watched<Box<dyn Io>>>>),
    /// A plain HTTP request for one of the browser app's files (`--web`), still to answer.
    Page(Box<dyn Io>, web::Request),
}

/// The TLS handshake (when serving `wss://`) and the WebSocket handshake; with `web`, the
/// request head is read first, and a plain request is handed back to be answered.
/// The incoming bytes (after TLS) go by `watch` ([`watch::FrameWatch`]).
async fn handshake(
    stream: TcpStream,
    tls: Option<ServerTls>,
    web: bool,
    watch: Arc<watch::FrameWatch>,
) -> Result<Opened, Handshake> {
    // A client's messages are small (see CLIENT_MESSAGE_BYTES): one frame or fragmented message
    // larger than that closes the connection, so no connection makes the server hold more.
    let config = WebSocketConfig::default()
        .read_buffer_size(READ_BUFFER_BYTES)
        .max_message_size(Some(CLIENT_MESSAGE_BYTES))
        .max_frame_size(Some(CLIENT_MESSAGE_BYTES));
    let mut stream: Box<dyn Io> = match tls {
        Some(tls) => tls.accept(stream).await.map_err(Handshake::Tls)?,
        None => Box::new(stream),
    };
    if web {
        let head = web::read_head(&mut stream)
            .await
            .map_err(|e| Handshake::WebSocket(tungstenite::Error::Io(e)))?;
        match head {
            // tungstenite reads the request again, from the bytes already read.
            web::Head::Upgrade(read) => stream = Box::new(web::Replay::new(read, stream)),
            web::Head::Plain(request) => return Ok(Opened::Page(stream, request)),
        }
    }
    tokio_tungstenite::accept_async_with_config(watch::Watched::new(stream, watch), Some(config))
        .await
        .map(|ws| Opened::Socket(Box::new(ws)))
        .map_err(Handshake::WebSocket)
}

async fn connection(
    server: Arc<Server>,
    stream: TcpStream,
    mut slot: ConnSlot,
    tls: Option<ServerTls>,
    web: Option<WebRoot>,
) {
    let frames = Arc::new(watch::FrameWatch::default());
    // One timeout for both handshakes: a socket that never finishes TLS is closed like one that
    // never finishes the WebSocket handshake (or, with --web, its request head).
    let shaking = handshake(stream, tls, web.is_some(), frames.clone());
    let ws = match tokio::time::timeout(server.limits.handshake, shaking).await {
        Ok(Ok(Opened::Socket(ws))) => *ws,
        Ok(Ok(Opened::Page(stream, request))) => {
            // Counted as a connection without a seat until it is answered.
            if let Some(web) = &web {
                web::answer(web, stream, request, server.limits.idle).await;
            }
            drop(slot);
            return;
        }
        Ok(Err(why)) => {
            tracing::debug!("a connection's handshake failed: {why}");
            return;
        }
        Err(_) => {
            tracing::debug!("a connection's handshake timed out");
            return;
        }
    };
    let (mut sink, mut source) = ws.split();
    let conn = server.next_conn.fetch_add(1, Ordering::Relaxed);
    let kicked = Arc::new(Notify::new());
    if let Ok(mut kickers) = server.kickers.lock() {
        kickers.insert(conn, kicked.clone());
    }
    let mut seat = Seat {
        address: slot.address(),
        at: None,
        follow: None,
    };
    let mut bucket = Bucket::new(RATE_PER_SEC, BURST);
    let mut dropped = 0u32;
    // Whether the burst being dropped now was told to slow down (every burst is, once).
    let mut told = false;
    let mut failed_joins = 0u32;
    let mut heard = tokio::time::Instant::now();
    let every = server.limits.ping_every();
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // A connection that has neither joined a seat nor watched a room by then is closed, however
    // well it answers pings; one in the middle of a message for too long too.
    let join_by = tokio::time::Instant::now() + server.limits.join_within;
    let mut followed = false;
    let check_every = (server.limits.message_within.min(server.limits.join_within) / 4).clamp(
        std::time::Duration::from_millis(20),
        std::time::Duration::from_secs(1),
    );
    let mut check = tokio::time::interval(check_every);
    check.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut stopping = server.stopping.subscribe();
    loop {
        // The host is closing the server: the seat hears why (and joins again later), before
        // anything else this connection sent is read.
        if *stopping.borrow() {
            let left = Msg::new(HOST_LEFT).render(Lang::En);
            let _ = sink
                .send(Message::Close(Some(CloseFrame {
                    code: CloseCode::from(CLOSE_HOST_LEFT),
                    reason: left.into(),
                })))
                .await;
            break;
        }
        followed |= seat.follow.is_some();
        slot.set_seated(seat.at.is_some());
        let replies: Vec<String> = tokio::select! {
            incoming = source.next() => {
                heard = tokio::time::Instant::now();
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => Some(Some(t.to_string())),
                    Some(Ok(Message::Binary(_))) => Some(None),
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                    // Pings are answered by the library, pongs and raw frames need nothing; but
                    // each is a message, and counts against the rate like any other.
                    Some(Ok(_)) => None,
                };
                if let Err(wait) = bucket.take() {
                    dropped += 1;
                    if dropped > MAX_DROPPED {
                        tracing::debug!(conn, "connection closed: it went on flooding");
                        break;
                    }
                    if told {
                        continue;
                    }
                    told = true;
                    vec![slow_down(wait)]
                } else {
                    told = false;
                    match text {
                        None => continue,
                        Some(Some(text)) => {
                            let (replies, refused_join) =
                                handle(&server, conn, &text, &mut seat).await;
                            failed_joins += u32::from(refused_join);
                            replies
                        }
                        Some(None) => vec![refused(Msg::new("net-binary"))],
                    }
                }
            }
            _ = check.tick() => {
                if !followed && tokio::time::Instant::now() >= join_by {
                    tracing::debug!(conn, "connection closed: it joined no room in time");
                    break;
                }
                if frames.stuck(server.limits.message_within) {
                    tracing::debug!(conn, "connection closed: a message left unfinished");
                    break;
                }
                continue;
            }
            update = next_update(&mut seat.follow) => match update {
                Ok(update) => match &mut seat.follow {
                    // The room went to another server: say so, and close (the client joins again
                    // and is sent there).
                    Some(_) if update.last => {
                        let _ = sink.send(Message::text(update.text.clone())).await;
                        break;
                    }
                    Some(f) if update.seq > f.seen => {
                        f.seen = update.seq;
                        vec![update.text.clone()]
                    }
                    _ => continue,
                },
                // A slow reader missed some updates: the whole state puts it right.
                Err(broadcast::error::RecvError::Lagged(_)) => resync(&mut seat.follow, None).await,
                Err(broadcast::error::RecvError::Closed) => {
                    seat.follow = None;
                    continue;
                }
            },
            _ = ping.tick() => {
                if heard.elapsed() >= server.limits.idle {
                    tracing::debug!(conn, "connection closed: silent too long");
                    break;
                }
                if sink.send(Message::Ping(Vec::new().into())).await.is_err() {
                    break;
                }
                continue;
            }
            // The host is closing the server: said at the top of the loop.
            _ = stopping.changed() => continue,
            () = kicked.notified() => {
                // The seat went to a newer connection: this one stops here, and says why.
                seat.at = None;
                let taken = Msg::new(SEAT_TAKEN);
                let reason = taken.render(Lang::En);
                let _ = sink.send(Message::text(refused(taken))).await;
                let _ = sink
                    .send(Message::Close(Some(CloseFrame {
                        code: CloseCode::from(CLOSE_SEAT_TAKEN),
                        reason: reason.into(),
                    })))
                    .await;
                break;
            }
        };
        let mut failed = false;
        for r in replies {
            if sink.send(Message::text(r)).await.is_err() {
                failed = true;
                break;
            }
        }
        if failed || failed_joins >= MAX_FAILED_JOINS {
            break;
        }
    }
    if let Ok(mut kickers) = server.kickers.lock() {
        kickers.remove(&conn);
    }
    if let Some((room, s)) = seat.at {
        let _ = room.commands.send(RoomCmd::Leave { seat: s, conn });
    }
    drop(slot);
}

async fn next_update(
    follow: &mut Option<Follow>,
) -> Result<Arc<Update>, broadcast::error::RecvError> {
    match follow {
        Some(f) => f.updates.recv().await,
        None => std::future::pending().await,
    }
}

/// Asks the followed room for what this connection's copy lacks (see [`ClientMsg::Resync`]).
async fn resync(follow: &mut Option<Follow>, at: Option<usize>) -> Vec<String> {
    let Some(f) = follow else {
        return vec![refused(Msg::new("net-join-first"))];
    };
    let (reply, answer) = oneshot::channel();
    if f.room.commands.send(RoomCmd::Resync { at, reply }).is_err() {
        return vec![refused(Msg::new("net-room-gone"))];
    }
    match answer.await {
        Ok((seq, text)) => {
            f.seen = f.seen.max(seq);
            vec![text]
        }
        Err(_) => vec![refused(Msg::new("net-room-gone"))],
    }
}

fn refused(why: Msg) -> String {
    encode(ServerMsg::refused(why))
}

/// One message from a connection; the replies to send it, and whether it was a refused join.
async fn handle(
    server: &Arc<Server>,
    conn: u64,
    text: &str,
    seat: &mut Seat,
) -> (Vec<String>, bool) {
    let msg: ClientMsg = match decode(text) {
        Ok(m) => m,
        Err(e) => return (vec![refused(e.msg())], false),
    };
    match msg {
        ClientMsg::Join {
            room,
            token,
            random,
            proof,
            name,
        } => {
            let joining = Joining {
                token,
                random,
                proof,
                name,
            };
            join(server, conn, &room, joining, seat).await
        }
        ClientMsg::Summary { room, token } => summary(server, &room, token).await,
        msg => (handle_other(server, conn, msg, seat).await, false),
    }
}

/// Every message but a join.
async fn handle_other(
    server: &Arc<Server>,
    conn: u64,
    msg: ClientMsg,
    seat: &mut Seat,
) -> Vec<String> {
    match msg {
        ClientMsg::Ping => vec![encode(ServerMsg::Pong)],
        ClientMsg::CreateRoom {
            game,
            seats,
            options,
            seed,
            names,
            clock,
            secret,
        } => {
            let s = server.clone();
            let from = seat.address;
            let made = tokio::task::spawn_blocking(move || {
                s.create_room(
                    CreateRoom {
                        secret,
                        game,
                        seats,
                        options,
                        seed,
                        names,
                        clock,
                    },
                    from,
                )
            })
            .await
            .unwrap_or_else(|_| Err(Msg::new("net-room-not-made")));
            match made {
                Ok((room, tokens)) => vec![encode(ServerMsg::Created { room, tokens })],
                Err(e) => vec![refused(e)],
            }
        }
        ClientMsg::Join { .. } | ClientMsg::Summary { .. } => Vec::new(),
        ClientMsg::Resync { at } => resync(&mut seat.follow, at).await,
        ClientMsg::Act { at, action } => {
            let Some((room, s)) = &seat.at else {
                return vec![refused(Msg::new("net-join-seat-first"))];
            };
            let (reply, answer) = oneshot::channel();
            let cmd = RoomCmd::Act {
                seat: *s,
                conn,
                at,
                action,
                reply,
            };
            ask(room, cmd, answer).await
        }
        ClientMsg::Undo { at } => {
            let Some((room, s)) = &seat.at else {
                return vec![refused(Msg::new("net-join-seat-first"))];
            };
            let (reply, answer) = oneshot::channel();
            let cmd = RoomCmd::Undo {
                seat: *s,
                conn,
                at,
                reply,
            };
            ask(room, cmd, answer).await
        }
        ClientMsg::Replace { seat: who, level } => {
            let Some((room, _)) = &seat.at else {
                return vec![refused(Msg::new("net-join-first"))];
            };
            let (reply, answer) = oneshot::channel();
            let cmd = RoomCmd::Replace {
                seat: who,
                level,
                reply,
            };
            ask(room, cmd, answer).await
        }
        ClientMsg::Say { text } => match room::say(seat.at.as_ref(), conn, text).await {
            Ok(()) => Vec::new(),
            Err(why) => vec![refused(why.msg())],
        },
        ClientMsg::Daily { game, name, proof } => {
            daily::daily(server, seat.address, game, name, proof).await
        }
        ClientMsg::Board { game, date, week } => daily::board(server, game, date, week).await,
        ClientMsg::Players { game, name, from } => ratings::players(server, game, name, from).await,
    }
}

/// Sends a command to a room and waits for its answer: nothing to send back when it was done
/// (everyone gets the new state), a refusal when not.
async fn ask(
    room: &RoomHandle,
    cmd: RoomCmd,
    answer: oneshot::Receiver<Result<(), Msg>>,
) -> Vec<String> {
    if room.commands.send(cmd).is_err() {
        return vec![refused(Msg::new("net-room-gone"))];
    }
    match answer.await {
        Ok(Ok(())) => Vec::new(),
        Ok(Err(e)) => vec![refused(e)],
        Err(_) => vec![refused(Msg::new("net-room-gone"))],
    }
}

/// A summary: from the room if it is open here (or taken over now), or a redirect to the server
/// that holds it.
async fn summary(server: &Arc<Server>, code: &str, token: String) -> (Vec<String>, bool) {
    if !super::limits::plausible_code(code) {
        return (vec![refused(Msg::new(NO_SUCH_SEAT))], true);
    }
    let room = match server.room(code) {
        Some(room) => Some(room),
        None => match server.locate(code).await {
            shared::Found::Here(room) => Some(room),
            shared::Found::There(address) => {
                let room = super::normal_code(code);
                return (vec![encode(ServerMsg::Redirect { room, address })], false);
            }
            shared::Found::Nowhere => None,
        },
    };
    room::ask_summary(room, token).await
}

/// What a join asks: the seat's token (none: to watch), its random value, its player's proof and
/// name.
struct Joining {
    token: Option<String>,
    random: Option<crate::engine::seal::Nonce>,
    proof: Option<Box<str>>,
    name: Option<Box<str>>,
}

/// A join: the replies, and whether it was refused.
async fn join(
    server: &Arc<Server>,
    conn: u64,
    code: &str,
    joining: Joining,
    seat: &mut Seat,
) -> (Vec<String>, bool) {
    let Joining {
        token,
        random,
        proof,
        name,
    } = joining;
    // An unknown room and a wrong token get the same answer (a join must not tell which rooms
    // exist); a code no room can have (too long, or with characters no code has, a NUL say)
    // gets it before anything looks the code up (in the database of a shared store).
    if !super::limits::plausible_code(code) {
        return (vec![refused(Msg::new(NO_SUCH_SEAT))], true);
    }
    // A proof that is not one, or a name no seat could have, is refused before the room hears
    // of it (a spectator's are not looked at).
    let player = match proof.filter(|_| token.is_some()) {
        Some(p) => {
            let Ok(proof) = crate::engine::seal::from_hex::<32>(p.trim()) else {
                return (vec![refused(Msg::new("daily-bad-proof"))], true);
            };
            let typed = name.as_deref().unwrap_or_default().to_string();
            let name = match super::names::check(&[typed], &[SeatSpec::Remote]) {
                Ok(mut kept) => kept.pop().unwrap_or_default(),
                Err(why) => return (vec![refused(why)], true),
            };
            Some(super::seating::SeatPlayer {
                id: super::player_key::player_id(&proof),
                name,
            })
        }
        None => None,
    };
    let room = match server.room(code) {
        Some(room) => room,
        None => match server.locate(code).await {
            shared::Found::Here(room) => room,
            shared::Found::There(address) => {
                let room = super::normal_code(code);
                return (vec![encode(ServerMsg::Redirect { room, address })], false);
            }
            shared::Found::Nowhere => return (vec![refused(Msg::new(NO_SUCH_SEAT))], true),
        },
    };
    // Listen before joining, so no state between the two is missed.
    let updates = room.updates.subscribe();
    let (reply, answer) = oneshot::channel();
    if room
        .commands
        .send(RoomCmd::Join {
            token,
            random,
            player,
            conn,
            reply,
        })
        .is_err()
    {
        return (vec![refused(Msg::new(NO_SUCH_SEAT))], true);
    }
    match answer.await {
        Ok(Ok(Admitted {
            seat: taken,
            state,
            displaced,
            seq,
            player: rated_as,
        })) => {
            if let Some(old) = displaced {
                tracing::debug!(conn, old, "seat moved on; the old connection is closed");
                server.kick(old);
            }
            if let Some((old, old_seat)) = seat.at.take() {
                let same = old.code == room.code && Some(old_seat) == taken.as_ref().map(|t| t.0);
                if !same {
                    let _ = old.commands.send(RoomCmd::Leave {
                        seat: old_seat,
                        conn,
                    });
                }
            }
            let joined = match taken {
                Some((s, name)) => {
                    seat.at = Some((room.clone(), s));
                    ServerMsg::Joined {
                        room: room.code.clone(),
                        seat: s,
                        name,
                        player: rated_as
                            .as_deref()
                            .map(|id| super::player_key::short_id(id).to_string()),
                    }
                }
                None => ServerMsg::Watching {
                    room: room.code.clone(),
                },
            };
            seat.follow = Some(Follow {
                room: room.clone(),
                updates,
                seen: seq,
            });
            (vec![encode(joined), state], false)
        }
        Ok(Err(e)) => (vec![refused(e)], true),
        Err(_) => (vec![refused(Msg::new(NO_SUCH_SEAT))], true),
    }
}
