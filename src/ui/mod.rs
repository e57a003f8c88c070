//! The window: home screen, new-game dialog, game screen, settings. Filled in below.

pub mod widgets;

/// Opens the window (optionally with a save).
pub fn run_window(_file: Option<std::path::PathBuf>) -> anyhow::Result<()> {
    anyhow::bail!("window not built yet")
}
