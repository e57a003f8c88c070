//! Today's challenge on the game screen, as a player meets it: the side panel says it is the one
//! attempt and what score to beat; hints are greyed out with the reason (the bot's hint would be
//! the opponent's own game), and so is Undo (every move counts); the leave question says leaving
//! throws the attempt away.

use super::super::app::App;
use super::super::command::Command;
use super::super::kittest_support::{self, step_until};
use crate::engine::ScoreUnit;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    let mut app = kittest_support::app(dir, kittest_support::still());
    // Today's bot scores from the quick bot: the Strong one would search for long in debug.
    app.daily.bot = crate::engine::BotLevel::Easy;
    kittest_support::harness_of(app, 1280.0, 800.0)
}

/// Whether every widget labelled `label` (the menu item and the side panel's button) is greyed
/// out; panics if there is none.
fn greyed(h: &Harness<'_, App>, label: &str) -> bool {
    let all: Vec<bool> = h
        .get_all_by_label(label)
        .map(|n| n.accesskit_node().is_disabled())
        .collect();
    assert!(!all.is_empty(), "no {label}");
    all.iter().all(|&d| d)
}

/// The pointer rests on the side panel's `label` until its tooltip is up.
fn rest_on(h: &mut Harness<'_, App>, label: &str) {
    h.get_all_by_label(label)
        .last()
        .unwrap_or_else(|| panic!("no {label}"))
        .hover();
    // egui waits a moment before it shows a tooltip.
    for _ in 0..60 {
        h.step();
    }
}

#[test]
fn the_daily_attempt_says_what_to_beat_and_why_hints_and_undo_are_off_and_what_leaving_costs() {
    let dir = kittest_support::temp_dir("daily-screen", "attempt");
    let mut h = harness(&dir);
    h.run();
    let date = crate::export::today();
    step_until(&mut h, "the bot's score on today's Honeycomb dice", |a| {
        a.daily
            .book
            .strong_score(&date, "honeycomb-caverns")
            .is_some()
    });
    let bot =
        crate::daily::bot_score(&date, "honeycomb-caverns", crate::engine::BotLevel::Easy).unwrap();
    h.get_by_label("Play today's Honeycomb Caverns challenge")
        .click();
    h.run();
    // The side panel's line: the attempt, and the score to beat.
    h.get_by_label(&format!(
        "Today's challenge, your one attempt · to beat: Easy bot: {}",
        ScoreUnit::POINTS.count(bot)
    ));
    // The first roll is there and the player may act, but the hint is greyed out.
    let state = h.state().command_state();
    assert!(state.seat_to_move, "the player may act");
    assert!(!Command::Hint.enabled(&state));
    assert!(greyed(&h, "Hint"));
    rest_on(&mut h, "Hint");
    h.get_by_label_contains("No hints in your daily attempt");
    // H does nothing either: no hint is worked out (a few frames for a quick one to come).
    h.key_press(egui::Key::H);
    for _ in 0..10 {
        h.step();
    }
    let g = h.state().play.game.as_ref().unwrap();
    assert!(g.m.hint_notation().is_none() && !g.hint_queued);
    // One action, then Undo is greyed out with its reason.
    {
        let g = h.state_mut().play.game.as_mut().unwrap();
        let a = g.m.legal()[0].clone();
        g.m.apply_str(&a).unwrap();
        assert!(g.m.can_undo(), "a practice game would undo it");
    }
    h.run();
    assert!(greyed(&h, "Undo"));
    rest_on(&mut h, "Undo");
    h.get_by_label("No undo in your daily attempt: every move counts (practice games undo).");
    // Another game in its place: the question says the attempt is thrown away.
    let game = crate::games::index_of(&h.state().shell.registry, "hex-roller").unwrap();
    let setup = crate::game::MatchSetup {
        seats: vec![crate::engine::SeatInfo::human("Ann")],
        seed: 1,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    };
    h.state_mut().start_game(game, setup, false);
    h.run();
    h.get_by_label("Leave the running game?");
    h.get_by_label_contains(
        "This is your one attempt at today's challenge: leaving throws it away",
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_daily_attempt_continued_after_a_restart_is_still_the_attempt() {
    // Before: Continue after a restart brought the game back as a plain game, with hints on
    // (the Strong bot's moves during the one attempt) and no word of the challenge.
    let dir = kittest_support::temp_dir("daily-screen", "continued");
    let date = crate::export::today();
    {
        let mut h = harness(&dir);
        h.run();
        h.get_by_label("Play today's Honeycomb Caverns challenge")
            .click();
        h.run();
        assert!(h.state().play.game.as_ref().unwrap().daily.is_some());
        h.get_by_label("Roll the dice").click();
        h.run();
    }
    let mut h = harness(&dir);
    h.run();
    step_until(&mut h, "the bot's score on today's Honeycomb dice", |a| {
        a.daily
            .book
            .strong_score(&date, "honeycomb-caverns")
            .is_some()
    });
    h.get_by_label_contains("Continue").click();
    h.run();
    let g = h.state().play.game.as_ref().expect("continued");
    assert_eq!(g.daily, Some((date.clone(), true)));
    h.get_by_label_contains("Today's challenge, your one attempt · to beat:");
    assert!(greyed(&h, "Hint"));
    // Leaving it still says what it costs.
    h.state_mut().send(super::super::event::Event::Show(
        super::super::event::Screen::Home,
    ));
    h.run();
    h.get_by_label("Practice today's Honeycomb Caverns challenge")
        .click();
    h.run();
    h.get_by_label_contains(
        "This is your one attempt at today's challenge: leaving throws it away",
    );
    std::fs::remove_dir_all(&dir).ok();
}
