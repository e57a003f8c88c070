//! Files: open (dialog, drop, command line, Continue), save and save as, autosave, PNG export.
//! A failed open leaves the current game as it was; every write is atomic.

use super::app::App;
use super::file_dialog::{
    native_pick, DialogOutcome, FileDialog, FilePurpose, NativeDialogs, NativePick,
};
use super::game_screen::GameScreen;
use super::played::ScreenGame;
use crate::engine::save::write_atomic;
use crate::engine::text::{tr, Msg};
use crate::games;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How many save files the home screen lists besides the autosave.
const MAX_RECENT: usize = 6;

/// A save file as the home screen lists it: the game and where it stands, in words.
#[derive(Clone, Debug)]
pub struct RecentGame {
    pub path: PathBuf,
    /// The app's own autosave (offered as Continue), not a file the player named.
    pub autosave: bool,
    /// "Hex Roller", or the file name when the file cannot be read.
    pub title: String,
    /// "Round 4 of 7, Ann to play", "finished: Ann scores 68 points", or why the file cannot be opened.
    pub state: String,
    /// "12 minutes ago", "yesterday", "on 3 Nov 2026".
    pub when: String,
    pub finished: bool,
    /// The file could be read and replayed.
    pub readable: bool,
}

impl RecentGame {
    /// Reads and replays one save for the list; never fails (a broken file is described as such).
    pub fn read(path: &Path, autosave: bool, now: SystemTime) -> RecentGame {
        let when = std::fs::metadata(path)
            .and_then(|m| m.modified())
            .map(|t| when_text(t, now))
            .unwrap_or_default();
        match games::load_path(path) {
            Ok(m) => RecentGame {
                path: path.to_path_buf(),
                autosave,
                title: m.info().name.to_string(),
                state: state_words(m.as_ref()),
                when,
                finished: m.is_over(),
                readable: true,
            },
            Err(_) => RecentGame {
                path: path.to_path_buf(),
                autosave,
                title: file_name(path),
                state: tr("files-unreadable"),
                when,
                finished: false,
                readable: false,
            },
        }
    }
}

/// The file's name without its folder (what the player called it).
pub fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

/// Where a game stands, in words: "Round 4 of 7, Ann to play", "finished: Ann scores 68 points",
/// "finished: Ann wins with 41 points".
pub fn state_words(m: &dyn crate::game::Playable) -> String {
    use crate::engine::ToMove;
    let names = crate::engine::Names::of(m.seats());
    let scores = m.scores();
    if m.is_over() {
        // Worded as everywhere else (end window, log, command line).
        let result = crate::games::result_of(m);
        let result = result.to_string();
        return Msg::new("files-finished")
            .text("result", result.trim_end_matches('.'))
            .to_string();
    }
    // The status's first part: "Round 2 · pass 1 of 2 · …" reads as "Round 2" here.
    let status = m
        .status()
        .and_then(|s| s.split(" · ").next().map(str::to_string))
        .unwrap_or_else(|| tr("files-in-progress"));
    let turn = match m.to_move() {
        ToMove::Seat(i) if m.seats().len() > 1 => Msg::new("files-to-play")
            .text("name", names.get(i))
            .to_string(),
        ToMove::Seat(_) => {
            let total = scores.first().map_or(0, |s| s.total);
            let total = crate::games::total_text(m.info().id, &m.option_choices(), total);
            Msg::new("files-so-far")
                .text("total", total.to_string())
                .to_string()
        }
        _ => String::new(),
    };
    format!("{status}{turn}")
}

/// How long ago, in words; dates (UTC) past a week.
pub fn when_text(modified: SystemTime, now: SystemTime) -> String {
    let ago = now
        .duration_since(modified)
        .unwrap_or(Duration::ZERO)
        .as_secs();
    let n = |units: u64| i64::try_from(units).unwrap_or(i64::MAX);
    match ago {
        0..60 => tr("files-just-now"),
        60..3600 => Msg::new("files-minutes-ago")
            .int("n", n(ago / 60))
            .to_string(),
        3600..86400 => Msg::new("files-hours-ago")
            .int("n", n(ago / 3600))
            .to_string(),
        86400..172800 => tr("files-yesterday"),
        172800..604800 => Msg::new("files-days-ago")
            .int("n", n(ago / 86400))
            .to_string(),
        _ => {
            let days = modified
                .duration_since(SystemTime::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() / 86400) as i64;
            let (y, m, d) = civil_from_days(days);
            const MONTHS: [&str; 12] = [
                "month-jan",
                "month-feb",
                "month-mar",
                "month-apr",
                "month-may",
                "month-jun",
                "month-jul",
                "month-aug",
                "month-sep",
                "month-oct",
                "month-nov",
                "month-dec",
            ];
            let month = MONTHS
                .get((m as usize).wrapping_sub(1))
                .map_or_else(|| "?".to_string(), |id| tr(id));
            Msg::new("files-on-date")
                .int("day", d)
                .text("month", month)
                .text("year", y.to_string())
                .to_string()
        }
    }
}

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian (Howard Hinnant's method).
pub(super) fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

impl App {
    pub fn autosave_path(&self) -> PathBuf {
        self.data_dir.join("autosave.ron")
    }

    /// Reads the autosave and the recent files again for the home screen. A file that is gone is
    /// dropped from the list; one that cannot be read stays, said so, so it can be forgotten.
    pub(super) fn refresh_recent(&mut self) {
        let now = std::time::SystemTime::now();
        let mut recent = Vec::new();
        let autosave = self.autosave_path();
        if autosave.exists() {
            recent.push(RecentGame::read(&autosave, true, now));
        }
        self.settings.recent_files.retain(|p| p.exists());
        for path in self.settings.recent_files.iter().take(MAX_RECENT) {
            recent.push(RecentGame::read(path, false, now));
        }
        self.recent = recent;
    }

    /// Puts a save file the player opened or saved at the top of the recent list.
    fn remember(&mut self, path: &Path) {
        if path == self.autosave_path() {
            return;
        }
        let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        let list = &mut self.settings.recent_files;
        list.retain(|p| p != &path);
        list.insert(0, path);
        list.truncate(MAX_RECENT);
    }

    /// Takes a file off the recent list (not off the disk).
    pub(super) fn forget_recent(&mut self, path: &Path) {
        self.settings.recent_files.retain(|p| p != path);
        self.recent.retain(|r| r.path != path);
    }

    /// Opens a save; on any failure the current game stays as it was.
    pub fn open_path(&mut self, path: &Path) {
        match ScreenGame::load_path(path) {
            Ok(m) => {
                let tutorial = self.settings.tutorial_default;
                let mut g = GameScreen::new(m, tutorial);
                // The autosave is not the player's file: Ctrl+S should ask where to save.
                let autosave = path == self.autosave_path();
                g.path = (!autosave).then(|| path.to_path_buf());
                let path = path.to_path_buf();
                // Asks first if another game is running (see `ui::leave`).
                self.replace_game_then(g, move |app| {
                    app.note(if autosave {
                        crate::engine::text::tr("status-resumed")
                    } else {
                        crate::engine::text::Msg::new("status-opened")
                            .text("file", file_name(&path))
                            .to_string()
                    });
                    app.remember(&path);
                });
            }
            Err(e) => self.error(
                crate::engine::text::Msg::new("error-open")
                    .text("why", format!("{e:#}"))
                    .to_string(),
            ),
        }
    }

    pub fn continue_autosave(&mut self) {
        let path = self.autosave_path();
        self.open_path(&path);
    }

    /// Writes the running game to the autosave file (atomically).
    pub fn autosave(&mut self) {
        let Some(g) = &self.game else { return };
        // A network game is kept by its server; an autosave would reopen it as a local game.
        if g.remote.is_some() {
            return;
        }
        match g.m.save_text() {
            Ok(text) => {
                let written = crate::paths::ensure_data_dir(&self.data_dir)
                    .and_then(|()| write_atomic(&self.autosave_path(), text.as_bytes()));
                if let Err(e) = written {
                    self.error(
                        crate::engine::text::Msg::new("error-autosave")
                            .text("why", crate::engine::files::io_words(&e))
                            .to_string(),
                    );
                }
            }
            Err(e) => self.error(
                crate::engine::text::Msg::new("error-autosave")
                    .text("why", e.to_string())
                    .to_string(),
            ),
        }
    }

    pub fn save_to(&mut self, path: &Path) {
        let Some(g) = &mut self.game else { return };
        let result = g.m.save_text().map_err(|e| e.to_string()).and_then(|t| {
            write_atomic(path, t.as_bytes()).map_err(|e| crate::engine::files::io_words(&e))
        });
        match result {
            Ok(()) => {
                g.path = Some(path.to_path_buf());
                self.note(
                    crate::engine::text::Msg::new("status-saved")
                        .text("file", file_name(path))
                        .to_string(),
                );
                self.remember(path);
            }
            Err(e) => self.error(
                crate::engine::text::Msg::new("error-save")
                    .text("file", file_name(path))
                    .text("why", e)
                    .to_string(),
            ),
        }
    }

    pub(super) fn save(&mut self, ask: bool) {
        let Some(g) = &self.game else { return };
        match (&g.path, ask) {
            (Some(p), false) => {
                let p = p.clone();
                self.save_to(&p);
            }
            _ => self.choose_file(FilePurpose::SaveAs),
        }
    }

    pub(super) fn open_dialog(&mut self) {
        self.choose_file(FilePurpose::Open);
    }

    pub fn export_to(&mut self, path: &Path) {
        let Some(g) = &self.game else { return };
        // Never over the game's own save file.
        if let Some(save) = g.path.as_deref() {
            if let Err(e) = crate::engine::files::check_not_input(path, save) {
                self.error(
                    crate::engine::text::Msg::new("error-export")
                        .text("why", format!("{}: {e}", file_name(path)))
                        .to_string(),
                );
                return;
            }
        }
        match crate::export::export_png(&*g.m, g.export_seat, path) {
            Ok(()) => self.note(
                crate::engine::text::Msg::new("status-exported")
                    .text("file", file_name(path))
                    .to_string(),
            ),
            Err(e) => self.error(
                crate::engine::text::Msg::new("error-export")
                    .text("why", format!("{e:#}"))
                    .to_string(),
            ),
        }
    }

    pub(super) fn export_dialog(&mut self) {
        if self.game.is_some() {
            self.choose_file(FilePurpose::Export);
        }
    }

    /// Where file dialogs start: the open game's folder, else the folder used last, else home,
    /// else the data folder.
    fn start_folder(&self) -> PathBuf {
        let game_folder = self
            .game
            .as_ref()
            .and_then(|g| g.path.as_ref())
            .and_then(|p| p.parent())
            .map(Path::to_path_buf);
        game_folder
            .filter(|p| p.is_dir())
            .or_else(|| self.settings.last_folder.clone())
            .filter(|p| p.is_dir())
            .or_else(|| std::env::var_os("HOME").map(PathBuf::from))
            .filter(|p| p.is_dir())
            .unwrap_or_else(|| self.data_dir.clone())
    }

    /// Asks for a file: the system dialog if there is one (and the player did not switch it off),
    /// else ours inside the window, saying why.
    pub(super) fn choose_file(&mut self, purpose: FilePurpose) {
        let id = self.game.as_ref().map_or("game", |g| g.m.info().id);
        let suggested = match (purpose, self.print_game_id()) {
            (FilePurpose::PrintBlank, Some(id)) => format!("{id}-blank.png"),
            _ => format!("{id}.{}", purpose.extension()),
        };
        let folder = self.start_folder();
        let why = if self.settings.in_window_file_dialog {
            None
        } else if let Some(why) = self.native_dialogs.unavailable() {
            Some(
                crate::engine::text::Msg::new("status-own-dialog-unavailable")
                    .text("why", why.to_string())
                    .to_string(),
            )
        } else {
            match native_pick(purpose, &folder, &suggested) {
                NativePick::Chosen(path) => return self.file_chosen(purpose, &path),
                NativePick::Cancelled => return,
                NativePick::DidNotOpen => {
                    self.native_dialogs = NativeDialogs::missing(&tr("fd-did-not-open"));
                    Some(crate::engine::text::tr("status-own-dialog-not-opened"))
                }
            }
        };
        self.file_dialog = Some(FileDialog::new(purpose, folder, &suggested, why));
    }

    /// Saves, exports or opens the chosen file, and remembers its folder for next time.
    pub fn file_chosen(&mut self, purpose: FilePurpose, path: &Path) {
        if let Some(parent) = path.parent().filter(|p| p.is_dir()) {
            self.settings.last_folder = Some(parent.to_path_buf());
        }
        match purpose {
            FilePurpose::Open => self.open_path(path),
            FilePurpose::SaveAs => self.save_to(path),
            FilePurpose::Export => self.export_to(path),
            FilePurpose::PrintBlank => self.print_blank_to(path),
        }
    }

    /// The in-window file dialog, when open.
    pub(super) fn file_dialog_ui(&mut self, ctx: &egui::Context) {
        let Some(d) = &mut self.file_dialog else {
            return;
        };
        match d.ui(ctx) {
            DialogOutcome::Open => {}
            DialogOutcome::Cancelled => self.file_dialog = None,
            DialogOutcome::Chosen(path) => {
                let purpose = d.purpose;
                self.file_dialog = None;
                self.file_chosen(purpose, &path);
            }
        }
    }
}

/// Opens `folder` in the system's file manager; why not, in words, if it cannot.
pub(super) fn open_folder(folder: &Path) -> Result<(), String> {
    let program = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(target_os = "windows") {
        "explorer"
    } else {
        "xdg-open"
    };
    std::process::Command::new(program)
        .arg(folder)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .map(|mut child| {
            // Waited for on a thread of its own, so the finished opener leaves no zombie.
            std::thread::spawn(move || child.wait());
        })
        .map_err(|e| {
            Msg::new("files-no-file-manager")
                .text("why", crate::engine::files::io_words(&e))
                .text("folder", folder.display().to_string())
                .to_string()
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_as_words() {
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(20_000 * 86400);
        let ago = |s: u64| when_text(now - Duration::from_secs(s), now);
        assert_eq!(ago(5), "just now");
        assert_eq!(ago(12 * 60), "12 minutes ago");
        assert_eq!(ago(3 * 3600 + 5), "3 hours ago");
        assert_eq!(ago(86400 + 60), "yesterday");
        assert_eq!(ago(3 * 86400), "3 days ago");
        // 2026-11-23 is day 20,780 since 1970-01-01.
        let then = SystemTime::UNIX_EPOCH + Duration::from_secs(20_780 * 86400 + 3600);
        assert_eq!(
            when_text(then, then + Duration::from_secs(30 * 86400)),
            "on 23 Nov 2026"
        );
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}
