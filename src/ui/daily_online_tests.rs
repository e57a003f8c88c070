//! The online daily as a player meets it on the home screen: a server's address given once, the
//! boards fetched, the one attempt played on the server's sealed dice (hints and undo off, the
//! dice checked to be the day's), and the player's place on the day's and the week's board.

use super::super::app::App;
use super::super::event::{Event, Screen};
use super::super::kittest_support::{self, step_until};
use super::super::network::tests::play_seat_to_end;
use crate::net::protocol::DailyBoard;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

const GAME: &str = "honeycomb-caverns";

fn window(data: &std::path::Path) -> Harness<'static, App> {
    let mut settings = kittest_support::still();
    settings.player_names = vec!["Ann".into()];
    let mut app = kittest_support::app(data, settings);
    // The local challenge's bot scores from the quick bot (the Strong one is slow in debug).
    app.daily.bot = crate::engine::BotLevel::Easy;
    kittest_support::harness_of(app, 1280.0, 800.0)
}

fn board<'a>(a: &'a App, game: &str) -> Option<&'a DailyBoard> {
    a.daily
        .online
        .boards
        .get(game)
        .and_then(|b| b.as_ref().ok())
}

#[test]
fn the_online_attempt_is_played_on_the_servers_sealed_dice_and_lands_on_its_board() {
    let dir = kittest_support::temp_dir("online-daily", "attempt");
    let addr = crate::net::server::spawn(
        "127.0.0.1:0",
        &dir.join("rooms"),
        crate::net::limits::Limits::default(),
    )
    .expect("a server");
    let server = format!("ws://{addr}");
    let mut h = window(&dir.join("data"));
    h.run();
    // The local challenge says it is local; the online one asks for a server first.
    let date = crate::export::today();
    h.get_by_label(&format!("Daily challenge on this computer · {date}"));
    h.get_by_label("Online daily challenge");
    h.get_by_label("Server address").focus();
    h.run();
    h.get_by_label("Server address").type_text(&server);
    h.run();
    h.get_by_label("Connect").click();
    h.run();
    assert_eq!(
        h.state().shell.settings.daily_server.as_deref(),
        Some(&*server)
    );
    step_until(&mut h, "the boards", |a| board(a, GAME).is_some());
    let sealed = board(h.state(), GAME).and_then(|b| b.commitment);
    assert!(sealed.is_some());
    assert!(
        board(h.state(), GAME).is_some_and(|b| b.seed.is_none()),
        "sealed all day"
    );
    assert_eq!(
        h.query_all_by_label("nobody has finished it yet").count(),
        h.state().shell.registry.len()
    );

    h.get_by_label("Play today's online Honeycomb Caverns challenge")
        .click();
    step_until(&mut h, "the attempt on the table", |a| {
        a.play.game.as_ref().is_some_and(|g| g.remote.is_some())
    });
    {
        let g = h.state().play.game.as_ref().unwrap();
        assert_eq!(g.remote.as_ref().and_then(|r| r.day()), sealed);
        // One attempt: no hints, no undo, as the local attempt.
        assert!(g.daily_attempt());
        assert!(!g.can_undo());
    }
    h.run();
    h.get_by_label_contains("Today's online challenge, your one attempt");
    // The seat is remembered with the day's commitment, for the check when opened again.
    let seats = crate::net::seat_book::SeatBook::load(&dir.join("data")).unwrap();
    assert_eq!(seats.seats.len(), 1);
    assert_eq!(seats.seats[0].day, sealed);
    play_seat_to_end(&mut h);
    let (score, untrusted) = {
        let g = h.state().play.game.as_ref().unwrap();
        assert!(g.m.is_over());
        let room = g.remote.as_ref().unwrap().room();
        (g.m.scores()[0].total, room.untrusted)
    };
    // Everyone's dice: the day's commitment all along, and no seat's value taken in.
    assert_eq!(untrusted, None);
    // The end window: no Verify while the day's seed is sealed; it says when it can be checked.
    // The day's seed is everyone's until the day ends: the finished attempt does not reveal it.
    let end = h.state().play.game.as_ref().unwrap().m.save_text().unwrap();
    let seal = crate::engine::save::peek_seal(&end).unwrap().unwrap();
    assert_eq!((Some(seal.commitment), seal.salt), (sealed, None));
    assert!(end.contains("seed: 0,"), "{end}");
    h.run();
    h.get_by_label_contains("they stay sealed until the day ends");
    assert!(h.query_by_label("Verify the dice").is_none());

    // Home again: the board is fetched anew and lists Ann, first of one.
    h.state_mut().send(Event::Show(Screen::Home));
    step_until(&mut h, "Ann on the board", |a| {
        board(a, GAME).is_some_and(|b| b.entries.len() == 1)
    });
    h.run();
    let entry = board(h.state(), GAME).unwrap().entries[0].clone();
    assert_eq!(
        (entry.name.as_str(), entry.score, entry.rank),
        ("Ann", score, 1)
    );
    h.get_by_label_contains("place 1 of 1");
    assert!(h
        .query_by_label("Play today's online Honeycomb Caverns challenge")
        .is_none());
    h.get_by_label("Board of today's online Honeycomb Caverns challenge")
        .click();
    h.run();
    h.get_by_label_contains("1 finished attempt");
    h.get_by_label_contains("The dice stay sealed until the day ends");
    h.get_by_label("This week").click();
    step_until(&mut h, "the week's board", |a| {
        a.daily
            .online
            .shown
            .as_ref()
            .is_some_and(|s| matches!(s.week_board, Some(Ok(_))))
    });
    h.run();
    h.get_by_label_contains("in 1 day");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn an_attempt_on_other_dice_than_the_board_shows_everyone_is_not_joined() {
    let dir = kittest_support::temp_dir("online-daily", "other-dice");
    let mut h = window(&dir);
    let public = crate::engine::seal::Commitment([1; 32]);
    let given = crate::engine::seal::Commitment([2; 32]);
    let app = h.state_mut();
    app.daily.online.boards.insert(
        GAME.into(),
        Ok(DailyBoard {
            game: GAME.into(),
            date: "2026-12-03".into(),
            commitment: Some(public),
            ..Default::default()
        }),
    );
    let attempt = |commitment| crate::net::client::DailyRoom {
        room: "ROOM".into(),
        token: "token".into(),
        date: "2026-12-03".into(),
        commitment,
    };
    let online = &mut app.daily.online;
    online.attempt_answered(&mut app.shell, "ws://127.0.0.1:9", GAME, Ok(attempt(given)));
    let events = app.shell.take_events();
    assert!(
        !events.iter().any(|e| matches!(e, Event::Replace(_))),
        "not joined"
    );
    assert!(
        events.iter().any(|e| matches!(e, Event::OpenWindow(super::super::event::Open::Error(t)) if t.contains("other dice"))),
        "said why"
    );
    // The board's own dice are joined, with the day's commitment for the check.
    online.attempt_answered(
        &mut app.shell,
        "ws://127.0.0.1:9",
        GAME,
        Ok(attempt(public)),
    );
    let events = app.shell.take_events();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Replace(super::super::event::NextGame::Join(r)) if r.day == Some(public)
    )));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_player_key_that_does_not_read_is_said_once_and_left_as_it_is() {
    let dir = kittest_support::temp_dir("online-daily", "bad-key");
    let key_file = dir.join(crate::net::player_key::FILE);
    std::fs::write(&key_file, "(name: \"Ann\", secret: \"not hex\")\n").unwrap();
    let mut h = window(&dir);
    h.state_mut().shell.settings.daily_server = Some("ws://127.0.0.1:9".into());
    for _ in 0..5 {
        h.step();
    }
    let why = "holds no player key";
    let errors = |h: &mut Harness<'static, App>| {
        h.state_mut()
            .windows
            .close(super::super::windows::WindowKind::Error)
            .len()
    };
    assert_eq!(errors(&mut h), 1, "said once, not at every frame");
    for _ in 0..5 {
        h.step();
    }
    assert_eq!(errors(&mut h), 0);
    h.run();
    // The section keeps saying it, and the file is never written over (it may be the only copy).
    h.get_by_label_contains(why);
    assert_eq!(
        std::fs::read_to_string(&key_file).unwrap(),
        "(name: \"Ann\", secret: \"not hex\")\n"
    );
    std::fs::remove_dir_all(&dir).ok();
}
