//! The seams between the window's features, as a player meets them: the leave question comes
//! before any side effect (Cancel after Host makes no room), a game left is either kept as
//! Continue or recorded as abandoned (never both), H pressed while the bots still write is
//! queued with a word on screen, a language switch redraws the game screen at once, and at a
//! large UI scale the side panel leaves the sheet its room.

use super::super::event::{Event, HostPlace, HostRequest, JoinRequest, NextGame, Open, Screen};
use super::super::kittest_support::{self, harness_of, still};
use super::super::windows::WindowKind;
use super::App;
use crate::engine::text::Lang;
use crate::engine::{BotLevel, SeatInfo};
use crate::game::MatchSetup;
use crate::history::{Filter, History};
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

fn temp_dir(name: &str) -> std::path::PathBuf {
    kittest_support::temp_dir("seams", name)
}

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    let mut app = kittest_support::app(dir, still());
    app.daily.bot = BotLevel::Easy;
    harness_of(app, 1280.0, 800.0)
}

fn index(h: &Harness<'_, App>, id: &str) -> usize {
    h.state().shell.index_of(id).expect("registered")
}

fn solo(seed: u64) -> MatchSetup {
    MatchSetup {
        seats: vec![SeatInfo::human("Ann")],
        seed,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    }
}

/// A Honeycomb game with the dice rolled by the player (a person acted in it).
fn running_honeycomb(h: &mut Harness<'_, App>, seed: u64) -> String {
    let game = index(h, "honeycomb-caverns");
    h.state_mut().start_game(game, solo(seed), false);
    h.run();
    h.get_by_label("Roll the dice").click();
    h.run();
    let g = h.state().play.game.as_ref().expect("a game on the screen");
    g.m.save_text().expect("save text")
}

/// (abandoned, game id) of every game in the history.
fn history(dir: &std::path::Path) -> Vec<(bool, String)> {
    let path = History::default_path(dir);
    if !path.exists() {
        return Vec::new();
    }
    History::open(&path)
        .expect("opens")
        .games(&Filter::default())
        .expect("lists")
        .into_iter()
        .map(|g| (g.abandoned, g.game))
        .collect()
}

fn autosave(dir: &std::path::Path) -> Option<String> {
    std::fs::read_to_string(dir.join("autosave.ron")).ok()
}

#[test]
fn hosting_while_a_game_runs_asks_first_and_cancel_makes_no_room() {
    let dir = temp_dir("host-cancel");
    let mut h = harness(&dir);
    h.run();
    let running = running_honeycomb(&mut h, 3);
    // New game with "Host" ticked, as the dialog's Start sends it.
    let game = index(&h, "hex-roller");
    h.state_mut().send(Event::OpenWindow(Open::NewGame(game)));
    {
        let d = h.state_mut().windows.new_game().expect("the dialog");
        d.seats = vec![
            ("Ann".into(), crate::engine::SeatKind::Human),
            ("Bob".into(), crate::engine::SeatKind::Human),
        ];
        d.host = true;
        d.listen = "127.0.0.1:0".into();
    }
    h.run();
    h.get_by_label("Start").click();
    h.run();
    assert!(h.state().windows.is_open(WindowKind::Leave), "asked first");
    let nothing_made = |h: &Harness<'_, App>| {
        let n = &h.state().network;
        n.hosted.is_none() && n.joining.is_none()
    };
    assert!(nothing_made(&h), "no server and no room before the answer");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(!h.state().windows.is_open(WindowKind::Leave));
    assert!(nothing_made(&h), "Cancel leaves no room behind");
    let g = h.state().play.game.as_ref().expect("the game stays");
    assert_eq!(g.m.save_text().ok().as_deref(), Some(running.as_str()));
    assert_eq!(autosave(&dir).as_deref(), Some(running.as_str()));
    assert!(history(&dir).is_empty(), "nothing recorded");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_game_left_is_abandoned_and_no_longer_continued_and_a_kept_one_is_not_abandoned() {
    let dir = temp_dir("left");
    let mut h = harness(&dir);
    h.run();
    let first = running_honeycomb(&mut h, 3);
    // Left for a seat of a network game (a server nobody runs: the seat never arrives).
    h.state_mut()
        .send(Event::Replace(NextGame::Join(JoinRequest {
            server: "ws://127.0.0.1:9".into(),
            room: "ROOM".into(),
            token: "token".into(),
            day: None,
        })));
    h.run();
    h.get_by_label("Leave it").click();
    h.run();
    assert_eq!(
        history(&dir),
        [(true, "honeycomb-caverns".to_string())],
        "recorded as abandoned"
    );
    assert_ne!(
        autosave(&dir).as_deref(),
        Some(first.as_str()),
        "and not offered as Continue too"
    );
    h.state_mut().network.joining = None;
    h.state_mut().send(Event::Show(Screen::Home));
    h.run();
    assert!(
        h.state().home.recent.iter().all(|r| !r.autosave),
        "no Continue for the game left"
    );

    // A game kept when the window closes: Continue, and not abandoned.
    let second = running_honeycomb(&mut h, 4);
    drop(h);
    assert_eq!(autosave(&dir).as_deref(), Some(second.as_str()));
    assert_eq!(history(&dir).len(), 1, "the kept game is not abandoned");
    let mut h = harness(&dir);
    h.run();
    assert!(h.state().home.recent.iter().any(|r| r.autosave));
    h.get_by_label_contains("Continue").click();
    h.run();
    let g = h.state().play.game.as_ref().expect("continued");
    assert_eq!(g.m.save_text().ok().as_deref(), Some(second.as_str()));

    // Replaced from the home screen after a restart: the kept game is left then.
    h.state_mut().send(Event::Show(Screen::Home));
    drop(h);
    let mut h = harness(&dir);
    h.run();
    let game = index(&h, "honeycomb-caverns");
    h.state_mut().start_game(game, solo(5), false);
    h.run();
    assert_eq!(
        history(&dir)
            .iter()
            .filter(|(abandoned, _)| *abandoned)
            .count(),
        2,
        "the game kept in the autosave is abandoned once another takes its place"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn h_while_the_bots_write_is_queued_with_a_word_and_then_answered() {
    let dir = temp_dir("hint-queued");
    let mut app = kittest_support::app(&dir, still());
    // Slow bots: the player presses H while they still write their part of the roll.
    app.shell.settings.bot_speed = 0.25;
    let mut h = harness_of(app, 1280.0, 800.0);
    h.run();
    let game = index(&h, "hex-roller");
    let setup = MatchSetup {
        seats: vec![
            SeatInfo::human("Ann"),
            SeatInfo::bot("Robo", BotLevel::Easy),
            SeatInfo::bot("Rita", BotLevel::Easy),
        ],
        seed: 11,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    };
    h.state_mut().start_game(game, setup, false);
    h.step();
    h.key_press(egui::Key::H);
    h.step();
    h.step();
    let answered = |h: &Harness<'_, App>| {
        let g = h.state().play.game.as_ref().expect("a game");
        g.m.hint_notation().is_some()
            || g.m
                .thinking()
                .is_some_and(|t| t.purpose == crate::game::Purpose::Hint)
    };
    let queued = h.state().play.game.as_ref().is_some_and(|g| g.hint_queued);
    if queued {
        let word = crate::engine::text::tr("status-hint-queued");
        h.get_by_label(&word);
    } else {
        assert!(answered(&h), "H is answered at once or queued with a word");
    }
    let deadline = web_time::Instant::now() + std::time::Duration::from_secs(60);
    while h
        .state()
        .play
        .game
        .as_ref()
        .is_none_or(|g| g.m.hint_notation().is_none())
    {
        assert!(web_time::Instant::now() < deadline, "the hint comes");
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_language_switch_redraws_the_game_screen_at_once() {
    let dir = temp_dir("language");
    let mut h = harness(&dir);
    h.run();
    let game = index(&h, "honeycomb-caverns");
    h.state_mut().start_game(game, solo(3), false);
    h.run();
    h.get_by_label("Roll the dice");
    h.get_by_label_contains("Roll the dice, or jump");
    h.state_mut().shell.settings.language = Some(Lang::De);
    h.step();
    // The menus, the side panel, the button and the what-now line, in one frame.
    h.get_by_label("Datei");
    h.get_by_label("Rückgängig");
    h.get_by_label("Würfeln");
    h.get_by_label_contains("Würfle oder springe");
    assert!(h.query_by_label_contains("Roll the dice").is_none());
    h.state_mut().shell.settings.language = Some(Lang::En);
    h.step();
    h.get_by_label_contains("Roll the dice, or jump");
    std::fs::remove_dir_all(&dir).ok();
}

/// The side panel's share of the window and the large sheet's share of the play area, as the
/// player sees them, for a two-seat Diaominos game (its wide board and tall column are the
/// tightest fit), in a window `w`×`hgt` pixels at UI scale `scale`, the scale set while the
/// game is on screen (as in Settings).
fn shares(w: f32, hgt: f32, scale: f32) -> (f32, f32) {
    let dir = temp_dir(&format!("scale-{w}-{scale}"));
    let app = kittest_support::app(&dir, still());
    let mut h = harness_of(app, w, hgt);
    h.run();
    let game = index(&h, "diaominos");
    let setup = MatchSetup {
        seats: vec![SeatInfo::human("Ann"), SeatInfo::human("Bob")],
        seed: 3,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    };
    h.state_mut().start_game(game, setup, false);
    h.run();
    h.state_mut().shell.settings.ui_scale = scale;
    h.run();
    h.run();
    // Rects and the window in the same units (points at this scale).
    let window = h.ctx.content_rect().width();
    let panel = window - h.get_by_label("Undo").rect().min.x;
    // The large sheet: the widest of the seats' sheets (the others are the small views).
    let sheet = h
        .query_all_by_label_contains("'s sheet")
        .map(|n| n.rect().width())
        .fold(0.0, f32::max);
    std::fs::remove_dir_all(&dir).ok();
    (panel / window, sheet / (window - panel))
}

#[test]
fn at_every_ui_scale_the_side_panel_keeps_to_a_quarter_and_the_sheet_keeps_its_share() {
    for (w, hgt) in [(1280.0, 800.0), (1920.0, 1080.0)] {
        let (_, sheet_at_1) = shares(w, hgt, 1.0);
        for scale in [1.25, 1.5, 2.0] {
            let (panel, sheet) = shares(w, hgt, scale);
            let at = format!("{w}×{hgt} at {scale}");
            assert!(
                panel <= 0.3,
                "{at}: the side panel takes {panel:.2} of the window"
            );
            assert!(
                // Within 15 %: the header's lines grow with the scale, and a sheet held by the
                // height loses a little width to them.
                sheet >= sheet_at_1 * 0.85,
                "{at}: the sheet takes {sheet:.2} of the play area, {sheet_at_1:.2} at 1.0"
            );
        }
    }
}

#[test]
fn an_error_while_a_window_is_open_stacks_on_top_and_esc_closes_it_first() {
    let dir = temp_dir("stack");
    let mut h = harness(&dir);
    h.run();
    h.state_mut().send(Event::OpenWindow(Open::Settings));
    h.state_mut()
        .send(Event::Error("Something went wrong.".into()));
    h.run();
    assert_eq!(h.state().windows.top(), Some(WindowKind::Error));
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().windows.top(), Some(WindowKind::Settings));
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.state().windows.is_empty());
    // A host request with no person to play here says why and makes nothing.
    let game = index(&h, "hex-roller");
    let bots = MatchSetup {
        seats: vec![SeatInfo::bot("Robo", BotLevel::Easy)],
        seed: 1,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    };
    h.state_mut()
        .send(Event::Replace(NextGame::Host(Box::new(HostRequest {
            game,
            setup: bots,
            mine: None,
            place: HostPlace::Window("127.0.0.1:0".into()),
            tutorial: false,
            clock: None,
        }))));
    h.run();
    assert!(h.state().notice().is_some_and(|n| n.error));
    assert!(h.state().network.hosted.is_none());
    std::fs::remove_dir_all(&dir).ok();
}
