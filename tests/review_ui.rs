//! The review's timeline in the window, driven with egui_kittest: open it from the end window,
//! step with the keys and buttons, jump from a log line, see the played move, play on from a
//! position, and check the reviewed game never changes (its bots wait meanwhile).
#![cfg(feature = "gui")]

use dicepad::cli::{new_bot_match, play_out, write_bot_save, SelfplaySpec};
use dicepad::ui::App;
use egui::Key;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

mod common;

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    common::window(App::new(common::quiet_settings(), dir.to_path_buf()))
}

fn step(h: &Harness<'_, App>) -> usize {
    let g = h.state().game.as_ref().expect("a game is open");
    g.review.as_ref().expect("the review is open").step
}

fn save_text(h: &Harness<'_, App>) -> String {
    h.state().game.as_ref().unwrap().m.save_text().unwrap()
}

#[test]
fn review_steps_through_a_finished_game_and_plays_on_from_a_position() {
    let dir = common::temp_dir("review", "finished");
    let spec =
        SelfplaySpec::parse("hex-roller", "normal", Some("normal,normal"), 1, 5, &[]).unwrap();
    let mut m = new_bot_match(&spec, 0).unwrap();
    play_out(m.as_mut()).unwrap();
    let path = dir.join("done.ron");
    std::fs::write(&path, m.save_text().unwrap()).unwrap();
    let len = m.log_len();

    let mut h = harness(&dir);
    h.run();
    h.state_mut().open_path(&path);
    h.run();
    let original = save_text(&h);
    // The end window offers the review; it opens at the end of the game.
    h.get_by_label("Game over");
    h.get_all_by_label("Review").next().unwrap().click();
    h.run();
    assert_eq!(step(&h), len);
    assert!(
        h.query_by_label("Play again: same dice").is_none(),
        "the end window closed"
    );
    h.get_by_label_contains(&format!("After {len} of {len} actions"));

    h.key_press(Key::ArrowLeft);
    h.run();
    assert_eq!(step(&h), len - 1);
    h.key_press(Key::Home);
    h.run();
    assert_eq!(step(&h), 0);
    h.get_by_label("Next").click();
    h.run();
    assert_eq!(step(&h), 1);

    // A click on a seat's log line shows the position before it, with the move played named.
    let k = (3..len).find(|&i| m.log_seat(i).is_some()).unwrap();
    let line = m.log_line(k).unwrap();
    let text = format!("{}. {}: {}", k + 1, line.who, line.text);
    h.get_by_label(&text).click();
    h.run();
    assert_eq!(step(&h), k);
    h.get_by_label_contains("Played: ");
    assert_eq!(save_text(&h), original, "reviewing changes nothing");

    // Undo and hint do nothing to the reviewed game.
    h.state_mut().undo();
    h.key_press(Key::H);
    h.run();
    assert_eq!(save_text(&h), original);

    h.get_by_label("Play on from here").click();
    h.run();
    let g = h.state().game.as_ref().unwrap();
    assert!(g.review.is_none(), "the branch is a game to play");
    assert!(!g.m.is_over());
    let branch: Vec<String> = (0..k).map(|i| g.m.log_notation(i).unwrap()).collect();
    let before: Vec<String> = (0..k).map(|i| m.log_notation(i).unwrap()).collect();
    assert_eq!(
        branch, before,
        "the branch starts with the original's first {k} actions"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        original,
        "the reviewed save is untouched"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bots_wait_while_a_running_game_is_reviewed_and_esc_goes_back() {
    let dir = common::temp_dir("review", "running");
    let spec = SelfplaySpec::parse("black-molly", "easy", Some("easy,easy"), 1, 2, &[]).unwrap();
    let path = dir.join("running.ron");
    write_bot_save(&spec, Some(12), &path).unwrap();

    let mut h = harness(&dir);
    h.run();
    h.state_mut().settings.bot_speed = 50.0;
    h.state_mut().open_path(&path);
    h.state_mut().open_review();
    h.run();
    let at = h.state().game.as_ref().unwrap().m.action_count();
    for _ in 0..20 {
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    assert_eq!(
        h.state().game.as_ref().unwrap().m.action_count(),
        at,
        "no bot moves while the review is open"
    );
    h.get_by_label("Back to the game");
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().game.as_ref().unwrap().review.is_none());
    for _ in 0..40 {
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    assert!(
        h.state().game.as_ref().unwrap().m.action_count() > at,
        "the bots go on once it is closed"
    );
    std::fs::remove_dir_all(&dir).ok();
}
