//! What the egui_kittest integration tests share: a fresh data folder and the window in a harness.
#![allow(dead_code)] // each test file uses its own part

use dicepad::ui::settings::Settings;
use dicepad::ui::App;
use egui_kittest::Harness;
use std::path::PathBuf;

/// An empty folder of this test process, named after the test file (`tag`) and the test.
pub fn temp_dir(tag: &str, name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("dicepad-{tag}-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Default settings without dice animation, so the harness steps frames as fast as it can, and
/// hints from the quick Normal bot (the Strong one searches for up to a second in a release build,
/// longer in the debug builds tests run in; both go through the same worker).
pub fn quiet_settings() -> Settings {
    Settings {
        anim_speed: 0.0,
        hint_level: dicepad::engine::BotLevel::Normal,
        ..Settings::default()
    }
}

/// The app in a 1280×800 window.
pub fn window(mut app: App) -> Harness<'static, App> {
    // Today's challenge scores from the quick bot (the Strong one searches long in debug builds).
    app.daily.bot = dicepad::engine::BotLevel::Easy;
    // The review's analysis with few rollouts (debug builds are slow).
    app.shell.review_rollouts = 2;
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        // As the window's own tests (`ui::kittest_support::MAX_STEPS`): a bot's moves filling the
        // log between frames ask for a few more frames than kittest's 4 on a busy machine (a
        // fresh-clone CI run failed with "would have settled after 6 steps").
        .with_max_steps(24)
        .build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

/// A click as a player makes it: hover, press and release at `pos`.
pub fn click_at(h: &mut Harness<'_, App>, pos: egui::Pos2) {
    h.hover_at(pos);
    h.run();
    h.drag_at(pos);
    h.run();
    h.drop_at(pos);
    h.run();
}
