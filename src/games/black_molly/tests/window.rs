//! Black Molly in the window at 1280×800 as a player sees it (egui_kittest): the board's size and
//! text, the header's round, and the end window's words for how the game ended.

use super::*;
use crate::engine::BotLevel;
use crate::game::MatchSetup;
use crate::games::black_molly::view::layout::CARD_FONT;
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
    let g = h.state().game.as_ref().expect("a game is running");
    ron::from_str(&g.m.state_text()).expect("the state text is the game's RON")
}

/// One action of a `level` bot for the seat to move (the dice follow by themselves).
fn bot_step(h: &mut Harness<'_, App>, level: BotLevel) {
    let m = &mut h.state_mut().game.as_mut().unwrap().m;
    assert!(m.play_bot(level).unwrap(), "the bot moves");
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
    let text = CARD_FONT * fit.scale;
    assert!(text >= 11.0, "card text {text:.1} points");
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
fn the_header_counts_plain_rounds_and_announces_the_limit_only_near_it_then_the_end_says_why() {
    let (mut h, dir) = window("limit");
    // Seed 3: two Normal bots swim to round 100 without losing a fish (as the issue saw).
    start(&mut h, 3);
    let mut seen_plain = false;
    let mut seen_near = false;
    while !state(&h).is_over() {
        let round = state(&h).round;
        if round == 42 && !seen_plain {
            h.run();
            h.get_by_label_contains("Round 42 · ");
            assert!(h.query_by_label_contains("of 100").is_none());
            assert!(h.query_by_label_contains("the game ends").is_none());
            seen_plain = true;
        }
        if round == 95 && !seen_near {
            h.run();
            h.get_by_label_contains("Round 95 · the game ends after round 100 · ");
            seen_near = true;
        }
        bot_step(&mut h, BotLevel::Normal);
    }
    h.run();
    assert!(seen_plain && seen_near);
    let s = state(&h);
    assert_eq!(s.round, AQUARIUM.round_limit, "ended by the limit");
    assert_eq!(s.winners, [0, 1]);
    h.get_by_label("Game over");
    // The end window: who shares the win and, per seat, why.
    let lines = h
        .get_all_by_label_contains("still swimming after round 100, the last round")
        .count();
    assert_eq!(lines, 2, "both winners' lines say the round limit ended it");
    h.get_by_label_contains("Round 100 was the last: everyone whose fish still swims shares");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_end_window_names_the_last_fish_and_counts_them() {
    let (mut h, dir) = window("last");
    start(&mut h, 5);
    while !state(&h).is_over() {
        bot_step(&mut h, BotLevel::Easy);
    }
    h.run();
    let s = state(&h);
    let [w] = s.winners[..] else {
        panic!("Easy bots on seed 5 leave one player: {:?}", s.winners)
    };
    let name = ["Ann", "Ben"][w];
    let left = s.alive(w);
    h.get_by_label(&format!("{name} wins with {left} fish left."));
    h.get_by_label_contains("The last fish in the aquarium (after ");
    h.get_by_label_contains("No fish left (out in round ");
    h.get_by_label_contains(&format!("{name}'s fish are the last ones left."));
    std::fs::remove_dir_all(&dir).ok();
}
