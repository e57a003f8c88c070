//! Issue 48's sheets and words as a player meets them in the window (egui_kittest): against bots
//! the player's own sheet stays large while the bots write (their moves show on the small
//! views), and a solo game's end window names no "winner".

use super::kittest_support::{self, harness_of, still};
use super::App;
use crate::engine::{BotLevel, SeatInfo};
use crate::game::MatchSetup;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use std::time::Duration;
use web_time::Instant;

fn index(h: &Harness<'_, App>, id: &str) -> usize {
    h.state().shell.index_of(id).expect("registered")
}

fn log_len(h: &Harness<'_, App>) -> usize {
    h.state()
        .play
        .game
        .as_ref()
        .map_or(0, |g| g.m.action_count())
}

#[test]
fn against_bots_the_player_s_own_sheet_stays_large_while_they_write() {
    let dir = kittest_support::temp_dir("first-hour", "own-sheet");
    let mut app = kittest_support::app(&dir, still());
    app.shell.settings.bot_speed = 50.0;
    let mut h = harness_of(app, 1280.0, 800.0);
    h.run();
    let game = index(&h, "molecular-structures");
    let setup = MatchSetup {
        seats: vec![
            SeatInfo::human("Ann"),
            SeatInfo::bot("Robo", BotLevel::Normal),
            SeatInfo::bot("Rita", BotLevel::Normal),
        ],
        seed: 4,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    };
    h.state_mut().start_game(game, setup, false);
    h.run();
    // "Bot plays for me": every seat is played by a bot, several moves a second. Before, the
    // large sheet went to whichever bot was to move.
    h.state_mut().play.game.as_mut().expect("a game").autoplay = true;
    let start = log_len(&h);
    let deadline = Instant::now() + Duration::from_secs(90);
    let mut bot_turns_seen = 0;
    while log_len(&h) < start + 60 {
        assert!(Instant::now() < deadline, "the bots play on");
        h.step();
        std::thread::sleep(Duration::from_millis(5));
        let g = h.state().play.game.as_ref().expect("a game");
        if g.m.is_over() {
            break;
        }
        if matches!(g.m.to_move(), crate::engine::ToMove::Seat(s) if s > 0) {
            bot_turns_seen += 1;
        }
        assert!(
            h.query_by_label("Ann's sheet").is_some(),
            "Ann's sheet is the large one (log at {})",
            log_len(&h)
        );
        assert!(h.query_by_label("Robo's sheet").is_none());
        assert!(h.query_by_label("Rita's sheet").is_none());
        // The bots' sheets are the small views.
        h.get_by_label("Robo's sheet (small)");
        h.get_by_label("Rita's sheet (small)");
    }
    assert!(
        bot_turns_seen > 5,
        "frames on a bot's turn: {bot_turns_seen}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_solo_game_s_end_window_names_no_winner() {
    let dir = kittest_support::temp_dir("first-hour", "solo-end");
    let mut app = kittest_support::app(&dir, still());
    app.shell.settings.bot_speed = 50.0;
    let mut h = harness_of(app, 1280.0, 800.0);
    h.run();
    let game = index(&h, "honeycomb-caverns");
    let setup = MatchSetup {
        seats: vec![SeatInfo::human("Ann")],
        seed: 9,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    };
    h.state_mut().start_game(game, setup, false);
    h.run();
    {
        let g = h.state_mut().play.game.as_mut().expect("a game");
        g.autoplay = true;
        g.skipping = true;
    }
    let deadline = Instant::now() + Duration::from_secs(120);
    while !h.state().play.game.as_ref().is_some_and(|g| g.m.is_over()) {
        assert!(Instant::now() < deadline, "the solo game ends");
        h.step();
        std::thread::sleep(Duration::from_millis(2));
    }
    h.run();
    assert!(
        h.query_all_by_label("Game over").count() >= 1,
        "the end window is open"
    );
    h.get_by_label_contains("Ann scores");
    assert!(h.query_by_label_contains("(winner)").is_none());
    assert!(h.query_by_label_contains("wins").is_none());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_header_names_the_roll_only_once_the_dice_stop() {
    let dir = kittest_support::temp_dir("first-hour", "tumble");
    // Animations on: the dice tumble for a moment after the roll.
    let settings = super::settings::Settings {
        anim_speed: 1.0,
        ..still()
    };
    let app = kittest_support::app(&dir, settings);
    let mut h = harness_of(app, 1280.0, 800.0);
    h.run_steps(2);
    let game = index(&h, "honeycomb-caverns");
    let setup = MatchSetup {
        seats: vec![SeatInfo::human("Ann")],
        seed: 3,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    };
    h.state_mut().start_game(game, setup, false);
    h.run_steps(4);
    h.get_by_label("Roll the dice").click();
    h.run_steps(2);
    // Before: "Pick a move (3 N, …)" while the dice were still in the air.
    h.get_by_label("The dice are rolling…");
    assert!(h.query_by_label_contains("Pick a move").is_none());
    assert!(h.query_by_label_contains("you must jump").is_none());
    // Once they lie still the roll's moves are named.
    let deadline = Instant::now() + Duration::from_secs(20);
    while h.query_by_label("The dice are rolling…").is_some() {
        assert!(Instant::now() < deadline, "the dice stop");
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(
        h.query_by_label_contains("Pick a move").is_some()
            || h.query_by_label_contains("you must jump").is_some()
    );
    std::fs::remove_dir_all(&dir).ok();
}
