//! The history database's schema and its migrations.
//!
//! The schema version lives in SQLite's `PRAGMA user_version`. Each migration runs in its own
//! transaction together with the version bump, so a database is always at exactly one version.
//! Add a migration by appending to [`MIGRATIONS`]; never edit one that has shipped.

use super::Reason;
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

/// Version 3: the Practice list, the player's costly positions from reviewed games and when each
/// comes back (see `practice`).
pub const V3: &str = "
CREATE TABLE practice (
    game_id       INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    step          INTEGER NOT NULL,   -- log index of the decision
    seat          INTEGER NOT NULL,
    played        TEXT    NOT NULL,   -- notation of the move played
    best          TEXT    NOT NULL,   -- notation of the reference bot's choice
    level         TEXT    NOT NULL,   -- the reference bot's level
    lost          REAL    NOT NULL,   -- points the played move lost
    added         INTEGER NOT NULL,   -- unix seconds
    due           INTEGER NOT NULL,   -- unix seconds
    interval_days INTEGER NOT NULL,   -- the last interval, 0 until first answered
    tries         INTEGER NOT NULL,
    found         INTEGER NOT NULL,
    PRIMARY KEY (game_id, step)
);
CREATE INDEX practice_by_due ON practice (due);
";

/// Every migration in order: entry `i` takes the database from version `i` to `i + 1`.
pub const MIGRATIONS: &[&str] = &[V1, V2, V3];

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

/// SQLite's `application_id` of a dicepad history ("dcpd" in ASCII). Files made before it was
/// set have 0 there and are recognised by their tables instead (see [`inspect`]).
pub const APPLICATION_ID: i32 = 0x6463_7064;

/// What an existing file holds, found by reading only (nothing is written to look).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// No tables and version 0: a new (or empty) file dicepad may set up.
    Empty,
    /// A dicepad history at this version (1 ..= [`CURRENT`]) with exactly that version's tables.
    Ours(i64),
    /// A dicepad history from a newer build (its version).
    Newer(i64),
    /// A dicepad history whose version or tables were changed (why, in a player's words).
    Damaged(Reason),
    /// Another program's database (why, in a player's words).
    Foreign(Reason),
}

/// One schema object as compared: (type, name, table, columns as "name type notnull pk").
type Object = (String, String, String, Vec<String>);

/// The tables and indexes of `conn` (SQLite's own internal ones left out), sorted.
fn shape(conn: &Connection) -> rusqlite::Result<Vec<Object>> {
    let mut stmt = conn.prepare(
        "SELECT type, name, tbl_name FROM sqlite_master
         WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name",
    )?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    let mut out = Vec::new();
    for row in rows {
        let (kind, name, table): (String, String, String) = row?;
        let mut cols = conn.prepare(
            "SELECT name, upper(type), \"notnull\", pk FROM pragma_table_info(?1) ORDER BY cid",
        )?;
        let columns = cols
            .query_map([&name], |r| {
                Ok(format!(
                    "{} {} {} {}",
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, i64>(3)?
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        out.push((kind, name, table, columns));
    }
    Ok(out)
}

/// The tables and indexes a dicepad history has at `version` (built in memory).
fn expected(version: i64) -> rusqlite::Result<Vec<Object>> {
    let conn = Connection::open_in_memory()?;
    for sql in MIGRATIONS.iter().take(version.max(0) as usize) {
        conn.execute_batch(sql)?;
    }
    shape(&conn)
}

/// Looks at a file's header and tables, reading only, and says whose it is.
pub fn inspect(conn: &Connection) -> rusqlite::Result<Kind> {
    let app: i32 = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    let version = self::version(conn)?;
    let found = shape(conn)?;
    if app != 0 && app != APPLICATION_ID {
        return Ok(Kind::Foreign(Reason::MarkedByOther));
    }
    if found.is_empty() && version == 0 {
        return Ok(Kind::Empty);
    }
    // A dicepad history has our `games` table from version 1 on; a file without it (or with
    // another `games`) was not made by dicepad unless it carries our mark.
    let v1 = expected(1)?;
    let ours = app == APPLICATION_ID || v1.iter().all(|o| found.contains(o));
    if !ours {
        return Ok(Kind::Foreign(Reason::NotOurTables));
    }
    if version > CURRENT {
        return Ok(Kind::Newer(version));
    }
    if version < 1 {
        return Ok(Kind::Damaged(Reason::VersionChanged));
    }
    if found != expected(version)? {
        return Ok(Kind::Damaged(Reason::TablesMismatch));
    }
    Ok(Kind::Ours(version))
}
