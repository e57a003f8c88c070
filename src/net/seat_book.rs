//! The seats this computer holds in network games: each seat's token, with the server's address,
//! the room, the game and the seat, kept in the data folder (`network_games.json`, written
//! atomically, readable by its owner only) so that the window can list the player's network games
//! and open any of them again. A token is a seat's only key: it is never logged (this module's
//! `Debug` leaves it out) and never shown.

use crate::engine::files;
use crate::engine::text::{Lang, Msg};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
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
    /// The seats whose chat lines this player hid in the room (the chat's mutes, kept across
    /// restarts of the window).
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub muted: BTreeSet<usize>,
    /// A daily challenge's attempt: the day's commitment (from the server's board when it was
    /// asked for), which the room's dice must carry when the seat is opened again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub day: Option<crate::engine::seal::Commitment>,
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
            .field("muted", &self.muted)
            .field("day", &self.day)
            .finish_non_exhaustive()
    }
}

/// Why the remembered seats could not be read or written. `Display` is English, for the log;
/// [`BookError::msg`] gives the player's words (never naming the file: the caller does).
#[derive(Debug, thiserror::Error)]
pub enum BookError {
    #[error("{0}")]
    Read(#[from] files::FileError),
    #[error("{}", files::io_msg(.0).render(Lang::En))]
    Write(#[from] std::io::Error),
    #[error("{}", json_msg(.0).render(Lang::En))]
    Format(#[from] serde_json::Error),
}

impl BookError {
    /// Why, in the player's words.
    pub fn msg(&self) -> Msg {
        match self {
            BookError::Read(e) => e.msg(),
            BookError::Write(e) => files::io_msg(e),
            BookError::Format(e) => json_msg(e),
        }
    }
}

/// A JSON error in the player's words, with its place ("line 3, column 7: …"), not the parser's.
fn json_msg(e: &serde_json::Error) -> Msg {
    use serde_json::error::Category;
    let what = match e.classify() {
        Category::Io => "seat-book-json-io",
        Category::Syntax => "seat-book-json-syntax",
        Category::Data => "seat-book-json-data",
        Category::Eof => "seat-book-json-eof",
    };
    Msg::new("file-ron-at")
        .count("line", e.line())
        .count("column", e.column())
        .msg("what", Msg::new(what))
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

    /// The seats remembered in `data_dir` (none when there is no file yet), read through the
    /// guarded reader: a regular file of at most [`MAX_BYTES`] (a link is followed; a folder,
    /// device or pipe is refused without waiting on it). A file that cannot be read is an error:
    /// the caller keeps it aside ([`files::keep_aside`]) before anything is written there.
    pub fn load(data_dir: &Path) -> Result<SeatBook, BookError> {
        match files::read_text(&Self::path(data_dir), MAX_BYTES) {
            Ok(text) => Ok(serde_json::from_str(&text)?),
            Err(e) if e.is_missing() => Ok(SeatBook::default()),
            Err(e) => Err(e.into()),
        }
    }

    /// Writes the seats to `data_dir`, atomically; a new file is readable by its owner only. A
    /// file there that cannot be read (damaged since it was loaded, a pipe, a link to a device)
    /// is first kept aside as `network_games.json.broken`, never written over: its tokens are
    /// the only keys to those seats. Returns the name it was kept under, if it was.
    pub fn store(&self, data_dir: &Path) -> Result<Option<PathBuf>, BookError> {
        let path = Self::path(data_dir);
        crate::paths::ensure_data_dir(data_dir)?;
        let kept = match Self::load(data_dir) {
            Ok(_) => None,
            Err(_) => Some(files::keep_aside(&path)?),
        };
        let text = serde_json::to_string_pretty(self)?;
        files::write_atomic_private(&path, text.as_bytes())?;
        Ok(kept)
    }

    /// Adds `key` (a seat already known, by room and token, is replaced, keeping its mutes
    /// unless `key` has some); true if it was new.
    pub fn remember(&mut self, mut key: SeatKey) -> bool {
        if key.muted.is_empty() {
            key.muted = self.muted(&key.room, &key.token);
        }
        let known = self.forget(&key.room, &key.token);
        self.seats.push(key);
        if self.seats.len() > MAX_SEATS {
            let extra = self.seats.len() - MAX_SEATS;
            self.seats.drain(..extra);
        }
        !known
    }

    /// The room `room` is on the server at `to` now (a redirect said so): its seats (not the
    /// ones this window hosts) are remembered there; true if any changed.
    pub fn moved(&mut self, room: &str, to: &str) -> bool {
        let mut changed = false;
        for key in self
            .seats
            .iter_mut()
            .filter(|k| k.room == room && !k.hosted && k.server != to)
        {
            key.server = to.to_string();
            changed = true;
        }
        changed
    }

    /// The seats muted in the chat of `room` by the seat of `token` (none if it is not known).
    pub fn muted(&self, room: &str, token: &str) -> BTreeSet<usize> {
        self.seats
            .iter()
            .find(|s| s.room == room && s.token == token)
            .map(|s| s.muted.clone())
            .unwrap_or_default()
    }

    /// Remembers `muted` as the seats muted in the chat of `room` by the seat of `token`; true if
    /// that changed anything.
    pub fn set_muted(&mut self, room: &str, token: &str, muted: &BTreeSet<usize>) -> bool {
        match self
            .seats
            .iter_mut()
            .find(|s| s.room == room && s.token == token)
        {
            Some(s) if s.muted != *muted => {
                s.muted.clone_from(muted);
                true
            }
            _ => false,
        }
    }

    /// Removes the seat of `token` in `room`; true if it was there.
    pub fn forget(&mut self, room: &str, token: &str) -> bool {
        let before = self.seats.len();
        self.seats.retain(|s| !(s.room == room && s.token == token));
        self.seats.len() != before
    }
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
            muted: BTreeSet::new(),
            day: None,
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

    #[test]
    fn a_moved_room_is_remembered_at_its_new_server_but_not_a_hosted_one() {
        let mut book = SeatBook::default();
        book.remember(key("ROOM1", "aaaa"));
        book.remember(key("ROOM1", "bbbb"));
        book.remember(key("ROOM2", "cccc"));
        book.remember(SeatKey {
            hosted: true,
            ..key("ROOM1", "dddd")
        });
        assert!(book.moved("ROOM1", "ws://10.0.0.2:7878"));
        let servers: Vec<&str> = book.seats.iter().map(|s| s.server.as_str()).collect();
        assert_eq!(
            servers,
            [
                "ws://10.0.0.2:7878",
                "ws://10.0.0.2:7878",
                "ws://127.0.0.1:7878",
                "ws://127.0.0.1:7878"
            ]
        );
        // Already there: nothing to write.
        assert!(!book.moved("ROOM1", "ws://10.0.0.2:7878"));
    }

    #[test]
    fn chat_mutes_are_kept_per_seat_across_a_reload_and_a_rejoin() {
        let dir = std::env::temp_dir().join(format!("dicepad-seat-mutes-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut book = SeatBook::default();
        book.remember(key("ROOM1", "aaaa"));
        book.remember(key("ROOM1", "bbbb"));
        let muted = BTreeSet::from([0, 2]);
        assert!(book.set_muted("ROOM1", "aaaa", &muted));
        assert!(!book.set_muted("ROOM1", "aaaa", &muted));
        assert!(!book.set_muted("ROOM9", "aaaa", &muted));
        book.store(&dir).unwrap();
        // The window restarts: the mutes are read back, for that seat only.
        let mut book = SeatBook::load(&dir).unwrap();
        assert_eq!(book.muted("ROOM1", "aaaa"), muted);
        assert!(book.muted("ROOM1", "bbbb").is_empty());
        // Joining the seat again remembers it anew, mutes and all.
        book.remember(key("ROOM1", "aaaa"));
        assert_eq!(book.muted("ROOM1", "aaaa"), muted);
        assert!(book.set_muted("ROOM1", "aaaa", &BTreeSet::new()));
        assert!(book.muted("ROOM1", "aaaa").is_empty());
        // A book written before mutes were kept still loads.
        let old = r#"{"seats":[{"server":"ws://h:1","room":"R","token":"t","game":"hex-roller","seat":0}]}"#;
        let old: SeatBook = serde_json::from_str(old).unwrap();
        assert!(old.seats[0].muted.is_empty());
        std::fs::remove_dir_all(&dir).ok();
    }
}
