//! Several `dicepad serve` nodes on one PostgreSQL (`--store`): `DICEPAD_TEST_POSTGRES` names the
//! database (scripts/test.sh starts one and sets it); without it the test says it is skipped.

use super::net::{client, create_room, finish_by, temp_dir, wait_until, Created, ServerProc};
use dicepad::net::pg_store::read_stored;
use dicepad::net::store::StoredRoom;
use std::time::{Duration, Instant};

pub(super) fn database() -> Option<String> {
    match std::env::var("DICEPAD_TEST_POSTGRES") {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ => {
            eprintln!(
                "net_pg: skipped, DICEPAD_TEST_POSTGRES is not set (scripts/test.sh starts a \
                 PostgreSQL and sets it)"
            );
            None
        }
    }
}

fn stored(db: &str, room: &str) -> StoredRoom {
    read_stored(db, room).unwrap().unwrap()
}

// Every wait has a limit: the clients must finish within a minute of the kill (they take a few
// seconds), `wait_until`'s minute, the clients' own connect and silence limits. (A stall seen once
// in several runs, and every time with two busy loops beside it, was a room taken over twice on
// node B, see `Server::adopt`: two copies of the room, each client waiting on the other's.)
#[test]
fn two_nodes_on_postgres_a_killed_nodes_rooms_finish_on_the_other_and_the_log_replays_to_the_scores(
) {
    let Some(db) = database() else {
        return;
    };
    let (dir_a, dir_b) = (temp_dir("pg-a"), temp_dir("pg-b"));
    // The database may hold rooms of earlier runs (the other test pass): a node takes those whose
    // leases ran out, and they count against 127.0.0.1's cap of rooms, so the cap is lifted.
    let options = [
        "--store",
        db.as_str(),
        "--lease",
        "1s",
        "--max-rooms-per-address",
        "1000",
        "--max-rooms-per-group",
        "1000",
    ];
    let mut a = ServerProc::start_with(&dir_a, "127.0.0.1:0", &options);
    let b = ServerProc::start_with(&dir_b, "127.0.0.1:0", &options);
    // Two rooms made on each node (each held by the node that made it), two people and a bot.
    let rooms: Vec<Created> = [&a.url, &a.url, &b.url, &b.url]
        .iter()
        .map(|url| create_room(url, "hex-roller", "remote,remote,easy"))
        .collect();
    let starts: Vec<usize> = rooms.iter().map(|r| stored(&db, &r.room).at()).collect();
    // Seat 1 starts at node A, seat 2 at node B: one of each room's clients is sent to the
    // room's node at once; each goes to the other address when its own cannot be reached.
    let (a_first, b_first) = (
        format!("{},{}", a.url, b.url),
        format!("{},{}", b.url, a.url),
    );
    let clients: Vec<Vec<std::process::Child>> = rooms
        .iter()
        .map(|r| {
            let token = |i: usize| r.tokens[i].clone().unwrap();
            vec![
                client(&a_first, &r.room, &token(0), "easy", 40),
                client(&b_first, &r.room, &token(1), "normal", 40),
            ]
        })
        .collect();
    wait_until("every room is under way", || {
        rooms
            .iter()
            .zip(&starts)
            .all(|(r, &start)| stored(&db, &r.room).at() > start + 12)
    });
    // Node A killed mid-game (SIGKILL): what the database held then.
    a.kill();
    let deadline = Instant::now() + Duration::from_secs(60);
    let before: Vec<StoredRoom> = rooms.iter().map(|r| stored(&db, &r.room)).collect();
    assert!(before[..2].iter().all(|r| !r.over), "killed mid-game");
    for ((room, clients), before) in rooms.iter().zip(clients).zip(&before) {
        let results: Vec<_> = clients
            .into_iter()
            .map(|c| finish_by(c, deadline))
            .collect();
        // The database's log, replayed through the rules, ends the game with the clients'
        // scores: every action is in it once, none lost.
        let end = stored(&db, &room.room);
        let m = dicepad::games::load_any(&dicepad::net::room::stored_save(&end).unwrap()).unwrap();
        assert!(m.is_over() && end.over, "room {}", room.room);
        let scores: Vec<i32> = m.scores().iter().map(|s| s.total).collect();
        for r in &results {
            assert_eq!(r.scores, scores, "room {}", room.room);
            assert_eq!(r.actions, m.action_count());
            assert!(r.dice.starts_with("fair: "), "{}", r.dice);
        }
        // What was stored before the kill is still there, unchanged, at its place.
        assert_eq!(
            end.lines[..before.lines.len()],
            before.lines[..],
            "room {}",
            room.room
        );
    }
    // Node B took A's rooms over (after their leases ran out) and finished them.
    let b_log = std::fs::read_to_string(dir_b.with_extension("stderr.txt")).unwrap();
    for r in &rooms[..2] {
        assert!(
            b_log
                .lines()
                .any(|l| l.contains("room taken over") && l.contains(&r.room)),
            "node B never took room {} over",
            r.room
        );
    }
    drop(b);
    for dir in [dir_a, dir_b] {
        std::fs::remove_dir_all(&dir).ok();
        std::fs::remove_file(dir.with_extension("stderr.txt")).ok();
    }
}
