//! Settings that persist between runs (through eframe's storage).

use serde::{Deserialize, Serialize};

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
    /// Save files opened or saved lately, newest first (the home screen's recent games).
    pub recent_files: Vec<std::path::PathBuf>,
    /// Seat and highlight colours.
    pub palette: Palette,
}

/// Which colours seats and tutorial highlights use. Every seat colour comes with a symbol too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Palette {
    /// The usual colours: green for legal targets, red for refusals.
    #[default]
    Standard,
    /// Colours told apart with red–green or blue–yellow colour blindness: seats ordered so that
    /// the first ones differ in lightness as well as hue, blue for legal targets, orange for
    /// refusals.
    ColourBlind,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            dark: false,
            ui_scale: 1.0,
            tutorial_default: true,
            anim_speed: 1.0,
            bot_speed: 2.0,
            player_names: ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
                .map(String::from)
                .to_vec(),
            recent_files: Vec::new(),
            palette: Palette::Standard,
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
