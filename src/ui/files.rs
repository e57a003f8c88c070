//! Files: open (dialog, drop, command line, Continue), save and save as, autosave, PNG export,
//! and asking for a file. A failed open leaves the current game as it was; every write is atomic.

use super::event::{After, Event, NextGame};
use super::file_dialog::{FileDialog, FilePurpose, NativeDialogs, NativePick};
use super::game_screen::GameScreen;
use super::played::ScreenGame;
use super::shell::Shell;
use super::words::file_name;
use crate::engine::save::write_atomic;
use crate::engine::text::{tr, Msg};
use std::path::{Path, PathBuf};

/// A save read for the game screen, or `None` after an error (nothing else changes).
pub fn open_file(cx: &mut Shell, path: &Path) -> Option<NextGame> {
    match ScreenGame::load_path(path) {
        Ok(m) => {
            let mut g = GameScreen::new(m, cx.settings.tutorial_default);
            // A game already over opens on its sheets, its result in the status bar: the end
            // window is for the moment a game ends, not for every look at a finished one.
            g.end_dismissed = g.m.is_over();
            // The autosave is not the player's file: Ctrl+S should ask where to save.
            let autosave = path == cx.autosave_path();
            g.path = (!autosave).then(|| path.to_path_buf());
            let after = After::Opened {
                path: path.to_path_buf(),
                autosave,
            };
            Some(NextGame::Ready(Box::new(g), after))
        }
        Err(e) => {
            cx.error(
                Msg::new("error-open")
                    .text("why", format!("{e:#}"))
                    .to_string(),
            );
            None
        }
    }
}

/// Writes the game to the autosave file (atomically). A network game is kept by its server: an
/// autosave would reopen it as a local game.
pub fn autosave(cx: &mut Shell, g: &GameScreen) {
    if g.remote.is_some() {
        return;
    }
    let written = g.m.save_text().map_err(|e| e.to_string()).and_then(|text| {
        crate::paths::ensure_data_dir(&cx.data_dir)
            .and_then(|()| write_atomic(&cx.autosave_path(), text.as_bytes()))
            .map_err(|e| crate::engine::files::io_words(&e))
    });
    if let Err(why) = written {
        cx.error(Msg::new("error-autosave").text("why", why).to_string());
    }
}

/// The autosave goes when the game it holds was left (recorded as abandoned): it is not offered
/// as Continue as well.
pub fn forget_autosave_of(cx: &mut Shell, g: &GameScreen) {
    let path = cx.autosave_path();
    let holds_it = crate::engine::files::read_text(&path, crate::engine::save::MAX_SAVE_BYTES)
        .ok()
        .is_some_and(|text| g.m.save_text().ok().as_deref() == Some(text.as_str()));
    if holds_it {
        if let Err(e) = crate::engine::files::remove_file(&path) {
            tracing::warn!("cannot remove the autosave of a left game: {e}");
        }
    }
}

pub fn save_to(cx: &mut Shell, g: &mut GameScreen, path: &Path) {
    let result = g.m.save_text().map_err(|e| e.to_string()).and_then(|t| {
        write_atomic(path, t.as_bytes()).map_err(|e| crate::engine::files::io_words(&e))
    });
    match result {
        Ok(()) => {
            g.path = Some(path.to_path_buf());
            cx.note(
                Msg::new("status-saved")
                    .text("file", file_name(path))
                    .to_string(),
            );
            let autosave = cx.autosave_path();
            super::recent::remember(&mut cx.settings.recent_files, &autosave, path);
        }
        Err(e) => cx.error(
            Msg::new("error-save")
                .text("file", file_name(path))
                .text("why", e)
                .to_string(),
        ),
    }
}

pub fn export_to(cx: &mut Shell, g: &GameScreen, path: &Path) {
    // Never over the game's own save file.
    if let Some(save) = g.path.as_deref() {
        if let Err(e) = crate::engine::files::check_not_input(path, save) {
            cx.error(
                Msg::new("error-export")
                    .text("why", format!("{}: {e}", file_name(path)))
                    .to_string(),
            );
            return;
        }
    }
    match crate::export::export_png(&*g.m, g.export_seat, path) {
        Ok(()) => cx.note(
            Msg::new("status-exported")
                .text("file", file_name(path))
                .to_string(),
        ),
        Err(e) => cx.error(
            Msg::new("error-export")
                .text("why", format!("{e:#}"))
                .to_string(),
        ),
    }
}

/// Where file dialogs start: the open game's folder, else the folder used last, else home,
/// else the data folder.
fn start_folder(cx: &Shell, game: Option<&GameScreen>) -> PathBuf {
    let game_folder = game
        .and_then(|g| g.path.as_ref())
        .and_then(|p| p.parent())
        .map(Path::to_path_buf);
    game_folder
        .filter(|p| p.is_dir())
        .or_else(|| cx.settings.last_folder.clone())
        .filter(|p| p.is_dir())
        .or_else(|| std::env::var_os("HOME").map(PathBuf::from))
        .filter(|p| p.is_dir())
        .unwrap_or_else(|| cx.data_dir.clone())
}

/// Asks for a file: the system dialog if there is one (and the player did not switch it off;
/// its answer is sent as [`Event::FileChosen`]), else ours inside the window, saying why — the
/// dialog returned is for the window stack. `name` is the game id the suggested name starts with.
pub fn choose_file(
    cx: &mut Shell,
    purpose: FilePurpose,
    game: Option<&GameScreen>,
    name: &str,
) -> Option<FileDialog> {
    let suggested = match purpose {
        FilePurpose::PrintBlank => format!("{name}-blank.png"),
        _ => format!("{name}.{}", purpose.extension()),
    };
    let folder = start_folder(cx, game);
    let why = if cx.settings.in_window_file_dialog {
        None
    } else if let Some(why) = cx.native_dialogs.unavailable() {
        Some(
            Msg::new("status-own-dialog-unavailable")
                .text("why", why.to_string())
                .to_string(),
        )
    } else {
        match cx.platform.pick_file(purpose, &folder, &suggested) {
            NativePick::Chosen(path) => {
                cx.send(Event::FileChosen(purpose, path));
                return None;
            }
            NativePick::Cancelled => return None,
            NativePick::DidNotOpen => {
                cx.native_dialogs = NativeDialogs::missing(&tr("fd-did-not-open"));
                Some(tr("status-own-dialog-not-opened"))
            }
        }
    };
    Some(FileDialog::new(purpose, folder, &suggested, why))
}

/// Remembers the folder of a chosen file for the next dialog.
pub fn remember_folder(cx: &mut Shell, path: &Path) {
    if let Some(parent) = path.parent().filter(|p| p.is_dir()) {
        cx.settings.last_folder = Some(parent.to_path_buf());
    }
}
