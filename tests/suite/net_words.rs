//! The server's words in the player's language (an in-process server on 127.0.0.1): a refusal
//! travels as a catalogue message and each client words it in its own language, the window's
//! seat and `dicepad client` alike; so do the problems a client meets connecting.

use super::net::temp_dir;
use dicepad::engine::text::{set_lang, Lang};
use dicepad::engine::BotLevel;
use dicepad::net::client::{open_room, RoomRequest, Timing};
use dicepad::net::protocol::SeatSpec;
use dicepad::net::remote::{Joining, Link, RemoteSeat};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The window's seat of `token`, as the window joins it (waiting up to `wait`).
fn seat(
    url: &str,
    room: &str,
    token: &str,
    wait: Duration,
) -> Result<RemoteSeat, dicepad::engine::text::Msg> {
    let link = Link::connect(url, room, token, Arc::new(|| {}))?;
    Joining::new(link).wait(wait)
}

#[test]
fn a_real_servers_refusals_reach_a_german_player_in_german() {
    // The language is per thread: this test's thread speaks German, the server's threads
    // English (its `message` field and its log stay English).
    set_lang(Lang::De);
    let dir = temp_dir("words");
    let addr = dicepad::net::server::spawn("127.0.0.1:0", &dir, Default::default()).unwrap();
    let url = format!("ws://{addr}");
    let trust = dicepad::net::tls::Trust::new(None).unwrap();
    let room = open_room(
        &trust,
        &url,
        RoomRequest {
            game: "hex-roller".into(),
            seats: vec![SeatSpec::Remote, SeatSpec::Remote],
            ..RoomRequest::default()
        },
    )
    .unwrap();
    let token = room.tokens[0].clone().unwrap();

    // A wrong token, in the window: the join is refused in German.
    let refused = seat(&url, &room.room, "0123", Duration::from_secs(10))
        .err()
        .expect("a wrong token is refused");
    assert_eq!(
        refused.to_string(),
        "der Server hat abgelehnt: diesen Raum gibt es nicht, oder das Token gehört zu keinem \
         seiner Plätze"
    );
    assert_eq!(
        refused.render(Lang::Nl),
        "de server weigerde: die kamer bestaat niet, of dat token hoort bij geen van haar plaatsen"
    );

    // In the game: seat 2 never joined and its grace runs, so handing it to a bot is refused,
    // with the seconds left, in German.
    let mut mine = seat(&url, &room.room, &token, Duration::from_secs(10)).unwrap();
    mine.replace_seat(1, BotLevel::Normal).unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    let why = loop {
        mine.sync();
        if let Some(why) = mine.room().refused {
            break why;
        }
        assert!(Instant::now() < deadline, "no refusal came");
        std::thread::sleep(Duration::from_millis(10));
    };
    let text = why.to_string();
    assert!(
        text.starts_with("Platz 2 ist weg; ein Bot darf ihn in ")
            && text.ends_with(" s übernehmen"),
        "{text}"
    );
    assert!(why
        .render(Lang::En)
        .starts_with("Seat 2 dropped; a bot may take it in "));

    // `dicepad client` with a wrong token stops with the server's words in its language.
    let timing = Timing {
        patience: Duration::from_secs(5),
        pace: Duration::ZERO,
    };
    let e = dicepad::net::client::play_seat(&url, &room.room, "0123", BotLevel::Easy, timing)
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "der Server hat den Platz abgelehnt: diesen Raum gibt es nicht, oder das Token gehört zu \
         keinem seiner Plätze"
    );

    // Opening a room the server refuses: in German too.
    let e = open_room(
        &trust,
        &url,
        RoomRequest {
            game: "chess".into(),
            seats: vec![SeatSpec::Remote],
            ..RoomRequest::default()
        },
    )
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "der Server hat abgelehnt: es gibt kein Spiel `chess`"
    );
    drop(mine);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_client_that_cannot_connect_says_why_in_its_language() {
    set_lang(Lang::Nl);
    // A port nobody listens on (bound, then let go).
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("ws://127.0.0.1:{port}");
    let why = seat(&url, "ROOM", "0123", Duration::from_millis(1_500))
        .err()
        .expect("nobody answers");
    // In the player's words, not the socket's ("IO error: Connection refused (os error 111)").
    assert_eq!(
        why.to_string(),
        format!("{url} is niet bereikbaar: daar antwoordt niets (draait de server?)")
    );
    assert_eq!(
        why.render(Lang::En),
        format!("cannot reach {url}: nothing answers there (is the server running?)")
    );
}

/// An in-process server (as a hosting window runs it) with a room of two remote Hex Roller
/// seats: its folder, the server, its address, the room's code and seat 2's token.
fn hosted_room(
    name: &str,
) -> (
    std::path::PathBuf,
    Arc<dicepad::net::server::Server>,
    String,
    String,
    String,
) {
    let dir = temp_dir(name);
    let (addr, server) =
        dicepad::net::server::spawn_server("127.0.0.1:0", &dir, Default::default()).unwrap();
    let url = format!("ws://{addr}");
    let trust = dicepad::net::tls::Trust::new(None).unwrap();
    let room = open_room(
        &trust,
        &url,
        RoomRequest {
            game: "hex-roller".into(),
            seats: vec![SeatSpec::Remote, SeatSpec::Remote],
            ..RoomRequest::default()
        },
    )
    .unwrap();
    let token = room.tokens[1].clone().unwrap();
    (dir, server, url, room.room, token)
}

#[test]
fn a_server_its_host_closes_tells_its_seats_and_they_keep_saying_so_while_it_is_gone() {
    set_lang(Lang::De);
    let (dir, server, url, room, token) = hosted_room("host-left");
    let mut guest = seat(&url, &room, &token, Duration::from_secs(10)).unwrap();
    // The host quits: the seat hears why, in its language, and keeps trying; every try while
    // the server is closing (it still accepts, and closes at once) says the same.
    server.stop();
    let lost = |guest: &mut RemoteSeat| {
        guest.sync();
        match guest.room().connection {
            dicepad::net::remote::Connection::Lost(why) => Some(why),
            dicepad::net::remote::Connection::Connected => None,
        }
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    let told = loop {
        if let Some(why) = lost(&mut guest) {
            break why;
        }
        assert!(Instant::now() < deadline, "the seat was not told");
        std::thread::sleep(Duration::from_millis(10));
    };
    assert_eq!(
        told.id(),
        Some(dicepad::net::protocol::HOST_LEFT),
        "{told:?}"
    );
    assert_eq!(
        told.to_string(),
        "der Gastgeber hat das Spiel geschlossen; es geht weiter, wenn er zurückkommt"
    );
    // Two tries later (the link tries again every 0.7 s) it still says so, not a socket error.
    std::thread::sleep(Duration::from_millis(1_600));
    let later = lost(&mut guest).expect("still not connected");
    assert_eq!(
        later.id(),
        Some(dicepad::net::protocol::HOST_LEFT),
        "{later:?}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn dicepad_client_whose_host_closes_says_so_in_its_language_and_gives_up_with_that_reason() {
    let (dir, server, url, room, token) = hosted_room("host-left-client");
    // Seat 2 played by `dicepad client`'s loop, in German; seat 1 never comes, so it waits.
    let (done, ended) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        set_lang(Lang::De);
        let (_tx, mut says) = tokio::sync::mpsc::unbounded_channel();
        let trust = dicepad::net::tls::Trust::new(None).unwrap();
        let seat = dicepad::net::client::SeatPlay {
            url: &url,
            room: &room,
            token: &token,
            level: BotLevel::Easy,
            timing: Timing {
                patience: Duration::from_secs(2),
                pace: Duration::ZERO,
            },
            away: None,
            day: None,
            player: None,
        };
        let _ = done.send(dicepad::net::client::play(&trust, &seat, &mut says).map(|_| ()));
    });
    std::thread::sleep(Duration::from_millis(800));
    // The host quits; the closing server still accepts and closes each try at once.
    server.stop();
    let started = Instant::now();
    // (Before, each accepted-and-closed try counted as a new drop, and the client never gave up.)
    let ended = ended
        .recv_timeout(Duration::from_secs(20))
        .expect("the client gives up in time");
    let why = ended
        .expect_err("the game cannot end without its host")
        .to_string();
    // The host's leaving, in German, not a socket error; after the patience, not for ever.
    assert_eq!(
        why,
        "der Gastgeber hat das Spiel geschlossen; es geht weiter, wenn er zurückkommt"
    );
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    std::fs::remove_dir_all(&dir).ok();
}
