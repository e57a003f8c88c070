//! Network play on 127.0.0.1: a server process (`dicepad serve`), headless client processes
//! (`dicepad client`), and raw WebSocket connections for the refusals and the fuzzing.

use dicepad::net::protocol::{decode, encode, ClientMsg, RoomState, SeatSpec, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

pub(super) const BIN: &str = env!("CARGO_BIN_EXE_dicepad");

pub(super) fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("dicepad-net-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A `dicepad serve` process; killed when dropped.
pub(super) struct ServerProc {
    child: Child,
    pub(super) url: String,
}

impl ServerProc {
    pub(super) fn start(dir: &Path, listen: &str) -> ServerProc {
        Self::start_with(dir, listen, &[])
    }
    /// A server with more options (its limits). Its standard error (the room events) goes to
    /// `DIR.stderr.txt` beside the rooms' folder, not into the test's output.
    pub(super) fn start_with(dir: &Path, listen: &str, options: &[&str]) -> ServerProc {
        std::fs::create_dir_all(dir).unwrap();
        let stderr = std::fs::File::create(dir.with_extension("stderr.txt")).unwrap();
        let mut child = Command::new(BIN)
            .args(["serve", "--listen", listen, "--data"])
            .arg(dir)
            .args(options)
            .env_remove("RUST_LOG")
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("ws://") || w.starts_with("wss://"))
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_string();
        ServerProc { child, url }
    }
    pub(super) fn pid(&self) -> u32 {
        self.child.id()
    }
    pub(super) fn port(&self) -> &str {
        self.url.rsplit(':').next().unwrap()
    }
    pub(super) fn kill(&mut self) {
        // SIGKILL: no chance to tidy up.
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for ServerProc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[derive(serde::Deserialize)]
pub(super) struct Created {
    pub(super) room: String,
    pub(super) tokens: Vec<Option<String>>,
}

/// Opens a room; its seed is the server's own (a room with a remote seat takes none from a client).
pub(super) fn create_room(url: &str, game: &str, seats: &str) -> Created {
    let out = Command::new(BIN)
        .args([
            "rooms", "create", "--server", url, "--game", game, "--seats", seats,
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

pub(super) fn client(url: &str, room: &str, token: &str, bot: &str, pace_ms: u64) -> Child {
    Command::new(BIN)
        .args([
            "client", "--server", url, "--room", room, "--token", token, "--bot", bot,
        ])
        .args(["--pace", &pace_ms.to_string(), "--patience", "20"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

#[derive(serde::Deserialize, Debug, PartialEq)]
pub(super) struct Finished {
    pub(super) room: String,
    pub(super) seat: usize,
    pub(super) scores: Vec<i32>,
    pub(super) winners: Vec<usize>,
    pub(super) actions: usize,
    pub(super) reconnects: usize,
    /// The client's check of the dice against the revealed seed.
    pub(super) dice: String,
}

/// The client's report once it has finished its game; it fails the test if the client fails, or
/// has not finished within two minutes (it is killed then, and its words shown).
pub(super) fn finish(child: Child) -> Finished {
    finish_by(child, Instant::now() + Duration::from_secs(120))
}

/// [`finish`] with a deadline of the caller's.
pub(super) fn finish_by(mut child: Child, deadline: Instant) -> Finished {
    fn read_all(
        pipe: Option<impl std::io::Read + Send + 'static>,
    ) -> std::thread::JoinHandle<Vec<u8>> {
        std::thread::spawn(move || {
            let mut all = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut all);
            }
            all
        })
    }
    let (stdout, stderr) = (read_all(child.stdout.take()), read_all(child.stderr.take()));
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break Some(status);
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let (stdout, stderr) = (stdout.join().unwrap(), stderr.join().unwrap());
    let stderr = String::from_utf8_lossy(&stderr);
    match status {
        Some(status) => assert!(status.success(), "client failed: {stderr}"),
        None => panic!("the client had not finished by its deadline (killed): {stderr}"),
    }
    serde_json::from_slice(&stdout).unwrap()
}

/// The room's game as the server's store holds it, loaded through the ordinary save loader.
pub(super) fn room_game(dir: &Path, room: &str) -> Box<dyn dicepad::game::Playable> {
    let file = stored_room(dir, room);
    dicepad::games::load_any(&file.save).unwrap()
}

/// The room as the server's store holds it now.
pub(super) fn stored_room(dir: &Path, room: &str) -> dicepad::net::room::RoomFile {
    dicepad::net::room::read_stored(dir, room).unwrap().unwrap()
}

pub(super) fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting until {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn four_headless_clients_finish_a_hex_roller_game_and_its_log_replays_to_their_scores() {
    let dir = temp_dir("four");
    let server = ServerProc::start_with(&dir, "127.0.0.1:0", &["--log-format", "json"]);
    let room = create_room(&server.url, "hex-roller", "remote,remote,remote,remote");
    assert_eq!(room.tokens.len(), 4);
    let levels = ["normal", "easy", "normal", "strong"];
    let clients: Vec<Child> = room
        .tokens
        .iter()
        .zip(levels)
        .map(|(t, level)| client(&server.url, &room.room, t.as_deref().unwrap(), level, 0))
        .collect();
    let results: Vec<Finished> = clients.into_iter().map(finish).collect();
    let m = room_game(&dir, &room.room);
    assert!(m.is_over());
    let scores: Vec<i32> = m.scores().iter().map(|s| s.total).collect();
    for (seat, r) in results.iter().enumerate() {
        assert_eq!(r.seat, seat);
        assert_eq!(
            r.scores, scores,
            "every client saw the final scores the log gives"
        );
        assert_eq!(r.winners, m.winners());
        assert_eq!(r.actions, m.action_count());
        assert!(r.dice.starts_with("fair: "), "{}", r.dice);
    }
    server_log_tells_the_room(&dir, &room.room, m.action_count(), &scores);
    std::fs::remove_dir_all(&dir).ok();
    std::fs::remove_file(dir.with_extension("stderr.txt")).ok();
}

/// The server's log (`logs/dicepad.log` in its folder, JSON lines): the room's creation, its four
/// seats joining, one line per action with its latency, and its end with the scores.
fn server_log_tells_the_room(dir: &Path, room: &str, actions: usize, scores: &[i32]) {
    let text = std::fs::read_to_string(dir.join("logs/dicepad.log")).unwrap();
    let events: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let of_room = |message: &str| -> Vec<&serde_json::Value> {
        events
            .iter()
            .map(|e| &e["fields"])
            .filter(|f| f["message"] == message && f["room"] == room)
            .collect()
    };
    assert!(events
        .iter()
        .any(|e| e["fields"]["message"] == "dicepad started"));
    assert_eq!(of_room("room created").len(), 1, "{text}");
    let mut joined: Vec<u64> = of_room("joined")
        .iter()
        .map(|f| f["seat"].as_u64().unwrap())
        .collect();
    joined.sort();
    joined.dedup();
    assert_eq!(joined, [1, 2, 3, 4], "{text}");
    let acted = of_room("action");
    // One line per action a seat sent, with the game's length after it.
    assert!(
        !acted.is_empty() && acted.len() <= actions,
        "{} of {actions}",
        acted.len()
    );
    for f in &acted {
        assert!(f["latency_us"].as_u64().is_some(), "{f}");
        assert!(f["actions"].as_u64().unwrap() <= actions as u64, "{f}");
    }
    let finished = of_room("finished");
    assert_eq!(finished.len(), 1, "{text}");
    assert_eq!(finished[0]["actions"], actions as u64);
    assert_eq!(finished[0]["scores"], format!("{scores:?}"));
}

#[test]
fn a_killed_client_reconnects_with_its_token_and_a_killed_server_resumes_every_room() {
    let dir = temp_dir("kill");
    // The killed server syncs in the background (`disk`, the default, syncs before telling, so
    // it loses nothing a fortiori): killing it must lose nothing all the same, as the system
    // keeps what it was handed. The server after it reads the same database with the default.
    let mut server = ServerProc::start_with(&dir, "127.0.0.1:0", &["--durability", "process"]);
    let port = server.port().to_string();
    let a = create_room(&server.url, "hex-roller", "remote,normal");
    let b = create_room(&server.url, "black-molly", "remote,remote");
    let token = |c: &Created, i: usize| c.tokens[i].clone().unwrap();
    let url = server.url.clone();
    let at = |room: &str| room_game(&dir, room).action_count();

    // A client killed (SIGKILL) mid-game; a new one with the same token takes the seat back.
    let mut first = client(&url, &a.room, &token(&a, 0), "normal", 15);
    let start = at(&a.room);
    wait_until("the first client has played", || at(&a.room) > start + 6);
    first.kill().unwrap();
    first.wait().unwrap();
    let stalled = at(&a.room);
    let a_client = client(&url, &a.room, &token(&a, 0), "normal", 10);
    let b_clients = [
        client(&url, &b.room, &token(&b, 0), "normal", 10),
        client(&url, &b.room, &token(&b, 1), "easy", 10),
    ];
    wait_until("the new client plays on", || at(&a.room) > stalled + 4);

    // The server killed mid-game: every room's file holds the game as it was.
    wait_until("room b is under way", || at(&b.room) > 10);
    server.kill();
    let (a_at, b_at) = (at(&a.room), at(&b.room));
    let (a_log, b_log) = (room_game(&dir, &a.room), room_game(&dir, &b.room));
    assert!(!a_log.is_over() && !b_log.is_over(), "killed mid-game");
    // Restarted on the same port, it resumes both rooms and the clients reconnect and finish.
    let server = ServerProc::start(&dir, &format!("127.0.0.1:{port}"));
    assert_eq!(server.url, url);
    let ra = finish(a_client);
    let rb: Vec<Finished> = b_clients.into_iter().map(finish).collect();
    assert!(
        ra.reconnects >= 1,
        "the client reconnected after the server came back"
    );
    let (a_end, b_end) = (room_game(&dir, &a.room), room_game(&dir, &b.room));
    assert!(a_end.is_over() && b_end.is_over());
    assert!(a_end.action_count() > a_at && b_end.action_count() > b_at);
    // Nothing before the kill was lost or changed.
    for (before, after, n) in [(&a_log, &a_end, a_at), (&b_log, &b_end, b_at)] {
        for i in 0..n {
            assert_eq!(before.log_notation(i), after.log_notation(i), "entry {i}");
        }
    }
    let scores: Vec<i32> = b_end.scores().iter().map(|s| s.total).collect();
    assert!(rb.iter().all(|r| r.scores == scores));
    assert_eq!(
        ra.scores,
        a_end.scores().iter().map(|s| s.total).collect::<Vec<_>>()
    );
    drop(server);
    std::fs::remove_dir_all(&dir).ok();
}

pub(super) type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

pub(super) async fn connect(url: &str) -> Ws {
    tokio_tungstenite::connect_async(url).await.unwrap().0
}

pub(super) async fn say(ws: &mut Ws, text: impl Into<String>) {
    ws.send(Message::text(text.into())).await.unwrap();
}

/// The next message from the server as it came (waiting at most 10 s).
pub(super) async fn hear_text(ws: &mut Ws) -> String {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("the server answers")
            .expect("the connection is open")
            .unwrap();
        if let Message::Text(t) = msg {
            return t.to_string();
        }
    }
}

/// The next message from the server (waiting at most 10 s).
pub(super) async fn hear(ws: &mut Ws) -> ServerMsg {
    decode(&hear_text(ws).await).unwrap()
}

/// Catalogue message `id` in English, as a refusal's `message` says it.
pub(super) fn english(id: &'static str) -> String {
    dicepad::engine::text::Msg::new(id).render(dicepad::engine::text::Lang::En)
}

/// The next refusal's English text (states and deltas before it skipped).
pub(super) async fn refusal(ws: &mut Ws) -> String {
    loop {
        match hear(ws).await {
            ServerMsg::Refused { message, .. } => return message,
            ServerMsg::State(_) | ServerMsg::Delta(_) => continue,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }
}

/// The next state or delta; a delta as a state with its room fields and no save (the tests
/// that need the game follow it with a `Follower`).
pub(super) async fn state(ws: &mut Ws) -> RoomState {
    loop {
        match hear(ws).await {
            ServerMsg::State(s) => return s,
            ServerMsg::Delta(d) => {
                let mut s = RoomState::default();
                s.take_delta(&d);
                return s;
            }
            _ => {}
        }
    }
}

pub(super) fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn wrong_tokens_illegal_stale_and_replayed_actions_are_refused_and_change_nothing() {
    let dir = temp_dir("refuse");
    let server = ServerProc::start(&dir, "127.0.0.1:0");
    let room = create_room(&server.url, "honeycomb-caverns", "remote");
    let token = room.tokens[0].clone().unwrap();
    let file = || stored_room(&dir, &room.room).save;
    runtime().block_on(async {
        let mut ws = connect(&server.url).await;
        // Acting before joining, a wrong token, an unknown room.
        say(
            &mut ws,
            encode(ClientMsg::Act {
                at: 1,
                action: "roll".into(),
            }),
        )
        .await;
        assert!(refusal(&mut ws).await.contains("join"));
        let join = |token: &str, room: &str| {
            encode(ClientMsg::Join {
                room: room.into(),
                token: Some(token.into()),
                random: None,
                proof: None,
                name: None,
            })
        };
        // A wrong token and an unknown room get one answer: a join does not tell which exist.
        say(&mut ws, join("0123", &room.room)).await;
        let wrong_token = refusal(&mut ws).await;
        say(&mut ws, join(&token, "NOROOM")).await;
        let no_room = refusal(&mut ws).await;
        assert_eq!(wrong_token, no_room);
        assert_eq!(no_room, english(dicepad::net::room::NO_SUCH_SEAT));
        let before = file();
        // The right token: joined, then the state.
        say(&mut ws, join(&token, &room.room.to_lowercase())).await;
        assert!(matches!(
            hear(&mut ws).await,
            ServerMsg::Joined { seat: 0, .. }
        ));
        let s = state(&mut ws).await;
        let m = dicepad::games::load_any(&s.save).unwrap();
        let legal = m.legal();
        // An illegal action, a stale one and nonsense: refused, the room's file unchanged.
        say(
            &mut ws,
            encode(ClientMsg::Act {
                at: s.at,
                action: "jump 9 9".into(),
            }),
        )
        .await;
        let why = refusal(&mut ws).await;
        assert!(!why.is_empty());
        say(
            &mut ws,
            encode(ClientMsg::Act {
                at: s.at + 3,
                action: legal[0].clone(),
            }),
        )
        .await;
        assert!(refusal(&mut ws).await.contains("position after"));
        assert_eq!(file(), before, "refusals change nothing");
        // A legal one is applied once; the same message again is stale and refused.
        let act = encode(ClientMsg::Act {
            at: s.at,
            action: legal[0].clone(),
        });
        say(&mut ws, act.clone()).await;
        let next = state(&mut ws).await;
        assert!(next.at > s.at);
        say(&mut ws, act).await;
        assert!(refusal(&mut ws).await.contains("position after"));
        let after = stored_room(&dir, &room.room);
        assert_eq!(
            dicepad::games::load_any(&after.save)
                .unwrap()
                .action_count(),
            next.at
        );
        // A second connection with the same token takes the seat; the first is told why and
        // closed with the code that tells a client not to take the seat back by itself.
        let mut other = connect(&server.url).await;
        say(&mut other, join(&token, &room.room)).await;
        assert!(matches!(hear(&mut other).await, ServerMsg::Joined { .. }));
        let now = state(&mut other).await;
        assert_eq!(
            refusal(&mut ws).await,
            english(dicepad::net::protocol::SEAT_TAKEN)
        );
        let closed = tokio::time::timeout(Duration::from_secs(10), ws.next()).await;
        match closed {
            Ok(Some(Ok(Message::Close(Some(frame))))) => assert_eq!(
                u16::from(frame.code),
                dicepad::net::protocol::CLOSE_SEAT_TAKEN
            ),
            other => panic!("expected the close, got {other:?}"),
        }
        // The new connection plays the seat.
        let m = dicepad::games::load_any(&now.save).unwrap();
        say(
            &mut other,
            encode(ClientMsg::Act {
                at: now.at,
                action: m.legal()[0].clone(),
            }),
        )
        .await;
        assert!(state(&mut other).await.at > now.at);
    });
    std::fs::remove_dir_all(&dir).ok();
}

/// Mutations of real messages and plain junk.
fn fuzzed(rng: &mut u64, token: &str, room: &str) -> String {
    let mut next = || {
        *rng ^= *rng << 13;
        *rng ^= *rng >> 7;
        *rng ^= *rng << 17;
        *rng
    };
    let samples = [
        encode(ClientMsg::Join { room: room.into(), token: Some(token.into()), random: None, proof: None, name: None }),
        encode(ClientMsg::Act { at: 3, action: "write 0,-2".into() }),
        encode(ClientMsg::Undo { at: 3 }),
        encode(ClientMsg::CreateRoom {
            // No such game: a fuzzed message may not fill the server with rooms.
            game: "hex-rollers".into(),
            seats: vec![SeatSpec::Remote; 3],
            options: Default::default(),
            seed: Some(1),
            names: vec![],
            clock: None,
            secret: None,
        }),
        encode(ClientMsg::CreateRoom {
            // A clock too short to play by (and no such game, as above).
            game: "hex-rollers".into(),
            seats: vec![SeatSpec::Remote; 2],
            options: Default::default(),
            seed: None,
            names: vec![],
            clock: Some(dicepad::net::protocol::Clock {
                per_move_ms: 1,
                bot: dicepad::engine::BotLevel::Easy,
            }),
            secret: None,
        }),
        encode(ClientMsg::Replace { seat: 1, level: dicepad::engine::BotLevel::Easy }),
        r#"{"v":3,"type":"act","at":18446744073709551615,"action":"pick 99"}"#.into(),
        r#"{"v":3,"type":"create_room","game":"diaominos","seats":["remote","remote","remote","remote","remote","remote","remote","remote","remote"]}"#.into(),
    ];
    let mut text: Vec<u8> = samples[(next() % samples.len() as u64) as usize]
        .clone()
        .into_bytes();
    match next() % 4 {
        0 => {
            for _ in 0..1 + next() % 6 {
                let i = (next() % text.len() as u64) as usize;
                text[i] = (next() % 128) as u8;
            }
        }
        1 => text.truncate((next() % text.len() as u64) as usize),
        2 => text = (0..next() % 200).map(|_| (next() % 256) as u8).collect(),
        _ => {}
    }
    String::from_utf8_lossy(&text).into_owned()
}

#[test]
fn ten_thousand_fuzzed_messages_leave_the_server_serving_and_a_flood_starves_nobody() {
    let dir = temp_dir("fuzz");
    let server = ServerProc::start(&dir, "127.0.0.1:0");
    let room = create_room(&server.url, "hex-roller", "remote,remote");
    let token = room.tokens[1].clone().unwrap();
    runtime().block_on(async {
        // 100 connections of 100 fuzzed messages each, paced under the per-connection limit in
        // bursts: every message is read and answered or ignored, none may bring the server down.
        // The server may close a connection that misbehaves (ten refused joins close one): a
        // message it could no longer take goes again on a new connection.
        let mut rng = 0x9e37_79b9_7f4a_7c15u64;
        let (mut sent, mut closed) = (0, 0);
        for _ in 0..100 {
            let mut ws = connect(&server.url).await;
            for _ in 0..100 {
                let msg = fuzzed(&mut rng, &token, &room.room);
                if ws.send(Message::text(msg.clone())).await.is_err() {
                    closed += 1;
                    ws = connect(&server.url).await;
                    say(&mut ws, msg).await;
                }
                sent += 1;
            }
            let _ = ws.close(None).await;
        }
        assert_eq!(sent, 10_000);
        eprintln!("{closed} fuzzing connections were closed by the server and opened again");
        // Still serving: a ping is answered.
        let mut ws = connect(&server.url).await;
        say(&mut ws, encode(ClientMsg::Ping)).await;
        assert_eq!(hear(&mut ws).await, ServerMsg::Pong);
        // Oversized: refused or the connection closed, and the server goes on.
        let huge = format!(r#"{{"v":3,"type":"ping","pad":"{}"}}"#, "x".repeat(400_000));
        let _ = ws.send(Message::text(huge)).await;
        let mut ws = connect(&server.url).await;
        say(&mut ws, encode(ClientMsg::Ping)).await;
        assert_eq!(hear(&mut ws).await, ServerMsg::Pong);

        // A flood on one connection is told to slow down; another connection is answered at once.
        let mut flood = connect(&server.url).await;
        for _ in 0..400 {
            say(&mut flood, encode(ClientMsg::Ping)).await;
        }
        let mut calm = connect(&server.url).await;
        let started = Instant::now();
        say(&mut calm, encode(ClientMsg::Ping)).await;
        assert_eq!(hear(&mut calm).await, ServerMsg::Pong);
        let waited = started.elapsed();
        let mut slowed = false;
        for _ in 0..400 {
            match hear(&mut flood).await {
                ServerMsg::Refused { message, .. } if message.contains("slow down") => {
                    slowed = true;
                    break;
                }
                _ => {}
            }
        }
        assert!(slowed, "the flooding connection was told to slow down");
        eprintln!("calm connection answered in {waited:?} during the flood");
    });
    // Every room file still loads, and no connection's task panicked on the way.
    let m = room_game(&dir, &room.room);
    assert!(!m.is_over());
    drop(server);
    let log = std::fs::read_to_string(dir.with_extension("stderr.txt")).unwrap_or_default();
    assert!(!log.contains("panicked"), "the server panicked:\n{log}");
    std::fs::remove_dir_all(&dir).ok();
}

/// A window's network game as the window holds it: this seat in the room, and a replica of the
/// server's game loaded from the whole state and then following the server's deltas (the
/// window's `GameScreen` does the same with its play view).
pub(super) struct Window {
    pub(super) seat: dicepad::net::remote::RemoteSeat,
    pub(super) game: Box<dyn dicepad::game::Playable>,
}

impl Window {
    /// The window of a seat just joined.
    pub(super) fn of(seat: dicepad::net::remote::RemoteSeat) -> Window {
        let mut game = dicepad::games::load_any(seat.save()).unwrap();
        game.mark();
        seat.focus_mine(&mut *game);
        Window { seat, game }
    }
    pub(super) fn sync(&mut self) {
        use dicepad::net::remote::Synced;
        if self.seat.sync() == Synced::Game {
            if self.seat.take_reload() {
                self.game = dicepad::games::load_any(self.seat.save()).unwrap();
                self.game.mark();
            }
            self.seat.catch_up(&mut *self.game);
            self.seat.focus_mine(&mut *self.game);
        }
    }
    fn me(&self) -> usize {
        self.seat.me()
    }
    pub(super) fn room(&self) -> dicepad::net::remote::RoomView {
        self.seat.room()
    }
    pub(super) fn person_to_move(&self) -> bool {
        self.seat.may_act(&*self.game)
    }
    fn waiting_for_server(&self) -> bool {
        self.seat.waiting_for_server()
    }
    fn prompt(&self) -> String {
        self.seat.prompt(&*self.game).to_string()
    }
    /// A click on the sheet: checked on the replica, shown, then sent.
    pub(super) fn act(&mut self, notation: &str) -> Result<(), String> {
        if !self.person_to_move() {
            return Err("wait: it is not your turn, or your last action is on its way".into());
        }
        let before = self.game.action_count();
        let me = self.me();
        self.game
            .apply_as(me, notation)
            .map_err(|e| e.to_string())?;
        self.seat.send_new(&*self.game, before);
        Ok(())
    }
}

/// Pumps the network game until `done` holds (at most 20 s).
pub(super) fn pump(m: &mut Window, what: &str, done: impl Fn(&Window) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        m.sync();
        if done(m) {
            return;
        }
        assert!(Instant::now() < deadline, "timed out waiting until {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Joins a seat the way the window does.
pub(super) fn window_seat(url: &str, room: &str, token: &str) -> Window {
    use dicepad::net::remote::{Joining, Link};
    let link = Link::connect(url, room, token, std::sync::Arc::new(|| {})).unwrap();
    let seat = Joining::new(link).wait(Duration::from_secs(20)).unwrap();
    let mut game = dicepad::games::load_any(seat.save()).unwrap();
    game.mark();
    seat.focus_mine(&mut *game);
    Window { seat, game }
}

/// Two windows' seats and a server bot on one Hex Roller roll: both people may write at once, in
/// any order; each window shows who is still thinking; a window's action goes through the server
/// and comes back to the other; a player who leaves is replaced by a bot and the game finishes.
#[test]
fn two_windows_write_on_the_same_roll_and_a_bot_takes_over_a_leaver() {
    let dir = temp_dir("windows");
    let limits = dicepad::net::limits::Limits {
        grace: Duration::from_millis(500),
        ..Default::default()
    };
    let addr = dicepad::net::server::spawn("127.0.0.1:0", &dir, limits).unwrap();
    let url = format!("ws://{addr}");
    let seats = vec![
        SeatSpec::Local,
        SeatSpec::Remote,
        SeatSpec::Bot(dicepad::engine::BotLevel::Easy),
    ];
    let room =
        dicepad::net::client::create_room(&url, "hex-roller", seats, Default::default(), None)
            .unwrap();
    let token = |i: usize| room.tokens[i].clone().unwrap();
    let mut ann = window_seat(&url, &room.room, &token(0));
    let mut bob = window_seat(&url, &room.room, &token(1));
    assert_eq!((ann.me(), bob.me()), (0, 1));
    // The server's bot wrote its turn at once; both people are thinking on the same roll.
    pump(&mut ann, "both people are seen connected", |m| {
        let r = m.room();
        r.connected == vec![true, true, true] && r.ready == vec![0, 1]
    });
    assert!(
        ann.person_to_move() && bob.person_to_move(),
        "each window has its own sheet up"
    );
    assert_eq!(bob.game.to_move(), dicepad::engine::ToMove::Seat(1));
    // Bob writes first although Ann is seat 1; Ann's window sees it arrive.
    let first = bob.game.legal()[0].clone();
    bob.act(&first).unwrap();
    assert!(
        bob.waiting_for_server() && !bob.person_to_move(),
        "one action on its way at a time"
    );
    assert!(
        bob.act(&first).is_err(),
        "no second action before the answer"
    );
    pump(&mut bob, "Bob's action is confirmed", |m| {
        !m.waiting_for_server()
    });
    pump(&mut ann, "Ann sees Bob's action", |m| {
        (0..m.game.action_count()).any(|i| m.game.log_line(i).and_then(|l| l.seat) == Some(1))
    });
    assert!(ann.person_to_move(), "Bob's writing leaves Ann's sheet up");
    // Bob finishes his turn; Ann is the only one still thinking, in both windows.
    while bob.room().ready.contains(&1) {
        let a = bob.game.legal()[0].clone();
        bob.act(&a).unwrap();
        pump(&mut bob, "Bob's action is confirmed", |m| {
            !m.waiting_for_server()
        });
    }
    pump(&mut ann, "only Ann is still thinking", |m| {
        m.room().ready == vec![0]
    });
    assert!(bob.prompt().contains("Waiting for"), "{}", bob.prompt());
    // Bob leaves; Ann hands his seat to a bot and plays on to the end.
    drop(bob);
    pump(&mut ann, "Bob is seen gone", |m| !m.room().connected[1]);
    // Bob's seat waits for him first; Ann's window counts it down.
    let wait = ann.room().bot_in_secs(1, Instant::now());
    assert_eq!(wait, Some(1), "half a second left, shown as 1 s");
    std::thread::sleep(Duration::from_millis(550));
    assert_eq!(ann.room().bot_in_secs(1, Instant::now()), Some(0));
    ann.seat
        .replace_seat(1, dicepad::engine::BotLevel::Easy)
        .unwrap();
    pump(&mut ann, "a bot sits in Bob's seat", |m| {
        m.room().seats[1] == SeatSpec::Bot(dicepad::engine::BotLevel::Easy)
    });
    while !ann.game.is_over() {
        pump(&mut ann, "Ann may act or the game ends", |m| {
            m.person_to_move() || m.game.is_over()
        });
        if ann.game.is_over() {
            break;
        }
        let a = ann.game.legal()[0].clone();
        ann.act(&a).unwrap();
    }
    pump(&mut ann, "the server confirms the last action", |m| {
        !m.waiting_for_server()
    });
    // The window's copy is the server's game.
    let file = stored_room(&dir, &room.room);
    let server_game = dicepad::games::load_any(&file.save).unwrap();
    assert!(server_game.is_over());
    assert_eq!(ann.game.scores(), server_game.scores());
    assert!(
        file.save.contains("\"P2: "),
        "Bob's early actions are named in the save"
    );
    std::fs::remove_dir_all(&dir).ok();
}
