//! Every action is committed before anyone is told, also when the store fails: a `dicepad serve`
//! whose SQLite database another connection holds locked (so its commits fail once SQLite's busy
//! wait runs out, as with a full disk or a database another program holds) refuses the action
//! with its own words, tells nobody else anything, stays at the stored position, takes the same
//! action once the store is back, and a restart from the store shows the position the clients saw.

use super::net::{
    connect, create_room, english, hear, refusal, room_game, runtime, say, state, stored_room,
    temp_dir, ServerProc, Ws,
};
use super::net_limits::join;
use dicepad::engine::BotLevel;
use dicepad::net::client::{bot_action, play_seat, Timing};
use dicepad::net::protocol::{encode, ClientMsg, RoomState, ServerMsg};
use dicepad::net::room::MOVE_NOT_SAVED;
use std::time::Duration;

/// Joins a seat: the room's whole state.
async fn sit(url: &str, room: &str, token: &str) -> (Ws, RoomState) {
    let mut ws = connect(url).await;
    say(&mut ws, join(room, Some(token))).await;
    assert!(matches!(hear(&mut ws).await, ServerMsg::Joined { .. }));
    let s = state(&mut ws).await;
    (ws, s)
}

/// Pings and reads up to the pong: what the connection heard before it (states and deltas).
async fn until_pong(ws: &mut Ws) -> Vec<ServerMsg> {
    say(ws, encode(ClientMsg::Ping)).await;
    let mut heard = Vec::new();
    loop {
        match hear(ws).await {
            ServerMsg::Pong => return heard,
            other => heard.push(other),
        }
    }
}

fn stored_at(dir: &std::path::Path, room: &str) -> usize {
    dicepad::games::load_any(&stored_room(dir, room).save)
        .unwrap()
        .action_count()
}

#[test]
fn an_action_the_database_cannot_store_is_refused_told_to_nobody_and_taken_once_it_can() {
    let dir = temp_dir("commit");
    let mut server = ServerProc::start(&dir, "127.0.0.1:0");
    let room = create_room(&server.url, "hex-roller", "remote,remote");
    let tokens: Vec<String> = room.tokens.iter().map(|t| t.clone().unwrap()).collect();
    let db = dir.join(dicepad::net::store::FILE_NAME);
    let seen = runtime().block_on(async {
        let (mut ann, _) = sit(&server.url, &room.room, &tokens[0]).await;
        let (mut bob, s) = sit(&server.url, &room.room, &tokens[1]).await;
        // Ann hears that Bob sat down; both are now level with the room.
        until_pong(&mut ann).await;
        assert!(s.ready.contains(&0), "{:?}", s.ready);
        let action = bot_action(&s.save, 0, BotLevel::Easy).unwrap();
        let act = encode(ClientMsg::Act {
            at: s.at,
            action: action.clone(),
        });
        // Another connection takes the database's write lock and holds it.
        let holder = rusqlite::Connection::open(&db).unwrap();
        holder.execute_batch("BEGIN IMMEDIATE").unwrap();
        say(&mut ann, act.clone()).await;
        assert_eq!(refusal(&mut ann).await, english(MOVE_NOT_SAVED));
        // Bob heard nothing of it, nor did Ann beyond her refusal.
        assert!(until_pong(&mut bob).await.is_empty(), "Bob was told");
        assert!(until_pong(&mut ann).await.is_empty(), "Ann was told");
        holder.execute_batch("ROLLBACK").unwrap();
        drop(holder);
        assert_eq!(stored_at(&dir, &room.room), s.at, "nothing was stored");
        // The store back: the very same action (same position) is taken, stored, and told.
        say(&mut ann, act).await;
        let after = state(&mut ann).await;
        assert!(after.at > s.at, "{} after {}", after.at, s.at);
        assert_eq!(state(&mut bob).await.at, after.at);
        assert_eq!(stored_at(&dir, &room.room), after.at);
        after.at
    });
    // The server killed and started again from its store: the position the clients saw.
    server.kill();
    let server = ServerProc::start(&dir, "127.0.0.1:0");
    let url = server.url.clone();
    runtime().block_on(async {
        let (_ann, s) = sit(&url, &room.room, &tokens[0]).await;
        assert_eq!(s.at, seen);
    });
    // The game finishes, and the store's log replays to the scores the clients saw.
    let timing = Timing {
        patience: Duration::from_secs(30),
        pace: Duration::ZERO,
    };
    let seats: Vec<_> = tokens
        .iter()
        .map(|token| {
            let (url, code, token) = (url.clone(), room.room.clone(), token.clone());
            std::thread::spawn(move || play_seat(&url, &code, &token, BotLevel::Easy, timing))
        })
        .collect();
    let done: Vec<_> = seats
        .into_iter()
        .map(|seat| seat.join().unwrap().unwrap())
        .collect();
    let game = room_game(&dir, &room.room);
    assert!(game.is_over());
    let scores: Vec<i32> = game.scores().iter().map(|s| s.total).collect();
    for d in &done {
        assert_eq!(d.scores, scores);
    }
    drop(server);
    std::fs::remove_dir_all(&dir).ok();
}
