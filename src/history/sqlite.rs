//! The game history of the desktop and the server: one SQLite file in the data folder, checked for
//! whose it is before anything is written, brought up to date by [`super::schema`], and the
//! Practice list's table with it. The browser build keeps its history another way
//! (`history/kept.rs`) behind the same methods.

use super::error::Reason;
use super::practice::{next_due, NewItem, PracticeItem};
use super::{now, schema, Filter, GameRecord, GameSummary, HistoryError, SeatRecord, SeatSummary};
use rusqlite::{params, Connection, OpenFlags, OptionalExtension};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a write waits for another program's write to finish before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_millis(1500);
/// How many more looks a file that seems damaged gets (50 ms apart) before it is called damaged:
/// another connection may be half-way through creating it.
const INSPECT_RETRIES: usize = 4;

/// Whether a history is opened to record games or only to read them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Access {
    Write,
    Read,
}

/// Whether the history file exists (false: absent). Anything but a regular file is refused
/// before SQLite opens it (the guarded file check): a FIFO would block the open, a device would
/// be read without end.
fn existing_file(path: &Path) -> Result<bool, HistoryError> {
    match crate::engine::files::check_regular_or_absent(path) {
        Ok(()) => Ok(path.exists()),
        Err(e) => Err(HistoryError::Unreadable {
            path: path.display().to_string(),
            reason: Reason::File(e.msg()),
        }),
    }
}

/// An open history database.
pub struct History {
    conn: Connection,
    path: PathBuf,
}

impl History {
    /// The database file in a data folder.
    pub fn default_path(data_dir: &Path) -> PathBuf {
        data_dir.join("history.sqlite3")
    }

    /// Opens (creating if need be) the database and brings its schema up to date.
    ///
    /// Whose file it is gets checked first, reading only: another program's database, a damaged
    /// history or a newer dicepad's is refused before anything (journal mode, tables, version) is
    /// written to it. Files dicepad sets up are marked with [`schema::APPLICATION_ID`].
    pub fn open(path: &Path) -> Result<History, HistoryError> {
        Self::open_as(path, Access::Write)
    }

    /// Opens an existing history for reading only (the statistics): nothing is written to it,
    /// so a read-only file reads fine. A missing or empty file is [`HistoryError::Empty`].
    pub fn open_read_only(path: &Path) -> Result<History, HistoryError> {
        Self::open_as(path, Access::Read)
    }

    fn open_as(path: &Path, access: Access) -> Result<History, HistoryError> {
        let sql = |e| HistoryError::from_sql(path, e);
        let shown = || path.display().to_string();
        let exists = existing_file(path)?;
        let flags = match access {
            Access::Read if !exists => return Err(HistoryError::Empty { path: shown() }),
            Access::Read => OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
            Access::Write => {
                if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                    std::fs::create_dir_all(dir).map_err(|e| HistoryError::ReadOnly {
                        path: shown(),
                        reason: Reason::NoFolder(e.kind()),
                    })?;
                }
                OpenFlags::SQLITE_OPEN_READ_WRITE
                    | OpenFlags::SQLITE_OPEN_CREATE
                    | OpenFlags::SQLITE_OPEN_NO_MUTEX
            }
        };
        let mut conn = Connection::open_with_flags(path, flags).map_err(sql)?;
        conn.busy_timeout(BUSY_TIMEOUT).map_err(sql)?;
        // Whose file is it? Only reads so far: a file that is not a database fails here too.
        // The header and the tables are separate reads, and another connection (selfplay
        // records from several threads) may be creating the tables between them: a file that
        // looks damaged is looked at again a moment later before it is called damaged. (A read
        // transaction around the reads would hold off that writer's switch to WAL instead.)
        let mut kind = schema::inspect(&conn).map_err(sql)?;
        for _ in 0..INSPECT_RETRIES {
            if !matches!(kind, schema::Kind::Damaged(_)) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
            kind = schema::inspect(&conn).map_err(sql)?;
        }
        match kind {
            schema::Kind::Foreign(why) => {
                return Err(HistoryError::Foreign {
                    path: shown(),
                    reason: why,
                })
            }
            schema::Kind::Damaged(why) => {
                return Err(HistoryError::Corrupt {
                    path: shown(),
                    reason: why,
                })
            }
            schema::Kind::Newer(found) => {
                return Err(HistoryError::Newer {
                    path: shown(),
                    found,
                    known: schema::CURRENT,
                })
            }
            schema::Kind::Empty if access == Access::Read => {
                return Err(HistoryError::Empty { path: shown() })
            }
            schema::Kind::Empty | schema::Kind::Ours(_) => {}
        }
        let check: String = conn
            .query_row("PRAGMA quick_check", [], |r| r.get(0))
            .map_err(sql)?;
        if check != "ok" {
            // SQLite's own report names pages and offsets; the player needs only the verdict.
            return Err(HistoryError::Corrupt {
                path: shown(),
                reason: Reason::Pages,
            });
        }
        if access == Access::Read {
            return Ok(History {
                conn,
                path: path.to_path_buf(),
            });
        }
        if conn.is_readonly(rusqlite::MAIN_DB).map_err(sql)? {
            return Err(HistoryError::ReadOnly {
                path: shown(),
                reason: Reason::FileReadOnly,
            });
        }
        let mode: String = conn
            .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
            .map_err(sql)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(HistoryError::ReadOnly {
                path: shown(),
                reason: Reason::NotWal(mode),
            });
        }
        // In WAL mode, NORMAL loses nothing when the app is killed (only on power loss).
        conn.execute_batch("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;")
            .map_err(sql)?;
        schema::migrate(&mut conn).map_err(|e| match e {
            schema::MigrateError::Newer(found) => HistoryError::Newer {
                path: shown(),
                found,
                known: schema::CURRENT,
            },
            schema::MigrateError::Sql(e) => sql(e),
        })?;
        // Mark the file (also one made before the mark existed) so later checks are exact.
        let app: i32 = conn
            .query_row("PRAGMA application_id", [], |r| r.get(0))
            .map_err(sql)?;
        if app != schema::APPLICATION_ID {
            // PRAGMA takes no bound parameters; the value is our own constant.
            conn.execute_batch(&format!(
                "PRAGMA application_id = {}",
                schema::APPLICATION_ID
            ))
            .map_err(sql)?;
        }
        Ok(History {
            conn,
            path: path.to_path_buf(),
        })
    }

    /// Where this database lives.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn err(&self, e: rusqlite::Error) -> HistoryError {
        HistoryError::from_sql(&self.path, e)
    }

    /// Stores one game (one transaction: all of it or nothing). Returns its id.
    pub fn record(&mut self, rec: &GameRecord) -> Result<i64, HistoryError> {
        rec.check()?;
        let tx = self
            .conn
            .transaction()
            .map_err(|e| HistoryError::from_sql(&self.path, e))?;
        let id = insert(&tx, rec, &to_json(&rec.options), &to_json(&rec.winners))
            .map_err(|e| HistoryError::from_sql(&self.path, e))?;
        tx.commit()
            .map_err(|e| HistoryError::from_sql(&self.path, e))?;
        Ok(id)
    }

    /// Past games, newest first.
    pub fn games(&self, filter: &Filter) -> Result<Vec<GameSummary>, HistoryError> {
        let mut seats: BTreeMap<i64, Vec<SeatSummary>> = BTreeMap::new();
        let mut stmt = self
            .conn
            .prepare(
                "SELECT s.game_id, s.name, s.level, s.score, g.winners FROM seats s
                 JOIN games g ON g.id = s.game_id
                 WHERE ?1 IS NULL OR g.game = ?1 ORDER BY s.game_id, s.seat",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map(params![filter.game], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, Option<String>>(2)?,
                    r.get::<_, i32>(3)?,
                    r.get::<_, String>(4)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        for row in rows {
            let (id, name, level, score, winners) = row.map_err(|e| self.err(e))?;
            let list = seats.entry(id).or_default();
            let winners: Vec<usize> = serde_json::from_str(&winners).unwrap_or_default();
            let winner = winners.contains(&list.len());
            list.push(SeatSummary {
                name,
                level: level.and_then(|l| l.parse().ok()),
                score,
                winner,
            });
        }
        let mut stmt = self
            .conn
            .prepare(
                "SELECT id, game, started, ended, actions, abandoned, seed, options, table_dice FROM games
                 WHERE ?1 IS NULL OR game = ?1 ORDER BY ended DESC, id DESC",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map(params![filter.game], |r| {
                Ok(GameSummary {
                    id: r.get(0)?,
                    game: r.get(1)?,
                    started: r.get(2)?,
                    ended: r.get(3)?,
                    actions: r.get::<_, i64>(4)?.max(0) as usize,
                    abandoned: r.get(5)?,
                    seats: Vec::new(),
                    seed: r.get::<_, i64>(6)? as u64,
                    // Written by this program as a JSON object; one that does not read is no
                    // options (the summary is for lists and ratings, the save text is the game).
                    options: serde_json::from_str(&r.get::<_, String>(7)?).unwrap_or_default(),
                    table_dice: r.get(8)?,
                })
            })
            .map_err(|e| self.err(e))?;
        let mut out = Vec::new();
        for row in rows {
            let mut g = row.map_err(|e| self.err(e))?;
            g.seats = seats.remove(&g.id).unwrap_or_default();
            if filter.player.as_deref().is_none_or(|p| g.has_player(p)) {
                out.push(g);
            }
        }
        Ok(out)
    }

    /// One past game in full, with its save text.
    pub fn game(&self, id: i64) -> Result<GameRecord, HistoryError> {
        let row = self
            .conn
            .query_row(
                "SELECT game, options, seed, table_dice, winners, started, ended, actions,
                        abandoned, save_text FROM games WHERE id = ?1",
                [id],
                |r| {
                    Ok(GameRecord {
                        game: r.get(0)?,
                        options: serde_json::from_str(&r.get::<_, String>(1)?).unwrap_or_default(),
                        seed: r.get::<_, i64>(2)? as u64,
                        table_dice: r.get(3)?,
                        winners: serde_json::from_str(&r.get::<_, String>(4)?).unwrap_or_default(),
                        started: r.get(5)?,
                        ended: r.get(6)?,
                        actions: r.get::<_, i64>(7)?.max(0) as usize,
                        abandoned: r.get(8)?,
                        save_text: r.get(9)?,
                        seats: Vec::new(),
                        scores: Vec::new(),
                        breakdowns: Vec::new(),
                    })
                },
            )
            .optional()
            .map_err(|e| self.err(e))?;
        let mut rec = row.ok_or(HistoryError::NotFound(id))?;
        let mut stmt = self
            .conn
            .prepare("SELECT name, level, score FROM seats WHERE game_id = ?1 ORDER BY seat")
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([id], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, Option<String>>(1)?,
                    r.get::<_, i32>(2)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        for row in rows {
            let (name, level, score) = row.map_err(|e| self.err(e))?;
            rec.seats.push(SeatRecord {
                name,
                level: level.and_then(|l| l.parse().ok()),
            });
            rec.scores.push(score);
        }
        rec.breakdowns = vec![Vec::new(); rec.seats.len()];
        let mut stmt = self
            .conn
            .prepare(
                "SELECT seat, label, points FROM score_lines WHERE game_id = ?1
                 ORDER BY seat, line",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([id], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i32>(2)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        for row in rows {
            let (seat, label, points) = row.map_err(|e| self.err(e))?;
            if let Some(lines) = rec.breakdowns.get_mut(seat.max(0) as usize) {
                lines.push((label, points));
            }
        }
        Ok(rec)
    }

    /// A cached analysis result (for the review).
    pub fn cache_get(&self, key: &str) -> Result<Option<String>, HistoryError> {
        self.conn
            .query_row(
                "SELECT value FROM analysis_cache WHERE key = ?1",
                [key],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    /// Stores (or replaces) a cached analysis result.
    pub fn cache_put(&mut self, key: &str, value: &str) -> Result<(), HistoryError> {
        self.conn
            .execute(
                "INSERT OR REPLACE INTO analysis_cache (key, value, created) VALUES (?1, ?2, ?3)",
                params![key, value, now()],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }

    /// The raw connection (tests and maintenance).
    pub fn connection(&self) -> &Connection {
        &self.conn
    }
}

/// Inserts a game and its seats and lines inside the caller's transaction.
fn insert(
    tx: &rusqlite::Transaction<'_>,
    rec: &GameRecord,
    options: &str,
    winners: &str,
) -> rusqlite::Result<i64> {
    tx.execute(
        "INSERT INTO games (game, options, seed, table_dice, winners, started, ended, actions,
                            abandoned, save_text)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            rec.game,
            options,
            rec.seed as i64,
            rec.table_dice,
            winners,
            rec.started,
            rec.ended,
            rec.actions as i64,
            rec.abandoned,
            rec.save_text
        ],
    )?;
    let id = tx.last_insert_rowid();
    for (i, (seat, score)) in rec.seats.iter().zip(&rec.scores).enumerate() {
        tx.execute(
            "INSERT INTO seats (game_id, seat, name, level, score) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                id,
                i as i64,
                seat.name,
                seat.level.map(|l| l.label()),
                score
            ],
        )?;
    }
    for (i, lines) in rec.breakdowns.iter().enumerate() {
        for (j, (label, points)) in lines.iter().enumerate() {
            tx.execute(
                "INSERT INTO score_lines (game_id, seat, line, label, points)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![id, i as i64, j as i64, label, points],
            )?;
        }
    }
    Ok(id)
}

/// A JSON column's text. Maps of strings and lists of numbers always serialize.
fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

const COLUMNS: &str = "p.game_id, g.game, p.step, p.seat, p.played, p.best, p.level, p.lost, \
                       p.added, p.due, p.interval_days, p.tries, p.found";

fn item(r: &rusqlite::Row<'_>) -> rusqlite::Result<PracticeItem> {
    let index = |i: usize| -> rusqlite::Result<usize> {
        let v: i64 = r.get(i)?;
        usize::try_from(v).map_err(|_| rusqlite::Error::IntegralValueOutOfRange(i, v))
    };
    Ok(PracticeItem {
        game_id: r.get(0)?,
        game: r.get(1)?,
        step: index(2)?,
        seat: index(3)?,
        played: r.get(4)?,
        best: r.get(5)?,
        level: r.get(6)?,
        lost: r.get(7)?,
        added: r.get(8)?,
        due: r.get(9)?,
        interval_days: r.get(10)?,
        tries: r.get(11)?,
        found: r.get(12)?,
    })
}

impl History {
    /// Adds the costly decisions of recorded game `game_id`, due at once; a position already on
    /// the list keeps its schedule. Returns how many were new.
    pub fn practice_add(&mut self, game_id: i64, items: &[NewItem]) -> Result<usize, HistoryError> {
        let now = now();
        let path = self.path.clone();
        let sql = |e| HistoryError::from_sql(&path, e);
        let tx = self.conn.transaction().map_err(sql)?;
        let mut added = 0;
        for it in items {
            added += tx
                .execute(
                    "INSERT OR IGNORE INTO practice (game_id, step, seat, played, best, level,
                         lost, added, due, interval_days, tries, found)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, 0, 0, 0)",
                    params![
                        game_id,
                        it.step as i64,
                        it.seat as i64,
                        it.played,
                        it.best,
                        it.level,
                        it.lost,
                        now
                    ],
                )
                .map_err(sql)?;
        }
        tx.commit().map_err(sql)?;
        Ok(added)
    }

    /// The positions due at `now`, the longest overdue first (at most `limit`), and how many are
    /// due in all.
    pub fn practice_due(
        &self,
        now: i64,
        limit: usize,
    ) -> Result<(Vec<PracticeItem>, usize), HistoryError> {
        let sql = |e| self.err(e);
        let mut stmt = self
            .conn
            .prepare(&format!(
                "SELECT {COLUMNS} FROM practice p JOIN games g ON g.id = p.game_id
                 WHERE p.due <= ?1 ORDER BY p.due, p.game_id, p.step LIMIT ?2"
            ))
            .map_err(sql)?;
        let items = stmt
            .query_map(params![now, limit as i64], item)
            .map_err(sql)?
            .collect::<rusqlite::Result<Vec<_>>>()
            .map_err(sql)?;
        let count: i64 = self
            .conn
            .query_row(
                "SELECT count(*) FROM practice WHERE due <= ?1",
                [now],
                |r| r.get(0),
            )
            .map_err(sql)?;
        Ok((items, usize::try_from(count).unwrap_or(0)))
    }

    /// The whole list, soonest due first.
    pub fn practice_all(&self) -> Result<Vec<PracticeItem>, HistoryError> {
        let sql = |e| self.err(e);
        let mut stmt = self
            .conn
            .prepare(&format!(
                "SELECT {COLUMNS} FROM practice p JOIN games g ON g.id = p.game_id
                 ORDER BY p.due, p.game_id, p.step"
            ))
            .map_err(sql)?;
        let items = stmt
            .query_map([], item)
            .map_err(sql)?
            .collect::<rusqlite::Result<Vec<_>>>()
            .map_err(sql)?;
        Ok(items)
    }

    /// One position of the list, if it is on it.
    pub fn practice_item(
        &self,
        game_id: i64,
        step: usize,
    ) -> Result<Option<PracticeItem>, HistoryError> {
        self.conn
            .query_row(
                &format!(
                    "SELECT {COLUMNS} FROM practice p JOIN games g ON g.id = p.game_id
                     WHERE p.game_id = ?1 AND p.step = ?2"
                ),
                params![game_id, step as i64],
                item,
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    /// Takes a position off the list (its game no longer has it). Returns whether it was there.
    pub fn practice_remove(&mut self, game_id: i64, step: usize) -> Result<bool, HistoryError> {
        self.conn
            .execute(
                "DELETE FROM practice WHERE game_id = ?1 AND step = ?2",
                params![game_id, step as i64],
            )
            .map(|n| n > 0)
            .map_err(|e| self.err(e))
    }

    /// Records an answer at `now` and schedules the position again ([`next_due`]). Returns the
    /// item as it now stands (`None`: not on the list).
    pub fn practice_answer(
        &mut self,
        game_id: i64,
        step: usize,
        found: bool,
        now: i64,
    ) -> Result<Option<PracticeItem>, HistoryError> {
        let Some(it) = self.practice_item(game_id, step)? else {
            return Ok(None);
        };
        let (interval, due) = next_due(it.interval_days, found, now);
        self.conn
            .execute(
                "UPDATE practice SET interval_days = ?3, due = ?4, tries = tries + 1,
                     found = found + ?5
                 WHERE game_id = ?1 AND step = ?2",
                params![game_id, step as i64, interval, due, i64::from(found)],
            )
            .map_err(|e| self.err(e))?;
        self.practice_item(game_id, step)
    }
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;

#[cfg(test)]
#[path = "practice_tests.rs"]
mod practice_tests;
