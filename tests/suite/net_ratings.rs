//! Ratings of network games on loopback: a `dicepad serve`, seats played by `dicepad client`
//! processes, some showing their data folder's player key (`--as-player`), and the server's list
//! (`dicepad ratings`) read after each game and after a restart.

use super::net::{create_room, finish, temp_dir, ServerProc, BIN};
use dicepad::net::player_key::{player_id, short_id, PlayerKey};
use dicepad::net::protocol::PlayerList;
use std::path::Path;
use std::process::{Child, Command, Stdio};

const GAME: &str = "hex-roller";

/// `dicepad client` for one seat, playing with `bot`, with `data` as its data folder; it shows
/// that folder's player key (named `name`) when `name` is given.
fn seat(url: &str, room: &str, token: &str, bot: &str, data: &Path, name: Option<&str>) -> Child {
    let mut cmd = Command::new(BIN);
    cmd.args([
        "client", "--server", url, "--room", room, "--token", token, "--bot", bot,
    ])
    .args(["--pace", "0", "--patience", "20"])
    .env("DICEPAD_DATA_DIR", data)
    .env_remove("RUST_LOG")
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    if let Some(name) = name {
        cmd.args(["--as-player", "--name", name]);
    }
    cmd.spawn().unwrap()
}

/// The server's list as `dicepad ratings --json` prints it.
fn ratings(url: &str, extra: &[&str]) -> PlayerList {
    let out = Command::new(BIN)
        .args(["ratings", "--server", url, "--json", "--lang", "en"])
        .args(extra)
        .env_remove("RUST_LOG")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The short id the server rates `data`'s key under.
fn rated_id(data: &Path, url: &str) -> String {
    let key = PlayerKey::load_or_make(data, None).unwrap();
    short_id(&player_id(&key.proof(url))).to_string()
}

/// The token of seat `i` of a freshly made room.
fn token(created: &super::net::Created, i: usize) -> &str {
    created.tokens[i].as_deref().unwrap()
}

/// A room of `GAME` with these seats, each `(bot, data folder, key's name)` played by a client to
/// the end: their reports, every one's dice checked fair.
fn play(url: &str, seats: &[(&str, &Path, Option<&str>)]) -> Vec<super::net::Finished> {
    let specs = vec!["remote"; seats.len()].join(",");
    let room = create_room(url, GAME, &specs);
    play_in(url, &room, seats)
}

/// [`play`] in a room made already (its first seats remote, in order).
fn play_in(
    url: &str,
    room: &super::net::Created,
    seats: &[(&str, &Path, Option<&str>)],
) -> Vec<super::net::Finished> {
    let children: Vec<Child> = seats
        .iter()
        .enumerate()
        .map(|(i, (bot, data, name))| seat(url, &room.room, token(room, i), bot, data, *name))
        .collect();
    let done: Vec<_> = children.into_iter().map(finish).collect();
    assert!(done.iter().all(|d| d.dice.starts_with("fair")), "{done:?}");
    done
}

#[test]
fn keyed_seats_are_rated_by_their_places_a_keyless_one_is_not_one_key_in_two_seats_rates_nobody_and_a_restart_keeps_them(
) {
    let root = temp_dir("ratings");
    let rooms = root.join("rooms");
    let (ann, bob, cyd) = (root.join("ann"), root.join("bob"), root.join("cyd"));
    let mut server = ServerProc::start(&rooms, "127.0.0.1:0");
    let url = server.url.clone();
    assert_eq!(ratings(&url, &[]).total, 0, "a new server has rated nobody");

    // Ann and Bob show their keys, Cyd plays without one; a Normal bot sits with them.
    let room = create_room(&url, GAME, "remote,remote,remote,normal");
    let done = play_in(
        &url,
        &room,
        &[
            ("easy", &ann, Some("Ann")),
            ("strong", &bob, Some("Bob")),
            ("normal", &cyd, None),
        ],
    );
    let scores = done[0].scores.clone();
    let (ann_id, bob_id) = (rated_id(&ann, &url), rated_id(&bob, &url));
    assert_ne!(ann_id, bob_id);
    assert!(
        !cyd.join(dicepad::net::player_key::FILE).exists(),
        "a client that was not asked to show a key made one"
    );

    let first = ratings(&url, &["--game", GAME]);
    assert_eq!(first.total, 2, "Ann and Bob, not Cyd: {first:?}");
    let by_id = |list: &PlayerList, id: &str| {
        list.entries
            .iter()
            .find(|e| e.player == id)
            .cloned()
            .unwrap_or_else(|| panic!("{id} not listed: {list:?}"))
    };
    let (a, b) = (by_id(&first, &ann_id), by_id(&first, &bob_id));
    assert_eq!((a.name.as_str(), b.name.as_str()), ("Ann", "Bob"));
    assert_eq!((a.games, b.games), (1, 1));
    assert!(a.provisional && b.provisional);
    assert!(a.spread > 0 && a.spread < 350, "{a:?}");
    // From the same start, the better place gets the higher rating; a tie keeps them level.
    assert_eq!(
        b.rating.cmp(&a.rating),
        scores[1].cmp(&scores[0]),
        "scores {scores:?}: {first:?}"
    );
    // The list is best first, its ranks count from 1, and ties share a rank.
    assert!(first
        .entries
        .windows(2)
        .all(|w| w[0].rating >= w[1].rating && w[0].rank <= w[1].rank));
    assert_eq!(first.entries[0].rank, 1);
    let ranks: Vec<usize> = first.entries.iter().map(|e| e.rank).collect();
    let expected = if a.rating == b.rating { [1, 1] } else { [1, 2] };
    assert_eq!(ranks, expected);

    // A name filter is a prefix, in any case; the rank stays the player's place among everyone.
    let only_bob = ratings(&url, &["--name", "b"]);
    assert_eq!(only_bob.total, 1, "{only_bob:?}");
    assert_eq!(only_bob.entries[0].player, bob_id);
    assert_eq!(only_bob.entries[0].rank, b.rank);
    assert_eq!(ratings(&url, &["--name", "%"]).total, 0, "% is a letter");
    assert_eq!(ratings(&url, &["--game", "diaominos"]).total, 0);

    // Ann's key in both seats of a room: the server rates nobody for it.
    play(
        &url,
        &[("easy", &ann, Some("Ann")), ("normal", &ann, Some("Ann"))],
    );
    let after = ratings(&url, &["--game", GAME]);
    assert_eq!(
        after.entries, first.entries,
        "one key twice rated something"
    );

    // A second game between Ann and Bob moves both on; then the server is killed and started
    // again on its folder, and the list is as it was.
    play(
        &url,
        &[("easy", &ann, Some("Ann")), ("strong", &bob, Some("Bob"))],
    );
    let second = ratings(&url, &["--game", GAME]);
    assert_eq!(second.total, 2);
    let (a2, b2) = (by_id(&second, &ann_id), by_id(&second, &bob_id));
    assert_eq!((a2.games, b2.games), (2, 2));
    assert!(a2.spread < a.spread && b2.spread < b.spread, "{second:?}");

    server.kill();
    let restarted = ServerProc::start(&rooms, "127.0.0.1:0");
    let kept = ratings(&restarted.url, &["--game", GAME]);
    assert_eq!(kept.entries, second.entries, "the restart lost ratings");

    // The same list in words.
    let out = Command::new(BIN)
        .args(["ratings", "--server", &restarted.url, "--lang", "en"])
        .env_remove("RUST_LOG")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(
        text.contains(&format!("Bob ({bob_id}): {} ± {}", b2.rating, b2.spread))
            && text.contains("after 2 games"),
        "{text}"
    );
}
