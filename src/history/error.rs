//! Why the history cannot be used: typed reasons a player reads in their language, and the
//! history's one-line errors.

#[cfg(not(target_arch = "wasm32"))]
use rusqlite::ErrorCode;
#[cfg(not(target_arch = "wasm32"))]
use std::path::Path;

/// What is wrong with the history's file, inside a [`HistoryError`]: typed, so the player reads
/// it in their language ([`Reason::msg`]); `Display` is English, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A stored value has the wrong type.
    WrongType,
    /// A stored text is not UTF-8.
    NotText,
    /// Its pages do not fit together.
    Pages,
    NotADatabase,
    /// The file or its folder is read-only.
    ReadOnly,
    /// Permission denied, or its folder is missing.
    NoAccess,
    DiskFull,
    DiskError,
    /// The file itself is read-only.
    FileReadOnly,
    /// Its folder cannot be created.
    NoFolder(std::io::ErrorKind),
    /// It cannot be switched to WAL (the journal mode it kept).
    NotWal(String),
    /// Another program has marked it as its own.
    MarkedByOther,
    /// Its tables are not a game history's.
    NotOurTables,
    /// Its version number was changed.
    VersionChanged,
    /// Its tables do not match its version number.
    TablesMismatch,
    /// SQLite's own words (English).
    Sqlite(String),
    /// The guarded file check refused it (a folder, device or pipe; no access).
    File(crate::engine::text::Msg),
    /// A record with no seats.
    NoSeats,
    /// A record's scores (or breakdowns) do not match its seats.
    Scores {
        scores: usize,
        seats: usize,
    },
    Breakdowns {
        breakdowns: usize,
        seats: usize,
    },
    /// A winner past the seats.
    Winner {
        winner: usize,
        seats: usize,
    },
}

impl Reason {
    /// The reason in the player's words.
    pub fn msg(&self) -> crate::engine::text::Msg {
        use crate::engine::text::Msg;
        let id = match self {
            Reason::WrongType => "file-history-wrong-type",
            Reason::NotText => "history-not-text",
            Reason::Pages => "file-history-pages",
            Reason::NotADatabase => "file-history-not-db",
            Reason::ReadOnly => "file-history-read-only",
            Reason::NoAccess => "file-history-no-access",
            Reason::DiskFull => "file-io-full",
            Reason::DiskError => "file-history-disk",
            Reason::FileReadOnly => "file-history-file-read-only",
            Reason::NoFolder(kind) => {
                let why = crate::engine::files::io_msg(&std::io::Error::from(*kind));
                return Msg::new("file-history-no-folder").msg("why", why);
            }
            Reason::NotWal(mode) => {
                return Msg::new("file-history-not-wal")
                    .text("mode", crate::engine::save::clip(mode, 20))
            }
            Reason::MarkedByOther => "file-history-marked",
            Reason::NotOurTables => "file-history-not-ours",
            Reason::VersionChanged => "file-history-version",
            Reason::TablesMismatch => "file-history-tables",
            Reason::Sqlite(why) => return Msg::new("file-history-sqlite").text("why", why),
            Reason::File(why) => return why.clone(),
            Reason::NoSeats => "file-history-no-seats",
            Reason::Scores { scores, seats } => {
                return Msg::new("file-history-scores")
                    .count("scores", *scores)
                    .count("seats", *seats)
            }
            Reason::Breakdowns { breakdowns, seats } => {
                return Msg::new("file-history-breakdowns")
                    .count("breakdowns", *breakdowns)
                    .count("seats", *seats)
            }
            Reason::Winner { winner, seats } => {
                return Msg::new("file-history-winner")
                    .count("winner", *winner)
                    .count("seats", *seats)
            }
        };
        Msg::new(id)
    }
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.msg().render(crate::engine::text::Lang::En))
    }
}

/// Why the history cannot be used. Each message is one line in a player's words (no SQL text),
/// ready for a notice.
#[derive(Debug, thiserror::Error)]
pub enum HistoryError {
    #[error("The game history {path} is damaged ({reason}); dicepad leaves it as it is. Move or rename it to start a fresh history.")]
    Corrupt { path: String, reason: Reason },
    #[error("{path} is not a dicepad game history ({reason}); dicepad leaves it untouched. Choose another file, or move this one away.")]
    Foreign { path: String, reason: Reason },
    #[error("The game history {path} is in use by another program; try again when it is done.")]
    Locked { path: String },
    #[error("The game history {path} cannot be written ({reason}).")]
    ReadOnly { path: String, reason: Reason },
    #[error("The game history {path} cannot be read ({reason}).")]
    Unreadable { path: String, reason: Reason },
    #[error("There is no game history at {path} yet (finish a game, or run selfplay --record).")]
    Empty { path: String },
    #[error("The game history {path} was written by a newer dicepad (schema {found}, this one knows up to {known}); it is left untouched.")]
    Newer {
        path: String,
        found: i64,
        known: i64,
    },
    #[error("The game history has no game {0}.")]
    NotFound(i64),
    #[error("A game could not be recorded: {0}")]
    BadRecord(Reason),
    #[error("The game history {path} failed: {reason}")]
    Other { path: String, reason: Reason },
}

impl HistoryError {
    /// The problem in the player's language (its `Display` is the English, for logs and the
    /// command line's tests).
    pub fn msg(&self) -> crate::engine::text::Msg {
        use crate::engine::text::Msg;
        let at = |id: &'static str, path: &str| Msg::new(id).text("path", path.to_string());
        match self {
            HistoryError::Corrupt { path, reason } => {
                at("history-corrupt", path).msg("reason", reason.msg())
            }
            HistoryError::Foreign { path, reason } => {
                at("history-foreign", path).msg("reason", reason.msg())
            }
            HistoryError::Locked { path } => at("history-locked", path),
            HistoryError::ReadOnly { path, reason } => {
                at("history-read-only", path).msg("reason", reason.msg())
            }
            HistoryError::Unreadable { path, reason } => {
                at("history-unreadable", path).msg("reason", reason.msg())
            }
            HistoryError::Empty { path } => at("history-empty", path),
            HistoryError::Newer { path, found, known } => at("history-newer", path)
                .int("found", *found)
                .int("known", *known),
            HistoryError::NotFound(id) => Msg::new("history-not-found").int("id", *id),
            HistoryError::BadRecord(why) => Msg::new("history-bad-record").msg("why", why.msg()),
            HistoryError::Other { path, reason } => {
                at("history-other", path).msg("reason", reason.msg())
            }
        }
    }

    /// Sorts an SQLite error into what the player can do about it, in words without SQL.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn from_sql(path: &Path, e: rusqlite::Error) -> Self {
        let path = path.display().to_string();
        let damaged = |reason: Reason| HistoryError::Corrupt {
            path: path.clone(),
            reason,
        };
        if matches!(
            e,
            rusqlite::Error::InvalidColumnType(..)
                | rusqlite::Error::FromSqlConversionFailure(..)
                | rusqlite::Error::IntegralValueOutOfRange(..)
        ) {
            return damaged(Reason::WrongType);
        }
        if matches!(e, rusqlite::Error::Utf8Error(..)) {
            return damaged(Reason::NotText);
        }
        match e.sqlite_error_code() {
            Some(ErrorCode::DatabaseCorrupt) => damaged(Reason::Pages),
            Some(ErrorCode::NotADatabase) => damaged(Reason::NotADatabase),
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
                HistoryError::Locked { path }
            }
            Some(ErrorCode::ReadOnly) => HistoryError::ReadOnly {
                path,
                reason: Reason::ReadOnly,
            },
            Some(ErrorCode::PermissionDenied | ErrorCode::CannotOpen) => HistoryError::Unreadable {
                path,
                reason: Reason::NoAccess,
            },
            Some(ErrorCode::DiskFull) => HistoryError::ReadOnly {
                path,
                reason: Reason::DiskFull,
            },
            Some(ErrorCode::SystemIoFailure) => HistoryError::Unreadable {
                path,
                reason: Reason::DiskError,
            },
            _ => HistoryError::Other {
                path,
                reason: Reason::Sqlite(crate::engine::save::clip(&one_line(&e.to_string()), 120)),
            },
        }
    }
}

/// `text` on one line (SQLite's messages may hold line breaks).
#[cfg(not(target_arch = "wasm32"))]
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
