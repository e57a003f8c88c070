//! A fair share of the server (issue 47), on loopback with 127.x addresses standing in for many
//! hosts: idle connections from one network do not keep a newcomer out and are closed when they
//! join nothing (pings or not); ping frames count against the rate; every burst over the rate
//! is answered; 20 addresses cannot fill the rooms, and rooms nobody joined expire (restored ones
//! too); a room of 8 Strong bots costs little CPU right after its create; `--create-secret`;
//! unfinished fragmented messages hold little memory and are closed after their bound; the data
//! folder, the database and the log are private; a room code with a NUL byte or too long is
//! refused before any lookup.

use super::net::{english, hear, refusal, runtime, say, state, temp_dir, ServerProc, Ws, BIN};
use super::net_limits::enough_files;
use dicepad::net::limits::Limits;
use dicepad::net::protocol::{encode, ClientMsg, SeatSpec, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

fn server(
    name: &str,
    limits: Limits,
) -> (
    std::path::PathBuf,
    String,
    std::sync::Arc<dicepad::net::server::Server>,
) {
    let dir = temp_dir(name);
    let (addr, server) = dicepad::net::server::spawn_server("127.0.0.1:0", &dir, limits).unwrap();
    (dir, format!("ws://{addr}"), server)
}

fn addr_of(url: &str) -> SocketAddr {
    url.trim_start_matches("ws://").parse().unwrap()
}

/// A TCP connection to the server from `from` (any 127.x address).
async fn tcp_from(from: &str, to: SocketAddr) -> std::io::Result<tokio::net::TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind(format!("{from}:0").parse().unwrap())?;
    socket.connect(to).await
}

/// A WebSocket from `from`, or none when the server turned it away.
async fn ws_from(from: &str, url: &str) -> Option<Ws> {
    let stream = tcp_from(from, addr_of(url)).await.ok()?;
    let plain = tokio_tungstenite::MaybeTlsStream::Plain(stream);
    tokio_tungstenite::client_async(url, plain)
        .await
        .ok()
        .map(|(ws, _)| ws)
}

fn create(seats: Vec<SeatSpec>) -> String {
    encode(ClientMsg::CreateRoom {
        game: "hex-roller".into(),
        seats,
        options: Default::default(),
        seed: None,
        names: vec![],
        clock: None,
        secret: None,
    })
}

fn join(room: &str, token: Option<&str>) -> String {
    encode(ClientMsg::Join {
        room: room.into(),
        token: token.map(str::to_string),
        random: None,
        proof: None,
        name: None,
    })
}

/// Whether `ws` is closed by the server within `wait` (pings it sends are answered meanwhile,
/// by reading).
async fn closed_within(ws: &mut Ws, wait: Duration) -> bool {
    let until = tokio::time::Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(until, ws.next()).await {
            Err(_) => return false,
            Ok(Some(Ok(Message::Close(_))) | None | Some(Err(_))) => return true,
            Ok(Some(Ok(_))) => continue,
        }
    }
}

#[test]
fn forty_addresses_of_idle_connections_leave_a_newcomer_its_game_and_are_closed() {
    enough_files(3_000);
    let limits = Limits {
        join_within: Duration::from_secs(2),
        ..Limits::default()
    };
    let join_within = limits.join_within;
    let (dir, url, server) = server("share-idle", limits);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        // 40 addresses × 25 connections, each finishing its handshake and answering pings.
        let mut idle = Vec::new();
        let mut refused = 0;
        for a in 1..=40 {
            for _ in 0..25 {
                match ws_from(&format!("127.0.0.{a}"), &url).await {
                    Some(ws) => idle.push(ws),
                    None => refused += 1,
                }
            }
        }
        let held = idle.len();
        // They read (and so answer pings) in the background.
        let readers: Vec<_> = idle
            .into_iter()
            .map(|mut ws| {
                tokio::spawn(async move { closed_within(&mut ws, Duration::from_secs(30)).await })
            })
            .collect();
        assert!(
            held <= Limits::default().connections_per_group,
            "one /24 holds {held} connections"
        );
        // A newcomer from another network gets in, opens a room and takes its seat.
        let mut newcomer = ws_from("127.0.1.1", &url)
            .await
            .expect("a newcomer is let in beside 1,000 idle connections");
        say(&mut newcomer, create(vec![SeatSpec::Remote])).await;
        let ServerMsg::Created { room, tokens } = hear(&mut newcomer).await else {
            panic!("the newcomer's room is made");
        };
        say(&mut newcomer, join(&room, tokens[0].as_deref())).await;
        assert!(matches!(
            hear(&mut newcomer).await,
            ServerMsg::Joined { .. }
        ));
        // The idle ones are closed once their time to join is up, pings answered or not.
        let started = Instant::now();
        for r in readers {
            assert!(r.await.unwrap(), "an idle connection is closed");
        }
        assert!(started.elapsed() < join_within + Duration::from_secs(10));
        let until = Instant::now() + Duration::from_secs(5);
        while server.connection_count() > 1 && Instant::now() < until {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!(server.connection_count(), 1, "the newcomer alone is left");
        assert_eq!(server.unseated_count(), 0, "the newcomer counts as seated");
        eprintln!(
            "{held} idle connections held ({refused} turned away); all closed after {:.1?}",
            started.elapsed()
        );
    });
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn ping_frames_count_against_the_rate_and_every_burst_over_it_is_answered() {
    let (dir, url, _server) = server("share-rate", Limits::default());
    runtime().block_on(async {
        let mut ws = ws_from("127.0.0.1", &url).await.unwrap();
        say(&mut ws, join("NOROOM00", None)).await;
        let _ = refusal(&mut ws).await;
        // Two bursts of 150 messages, three seconds apart (the bucket fills up again between):
        // each burst beyond the 100 allowed is told to slow down, in words with the limit.
        for burst in 0..2 {
            for _ in 0..150 {
                say(&mut ws, encode(ClientMsg::Ping)).await;
            }
            let mut pongs = 0;
            let slow = loop {
                match hear(&mut ws).await {
                    ServerMsg::Pong => pongs += 1,
                    ServerMsg::Refused { message, .. } => break message,
                    other => panic!("{other:?}"),
                }
            };
            assert!(
                slow.contains("slow down") && slow.contains("50 messages a second"),
                "burst {burst}: {slow}"
            );
            assert!(pongs <= 100, "{pongs}");
            // The rest of the burst's answers.
            while let Ok(Some(_)) =
                tokio::time::timeout(Duration::from_millis(300), ws.next()).await
            {}
            tokio::time::sleep(Duration::from_secs(3)).await;
        }
        // A flood of ping frames (answered by the library) counts like any message: the
        // connection is closed once it has had thousands dropped.
        let mut pinger = ws_from("127.0.0.1", &url).await.unwrap();
        say(&mut pinger, join("NOROOM00", None)).await;
        let _ = refusal(&mut pinger).await;
        for _ in 0..3_000 {
            if pinger.send(Message::Ping(Vec::new().into())).await.is_err() {
                break;
            }
        }
        assert!(
            closed_within(&mut pinger, Duration::from_secs(10)).await,
            "a ping flood is closed"
        );
    });
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn twenty_addresses_cannot_fill_the_rooms_and_unjoined_rooms_expire() {
    // A server of 300 rooms: 20 addresses × 16 rooms each would fill it.
    let limits = Limits {
        rooms: 300,
        keep_unjoined: Duration::from_secs(2),
        ..Limits::default()
    };
    let (dir, url, server) = server("share-rooms", limits.clone());
    runtime().block_on(async {
        let mut made = 0;
        for a in 1..=20 {
            let mut ws = ws_from(&format!("127.0.0.{a}"), &url).await.unwrap();
            for _ in 0..20 {
                say(&mut ws, create(vec![SeatSpec::Remote])).await;
                match hear(&mut ws).await {
                    ServerMsg::Created { .. } => made += 1,
                    ServerMsg::Refused { message, .. } => {
                        assert!(message.contains("the most one"), "{message}");
                        break;
                    }
                    other => panic!("{other:?}"),
                }
            }
        }
        assert!(made <= limits.rooms_per_group, "{made} rooms from one /24");
        // A newcomer's create is taken, and its room joined stays.
        let mut newcomer = ws_from("127.0.1.1", &url).await.unwrap();
        say(&mut newcomer, create(vec![SeatSpec::Remote])).await;
        let ServerMsg::Created { room, tokens } = hear(&mut newcomer).await else {
            panic!("the newcomer's create is taken");
        };
        say(&mut newcomer, join(&room, tokens[0].as_deref())).await;
        assert!(matches!(
            hear(&mut newcomer).await,
            ServerMsg::Joined { .. }
        ));
        // It plays once (a room restored from the store counts as joined once a person acted).
        let s = state(&mut newcomer).await;
        let legal = dicepad::games::load_any(&s.save).unwrap().legal();
        let act = ClientMsg::Act {
            at: s.at,
            action: legal[0].clone(),
        };
        say(&mut newcomer, encode(act)).await;
        let after = state(&mut newcomer).await;
        assert!(after.at > s.at, "the action was taken");
        // The rooms nobody joined go after their time (from memory and the store); the joined
        // one stays.
        let until = Instant::now() + Duration::from_secs(10);
        while server.room_count() > 1 && Instant::now() < until {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!(server.room_count(), 1, "the unjoined rooms expired");
        assert!(dicepad::net::room::read_stored(&dir, &room)
            .unwrap()
            .is_some());
    });
    // A room nobody joined expires after a restart too.
    let mut ws_room = String::new();
    runtime().block_on(async {
        let mut ws = ws_from("127.0.2.1", &url).await.unwrap();
        say(&mut ws, create(vec![SeatSpec::Remote])).await;
        let ServerMsg::Created { room, .. } = hear(&mut ws).await else {
            panic!("made");
        };
        ws_room = room;
    });
    let (_, restarted) =
        dicepad::net::server::spawn_server("127.0.0.1:0", &dir, limits.clone()).unwrap();
    assert_eq!(
        restarted.room_count(),
        2,
        "restored: the joined room and the new one"
    );
    let until = Instant::now() + Duration::from_secs(10);
    while restarted.room_count() > 1 && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(
        restarted.room_count(),
        1,
        "the restored unjoined room {ws_room} expired"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// The CPU time (user + system) a process has used so far.
fn cpu_time(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // The fields after the command's closing parenthesis; utime and stime are the 14th and
    // 15th fields of the line, the 12th and 13th after it.
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let f: Vec<u64> = rest
        .split_whitespace()
        .skip(11)
        .take(2)
        .map(|n| n.parse().unwrap())
        .collect();
    // Clock ticks: 100 a second on Linux.
    Duration::from_millis((f[0] + f[1]) * 10)
}

#[test]
fn a_room_of_eight_strong_bots_costs_little_cpu_right_after_its_create() {
    let dir = temp_dir("share-bots");
    let server = ServerProc::start(&dir, "127.0.0.1:0");
    let pid = server.pid();
    let before = cpu_time(pid);
    let out = std::process::Command::new(BIN)
        .args([
            "rooms",
            "create",
            "--server",
            &server.url,
            "--game",
            "hex-roller",
        ])
        .args([
            "--seats",
            "strong,strong,strong,strong,strong,strong,strong,strong",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::thread::sleep(Duration::from_secs(3));
    let used = cpu_time(pid).saturating_sub(before);
    eprintln!("a room of 8 Strong bots: {used:?} of server CPU in its first 3 s");
    assert!(
        used < Duration::from_millis(1_200),
        "the server thought for {used:?} in 3 s"
    );
}

fn dicepad(args: &[&str], env: &[(&str, &str)]) -> (bool, String, String) {
    let mut cmd = std::process::Command::new(BIN);
    cmd.args(args).env_remove("DICEPAD_CREATE_SECRET");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn a_server_with_a_create_secret_opens_rooms_only_for_a_create_that_carries_it() {
    let dir = temp_dir("share-secret");
    let server = ServerProc::start_with(&dir, "127.0.0.1:0", &["--create-secret", "open sesame"]);
    let create = [
        "rooms",
        "create",
        "--server",
        &server.url,
        "--game",
        "hex-roller",
        "--seats",
        "remote",
    ];
    let (ok, _, err) = dicepad(&create, &[]);
    assert!(!ok && err.contains("create secret"), "{err}");
    let wrong = [&create[..], &["--create-secret", "open sesam"]].concat();
    let (ok, _, err) = dicepad(&wrong, &[]);
    assert!(!ok && err.contains("create secret"), "{err}");
    let right = [&create[..], &["--create-secret", "open sesame"]].concat();
    let (ok, out, err) = dicepad(&right, &[]);
    assert!(ok && out.contains("tokens"), "{err}");
    let (ok, _, err) = dicepad(&create, &[("DICEPAD_CREATE_SECRET", "open sesame")]);
    assert!(ok, "the secret from the variable: {err}");
    // A server without a secret ignores one.
    let open_dir = temp_dir("share-no-secret");
    let open = ServerProc::start(&open_dir, "127.0.0.1:0");
    let (ok, _, err) = dicepad(
        &[
            "rooms",
            "create",
            "--server",
            &open.url,
            "--game",
            "hex-roller",
            "--seats",
            "remote",
            "--create-secret",
            "x",
        ],
        &[],
    );
    assert!(ok, "{err}");
}

/// The server's resident memory.
fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap()
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap()
}

/// A masked client frame.
fn frame(fin: bool, opcode: u8, payload: &[u8]) -> Vec<u8> {
    let mut out = vec![(u8::from(fin) << 7) | opcode];
    match payload.len() {
        n if n < 126 => out.push(0x80 | n as u8),
        n => {
            out.push(0x80 | 126);
            out.extend((n as u16).to_be_bytes());
        }
    }
    // A zero mask: the payload goes as it is.
    out.extend([0, 0, 0, 0]);
    out.extend(payload);
    out
}

/// A raw socket that finished the WebSocket handshake.
async fn raw_ws(to: SocketAddr) -> tokio::net::TcpStream {
    let mut s = tokio::net::TcpStream::connect(to).await.unwrap();
    let request = format!(
        "GET / HTTP/1.1\r\nHost: {to}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    );
    s.write_all(request.as_bytes()).await.unwrap();
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        s.read_exact(&mut byte).await.unwrap();
        head.push(byte[0]);
    }
    assert!(
        head.starts_with(b"HTTP/1.1 101"),
        "{}",
        String::from_utf8_lossy(&head)
    );
    s
}

/// Whether the server closed `s` within `wait` (it reads the end, or an error).
async fn raw_closed_within(s: &mut tokio::net::TcpStream, wait: Duration) -> bool {
    let until = tokio::time::Instant::now() + wait;
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout_at(until, s.read(&mut buf)).await {
            Err(_) => return false,
            Ok(Ok(0) | Err(_)) => return true,
            Ok(Ok(_)) => continue,
        }
    }
}

#[test]
fn five_hundred_unfinished_fragmented_messages_hold_little_memory_and_are_closed() {
    enough_files(3_000);
    let dir = temp_dir("share-fragments");
    let server = ServerProc::start_with(
        &dir,
        "127.0.0.1:0",
        &[
            "--max-connections-per-address",
            "2000",
            "--max-connections-per-group",
            "2000",
            "--max-unseated",
            "2000",
            "--join-timeout",
            "60s",
            "--message-timeout",
            "2s",
        ],
    );
    let pid = server.pid();
    let to = addr_of(&server.url);
    let rt = runtime();
    let before = rss_kib(pid);
    // 500 connections, each sending 255 KiB of a text message in 8 KiB fragments, never its
    // last one.
    let (grown, mut sockets) = rt.block_on(async {
        let mut sockets = Vec::new();
        let part = vec![b'x'; 8 << 10];
        for _ in 0..500 {
            let mut s = raw_ws(to).await;
            let mut bytes = frame(false, 1, &part);
            for _ in 1..31 {
                bytes.extend(frame(false, 0, &part));
            }
            bytes.extend(frame(false, 0, &part[..7 << 10]));
            // The server may close it part way (its message cap): that is fine.
            let _ = s.write_all(&bytes).await;
            sockets.push(s);
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        (rss_kib(pid).saturating_sub(before), sockets)
    });
    eprintln!(
        "500 unfinished 255 KiB messages: the server grew by {} KiB",
        grown
    );
    assert!(grown < 50 * 1024, "the server grew by {grown} KiB");
    drop(sockets.drain(..));
    // Messages within the cap but never finished: closed after the bound (2 s), though the
    // connection is otherwise fine (its time to join is a minute).
    rt.block_on(async {
        let mut sockets = Vec::new();
        for _ in 0..50 {
            let mut s = raw_ws(to).await;
            s.write_all(&frame(false, 1, &[b'x'; 1024])).await.unwrap();
            sockets.push(s);
        }
        let started = Instant::now();
        for s in &mut sockets {
            assert!(
                raw_closed_within(s, Duration::from_secs(8)).await,
                "an unfinished message is closed"
            );
        }
        let took = started.elapsed();
        assert!(
            took >= Duration::from_millis(1_500),
            "closed after {took:?}: too soon"
        );
        // A finished fragmented message is fine.
        let mut fine = raw_ws(to).await;
        let ping = encode(ClientMsg::Ping);
        let (a, b) = ping.as_bytes().split_at(5);
        fine.write_all(&frame(false, 1, a)).await.unwrap();
        fine.write_all(&frame(true, 0, b)).await.unwrap();
        let mut buf = [0u8; 256];
        let n = tokio::time::timeout(Duration::from_secs(5), fine.read(&mut buf))
            .await
            .unwrap()
            .unwrap();
        assert!(String::from_utf8_lossy(&buf[..n]).contains("pong"));
    });
}

#[cfg(unix)]
#[test]
fn the_data_folder_the_database_and_the_log_are_their_owners_alone() {
    use std::os::unix::fs::PermissionsExt;
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let dir = temp_dir("share-private").join("data");
    let (addr, _server) =
        dicepad::net::server::spawn_server("127.0.0.1:0", &dir, Limits::default()).unwrap();
    runtime().block_on(async {
        let mut ws = ws_from("127.0.0.1", &format!("ws://{addr}")).await.unwrap();
        say(&mut ws, create(vec![SeatSpec::Remote])).await;
        assert!(matches!(hear(&mut ws).await, ServerMsg::Created { .. }));
    });
    assert_eq!(mode(&dir), 0o700, "the data folder");
    let db = dir.join(dicepad::net::store::FILE_NAME);
    assert_eq!(mode(&db), 0o600, "rooms.sqlite3");
    for journal in ["-wal", "-shm"] {
        let p = dir.join(format!("{}{journal}", dicepad::net::store::FILE_NAME));
        if p.exists() {
            assert_eq!(mode(&p), 0o600, "{journal}");
        }
    }
    // `dicepad serve`'s log.
    let served = temp_dir("share-private-log");
    let server = ServerProc::start(&served, "127.0.0.1:0");
    let log = served
        .join(dicepad::logging::FOLDER)
        .join(dicepad::logging::FILE);
    super::net::wait_until("the log is written", || log.exists());
    assert_eq!(mode(&log), 0o600, "the log file");
    assert_eq!(mode(log.parent().unwrap()), 0o700, "the log folder");
    drop(server);
}

#[test]
fn a_room_code_with_a_nul_or_too_long_is_refused_as_no_such_room() {
    let (dir, url, _server) = server("share-codes", Limits::default());
    runtime().block_on(async {
        let mut ws = ws_from("127.0.0.1", &url).await.unwrap();
        for code in ["AB\0CD".to_string(), "A".repeat(5_000), "ÄÖÜ".into()] {
            say(&mut ws, join(&code, Some("0123"))).await;
            assert_eq!(
                refusal(&mut ws).await,
                english(dicepad::net::room::NO_SUCH_SEAT)
            );
        }
    });
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn on_postgres_codes_with_a_nul_write_no_error_lines_to_the_log() {
    let Some(db) = super::net_pg::database() else {
        return;
    };
    let dir = temp_dir("share-pg-codes");
    let server = ServerProc::start_with(&dir, "127.0.0.1:0", &["--store", db.as_str()]);
    runtime().block_on(async {
        // Five connections of ten joins each (a connection is closed after ten refused joins).
        for _ in 0..5 {
            let mut ws = ws_from("127.0.0.1", &server.url).await.unwrap();
            for i in 0..10 {
                say(&mut ws, join(&format!("AB\0{i}"), Some("0123"))).await;
                assert_eq!(
                    refusal(&mut ws).await,
                    english(dicepad::net::room::NO_SUCH_SEAT)
                );
            }
        }
    });
    drop(server);
    let log = std::fs::read_to_string(dir.with_extension("stderr.txt")).unwrap();
    let errors = log.lines().filter(|l| l.contains("ERROR")).count();
    assert_eq!(errors, 0, "{log}");
}
