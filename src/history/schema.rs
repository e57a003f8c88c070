//! The history database's schema and its migrations.
//!
//! The schema version lives in SQLite's `PRAGMA user_version`. Each migration runs in its own
//! transaction together with the version bump, so a database is always at exactly one version.
//! Add a migration by appending to [`MIGRATIONS`]; never edit one that has shipped.

use rusqlite::{Connection, TransactionBehavior};

/// Version 1: one row per game, one per seat.
pub const V1: &str = "
CREATE TABLE games (
    id         INTEGER PRIMARY KEY,
    game       TEXT    NOT NULL,
    options    TEXT    NOT NULL,   -- JSON object key -> value
    seed       INTEGER NOT NULL,   -- the u64 seed's bits
    table_dice INTEGER NOT NULL,
    winners    TEXT    NOT NULL,   -- JSON array of seat indices
    started    INTEGER NOT NULL,   -- unix seconds
    ended      INTEGER NOT NULL,
    actions    INTEGER NOT NULL,
    abandoned  INTEGER NOT NULL,
    save_text  TEXT    NOT NULL
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    name    TEXT    NOT NULL,
    level   TEXT,                  -- NULL for a person, else Easy / Normal / Strong
    score   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
";

/// Version 2: score breakdown lines, the review's analysis cache, and indexes for the statistics.
pub const V2: &str = "
CREATE TABLE score_lines (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    line    INTEGER NOT NULL,
    label   TEXT    NOT NULL,
    points  INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, line)
);
CREATE TABLE analysis_cache (
    key     TEXT PRIMARY KEY,
    value   TEXT    NOT NULL,
    created INTEGER NOT NULL
);
CREATE INDEX games_by_game_end ON games (game, ended);
CREATE INDEX seats_by_name ON seats (name);
";

/// Every migration in order: entry `i` takes the database from version `i` to `i + 1`.
pub const MIGRATIONS: &[&str] = &[V1, V2];

/// The version this build writes.
pub const CURRENT: i64 = MIGRATIONS.len() as i64;

/// The database's schema version (0 for a new, empty file).
pub fn version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
}

/// Applies the migrations the database lacks. Returns the version it was at.
///
/// Each step reads the version inside a write transaction, so two programs opening a new file at
/// once (the window and `selfplay --record`) never both run the same migration.
pub fn migrate(conn: &mut Connection) -> Result<i64, MigrateError> {
    let found = version(conn)?;
    loop {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let at = version(&tx)?;
        if at > CURRENT {
            return Err(MigrateError::Newer(at));
        }
        let Some(sql) = MIGRATIONS.get(at.max(0) as usize) else {
            tx.commit()?;
            return Ok(found);
        };
        tx.execute_batch(sql)?;
        // PRAGMA takes no bound parameters; the value is our own integer.
        tx.execute_batch(&format!("PRAGMA user_version = {}", at.max(0) + 1))?;
        tx.commit()?;
    }
}

/// Why the schema could not be brought up to date.
#[derive(Debug)]
pub enum MigrateError {
    /// Written by a newer dicepad (its schema version).
    Newer(i64),
    Sql(rusqlite::Error),
}

impl From<rusqlite::Error> for MigrateError {
    fn from(e: rusqlite::Error) -> Self {
        MigrateError::Sql(e)
    }
}
