//! Where a server keeps its rooms: one SQLite database in its data folder ([`FILE_NAME`], WAL
//! journal, every commit synced to disk). A room is a row (its seats and tokens, and the save
//! text it began from, sealed seed and salt included) plus its log: one row per save line,
//! appended as the game goes and never rewritten, so an action costs the same at any game length.
//!
//! One writer thread commits for every room: whatever the rooms hand it while a commit is on its
//! way goes into the next transaction together (group commit), so the rooms share the cost of
//! syncing the disk. A room hears back only once its lines are on disk, and tells nobody about
//! them before that. Each change is checked against the room's stored log length (a version), so
//! a line can never be stored twice or out of order.
//!
//! The writer commits to a [`Backend`]: this SQLite database (the default), or a PostgreSQL
//! database that several servers share ([`super::pg_store`], `dicepad serve --store
//! postgres://…`). A new kind of [`Change`] is one arm in each backend's `apply`.

use super::protocol::{ChatLine, Clock, CHAT_SENT};
use super::seating::Seating;
use rusqlite::{params, Connection, OptionalExtension};
use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::oneshot;

/// The database's file in a server's data folder.
pub const FILE_NAME: &str = "rooms.sqlite3";

/// How a commit reaches the disk (`dicepad serve --durability`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Durability {
    /// Every commit is synced to the disk before anyone hears of it: nothing told is lost, not
    /// even to a power cut. A room then waits for the disk, and a disk that stalls now and then
    /// (a shared virtual disk: syncs of 100-600 ms were measured on the development machine)
    /// stalls every room with it.
    #[default]
    Disk,
    /// Every commit is handed to the operating system before anyone hears of it (so killing the
    /// server loses nothing), and synced to the disk in the background every
    /// [`BACKGROUND_SYNC`]: a power cut or a crash of the whole machine may lose the moves of
    /// the last fraction of a second (the database stays whole; clients that rejoin get the
    /// game as it was stored). Rooms never wait for the disk.
    Process,
}

impl std::str::FromStr for Durability {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        match text.trim() {
            "disk" => Ok(Durability::Disk),
            "process" => Ok(Durability::Process),
            other => Err(format!(
                "`{other}` is not a durability: use disk or process"
            )),
        }
    }
}

/// How often [`Durability::Process`] syncs the database to the disk.
pub const BACKGROUND_SYNC: Duration = Duration::from_millis(200);

/// Changes one transaction takes at most (a flood of them is committed in several).
const MAX_BATCH: usize = 1024;

/// How long a reader (a test, a second process) waits for the writer's lock.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Why the rooms' database failed. Text (not the SQLite error itself) so that one failed commit
/// can be reported to every room that was part of it.
#[derive(Clone, Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot open the rooms' database {path}: {why}")]
    Open { path: String, why: String },
    #[error("the rooms' database: {0}")]
    Sql(String),
    #[error("the rooms' database has stopped")]
    Stopped,
    /// A change made for a log length the room no longer has (or for a room that is gone).
    #[error("room {code} is stored at another point of its game than this change was made for")]
    Moved { code: String },
    #[error("room {code} in the database is damaged: {why}")]
    Damaged { code: String, why: String },
    /// A change of a shared store for a room that another server holds now.
    #[error("room {code} is held by another server now")]
    NotHeld { code: String },
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Sql(e.to_string())
    }
}

/// How a daily challenge's attempt ended, recorded with the commit that stores its game's end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayEnd {
    /// Seat 1's total.
    pub score: i32,
    /// Seconds since 1970 by the server's daily clock.
    pub ended: i64,
    /// The whole save (seed and salt included: shown once the day is over).
    pub save: String,
}

/// A room as stored: enough to rebuild it exactly.
#[derive(Clone, Debug)]
pub struct StoredRoom {
    pub code: String,
    /// The protocol version the room was made under.
    pub protocol: u32,
    pub seating: Seating,
    /// The save text the room began from (the server's own: with seed and salt).
    pub start: String,
    /// How many log entries `start` already holds.
    pub start_at: usize,
    /// The log's lines after `start`, as the save writes them, and whether a bot chose each for a
    /// person's seat.
    pub lines: Vec<(String, bool)>,
    /// Whether the game is over.
    pub over: bool,
    /// When the room last changed.
    pub changed: SystemTime,
    /// The address that opened it (counted against that address's cap of rooms, also after a
    /// restart); none for a room taken in from an older server's file.
    pub creator: Option<IpAddr>,
    /// The room's time control, if any.
    pub clock: Option<Clock>,
    /// The room's last chat lines (up to [`CHAT_SENT`]), oldest first; the store keeps no more
    /// than the room does (see [`Change::Chat`]).
    pub chat: Vec<ChatLine>,
}

impl StoredRoom {
    /// The log's length.
    pub fn at(&self) -> usize {
        self.start_at + self.lines.len()
    }
}

/// One change to the stored rooms.
#[derive(Debug)]
pub enum Change {
    /// A new room (refused if its code is taken).
    Create(StoredRoom),
    /// Lines added to a room's log after its first `from` entries (refused unless the store holds
    /// exactly `from`), with its seating if that changed.
    Append {
        code: String,
        from: usize,
        lines: Vec<(String, bool)>,
        seating: Option<Seating>,
        over: bool,
        /// A daily attempt's game ended with these lines: its result, stored in the same
        /// transaction.
        day_end: Option<DayEnd>,
        /// A rated room's game ended with these lines: its players' ratings move in the same
        /// transaction ([`super::rated`]).
        rated: Option<super::rated::RatedTable>,
    },
    /// A seat took back its own last action: the log's last entry (its `at`-th) goes, refused
    /// unless the store holds exactly `at` entries and that entry is not in the room's start
    /// (a room taken in from an older server's file keeps its start as it was). The room is
    /// running again (an undo never follows the end).
    TakeBack { code: String, at: usize },
    /// The room and its log go.
    Remove { code: String },
    /// A line of the room's chat (refused if the room is gone or the line's number is taken);
    /// the room's lines numbered below `keep_from` go with it (the room's chat limits).
    Chat {
        code: String,
        line: ChatLine,
        keep_from: u64,
    },
}

struct Job {
    change: Change,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// A database the writer thread commits to: SQLite ([`Connection`], here) or PostgreSQL
/// ([`super::pg_store`]). Both keep the same promises: a change is committed before its answer
/// comes, and an [`Change::Append`] is refused unless the room's stored length is its `from`,
/// checked in the transaction that stores it.
pub trait Backend: Send + 'static {
    /// Commits `changes` (in one transaction where it can: group commit); one answer per change,
    /// in order.
    fn commit(&mut self, changes: &[&Change]) -> Vec<Result<(), StoreError>>;
}

impl Backend for Connection {
    fn commit(&mut self, changes: &[&Change]) -> Vec<Result<(), StoreError>> {
        commit_batch(self, changes)
    }
}

/// The server's handle on its database: changes go to the one writer thread.
#[derive(Clone)]
pub struct Store {
    jobs: mpsc::Sender<Job>,
    /// The SQLite file (none for a shared PostgreSQL store).
    path: Option<PathBuf>,
}

impl Store {
    /// Opens (or makes) the database in `dir`, reads every room in it (a damaged one as its
    /// error, for the caller to report and skip), and starts the writer (and with
    /// [`Durability::Process`] the background sync).
    #[allow(clippy::type_complexity)]
    pub fn open(
        dir: &Path,
        durability: Durability,
    ) -> Result<(Store, Vec<Result<StoredRoom, StoreError>>), StoreError> {
        let path = dir.join(FILE_NAME);
        let conn = connect(&path)?;
        let rooms = read_rooms(&conn, None)?;
        let thread_failed = |e: std::io::Error| StoreError::Open {
            path: path.display().to_string(),
            why: format!("cannot start its threads: {e}"),
        };
        // The background sync's stop: the writer holds the sender and drops it when it ends.
        let mut stop = None;
        if durability == Durability::Process {
            // The writer only writes; checkpoints (which sync) are the background's.
            conn.execute_batch("PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 0;")?;
            let syncer = connect(&path)?;
            let (tx, rx) = mpsc::channel::<()>();
            std::thread::Builder::new()
                .name("room store sync".into())
                .spawn(move || sync_loop(&syncer, &rx))
                .map_err(thread_failed)?;
            stop = Some(tx);
        }
        let store = Store::start(conn, stop, Some(path.clone())).map_err(thread_failed)?;
        Ok((store, rooms))
    }

    /// Starts the writer thread on `backend`; `keep` is dropped when the writer ends.
    pub(crate) fn start<B: Backend, K: Send + 'static>(
        backend: B,
        keep: K,
        path: Option<PathBuf>,
    ) -> std::io::Result<Store> {
        let (jobs, inbox) = mpsc::channel();
        std::thread::Builder::new()
            .name("room store".into())
            .spawn(move || {
                write_loop(backend, inbox);
                drop(keep);
            })?;
        Ok(Store { jobs, path })
    }

    /// Hands `change` to the writer; the answer comes once it is on disk (or refused).
    pub fn commit(&self, change: Change) -> oneshot::Receiver<Result<(), StoreError>> {
        let (done, answer) = oneshot::channel();
        // A writer that has stopped drops the job and with it `done`: the answer says so.
        let _ = self.jobs.send(Job { change, done });
        answer
    }

    /// [`Store::commit`], waiting for it in a task.
    pub async fn save(&self, change: Change) -> Result<(), StoreError> {
        self.commit(change)
            .await
            .unwrap_or(Err(StoreError::Stopped))
    }

    /// [`Store::commit`], waiting for it on a thread that may block (never inside a task).
    pub fn save_blocking(&self, change: Change) -> Result<(), StoreError> {
        self.commit(change)
            .blocking_recv()
            .unwrap_or(Err(StoreError::Stopped))
    }

    /// Where the database is (none for a shared PostgreSQL store).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Whether other servers share this store (each room then held by one of them at a time).
    pub fn is_shared(&self) -> bool {
        self.path.is_none()
    }
}

/// Reads one room from the database in `dir` as it is on disk now, through a connection of its
/// own (a test, or a look from outside while a server runs); `None` if there is no such room.
pub fn read_room(dir: &Path, code: &str) -> Result<Option<StoredRoom>, StoreError> {
    let conn = connect(&dir.join(FILE_NAME))?;
    read_rooms(&conn, Some(code))?.pop().transpose()
}

/// A server's data folder is made private: it holds every running room's seed, salt and seat
/// tokens.
pub use crate::engine::files::make_private_dir;

/// Creates the file `path` empty, readable and writable by its owner alone (0600 on Unix,
/// whatever the umask), unless something is there already (never through a link: the creation
/// is exclusive). SQLite gives the database's `-wal` and `-shm` files the database's own mode.
fn create_private_file(path: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
        options.mode(0o600);
        // The umask may only take bits away, and 0600 has none it would; set it anyway, for a
        // file system that does its own thing.
        let file = match options.open(path) {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Ok(()),
            Err(e) => return Err(e),
        };
        file.set_permissions(std::fs::Permissions::from_mode(0o600))?;
    }
    #[cfg(not(unix))]
    match options.open(path) {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e),
    }
    Ok(())
}

pub(crate) fn connect(path: &Path) -> Result<Connection, StoreError> {
    let open = |e: rusqlite::Error| StoreError::Open {
        path: path.display().to_string(),
        why: e.to_string(),
    };
    create_private_file(path).map_err(|e| StoreError::Open {
        path: path.display().to_string(),
        why: e.to_string(),
    })?;
    let conn = Connection::open(path).map_err(open)?;
    conn.busy_timeout(BUSY_TIMEOUT).map_err(open)?;
    // WAL: readers never wait for the writer, and a commit is one append and one sync of the
    // journal. FULL: that sync happens at every commit, so a commit is on disk when it returns
    // (`Durability::Process` turns it down on the writer's connection).
    let mode: String = conn
        .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
        .map_err(open)?;
    if !mode.eq_ignore_ascii_case("wal") {
        tracing::warn!(path = %path.display(), mode, "the rooms' database is not in WAL mode");
    }
    conn.execute_batch(
        "PRAGMA synchronous = FULL;
         CREATE TABLE IF NOT EXISTS rooms (
             code TEXT PRIMARY KEY,
             protocol INTEGER NOT NULL,
             seating TEXT NOT NULL,
             start TEXT NOT NULL,
             start_at INTEGER NOT NULL,
             at INTEGER NOT NULL,
             over INTEGER NOT NULL,
             changed INTEGER NOT NULL,
             creator TEXT,
             clock TEXT
         );
         CREATE TABLE IF NOT EXISTS lines (
             code TEXT NOT NULL,
             n INTEGER NOT NULL,
             line TEXT NOT NULL,
             by_bot INTEGER NOT NULL,
             PRIMARY KEY (code, n)
         ) WITHOUT ROWID;
         CREATE TABLE IF NOT EXISTS chat (
             code TEXT NOT NULL,
             n INTEGER NOT NULL,
             seat INTEGER NOT NULL,
             name TEXT NOT NULL,
             text TEXT NOT NULL,
             time INTEGER NOT NULL,
             PRIMARY KEY (code, n)
         ) WITHOUT ROWID;",
    )
    .map_err(open)?;
    conn.execute_batch(DAILY_TABLES).map_err(open)?;
    conn.execute_batch(super::rating_records::TABLES)
        .map_err(open)?;
    Ok(conn)
}

/// The online daily's tables (what the daily records module reads and writes), made in the rooms'
/// SQLite database with the rooms' own tables.
pub(crate) const DAILY_TABLES: &str = "
    CREATE TABLE IF NOT EXISTS daily_secret (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        secret TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS players (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        first_seen INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS daily_attempts (
        date TEXT NOT NULL,
        game TEXT NOT NULL,
        player TEXT NOT NULL,
        name TEXT NOT NULL,
        room TEXT NOT NULL,
        token TEXT NOT NULL,
        started INTEGER NOT NULL,
        score INTEGER,
        ended INTEGER,
        save TEXT,
        UNIQUE (date, game, player)
    );
    CREATE INDEX IF NOT EXISTS daily_attempts_room ON daily_attempts (room);";

/// Seconds since 1970 (what the database keeps of a time).
pub(crate) use super::day::seconds;

pub(crate) fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// A room's row as either database gives it, before it is checked.
pub(crate) struct RoomRow {
    pub code: String,
    pub protocol: i64,
    pub seating: String,
    pub start: String,
    pub start_at: i64,
    pub at: i64,
    pub over: bool,
    pub changed: i64,
    pub creator: Option<String>,
    pub clock: Option<String>,
}

/// Every room (or the one with `code`), its lines checked to run on without a gap; a room that
/// does not read is its error.
fn read_rooms(
    conn: &Connection,
    code: Option<&str>,
) -> Result<Vec<Result<StoredRoom, StoreError>>, StoreError> {
    let mut rooms_q = conn.prepare(
        "SELECT code, protocol, seating, start, start_at, at, over, changed, creator, clock FROM rooms
         WHERE ?1 IS NULL OR code = ?1 ORDER BY code",
    )?;
    let mut lines_q =
        conn.prepare("SELECT n, line, by_bot FROM lines WHERE code = ?1 ORDER BY n")?;
    let rows = rooms_q.query_map(params![code], |r| {
        Ok(RoomRow {
            code: r.get(0)?,
            protocol: r.get(1)?,
            seating: r.get(2)?,
            start: r.get(3)?,
            start_at: r.get(4)?,
            at: r.get(5)?,
            over: r.get(6)?,
            changed: r.get(7)?,
            creator: r.get(8)?,
            clock: r.get(9)?,
        })
    })?;
    let mut rooms = Vec::new();
    for row in rows {
        let row = row?;
        let lines = lines_q
            .query_map(params![row.code], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, bool>(2)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        rooms.push(stored_room(row, lines).and_then(|mut room| {
            room.chat = read_chat(conn, &room.code, CHAT_SENT)?;
            Ok(room)
        }));
    }
    Ok(rooms)
}

/// The last `last` chat lines of room `code`, oldest first.
fn read_chat(conn: &Connection, code: &str, last: usize) -> Result<Vec<ChatLine>, StoreError> {
    let mut q = conn.prepare_cached(
        "SELECT n, seat, name, text, time FROM chat WHERE code = ?1 ORDER BY n DESC LIMIT ?2",
    )?;
    let mut lines = q
        .query_map(params![code, count(last)], |r| {
            Ok(ChatLine {
                n: u64::try_from(r.get::<_, i64>(0)?).unwrap_or(0),
                seat: usize::try_from(r.get::<_, i64>(1)?).unwrap_or(usize::MAX),
                name: r.get(2)?,
                text: r.get(3)?,
                time: u64::try_from(r.get::<_, i64>(4)?).unwrap_or(0),
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    lines.reverse();
    Ok(lines)
}

/// A room from its row and its lines (`n`, line, by a bot), checked: seats and tokens match, the
/// clock reads, and the lines run on from its start without a gap to its stored length.
pub(crate) fn stored_room(
    row: RoomRow,
    rows: Vec<(i64, String, bool)>,
) -> Result<StoredRoom, StoreError> {
    let code = row.code;
    let damaged = |why: String| StoreError::Damaged {
        code: code.clone(),
        why,
    };
    let seating: Seating = serde_json::from_str(&row.seating)
        .map_err(|e| damaged(format!("its seats do not read: {e}")))?;
    if seating.seats.len() != seating.tokens.len() {
        return Err(damaged("seats and tokens differ in number".into()));
    }
    let clock: Option<Clock> = row
        .clock
        .map(|c| serde_json::from_str(&c))
        .transpose()
        .map_err(|e| damaged(format!("its clock does not read: {e}")))?;
    let start_at = usize::try_from(row.start_at).map_err(|e| damaged(e.to_string()))?;
    let at = usize::try_from(row.at).map_err(|e| damaged(e.to_string()))?;
    let mut lines = Vec::new();
    for (n, line, by_bot) in rows {
        if usize::try_from(n).ok() != Some(start_at + lines.len()) {
            return Err(damaged(format!("its log has a gap before entry {n}")));
        }
        lines.push((line, by_bot));
    }
    if start_at + lines.len() != at {
        return Err(damaged(format!(
            "its log holds {} entries, not {at}",
            start_at + lines.len()
        )));
    }
    Ok(StoredRoom {
        protocol: u32::try_from(row.protocol).unwrap_or(0),
        seating,
        start: row.start,
        start_at,
        lines,
        over: row.over,
        changed: UNIX_EPOCH + Duration::from_secs(u64::try_from(row.changed).unwrap_or(0)),
        creator: row.creator.and_then(|c| c.parse().ok()),
        clock,
        code,
        // Filled by the store that keeps chat lines.
        chat: Vec::new(),
    })
}

/// [`Durability::Process`]'s background sync: every [`BACKGROUND_SYNC`], copies what the writer
/// committed into the database and syncs it (a passive checkpoint: the writer never waits for
/// it), and once more when the writer ends.
fn sync_loop(conn: &Connection, stop: &mpsc::Receiver<()>) {
    loop {
        let last = !matches!(
            stop.recv_timeout(BACKGROUND_SYNC),
            Err(mpsc::RecvTimeoutError::Timeout)
        );
        // (busy, WAL frames, frames copied): only whether it ran matters here.
        if let Err(e) = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(())) {
            super::repeats::STORE_ERRORS.error(format!("cannot sync the rooms' database: {e}"));
        }
        if last {
            return;
        }
    }
}

/// The writer: takes the first change waiting, and with it every other one already waiting, and
/// commits them in one transaction.
fn write_loop<B: Backend>(mut backend: B, inbox: mpsc::Receiver<Job>) {
    while let Ok(first) = inbox.recv() {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match inbox.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let changes: Vec<&Change> = batch.iter().map(|job| &job.change).collect();
        let results = backend.commit(&changes);
        for (job, result) in batch.into_iter().zip(results) {
            let _ = job.done.send(result);
        }
    }
}

/// One transaction for `batch`; each change in a savepoint of its own, so a refused one leaves
/// the others in. If the commit itself fails, every change gets that failure.
fn commit_batch(conn: &mut Connection, batch: &[&Change]) -> Vec<Result<(), StoreError>> {
    let all = |e: rusqlite::Error| {
        let e = StoreError::from(e);
        batch.iter().map(|_| Err(e.clone())).collect()
    };
    let tx = match conn.transaction() {
        Ok(tx) => tx,
        Err(e) => return all(e),
    };
    let now = seconds(SystemTime::now());
    // Savepoints by cached statements (rusqlite's `savepoint()` has SQLite parse its text anew
    // for every change).
    let results: Vec<Result<(), StoreError>> = batch
        .iter()
        .map(|change| {
            tx.prepare_cached("SAVEPOINT change")?.execute([])?;
            let done = apply(&tx, change, now);
            if done.is_err() {
                tx.prepare_cached("ROLLBACK TO change")?.execute([])?;
            }
            tx.prepare_cached("RELEASE change")?.execute([])?;
            done
        })
        .collect();
    match tx.commit() {
        Ok(()) => results,
        Err(e) => all(e),
    }
}

fn apply(tx: &Connection, change: &Change, now: i64) -> Result<(), StoreError> {
    let seating_text =
        |s: &Seating| serde_json::to_string(s).map_err(|e| StoreError::Sql(format!("seats: {e}")));
    match change {
        Change::Create(room) => {
            tx.prepare_cached(
                "INSERT INTO rooms
                     (code, protocol, seating, start, start_at, at, over, changed, creator, clock)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            )?
            .execute(params![
                room.code,
                room.protocol,
                seating_text(&room.seating)?,
                room.start,
                count(room.start_at),
                count(room.at()),
                room.over,
                seconds(room.changed),
                room.creator.map(|c| c.to_string()),
                room.clock
                    .map(|c| serde_json::to_string(&c))
                    .transpose()
                    .map_err(|e| StoreError::Sql(format!("clock: {e}")))?,
            ])?;
            insert_lines(tx, &room.code, room.start_at, &room.lines)?;
        }
        Change::Append {
            code,
            from,
            lines,
            seating,
            over,
            day_end,
            rated,
        } => {
            let seating = seating.as_ref().map(seating_text).transpose()?;
            let moved = tx
                .prepare_cached(
                    "UPDATE rooms SET at = ?1, over = ?2, changed = ?3,
                         seating = COALESCE(?4, seating)
                     WHERE code = ?5 AND at = ?6",
                )?
                .execute(params![
                    count(from + lines.len()),
                    over,
                    now,
                    seating,
                    code,
                    count(*from),
                ])?;
            if moved != 1 {
                return Err(StoreError::Moved { code: code.clone() });
            }
            insert_lines(tx, code, *from, lines)?;
            if let Some(end) = day_end {
                record_day_end(tx, code, end.score, end.ended, &end.save)?;
            }
            if let Some(table) = rated {
                super::rating_records::record(tx, table, now)?;
            }
        }
        Change::TakeBack { code, at } => {
            let moved = tx
                .prepare_cached(
                    "UPDATE rooms SET at = ?1 - 1, over = 0, changed = ?2
                     WHERE code = ?3 AND at = ?1 AND start_at < ?1",
                )?
                .execute(params![count(*at), now, code])?;
            if moved != 1 {
                return Err(StoreError::Moved { code: code.clone() });
            }
            tx.prepare_cached("DELETE FROM lines WHERE code = ?1 AND n = ?2 - 1")?
                .execute(params![code, count(*at)])?;
        }
        Change::Remove { code } => {
            tx.prepare_cached("DELETE FROM lines WHERE code = ?1")?
                .execute(params![code])?;
            tx.prepare_cached("DELETE FROM chat WHERE code = ?1")?
                .execute(params![code])?;
            tx.prepare_cached("DELETE FROM rooms WHERE code = ?1")?
                .execute(params![code])?;
        }
        Change::Chat {
            code,
            line,
            keep_from,
        } => {
            let added = tx
                .prepare_cached(
                    "INSERT OR IGNORE INTO chat (code, n, seat, name, text, time)
                     SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM rooms WHERE code = ?1)",
                )?
                .execute(params![
                    code,
                    i64::try_from(line.n).unwrap_or(i64::MAX),
                    count(line.seat),
                    line.name,
                    line.text,
                    i64::try_from(line.time).unwrap_or(i64::MAX),
                ])?;
            if added != 1 {
                return Err(StoreError::Moved { code: code.clone() });
            }
            tx.prepare_cached("DELETE FROM chat WHERE code = ?1 AND n < ?2")?
                .execute(params![code, i64::try_from(*keep_from).unwrap_or(i64::MAX)])?;
        }
    }
    Ok(())
}

/// The result of the daily attempt played in `room`, unless it has one already.
pub(crate) fn record_day_end(
    tx: &Connection,
    room: &str,
    score: i32,
    ended: i64,
    save: &str,
) -> Result<(), StoreError> {
    tx.prepare_cached(
        "UPDATE daily_attempts SET score = ?2, ended = ?3, save = ?4
         WHERE room = ?1 AND score IS NULL",
    )?
    .execute(params![room, score, ended, save])?;
    Ok(())
}

fn insert_lines(
    tx: &Connection,
    code: &str,
    from: usize,
    lines: &[(String, bool)],
) -> Result<(), StoreError> {
    let mut insert =
        tx.prepare_cached("INSERT INTO lines (code, n, line, by_bot) VALUES (?1, ?2, ?3, ?4)")?;
    for (i, (line, by_bot)) in lines.iter().enumerate() {
        insert.execute(params![code, count(from + i), line, by_bot])?;
    }
    Ok(())
}

/// Whether the database in `dir` has a room `code` (a test waiting for a room to expire).
pub fn has_room(dir: &Path, code: &str) -> Result<bool, StoreError> {
    let conn = connect(&dir.join(FILE_NAME))?;
    Ok(conn
        .query_row("SELECT 1 FROM rooms WHERE code = ?1", params![code], |_| {
            Ok(())
        })
        .optional()?
        .is_some())
}

#[cfg(test)]
#[path = "store_tests.rs"]
pub(crate) mod tests;
