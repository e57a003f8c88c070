//! What the window's kittests share: a fresh data folder, a harness that shows the whole window,
//! and stepping frames until something has happened.

use super::app::App;
use super::settings::Settings;
use egui_kittest::Harness;
use std::path::{Path, PathBuf};
use std::time::Duration;
use web_time::Instant;

/// An empty folder `dicepad-{kind}-{name}-{pid}` in the system's temporary folder.
pub(crate) fn temp_dir(kind: &str, name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("dicepad-{kind}-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d
}

/// Default settings with animations off (a test steps frames, it does not wait for them).
pub(crate) fn still() -> Settings {
    Settings {
        anim_speed: 0.0,
        ..Settings::default()
    }
}

/// A window on data folder `dir` with `settings`.
pub(crate) fn app(dir: &Path, settings: Settings) -> App {
    App::new(settings, dir.to_path_buf())
}

/// Frames `Harness::run` may take to settle (kittest's default is 4). Work that arrives from other
/// threads between frames (a bot's moves filling the log, network threads connecting) asks for
/// a few more frames on a busy machine: fresh-clone CI runs failed at 4 with "would have settled
/// after 6 steps". A window that never settles still fails.
pub(crate) const MAX_STEPS: u64 = 24;

/// A harness showing `app` in a window of `width`×`height`.
pub(crate) fn harness_of(app: App, width: f32, height: f32) -> Harness<'static, App> {
    Harness::builder()
        .with_size(egui::vec2(width, height))
        .with_max_steps(MAX_STEPS)
        .build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

/// Steps frames (messages arrive between them) until `done`, for at most 20 s.
pub(crate) fn step_until(h: &mut Harness<'_, App>, what: &str, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done(h.state()) {
        assert!(Instant::now() < deadline, "timed out waiting until {what}");
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    h.step();
}
