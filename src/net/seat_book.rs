//! The seats this computer holds in network games: each seat's token, with the server's address,
//! the room, the game and the seat, kept in the data folder (`network_games.json`, written
//! atomically, readable by its owner only) so that the window can list the player's network games
//! and open any of them again. A token is a seat's only key: it is never logged (this module's
//! `Debug` leaves it out) and never shown.

use crate::engine::files;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The file's name in the data folder.
pub const FILE: &str = "network_games.json";
/// The most seats remembered (the oldest go first): the list is for a player's own games.
pub const MAX_SEATS: usize = 200;
/// The largest file read back.
const MAX_BYTES: u64 = 1 << 20;

/// One remembered seat.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatKey {
    /// The server's address (`ws://…` or `wss://…`).
    pub server: String,
    pub room: String,
    pub token: String,
    /// The game's id (`hex-roller`).
    pub game: String,
    /// The seat, from 0.
    pub seat: usize,
    /// Whether this window's own server holds the room (hosted here: it is there only while
    /// the window hosts).
    #[serde(default)]
    pub hosted: bool,
}

impl std::fmt::Debug for SeatKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the token.
        f.debug_struct(stringify!(SeatKey))
            .field("server", &self.server)
            .field("room", &self.room)
            .field("game", &self.game)
            .field("seat", &self.seat)
            .field("hosted", &self.hosted)
            .finish_non_exhaustive()
    }
}

/// Why the remembered seats could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum BookError {
    #[error("{0}")]
    Read(#[from] files::FileError),
    #[error("{}", files::io_words(.0))]
    Write(#[from] std::io::Error),
    #[error("{0}")]
    Format(#[from] serde_json::Error),
}

/// The remembered seats, newest last.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SeatBook {
    #[serde(default)]
    pub seats: Vec<SeatKey>,
}

impl SeatBook {
    pub fn path(data_dir: &Path) -> PathBuf {
        data_dir.join(FILE)
    }

    /// The seats remembered in `data_dir` (none when there is no file yet).
    pub fn load(data_dir: &Path) -> Result<SeatBook, BookError> {
        match files::read_text(&Self::path(data_dir), MAX_BYTES) {
            Ok(text) => Ok(serde_json::from_str(&text)?),
            Err(e) if e.is_missing() => Ok(SeatBook::default()),
            Err(e) => Err(e.into()),
        }
    }

    /// Writes the seats to `data_dir`, atomically, readable by the owner only.
    pub fn store(&self, data_dir: &Path) -> Result<(), BookError> {
        let path = Self::path(data_dir);
        std::fs::create_dir_all(data_dir)?;
        private_file(&path)?;
        let text = serde_json::to_string_pretty(self)?;
        files::write_atomic(&path, text.as_bytes())?;
        Ok(())
    }

    /// Adds `key` (a seat already known, by room and token, is replaced); true if it was new.
    pub fn remember(&mut self, key: SeatKey) -> bool {
        let known = self.forget(&key.room, &key.token);
        self.seats.push(key);
        if self.seats.len() > MAX_SEATS {
            let extra = self.seats.len() - MAX_SEATS;
            self.seats.drain(..extra);
        }
        !known
    }

    /// Removes the seat of `token` in `room`; true if it was there.
    pub fn forget(&mut self, room: &str, token: &str) -> bool {
        let before = self.seats.len();
        self.seats.retain(|s| !(s.room == room && s.token == token));
        self.seats.len() != before
    }
}

/// Makes sure the file at `path` exists with owner-only permissions, so that the atomic write
/// (which keeps an existing file's permissions) keeps it private.
fn private_file(path: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
        let _ = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(false)
            .mode(0o600)
            .open(path)?;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))?;
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(room: &str, token: &str) -> SeatKey {
        SeatKey {
            server: "ws://127.0.0.1:7878".into(),
            room: room.into(),
            token: token.into(),
            game: "hex-roller".into(),
            seat: 1,
            hosted: false,
        }
    }

    #[test]
    fn seats_are_kept_once_written_privately_and_never_shown_with_their_token() {
        let dir = std::env::temp_dir().join(format!("dicepad-seat-book-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(SeatBook::load(&dir).unwrap(), SeatBook::default());
        let mut book = SeatBook::default();
        assert!(book.remember(key("ROOM1", "aaaa")));
        assert!(book.remember(key("ROOM2", "bbbb")));
        // The same seat again replaces the first and goes last.
        assert!(!book.remember(key("ROOM1", "aaaa")));
        let rooms: Vec<&str> = book.seats.iter().map(|s| s.room.as_str()).collect();
        assert_eq!(rooms, ["ROOM2", "ROOM1"]);
        book.store(&dir).unwrap();
        assert_eq!(SeatBook::load(&dir).unwrap(), book);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(SeatBook::path(&dir))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        assert!(book.forget("ROOM2", "bbbb"));
        assert!(!book.forget("ROOM2", "bbbb"));
        let shown = format!("{book:?}");
        assert!(
            shown.contains("ROOM1") && !shown.contains("aaaa"),
            "{shown}"
        );
        for i in 0..MAX_SEATS + 5 {
            book.remember(key(&format!("R{i}"), "t"));
        }
        assert_eq!(book.seats.len(), MAX_SEATS);
        assert_eq!(book.seats[0].room, "R5");
        std::fs::remove_dir_all(&dir).ok();
    }
}
