//! The home screen's network games as a player meets them: a remembered room shows whose turn it
//! is, Open rejoins the seat on its server, and a turn that comes brings a notice unless notices
//! are off in Settings.

use super::super::app::App;
use super::super::notices::Recorded;
use super::super::settings::Settings;
use super::Seen;
use crate::net::protocol::{RoomSummary, SeatSpec};
use crate::net::seat_book::{SeatBook, SeatKey};
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use std::time::Duration;
use web_time::Instant;

fn temp_dir(name: &str) -> std::path::PathBuf {
    super::super::kittest_support::temp_dir("netgames", name)
}

fn key(server: &str, room: &str, token: &str) -> SeatKey {
    SeatKey {
        server: server.into(),
        room: room.into(),
        token: token.into(),
        game: "hex-roller".into(),
        seat: 0,
        hosted: false,
        muted: Default::default(),
        day: None,
    }
}

fn summary(room: &str, ready: Vec<usize>) -> RoomSummary {
    RoomSummary {
        room: room.into(),
        game: "hex-roller".into(),
        seat: 0,
        names: vec!["Ann".into(), "Ben".into(), "Cat".into()],
        ready,
        at: 3,
        over: false,
        clock_ms: vec![Some(90_000), None, None],
        ..RoomSummary::default()
    }
}

/// A window whose data folder remembers `keys`, with fetches held back (the test says what was
/// seen) and notices recorded.
fn harness(
    dir: &std::path::Path,
    keys: Vec<SeatKey>,
    notices: bool,
) -> (Harness<'static, App>, Recorded) {
    let mut book = SeatBook::default();
    for k in keys {
        book.remember(k);
    }
    book.store(dir).expect("stored");
    let settings = Settings {
        anim_speed: 0.0,
        turn_notices: notices,
        ..Settings::default()
    };
    let mut app = App::new(settings, dir.to_path_buf());
    app.network.games.last_fetch = Some(Instant::now());
    let recorded = Recorded::default();
    app.shell.platform = Box::new(crate::ui::platform::Native {
        notifier: Box::new(recorded.clone()),
    });
    let h = super::super::kittest_support::harness_of(app, 1280.0, 800.0);
    (h, recorded)
}

fn seen(h: &mut Harness<'_, App>, k: &SeatKey, s: RoomSummary) {
    let ctx = h.ctx.clone();
    let found = vec![(
        k.clone(),
        Seen::Summary {
            summary: s,
            at: Instant::now(),
            moved: None,
        },
    )];
    let app = h.state_mut();
    app.network
        .games
        .take_summaries(&ctx, &mut app.shell, found, None);
}

#[test]
fn the_home_screen_lists_a_remembered_room_with_whose_turn_and_the_time_left() {
    let dir = temp_dir("list");
    let mine = key("ws://127.0.0.1:9", "ROOMAAAA", "t1");
    let theirs = key("ws://127.0.0.1:9", "ROOMBBBB", "t2");
    let (mut h, _) = harness(&dir, vec![mine.clone(), theirs.clone()], true);
    h.run();
    h.get_by_label("Network games");
    // Nothing fetched yet: each row says it is asking.
    assert_eq!(h.query_all_by_label("asking the server…").count(), 2);
    seen(&mut h, &mine, summary("ROOMAAAA", vec![0, 1]));
    let mut other = summary("ROOMBBBB", vec![2]);
    other.clock_ms = vec![None, None, Some(3_000_000)];
    seen(&mut h, &theirs, other);
    h.run();
    h.get_by_label("Your turn");
    h.get_by_label("Cat to play");
    assert_eq!(h.query_all_by_label("against Ben, Cat").count(), 2);
    // The player's own clock (1:30, counting down), and Cat's (50:00).
    assert!(
        h.query_by_label_contains("1:2").is_some() || h.query_by_label_contains("1:30").is_some()
    );
    assert!(
        h.query_by_label_contains("50:00 left").is_some()
            || h.query_by_label_contains("49:5").is_some()
    );
    // A finished room can be removed; the file forgets it.
    let mut over = summary("ROOMBBBB", vec![]);
    over.over = true;
    over.winners = vec![2];
    seen(&mut h, &theirs, over);
    h.run();
    h.get_by_label("finished: Cat won");
    h.get_by_label("Remove").click();
    h.run();
    let book = SeatBook::load(&dir).expect("read");
    assert_eq!(book.seats, vec![mine]);
    assert!(h.query_by_label("finished: Cat won").is_none());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn open_rejoins_the_remembered_seat_on_its_server() {
    let dir = temp_dir("open");
    let server_dir = dir.join("other-server");
    let addr =
        crate::net::server::spawn("127.0.0.1:0", &server_dir, Default::default()).expect("server");
    let url = format!("ws://{addr}");
    let trust = crate::net::client::default_trust().expect("trust");
    let created = crate::net::client::open_room(
        &trust,
        &url,
        crate::net::client::RoomRequest {
            game: "hex-roller".into(),
            seats: vec![SeatSpec::Remote, SeatSpec::Remote],
            ..Default::default()
        },
    )
    .expect("room");
    let token = created.tokens[1].clone().expect("a person's seat");
    let mut k = key(&url, &created.room, &token);
    k.seat = 1;
    let (mut h, _) = harness(&dir, vec![k], true);
    h.run();
    h.get_by_label("Open").click();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let room = h
            .state()
            .play
            .game
            .as_ref()
            .and_then(|g| g.remote.as_ref())
            .map(|r| r.room());
        if let Some(room) = room {
            assert_eq!(room.room, created.room);
            assert_eq!(room.me, 1);
            break;
        }
        assert!(Instant::now() < deadline, "the seat was not rejoined");
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_turn_that_comes_brings_one_notice_and_none_when_notices_are_off() {
    for on in [true, false] {
        let dir = temp_dir(if on { "notice-on" } else { "notice-off" });
        let k = key("ws://127.0.0.1:9", "ROOMCCCC", "t3");
        let (mut h, recorded) = harness(&dir, vec![k.clone()], on);
        h.run();
        // The first look tells nothing new; a look where it is someone else's turn, then one
        // where it is the player's: one notice.
        seen(&mut h, &k, summary("ROOMCCCC", vec![0]));
        seen(&mut h, &k, summary("ROOMCCCC", vec![1]));
        seen(&mut h, &k, summary("ROOMCCCC", vec![0, 1]));
        seen(&mut h, &k, summary("ROOMCCCC", vec![0]));
        let shown = recorded.0.lock().expect("notices").clone();
        if on {
            assert_eq!(shown.len(), 1, "{shown:?}");
            assert_eq!(shown[0].0, "Your turn in dicepad");
            assert!(
                shown[0].1.contains("Hex Roller") && shown[0].1.contains("ROOMCCCC"),
                "{shown:?}"
            );
        } else {
            assert!(shown.is_empty(), "{shown:?}");
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}

/// What the window says now (the newest error, else the status bar's note).
fn notice_of(h: &Harness<'_, App>) -> String {
    h.state().notice().map(|n| n.text).unwrap_or_default()
}

/// A window started on `dir` (its first frame run) that then remembers a joined seat, as a
/// join does.
fn start_and_remember_a_seat(dir: &std::path::Path, room: &str) -> Harness<'static, App> {
    let app = App::load(dir.to_path_buf());
    let mut h = super::super::kittest_support::harness_of(app, 1280.0, 800.0);
    h.run();
    h.state_mut()
        .send(super::super::event::Event::RememberSeat(key(
            "ws://127.0.0.1:9",
            room,
            "t2",
        )));
    h.run();
    h
}

#[test]
fn a_damaged_seat_book_is_kept_aside_with_a_notice_at_the_start_and_never_written_over() {
    let dir = temp_dir("damaged");
    let mut book = SeatBook::default();
    book.remember(key("ws://127.0.0.1:9", "ROOMAAAA", "only-key-to-this-seat"));
    book.store(&dir).expect("stored");
    let path = SeatBook::path(&dir);
    let text = std::fs::read_to_string(&path).unwrap();
    // Cut short (a full disk, a crash of another program): not JSON any more.
    let damaged = &text[..text.len() / 2];
    std::fs::write(&path, damaged).unwrap();
    // The window starts, and then a joined game is remembered: the damaged list stays aside.
    let h = start_and_remember_a_seat(&dir, "ROOMBBBB");
    let notice = notice_of(&h);
    assert!(
        notice.contains("network_games.json.broken") && notice.contains("line "),
        "{notice}"
    );
    assert!(
        !notice.contains("EOF while parsing"),
        "the parser's words: {notice}"
    );
    let broken = dir.join("network_games.json.broken");
    assert_eq!(std::fs::read_to_string(&broken).unwrap(), damaged);
    let now = SeatBook::load(&dir).expect("the new list reads");
    assert_eq!(now.seats.len(), 1);
    assert_eq!(now.seats[0].room, "ROOMBBBB");
    std::fs::remove_dir_all(&dir).ok();
}

/// A pipe, or a link to someone else's file, where the seat book goes: the window starts, the
/// pipe is never opened (a write would wait for a reader for ever), the linked file keeps its
/// mode and contents, and each is kept aside before the new list is written.
#[cfg(unix)]
#[test]
fn a_seat_book_that_is_a_pipe_or_a_link_is_kept_aside_unopened_and_its_target_untouched() {
    use std::os::unix::fs::{FileTypeExt, PermissionsExt};
    let dir = temp_dir("pipe");
    let path = SeatBook::path(&dir);
    let made = std::process::Command::new("mkfifo")
        .arg(&path)
        .status()
        .is_ok_and(|s| s.success());
    assert!(made, "mkfifo");
    // Should a write wait on the pipe, a reader comes after a while, so that the test fails
    // instead of hanging.
    let unblock = {
        let path = path.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(5));
            if std::fs::symlink_metadata(&path).is_ok_and(|m| !m.is_file()) {
                use std::os::unix::fs::OpenOptionsExt;
                let _reader = std::fs::OpenOptions::new()
                    .read(true)
                    .custom_flags(0o4000)
                    .open(&path);
                std::thread::sleep(Duration::from_secs(1));
            }
        })
    };
    let started = Instant::now();
    let h = start_and_remember_a_seat(&dir, "ROOMAAAA");
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "waited on the pipe"
    );
    let notice = notice_of(&h);
    assert!(notice.contains("network_games.json.broken"), "{notice}");
    let kept = std::fs::symlink_metadata(dir.join("network_games.json.broken")).unwrap();
    assert!(kept.file_type().is_fifo(), "the pipe is kept as it was");
    assert_eq!(SeatBook::load(&dir).unwrap().seats.len(), 1);
    unblock.join().unwrap();
    std::fs::remove_dir_all(&dir).ok();

    let dir = temp_dir("link");
    let elsewhere = dir.join("someone-elses.txt");
    std::fs::write(&elsewhere, "not a list of seats").unwrap();
    std::fs::set_permissions(&elsewhere, std::fs::Permissions::from_mode(0o644)).unwrap();
    std::os::unix::fs::symlink(&elsewhere, SeatBook::path(&dir)).unwrap();
    start_and_remember_a_seat(&dir, "ROOMAAAA");
    let mode = std::fs::metadata(&elsewhere).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o644, "the link's target changed mode");
    assert_eq!(
        std::fs::read_to_string(&elsewhere).unwrap(),
        "not a list of seats"
    );
    assert!(dir.join("network_games.json.broken").is_symlink());
    let written = std::fs::symlink_metadata(SeatBook::path(&dir)).unwrap();
    assert!(written.is_file());
    assert_eq!(written.permissions().mode() & 0o777, 0o600);
    std::fs::remove_dir_all(&dir).ok();
}
