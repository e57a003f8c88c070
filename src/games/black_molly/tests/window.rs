//! Black Molly in the window at 1280×800 as a player sees it (egui_kittest): the board's size and
//! text, the header's round, and the end window's words for how the game ended.

use super::*;
use crate::game::MatchSetup;
use crate::games::black_molly::view::layout::{CARD_FONT, LABEL_FONT, LEGEND_FONT};
use crate::games::black_molly::view::sheet::{card_rect, sheet_fit};
use crate::sheet_kit::GameUi;
use crate::ui::play::fit_rect;
use crate::ui::settings::Settings;
use crate::ui::App;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

fn window(name: &str) -> (Harness<'static, App>, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("dicepad-bm-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let settings = Settings {
        anim_speed: 0.0,
        ..Settings::default()
    };
    let h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        // Many log lines at once (a bot's turns between frames) take the log a few frames to
        // measure.
        .with_max_steps(24)
        .build_ui_state(
            |ui, app: &mut App| app.show(ui),
            App::new(settings, dir.clone()),
        );
    (h, dir)
}

/// A Black Molly game of two people (the bots below play for them) on `seed`.
fn start(h: &mut Harness<'_, App>, seed: u64) {
    h.run();
    let index = crate::games::registry()
        .iter()
        .position(|g| g.info().id == "black-molly")
        .unwrap();
    let setup = MatchSetup {
        seats: vec![SeatInfo::human("Ann"), SeatInfo::human("Ben")],
        seed,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    };
    h.state_mut().start_game(index, setup, true);
    h.run();
}

fn state(h: &Harness<'_, App>) -> State {
    let g = h.state().play.game.as_ref().expect("a game is running");
    ron::from_str(&g.m.state_text()).expect("the state text is the game's RON")
}

/// Finished games kept as saves (their logs replay through the rules, whatever the bots that
/// played them do today): Ann's and Ben's fish swim to the round limit (Normal bots, seed 3);
/// Ben's fish are the last left (Easy, seed 5); their last fish go in the same step (Easy, 21).
const ROUND_LIMIT: &str = include_str!("saves/round-limit.ron");
const LAST_FISH: &str = include_str!("saves/last-fish.ron");
const SAME_STEP: &str = include_str!("saves/same-step.ron");

/// Opens `text` in the window (written to the data folder first).
fn open(h: &mut Harness<'_, App>, dir: &std::path::Path, name: &str, text: &str) {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    h.state_mut().open_path(&path);
    h.run();
}

/// `open`, then the end window as it shows when a game ends (a save opened finished shows its
/// result in the status bar only).
fn open_finished(h: &mut Harness<'_, App>, dir: &std::path::Path, name: &str, text: &str) {
    open(h, dir, name, text);
    if let Some(g) = h.state_mut().play.game.as_mut() {
        g.end_dismissed = false;
    }
    h.run();
}

/// `text` stopped where the move step of `round` begins.
fn at_round(text: &str, round: u32) -> String {
    let session = crate::game::load_session(BlackMolly, text).unwrap();
    let mut s = session.prefix(0).state().clone();
    let steps = session
        .log()
        .iter()
        .position(|e| {
            let here = s.round == round && matches!(s.phase, Phase::Move { .. });
            BlackMolly.perform(&mut s, &e.action);
            here
        })
        .expect("the game reaches that round");
    crate::game::save_text(&session.prefix(steps)).unwrap()
}

#[test]
fn the_board_fills_the_play_area_with_readable_cards_and_the_controls_under_it() {
    let (mut h, dir) = window("size");
    start(&mut h, 42);
    let s = state(&h);
    let area = h.get_by_label("Ann's sheet").rect();
    let board = fit_rect(BlackMolly.sheet_size(&s), area);
    let fit = sheet_fit(board);
    // Before: about 580 × 390 points of a 930-point-wide play area, card text about 7 points.
    assert!(board.width() >= 700.0, "{board:?}");
    // The cards' names, coordinates and ON markers, the legend under the cards and the column
    // letters and row numbers.
    for font in [CARD_FONT, LEGEND_FONT, LABEL_FONT] {
        let text = font * fit.scale;
        assert!(text >= 11.0, "text {text:.1} points");
    }
    // Each card keeps the proportions of the natural drawing.
    let card = card_rect(&fit, c("a1"));
    let natural = crate::games::black_molly::view::layout::CARD_W
        / crate::games::black_molly::view::layout::CARD_H;
    assert!((card.width() / card.height() - natural).abs() < 0.01);
    // The step buttons and the players are in the strip under the board.
    let pass = h.get_by_label("Pass (move nothing)").rect();
    assert!(pass.top() > board.bottom(), "{pass:?} under {board:?}");
    let ann = h.get_by_label("Ann").rect();
    assert!(ann.top() > board.bottom());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_header_counts_plain_rounds_and_announces_the_limit_only_near_it() {
    for round in [42, 90, 95] {
        // A window of its own per game (opening another over a running one asks first).
        let (mut h, dir) = window(&format!("limit{round}"));
        h.run();
        open(&mut h, &dir, "r.ron", &at_round(ROUND_LIMIT, round));
        assert_eq!(state(&h).round, round);
        // The D4 passes left every round: Ann holds it in odd rounds, Ben in even ones.
        let who = ["Ann", "Ben"][(round as usize - 1) % 2];
        if round < 91 {
            h.get_by_label(&format!("Round {round} · {who} to play"));
            assert!(h.query_by_label_contains("of 100").is_none());
            assert!(h.query_by_label_contains("the game ends").is_none());
        } else {
            h.get_by_label(&format!(
                "Round {round} · the game ends after round 100 · {who} to play"
            ));
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}

#[test]
fn the_end_window_says_how_the_game_ended() {
    let (mut h, dir) = window("ends");
    h.run();
    // The round limit: both still swim, they share, and each line says the limit ended it.
    open_finished(&mut h, &dir, "limit.ron", ROUND_LIMIT);
    assert_eq!(state(&h).round, AQUARIUM.round_limit);
    h.get_by_label("Ann and Ben share the win with 4 fish left.");
    let lines = h
        .get_all_by_label_contains("still swimming after round 100, the last round")
        .count();
    assert_eq!(lines, 2);
    h.get_by_label_contains("Round 100, the last round, ended with their fish still swimming.");
    // One player's fish are the last left.
    open_finished(&mut h, &dir, "last.ron", LAST_FISH);
    h.get_by_label("Ben wins with 1 fish left.");
    h.get_by_label("The last fish in the aquarium (after 7 rounds)");
    h.get_by_label("No fish left (out in round 7)");
    h.get_by_label_contains("Ben's fish are the last ones left.");
    // The last fish of both went in the same step.
    open_finished(&mut h, &dir, "same.ron", SAME_STEP);
    h.get_by_label("Ann and Ben share the win with 0 fish left.");
    let same = "Last fish lost in round 5, in the same step as another winner's";
    assert_eq!(h.get_all_by_label(same).count(), 2);
    h.get_by_label_contains("Their last fish went in the same step.");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_step_buttons_keep_their_place_from_round_to_round() {
    // Round 1's move step comes before any roll (no die in the tray), round 2's after one (the
    // D4 in the tray). Before: "Pass" sat at x≈75 in round 1 and x≈188 in round 2.
    let mut lefts = Vec::new();
    for round in [1, 2, 3] {
        let (mut h, dir) = window(&format!("steps{round}"));
        h.run();
        open(&mut h, &dir, "r.ron", &at_round(ROUND_LIMIT, round));
        assert_eq!(state(&h).round, round);
        let pass = h.get_by_label("Pass (move nothing)").rect();
        lefts.push((round, pass.left(), pass.top()));
        std::fs::remove_dir_all(&dir).ok();
    }
    let (_, x0, y0) = lefts[0];
    for &(round, x, y) in &lefts {
        assert!(
            (x - x0).abs() < 0.5 && (y - y0).abs() < 0.5,
            "round {round}: {lefts:?}"
        );
    }
}
