//! Turn-based rooms (127.0.0.1): seats that leave after every move and come back later, and the
//! summary a seat's token reads without sitting down.

use super::net::{create_room, finish, room_game, temp_dir, Finished, ServerProc, BIN};
use std::process::{Child, Command, Stdio};

/// `dicepad client` for one seat, leaving the room after each of its actions and coming back
/// `away_ms` later.
fn client_away(url: &str, room: &str, token: &str, away_ms: u64) -> Child {
    Command::new(BIN)
        .args([
            "client", "--server", url, "--room", room, "--token", token, "--bot", "easy",
        ])
        .args(["--away", &away_ms.to_string(), "--patience", "20"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// A 3-seat Hex Roller room played by three clients that each disconnect after every one of
/// their moves and come back later (with nobody connected at times, and the room kept): the game
/// finishes, every client saw the scores the stored log replays to, and each came back once per
/// move it made. Before the game the summary by token tells the game, the seats and whose turn;
/// after it, the result; a wrong token gets the join's one refusal.
#[test]
fn three_seats_that_leave_after_every_move_finish_with_the_scores_of_the_stored_log() {
    let dir = temp_dir("turns");
    let server = ServerProc::start(&dir, "127.0.0.1:0");
    let room = create_room(&server.url, "hex-roller", "remote,remote,remote");
    let tokens: Vec<String> = room.tokens.iter().map(|t| t.clone().unwrap()).collect();
    let trust = dicepad::net::tls::Trust::new(None).unwrap();
    let fetch =
        |token: &str| dicepad::net::client::fetch_summary(&trust, &server.url, &room.room, token);
    let before = fetch(&tokens[1]).unwrap();
    assert_eq!(before.game, "hex-roller");
    assert_eq!(before.seat, 1);
    assert_eq!(before.names.len(), 3);
    assert!(!before.over && before.at > 0, "{before:?}");
    // Hex Roller's first roll: every seat writes on it.
    assert_eq!(before.ready, vec![0, 1, 2]);
    let wrong = fetch("0123456789abcdef0123456789abcdef").unwrap_err();
    assert!(wrong.to_string().contains("no such room"), "{wrong}");

    let clients: Vec<Child> = tokens
        .iter()
        .map(|t| client_away(&server.url, &room.room, t, 30))
        .collect();
    let results: Vec<Finished> = clients.into_iter().map(finish).collect();
    let m = room_game(&dir, &room.room);
    assert!(m.is_over());
    let scores: Vec<i32> = m.scores().iter().map(|s| s.total).collect();
    let mut moves = [0usize; 3];
    for i in 0..m.action_count() {
        if let Some(seat) = m.log_line(i).and_then(|l| l.seat) {
            moves[seat] += 1;
        }
    }
    for (seat, r) in results.iter().enumerate() {
        assert_eq!(r.seat, seat);
        assert_eq!(r.scores, scores, "seat {seat} saw the scores the log gives");
        assert_eq!(r.winners, m.winners());
        assert!(r.dice.starts_with("fair: "), "{}", r.dice);
        // It left after each of its moves but the last (the game ended there) and came back.
        assert!(
            r.reconnects + 1 >= moves[seat] && moves[seat] > 5,
            "seat {seat}: {} reconnects for {} moves",
            r.reconnects,
            moves[seat]
        );
    }
    let after = fetch(&tokens[2]).unwrap();
    assert!(after.over && after.ready.is_empty(), "{after:?}");
    assert_eq!(after.scores, scores);
    assert_eq!(after.winners, m.winners());
    drop(server);
    std::fs::remove_dir_all(&dir).ok();
    std::fs::remove_file(dir.with_extension("stderr.txt")).ok();
}

/// The figure: a clock of 2 s a move, one seat played by a client and the other never
/// joined: the room finishes, every action of the absent seat the clock's bot's. (The same with
/// 100 ms runs in `net_clock`; this one takes about 2 s per action of the absent seat.)
#[test]
#[ignore = "takes a minute or more: 2 s per action of the absent seat"]
fn a_room_with_a_two_second_clock_and_a_seat_that_never_acts_finishes() {
    use dicepad::engine::BotLevel;
    use dicepad::net::client::{open_room, RoomRequest, Timing};
    use dicepad::net::protocol::{Clock, SeatSpec};
    let dir = temp_dir("clock2s");
    let addr = dicepad::net::server::spawn("127.0.0.1:0", &dir, Default::default()).unwrap();
    let url = format!("ws://{addr}");
    let trust = dicepad::net::tls::Trust::new(None).unwrap();
    let request = RoomRequest {
        game: "black-molly".into(),
        seats: vec![SeatSpec::Remote, SeatSpec::Remote],
        clock: Some(Clock {
            per_move_ms: 2_000,
            bot: BotLevel::Easy,
        }),
        ..RoomRequest::default()
    };
    let room = open_room(&trust, &url, request).unwrap();
    let token = room.tokens[0].clone().unwrap();
    let timing = Timing {
        patience: std::time::Duration::from_secs(30),
        pace: std::time::Duration::ZERO,
    };
    let started = std::time::Instant::now();
    let done =
        dicepad::net::client::play_seat(&url, &room.room, &token, BotLevel::Easy, timing).unwrap();
    let game = room_game(&dir, &room.room);
    assert!(game.is_over());
    assert_eq!(done.scores.len(), 2);
    let absent: Vec<bool> = (0..game.action_count())
        .filter(|&i| game.log_line(i).and_then(|l| l.seat) == Some(1))
        .filter_map(|i| game.save_line(i).map(|(_, by_bot)| by_bot))
        .collect();
    assert!(!absent.is_empty() && absent.iter().all(|&b| b));
    eprintln!(
        "2 s clock: {} actions of the absent seat, all the bot's; finished in {:.1} s",
        absent.len(),
        started.elapsed().as_secs_f64()
    );
    std::fs::remove_dir_all(&dir).ok();
}
