//! Load on one server: ROOMS rooms of Hex Roller, each with 4 remote seats played by bot clients
//! over WebSocket on 127.0.0.1, all at once. Prints actions per second (seat actions the server
//! accepted), the latency of an action (from sending it to receiving the delta that includes
//! it), median / p99 / max, and the bytes of the messages a seat receives: the whole state on
//! joining, every delta after it (early and late in the game) and the whole save at the end.
//! Then one game of each kind with 4 seats (Honeycomb Caverns: its one), for the bytes alone.
//! Run: `cargo bench --no-default-features --features bench --bench net` (ROOMS=100 by
//! default; `-- --rooms N`; `-- --clients normal` for Normal bots at the seats, Easy otherwise;
//! `-- --think MS` for clients that wait before each action, for the latency at a given rate;
//! `-- --copy-per-room`, see below; `-- --durability process` for a server whose store syncs in
//! the background (`dicepad serve --durability`), `disk` by default;
//! `-- --idle N` for the memory of N rooms nobody plays, and their restore time, alone;
//! `-- --postgres postgres://…` for two `dicepad serve` nodes on that database instead, see
//! [`shared`]).
//!
//! Clients and server share the machine: each seat's client follows the game from the deltas
//! (appending their lines to its copy, as the window does) and asks its bot, so client work is
//! part of what is measured (with Normal bots at the seats, their thinking is most of it).
//! `-- --copy-per-room` makes the clients cheaper, a load generator rather than 400 windows:
//! each seat still has its own connection and receives and decodes every message, but a room's
//! four clients follow the game in one shared copy and ask their bots from it. The clients run
//! on as many threads as the machine has cores, each a single-threaded runtime (a room's seats
//! share one; a copy of the game stays on its thread). The server's own part of the latency
//! (from its log) is printed beside the clients' figure.

use dicepad::engine::BotLevel;
use dicepad::net::follow::{Followed, Follower};
use dicepad::net::protocol::{decode, encode, ClientMsg, SeatSpec, ServerMsg};
use dicepad::net::tls::Trust;
use futures_util::{SinkExt, StreamExt};
use std::cell::RefCell;
use std::rc::Rc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn hear_text(ws: &mut Ws) -> Option<String> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(t)) => return Some(t.to_string()),
            Ok(_) => continue,
            Err(_) => return None,
        }
    }
}

/// What one seat measured.
#[derive(Default)]
struct Heard {
    latencies: Vec<Duration>,
    /// Bytes of the whole state on joining.
    joined: usize,
    /// (the log's length after it, bytes) of every delta.
    deltas: Vec<(usize, usize)>,
    /// Bytes of the whole save at the end, and the game's length.
    end: (usize, usize),
}

/// A room's copy of the game, followed from the deltas: one per room, shared by its seats'
/// clients (they run on one thread) with `--copy-per-room`, else one per seat.
type GameCopy = Rc<RefCell<Option<Follower>>>;

#[path = "net/shared.rs"]
mod shared;

/// Plays one seat to the end with a bot of `level`, following the game in `copy`.
async fn seat(
    url: String,
    room: String,
    token: String,
    level: BotLevel,
    trust: Trust,
    think: Duration,
    copy: GameCopy,
) -> Heard {
    let mut ws = dicepad::net::tls::connect(&url, &trust)
        .await
        .expect("connect");
    let join = ClientMsg::Join {
        room,
        token: Some(token),
        // As the window and `dicepad client` do: the seat's own value for the dice.
        random: Some(
            dicepad::net::witness::Witness::fresh()
                .expect("random bytes")
                .random(),
        ),
        // No player key (unrated) and the seat's name as the host gave it.
        proof: None,
        name: None,
    };
    ws.send(Message::text(encode(join))).await.expect("join");
    let mut me = None;
    // The seat's action count when its last action was sent, and when.
    let mut pending: Option<(usize, Instant)> = None;
    let mut heard = Heard::default();
    while let Some(text) = hear_text(&mut ws).await {
        match decode::<ServerMsg>(&text).expect("a message") {
            ServerMsg::Joined { seat, .. } => me = Some(seat),
            ServerMsg::State(s) if s.over => {
                heard.end = (text.len(), s.at);
                if let (Some(me), Some((count, sent))) = (me, pending) {
                    if s.moves.get(me).copied().unwrap_or(0) > count {
                        heard.latencies.push(sent.elapsed());
                    }
                }
                break;
            }
            ServerMsg::State(s) => {
                heard.joined = text.len();
                let mut copy = copy.borrow_mut();
                // A seat that joins after another keeps the copy it has moved on.
                if copy.as_ref().is_none_or(|f| f.game.action_count() < s.at) {
                    *copy = Some(Follower::new(s).expect("the state loads"));
                }
            }
            ServerMsg::Delta(d) => {
                heard.deltas.push((d.at, text.len()));
                let mut copy = copy.borrow_mut();
                let f = copy.as_mut().expect("a state first");
                // Another seat of the room may have applied it already.
                if f.game.action_count() < d.at {
                    match f.take_delta(&d) {
                        Followed::Applied => {}
                        Followed::Skipped => continue,
                        Followed::Ask(_, why) => panic!("the copy lost the game: {why}"),
                    }
                }
            }
            ServerMsg::Refused { message, .. } => panic!("refused: {message}"),
            _ => continue,
        }
        let Some(me) = me else { continue };
        let (mine, ready) = match copy.borrow().as_ref() {
            Some(f) => (
                f.state.moves.get(me).copied().unwrap_or(0),
                f.state.ready.contains(&me),
            ),
            None => continue,
        };
        if let Some((count, sent)) = pending {
            if mine > count {
                heard.latencies.push(sent.elapsed());
                pending = None;
            }
        }
        if ready && pending.is_none() {
            // A person takes a moment: the load is then what the clients ask, not all the
            // machine can do (latency at a given rate, below saturation).
            if !think.is_zero() {
                tokio::time::sleep(think).await;
            }
            let act = {
                let mut copy = copy.borrow_mut();
                let Some(f) = copy.as_mut() else { continue };
                // The copy may have moved on while this seat thought.
                if !f.state.ready.contains(&me) {
                    continue;
                }
                let at = f.state.at;
                let action = dicepad::net::client::bot_move(&mut *f.game, me, level).expect("bot");
                ClientMsg::Act { at, action }
            };
            pending = Some((mine, Instant::now()));
            ws.send(Message::text(encode(act))).await.expect("act");
        }
    }
    heard
}

/// Opens `rooms` rooms of `game` with `seats` remote seats each; their codes and tokens.
fn open_rooms(url: &str, game: &str, seats: usize, rooms: usize) -> Vec<(String, Vec<String>)> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let connect = || async {
            tokio_tungstenite::connect_async(url)
                .await
                .expect("connect")
                .0
        };
        let mut ws = connect().await;
        let mut made = Vec::new();
        for r in 0..rooms {
            // A fresh connection now and then: each may only send so many messages a second.
            if r % 80 == 79 {
                ws = connect().await;
            }
            let create = ClientMsg::CreateRoom {
                game: game.into(),
                seats: vec![SeatSpec::Remote; seats],
                options: Default::default(),
                seed: None,
                names: vec![],
                clock: None,
                secret: None,
            };
            ws.send(Message::text(encode(create)))
                .await
                .expect("create");
            let text = hear_text(&mut ws).await.expect("an answer");
            match decode::<ServerMsg>(&text) {
                Ok(ServerMsg::Created { room, tokens }) => {
                    made.push((room, tokens.into_iter().flatten().collect()))
                }
                other => panic!("{other:?}"),
            }
        }
        made
    })
}

/// Plays every seat of `rooms` to the end, on one single-threaded runtime per core; a room's
/// seats share a thread (and, unless `per_seat`, one copy of the game).
fn play(
    url: &str,
    rooms: Vec<(String, Vec<String>)>,
    level: BotLevel,
    think: Duration,
    per_seat: bool,
) -> Vec<Heard> {
    let rooms = rooms.into_iter().map(|r| (url.to_string(), r)).collect();
    play_at(rooms, level, think, per_seat)
}

/// A room's code and its seats' tokens, at a server's URL.
type RoomAt = (String, (String, Vec<String>));

/// [`play`], each room at a server of its own (the URL beside it).
fn play_at(rooms: Vec<RoomAt>, level: BotLevel, think: Duration, per_seat: bool) -> Vec<Heard> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut shares: Vec<Vec<RoomAt>> = vec![Vec::new(); threads];
    for (k, room) in rooms.into_iter().enumerate() {
        shares[k % threads].push(room);
    }
    // As `dicepad client` and the window connect (one trust, made once, for every seat).
    let trust = Trust::new(None).expect("trust");
    std::thread::scope(|scope| {
        let handles: Vec<_> = shares
            .into_iter()
            .map(|share| {
                let trust = trust.clone();
                scope.spawn(move || {
                    let rt = tokio::runtime::Builder::new_current_thread()
                        .enable_all()
                        .build()
                        .expect("runtime");
                    let local = tokio::task::LocalSet::new();
                    local.block_on(&rt, async {
                        let mut tasks = Vec::new();
                        for (url, (room, tokens)) in share {
                            let shared: GameCopy = Rc::default();
                            for token in tokens {
                                let copy = if per_seat {
                                    Rc::default()
                                } else {
                                    Rc::clone(&shared)
                                };
                                tasks.push(tokio::task::spawn_local(seat(
                                    url.clone(),
                                    room.clone(),
                                    token,
                                    level,
                                    trust.clone(),
                                    think,
                                    copy,
                                )));
                            }
                        }
                        let mut heard = Vec::new();
                        for t in tasks {
                            heard.push(t.await.expect("seat task"));
                        }
                        heard
                    })
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("client thread"))
            .collect()
    })
}

/// The server's own part of each action's latency: the `latency_us` of its `action` events
/// (from the action's arrival at its room to its lines stored and the delta handed to the
/// connections), gathered from the log.
#[derive(Clone, Default)]
struct ServerLatencies(std::sync::Arc<std::sync::Mutex<Vec<u64>>>);

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for ServerLatencies {
    fn on_event(&self, event: &tracing::Event<'_>, _: tracing_subscriber::layer::Context<'_, S>) {
        struct Find(Option<u64>);
        impl tracing::field::Visit for Find {
            fn record_u64(&mut self, field: &tracing::field::Field, value: u64) {
                if field.name() == "latency_us" {
                    self.0 = Some(value);
                }
            }
            fn record_debug(&mut self, _: &tracing::field::Field, _: &dyn std::fmt::Debug) {}
        }
        let mut find = Find(None);
        event.record(&mut find);
        if let (Some(us), Ok(mut all)) = (find.0, self.0.lock()) {
            all.push(us);
        }
    }
}

fn mean(xs: impl Iterator<Item = usize>) -> f64 {
    let (n, sum) = xs.fold((0usize, 0usize), |(n, s), x| (n + 1, s + x));
    sum as f64 / n.max(1) as f64
}

/// One line on the bytes a seat received.
fn bytes_line(heard: &[Heard]) -> String {
    let deltas: Vec<(usize, usize)> = heard.iter().flat_map(|h| h.deltas.clone()).collect();
    let length = heard.iter().map(|h| h.end.1).max().unwrap_or(0);
    format!(
        "{} deltas after the join: mean {:.0} B, largest {} B; in the first 10 actions mean {:.0} B, \
         in the last 10 mean {:.0} B; whole state on joining mean {:.0} B, whole save at the end \
         mean {:.0} B ({length} actions)",
        deltas.len(),
        mean(deltas.iter().map(|d| d.1)),
        deltas.iter().map(|d| d.1).max().unwrap_or(0),
        mean(deltas.iter().filter(|d| d.0 <= 10).map(|d| d.1)),
        mean(deltas.iter().filter(|d| d.0 + 10 >= length).map(|d| d.1)),
        mean(heard.iter().map(|h| h.joined)),
        mean(heard.iter().map(|h| h.end.0)),
    )
}

/// This process's resident memory, in KiB.
fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

/// `--idle N`: the memory of N open rooms nobody plays (4-seat Hex Roller, just made), and how
/// long a second server on the same data folder takes to restore them all (and its memory).
fn idle_rooms(dir: &std::path::Path, limits: dicepad::net::limits::Limits, rooms: usize) {
    let before = rss_kib();
    let addr = dicepad::net::server::spawn("127.0.0.1:0", dir, limits.clone()).expect("server");
    let started = Instant::now();
    open_rooms(&format!("ws://{addr}"), "hex-roller", 4, rooms);
    let made = started.elapsed().as_secs_f64();
    let after = rss_kib();
    println!(
        "idle: {rooms} rooms made in {made:.1} s; memory {:.1} MB more ({:.1} KB a room)",
        (after - before) as f64 / 1024.0,
        (after - before) as f64 / rooms as f64
    );
    let started = Instant::now();
    dicepad::net::server::spawn("127.0.0.1:0", dir, limits).expect("a second server");
    let restored = rss_kib();
    println!(
        "idle: a second server restored them in {:.2} s, with {:.1} MB more ({:.1} KB a room)",
        started.elapsed().as_secs_f64(),
        (restored - after) as f64 / 1024.0,
        (restored - after) as f64 / rooms as f64
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rooms: usize = args
        .iter()
        .position(|a| a == "--rooms")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(100);
    // The clients' bot: Easy (a random legal action, the cheapest real play) measures the
    // server; Normal makes the clients' thinking part of the load.
    let level = match args
        .iter()
        .position(|a| a == "--clients")
        .and_then(|i| args.get(i + 1))
    {
        Some(l) => l
            .parse::<BotLevel>()
            .expect("--clients easy, normal or strong"),
        None => BotLevel::Easy,
    };
    // Milliseconds each client waits before each action (0: at once, the most the machine does).
    let think = Duration::from_millis(
        args.iter()
            .position(|a| a == "--think")
            .and_then(|i| args.get(i + 1))
            .and_then(|n| n.parse().ok())
            .unwrap_or(0),
    );
    // Each seat's client keeps its own copy of the game, as four windows would, unless a room's
    // seats share one (the clients' rules work is then a quarter).
    let per_seat = !args.iter().any(|a| a == "--copy-per-room");
    let durability: dicepad::net::store::Durability = args
        .iter()
        .position(|a| a == "--durability")
        .and_then(|i| args.get(i + 1))
        .map_or(Ok(Default::default()), |d| d.parse())
        .expect("--durability disk or process");
    let idle: Option<usize> = args
        .iter()
        .position(|a| a == "--idle")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok());
    let dir = std::env::temp_dir().join(format!("dicepad-net-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // Every room and client comes from 127.0.0.1: the per-address and per-group caps, the part
    // kept for seated connections and the server-wide rate of room openings are lifted here.
    let limits = dicepad::net::limits::Limits {
        connections: 100_000,
        unseated_connections: 100_000,
        connections_per_address: 100_000,
        connections_per_group: 100_000,
        rooms_per_address: 100_000,
        rooms_per_group: 100_000,
        rooms: 100_000,
        creates_per_sec: 100_000.0,
        creates_burst: 100_000.0,
        ..Default::default()
    };
    if let Some(rooms) = idle {
        idle_rooms(&dir, limits, rooms);
        let _ = std::fs::remove_dir_all(&dir);
        return;
    }
    if let Some(db) = args
        .iter()
        .position(|a| a == "--postgres")
        .and_then(|i| args.get(i + 1))
    {
        shared::two_nodes(db, &dir, rooms, level, think, per_seat);
        let _ = std::fs::remove_dir_all(&dir);
        return;
    }
    let server_latencies = ServerLatencies::default();
    {
        use tracing_subscriber::layer::SubscriberExt;
        let subscriber = tracing_subscriber::registry().with(server_latencies.clone());
        tracing::subscriber::set_global_default(subscriber).expect("one subscriber");
    }
    let (addr, _) = dicepad::net::server::spawn_durable("127.0.0.1:0", &dir, limits, durability)
        .expect("server");
    let url = format!("ws://{addr}");
    let made = open_rooms(&url, "hex-roller", 4, rooms);
    let started = Instant::now();
    let heard = play(&url, made, level, think, per_seat);
    let secs = started.elapsed().as_secs_f64();
    let mut all: Vec<Duration> = heard.iter().flat_map(|h| h.latencies.clone()).collect();
    all.sort();
    let q = |p: f64| all[((all.len() - 1) as f64 * p).round() as usize];
    println!(
        "net: {rooms} rooms x 4 clients ({level:?} bots, thinking {} ms, {}, durability {durability:?}), {} seat actions in {secs:.2} s = {:.0} actions/s; \
         latency median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        think.as_millis(),
        if per_seat { "a copy per seat" } else { "a copy per room" },
        all.len(),
        all.len() as f64 / secs,
        q(0.5).as_secs_f64() * 1e3,
        q(0.99).as_secs_f64() * 1e3,
        all.last().map_or(0.0, |d| d.as_secs_f64() * 1e3),
    );
    if let Ok(mut us) = server_latencies.0.lock() {
        us.sort_unstable();
        if !us.is_empty() {
            let q = |p: f64| us[((us.len() - 1) as f64 * p).round() as usize] as f64 / 1e3;
            println!(
                "server's part (arrival at the room to the delta sent, {} actions): median {:.2} ms, \
                 p99 {:.2} ms, max {:.2} ms",
                us.len(),
                q(0.5),
                q(0.99),
                q(1.0),
            );
        }
        us.clear();
    }
    println!("bytes: {}", bytes_line(&heard));
    for game in [
        "hex-roller",
        "black-molly",
        "diaominos",
        "honeycomb-caverns",
        "molecular-structures",
    ] {
        let seats = dicepad::games::find(game).map_or(1, |g| g.info().max_seats.min(4));
        let heard = play(
            &url,
            open_rooms(&url, game, seats, 1),
            BotLevel::Easy,
            Duration::ZERO,
            per_seat,
        );
        println!("bytes {game}, {seats} seat(s): {}", bytes_line(&heard));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
