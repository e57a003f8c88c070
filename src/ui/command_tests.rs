//! The command table as a player meets it: a menu item and its side-panel button agree on
//! whether the command can act, its key does what the item does, and Esc closes the newest window
//! first.

use super::super::app::App;
use super::super::kittest_support;
use super::Command;
use crate::engine::{SeatInfo, SeatKind};
use crate::game::MatchSetup;
use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;

fn temp_dir(name: &str) -> std::path::PathBuf {
    kittest_support::temp_dir("command", name)
}

fn harness(dir: &std::path::Path) -> Harness<'static, App> {
    let mut app = kittest_support::app(dir, kittest_support::still());
    app.daily.bot = crate::engine::BotLevel::Easy;
    kittest_support::harness_of(app, 1280.0, 800.0)
}

/// Two people at one Hex Roller (no bots, so nothing moves between frames).
fn start_hot_seat(h: &mut Harness<'_, App>) {
    let game = crate::games::index_of(&h.state().shell.registry, "hex-roller").expect("registered");
    let seats = ["Ann", "Ben"]
        .map(|name| SeatInfo {
            name: name.into(),
            kind: SeatKind::Human,
        })
        .to_vec();
    let setup = MatchSetup {
        seats,
        seed: 5,
        options: Default::default(),
        dice: crate::engine::Dice::Seeded,
    };
    h.state_mut().start_game(game, setup, false);
    h.run();
    assert!(h.state().play.game.is_some(), "the game starts");
}

fn disabled(h: &Harness<'_, App>, label: &str) -> Vec<bool> {
    h.get_all_by_label_contains(label)
        .map(|n| n.accesskit_node().is_disabled())
        .collect()
}

#[test]
fn the_menu_item_and_the_button_agree_with_the_table() {
    let dir = temp_dir("agree");
    let mut h = harness(&dir);
    h.run();
    start_hot_seat(&mut h);
    h.get_by_label("Game").click();
    h.run();
    let state = h.state().command_state();
    for c in [Command::Undo, Command::Redo, Command::Hint, Command::Skip] {
        let enabled = c.enabled(&state);
        // The menu item and the side panel's button.
        assert_eq!(
            disabled(&h, &c.label()),
            [!enabled, !enabled],
            "{c:?} greyed out in both or neither"
        );
    }
    assert!(!Command::Undo.enabled(&state), "nothing to undo yet");
    assert!(!Command::Skip.enabled(&state), "a person is to act");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_key_and_its_menu_item_run_the_same_command() {
    let dir = temp_dir("same");
    let mut h = harness(&dir);
    h.run();
    start_hot_seat(&mut h);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    let by_key = h.state_mut().windows.new_game().map(|d| d.game);
    h.key_press(Key::Escape);
    h.run();
    assert!(
        !h.state()
            .windows
            .is_open(crate::ui::windows::WindowKind::NewGame),
        "Esc closes New game"
    );
    h.get_by_label("File").click();
    h.run();
    h.get_by_label_contains(&Command::NewGame.label()).click();
    h.run();
    let by_menu = h.state_mut().windows.new_game().map(|d| d.game);
    assert!(by_key.is_some());
    assert_eq!(
        by_key, by_menu,
        "both open New game for the game on the screen"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn esc_closes_the_newest_window_first() {
    let dir = temp_dir("esc");
    let mut h = harness(&dir);
    h.run();
    let open = |h: &Harness<'_, App>| {
        (
            h.state()
                .windows
                .is_open(crate::ui::windows::WindowKind::Shortcuts),
            h.state()
                .windows
                .is_open(crate::ui::windows::WindowKind::Settings),
        )
    };
    h.key_press(Key::F1);
    h.run();
    h.get_by_label("Settings").click();
    h.run();
    assert_eq!(open(&h), (true, true));
    h.key_press(Key::Escape);
    h.run();
    assert_eq!(
        open(&h),
        (true, false),
        "Settings opened last, closes first"
    );
    h.key_press(Key::Escape);
    h.run();
    assert_eq!(open(&h), (false, false));
    // The other way round.
    h.get_by_label("Settings").click();
    h.run();
    h.key_press(Key::F1);
    h.run();
    assert_eq!(open(&h), (true, true));
    h.key_press(Key::Escape);
    h.run();
    assert_eq!(
        open(&h),
        (false, true),
        "the key list opened last, closes first"
    );
    // F1 closes the list it opened, too.
    h.key_press(Key::F1);
    h.run();
    h.key_press(Key::F1);
    h.run();
    assert_eq!(open(&h), (false, true));
    std::fs::remove_dir_all(&dir).ok();
}
