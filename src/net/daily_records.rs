//! What a server keeps of the online daily challenge, beside its rooms and in the same database
//! (SQLite here, PostgreSQL in [`super::pg_store`]): its daily secret, the players (by id, the
//! SHA-256 of their key's proof, with their latest name and when first seen), and one attempt per
//! player, date and game (`UNIQUE`, so two servers of one database cannot both start one): its
//! room and token, and once its game is over the score of seat 1, when it ended and the final
//! save. The result is written by the room's last commit, in the transaction that stores the
//! game's end ([`super::store::Change::Append`]'s `day_end`), so a finished game never lacks its
//! entry.

use super::rating_records::{PlayerRow, PlayersQuery};
use super::store::StoreError;
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;
use std::sync::Mutex;

/// One player's attempt at one day's challenge of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    pub date: String,
    pub game: String,
    /// The player's id (64 hex digits).
    pub player: String,
    /// The player's name when it began.
    pub name: String,
    pub room: String,
    pub token: String,
    /// Seconds since 1970 by the server's daily clock.
    pub started: i64,
    /// Once its game is over: seat 1's score and when it ended.
    pub result: Option<(i32, i64)>,
}

/// A finished attempt as a day's board lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayRow {
    pub player: String,
    /// The player's latest name.
    pub name: String,
    pub score: i32,
    pub ended: i64,
    pub save: String,
}

/// A player's week in one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeekRow {
    pub player: String,
    pub name: String,
    pub total: i64,
    pub days: u32,
}

/// The daily challenge's records (see the module's notes). Calls block: a server makes them from
/// a blocking task.
pub trait DailyRecords: Send + Sync {
    /// The daily secret: `fresh` is stored if there is none yet, and the stored one returned
    /// (another server may have stored its own first).
    fn secret(&self, fresh: [u8; 32]) -> Result<[u8; 32], StoreError>;
    /// A player seen now (`now`: seconds since 1970) under `name`.
    fn seen(&self, player: &str, name: &str, now: i64) -> Result<(), StoreError>;
    /// The player's attempt on `date` at `game`, if any.
    fn attempt(&self, date: &str, game: &str, player: &str) -> Result<Option<Attempt>, StoreError>;
    /// Stores `attempt` unless the player has one on that date and game already; the one stored
    /// (`attempt` itself, or the one that was there first).
    fn start(&self, attempt: &Attempt) -> Result<Attempt, StoreError>;
    /// The finished attempts on `date` at `game` that ended before `before` (seconds since 1970),
    /// best first (a higher score, then the earlier end): at most `limit` of them, and how many
    /// there are in all.
    fn day(
        &self,
        date: &str,
        game: &str,
        before: i64,
        limit: usize,
    ) -> Result<(Vec<DayRow>, usize), StoreError>;
    /// Per player, their finished attempts at `game` on the dates `dates` (each ended on its
    /// day: before `ends[i]`), added up: the highest total first, at most `limit`, and how many
    /// players there are in all.
    fn week(
        &self,
        game: &str,
        days: &[(String, i64)],
        limit: usize,
    ) -> Result<(Vec<WeekRow>, usize), StoreError>;
    /// The players' ratings of network games ([`super::rating_records`]): those `q` asks for,
    /// best first per game, and how many there are in all.
    fn players(&self, q: &PlayersQuery) -> Result<(Vec<PlayerRow>, usize), StoreError>;
}

/// The records in the rooms' SQLite database in a server's data folder, through a connection of
/// their own (the rooms' writer has another; SQLite's lock and busy timeout keep them apart).
pub struct SqliteDaily {
    conn: Mutex<Connection>,
}

impl SqliteDaily {
    /// Opens the database in `dir` (the tables made with the rooms').
    pub fn open(dir: &Path) -> Result<SqliteDaily, StoreError> {
        let conn = super::store::connect(&dir.join(super::store::FILE_NAME))?;
        Ok(SqliteDaily {
            conn: Mutex::new(conn),
        })
    }

    fn with<T>(
        &self,
        job: impl FnOnce(&Connection) -> rusqlite::Result<T>,
    ) -> Result<T, StoreError> {
        let conn = self
            .conn
            .lock()
            .map_err(|_| StoreError::Sql("the daily records' connection is unusable".into()))?;
        job(&conn).map_err(StoreError::from)
    }
}

fn attempt_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Attempt> {
    let score: Option<i64> = r.get(7)?;
    let ended: Option<i64> = r.get(8)?;
    Ok(Attempt {
        date: r.get(0)?,
        game: r.get(1)?,
        player: r.get(2)?,
        name: r.get(3)?,
        room: r.get(4)?,
        token: r.get(5)?,
        started: r.get(6)?,
        result: score
            .zip(ended)
            .map(|(s, e)| (i32::try_from(s).unwrap_or(i32::MIN), e)),
    })
}

const ATTEMPT_COLUMNS: &str = "date, game, player, name, room, token, started, score, ended";

impl DailyRecords for SqliteDaily {
    fn secret(&self, fresh: [u8; 32]) -> Result<[u8; 32], StoreError> {
        let text = self.with(|c| {
            c.execute(
                "INSERT OR IGNORE INTO daily_secret (id, secret) VALUES (1, ?1)",
                params![crate::engine::seal::hex(&fresh)],
            )?;
            c.query_row("SELECT secret FROM daily_secret WHERE id = 1", [], |r| {
                r.get::<_, String>(0)
            })
        })?;
        read_secret(&text)
    }

    fn seen(&self, player: &str, name: &str, now: i64) -> Result<(), StoreError> {
        self.with(|c| {
            c.execute(
                "INSERT INTO players (id, name, first_seen) VALUES (?1, ?2, ?3)
                 ON CONFLICT (id) DO UPDATE SET name = excluded.name",
                params![player, name, now],
            )
            .map(|_| ())
        })
    }

    fn attempt(&self, date: &str, game: &str, player: &str) -> Result<Option<Attempt>, StoreError> {
        self.with(|c| {
            c.query_row(
                &format!(
                    "SELECT {ATTEMPT_COLUMNS} FROM daily_attempts
                     WHERE date = ?1 AND game = ?2 AND player = ?3"
                ),
                params![date, game, player],
                attempt_row,
            )
            .optional()
        })
    }

    fn start(&self, a: &Attempt) -> Result<Attempt, StoreError> {
        let stored = self.with(|c| {
            c.execute(
                "INSERT OR IGNORE INTO daily_attempts
                     (date, game, player, name, room, token, started)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![a.date, a.game, a.player, a.name, a.room, a.token, a.started],
            )?;
            c.query_row(
                &format!(
                    "SELECT {ATTEMPT_COLUMNS} FROM daily_attempts
                     WHERE date = ?1 AND game = ?2 AND player = ?3"
                ),
                params![a.date, a.game, a.player],
                attempt_row,
            )
        })?;
        Ok(stored)
    }

    fn day(
        &self,
        date: &str,
        game: &str,
        before: i64,
        limit: usize,
    ) -> Result<(Vec<DayRow>, usize), StoreError> {
        self.with(|c| {
            let total: i64 = c.query_row(
                "SELECT count(*) FROM daily_attempts
                 WHERE date = ?1 AND game = ?2 AND score IS NOT NULL AND ended < ?3",
                params![date, game, before],
                |r| r.get(0),
            )?;
            let mut q = c.prepare_cached(
                "SELECT a.player, COALESCE(p.name, a.name), a.score, a.ended, COALESCE(a.save, '')
                 FROM daily_attempts a LEFT JOIN players p ON p.id = a.player
                 WHERE a.date = ?1 AND a.game = ?2 AND a.score IS NOT NULL AND a.ended < ?3
                 ORDER BY a.score DESC, a.ended ASC, a.started ASC, a.player ASC
                 LIMIT ?4",
            )?;
            let rows = q
                .query_map(
                    params![date, game, before, super::store::count(limit)],
                    |r| {
                        Ok(DayRow {
                            player: r.get(0)?,
                            name: r.get(1)?,
                            score: i32::try_from(r.get::<_, i64>(2)?).unwrap_or(i32::MIN),
                            ended: r.get(3)?,
                            save: r.get(4)?,
                        })
                    },
                )?
                .collect::<Result<Vec<_>, _>>()?;
            Ok((rows, usize::try_from(total).unwrap_or(0)))
        })
    }

    fn week(
        &self,
        game: &str,
        days: &[(String, i64)],
        limit: usize,
    ) -> Result<(Vec<WeekRow>, usize), StoreError> {
        // The week's days and their ends as a small table of values (at most 7 rows).
        let values = days.iter().map(|_| "(?, ?)").collect::<Vec<_>>().join(", ");
        let counted = format!(
            "WITH days (date, ends) AS (VALUES {values}),
             counted AS (
                 SELECT a.player, sum(a.score) AS total, count(*) AS days, max(a.ended) AS last
                 FROM daily_attempts a JOIN days d ON d.date = a.date
                 WHERE a.game = ? AND a.score IS NOT NULL AND a.ended < d.ends
                 GROUP BY a.player)"
        );
        let mut args: Vec<rusqlite::types::Value> = Vec::new();
        for (date, ends) in days {
            args.push(date.clone().into());
            args.push((*ends).into());
        }
        args.push(game.to_string().into());
        self.with(|c| {
            if days.is_empty() {
                return Ok((Vec::new(), 0));
            }
            let total: i64 = c.query_row(
                &format!("{counted} SELECT count(*) FROM counted"),
                rusqlite::params_from_iter(args.iter()),
                |r| r.get(0),
            )?;
            let mut with_limit = args.clone();
            with_limit.push(super::store::count(limit).into());
            let mut q = c.prepare(&format!(
                "{counted}
                 SELECT c.player, COALESCE(p.name, ''), c.total, c.days FROM counted c
                 LEFT JOIN players p ON p.id = c.player
                 ORDER BY c.total DESC, c.days ASC, c.last ASC, c.player ASC LIMIT ?"
            ))?;
            let rows = q
                .query_map(rusqlite::params_from_iter(with_limit.iter()), |r| {
                    Ok(WeekRow {
                        player: r.get(0)?,
                        name: r.get(1)?,
                        total: r.get(2)?,
                        days: u32::try_from(r.get::<_, i64>(3)?).unwrap_or(0),
                    })
                })?
                .collect::<Result<Vec<_>, _>>()?;
            Ok((rows, usize::try_from(total).unwrap_or(0)))
        })
    }

    fn players(&self, q: &PlayersQuery) -> Result<(Vec<PlayerRow>, usize), StoreError> {
        self.with(|c| super::rating_records::list(c, q))
    }
}

/// A stored secret's 64 hex digits.
pub(crate) fn read_secret(text: &str) -> Result<[u8; 32], StoreError> {
    crate::engine::seal::from_hex::<32>(text.trim())
        .map_err(|_| StoreError::Sql("the stored daily secret is not 64 hex digits".into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt(date: &str, player: &str, room: &str) -> Attempt {
        Attempt {
            date: date.into(),
            game: "honeycomb-caverns".into(),
            player: player.into(),
            name: format!("name of {player}"),
            room: room.into(),
            token: format!("token-{room}"),
            started: 100,
            result: None,
        }
    }

    /// Records the end of `room`'s game as the room's last commit does.
    fn finish(dir: &Path, room: &str, score: i32, ended: i64) {
        let conn = super::super::store::connect(&dir.join(super::super::store::FILE_NAME)).unwrap();
        super::super::store::record_day_end(&conn, room, score, ended, "save text").unwrap();
    }

    fn dir(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("dicepad-daily-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn one_secret_one_attempt_per_player_and_day_and_the_board_in_score_order() {
        let dir = dir("one");
        let records = SqliteDaily::open(&dir).unwrap();
        let first = records.secret([1; 32]).unwrap();
        assert_eq!(first, [1; 32]);
        assert_eq!(
            records.secret([2; 32]).unwrap(),
            first,
            "made once, then kept"
        );
        // A second connection (another server of the database) gets the same.
        assert_eq!(
            SqliteDaily::open(&dir).unwrap().secret([3; 32]).unwrap(),
            first
        );

        let d = "2026-12-03";
        let a = attempt(d, "aa", "ROOMA");
        assert_eq!(records.start(&a).unwrap(), a);
        // The same player again (from another server, say): the first attempt stands.
        let again = attempt(d, "aa", "ROOMX");
        assert_eq!(records.start(&again).unwrap(), a);
        assert_eq!(
            records.attempt(d, "honeycomb-caverns", "aa").unwrap(),
            Some(a.clone())
        );
        assert_eq!(records.attempt(d, "hex-roller", "aa").unwrap(), None);
        records.start(&attempt(d, "bb", "ROOMB")).unwrap();
        records.start(&attempt(d, "cc", "ROOMC")).unwrap();
        records.start(&attempt(d, "dd", "ROOMD")).unwrap();
        records.seen("bb", "Bea", 5).unwrap();
        records.seen("bb", "Bea B", 6).unwrap();
        finish(&dir, "ROOMA", 30, 200);
        finish(&dir, "ROOMB", 40, 300);
        finish(&dir, "ROOMC", 40, 250);
        // Ended after the day: recorded, never listed.
        finish(&dir, "ROOMD", 99, 1_000);
        // A result is recorded once.
        finish(&dir, "ROOMA", 77, 210);
        let (rows, total) = records.day(d, "honeycomb-caverns", 1_000, 10).unwrap();
        let order: Vec<(&str, i32, i64)> = rows
            .iter()
            .map(|r| (r.player.as_str(), r.score, r.ended))
            .collect();
        assert_eq!(order, [("cc", 40, 250), ("bb", 40, 300), ("aa", 30, 200)]);
        assert_eq!(total, 3);
        assert_eq!(rows[1].name, "Bea B", "the latest name");
        assert_eq!(
            rows[0].name, "name of cc",
            "the name played under, for one never seen"
        );
        assert_eq!(rows[0].save, "save text");
        let (two, total) = records.day(d, "honeycomb-caverns", 1_000, 2).unwrap();
        assert_eq!((two.len(), total), (2, 3));
        assert_eq!(
            records
                .attempt(d, "honeycomb-caverns", "aa")
                .unwrap()
                .unwrap()
                .result,
            Some((30, 200))
        );
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn a_week_adds_up_each_players_days_in_that_week_and_game_only() {
        let dir = dir("week");
        let records = SqliteDaily::open(&dir).unwrap();
        let day = |date: &str, player: &str, score: i32, ended: i64| {
            let room = format!("{date}{player}");
            records.start(&attempt(date, player, &room)).unwrap();
            finish(&dir, &room, score, ended);
        };
        // Week of Monday 2026-11-30 to Sunday 2026-12-06.
        day("2026-11-30", "aa", 10, 1);
        day("2026-12-01", "aa", 15, 1);
        day("2026-12-06", "aa", 5, 1);
        day("2026-12-02", "bb", 40, 1);
        day("2026-12-03", "cc", 30, 1);
        // Outside the week, or another game, or ended after its day: not counted.
        day("2026-11-29", "bb", 100, 1);
        day("2026-12-07", "cc", 100, 1);
        day("2026-12-04", "cc", 100, 50);
        let mut other = attempt("2026-12-01", "cc", "OTHER");
        other.game = "hex-roller".into();
        records.start(&other).unwrap();
        finish(&dir, "OTHER", 500, 1);
        // An attempt still running counts nothing.
        records
            .start(&attempt("2026-12-05", "dd", "RUNNING"))
            .unwrap();
        let monday = crate::daily::Day::parse("2026-11-30").unwrap();
        let days: Vec<(String, i64)> = (0..7)
            .map(|i| {
                let d = monday.plus(i);
                // Each day's attempts count when they ended before 10 (cc's on the 4th did not).
                (d.to_string(), 10)
            })
            .collect();
        let (rows, total) = records.week("honeycomb-caverns", &days, 10).unwrap();
        let got: Vec<(&str, i64, u32)> = rows
            .iter()
            .map(|r| (r.player.as_str(), r.total, r.days))
            .collect();
        // cc and aa both 30: the fewer days first.
        assert_eq!(got, [("bb", 40, 1), ("cc", 30, 1), ("aa", 30, 3)]);
        assert_eq!(total, 3);
        let (one, total) = records.week("honeycomb-caverns", &days, 1).unwrap();
        assert_eq!((one.len(), total), (1, 3));
        std::fs::remove_dir_all(&dir).ok();
    }
}
