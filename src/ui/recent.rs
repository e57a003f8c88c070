//! The home screen's list of saved games: the autosave (offered as Continue) and the save files
//! opened or saved lately, described in words.

use super::words::{file_name, state_words, when_text};
use crate::engine::text::tr;
use crate::games;
use std::path::{Path, PathBuf};
use web_time::SystemTime;

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

/// When the file at `path` was last written (the page's storage keeps no such time).
fn modified(path: &Path) -> Option<SystemTime> {
    #[cfg(target_arch = "wasm32")]
    return {
        let _ = path;
        None
    };
    #[cfg(not(target_arch = "wasm32"))]
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

impl RecentGame {
    /// Reads and replays one save for the list; never fails (a broken file is described as such).
    pub fn read(path: &Path, autosave: bool, now: SystemTime) -> RecentGame {
        let when = modified(path)
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

/// Reads the autosave and the recent files again. A file that is gone is dropped from the list
/// (and from `recent_files`); one that cannot be read stays, said so, so it can be forgotten.
pub fn read_recent(autosave: &Path, recent_files: &mut Vec<PathBuf>) -> Vec<RecentGame> {
    let now = SystemTime::now();
    let mut recent = Vec::new();
    if autosave.exists() {
        recent.push(RecentGame::read(autosave, true, now));
    }
    recent_files.retain(|p| p.exists());
    for path in recent_files.iter().take(MAX_RECENT) {
        recent.push(RecentGame::read(path, false, now));
    }
    recent
}

/// Puts a save file the player opened or saved at the top of the recent list (the autosave is
/// not the player's file).
pub fn remember(recent_files: &mut Vec<PathBuf>, autosave: &Path, path: &Path) {
    if path == autosave {
        return;
    }
    let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    recent_files.retain(|p| p != &path);
    recent_files.insert(0, path);
    recent_files.truncate(MAX_RECENT);
}
