//! The rooms in a PostgreSQL database that several servers share (`dicepad serve --store
//! postgres://…`): the same rows as the SQLite store (a room, its log one row per line) plus one
//! lease row per room, saying which server holds it ([`super::lease`]).
//!
//! The writer is a [`Backend`] of the store's one writer thread, like SQLite's: whatever the rooms
//! hand it while a commit is on its way goes into the next transaction together, every change one
//! statement, all of them sent at once (tokio-postgres pipelines them: a batch costs three round
//! trips, not one per change). Each statement checks what it needs in the transaction that stores
//! it: an append that the room's stored length is its `from` and that this server holds the
//! room's lease (its row locked while the transaction lasts, so a lease cannot change hands
//! under a commit), so two servers can never both store an action. A refused change changes
//! nothing and leaves the others in; a statement that fails has each change tried again alone.

use super::protocol::{ChatLine, CHAT_SENT};
use super::seating::Seating;
use super::store::{
    count, seconds, stored_room, Backend, Change, RoomRow, Store, StoreError, StoredRoom,
};
use std::time::{Duration, SystemTime};
use tokio_postgres::{Client, NoTls, Statement, Transaction};

/// The version of the tables below (kept in `dicepad_schema`); a database of a newer version is
/// refused. Version 2 added the daily challenge's tables (a version 1 database is brought up to
/// it: the new tables are made beside the old ones); a version 1 server refuses such a database,
/// since it would play a daily attempt's room as an ordinary one.
pub const SCHEMA_VERSION: i32 = 3;

/// The database's clock in milliseconds since 1970: every lease is read and written by it, so the
/// servers' own clocks never have to agree.
pub(crate) const NOW_MS: &str = "(extract(epoch from clock_timestamp()) * 1000)::bigint";

/// Who this server is among those sharing the database.
#[derive(Clone, Debug)]
pub struct Node {
    /// Drawn at start-up: a restarted server is a new node (it takes its old rooms back when
    /// their leases run out, or at once when a client asks for one of them).
    pub id: String,
    /// What clients that reach another server are told (`--node-address`).
    pub address: String,
    /// How long a lease holds without being renewed (`--lease`).
    pub lease: Duration,
}

impl Node {
    pub(crate) fn lease_ms(&self) -> i64 {
        i64::try_from(self.lease.as_millis()).unwrap_or(i64::MAX)
    }
}

/// A database error as the store reports it (the server's own words: the database's message).
pub(crate) fn sql(e: tokio_postgres::Error) -> StoreError {
    match e.as_db_error() {
        Some(db) => StoreError::Sql(format!("{}: {}", db.code().code(), db.message())),
        None => StoreError::Sql(e.to_string()),
    }
}

/// Connects to `url` (no TLS: loopback or a private network); the connection's task runs on the
/// current tokio runtime.
pub(crate) async fn connect(url: &str) -> Result<Client, StoreError> {
    let (client, connection) =
        tokio_postgres::connect(url, NoTls)
            .await
            .map_err(|e| StoreError::Open {
                path: redact(url),
                why: sql(e).to_string(),
            })?;
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            super::repeats::STORE_ERRORS
                .error(format!("the rooms' database connection ended: {e}"));
        }
    });
    Ok(client)
}

/// `url` without its password, for messages.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let user = &url[scheme + 3..at];
            let user = user.split(':').next().unwrap_or("");
            format!("{}{user}@{}", &url[..scheme + 3], &url[at + 1..])
        }
        _ => url.to_string(),
    }
}

/// Makes the tables when they are missing (one server at a time: an advisory lock), and refuses a
/// database made by a newer dicepad.
pub(crate) async fn ensure_schema(client: &mut Client) -> Result<(), StoreError> {
    let tx = client.transaction().await.map_err(sql)?;
    // "dicepad!" as a number: the lock every dicepad server takes to make the tables.
    tx.execute("SELECT pg_advisory_xact_lock(7235447905402020129)", &[])
        .await
        .map_err(sql)?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS dicepad_schema (version INTEGER NOT NULL);
         CREATE TABLE IF NOT EXISTS dicepad_rooms (
             code TEXT PRIMARY KEY,
             protocol INTEGER NOT NULL,
             seating TEXT NOT NULL,
             start TEXT NOT NULL,
             start_at BIGINT NOT NULL,
             at BIGINT NOT NULL,
             over BOOLEAN NOT NULL,
             changed BIGINT NOT NULL,
             creator TEXT,
             clock TEXT
         );
         CREATE TABLE IF NOT EXISTS dicepad_lines (
             code TEXT NOT NULL,
             n BIGINT NOT NULL,
             line TEXT NOT NULL,
             by_bot BOOLEAN NOT NULL,
             PRIMARY KEY (code, n)
         );
         CREATE TABLE IF NOT EXISTS dicepad_chat (
             code TEXT NOT NULL,
             n BIGINT NOT NULL,
             seat BIGINT NOT NULL,
             name TEXT NOT NULL,
             text TEXT NOT NULL,
             time BIGINT NOT NULL,
             PRIMARY KEY (code, n)
         );
         CREATE TABLE IF NOT EXISTS dicepad_leases (
             code TEXT PRIMARY KEY,
             node TEXT NOT NULL,
             address TEXT NOT NULL,
             expires BIGINT NOT NULL
         );
         CREATE INDEX IF NOT EXISTS dicepad_leases_node ON dicepad_leases (node);
         CREATE INDEX IF NOT EXISTS dicepad_leases_expires ON dicepad_leases (expires);
         CREATE TABLE IF NOT EXISTS dicepad_daily_secret (
             id INTEGER PRIMARY KEY CHECK (id = 1),
             secret TEXT NOT NULL
         );
         CREATE TABLE IF NOT EXISTS dicepad_players (
             id TEXT PRIMARY KEY,
             name TEXT NOT NULL,
             first_seen BIGINT NOT NULL
         );
         CREATE TABLE IF NOT EXISTS dicepad_daily_attempts (
             date TEXT NOT NULL,
             game TEXT NOT NULL,
             player TEXT NOT NULL,
             name TEXT NOT NULL,
             room TEXT NOT NULL,
             token TEXT NOT NULL,
             started BIGINT NOT NULL,
             score INTEGER,
             ended BIGINT,
             save TEXT,
             UNIQUE (date, game, player)
         );
         CREATE INDEX IF NOT EXISTS dicepad_daily_attempts_room ON dicepad_daily_attempts (room);
         CREATE TABLE IF NOT EXISTS dicepad_ratings (
             player TEXT NOT NULL,
             game TEXT NOT NULL,
             mu DOUBLE PRECISION NOT NULL,
             sigma DOUBLE PRECISION NOT NULL,
             games BIGINT NOT NULL,
             updated BIGINT NOT NULL,
             PRIMARY KEY (player, game)
         );
         CREATE INDEX IF NOT EXISTS dicepad_ratings_game ON dicepad_ratings (game, mu);",
    )
    .await
    .map_err(sql)?;
    let version: Option<i32> = tx
        .query_opt("SELECT max(version) FROM dicepad_schema", &[])
        .await
        .map_err(sql)?
        .and_then(|row| row.get(0));
    match version {
        None => {
            tx.execute(
                "INSERT INTO dicepad_schema (version) VALUES ($1)",
                &[&SCHEMA_VERSION],
            )
            .await
            .map_err(sql)?;
        }
        Some(v) if v > SCHEMA_VERSION => {
            return Err(StoreError::Sql(format!(
                "the rooms' database has tables of version {v}, newer than this server's \
                 {SCHEMA_VERSION}"
            )))
        }
        Some(v) if v < SCHEMA_VERSION => {
            tx.execute("UPDATE dicepad_schema SET version = $1", &[&SCHEMA_VERSION])
                .await
                .map_err(sql)?;
        }
        Some(_) => {}
    }
    tx.commit().await.map_err(sql)
}

/// Reads one room (by any of `codes`) with its lines, in one transaction; `None` if there is none.
pub(crate) async fn read_room(
    client: &mut Client,
    codes: &[&str],
) -> Result<Option<Result<StoredRoom, StoreError>>, StoreError> {
    let tx = client
        .build_transaction()
        .read_only(true)
        .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
        .start()
        .await
        .map_err(sql)?;
    let codes: Vec<String> = codes.iter().map(|c| c.to_string()).collect();
    let Some(r) = tx
        .query_opt(
            "SELECT code, protocol, seating, start, start_at, at, over, changed, creator, clock
             FROM dicepad_rooms WHERE code = ANY($1::text[]) ORDER BY code LIMIT 1",
            &[&codes],
        )
        .await
        .map_err(sql)?
    else {
        return Ok(None);
    };
    let row = RoomRow {
        code: r.get(0),
        protocol: i64::from(r.get::<_, i32>(1)),
        seating: r.get(2),
        start: r.get(3),
        start_at: r.get(4),
        at: r.get(5),
        over: r.get(6),
        changed: r.get(7),
        creator: r.get(8),
        clock: r.get(9),
    };
    let lines = tx
        .query(
            "SELECT n, line, by_bot FROM dicepad_lines WHERE code = $1 ORDER BY n",
            &[&row.code],
        )
        .await
        .map_err(sql)?
        .iter()
        .map(|l| (l.get(0), l.get(1), l.get(2)))
        .collect();
    let last = tx
        .query(
            "SELECT n, seat, name, text, time FROM dicepad_chat WHERE code = $1
             ORDER BY n DESC LIMIT $2",
            &[&row.code, &count(CHAT_SENT)],
        )
        .await
        .map_err(sql)?;
    let mut chat: Vec<ChatLine> = last
        .iter()
        .map(|r| ChatLine {
            n: u64::try_from(r.get::<_, i64>(0)).unwrap_or(0),
            seat: usize::try_from(r.get::<_, i64>(1)).unwrap_or(usize::MAX),
            name: r.get(2),
            text: r.get(3),
            time: u64::try_from(r.get::<_, i64>(4)).unwrap_or(0),
        })
        .collect();
    chat.reverse();
    tx.commit().await.map_err(sql)?;
    Ok(Some(stored_room(row, lines).map(|mut room| {
        room.chat = chat;
        room
    })))
}

/// Reads the room `code` from the database at `url` as it is now, through a connection of its
/// own (a test, or a look from outside while servers run); call it outside any tokio runtime.
pub fn read_stored(url: &str, code: &str) -> Result<Option<StoredRoom>, StoreError> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| StoreError::Sql(e.to_string()))?;
    rt.block_on(async {
        let mut client = connect(url).await?;
        read_room(&mut client, &[code]).await?.transpose()
    })
}

/// The statements every change is one of.
struct Statements {
    create: Statement,
    append: Statement,
    take_back: Statement,
    remove: Statement,
    chat: Statement,
    day_end: Statement,
}

/// The writer's side: its own connection, on a runtime of the writer thread's own.
struct PgBackend {
    rt: tokio::runtime::Runtime,
    url: String,
    /// The connection and its statements; none after it was lost and could not be made again.
    client: Option<(Client, Statements)>,
    node: Node,
}

/// How long the writer waits to connect again to a database it lost.
const RECONNECT_LIMIT: Duration = Duration::from_secs(5);

impl Backend for PgBackend {
    fn commit(&mut self, changes: &[&Change]) -> Vec<Result<(), StoreError>> {
        let PgBackend {
            rt,
            url,
            client,
            node,
        } = self;
        rt.block_on(async {
            // A connection the database closed (restarted, or the network went) is made again
            // for the next batch: a failed commit tells its rooms so, and their next try works
            // once the database is back.
            if client.as_ref().is_none_or(|(c, _)| c.is_closed()) {
                *client = None;
                match tokio::time::timeout(RECONNECT_LIMIT, connect_writer(url)).await {
                    Ok(Ok(made)) => {
                        tracing::info!("connected to the rooms' database again");
                        *client = Some(made);
                    }
                    Ok(Err(e)) => return every(changes, &e),
                    Err(_) => return every(changes, &StoreError::Sql(lost(url))),
                }
            }
            let Some((c, statements)) = client.as_mut() else {
                return every(changes, &StoreError::Sql(lost(url)));
            };
            let results = commit_batch(c, statements, node, changes).await;
            // After a failure, whether the connection is still there (one round trip, only
            // then): a lost one is made again for the next batch.
            let failed = results.iter().any(|r| matches!(r, Err(StoreError::Sql(_))));
            if failed && (c.is_closed() || c.simple_query("").await.is_err()) {
                tracing::warn!("the connection to the rooms' database was lost");
                *client = None;
            }
            results
        })
    }
}

/// The same failure for every change of a batch.
fn every(changes: &[&Change], e: &StoreError) -> Vec<Result<(), StoreError>> {
    changes.iter().map(|_| Err(e.clone())).collect()
}

fn lost(url: &str) -> String {
    format!(
        "the connection to {} was lost and cannot be made again",
        redact(url)
    )
}

/// The writer's connection and its statements.
async fn connect_writer(url: &str) -> Result<(Client, Statements), StoreError> {
    let client = connect(url).await?;
    let statements = prepare(&client).await.map_err(sql)?;
    Ok((client, statements))
}

/// Opens the shared store at `url` as `node` (the tables made if missing) and starts its writer.
/// Call it outside any tokio runtime (the writer has one of its own).
pub fn open(url: &str, node: Node) -> Result<Store, StoreError> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| StoreError::Open {
            path: redact(url),
            why: e.to_string(),
        })?;
    let (client, statements) = rt.block_on(async {
        let mut client = connect(url).await?;
        ensure_schema(&mut client).await?;
        let statements = prepare(&client).await.map_err(sql)?;
        Ok::<_, StoreError>((client, statements))
    })?;
    let backend = PgBackend {
        rt,
        url: url.to_string(),
        client: Some((client, statements)),
        node,
    };
    Store::start(backend, (), None).map_err(|e| StoreError::Open {
        path: redact(url),
        why: format!("cannot start its writer thread: {e}"),
    })
}

async fn prepare(client: &Client) -> Result<Statements, tokio_postgres::Error> {
    let create = format!(
        "WITH made AS (
             INSERT INTO dicepad_rooms
                 (code, protocol, seating, start, start_at, at, over, changed, creator, clock)
             VALUES ($1::text, $2::int, $3::text, $4::text, $5::bigint, $6::bigint, $7::bool,
                     $8::bigint, $9::text, $10::text)
             ON CONFLICT (code) DO NOTHING RETURNING code),
         written AS (
             INSERT INTO dicepad_lines (code, n, line, by_bot)
             SELECT made.code, $5::bigint + t.i - 1, t.line, t.by_bot
             FROM made, unnest($11::text[], $12::bool[]) WITH ORDINALITY AS t(line, by_bot, i)),
         held AS (
             INSERT INTO dicepad_leases (code, node, address, expires)
             SELECT code, $13::text, $14::text, {NOW_MS} + $15::bigint FROM made
             ON CONFLICT (code) DO UPDATE
                 SET node = EXCLUDED.node, address = EXCLUDED.address, expires = EXCLUDED.expires)
         SELECT count(*) FROM made"
    );
    // The lease row is locked (FOR SHARE) until the commit: a server taking the room over waits
    // for this transaction, and then reads what it stored.
    let append = "WITH held AS (
             SELECT code FROM dicepad_leases WHERE code = $5::text AND node = $7::text FOR SHARE),
         moved AS (
             UPDATE dicepad_rooms SET at = $1::bigint, over = $2::bool, changed = $3::bigint,
                 seating = COALESCE($4::text, seating)
             WHERE code = $5::text AND at = $6::bigint AND EXISTS (SELECT 1 FROM held)
             RETURNING code),
         written AS (
             INSERT INTO dicepad_lines (code, n, line, by_bot)
             SELECT moved.code, $6::bigint + t.i - 1, t.line, t.by_bot
             FROM moved, unnest($8::text[], $9::bool[]) WITH ORDINALITY AS t(line, by_bot, i))
         SELECT (SELECT count(*) FROM moved), (SELECT count(*) FROM held)";
    // As an append: only by the server holding the room, and only from the stored length.
    let take_back = "WITH held AS (
             SELECT code FROM dicepad_leases WHERE code = $1::text AND node = $4::text FOR SHARE),
         moved AS (
             UPDATE dicepad_rooms SET at = $2::bigint - 1, over = false, changed = $3::bigint
             WHERE code = $1::text AND at = $2::bigint AND start_at < $2::bigint
                 AND EXISTS (SELECT 1 FROM held)
             RETURNING code),
         dropped AS (
             DELETE FROM dicepad_lines
             WHERE code IN (SELECT code FROM moved) AND n = $2::bigint - 1)
         SELECT (SELECT count(*) FROM moved), (SELECT count(*) FROM held)";
    let remove = "WITH held AS (
             DELETE FROM dicepad_leases WHERE code = $1::text AND node = $2::text RETURNING code),
         lines_gone AS (DELETE FROM dicepad_lines WHERE code IN (SELECT code FROM held)),
         chat_gone AS (DELETE FROM dicepad_chat WHERE code IN (SELECT code FROM held)),
         room_gone AS (DELETE FROM dicepad_rooms WHERE code IN (SELECT code FROM held))
         SELECT count(*) FROM held";
    // A chat line is stored only by the server holding the room, under a number not taken.
    let chat = "WITH held AS (
             SELECT code FROM dicepad_leases WHERE code = $1::text AND node = $7::text FOR SHARE),
         added AS (
             INSERT INTO dicepad_chat (code, n, seat, name, text, time)
             SELECT code, $2::bigint, $3::bigint, $4::text, $5::text, $6::bigint FROM held
             ON CONFLICT (code, n) DO NOTHING RETURNING code),
         dropped AS (
             DELETE FROM dicepad_chat WHERE code IN (SELECT code FROM added) AND n < $8::bigint)
         SELECT (SELECT count(*) FROM added), (SELECT count(*) FROM held)";
    // A daily attempt's result, once (in the transaction of its room's last append).
    let day_end = "UPDATE dicepad_daily_attempts SET score = $2::int, ended = $3::bigint,
             save = $4::text WHERE room = $1::text AND score IS NULL";
    Ok(Statements {
        day_end: client.prepare(day_end).await?,
        create: client.prepare(&create).await?,
        append: client.prepare(append).await?,
        take_back: client.prepare(take_back).await?,
        remove: client.prepare(remove).await?,
        chat: client.prepare(chat).await?,
    })
}

/// One transaction for `changes`, or (if a statement failed) each change in one of its own.
async fn commit_batch(
    client: &mut Client,
    statements: &Statements,
    node: &Node,
    changes: &[&Change],
) -> Vec<Result<(), StoreError>> {
    match in_one(client, statements, node, changes).await {
        Ok(results) => results,
        Err(e) if changes.len() == 1 => vec![Err(e)],
        Err(_) => {
            let mut results = Vec::with_capacity(changes.len());
            for change in changes {
                results.push(match in_one(client, statements, node, &[change]).await {
                    Ok(mut one) => one.pop().unwrap_or(Err(StoreError::Stopped)),
                    Err(e) => Err(e),
                });
            }
            results
        }
    }
}

/// `changes` in one transaction, their statements sent together; a refused change is its answer,
/// a failed statement fails them all (nothing of the transaction stays).
async fn in_one(
    client: &mut Client,
    statements: &Statements,
    node: &Node,
    changes: &[&Change],
) -> Result<Vec<Result<(), StoreError>>, StoreError> {
    let tx = client.transaction().await.map_err(sql)?;
    let now = seconds(SystemTime::now());
    let answers = futures_util::future::join_all(
        changes
            .iter()
            .map(|change| apply(&tx, statements, node, change, now)),
    )
    .await;
    let results = answers
        .into_iter()
        .collect::<Result<Vec<_>, _>>()
        .map_err(sql)?;
    // Rated rooms' ends, one after the other once their appends are in (two of them may share a
    // player, whose rating each reads and writes).
    for (change, result) in changes.iter().zip(&results) {
        if let (
            Change::Append {
                rated: Some(table), ..
            },
            Ok(()),
        ) = (change, result)
        {
            rate(&tx, table, now).await.map_err(sql)?;
        }
    }
    tx.commit().await.map_err(sql)?;
    Ok(results)
}

/// Rates `table`'s players in `tx`, the transaction storing its room's end. Every player's row is
/// made first and then all of them locked, each time in id order: another server rating a room
/// with one of them waits for this transaction (and reads what it wrote), and no two servers wait
/// for each other.
async fn rate(
    tx: &Transaction<'_>,
    table: &super::rated::RatedTable,
    now: i64,
) -> Result<(), tokio_postgres::Error> {
    let ids = table.player_ids();
    let start = crate::rating::Rating::start();
    tx.execute(
        "INSERT INTO dicepad_ratings (player, game, mu, sigma, games, updated)
         SELECT id, $2::text, $3::float8, $4::float8, 0, $5::bigint
         FROM unnest($1::text[]) AS id ORDER BY id
         ON CONFLICT (player, game) DO NOTHING",
        &[&ids, &table.game, &start.mu, &start.sigma, &now],
    )
    .await?;
    let rows = tx
        .query(
            "SELECT player, mu, sigma FROM dicepad_ratings
             WHERE game = $1::text AND player = ANY($2::text[]) ORDER BY player FOR UPDATE",
            &[&table.game, &ids],
        )
        .await?;
    let before = rows
        .iter()
        .map(|r| {
            let rating = crate::rating::Rating {
                mu: r.get(1),
                sigma: r.get(2),
            };
            (r.get::<_, String>(0), rating)
        })
        .collect();
    for p in table.after(&before) {
        tx.execute(
            "INSERT INTO dicepad_players (id, name, first_seen) VALUES ($1, $2, $3)
             ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name",
            &[&p.id, &p.name, &now],
        )
        .await?;
        tx.execute(
            "UPDATE dicepad_ratings SET mu = $3, sigma = $4, games = games + 1, updated = $5
             WHERE player = $1 AND game = $2",
            &[&p.id, &table.game, &p.rating.mu, &p.rating.sigma, &now],
        )
        .await?;
    }
    Ok(())
}

/// What a statement that moves a room's log (append, take back) answered: `(moved, held)`, one
/// row each. Moved means it was done; not held, another node has the room; held but not moved,
/// the log was not where this node thought it was.
fn log_moved(row: &tokio_postgres::Row, code: &str) -> Result<(), StoreError> {
    let (moved, held): (i64, i64) = (row.get(0), row.get(1));
    match (moved, held) {
        (1, _) => Ok(()),
        (_, 0) => Err(StoreError::NotHeld {
            code: code.to_string(),
        }),
        _ => Err(StoreError::Moved {
            code: code.to_string(),
        }),
    }
}

/// One change's statement: the outer error fails the transaction, the inner one refuses the
/// change alone.
async fn apply(
    tx: &Transaction<'_>,
    statements: &Statements,
    node: &Node,
    change: &Change,
    now: i64,
) -> Result<Result<(), StoreError>, tokio_postgres::Error> {
    let seating_text =
        |s: &Seating| serde_json::to_string(s).map_err(|e| StoreError::Sql(format!("seats: {e}")));
    match change {
        Change::Create(room) => {
            let (seating, clock) = match (
                seating_text(&room.seating),
                room.clock.map(|c| serde_json::to_string(&c)).transpose(),
            ) {
                (Ok(s), Ok(c)) => (s, c),
                (Err(e), _) => return Ok(Err(e)),
                (_, Err(e)) => return Ok(Err(StoreError::Sql(format!("clock: {e}")))),
            };
            let (lines, by_bot): (Vec<String>, Vec<bool>) = room.lines.iter().cloned().unzip();
            let made: i64 = tx
                .query_one(
                    &statements.create,
                    &[
                        &room.code,
                        &i32::try_from(room.protocol).unwrap_or(i32::MAX),
                        &seating,
                        &room.start,
                        &count(room.start_at),
                        &count(room.at()),
                        &room.over,
                        &seconds(room.changed),
                        &room.creator.map(|c| c.to_string()),
                        &clock,
                        &lines,
                        &by_bot,
                        &node.id,
                        &node.address,
                        &node.lease_ms(),
                    ],
                )
                .await?
                .get(0);
            Ok(if made == 1 {
                Ok(())
            } else {
                Err(StoreError::Sql(format!(
                    "room {} exists already",
                    room.code
                )))
            })
        }
        Change::Append {
            code,
            from,
            lines,
            seating,
            over,
            day_end,
            ..
        } => {
            let seating = match seating.as_ref().map(seating_text).transpose() {
                Ok(s) => s,
                Err(e) => return Ok(Err(e)),
            };
            let (texts, by_bot): (Vec<String>, Vec<bool>) = lines.iter().cloned().unzip();
            let row = tx
                .query_one(
                    &statements.append,
                    &[
                        &count(from + lines.len()),
                        over,
                        &now,
                        &seating,
                        code,
                        &count(*from),
                        &node.id,
                        &texts,
                        &by_bot,
                    ],
                )
                .await?;
            let moved = log_moved(&row, code);
            if let (Ok(()), Some(end)) = (&moved, day_end) {
                tx.execute(
                    &statements.day_end,
                    &[code, &end.score, &end.ended, &end.save],
                )
                .await?;
            }
            Ok(moved)
        }
        Change::TakeBack { code, at } => {
            let row = tx
                .query_one(&statements.take_back, &[code, &count(*at), &now, &node.id])
                .await?;
            Ok(log_moved(&row, code))
        }
        Change::Chat {
            code,
            line,
            keep_from,
        } => {
            let row = tx
                .query_one(
                    &statements.chat,
                    &[
                        code,
                        &i64::try_from(line.n).unwrap_or(i64::MAX),
                        &count(line.seat),
                        &line.name,
                        &line.text,
                        &i64::try_from(line.time).unwrap_or(i64::MAX),
                        &node.id,
                        &i64::try_from(*keep_from).unwrap_or(i64::MAX),
                    ],
                )
                .await?;
            let (added, held): (i64, i64) = (row.get(0), row.get(1));
            Ok(match (added, held) {
                (1, _) => Ok(()),
                (_, 0) => Err(StoreError::NotHeld { code: code.clone() }),
                _ => Err(StoreError::Moved { code: code.clone() }),
            })
        }
        Change::Remove { code } => {
            let gone: i64 = tx
                .query_one(&statements.remove, &[code, &node.id])
                .await?
                .get(0);
            Ok(if gone == 1 {
                Ok(())
            } else {
                Err(StoreError::NotHeld { code: code.clone() })
            })
        }
    }
}

/// The daily challenge's records in the shared database (see [`super::daily_records`]), through
/// a connection of their own on a runtime of their own: the calls block (a server makes them
/// from a blocking task), and a lost connection is made again for the next call.
pub struct PgDaily {
    url: String,
    inner: std::sync::Mutex<(tokio::runtime::Runtime, Option<std::sync::Arc<Client>>)>,
}

impl PgDaily {
    /// Connects to `url`, whose tables [`open`] made. Call it outside any tokio runtime.
    pub fn open(url: &str) -> Result<PgDaily, StoreError> {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| StoreError::Open {
                path: redact(url),
                why: e.to_string(),
            })?;
        let client = rt.block_on(connect(url))?;
        Ok(PgDaily {
            url: url.to_string(),
            inner: std::sync::Mutex::new((rt, Some(std::sync::Arc::new(client)))),
        })
    }

    /// Runs `job` on the connection (made again first if it was lost).
    fn with<T, F>(&self, job: impl FnOnce(std::sync::Arc<Client>) -> F) -> Result<T, StoreError>
    where
        F: std::future::Future<Output = Result<T, tokio_postgres::Error>>,
    {
        let mut inner = self
            .inner
            .lock()
            .map_err(|_| StoreError::Sql("the daily records' connection is unusable".into()))?;
        let (rt, client) = &mut *inner;
        rt.block_on(async {
            if client.as_ref().is_none_or(|c| c.is_closed()) {
                *client = None;
                let made = tokio::time::timeout(RECONNECT_LIMIT, connect(&self.url))
                    .await
                    .map_err(|_| StoreError::Sql(lost(&self.url)))??;
                *client = Some(std::sync::Arc::new(made));
            }
            let c = client
                .clone()
                .ok_or_else(|| StoreError::Sql(lost(&self.url)))?;
            job(c).await.map_err(sql)
        })
    }
}

fn pg_attempt(r: &tokio_postgres::Row) -> super::daily_records::Attempt {
    let score: Option<i32> = r.get(7);
    let ended: Option<i64> = r.get(8);
    super::daily_records::Attempt {
        date: r.get(0),
        game: r.get(1),
        player: r.get(2),
        name: r.get(3),
        room: r.get(4),
        token: r.get(5),
        started: r.get(6),
        result: score.zip(ended),
    }
}

const PG_ATTEMPT: &str = "SELECT date, game, player, name, room, token, started, score, ended
     FROM dicepad_daily_attempts WHERE date = $1 AND game = $2 AND player = $3";

impl super::daily_records::DailyRecords for PgDaily {
    fn secret(&self, fresh: [u8; 32]) -> Result<[u8; 32], StoreError> {
        let fresh = crate::engine::seal::hex(&fresh);
        let text: String = self.with(|c| async move {
            c.execute(
                "INSERT INTO dicepad_daily_secret (id, secret) VALUES (1, $1)
                 ON CONFLICT (id) DO NOTHING",
                &[&fresh],
            )
            .await?;
            let row = c
                .query_one("SELECT secret FROM dicepad_daily_secret WHERE id = 1", &[])
                .await?;
            Ok(row.get(0))
        })?;
        super::daily_records::read_secret(&text)
    }

    fn seen(&self, player: &str, name: &str, now: i64) -> Result<(), StoreError> {
        let (player, name) = (player.to_string(), name.to_string());
        self.with(|c| async move {
            c.execute(
                "INSERT INTO dicepad_players (id, name, first_seen) VALUES ($1, $2, $3)
                 ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name",
                &[&player, &name, &now],
            )
            .await
            .map(|_| ())
        })
    }

    fn attempt(
        &self,
        date: &str,
        game: &str,
        player: &str,
    ) -> Result<Option<super::daily_records::Attempt>, StoreError> {
        let (date, game, player) = (date.to_string(), game.to_string(), player.to_string());
        self.with(|c| async move {
            let row = c.query_opt(PG_ATTEMPT, &[&date, &game, &player]).await?;
            Ok(row.as_ref().map(pg_attempt))
        })
    }

    fn start(
        &self,
        a: &super::daily_records::Attempt,
    ) -> Result<super::daily_records::Attempt, StoreError> {
        let a = a.clone();
        self.with(|c| async move {
            c.execute(
                "INSERT INTO dicepad_daily_attempts
                     (date, game, player, name, room, token, started)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)
                 ON CONFLICT (date, game, player) DO NOTHING",
                &[
                    &a.date, &a.game, &a.player, &a.name, &a.room, &a.token, &a.started,
                ],
            )
            .await?;
            let row = c
                .query_one(PG_ATTEMPT, &[&a.date, &a.game, &a.player])
                .await?;
            Ok(pg_attempt(&row))
        })
    }

    fn day(
        &self,
        date: &str,
        game: &str,
        before: i64,
        limit: usize,
    ) -> Result<(Vec<super::daily_records::DayRow>, usize), StoreError> {
        let (date, game, limit) = (date.to_string(), game.to_string(), count(limit));
        self.with(|c| async move {
            let total: i64 = c
                .query_one(
                    "SELECT count(*) FROM dicepad_daily_attempts
                     WHERE date = $1 AND game = $2 AND score IS NOT NULL AND ended < $3",
                    &[&date, &game, &before],
                )
                .await?
                .get(0);
            let rows = c
                .query(
                    "SELECT a.player, COALESCE(p.name, a.name), a.score, a.ended,
                         COALESCE(a.save, '')
                     FROM dicepad_daily_attempts a LEFT JOIN dicepad_players p ON p.id = a.player
                     WHERE a.date = $1 AND a.game = $2 AND a.score IS NOT NULL AND a.ended < $3
                     ORDER BY a.score DESC, a.ended ASC, a.started ASC, a.player ASC
                     LIMIT $4",
                    &[&date, &game, &before, &limit],
                )
                .await?;
            let rows = rows
                .iter()
                .map(|r| super::daily_records::DayRow {
                    player: r.get(0),
                    name: r.get(1),
                    score: r.get(2),
                    ended: r.get(3),
                    save: r.get(4),
                })
                .collect();
            Ok((rows, usize::try_from(total).unwrap_or(0)))
        })
    }

    fn week(
        &self,
        game: &str,
        days: &[(String, i64)],
        limit: usize,
    ) -> Result<(Vec<super::daily_records::WeekRow>, usize), StoreError> {
        let (dates, ends): (Vec<String>, Vec<i64>) = days.iter().cloned().unzip();
        let (game, limit) = (game.to_string(), count(limit));
        let counted =
            "WITH days AS (SELECT * FROM unnest($1::text[], $2::bigint[]) AS d(date, ends)),
             counted AS (
                 SELECT a.player, sum(a.score)::bigint AS total, count(*) AS days,
                     max(a.ended) AS last
                 FROM dicepad_daily_attempts a JOIN days d ON d.date = a.date
                 WHERE a.game = $3 AND a.score IS NOT NULL AND a.ended < d.ends
                 GROUP BY a.player)";
        self.with(|c| async move {
            let total: i64 = c
                .query_one(
                    &format!("{counted} SELECT count(*) FROM counted"),
                    &[&dates, &ends, &game],
                )
                .await?
                .get(0);
            let rows = c
                .query(
                    &format!(
                        "{counted}
                         SELECT c.player, COALESCE(p.name, ''), c.total, c.days FROM counted c
                         LEFT JOIN dicepad_players p ON p.id = c.player
                         ORDER BY c.total DESC, c.days ASC, c.last ASC, c.player ASC LIMIT $4"
                    ),
                    &[&dates, &ends, &game, &limit],
                )
                .await?;
            let rows = rows
                .iter()
                .map(|r| super::daily_records::WeekRow {
                    player: r.get(0),
                    name: r.get(1),
                    total: r.get(2),
                    days: u32::try_from(r.get::<_, i64>(3)).unwrap_or(0),
                })
                .collect();
            Ok((rows, usize::try_from(total).unwrap_or(0)))
        })
    }

    fn players(
        &self,
        q: &super::rating_records::PlayersQuery,
    ) -> Result<(Vec<super::rating_records::PlayerRow>, usize), StoreError> {
        let game = q.game.clone();
        let pattern = super::rating_records::like_prefix(&q.name);
        let (limit, from) = (count(q.limit), count(q.from));
        let ranked = "WITH ranked AS (
             SELECT r.player, COALESCE(p.name, '') AS name, r.game, r.mu, r.sigma, r.games,
                 rank() OVER (PARTITION BY r.game ORDER BY r.mu DESC) AS place
             FROM dicepad_ratings r LEFT JOIN dicepad_players p ON p.id = r.player
             WHERE r.games > 0 AND ($1::text IS NULL OR r.game = $1::text))";
        self.with(|c| async move {
            let total: i64 = c
                .query_one(
                    &format!(
                        "{ranked} SELECT count(*) FROM ranked WHERE name ILIKE $2::text ESCAPE '\\'"
                    ),
                    &[&game, &pattern],
                )
                .await?
                .get(0);
            let rows = c
                .query(
                    &format!(
                        "{ranked} SELECT place, player, name, game, mu, sigma, games FROM ranked
                         WHERE name ILIKE $2::text ESCAPE '\\'
                         ORDER BY game, place, name, player LIMIT $3 OFFSET $4"
                    ),
                    &[&game, &pattern, &limit, &from],
                )
                .await?;
            let rows = rows
                .iter()
                .map(|r| super::rating_records::PlayerRow {
                    rank: usize::try_from(r.get::<_, i64>(0)).unwrap_or(0),
                    player: r.get(1),
                    name: r.get(2),
                    game: r.get(3),
                    rating: crate::rating::Rating {
                        mu: r.get(4),
                        sigma: r.get(5),
                    },
                    games: u32::try_from(r.get::<_, i64>(6)).unwrap_or(0),
                })
                .collect();
            Ok((rows, usize::try_from(total).unwrap_or(0)))
        })
    }
}

#[cfg(test)]
#[path = "pg_store_tests.rs"]
mod tests;
