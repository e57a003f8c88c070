//! Load on one server: ROOMS rooms of Hex Roller, each with 4 remote seats played by bot clients
//! over WebSocket on 127.0.0.1, all at once. Prints actions per second (seat actions the server
//! accepted) and the latency of an action (from sending it to receiving the state that includes
//! it), median / p99 / max. Run: `cargo bench --features bench --bench net` (ROOMS=100 by default; `-- --rooms N`).
//!
//! Clients and server share the machine: each client rebuilds its game from the state's save text
//! and asks the Normal bot, so client work is part of what is measured.

use dicepad::engine::BotLevel;
use dicepad::net::protocol::{decode, encode, ClientMsg, SeatSpec, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn hear(ws: &mut Ws) -> Option<ServerMsg> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(t)) => return decode(&t).ok(),
            Ok(_) => continue,
            Err(_) => return None,
        }
    }
}

/// Plays one seat to the end; returns the latency of each of its actions.
async fn seat(url: String, room: String, token: String) -> Vec<Duration> {
    let mut ws = tokio_tungstenite::connect_async(url.as_str())
        .await
        .expect("connect")
        .0;
    let join = ClientMsg::Join {
        room,
        token: Some(token),
    };
    ws.send(Message::text(encode(join))).await.expect("join");
    let mut me = None;
    // The seat's action count when its last action was sent, and when.
    let mut pending: Option<(usize, Instant)> = None;
    let mut latencies = Vec::new();
    while let Some(msg) = hear(&mut ws).await {
        match msg {
            ServerMsg::Joined { seat, .. } => me = Some(seat),
            ServerMsg::State(s) => {
                let Some(me) = me else { continue };
                let mine = s.moves.get(me).copied().unwrap_or(0);
                if let Some((count, sent)) = pending {
                    if mine > count {
                        latencies.push(sent.elapsed());
                        pending = None;
                    }
                }
                if s.over {
                    break;
                }
                if s.ready.contains(&me) && pending.is_none() {
                    let at = s.at;
                    let save = s.save;
                    let action = tokio::task::spawn_blocking(move || {
                        dicepad::net::client::bot_action(&save, me, BotLevel::Normal)
                    })
                    .await
                    .expect("bot thread")
                    .expect("bot action");
                    pending = Some((mine, Instant::now()));
                    ws.send(Message::text(encode(ClientMsg::Act { at, action })))
                        .await
                        .expect("act");
                }
            }
            ServerMsg::Refused { message } => panic!("refused: {message}"),
            _ => {}
        }
    }
    latencies
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rooms: usize = args
        .iter()
        .position(|a| a == "--rooms")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(100);
    let dir = std::env::temp_dir().join(format!("dicepad-net-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // Every room and client comes from 127.0.0.1: the per-address caps are lifted here.
    let limits = dicepad::net::limits::Limits {
        connections: 100_000,
        connections_per_address: 100_000,
        rooms_per_address: 100_000,
        ..Default::default()
    };
    let addr = dicepad::net::server::spawn("127.0.0.1:0", &dir, limits).expect("server");
    let url = format!("ws://{addr}");
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let mut ws = tokio_tungstenite::connect_async(url.as_str())
            .await
            .expect("connect")
            .0;
        let mut made = Vec::new();
        for r in 0..rooms {
            let create = ClientMsg::CreateRoom {
                game: "hex-roller".into(),
                seats: vec![SeatSpec::Remote; 4],
                options: Default::default(),
                seed: None,
                names: vec![],
            };
            ws.send(Message::text(encode(create)))
                .await
                .expect("create");
            match hear(&mut ws).await {
                Some(ServerMsg::Created { room, tokens }) => made.push((room, tokens)),
                other => panic!("{other:?}"),
            }
            // Stay under the per-connection rate limit.
            if r % 40 == 39 {
                tokio::time::sleep(Duration::from_millis(900)).await;
            }
        }
        let started = Instant::now();
        let mut tasks = Vec::new();
        for (room, tokens) in made {
            for t in tokens.into_iter().flatten() {
                tasks.push(tokio::spawn(seat(url.clone(), room.clone(), t)));
            }
        }
        let mut all = Vec::new();
        for t in tasks {
            all.extend(t.await.expect("seat task"));
        }
        let secs = started.elapsed().as_secs_f64();
        all.sort();
        let q = |p: f64| all[((all.len() - 1) as f64 * p).round() as usize];
        println!(
            "net: {rooms} rooms x 4 clients, {} seat actions in {secs:.2} s = {:.0} actions/s; \
             latency median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            all.len(),
            all.len() as f64 / secs,
            q(0.5).as_secs_f64() * 1e3,
            q(0.99).as_secs_f64() * 1e3,
            all.last().map_or(0.0, |d| d.as_secs_f64() * 1e3),
        );
    });
    let _ = std::fs::remove_dir_all(&dir);
}
