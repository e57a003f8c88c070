//! The fair, secret dice of network games on 127.0.0.1: no message before the end carries the
//! seed or the salt in any encoding the server uses; `dicepad verify` accepts a finished save and
//! refuses a changed roll or commitment; a room from before sealed dice is sealed when restored.
//! And what else a seat receives: after the join only deltas, small at any length of game, that
//! keep its copy byte for byte the server's view.

use super::net::*;
use dicepad::net::protocol::{decode, encode, ClientMsg, RoomState, SeatSpec, ServerMsg};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// Every way a message could carry the seed or the salt: the seed in decimal (also read as a
/// signed number) and in hex (either case, with or without leading zeros, either byte order),
/// the salt in hex (either case). The server writes numbers in decimal and bytes in hex.
fn giveaways(seed: u64, salt: &str) -> Vec<String> {
    let mut all = vec![
        seed.to_string(),
        (seed as i64).to_string(),
        format!("{seed:x}"),
        format!("{seed:016x}"),
        hex_bytes(&seed.to_le_bytes()),
        salt.to_lowercase(),
    ];
    all.extend(all.clone().iter().map(|s| s.to_uppercase()));
    all.sort();
    all.dedup();
    all
}

fn hex_bytes(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A seat played to the end over a raw connection and a spectator beside it, every message of
/// both kept: none before the end holds the seed or the salt in any encoding the server uses;
/// the last one reveals both, and the dice verify.
#[test]
fn a_client_that_hears_every_message_of_a_game_cannot_find_the_seed_before_the_end() {
    use dicepad::engine::BotLevel;
    let dir = temp_dir("secret");
    let addr = dicepad::net::server::spawn("127.0.0.1:0", &dir, Default::default()).unwrap();
    let url = format!("ws://{addr}");
    let (before, last) = runtime().block_on(async {
        let mut heard: Vec<String> = Vec::new();
        let mut ws = connect(&url).await;
        let create = |seed| ClientMsg::CreateRoom {
            game: "hex-roller".into(),
            seats: vec![SeatSpec::Remote, SeatSpec::Bot(BotLevel::Easy)],
            options: Default::default(),
            seed,
            names: vec![],
            clock: None,
            secret: None,
        };
        // A seed of the client's choosing is refused for a room with a remote seat.
        say(&mut ws, encode(create(Some(5)))).await;
        assert!(refusal(&mut ws).await.contains("draws its own dice seed"));
        say(&mut ws, encode(create(None))).await;
        let text = hear_text(&mut ws).await;
        heard.push(text.clone());
        let Ok(ServerMsg::Created { room, tokens }) = decode(&text) else {
            panic!("{text}")
        };
        // A spectator: a join with no token watches, and may not act.
        let mut watcher = connect(&url).await;
        let watch = ClientMsg::Join {
            room: room.clone(),
            token: None,
            random: None,
            proof: None,
            name: None,
        };
        say(&mut watcher, encode(watch)).await;
        let text = hear_text(&mut watcher).await;
        heard.push(text.clone());
        assert_eq!(
            decode::<ServerMsg>(&text),
            Ok(ServerMsg::Watching { room: room.clone() })
        );
        say(
            &mut watcher,
            encode(ClientMsg::Act {
                at: 0,
                action: "roll".into(),
            }),
        )
        .await;
        loop {
            let text = hear_text(&mut watcher).await;
            heard.push(text.clone());
            match decode::<ServerMsg>(&text).unwrap() {
                ServerMsg::Refused { message, .. } => {
                    assert!(message.contains("join"), "{message}");
                    break;
                }
                ServerMsg::State(_) | ServerMsg::Delta(_) => {}
                other => panic!("{other:?}"),
            }
        }
        // The seat plays to the end with an Easy bot, from the views it is sent.
        let join = ClientMsg::Join {
            room: room.clone(),
            token: tokens[0].clone(),
            random: None,
            proof: None,
            name: None,
        };
        say(&mut ws, encode(join)).await;
        let mut sent_at = None;
        let mut copy: Option<dicepad::net::follow::Follower> = None;
        let last = loop {
            let text = hear_text(&mut ws).await;
            match decode::<ServerMsg>(&text).unwrap() {
                ServerMsg::State(s) if s.over => break text,
                ServerMsg::State(s) => copy = Some(dicepad::net::follow::Follower::new(s).unwrap()),
                ServerMsg::Delta(d) => {
                    let followed = copy.as_mut().expect("a state first").take_delta(&d);
                    assert!(
                        matches!(followed, dicepad::net::follow::Followed::Applied),
                        "{followed:?}"
                    );
                }
                ServerMsg::Refused { message, .. } => panic!("refused: {message}"),
                _ => {}
            }
            heard.push(text);
            // Once per own action count: other seats' actions arrive as deltas meanwhile.
            let Some(f) = copy.as_mut() else { continue };
            if f.state.ready.contains(&0) && sent_at != Some(f.state.moves[0]) {
                sent_at = Some(f.state.moves[0]);
                let at = f.state.at;
                let action =
                    dicepad::net::client::bot_move(&mut *f.game, 0, BotLevel::Easy).unwrap();
                say(&mut ws, encode(ClientMsg::Act { at, action })).await;
            }
        };
        // Everything the spectator heard up to the end.
        loop {
            let text = hear_text(&mut watcher).await;
            if matches!(
                decode(&text),
                Ok(ServerMsg::State(RoomState { over: true, .. }))
            ) {
                break;
            }
            heard.push(text);
        }
        (heard, last)
    });
    let Ok(ServerMsg::State(end)) = decode::<ServerMsg>(&last) else {
        panic!("{last}")
    };
    let game = dicepad::games::load_any(&end.save).unwrap();
    let seal = dicepad::engine::save::peek_seal(&end.save)
        .unwrap()
        .unwrap();
    let salt = seal.salt.expect("revealed at the end").to_string();
    let seed = game.seed();
    let giveaways = giveaways(seed, &salt);
    // The end's message does reveal them: the search below would find them if they were there.
    assert!(
        last.contains(&seed.to_string()) && last.contains(&salt),
        "{last}"
    );
    assert!(
        before.len() > 20,
        "a whole game's messages: {}",
        before.len()
    );
    for (i, text) in before.iter().enumerate() {
        for g in &giveaways {
            assert!(
                !text.contains(g.as_str()),
                "message {i} gives away `{g}`: {text}"
            );
        }
        // Every state before the end carries the commitment, the same one throughout.
        if let Ok(ServerMsg::State(s)) = decode::<ServerMsg>(text) {
            let shown = dicepad::engine::save::peek_seal(&s.save).unwrap().unwrap();
            assert_eq!((shown.commitment, shown.salt), (seal.commitment, None));
        }
    }
    let fair = dicepad::net::fair::verify(&end.save).unwrap();
    assert!(fair.rolls > 5, "{fair}");
    std::fs::remove_dir_all(&dir).ok();
}

fn verify(save: &Path) -> (bool, String, String) {
    let out = Command::new(BIN).arg("verify").arg(save).output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `dicepad client --save` keeps the seat's finished save; `dicepad verify` accepts it, and
/// refuses it with one roll changed, with the commitment changed, and a save of a local game.
#[test]
fn dicepad_verify_accepts_a_clients_finished_save_and_refuses_a_changed_roll_or_commitment() {
    let dir = temp_dir("verify");
    let server = ServerProc::start(&dir, "127.0.0.1:0");
    let room = create_room(&server.url, "hex-roller", "remote,easy");
    let save = dir.join("seat 1.ron");
    let child = Command::new(BIN)
        .args([
            "client",
            "--server",
            &server.url,
            "--room",
            &room.room,
            "--token",
        ])
        .arg(room.tokens[0].as_deref().unwrap())
        .args(["--bot", "easy", "--save"])
        .arg(&save)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let done = finish(child);
    assert!(done.dice.starts_with("fair: "), "{}", done.dice);
    let (ok, out, err) = verify(&save);
    assert!(ok, "{err}");
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(out.starts_with("fair: "), "{out}");
    let text = std::fs::read_to_string(&save).unwrap();
    let game = dicepad::games::load_any(&text).unwrap();
    assert!(game.is_over());

    // The last roll with one die changed (another face, still a legal roll's notation).
    let last_roll = (0..game.action_count())
        .rev()
        .find(|&i| game.log_line(i).is_some_and(|l| l.seat.is_none()))
        .and_then(|i| game.log_notation(i))
        .unwrap();
    let quoted = format!("\"{last_roll}\"");
    let at = text.rfind(&quoted).unwrap();
    let digit = at + quoted.rfind(|c: char| c.is_ascii_digit()).unwrap();
    let face = text.as_bytes()[digit] - b'0';
    let mut changed = text.clone();
    changed.replace_range(digit..digit + 1, &(face % 6 + 1).to_string());
    let bad = dir.join("changed roll.ron");
    std::fs::write(&bad, &changed).unwrap();
    let (ok, _, err) = verify(&bad);
    assert!(!ok);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("not fair") && err.contains("revealed seed rolls"),
        "{err}"
    );

    // The commitment with one hex digit changed.
    let c = text.find("commitment: \"").unwrap() + "commitment: \"".len();
    let mut changed = text.clone();
    let flip = if &text[c..c + 1] == "a" { "b" } else { "a" };
    changed.replace_range(c..c + 1, flip);
    std::fs::write(&bad, &changed).unwrap();
    let (ok, _, err) = verify(&bad);
    assert!(!ok);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("commitment"), "{err}");

    // A save from before sealed dice still loads, and has nothing to verify.
    let old = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/saves/hex-roller-v0.ron");
    assert!(dicepad::games::load_path(&old).is_ok());
    let (ok, _, err) = verify(&old);
    assert!(!ok && err.contains("no commitment"), "{err}");
    drop(server);
    std::fs::remove_dir_all(&dir).ok();
}

/// A room file written before sealed dice (its save has no seal), by a server from before the
/// rooms' database, is taken into the database and sealed when the server restores it: the file
/// goes, from then on its seats get the view without the seed, and a second restart keeps the
/// same commitment.
#[test]
fn a_room_file_from_before_sealed_dice_is_taken_in_and_sealed_when_restored() {
    use dicepad::engine::{BotLevel, Dice, SeatInfo};
    let dir = temp_dir("old-room");
    let setup = dicepad::game::MatchSetup {
        seats: vec![
            SeatInfo::human("Ann"),
            SeatInfo::bot("Robo", BotLevel::Easy),
        ],
        seed: 987_654_321_987,
        options: Default::default(),
        dice: Dice::Seeded,
    };
    let m = dicepad::games::find("hex-roller")
        .unwrap()
        .new_match(setup)
        .unwrap();
    let old = dicepad::net::room::RoomFile {
        protocol: 2,
        code: "OLDRM2".into(),
        seats: vec![SeatSpec::Remote, SeatSpec::Bot(BotLevel::Easy)],
        tokens: vec![Some("00112233445566778899aabbccddeeff".into()), None],
        save: m.save_text().unwrap(),
        was: vec![],
    };
    assert!(!old.save.contains("seal"));
    let path = dicepad::net::room::room_path(&dir, &old.code);
    std::fs::write(&path, ron::to_string(&old).unwrap()).unwrap();
    let commitment = || {
        let file = dicepad::net::room::read_stored(&dir, &old.code)
            .unwrap()
            .unwrap();
        assert_eq!(file.seats, old.seats);
        assert_eq!(file.tokens, old.tokens);
        dicepad::engine::save::peek_seal(&file.save)
            .unwrap()
            .unwrap()
            .commitment
    };
    let first = {
        let server = ServerProc::start(&dir, "127.0.0.1:0");
        let seen = runtime().block_on(async {
            let mut ws = connect(&server.url).await;
            let join = ClientMsg::Join {
                room: old.code.clone(),
                token: old.tokens[0].clone(),
                random: None,
                proof: None,
                name: None,
            };
            say(&mut ws, encode(join)).await;
            state(&mut ws).await
        });
        assert!(!seen.save.contains("987654321987"), "{}", seen.save);
        let shown = dicepad::engine::save::peek_seal(&seen.save)
            .unwrap()
            .unwrap();
        assert_eq!(shown.salt, None);
        assert_eq!(shown.commitment, commitment());
        assert!(!path.exists(), "the room file is gone once taken in");
        shown.commitment
    };
    let _again = ServerProc::start(&dir, "127.0.0.1:0");
    assert_eq!(commitment(), first, "a second restart keeps the commitment");
    std::fs::remove_dir_all(&dir).ok();
}

/// Four seats of Hex Roller (three headless clients and this test's seat): after the join every
/// message is a delta whose size does not grow with the game, and a seat that follows the deltas
/// holds byte for byte the server's public view of the game.
#[test]
fn late_deltas_are_small_and_a_copy_following_them_is_the_servers_view() {
    use dicepad::engine::BotLevel;
    use dicepad::net::follow::{Followed, Follower};
    let dir = temp_dir("deltas");
    let addr = dicepad::net::server::spawn("127.0.0.1:0", &dir, Default::default()).unwrap();
    let url = format!("ws://{addr}");
    let room = dicepad::net::client::create_room(
        &url,
        "hex-roller",
        vec![SeatSpec::Remote; 4],
        Default::default(),
        None,
    )
    .unwrap();
    let others: Vec<_> = (1..4)
        .map(|i| {
            let (url, code) = (url.clone(), room.room.clone());
            let token = room.tokens[i].clone().unwrap();
            std::thread::spawn(move || {
                let timing = dicepad::net::client::Timing {
                    patience: Duration::from_secs(10),
                    pace: Duration::ZERO,
                };
                dicepad::net::client::play_seat(&url, &code, &token, BotLevel::Easy, timing)
                    .unwrap()
            })
        })
        .collect();
    let (copy, sizes, end) = runtime().block_on(async {
        let mut ws = connect(&url).await;
        let join = ClientMsg::Join {
            room: room.room.clone(),
            token: room.tokens[0].clone(),
            random: None,
            proof: None,
            name: None,
        };
        say(&mut ws, encode(join)).await;
        let mut copy: Option<Follower> = None;
        // (the log's length after it, bytes) of every delta.
        let mut sizes = Vec::new();
        let mut sent_at = None;
        let end = loop {
            let text = hear_text(&mut ws).await;
            match decode::<ServerMsg>(&text).unwrap() {
                ServerMsg::State(s) if s.over => break s,
                ServerMsg::State(s) => {
                    assert!(copy.is_none(), "one whole state, on joining");
                    copy = Some(Follower::new(s).unwrap());
                }
                ServerMsg::Delta(d) => {
                    sizes.push((d.at, text.len()));
                    let f = copy.as_mut().expect("the whole state first");
                    let followed = f.take_delta(&d);
                    assert!(matches!(followed, Followed::Applied), "{followed:?}");
                }
                ServerMsg::Joined { .. } => continue,
                other => panic!("{other:?}"),
            }
            let Some(f) = copy.as_mut() else { continue };
            if f.state.ready.contains(&0) && sent_at != Some(f.state.moves[0]) {
                sent_at = Some(f.state.moves[0]);
                let at = f.state.at;
                let action =
                    dicepad::net::client::bot_move(&mut *f.game, 0, BotLevel::Easy).unwrap();
                say(&mut ws, encode(ClientMsg::Act { at, action })).await;
            }
        };
        (copy.unwrap(), sizes, end)
    });
    for t in others {
        assert!(t.join().unwrap().fair);
    }
    // The copy is the server's view of the game at the copy's length, byte for byte.
    let view = dicepad::net::fair::public_view(&end.save, false).unwrap();
    let server = dicepad::games::load_any(&view).unwrap();
    let have = copy.game.action_count();
    assert!(have + 4 > end.at && have <= end.at, "{have} of {}", end.at);
    // The seats' random values come with whole states only (a join, a resync, the end: see
    // docs/network.md), and the copy was loaded before the other seats joined: the game itself
    // (every line) is the server's, the values aside.
    let without_values =
        |text: String| dicepad::net::fair::with_contributions(&text, Vec::new()).unwrap();
    assert_eq!(
        without_values(copy.game.save_text().unwrap()),
        without_values(server.at_step(have, false).save_text().unwrap())
    );
    // Early and late deltas are the same size: a line or two and the room's fields.
    let late: Vec<usize> = sizes
        .iter()
        .filter(|(at, _)| *at > end.at * 3 / 4)
        .map(|s| s.1)
        .collect();
    let most = sizes.iter().map(|s| s.1).max().unwrap();
    println!(
        "{} deltas, first {} B, last {} B, largest {most} B; whole state at the end {} B",
        sizes.len(),
        sizes[0].1,
        sizes[sizes.len() - 1].1,
        dicepad::net::protocol::encode(ServerMsg::State(end.clone())).len()
    );
    assert!(late.len() > 20, "{} late deltas", late.len());
    assert!(
        late.iter().all(|&n| n <= 300),
        "late deltas over 300 bytes: {late:?}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
