//! Files: open (dialog, drop, command line, Continue), save and save as, autosave, PNG export.
//! A failed open leaves the current game as it was; every write is atomic.

use super::app::{App, Screen};
use super::file_dialog::{
    native_pick, DialogOutcome, FileDialog, FilePurpose, NativeDialogs, NativePick,
};
use super::game_screen::GameScreen;
use crate::engine::save::{read_file, write_atomic};
use crate::games;
use std::path::{Path, PathBuf};

impl App {
    pub fn autosave_path(&self) -> PathBuf {
        self.data_dir.join("autosave.ron")
    }

    pub(super) fn refresh_continue(&mut self) {
        self.continue_summary = read_file(&self.autosave_path()).ok().map(|text| {
            let game = crate::engine::save::peek_game(&text).unwrap_or_else(|_| "?".into());
            let name = games::find(&game)
                .map(|g| g.info().name)
                .unwrap_or("unknown game");
            let summary = text
                .lines()
                .find_map(|l| l.trim().strip_prefix("summary: \""))
                .map(|s| s.trim_end_matches("\",").trim_end_matches('"').to_string())
                .unwrap_or_default();
            format!("{name} — {summary}")
        });
    }

    /// Opens a save; on any failure the current game stays as it was.
    pub fn open_path(&mut self, path: &Path) {
        match games::load_path(path) {
            Ok(m) => {
                let tutorial = self.settings.tutorial_default;
                let mut g = GameScreen::new(m, tutorial);
                g.path = Some(path.to_path_buf());
                self.game = Some(g);
                self.screen = Screen::Game;
                self.note(format!("Opened {}", path.display()));
                self.autosave();
            }
            Err(e) => self.error(format!(
                "Could not open the save. Your current game is unchanged.\n\n{e:#}"
            )),
        }
    }

    pub fn continue_autosave(&mut self) {
        let path = self.autosave_path();
        self.open_path(&path);
        if let Some(g) = &mut self.game {
            // The autosave is not the player's file: Ctrl+S should ask where to save.
            if g.path.as_deref() == Some(path.as_path()) {
                g.path = None;
            }
        }
    }

    /// Writes the running game to the autosave file (atomically).
    pub fn autosave(&mut self) {
        let Some(g) = &self.game else { return };
        match g.m.save_text() {
            Ok(text) => {
                let written = std::fs::create_dir_all(&self.data_dir)
                    .and_then(|()| write_atomic(&self.autosave_path(), text.as_bytes()));
                if let Err(e) = written {
                    self.error(format!("Autosave failed: {e}"));
                }
            }
            Err(e) => self.error(format!("Autosave failed: {e}")),
        }
    }

    pub fn save_to(&mut self, path: &Path) {
        let Some(g) = &mut self.game else { return };
        let result =
            g.m.save_text()
                .and_then(|t| write_atomic(path, t.as_bytes()).map_err(|e| e.to_string()));
        match result {
            Ok(()) => {
                g.path = Some(path.to_path_buf());
                self.note(format!("Saved to {}", path.display()));
            }
            Err(e) => self.error(format!("Could not save to {}: {e}", path.display())),
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
        match crate::export::export_png(g.m.as_ref(), g.export_seat, path) {
            Ok(()) => self.note(format!("Exported {}", path.display())),
            Err(e) => self.error(format!("Export failed: {e:#}")),
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
        let suggested = format!("{id}.{}", purpose.extension());
        let folder = self.start_folder();
        let why = if self.settings.in_window_file_dialog {
            None
        } else if let Some(why) = self.native_dialogs.unavailable() {
            Some(format!(
                "The system file dialog is not available ({why}), so here is dicepad's own."
            ))
        } else {
            match native_pick(purpose, &folder, &suggested) {
                NativePick::Chosen(path) => return self.file_chosen(purpose, &path),
                NativePick::Cancelled => return,
                NativePick::DidNotOpen => {
                    self.native_dialogs = NativeDialogs::missing("it did not open");
                    Some(
                        "The system file dialog did not open, so here is dicepad's own."
                            .to_string(),
                    )
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
