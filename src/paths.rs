//! Where dicepad keeps its files (no GUI needed: the CLI's `--record` and `stats` use it too).

use std::path::PathBuf;

/// The data folder (autosave, settings, history): $DICEPAD_DATA_DIR, else
/// $XDG_DATA_HOME/dicepad, else ~/.local/share/dicepad.
pub fn data_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("DICEPAD_DATA_DIR") {
        return d.into();
    }
    if let Some(d) = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(d).join("dicepad");
    }
    let home = std::env::var_os("HOME").unwrap_or_else(|| ".".into());
    PathBuf::from(home).join(".local/share/dicepad")
}
