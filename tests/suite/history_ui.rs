//! The game history in the window: a finished game is recorded once, the statistics screen shows
//! it (with its plots) and opens it again; a damaged database gives one notice and play goes on.
#![cfg(feature = "gui")]
use crate::common;

use super::history::person_game;
use dicepad::engine::BotLevel;
use dicepad::history::{Filter, History};
use dicepad::ui::App;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    common::window(App::new(common::quiet_settings(), dir.to_path_buf()))
}

/// Starts Honeycomb Caverns (one person at the table) from the home screen.
fn start_honeycomb(h: &mut Harness<'_, App>, seed: &str) {
    h.get_by_label("New game: Honeycomb Caverns").click();
    h.run();
    h.state_mut()
        .windows
        .new_game()
        .expect("dialog open")
        .seed_text = seed.into();
    h.run();
    h.get_by_label("Start").click();
    h.run();
    assert!(h.state().play.game.is_some(), "Start opens the game");
}

/// The person's moves, made by the Easy bot on their behalf, `limit` at most (to the end).
fn play(h: &mut Harness<'_, App>, limit: usize) {
    for _ in 0..limit {
        let m = &mut h.state_mut().play.game.as_mut().unwrap().m;
        if m.is_over() {
            break;
        }
        assert!(m.play_bot(BotLevel::Easy).unwrap(), "a move was made");
        h.step();
    }
    h.run();
}

fn recorded(dir: &std::path::Path) -> Vec<dicepad::history::GameSummary> {
    History::open(&History::default_path(dir))
        .unwrap()
        .games(&Filter::default())
        .unwrap()
}

#[test]
fn a_finished_game_is_recorded_shown_in_statistics_and_reopens() {
    let dir = common::temp_dir("history-ui", "finished");
    let mut h = harness(&dir);
    h.run();
    start_honeycomb(&mut h, "42");
    play(&mut h, 10_000);
    assert!(h.state().play.game.as_ref().unwrap().m.is_over());
    let games = recorded(&dir);
    assert_eq!(games.len(), 1, "recorded once");
    let g = &games[0];
    assert!(!g.abandoned);
    let total = h.state().play.game.as_ref().unwrap().m.scores()[0].total;
    assert_eq!(g.seats[0].score, total);
    assert_eq!(g.seats[0].level, None);
    // More frames do not record it again.
    h.run();
    assert_eq!(recorded(&dir).len(), 1);

    // Game › … View › Statistics.
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Statistics").click();
    h.run();
    h.get_by_label("Games played");
    h.get_by_label("Score over time");
    h.get_by_label("Score distribution");
    h.get_by_label("Compare with bots");
    // One game: its score is both the best and the worst.
    assert!(h.get_all_by_label(&total.to_string()).count() >= 2);
    h.get_by_label(&format!("{total}.0"));
    let s = h.state().stats.as_ref().unwrap();
    assert_eq!(s.game, "honeycomb-caverns");
    let name = g.seats[0].name.clone();
    assert_eq!(s.player.as_deref(), Some(name.as_str()));

    // Clicking the past game opens it in the review, at its end.
    let id = g.id;
    h.get_by_label(&format!("Game {id}")).click();
    // The review's analysis starts on its own thread and repaints until it is done: on a busy
    // machine that takes more frames than `run` allows, so wait (a minute at most) for it to settle.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while h.try_run().is_err() {
        assert!(
            std::time::Instant::now() < deadline,
            "the review never settles"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let shown = h.state().play.game.as_ref().unwrap();
    assert_eq!(shown.history_id, Some(id));
    assert!(shown.m.is_over());
    assert_eq!(shown.m.scores()[0].total, total);
    let review = shown.review.as_ref().expect("opened in the review");
    assert_eq!(review.step, shown.m.action_count());
    assert!(
        h.get_all_by_label("Game over").count() >= 1,
        "the game screen shows it"
    );
    h.get_by_label("Play on from here");
    // Opening it records nothing new.
    assert_eq!(recorded(&dir).len(), 1);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_game_replaced_after_a_move_is_recorded_abandoned() {
    let dir = common::temp_dir("history-ui", "abandoned");
    let mut h = harness(&dir);
    h.run();
    start_honeycomb(&mut h, "7");
    // No move of the person's yet: a new game replaces it without a record.
    h.state_mut().start_game(0, fresh_setup(), false);
    h.run();
    assert!(recorded(&dir).is_empty());
    play(&mut h, 3);
    // After a move it asks first; the game is recorded abandoned once the player leaves it.
    h.state_mut().start_game(0, fresh_setup(), false);
    h.run();
    assert!(
        recorded(&dir).is_empty(),
        "nothing recorded before the choice"
    );
    h.get_by_label("Leave it").click();
    h.run();
    let games = recorded(&dir);
    assert_eq!(games.len(), 1);
    assert!(games[0].abandoned);
    let stats = History::open(&History::default_path(&dir))
        .unwrap()
        .stats(&Filter::default())
        .unwrap();
    assert_eq!((stats.games, stats.abandoned), (0, 1));
    std::fs::remove_dir_all(&dir).ok();
}

fn fresh_setup() -> dicepad::game::MatchSetup {
    dicepad::game::MatchSetup {
        seats: vec![dicepad::engine::SeatInfo::human("Ann")],
        seed: 5,
        options: Default::default(),
        dice: dicepad::engine::Dice::Seeded,
    }
}

#[test]
fn a_damaged_database_gives_one_notice_and_play_goes_on() {
    let dir = common::temp_dir("history-ui", "damaged");
    let db = History::default_path(&dir);
    let junk = b"not a database at all, just text that is long enough to be read".repeat(64);
    std::fs::write(&db, &junk).unwrap();
    let mut h = harness(&dir);
    h.run();
    start_honeycomb(&mut h, "42");
    play(&mut h, 10_000);
    let notice = h.state().notice().expect("a notice");
    assert!(
        notice.error && notice.text.contains("damaged"),
        "{notice:?}"
    );
    assert!(!notice.text.contains('\n'));
    // The game autosaved all the same, and the file is untouched.
    assert!(dir.join("autosave.ron").exists());
    assert_eq!(std::fs::read(&db).unwrap(), junk);
    // Dismissed, it does not come back with the next finished game.
    h.state_mut()
        .windows
        .close(dicepad::ui::windows::WindowKind::Error);
    h.state_mut().shell.notice = None;
    h.state_mut().start_game(0, fresh_setup(), false);
    h.run();
    play(&mut h, 10_000);
    assert!(h.state().play.game.as_ref().unwrap().m.is_over());
    assert!(
        h.state().notice().as_ref().is_none_or(|n| !n.error),
        "no second notice"
    );
    // The statistics screen says what is wrong instead of showing figures.
    h.state_mut()
        .send(dicepad::ui::event::Event::OpenStats(None));
    h.run();
    assert!(h.get_all_by_label_contains("damaged").count() >= 1);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn compare_with_bots_records_bot_games_in_the_background() {
    let dir = common::temp_dir("history-ui", "compare");
    let mut h = harness(&dir);
    h.run();
    h.get_by_label("Statistics").click();
    h.run();
    assert_eq!(h.state().stats.as_ref().unwrap().game, "honeycomb-caverns");
    // A few games per level keep the test short (the window plays 36/36/12).
    h.state_mut().stats.as_mut().unwrap().compare_games = [
        (BotLevel::Easy, 3),
        (BotLevel::Normal, 2),
        (BotLevel::Strong, 1),
    ];
    h.get_by_label("Compare with bots").click();
    h.run();
    let start = std::time::Instant::now();
    while recorded(&dir).len() < 6 {
        assert!(
            start.elapsed().as_secs() < 120,
            "the bot games never finished"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.step();
    }
    // The window picks the finished job up and shows the bots' figures.
    for _ in 0..20 {
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    h.run();
    let s = h.state().stats.as_ref().unwrap();
    let players: Vec<&str> = s.rows().map(|p| p.player.as_str()).collect();
    assert_eq!(players, vec!["Easy bot", "Normal bot", "Strong bot"]);
    assert!(h.query_by_label("Compare with bots").is_none());
    h.get_by_label("Score distribution");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn statistics_show_a_persons_rating_moved_by_their_results_and_a_solo_games_once_its_bots_played() {
    use BotLevel::*;
    let dir = common::temp_dir("history-ui", "ratings");
    {
        let mut db = History::open(&History::default_path(&dir)).unwrap();
        for rec in [
            person_game(
                "black-molly",
                &[("Ann", None, 40), ("S", Some(Strong), 20)],
                100,
            ),
            person_game(
                "black-molly",
                &[("Ann", None, 30), ("N", Some(Normal), 10)],
                200,
            ),
            person_game(
                "black-molly",
                &[("Bob", None, 3), ("E", Some(Easy), 30)],
                300,
            ),
            person_game("honeycomb-caverns", &[("Ann", None, 10_000)], 400),
        ] {
            db.record(&rec).unwrap();
        }
    }
    let mut h = harness(&dir);
    h.run();
    h.get_by_label("Statistics").click();
    h.run();
    // Every game: a rating column, Ann above Normal's 1500 in Black Molly, Bob below.
    h.state_mut().stats.as_mut().unwrap().game = dicepad::ui::stats::ALL_GAMES.into();
    h.state_mut().stats.as_mut().unwrap().dirty = true;
    h.run();
    h.get_by_label("Rating");
    let cells: Vec<String> = h
        .query_all_by_label_contains(" ± ")
        .map(|n| n.value().unwrap_or_default())
        .collect();
    let rating = |cell: &String| -> f64 {
        cell.split(' ')
            .next()
            .unwrap()
            .trim_end_matches('?')
            .parse()
            .unwrap_or_else(|e| panic!("{cell:?}: {e}"))
    };
    assert!(cells.len() >= 2, "{cells:?}");
    // Ann's Black Molly row comes before Bob's (by game, then name).
    assert!(
        rating(&cells[0]) > 1500.0 && rating(&cells[1]) < 1500.0,
        "{cells:?}"
    );
    // Black Molly's page for Ann: the rating's figures and its plot.
    {
        let s = h.state_mut().stats.as_mut().unwrap();
        s.game = "black-molly".into();
        s.player = Some("Ann".into());
        s.dirty = true;
    }
    h.run();
    h.get_by_label("Now");
    h.get_by_label("Games rated");
    // Games played and games rated: both 2.
    assert!(h.get_all_by_label("2").count() >= 2);
    // Honeycomb: rated once the bots have played its dice on their thread.
    {
        let s = h.state_mut().stats.as_mut().unwrap();
        s.game = "honeycomb-caverns".into();
        s.dirty = true;
    }
    h.step();
    h.step();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while h.query_by_label("Games rated").is_none() {
        assert!(
            std::time::Instant::now() < deadline,
            "the solo game was never rated"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.step();
    }
    h.run();
    // A score no bot reaches on those dice: above Normal's 1500.
    let now: Vec<String> = h
        .query_all_by_label_contains(" ± ")
        .map(|n| n.value().unwrap_or_default())
        .collect();
    assert_eq!(now.len(), 1, "{now:?}");
    assert!(rating(&now[0]) > 1500.0, "{now:?}");
    std::fs::remove_dir_all(&dir).ok();
}
