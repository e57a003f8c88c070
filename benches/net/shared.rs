//! `-- --postgres postgres://…`: two `dicepad serve` nodes (processes of this build, 2-second
//! leases) on one PostgreSQL database. First the load: ROOMS rooms × 4 seats, half made on each
//! node, each room's seats playing at its node, as the one-server run does. Then a kill: as many
//! rooms again, each seat played by `dicepad client`'s own loop (`net::client::play_seat`, a
//! thread per seat) given both nodes' addresses, the first node killed with SIGKILL mid-game;
//! every room must finish on the other node, its four seats with the scores the database's log
//! replays to (nothing lost, nothing applied twice).

use super::{bytes_line, open_rooms, play_at, Heard, RoomAt};
use dicepad::engine::BotLevel;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A `dicepad serve --store` process; killed when dropped.
struct NodeProc {
    child: Child,
    url: String,
    dir: std::path::PathBuf,
}

impl NodeProc {
    fn start(db: &str, dir: &Path) -> NodeProc {
        std::fs::create_dir_all(dir).expect("node folder");
        let stderr = std::fs::File::create(dir.with_extension("stderr.txt")).expect("log");
        let mut child = Command::new(env!("CARGO_BIN_EXE_dicepad"))
            .args(["serve", "--listen", "127.0.0.1:0", "--data"])
            .arg(dir)
            .args(["--store", db, "--lease", "2s"])
            .args(["--max-connections", "5000"])
            .args(["--max-connections-per-address", "5000"])
            .args(["--max-rooms-per-address", "5000"])
            // Its log (`logs/dicepad.log` in its folder, JSON lines) gives the server's part of
            // each action's latency.
            .args(["--log-format", "json"])
            .env_remove("RUST_LOG")
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("dicepad serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("its output"))
            .read_line(&mut line)
            .expect("its first line");
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("ws://"))
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_string();
        NodeProc {
            child,
            url,
            dir: dir.to_path_buf(),
        }
    }

    /// The `latency_us` of every `action` event in the node's log so far (from an action's
    /// arrival at its room to its lines committed and the delta handed to the connections).
    fn latencies(&self) -> Vec<u64> {
        let logs = self.dir.join("logs");
        ["dicepad.log.1", "dicepad.log"]
            .iter()
            .filter_map(|f| std::fs::read_to_string(logs.join(f)).ok())
            .flat_map(|text| {
                text.lines()
                    .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
                    .filter(|e| e["fields"]["message"] == "action")
                    .filter_map(|e| e["fields"]["latency_us"].as_u64())
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for NodeProc {
    fn drop(&mut self) {
        self.kill();
    }
}

/// `rooms` rooms of 4 remote seats, alternately made on each node; each with its node's URL.
fn open_on(nodes: &[&NodeProc], rooms: usize) -> Vec<RoomAt> {
    let mut made = Vec::new();
    for (i, node) in nodes.iter().enumerate() {
        let here = rooms / nodes.len() + usize::from(i < rooms % nodes.len());
        for room in open_rooms(&node.url, "hex-roller", 4, here) {
            made.push((node.url.clone(), room));
        }
    }
    made
}

fn quantile(all: &[Duration], p: f64) -> f64 {
    all[((all.len() - 1) as f64 * p).round() as usize].as_secs_f64() * 1e3
}

pub fn two_nodes(
    db: &str,
    dir: &Path,
    rooms: usize,
    level: BotLevel,
    think: Duration,
    per_seat: bool,
) {
    let a = NodeProc::start(db, &dir.join("a"));
    let b = NodeProc::start(db, &dir.join("b"));

    let made = open_on(&[&a, &b], rooms);
    let started = Instant::now();
    let heard: Vec<Heard> = play_at(made, level, think, per_seat);
    let secs = started.elapsed().as_secs_f64();
    let mut all: Vec<Duration> = heard.iter().flat_map(|h| h.latencies.clone()).collect();
    all.sort();
    println!(
        "two nodes on PostgreSQL: {rooms} rooms x 4 clients ({level:?} bots, thinking {} ms), \
         {} seat actions in {secs:.2} s = {:.0} actions/s; latency median {:.2} ms, p99 {:.2} ms, \
         max {:.2} ms",
        think.as_millis(),
        all.len(),
        all.len() as f64 / secs,
        quantile(&all, 0.5),
        quantile(&all, 0.99),
        quantile(&all, 1.0),
    );
    let mut us: Vec<u64> = [&a, &b].iter().flat_map(|n| n.latencies()).collect();
    us.sort_unstable();
    if !us.is_empty() {
        let q = |p: f64| us[((us.len() - 1) as f64 * p).round() as usize] as f64 / 1e3;
        println!(
            "server's part (from both nodes' logs, {} actions): median {:.2} ms, p99 {:.2} ms, \
             max {:.2} ms",
            us.len(),
            q(0.5),
            q(0.99),
            q(1.0),
        );
    }
    println!("bytes: {}", bytes_line(&heard));
    kill_one(db, a, &b, rooms);
}

/// The room as the database holds it now (`None` if it cannot be read).
fn stored(db: &str, room: &str) -> Option<dicepad::net::store::StoredRoom> {
    dicepad::net::pg_store::read_stored(db, room).ok().flatten()
}

/// The kill: `rooms` rooms more, every seat played by `dicepad client`'s loop given both
/// addresses, node `a` killed with SIGKILL mid-game; every room must finish on `b`.
fn kill_one(db: &str, mut a: NodeProc, b: &NodeProc, rooms: usize) {
    // The kill: every seat played by the headless client's loop, given both addresses.
    let made = open_on(&[&a, b], rooms);
    let both = [
        format!("{},{}", a.url, b.url),
        format!("{},{}", b.url, a.url),
    ];
    let timing = dicepad::net::client::Timing {
        patience: Duration::from_secs(120),
        pace: Duration::from_millis(20),
    };
    let mut seats = Vec::new();
    for (_, (room, tokens)) in &made {
        for (i, token) in tokens.iter().enumerate() {
            let (url, room, token) = (both[i % 2].clone(), room.clone(), token.clone());
            seats.push(std::thread::spawn(move || {
                dicepad::net::client::play_seat(&url, &room, &token, BotLevel::Easy, timing)
            }));
        }
    }
    // Under way: every room of node A a few actions in (or a time limit).
    let on_a: Vec<&String> = made
        .iter()
        .filter(|(url, _)| *url == a.url)
        .map(|(_, (room, _))| room)
        .collect();
    let begun = Instant::now();
    while begun.elapsed() < Duration::from_secs(30)
        && !on_a
            .iter()
            .all(|room| stored(db, room).is_some_and(|r| r.at() > r.start_at + 8))
    {
        std::thread::sleep(Duration::from_millis(50));
    }
    a.kill();
    let killed = Instant::now();
    // What the database held of A's rooms at the kill: each must go on from there.
    let before: Vec<Option<dicepad::net::store::StoredRoom>> =
        on_a.iter().map(|room| stored(db, room)).collect();
    let under_way = before.iter().flatten().filter(|r| !r.over).count();
    // The takeover: until every room of A under way has an action more in the database.
    let mut takeover = None;
    while takeover.is_none() && killed.elapsed() < Duration::from_secs(60) {
        let moved_on = on_a.iter().zip(&before).all(|(room, was)| match was {
            Some(was) if !was.over => stored(db, room).is_some_and(|r| r.at() > was.at()),
            _ => true,
        });
        if moved_on {
            takeover = Some(killed.elapsed().as_secs_f64());
        } else {
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    // Nothing lost: every line stored before the kill is there after it, at its place.
    let lost = on_a
        .iter()
        .zip(&before)
        .filter(|(room, was)| {
            let (Some(was), Some(now)) = (was, stored(db, room)) else {
                return true;
            };
            now.lines.get(..was.lines.len()) != Some(&was.lines[..])
        })
        .count();
    let results: Vec<_> = seats
        .into_iter()
        .map(|s| s.join().expect("seat thread"))
        .collect();
    let last = killed.elapsed().as_secs_f64();
    let mut finished = 0;
    let mut agree = 0;
    for ((_, (room, _)), seats) in made.iter().zip(results.chunks(4)) {
        let done: Vec<_> = seats.iter().filter_map(|r| r.as_ref().ok()).collect();
        if done.len() < 4 {
            for r in seats.iter().filter_map(|r| r.as_ref().err()) {
                println!("room {room}: a seat failed: {r}");
            }
            continue;
        }
        finished += 1;
        let stored = dicepad::net::pg_store::read_stored(db, room)
            .ok()
            .flatten()
            .and_then(|s| dicepad::net::room::stored_save(&s).ok())
            .and_then(|save| dicepad::games::load_any(&save).ok());
        let Some(m) = stored else {
            println!("room {room}: its log does not load");
            continue;
        };
        let scores: Vec<i32> = m.scores().iter().map(|s| s.total).collect();
        // Twice applied (or lost after the kill): a client's game differs from the log's replay.
        if m.is_over()
            && done
                .iter()
                .all(|r| r.scores == scores && r.actions == m.action_count() && r.fair)
        {
            agree += 1;
        } else {
            println!("room {room}: the clients' ends differ from the database's log");
        }
    }
    let reconnects: usize = results
        .iter()
        .filter_map(|r| r.as_ref().ok())
        .map(|r| r.reconnects)
        .sum();
    let takeover = takeover.map_or("not within 60 s".into(), |s| format!("{s:.2} s"));
    println!(
        "SIGKILL of one node with {under_way} of its {} rooms under way ({} rooms in all): \
         {finished} rooms finished, {agree} with every seat's scores and length equal to the \
         database's log replayed (the others lost or twice-applied actions), {lost} of the \
         killed node's rooms lost stored lines; every room of the killed node moved on {takeover} \
         after the kill (leases of 2 s), the last room finished {last:.2} s after it; \
         {reconnects} reconnections in all",
        on_a.len(),
        made.len()
    );
}
