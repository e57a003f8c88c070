//! Settings that persist between runs: `settings.ron` in the data folder, written atomically like
//! saves (never eframe's storage, which rewrites its file in place). Every value is checked when
//! it is read: a hand-edited or damaged file gives defaults for what is wrong, and a notice.

use crate::engine::files;
use crate::engine::text::{tr, Msg};
use crate::engine::SeatInfo;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

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
    /// The window's inner size when it was last closed, in the window system's units (which a
    /// UI scale does not change; egui's points do change with it).
    pub window: Option<[f32; 2]>,
    /// Always use dicepad's own file dialog, never the system's.
    pub in_window_file_dialog: bool,
    /// Where the file dialogs start: the folder used last.
    pub last_folder: Option<PathBuf>,
    /// The last new game of each game (by id), so New game starts from it.
    pub last_setups: BTreeMap<String, LastSetup>,
    /// Save files opened or saved lately, newest first (the home screen's recent games).
    pub recent_files: Vec<std::path::PathBuf>,
    /// Seat and highlight colours.
    pub palette: Palette,
    /// Which bot gives hints.
    pub hint_level: crate::engine::BotLevel,
    /// The language chosen in Settings; `None` follows the system (or `--lang`).
    pub language: Option<crate::engine::text::Lang>,
    /// A desktop notice (and a request for attention) when it becomes the player's turn in one
    /// of their network games.
    pub turn_notices: bool,
    /// The server whose daily challenge the home screen shows (none: the local one alone).
    pub daily_server: Option<String>,
}

/// How a game was last set up: seats (names, human or bot level), options, tutorial, dice.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LastSetup {
    pub seats: Vec<SeatInfo>,
    pub options: BTreeMap<String, String>,
    pub tutorial: bool,
    /// Seeded or table dice.
    pub dice: crate::engine::Dice,
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
            // A bot takes a few actions per turn; 5 a second reads as quick thinking, and
            // "Skip to my turn" is there for anyone who does not want to watch.
            bot_speed: 5.0,
            player_names: "Ann Ben Cat Dan Eve Fay Gus Hal"
                .split(' ')
                .map(String::from)
                .collect(),
            window: None,
            in_window_file_dialog: false,
            last_folder: None,
            last_setups: BTreeMap::new(),
            recent_files: Vec::new(),
            palette: Palette::Standard,
            // The best advice there is; it runs in the background, so a second's thought is fine.
            hint_level: crate::engine::BotLevel::Strong,
            language: None,
            turn_notices: true,
            daily_server: None,
        }
    }
}

/// The ranges persisted numbers must lie in.
pub const UI_SCALE: (f32, f32) = (0.5, 3.0);
pub const ANIM_SPEED: (f32, f32) = (0.0, 4.0);
pub const BOT_SPEED: (f32, f32) = (0.25, 50.0);
pub const WINDOW: (f32, f32) = (300.0, 10_000.0);
/// Names longer than this are cut; more names than seats are dropped.
pub const NAME_CHARS: usize = 40;
pub const NAMES: usize = 8;
/// Recent files kept (the home screen shows fewer).
pub const RECENT: usize = 16;

impl Settings {
    /// Puts every value back into its range (a default where it is not a number); one line per
    /// value that was changed, for the player.
    pub fn sanitize(&mut self) -> Vec<String> {
        let mut notes = Vec::new();
        let d = Settings::default();
        let mut number = |name: &'static str, v: &mut f32, (lo, hi): (f32, f32), default: f32| {
            if !v.is_finite() || *v < lo || *v > hi {
                notes.push(
                    Msg::new("settings-out-of-range")
                        .msg("name", Msg::new(name))
                        .text("value", v.to_string())
                        .text("low", lo.to_string())
                        .text("high", hi.to_string())
                        .text("default", default.to_string())
                        .to_string(),
                );
                *v = default;
            }
        };
        number(
            "settings-name-zoom",
            &mut self.ui_scale,
            UI_SCALE,
            d.ui_scale,
        );
        number(
            "settings-name-animation",
            &mut self.anim_speed,
            ANIM_SPEED,
            d.anim_speed,
        );
        number(
            "settings-name-bot-speed",
            &mut self.bot_speed,
            BOT_SPEED,
            d.bot_speed,
        );
        if let Some([w, h]) = self.window {
            let ok = |x: f32| x.is_finite() && (WINDOW.0..=WINDOW.1).contains(&x);
            if !(ok(w) && ok(h)) {
                notes.push(
                    Msg::new("settings-bad-window")
                        .text("width", w.to_string())
                        .text("height", h.to_string())
                        .to_string(),
                );
                self.window = None;
            }
        }
        if self.recent_files.len() > RECENT {
            self.recent_files.truncate(RECENT);
        }
        // The daily's server: a ws:// or wss:// address of a sane length, or none.
        if let Some(server) = &self.daily_server {
            let ok = server.len() <= 200
                && !server.chars().any(char::is_control)
                && crate::net::address::is_server_url(server);
            if !ok {
                notes.push(
                    Msg::new("settings-bad-daily-server")
                        .text("server", crate::engine::files::clip(server, 60))
                        .to_string(),
                );
                self.daily_server = None;
            }
        }
        if self.player_names.len() > NAMES {
            self.player_names.truncate(NAMES);
            notes.push(Msg::new("settings-names-cut").count("n", NAMES).to_string());
        }
        let before = self.last_setups.clone();
        self.last_setups.retain(|id, _| id.len() <= 64);
        for setup in self.last_setups.values_mut() {
            setup.seats.truncate(NAMES);
            for seat in &mut setup.seats {
                seat.name = seat
                    .name
                    .chars()
                    .filter(|c| !c.is_control())
                    .take(NAME_CHARS)
                    .collect();
            }
        }
        if self.last_setups != before {
            notes.push(tr("settings-setup-tidied"));
        }
        for n in &mut self.player_names {
            let clean: String = n
                .chars()
                .filter(|c| !c.is_control())
                .take(NAME_CHARS)
                .collect();
            if clean != *n {
                notes.push(
                    Msg::new("settings-name-cleaned")
                        .text("name", clean.clone())
                        .to_string(),
                );
                *n = clean;
            }
        }
        notes
    }

    pub fn name(&self, seat: usize) -> String {
        self.player_names
            .get(seat)
            .filter(|n| !n.trim().is_empty())
            .cloned()
            .unwrap_or_else(|| Msg::new("player-n").count("n", seat + 1).to_string())
    }
}

/// Where the autosave lives (moved to [`crate::paths`] so the CLI can use it without the GUI).
pub use crate::paths::data_dir;

/// Where the settings live in a data folder.
pub fn settings_path(dir: &Path) -> PathBuf {
    dir.join("settings.ron")
}

/// The largest settings file read (a real one is a few kilobytes).
pub const MAX_BYTES: u64 = 4 << 20;

/// The settings in `path`, `None` if there is no file, or why it cannot be read (in words).
fn read_settings(path: &Path) -> Result<Option<Settings>, String> {
    files::read_ron(path, MAX_BYTES)
}

/// Moves a data file that cannot be read aside (`NAME.broken`, never over an earlier copy) and
/// says so in one line, naming files, not folders: "{what} could not be read (why); {instead}
/// and the old file is kept as NAME.broken."
pub fn set_aside(path: &Path, what: Msg, why: &str, instead: Msg) -> String {
    let why = files::one_line(why);
    let msg = match files::keep_aside(path) {
        Ok(kept) => Msg::new("settings-set-aside").text("kept", super::words::file_name(&kept)),
        Err(e) => Msg::new("settings-not-set-aside").text("error", files::io_words(&e)),
    };
    msg.msg("what", what)
        .text("why", why)
        .msg("instead", instead)
        .to_string()
}

/// Reads the settings of a data folder: defaults if there are none yet; a file that cannot be
/// read (not text, too big, not a regular file, bad syntax) is moved aside as
/// `settings.ron.broken` and gives defaults with a notice. Returns notices for the player.
pub fn load_settings(dir: &Path) -> (Settings, Vec<String>) {
    let path = settings_path(dir);
    let mut notes = Vec::new();
    let mut settings = match read_settings(&path) {
        Ok(Some(s)) => s,
        Ok(None) => legacy_settings(dir).unwrap_or_default(),
        Err(why) => {
            notes.push(set_aside(
                &path,
                Msg::new("settings-file"),
                &format!("{}: {why}", super::words::file_name(&path)),
                Msg::new("settings-defaults-used"),
            ));
            Settings::default()
        }
    };
    notes.extend(settings.sanitize());
    (settings, notes)
}

/// Settings from eframe's storage file (`app.ron`, a map of key to RON text) that earlier versions
/// used, so nobody loses them on upgrade.
fn legacy_settings(dir: &Path) -> Option<Settings> {
    let text = files::read_text(&dir.join("app.ron"), MAX_BYTES).ok()?;
    let map: std::collections::HashMap<String, String> = ron::from_str(&text).ok()?;
    ron::from_str(map.get("settings")?).ok()
}

/// Writes the settings atomically (temp file, fsync, rename), creating the data folder. A file
/// there that cannot be read (damaged since it was loaded, or left when it could not be moved) is
/// first kept aside as `settings.ron.broken`, never written over.
pub fn store_settings(dir: &Path, settings: &Settings) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::new())
        .map_err(std::io::Error::other)?;
    crate::paths::ensure_data_dir(dir)?;
    let path = settings_path(dir);
    if read_settings(&path).is_err() {
        files::keep_aside(&path)?;
    }
    files::write_atomic(&path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("dicepad-settings-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn bad_numbers_become_defaults_with_a_notice() {
        let d = dir("nan");
        std::fs::write(
            settings_path(&d),
            "(ui_scale: NaN, anim_speed: inf, bot_speed: -3.0, dark: true, window: Some((1e30, 5.0)))",
        )
        .unwrap();
        let (s, notes) = load_settings(&d);
        let def = Settings::default();
        assert_eq!(s.ui_scale, def.ui_scale);
        assert_eq!(s.anim_speed, def.anim_speed);
        assert_eq!(s.bot_speed, def.bot_speed);
        assert_eq!(s.window, None);
        assert!(s.dark, "the good value is kept");
        assert_eq!(notes.len(), 4, "{notes:?}");
        assert!(notes[0].contains("zoom was NaN"), "{notes:?}");
        std::fs::remove_dir_all(&d).ok();
    }

    #[test]
    fn a_daily_server_that_is_no_ws_address_is_forgotten_with_a_notice() {
        for (server, kept) in [
            ("wss://games.example.org:7878", true),
            ("ws://127.0.0.1:7878", true),
            ("https://games.example.org", false),
            ("ws://a\u{1b}[31m", false),
        ] {
            let d = dir("daily-server");
            let text = format!("(daily_server: Some({server:?}))");
            std::fs::write(settings_path(&d), text).unwrap();
            let (s, notes) = load_settings(&d);
            assert_eq!(s.daily_server.is_some(), kept, "{server}: {notes:?}");
            assert_eq!(notes.len(), usize::from(!kept), "{server}: {notes:?}");
            assert!(
                notes
                    .iter()
                    .all(|n| n.contains("not a ws:// or wss:// address")),
                "{server}: {notes:?}"
            );
            std::fs::remove_dir_all(&d).ok();
        }
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_defaults_used() {
        let d = dir("broken");
        std::fs::write(settings_path(&d), "(ui_scale: 1.0, dark: tru").unwrap();
        let (s, notes) = load_settings(&d);
        assert_eq!(s, Settings::default());
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(notes[0].contains("could not be read"), "{notes:?}");
        assert_eq!(
            std::fs::read_to_string(d.join("settings.ron.broken")).unwrap(),
            "(ui_scale: 1.0, dark: tru"
        );
        // A store replaces the damaged file; the copy stays.
        store_settings(&d, &s).unwrap();
        assert_eq!(load_settings(&d), (Settings::default(), vec![]));
        assert!(d.join("settings.ron.broken").exists());
        std::fs::remove_dir_all(&d).ok();
    }

    #[test]
    fn unreadable_files_of_every_kind_are_moved_aside_never_replaced_silently() {
        let d = dir("kinds");
        let path = settings_path(&d);
        let latin1 = b"(dark: true, player_names: [\"Jos\xe9\"])".to_vec();
        // An earlier broken copy is never destroyed.
        std::fs::write(d.join("settings.ron.broken"), "earlier").unwrap();
        std::fs::write(&path, &latin1).unwrap();
        let (s, notes) = load_settings(&d);
        assert_eq!(s, Settings::default());
        assert_eq!(notes.len(), 1, "{notes:?}");
        let note = &notes[0];
        assert!(note.contains("bad UTF-8 at byte 32"), "{note}");
        assert!(note.contains("kept as settings.ron.broken-2"), "{note}");
        assert!(
            !note.contains(&*d.to_string_lossy()),
            "file names only: {note}"
        );
        assert!(!note.contains('\n'), "{note}");
        assert_eq!(
            std::fs::read(d.join("settings.ron.broken-2")).unwrap(),
            latin1
        );
        assert_eq!(
            std::fs::read_to_string(d.join("settings.ron.broken")).unwrap(),
            "earlier"
        );
        // Over the size limit (sparse: nothing is really written).
        std::fs::File::create(&path)
            .unwrap()
            .set_len(MAX_BYTES + 1)
            .unwrap();
        let notes = load_settings(&d).1;
        assert!(notes[0].contains("too big"), "{notes:?}");
        assert!(!path.exists() && d.join("settings.ron.broken-3").exists());
        #[cfg(unix)]
        {
            // A pipe or a link to a device is moved aside without being opened.
            std::os::unix::fs::symlink("/dev/zero", &path).unwrap();
            let notes = load_settings(&d).1;
            assert!(notes[0].contains("not a regular file"), "{notes:?}");
            assert!(d.join("settings.ron.broken-4").is_symlink());
        }
        // Parser words stay out of the notice.
        std::fs::write(&path, "(dark: 1)").unwrap();
        let notes = load_settings(&d).1;
        assert!(notes[0].contains("line 1, column"), "{notes:?}");
        assert!(!notes[0].contains("Expected"), "{notes:?}");
        std::fs::remove_dir_all(&d).ok();
    }

    #[test]
    fn a_file_damaged_while_running_is_kept_before_it_is_written() {
        let d = dir("later");
        store_settings(&d, &Settings::default()).unwrap();
        std::fs::write(settings_path(&d), "(dark: tru").unwrap();
        store_settings(&d, &Settings::default()).unwrap();
        assert_eq!(
            std::fs::read_to_string(d.join("settings.ron.broken")).unwrap(),
            "(dark: tru"
        );
        assert_eq!(load_settings(&d), (Settings::default(), vec![]));
        std::fs::remove_dir_all(&d).ok();
    }

    #[test]
    fn settings_round_trip_and_old_eframe_storage_is_read_once() {
        let d = dir("trip");
        assert_eq!(
            load_settings(&d),
            (Settings::default(), vec![]),
            "no file: defaults, no notice"
        );
        let old = Settings {
            dark: true,
            ui_scale: 1.5,
            ..Settings::default()
        };
        let inner = ron::to_string(&old).unwrap();
        let app_ron =
            ron::to_string(&std::collections::HashMap::from([("settings", inner)])).unwrap();
        std::fs::write(d.join("app.ron"), app_ron).unwrap();
        assert_eq!(load_settings(&d).0, old);
        let new = Settings {
            bot_speed: 9.0,
            window: Some([1000.0, 700.0]),
            player_names: vec!["Zoë".into(); 3],
            ..Settings::default()
        };
        store_settings(&d, &new).unwrap();
        assert_eq!(load_settings(&d), (new, vec![]));
        std::fs::remove_dir_all(&d).ok();
    }

    #[test]
    fn long_names_and_too_many_names_are_cut() {
        let mut s = Settings {
            player_names: vec!["x".repeat(500); 20],
            ..Settings::default()
        };
        let notes = s.sanitize();
        assert_eq!(s.player_names.len(), NAMES);
        assert!(s
            .player_names
            .iter()
            .all(|n| n.chars().count() == NAME_CHARS));
        assert!(!notes.is_empty());
        assert!(s.sanitize().is_empty(), "sanitizing twice changes nothing");
    }
}
