//! Files: open (dialog, drop, command line, Continue), save and save as, autosave, PNG export.
//! A failed open leaves the current game as it was; every write is atomic.

use super::app::{App, Screen};
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
        let path = match (&g.path, ask) {
            (Some(p), false) => Some(p.clone()),
            _ => rfd::FileDialog::new()
                .add_filter("dicepad save", &["ron"])
                .set_file_name(format!("{}.ron", g.m.info().id))
                .save_file(),
        };
        if let Some(p) = path {
            self.save_to(&p);
        }
    }

    pub(super) fn open_dialog(&mut self) {
        if let Some(p) = rfd::FileDialog::new()
            .add_filter("dicepad save", &["ron"])
            .pick_file()
        {
            self.open_path(&p);
        }
    }

    pub fn export_to(&mut self, path: &Path) {
        let Some(g) = &self.game else { return };
        match crate::export::export_png(g.m.as_ref(), g.export_seat, path) {
            Ok(()) => self.note(format!("Exported {}", path.display())),
            Err(e) => self.error(format!("Export failed: {e:#}")),
        }
    }

    pub(super) fn export_dialog(&mut self) {
        let Some(g) = &self.game else { return };
        if let Some(p) = rfd::FileDialog::new()
            .add_filter("PNG image", &["png"])
            .set_file_name(format!("{}.png", g.m.info().id))
            .save_file()
        {
            self.export_to(&p);
        }
    }
}
