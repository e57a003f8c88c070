//! Settings that persist between runs (through eframe's storage).

use crate::engine::SeatInfo;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub dark: bool,
    /// UI zoom factor.
    pub ui_scale: f32,
    /// Tutorial mode for new games (on until the player switches it off).
    pub tutorial_default: bool,
    /// 0 = no animation, 1 = normal, 2 = twice as fast.
    pub anim_speed: f32,
    /// Bot actions per second.
    pub bot_speed: f32,
    /// Default names for seats 1, 2, …
    pub player_names: Vec<String>,
    /// Always use dicepad's own file dialog, never the system's.
    pub in_window_file_dialog: bool,
    /// Where the file dialogs start: the folder used last.
    pub last_folder: Option<PathBuf>,
    /// The last new game of each game (by id), so New game starts from it.
    pub last_setups: BTreeMap<String, LastSetup>,
}

/// How a game was last set up: seats (names, human or bot level), options, tutorial.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LastSetup {
    pub seats: Vec<SeatInfo>,
    pub options: BTreeMap<String, String>,
    pub tutorial: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            dark: false,
            ui_scale: 1.0,
            tutorial_default: true,
            anim_speed: 1.0,
            // A bot takes a few actions per turn; 5 a second reads as quick thinking, and
            // "Skip to my turn" is there for anyone who does not want to watch.
            bot_speed: 5.0,
            player_names: ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
                .map(String::from)
                .to_vec(),
            in_window_file_dialog: false,
            last_folder: None,
            last_setups: BTreeMap::new(),
        }
    }
}

impl Settings {
    pub fn name(&self, seat: usize) -> String {
        self.player_names
            .get(seat)
            .filter(|n| !n.trim().is_empty())
            .cloned()
            .unwrap_or_else(|| format!("Player {}", seat + 1))
    }
}

/// Where the autosave lives: $DICEPAD_DATA_DIR, else $XDG_DATA_HOME/dicepad, else ~/.local/share/dicepad.
pub fn data_dir() -> std::path::PathBuf {
    if let Some(d) = std::env::var_os("DICEPAD_DATA_DIR") {
        return d.into();
    }
    if let Some(d) = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        return std::path::PathBuf::from(d).join("dicepad");
    }
    let home = std::env::var_os("HOME").unwrap_or_else(|| ".".into());
    std::path::PathBuf::from(home).join(".local/share/dicepad")
}
