//! Dice nobody can steer, the server included, and a verdict about the game that was played
//! (docs/network.md, "Who can steer the dice"): a fake server that shows a seat dice of its own
//! and reveals another game at the end is "not fair" for `dicepad client`; a creator cannot
//! bring a seed for a table with a person's seat, whatever its seats are called; every person's
//! seat adds its own random value, which a restarted server keeps; and `dicepad verify` replays
//! the whole log, so an action changed afterwards is "not fair".

use super::net::{create_room, finish, runtime, temp_dir, ServerProc, BIN};
use dicepad::engine::seal::{Nonce, Salt};
use dicepad::engine::SeatInfo;
use dicepad::game::{MatchSetup, Playable};
use dicepad::net::fair;
use dicepad::net::protocol::{decode, encode, ClientMsg, RoomState, SeatSpec, ServerMsg};
use futures_util::{SinkExt, StreamExt};
use std::process::{Command, Stdio};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// A solo Honeycomb game from `seed`, for one person, sealed with `salt`, with the seat's value
/// `random` in its dice from the start.
fn honeycomb(seed: u64, salt: Salt, random: Nonce) -> Box<dyn Playable> {
    let m = dicepad::games::find("honeycomb-caverns")
        .unwrap()
        .new_match(MatchSetup {
            seats: vec![SeatInfo::human("")],
            seed,
            options: Default::default(),
            dice: dicepad::engine::Dice::Seeded,
        })
        .unwrap();
    let sealed = fair::seal(&m.save_text().unwrap(), salt).unwrap();
    dicepad::games::load_any(&fair::contribute(&sealed, 0, random).unwrap()).unwrap()
}

/// The room's fields for a one-seat game `m` whose view is `save`.
fn fields(m: &dyn Playable, save: String) -> RoomState {
    let moves = (0..m.action_count())
        .filter(|&i| m.log_line(i).is_some_and(|l| l.seat == Some(0)))
        .count();
    RoomState {
        room: "FAKEROOM".into(),
        at: m.action_count(),
        save,
        ready: m.ready(),
        moves: vec![moves],
        over: m.is_over(),
        connected: vec![true],
        grace_ms: vec![None],
        seats: vec![SeatSpec::Remote],
        clock: None,
        clock_ms: vec![None],
        chat: Vec::new(),
    }
}

/// A server that cheats as well as it can: it commits to one seed, deals the seat the dice of
/// another (with the seat's own value in, as the seat checks), and at the end reveals a game
/// played by a bot on the seed it committed to, whose dice alone check out. One connection.
fn cheating_server() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let url = format!("ws://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        runtime().block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener).unwrap();
            let (tcp, _) = listener.accept().await.unwrap();
            let mut ws = tokio_tungstenite::accept_async(tcp).await.unwrap();
            let salt = Salt([0x42; 16]);
            let (committed, dealt) = (1_111, 2_222);
            let mut shown: Option<Box<dyn Playable>> = None;
            let mut random = Nonce([0; 16]);
            // The commitment the seat is shown is the committed seed's, not the dealt one's.
            let hide = |m: &dyn Playable, real: &str| {
                let own = dicepad::engine::save::peek_seal(&m.save_text().unwrap())
                    .unwrap()
                    .unwrap()
                    .commitment
                    .to_string();
                fair::public_view(&m.save_text().unwrap(), false)
                    .unwrap()
                    .replace(&own, real)
            };
            let real_commitment = dicepad::engine::seal::commit(committed, &salt).to_string();
            while let Some(Ok(Message::Text(text))) = ws.next().await {
                let reply = match decode::<ClientMsg>(&text) {
                    Ok(ClientMsg::Join { random: r, .. }) => {
                        random = r.expect("the seat sends its random value");
                        let m = honeycomb(dealt, salt, random);
                        let joined = ServerMsg::Joined {
                            room: "FAKEROOM".into(),
                            seat: 0,
                            name: String::new(),
                            player: None,
                        };
                        ws.send(Message::text(encode(joined))).await.unwrap();
                        let state = fields(&*m, hide(&*m, &real_commitment));
                        shown = Some(m);
                        ServerMsg::State(state)
                    }
                    Ok(ClientMsg::Act { action, .. }) => {
                        let m = shown.as_mut().unwrap();
                        let from = m.action_count();
                        m.apply_as(0, &action).unwrap();
                        if m.is_over() {
                            // The reveal: another game, on the committed seed, played by a bot.
                            let mut real = honeycomb(committed, salt, random);
                            while !real.is_over() {
                                assert!(real
                                    .play_bot_as(0, dicepad::engine::BotLevel::Easy)
                                    .unwrap());
                            }
                            ServerMsg::State(fields(&*real, real.save_text().unwrap()))
                        } else {
                            let view = hide(&**m, &real_commitment);
                            ServerMsg::Delta(dicepad::net::follow::delta_of(
                                &**m,
                                from,
                                &fields(&**m, view),
                            ))
                        }
                    }
                    _ => continue,
                };
                if ws.send(Message::text(encode(reply))).await.is_err() {
                    break;
                }
            }
        });
    });
    url
}

#[test]
fn a_fake_server_that_deals_its_own_dice_and_reveals_another_game_is_not_fair() {
    let url = cheating_server();
    let child = Command::new(BIN)
        .args(["client", "--server", &url, "--room", "FAKEROOM", "--token"])
        .arg("00".repeat(16))
        .args(["--bot", "easy", "--patience", "20"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The game is short, and the client gives up on an unreachable server within its patience.
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("not fair") && err.contains("not the game that was played"),
        "{err}"
    );
}

/// Sends a `create_room` and returns the answer.
fn create(url: &str, seats: Vec<SeatSpec>, seed: Option<u64>) -> ServerMsg {
    runtime().block_on(async {
        let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        let msg = ClientMsg::CreateRoom {
            game: "hex-roller".into(),
            seats,
            options: Default::default(),
            seed,
            names: vec![],
            clock: None,
            secret: None,
        };
        ws.send(Message::text(encode(msg))).await.unwrap();
        loop {
            match tokio::time::timeout(Duration::from_secs(20), ws.next()).await {
                Ok(Some(Ok(Message::Text(t)))) => return decode::<ServerMsg>(&t).unwrap(),
                Ok(Some(Ok(_))) => continue,
                other => panic!("no answer: {other:?}"),
            }
        }
    })
}

#[test]
fn a_creator_brings_no_seed_to_a_table_of_people_and_every_seat_adds_its_own_value() {
    let dir = temp_dir("witness-seed");
    let mut server = ServerProc::start(&dir, "127.0.0.1:0");
    // Every person's seat called "local" (the host's own, it says) still has a token that joins
    // from anywhere: a seed chosen with it would let its creator know every roll.
    for seats in [
        vec![SeatSpec::Local, SeatSpec::Local],
        vec![
            SeatSpec::Local,
            SeatSpec::Bot(dicepad::engine::BotLevel::Easy),
        ],
        vec![SeatSpec::Remote, SeatSpec::Local],
    ] {
        match create(&server.url, seats.clone(), Some(7)) {
            ServerMsg::Refused { msg, .. } => {
                assert_eq!(
                    msg.and_then(|m| m.id()),
                    Some("net-remote-seed"),
                    "{seats:?}"
                )
            }
            other => panic!("{seats:?}: {other:?}"),
        }
    }
    // A table of bots alone may (a game to watch again).
    let bots = vec![SeatSpec::Bot(dicepad::engine::BotLevel::Easy); 2];
    assert!(matches!(
        create(&server.url, bots, Some(7)),
        ServerMsg::Created { .. }
    ));

    // Two "local" seats, both played from elsewhere: each seat's value goes into the dice from
    // its first join, a restarted server keeps them, and the end says whose values the rolls used.
    let room = create_room(&server.url, "hex-roller", "local,local");
    let tokens: Vec<String> = room.tokens.iter().map(|t| t.clone().unwrap()).collect();
    // The first seat joins and leaves again (its client stops after its first action).
    let first = Command::new(BIN)
        .args([
            "client",
            "--server",
            &server.url,
            "--room",
            &room.room,
            "--token",
        ])
        .arg(&tokens[0])
        .args(["--bot", "easy", "--away", "300", "--patience", "20"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    super::net::wait_until("the first seat's value is stored", || {
        dicepad::net::room::read_stored(&dir, &room.room)
            .ok()
            .flatten()
            .is_some_and(|r| r.save.contains("contributions"))
    });
    server.kill();
    let mut server = ServerProc::start(&dir, &format!("127.0.0.1:{}", server.port()));
    let second = super::net::client(&server.url, &room.room, &tokens[1], "easy", 0);
    let (a, b) = (finish(first), finish(second));
    for done in [&a, &b] {
        assert!(done.dice.starts_with("fair: "), "{}", done.dice);
        // Each seat's value named: apart, or together if both came in at one log line.
        let apart = done.dice.contains("seat 1's random value") && done.dice.contains("seat 2's");
        let together = done.dice.contains("the random values of seats 1 and 2");
        assert!(apart || together, "{}", done.dice);
        assert!(
            done.dice
                .contains("replaying every action gives the scores"),
            "{}",
            done.dice
        );
    }
    server.kill();
}

#[test]
fn dicepad_verify_replays_the_log_and_refuses_an_action_changed_with_its_old_summary() {
    let dir = temp_dir("witness-verify");
    // A finished network game's save (sealed, revealed), and the same game with a choice made
    // otherwise late in it, which ends with other scores; its summary is then put back.
    let bot = |i: usize| SeatInfo::bot(format!("Bot {}", i + 1), dicepad::engine::BotLevel::Easy);
    let m = dicepad::games::find("hex-roller")
        .unwrap()
        .new_match(MatchSetup {
            seats: (0..2).map(bot).collect(),
            seed: 61,
            options: Default::default(),
            dice: dicepad::engine::Dice::Seeded,
        })
        .unwrap();
    let sealed = fair::seal(&m.save_text().unwrap(), Salt([6; 16])).unwrap();
    let mut g = dicepad::games::load_any(&sealed).unwrap();
    let mut last_choice = None;
    while !g.is_over() {
        if g.to_move() != dicepad::engine::ToMove::Chance && g.legal().len() > 1 {
            last_choice = Some(g.at_step(g.action_count(), false));
        }
        assert!(g.step_bot());
    }
    let real = g.save_text().unwrap();
    let mut other = last_choice.unwrap();
    let played = g.log_notation(other.action_count()).unwrap();
    let another = other.legal().into_iter().find(|a| *a != played).unwrap();
    other.apply_str(&another).unwrap();
    while !other.is_over() {
        assert!(other.step_bot());
    }
    let summary = |t: &str| {
        t.lines()
            .find(|l| l.trim_start().starts_with("summary:"))
            .unwrap()
            .to_string()
    };
    let changed = other.save_text().unwrap();
    assert_ne!(
        summary(&changed),
        summary(&real),
        "the change moves the scores"
    );
    let forged = changed.replace(&summary(&changed), &summary(&real));
    let verify = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let out = Command::new(BIN).arg("verify").arg(&path).output().unwrap();
        let said = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        (out.status.success(), said(&out.stdout), said(&out.stderr))
    };
    let (ok, out, err) = verify("real.ron", &real);
    assert!(ok, "{err}");
    let scores: Vec<String> = g.scores().iter().map(|s| s.total.to_string()).collect();
    assert!(
        out.contains(&format!("gives the scores {}", scores.join(" : "))),
        "{out}"
    );
    let (ok, _, err) = verify("forged.ron", &forged);
    assert!(!ok);
    assert!(err.contains("not fair") && err.contains("summary"), "{err}");
}
