//! The table chat over a real server on 127.0.0.1: a seat's line reaches every seat and the
//! spectators, a spectator cannot write, a line too long or too fast is refused and not stored,
//! the chat survives the server's restart and comes with every join, and `dicepad client` prints
//! the chat and sends `/say` lines.

use super::net::{connect, create_room, hear, runtime, say, temp_dir, ServerProc, Ws, BIN};
use super::net_limits::join;
use dicepad::engine::text::Msg;
use dicepad::net::protocol::{
    encode, ChatLine, ChatRefusal, ClientMsg, RoomState, ServerMsg, CHAT_BURST, CHAT_MAX_CHARS,
};
use std::io::{Read, Write};
use std::process::{Command, Stdio};

fn say_line(text: &str) -> String {
    encode(ClientMsg::Say { text: text.into() })
}

/// The next chat line or refusal, past the room's states and deltas.
async fn chat(ws: &mut Ws) -> Result<ChatLine, Msg> {
    loop {
        match hear(ws).await {
            ServerMsg::Chat(line) => return Ok(line),
            ServerMsg::Refused { message, msg } => {
                return Err(ServerMsg::refusal(&message, msg.as_ref()))
            }
            ServerMsg::State(_) | ServerMsg::Delta(_) => continue,
            other => panic!("expected a chat line, got {other:?}"),
        }
    }
}

/// Joins `room` (with a seat's token, or watching) and returns the first state.
async fn enter(url: &str, room: &str, token: Option<&str>) -> (Ws, RoomState) {
    let mut ws = connect(url).await;
    say(&mut ws, join(room, token)).await;
    loop {
        match hear(&mut ws).await {
            ServerMsg::State(s) => return (ws, s),
            ServerMsg::Joined { .. } | ServerMsg::Watching { .. } => continue,
            other => panic!("expected the room's state, got {other:?}"),
        }
    }
}

fn texts(lines: &[ChatLine]) -> Vec<(u64, usize, &str)> {
    lines
        .iter()
        .map(|l| (l.n, l.seat, l.text.as_str()))
        .collect()
}

#[test]
fn a_seats_line_reaches_everyone_a_spectator_cannot_write_and_refused_lines_are_not_kept() {
    let dir = temp_dir("chat");
    let addr = dicepad::net::server::spawn("127.0.0.1:0", &dir, Default::default()).unwrap();
    let url = format!("ws://{addr}");
    let room = create_room(&url, "hex-roller", "remote,remote,easy");
    let token = |i: usize| room.tokens[i].clone().unwrap();
    let kept = runtime().block_on(async {
        let (mut ann, first) = enter(&url, &room.room, Some(&token(0))).await;
        assert!(first.chat.is_empty());
        let (mut bob, _) = enter(&url, &room.room, Some(&token(1))).await;
        let (mut watcher, _) = enter(&url, &room.room, None).await;
        // Control characters go and the ends are trimmed before anyone sees the line.
        say(&mut ann, say_line("  hello\ttable\u{1b}[2J \n")).await;
        for ws in [&mut ann, &mut bob, &mut watcher] {
            let line = chat(ws).await.unwrap();
            assert_eq!(
                (line.n, line.seat, line.who(), line.text.as_str()),
                (0, 0, "Player 1".into(), "hello table[2J")
            );
        }
        // A spectator reads but may not write; a seat may not send an empty or overlong line.
        say(&mut watcher, say_line("may I?")).await;
        assert_eq!(chat(&mut watcher).await, Err(ChatRefusal::NotSeated.msg()));
        for (text, why) in [
            (" \n ".to_string(), ChatRefusal::Empty),
            ("x".repeat(CHAT_MAX_CHARS + 1), ChatRefusal::TooLong),
        ] {
            say(&mut bob, say_line(&text)).await;
            assert_eq!(chat(&mut bob).await, Err(why.msg()));
        }
        let most = "é".repeat(CHAT_MAX_CHARS);
        say(&mut bob, say_line(&most)).await;
        // Nothing was kept of the refused lines: the next line is number 1, for everyone.
        for ws in [&mut ann, &mut bob, &mut watcher] {
            let line = chat(ws).await.unwrap();
            assert_eq!((line.n, line.seat), (1, 1));
            assert_eq!(line.text, most);
        }
        // Ann has used one line of her burst; the rest go at once, and more are refused (the
        // lines leave together; one more may have been earned back since her first line if the
        // machine stalled for 2 s in between).
        let sent = 10;
        for i in 0..sent {
            say(&mut ann, say_line(&format!("quick {i}"))).await;
        }
        let mut kept = Vec::new();
        let mut too_fast = 0;
        for _ in 0..sent {
            match chat(&mut ann).await {
                Ok(line) => kept.push(line),
                Err(why) => {
                    assert!(
                        why.id() == Some(ChatRefusal::TooFast { wait_secs: 0 }.id()),
                        "{why:?}"
                    );
                    too_fast += 1;
                }
            }
        }
        let burst = CHAT_BURST as usize;
        assert!((burst - 1..=burst).contains(&kept.len()), "{kept:?}");
        assert_eq!(too_fast, sent - kept.len());
        // The accepted ones are the first ones, numbered on without a gap.
        for (i, line) in kept.iter().enumerate() {
            assert_eq!(
                (line.n, line.text.clone()),
                (2 + i as u64, format!("quick {i}"))
            );
        }
        // Bob and the spectator got the same lines, and nothing else.
        for ws in [&mut bob, &mut watcher] {
            for want in &kept {
                assert_eq!(&chat(ws).await.unwrap(), want);
            }
        }
        kept.len() as u64
    });
    let stored = dicepad::net::store::read_room(&dir, &room.room)
        .unwrap()
        .unwrap();
    let ns: Vec<u64> = stored.chat.iter().map(|l| l.n).collect();
    assert_eq!(ns, (0..2 + kept).collect::<Vec<u64>>());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_chat_survives_a_killed_server_and_comes_with_every_join_rejoin_and_spectator() {
    let dir = temp_dir("chat-restart");
    let mut server = ServerProc::start(&dir, "127.0.0.1:0");
    let room = create_room(&server.url, "hex-roller", "remote,remote");
    let token = |i: usize| room.tokens[i].clone().unwrap();
    let rt = runtime();
    let said = ["one", "two", "three"];
    rt.block_on(async {
        let (mut ann, _) = enter(&server.url, &room.room, Some(&token(0))).await;
        for text in said {
            say(&mut ann, say_line(text)).await;
            // Told only once stored.
            assert_eq!(chat(&mut ann).await.unwrap().text, text);
        }
    });
    server.kill();
    let server = ServerProc::start(&dir, "127.0.0.1:0");
    rt.block_on(async {
        let want = vec![(0, 0, "one"), (1, 0, "two"), (2, 0, "three")];
        let (mut ann, again) = enter(&server.url, &room.room, Some(&token(0))).await;
        assert_eq!(texts(&again.chat), want);
        let (mut bob, first) = enter(&server.url, &room.room, Some(&token(1))).await;
        assert_eq!(texts(&first.chat), want);
        let (_watcher, watching) = enter(&server.url, &room.room, None).await;
        assert_eq!(texts(&watching.chat), want);
        // The numbering goes on from the stored lines.
        say(&mut bob, say_line("four")).await;
        let line = chat(&mut ann).await.unwrap();
        assert_eq!((line.n, line.seat, line.text.as_str()), (3, 1, "four"));
        // A seat joining again gets them all, the newest too.
        drop(ann);
        let (_ann, rejoined) = enter(&server.url, &room.room, Some(&token(0))).await;
        assert_eq!(rejoined.chat.len(), 4);
        assert_eq!(rejoined.chat[3].text, "four");
    });
    drop(server);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_headless_client_sends_say_lines_and_prints_the_tables_chat() {
    let dir = temp_dir("chat-client");
    let server = ServerProc::start(&dir, "127.0.0.1:0");
    let room = create_room(&server.url, "hex-roller", "remote,remote");
    let token = |i: usize| room.tokens[i].clone().unwrap();
    let mut client = Command::new(BIN)
        .args(["client", "--server", &server.url, "--room", &room.room])
        .args(["--token", &token(0), "--bot", "easy", "--patience", "20"])
        .env("LANG", "en_US.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = client.stdin.take().unwrap();
    // Not a chat line, then one.
    writeln!(input, "hello?\n/say good luck, Bob").unwrap();
    input.flush().unwrap();
    runtime().block_on(async {
        // Bob never acts: the client waits for him, chatting.
        let (mut bob, first) = enter(&server.url, &room.room, Some(&token(1))).await;
        // A client quicker than Bob has said its line before he came: then it is in the chat
        // his first state brings, and it will not come again.
        let line = match first.chat.first() {
            Some(line) => line.clone(),
            None => chat(&mut bob).await.unwrap(),
        };
        assert_eq!(
            (line.n, line.seat, line.text.as_str()),
            (0, 0, "good luck, Bob")
        );
        say(&mut bob, say_line("thanks \u{1b}[31mAnn")).await;
        assert_eq!(chat(&mut bob).await.unwrap().n, 1);
        // The client prints Bob's line once it has it; then it is stopped.
        let mut err = client.stderr.take().unwrap();
        let printed = tokio::task::spawn_blocking(move || {
            let mut seen = String::new();
            let mut buf = [0u8; 256];
            while !seen.contains("thanks") {
                let n = err.read(&mut buf).unwrap();
                assert!(n > 0, "the client ended: {seen}");
                seen.push_str(&String::from_utf8_lossy(&buf[..n]));
            }
            seen
        })
        .await
        .unwrap();
        assert!(
            printed.contains("[chat] Player 2 (seat 2): thanks [31mAnn"),
            "{printed}"
        );
        assert!(printed.contains("[chat] Player 1 (seat 1): good luck, Bob"));
    });
    client.kill().unwrap();
    client.wait().unwrap();
    drop(server);
    std::fs::remove_dir_all(&dir).ok();
}

/// A room of 8 seats named `names` (blank: none), opened through the library's client.
fn room_of_eight(url: &str, names: Vec<String>) -> (String, Vec<String>) {
    let trust = dicepad::net::client::default_trust().unwrap();
    let made = dicepad::net::client::open_room(
        &trust,
        url,
        dicepad::net::client::RoomRequest {
            game: "hex-roller".into(),
            seats: vec![dicepad::net::protocol::SeatSpec::Remote; 8],
            names,
            ..Default::default()
        },
    )
    .unwrap();
    let tokens = made.tokens.into_iter().map(Option::unwrap).collect();
    (made.room, tokens)
}

/// Seat `seat` says `text` on `ws`; waits until its own line comes back (others' lines pass).
async fn said(ws: &mut Ws, seat: usize, text: &str) -> ChatLine {
    say(ws, say_line(text)).await;
    loop {
        let line = chat(ws)
            .await
            .unwrap_or_else(|why| panic!("refused: {why:?}"));
        if line.seat == seat && line.text == text {
            return line;
        }
    }
}

/// A spectator's first state of `room`, and how many bytes its message took.
async fn watch(url: &str, room: &str) -> (RoomState, usize) {
    let mut ws = connect(url).await;
    say(&mut ws, join(room, None)).await;
    loop {
        let text = super::net::hear_text(&mut ws).await;
        if let ServerMsg::State(s) = dicepad::net::protocol::decode(&text).unwrap() {
            return (s, text.len());
        }
    }
}

/// The chat rows the server's database holds for `room`.
fn stored_rows(dir: &std::path::Path, room: &str) -> i64 {
    let db = rusqlite::Connection::open(dir.join(dicepad::net::store::FILE_NAME)).unwrap();
    db.query_row("SELECT count(*) FROM chat WHERE code = ?1", [room], |r| {
        r.get(0)
    })
    .unwrap()
}

fn chat_bytes(lines: &[ChatLine]) -> usize {
    lines.iter().map(|l| l.name.len() + l.text.len()).sum()
}

#[test]
fn a_chat_flood_stays_within_the_rooms_lines_and_bytes_after_a_restart_too() {
    use dicepad::net::protocol::{CHAT_SENT, CHAT_SENT_BYTES};
    let dir = temp_dir("chat-flood");
    let mut server = ServerProc::start(&dir, "127.0.0.1:0");
    // Room A: short lines, more of them than a room keeps. Room B: the longest names and lines
    // of four-byte letters (960 bytes a line), fewer lines but more bytes than a room keeps.
    let (a, a_tokens) = room_of_eight(&server.url, Vec::new());
    let names: Vec<String> = (0..8).map(|i| format!("{}{i}", "😀".repeat(39))).collect();
    let (b, b_tokens) = room_of_eight(&server.url, names);
    let long = "😀".repeat(CHAT_MAX_CHARS);
    let rt = runtime();
    let (a_sent, b_sent) = rt.block_on(async {
        let mut a_seats = Vec::new();
        let mut b_seats = Vec::new();
        for i in 0..8 {
            a_seats.push(enter(&server.url, &a, Some(&a_tokens[i])).await.0);
            b_seats.push(enter(&server.url, &b, Some(&b_tokens[i])).await.0);
        }
        let (mut a_sent, mut b_sent) = (0u64, 0u64);
        // Every seat's burst, in both rooms.
        for (seat, ws) in b_seats.iter_mut().enumerate() {
            for _ in 0..CHAT_BURST {
                said(ws, seat, &long).await;
                b_sent += 1;
            }
        }
        for (seat, ws) in a_seats.iter_mut().enumerate() {
            for k in 0..CHAT_BURST {
                said(ws, seat, &format!("seat {seat} line {k}")).await;
                a_sent += 1;
            }
        }
        // Then one line a seat each time one is earned back (one every 2 s), until room A is
        // over its cap.
        let start = std::time::Instant::now();
        let mut round = 1;
        while a_sent <= CHAT_SENT as u64 {
            let due = start + std::time::Duration::from_millis(2_500 * round);
            tokio::time::sleep_until(due.into()).await;
            for (seat, ws) in a_seats.iter_mut().enumerate() {
                said(ws, seat, &format!("seat {seat} again {round}")).await;
                a_sent += 1;
            }
            round += 1;
        }
        (a_sent, b_sent)
    });
    assert!(a_sent > CHAT_SENT as u64);
    assert!(b_sent as usize * (long.len() + names_len()) > CHAT_SENT_BYTES);
    let check = |url: &str, dir: &std::path::Path| {
        rt.block_on(async {
            let (state, frame) = watch(url, &a).await;
            let ns: Vec<u64> = state.chat.iter().map(|l| l.n).collect();
            assert_eq!(ns, (a_sent - CHAT_SENT as u64..a_sent).collect::<Vec<_>>());
            assert!(frame < 8 << 10, "room A's state took {frame} bytes");
            let (state, frame) = watch(url, &b).await;
            let kept = state.chat.len();
            assert!(kept < b_sent as usize, "{kept} lines of {b_sent}");
            assert!(chat_bytes(&state.chat) <= CHAT_SENT_BYTES);
            assert_eq!(state.chat.last().map(|l| l.n), Some(b_sent - 1));
            assert!(frame < 24 << 10, "a spectator's join took {frame} bytes");
            assert_eq!(stored_rows(dir, &a), CHAT_SENT as i64);
            assert_eq!(stored_rows(dir, &b), kept as i64);
        })
    };
    check(&server.url, &dir);
    // The store kept no more than the room: a restarted server has the same lines.
    server.kill();
    let server = ServerProc::start(&dir, "127.0.0.1:0");
    check(&server.url, &dir);
    drop(server);
    std::fs::remove_dir_all(&dir).ok();
}

/// A room B name's bytes.
fn names_len() -> usize {
    "😀".repeat(39).len() + 1
}
