//! The home screen as a player meets it: a card with a picture per game, recent games in words,
//! Continue only for a game that is not over.

use super::super::app::App;
use super::super::settings::Settings;
use crate::engine::{BotLevel, SeatInfo, SeatKind};
use crate::plugin::MatchSetup;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

fn temp_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("dicepad-home-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

fn harness(dir: &std::path::Path, settings: Settings) -> Harness<'static, App> {
    let app = App::new(settings, dir.to_path_buf());
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

/// A Hex Roller game of two Easy bots, stopped after `actions` actions (or at its end).
fn hex_roller_save(actions: usize) -> (String, bool) {
    let g = crate::games::find("hex-roller").expect("registered");
    let seats = vec![
        SeatInfo {
            name: "Ann".into(),
            kind: SeatKind::Bot(BotLevel::Easy),
        },
        SeatInfo {
            name: "Ben".into(),
            kind: SeatKind::Bot(BotLevel::Easy),
        },
    ];
    let mut m = g
        .new_match(MatchSetup {
            seats,
            seed: 5,
            options: Default::default(),
        })
        .expect("a new game");
    while m.action_count() < actions && m.step_bot() {}
    (m.save_text().expect("save text"), m.is_over())
}

#[test]
fn every_game_has_a_card_with_its_own_picture() {
    let dir = temp_dir("cards");
    let mut h = harness(&dir, Settings::default());
    h.run();
    for g in crate::games::registry() {
        let name = g.info().name;
        h.get_by_label(&format!("Picture of a {name} sheet"));
        h.get_by_label(&format!("New game: {name}"));
        h.get_by_label(&format!("How to play {name}"));
    }
    // No autosave yet: nothing to continue.
    assert!(h.query_by_label_contains("Continue").is_none());
    assert!(h.query_by_label("Recent games").is_none());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_running_autosave_is_offered_as_continue_in_words() {
    let dir = temp_dir("running");
    let (text, over) = hex_roller_save(30);
    assert!(!over);
    std::fs::write(dir.join("autosave.ron"), text).expect("write");
    let mut h = harness(&dir, Settings::default());
    h.run();
    h.get_by_label("Recent games");
    h.get_by_label("Hex Roller (last game)");
    // Where the game stands, from the game's own status and whose turn it is.
    let running = &h.state().recent[0];
    assert!(
        running.state.starts_with("Round ") && running.state.contains(" of 7, "),
        "{}",
        running.state
    );
    assert!(running.state.ends_with(" to play"), "{}", running.state);
    h.get_by_label(&running.state.clone());
    h.get_by_label("just now");
    assert!(!h.state().recent[0].state.contains("running:"));
    h.get_by_label("Continue: Hex Roller (last game)").click();
    h.run();
    let g = h.state().game.as_ref().expect("Continue opens the game");
    // The bots carry on from where the save stopped.
    assert!(g.m.action_count() >= 30, "{}", g.m.action_count());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_finished_autosave_has_no_continue_and_says_who_won() {
    let dir = temp_dir("finished");
    let (text, over) = hex_roller_save(usize::MAX);
    assert!(over);
    std::fs::write(dir.join("autosave.ron"), text).expect("write");
    let mut h = harness(&dir, Settings::default());
    h.run();
    h.get_by_label("Hex Roller (last game)");
    assert!(h.query_by_label_contains("Continue").is_none());
    let r = &h.state().recent[0];
    assert!(r.finished);
    assert!(
        r.state.starts_with("finished, ") && r.state.contains(" points"),
        "{}",
        r.state
    );
    h.get_by_label("Look at it: Hex Roller (last game)");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_broken_recent_file_is_listed_as_such_and_can_be_forgotten() {
    let dir = temp_dir("broken");
    let bad = dir.join("mine.ron");
    std::fs::write(&bad, "not a save at all").expect("write");
    let settings = Settings {
        recent_files: vec![bad.clone(), dir.join("gone.ron")],
        ..Settings::default()
    };
    let mut h = harness(&dir, settings);
    h.run();
    // A file that no longer exists is dropped; the unreadable one is named by its file name only.
    h.get_by_label("mine.ron");
    h.get_by_label("this file can no longer be opened");
    assert!(h.query_by_label_contains(&dir.display().to_string()).is_none());
    assert_eq!(h.state().settings.recent_files, vec![bad.clone()]);
    h.get_by_label("Forget").click();
    h.run();
    assert!(h.state().settings.recent_files.is_empty());
    assert!(h.query_by_label("mine.ron").is_none());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn opening_a_save_puts_it_at_the_top_of_recent_games() {
    let dir = temp_dir("open");
    let (text, _) = hex_roller_save(10);
    let file = dir.join("friday.ron");
    std::fs::write(&file, text).expect("write");
    let mut h = harness(&dir, Settings::default());
    h.run();
    h.state_mut().open_path(&file);
    h.run();
    let canonical = std::fs::canonicalize(&file).expect("exists");
    assert_eq!(h.state().settings.recent_files, vec![canonical]);
    let note = h.state().notice.clone().expect("a note");
    assert_eq!(note.text, "Opened friday.ron");
    std::fs::remove_dir_all(&dir).ok();
}
