//! The online daily challenge on loopback: a `dicepad serve` whose clock is fixed at a day, three
//! players (three data folders, three player keys) playing that day's Honeycomb Caverns with
//! bots, the board in score order, a second attempt refused, and once the server's clock is in
//! the next day the revealed seed checking every entry, until a stored score is tampered with.

use super::net::{runtime, temp_dir, ServerProc, BIN};
use dicepad::net::player_key::{player_id, short_id, PlayerKey};
use dicepad::net::protocol::{decode, encode, ClientMsg, DailyBoard, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use std::path::Path;
use std::process::Command;
use tokio_tungstenite::tungstenite::Message;

const GAME: &str = "honeycomb-caverns";
const DAY: &str = "2026-12-03";

/// `dicepad ARGS` in English with `data` as its data folder: success, standard output and error.
fn dicepad(data: &Path, args: &[&str]) -> (bool, String, String) {
    let out = Command::new(BIN)
        .args(args)
        .args(["--lang", "en"])
        .env("DICEPAD_DATA_DIR", data)
        .env_remove("RUST_LOG")
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn board(data: &Path, url: &str, date: Option<&str>, week: bool) -> DailyBoard {
    let mut args = vec!["daily", "--server", url, "--game", GAME, "--json"];
    if let Some(date) = date {
        args.extend(["--date", date]);
    }
    if week {
        args.push("--week");
    }
    let (ok, out, err) = dicepad(data, &args);
    assert!(ok, "{err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"))
}

/// A raw connection's one question and its answer.
fn ask(url: &str, msg: ClientMsg) -> ServerMsg {
    runtime().block_on(async {
        let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        ws.send(Message::text(encode(msg))).await.unwrap();
        loop {
            if let Some(Ok(Message::Text(t))) = ws.next().await {
                return decode::<ServerMsg>(&t).unwrap();
            }
        }
    })
}

#[test]
fn three_keys_play_the_day_in_score_order_once_each_and_the_next_day_verifies_until_a_score_is_changed(
) {
    let root = temp_dir("daily");
    let rooms = root.join("rooms");
    let server =
        ServerProc::start_with(&rooms, "127.0.0.1:0", &["--clock", "2026-12-03T12:00:00Z"]);
    let url = server.url.clone();

    // Three players, each with a key of their own, play today's challenge with bots.
    let players = [("Ann", "easy"), ("Bob", "normal"), ("Cyd", "strong")];
    let mut played = Vec::new();
    for (name, bot) in players {
        let data = root.join(name);
        let (ok, out, err) = dicepad(
            &data,
            &[
                "daily", "--server", &url, "--game", GAME, "--play", "--bot", bot, "--name", name,
                "--json",
            ],
        );
        assert!(ok, "{name}: {err}");
        let done: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            done["date"], DAY,
            "the server's clock decides the day: {out}"
        );
        // The day is not over: the attempt's seed stays sealed (it is everyone's today), so
        // the client checks what it can, the game under the day's commitment.
        assert!(
            done["dice"].as_str().unwrap().starts_with("sealed"),
            "{out}"
        );
        let key = PlayerKey::load_or_make(&data, None).unwrap();
        assert_eq!(key.name, name);
        let id = player_id(&key.proof(&url));
        played.push((
            name,
            done["score"].as_i64().unwrap(),
            short_id(&id).to_string(),
        ));
    }
    let ids: std::collections::BTreeSet<&str> = played.iter().map(|p| p.2.as_str()).collect();
    assert_eq!(ids.len(), 3, "three keys, three players");

    // Today's board: the three, best first (a tie goes to the earlier end, which is the order
    // they played in), with their ids; the commitment public, the seed and the saves not.
    let today = board(&root, &url, None, false);
    assert_eq!((today.date.as_str(), today.total), (DAY, 3));
    let mut expected = played.clone();
    expected.sort_by_key(|e| std::cmp::Reverse(e.1));
    let listed: Vec<(&str, i64, String)> = today
        .entries
        .iter()
        .map(|e| (e.name.as_str(), i64::from(e.score), e.player.clone()))
        .collect();
    assert_eq!(listed, expected, "{today:?}");
    assert_eq!(
        today.entries.iter().map(|e| e.rank).collect::<Vec<_>>(),
        [1, 2, 3]
    );
    assert!(today.commitment.is_some());
    assert!(today.seed.is_none() && today.salt.is_none());
    assert!(today.entries.iter().all(|e| e.save.is_none()));
    let (ok, out, _) = dicepad(&root, &["daily", "--server", &url, "--game", GAME]);
    assert!(ok);
    assert!(
        out.contains("Honeycomb Caverns, daily challenge of 2026-12-03: 3 finished attempts"),
        "{out}"
    );
    let first = &today.entries[0];
    assert!(
        out.contains(&format!(
            "1. {} ({}): {}",
            first.name, first.player, first.score
        )),
        "{out}"
    );

    // A second attempt with Ann's key is refused, in the player's words; today's board cannot
    // be verified yet.
    let (ok, _, err) = dicepad(
        &root.join("Ann"),
        &[
            "daily", "--server", &url, "--game", GAME, "--play", "--bot", "easy",
        ],
    );
    assert!(!ok);
    assert!(
        err.contains("you have played the challenge of 2026-12-03 already")
            && err.contains("one attempt per player a day"),
        "{err}"
    );
    let (ok, _, err) = dicepad(
        &root,
        &["daily", "--server", &url, "--game", GAME, "--verify"],
    );
    assert!(!ok && err.contains("the day is not over yet"), "{err}");

    // The day's room takes no seat's random value: a raw client that sends one still plays the
    // day's dice, under the day's commitment.
    let proof = dicepad::engine::seal::hex(&PlayerKey::new("Dee", [9; 32]).proof(&url));
    let ServerMsg::DailyRoom {
        room,
        token,
        commitment,
        ..
    } = ask(
        &url,
        ClientMsg::Daily {
            game: GAME.into(),
            name: "Dee".into(),
            proof,
        },
    )
    else {
        panic!("no daily room");
    };
    assert_eq!(Some(commitment), today.commitment);
    let state = runtime().block_on(async {
        let (mut ws, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
        let join = ClientMsg::Join {
            room,
            token: Some(token),
            random: Some(dicepad::engine::seal::Nonce([7; 16])),
            proof: None,
            name: None,
        };
        ws.send(Message::text(encode(join))).await.unwrap();
        loop {
            if let Some(Ok(Message::Text(t))) = ws.next().await {
                if let Ok(ServerMsg::State(state)) = decode::<ServerMsg>(&t) {
                    return state;
                }
            }
        }
    });
    let (_, values) = dicepad::engine::save::peek_log(&state.save).unwrap();
    assert!(
        values.is_empty(),
        "a seat's value went into the day's dice: {values:?}"
    );
    let seal = dicepad::engine::save::peek_seal(&state.save)
        .unwrap()
        .unwrap();
    assert_eq!(Some(seal.commitment), today.commitment);

    // The next day by the server's clock (the same folder): the seed and salt are revealed,
    // every entry carries its save, and the whole board checks out.
    drop(server);
    let server =
        ServerProc::start_with(&rooms, "127.0.0.1:0", &["--clock", "2026-12-04T00:00:05Z"]);
    let url2 = server.url.clone();
    let revealed = board(&root, &url2, Some(DAY), false);
    assert_eq!(revealed.commitment, today.commitment);
    let (seed, salt) = (revealed.seed.unwrap(), revealed.salt.unwrap());
    assert_eq!(
        dicepad::engine::seal::commit(seed, &salt),
        revealed.commitment.unwrap()
    );
    assert!(revealed.entries.iter().all(|e| e.save.is_some()));
    let (ok, out, err) = dicepad(
        &root,
        &[
            "daily", "--server", &url2, "--game", GAME, "--verify", "--date", DAY,
        ],
    );
    assert!(ok, "{err}");
    assert!(out.contains("3 of 3 listed entries check out"), "{out}");
    // The new day has its own board, and the week adds up the day's.
    assert_eq!(board(&root, &url2, None, false).total, 0);
    let week = board(&root, &url2, Some(DAY), true);
    assert_eq!(week.week, Some(("2026-11-30".into(), "2026-12-06".into())));
    let totals: Vec<(String, i64, u32)> = week
        .players
        .iter()
        .map(|p| (p.name.clone(), p.total, p.days))
        .collect();
    let expected_week: Vec<(String, i64, u32)> =
        expected.iter().map(|p| (p.0.to_string(), p.1, 1)).collect();
    assert_eq!(totals, expected_week);

    // A score changed in the server's database: the replay says so, naming the entry.
    let db = rusqlite::Connection::open(rooms.join("rooms.sqlite3")).unwrap();
    db.busy_timeout(std::time::Duration::from_secs(5)).unwrap();
    let bob = &played[1];
    let changed = db
        .execute(
            "UPDATE daily_attempts SET score = score + 5 WHERE name = 'Bob' AND date = ?1",
            [DAY],
        )
        .unwrap();
    assert_eq!(changed, 1);
    let (ok, _, err) = dicepad(
        &root,
        &[
            "daily", "--server", &url2, "--game", GAME, "--verify", "--date", DAY,
        ],
    );
    assert!(!ok, "a changed score passed");
    assert!(
        err.contains(&format!(
            "Bob ({}) with {}: replaying its save gives seat 1 {}, but the board lists {}",
            bob.2,
            bob.1 + 5,
            bob.1,
            bob.1 + 5
        )),
        "{err}"
    );
    assert!(err.contains("1 entry does not check out"), "{err}");
    drop(server);
    std::fs::remove_dir_all(&root).ok();
}
