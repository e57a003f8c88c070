//! The room store's tests (SQLite): order and version checks, durability, group commit, chat.

use super::*;
use crate::engine::BotLevel;
use crate::net::protocol::SeatSpec;

pub(crate) fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dicepad-store-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub(crate) fn room(code: &str) -> StoredRoom {
    StoredRoom {
        code: code.into(),
        protocol: 4,
        seating: Seating {
            seats: vec![SeatSpec::Remote, SeatSpec::Bot(BotLevel::Easy)],
            tokens: vec![Some("ab".into()), None],
            was: vec![None, None],
            contributions: Vec::new(),
            day: false,
            players: Vec::new(),
        },
        start: "the start".into(),
        start_at: 2,
        lines: vec![],
        over: false,
        changed: UNIX_EPOCH + Duration::from_secs(1_000),
        creator: Some(IpAddr::from([127, 0, 0, 7])),
        clock: Some(Clock {
            per_move_ms: 2_000,
            bot: BotLevel::Normal,
        }),
        chat: Vec::new(),
    }
}

pub(crate) fn append(code: &str, from: usize, lines: &[&str]) -> Change {
    Change::Append {
        code: code.into(),
        from,
        lines: lines.iter().map(|l| (l.to_string(), false)).collect(),
        seating: None,
        over: false,
        day_end: None,
        rated: None,
    }
}

#[test]
fn lines_are_kept_in_order_once_and_a_change_for_another_length_is_refused() {
    for durability in [Durability::Disk, Durability::Process] {
        in_order_once(durability);
    }
}

fn in_order_once(durability: Durability) {
    let dir = temp_dir(&format!("order-{durability:?}"));
    {
        let (store, rooms) = Store::open(&dir, durability).unwrap();
        assert!(rooms.is_empty());
        store.save_blocking(Change::Create(room("AAA"))).unwrap();
        store.save_blocking(Change::Create(room("BBB"))).unwrap();
        // A code already taken.
        assert!(store.save_blocking(Change::Create(room("AAA"))).is_err());
        store.save_blocking(append("AAA", 2, &["x", "y"])).unwrap();
        // The same lines again, a gap, and an unknown room: refused, nothing stored.
        for change in [
            append("AAA", 2, &["x", "y"]),
            append("AAA", 5, &["z"]),
            append("ZZZ", 0, &["z"]),
        ] {
            assert!(matches!(
                store.save_blocking(change),
                Err(StoreError::Moved { .. })
            ));
        }
        let seating = Seating {
            seats: vec![SeatSpec::Remote, SeatSpec::Bot(BotLevel::Strong)],
            tokens: vec![Some("ab".into()), None],
            was: vec![None, Some(SeatSpec::Remote)],
            contributions: Vec::new(),
            day: false,
            players: Vec::new(),
        };
        store
            .save_blocking(Change::Append {
                code: "AAA".into(),
                from: 4,
                lines: vec![("z".into(), true)],
                seating: Some(seating.clone()),
                over: true,
                day_end: None,
                rated: None,
            })
            .unwrap();
        store
            .save_blocking(Change::Remove { code: "BBB".into() })
            .unwrap();
        let seen = read_room(&dir, "AAA").unwrap().unwrap();
        assert_eq!(seen.seating, seating);
    }
    // A new server reads what the last one committed.
    let (_store, rooms) = Store::open(&dir, durability).unwrap();
    assert_eq!(rooms.len(), 1);
    let a = rooms[0].as_ref().unwrap();
    assert_eq!(
        (a.code.as_str(), a.start.as_str(), a.start_at),
        ("AAA", "the start", 2)
    );
    assert_eq!(
        a.lines,
        vec![
            ("x".to_string(), false),
            ("y".to_string(), false),
            ("z".to_string(), true)
        ]
    );
    assert_eq!((a.at(), a.over), (5, true));
    assert_eq!(a.creator, Some(IpAddr::from([127, 0, 0, 7])));
    assert_eq!(a.clock, room("AAA").clock);
    assert!(!has_room(&dir, "BBB").unwrap());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn with_process_durability_a_change_is_seen_at_once_and_synced_into_the_file_in_the_background() {
    let dir = temp_dir("process");
    let (store, _) = Store::open(&dir, Durability::Process).unwrap();
    store.save_blocking(Change::Create(room("AAA"))).unwrap();
    store
        .save_blocking(append("AAA", 2, &["line-seen-in-the-file"]))
        .unwrap();
    // Committed: another connection reads it (from the journal) as soon as the save returns.
    assert_eq!(read_room(&dir, "AAA").unwrap().unwrap().at(), 3);
    // The writer never syncs (it leaves checkpoints to the background), so the line reaches
    // the database file itself only through the background sync.
    let in_file = || {
        std::fs::read(dir.join(FILE_NAME))
            .unwrap()
            .windows(21)
            .any(|w| w == b"line-seen-in-the-file")
    };
    let waited = std::time::Instant::now();
    while !in_file() && waited.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(BACKGROUND_SYNC / 4);
    }
    assert!(in_file(), "the background sync never copied the line");
    drop(store);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn chat_lines_are_kept_once_per_number_for_a_room_that_exists_and_go_with_it() {
    let dir = temp_dir("chat");
    let line = |n: u64, text: &str| Change::Chat {
        code: "AAA".into(),
        line: ChatLine {
            n,
            seat: 1,
            name: "Bob".into(),
            text: text.into(),
            time: 1_700_000_000,
        },
        keep_from: 0,
    };
    let (store, _) = Store::open(&dir, Durability::Disk).unwrap();
    // No room yet: refused.
    assert!(store.save_blocking(line(0, "early")).is_err());
    store.save_blocking(Change::Create(room("AAA"))).unwrap();
    store.save_blocking(line(0, "hi")).unwrap();
    store.save_blocking(line(1, "again")).unwrap();
    assert!(store.save_blocking(line(1, "twice")).is_err());
    let chat = read_room(&dir, "AAA").unwrap().unwrap().chat;
    let texts: Vec<(u64, usize, &str, u64)> = chat
        .iter()
        .map(|l| (l.n, l.seat, l.text.as_str(), l.time))
        .collect();
    assert_eq!(
        texts,
        [(0, 1, "hi", 1_700_000_000), (1, 1, "again", 1_700_000_000)]
    );
    store
        .save_blocking(Change::Remove { code: "AAA".into() })
        .unwrap();
    store.save_blocking(Change::Create(room("AAA"))).unwrap();
    assert!(read_room(&dir, "AAA").unwrap().unwrap().chat.is_empty());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_chat_line_drops_the_rooms_lines_before_the_oldest_it_keeps() {
    let dir = temp_dir("chat-cap");
    let (store, _) = Store::open(&dir, Durability::Disk).unwrap();
    store.save_blocking(Change::Create(room("AAA"))).unwrap();
    for n in 0..10u64 {
        let line = ChatLine {
            n,
            seat: 0,
            name: "Ann".into(),
            text: format!("line {n}"),
            time: 1,
        };
        let keep_from = n.saturating_sub(2);
        store
            .save_blocking(Change::Chat {
                code: "AAA".into(),
                line,
                keep_from,
            })
            .unwrap();
    }
    let conn = rusqlite::Connection::open(dir.join("rooms.sqlite3")).unwrap();
    let rows: i64 = conn
        .query_row("SELECT count(*) FROM chat", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rows, 3);
    let ns: Vec<u64> = read_room(&dir, "AAA")
        .unwrap()
        .unwrap()
        .chat
        .iter()
        .map(|l| l.n)
        .collect();
    assert_eq!(ns, [7, 8, 9]);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn changes_sent_together_are_committed_together_and_each_answered() {
    let dir = temp_dir("group");
    let (store, _) = Store::open(&dir, Durability::Disk).unwrap();
    for i in 0..20 {
        store
            .save_blocking(Change::Create(room(&format!("R{i:02}"))))
            .unwrap();
    }
    // Many rooms' changes at once, one of them refused: the others all land.
    let answers: Vec<_> = (0..20)
        .map(|i| {
            let from = if i == 7 { 9 } else { 2 };
            store.commit(append(&format!("R{i:02}"), from, &["a", "b"]))
        })
        .collect();
    for (i, answer) in answers.into_iter().enumerate() {
        let result = answer.blocking_recv().unwrap();
        assert_eq!(result.is_ok(), i != 7, "room {i}: {result:?}");
        let stored = read_room(&dir, &format!("R{i:02}")).unwrap().unwrap();
        assert_eq!(stored.at(), if i == 7 { 2 } else { 4 });
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// A store for tests that fails on demand: every commit while `fail` is set is refused as a
/// database failure (nothing stored), and counted.
pub(crate) struct Flaky {
    pub fail: std::sync::atomic::AtomicBool,
    /// When each failed commit came.
    attempts: std::sync::Mutex<Vec<std::time::Instant>>,
    tried: std::sync::Condvar,
}

impl Flaky {
    pub fn set_failing(&self, fail: bool) {
        self.fail.store(fail, std::sync::atomic::Ordering::SeqCst);
    }

    /// The failed commits so far, once there are at least `n` (or after `limit`, however many).
    pub fn wait_failures(&self, n: usize, limit: Duration) -> Vec<std::time::Instant> {
        let attempts = self.attempts.lock().unwrap();
        let (attempts, _) = self
            .tried
            .wait_timeout_while(attempts, limit, |a| a.len() < n)
            .unwrap();
        attempts.clone()
    }
}

struct FlakyBackend {
    conn: Connection,
    flaky: std::sync::Arc<Flaky>,
}

impl Backend for FlakyBackend {
    fn commit(&mut self, changes: &[&Change]) -> Vec<Result<(), StoreError>> {
        if self.flaky.fail.load(std::sync::atomic::Ordering::SeqCst) {
            self.flaky
                .attempts
                .lock()
                .unwrap()
                .push(std::time::Instant::now());
            self.flaky.tried.notify_all();
            let full = StoreError::Sql("database or disk is full (a test's store)".into());
            return changes.iter().map(|_| Err(full.clone())).collect();
        }
        commit_batch(&mut self.conn, changes)
    }
}

/// A SQLite store in `dir` (read back with [`read_room`]) that fails while its [`Flaky`] says so.
pub(crate) fn flaky_store(dir: &Path) -> (Store, std::sync::Arc<Flaky>) {
    let flaky = std::sync::Arc::new(Flaky {
        fail: std::sync::atomic::AtomicBool::new(false),
        attempts: std::sync::Mutex::default(),
        tried: std::sync::Condvar::new(),
    });
    let conn = connect(&dir.join(FILE_NAME)).unwrap();
    let backend = FlakyBackend {
        conn,
        flaky: flaky.clone(),
    };
    let path = Some(dir.join(FILE_NAME));
    (Store::start(backend, (), path).unwrap(), flaky)
}

/// A take-back on `store` (SQLite or PostgreSQL; `lines` reads room `code`'s stored lines): only
/// from the stored length, only the last line, never a line of the room's start, and a line
/// appended after it runs on from the shorter log.
pub(crate) fn takes_back_the_last_line_only(
    store: &Store,
    code: &str,
    lines: impl Fn() -> Vec<String>,
) {
    store.save_blocking(Change::Create(room(code))).unwrap();
    // The start holds 2 entries: nothing of it is taken back.
    let start = store.save_blocking(Change::TakeBack {
        code: code.into(),
        at: 2,
    });
    assert!(matches!(start, Err(StoreError::Moved { .. })), "{start:?}");
    store.save_blocking(append(code, 2, &["x", "y"])).unwrap();
    // Another length than the stored one (a take-back sent twice, or late): refused.
    for at in [3, 5] {
        let refused = store.save_blocking(Change::TakeBack {
            code: code.into(),
            at,
        });
        assert!(
            matches!(refused, Err(StoreError::Moved { .. })),
            "{refused:?}"
        );
    }
    assert_eq!(lines(), ["x", "y"]);
    store
        .save_blocking(Change::TakeBack {
            code: code.into(),
            at: 4,
        })
        .unwrap();
    assert_eq!(lines(), ["x"]);
    // The same take-back again finds 3 entries: refused, "x" stays.
    assert!(store
        .save_blocking(Change::TakeBack {
            code: code.into(),
            at: 4,
        })
        .is_err());
    store.save_blocking(append(code, 3, &["z"])).unwrap();
    assert_eq!(lines(), ["x", "z"]);
}

#[test]
fn a_take_back_drops_the_stored_last_line_and_nothing_else() {
    let dir = temp_dir("take-back");
    let (store, _) = Store::open(&dir, Durability::Disk).unwrap();
    let lines = || {
        let room = read_room(&dir, "AAA").unwrap().unwrap();
        assert_eq!(room.at(), room.start_at + room.lines.len());
        room.lines.into_iter().map(|(l, _)| l).collect::<Vec<_>>()
    };
    takes_back_the_last_line_only(&store, "AAA", lines);
    // A new server reads the room as it was left: 2 + ["x", "z"].
    drop(store);
    let (_store, rooms) = Store::open(&dir, Durability::Disk).unwrap();
    assert_eq!(rooms[0].as_ref().unwrap().at(), 4);
    std::fs::remove_dir_all(&dir).ok();
}

/// The players of a rated table: `ids[0]` finishes first.
pub(crate) fn rated_table(ids: &[&str]) -> crate::net::rated::RatedTable {
    use crate::net::rated::{Rated, RatedPlace, RatedTable};
    let n = ids.len();
    RatedTable {
        game: "hex-roller".into(),
        seats: n,
        places: ids
            .iter()
            .enumerate()
            .map(|(i, id)| RatedPlace {
                who: Rated::Player {
                    id: id.to_string(),
                    name: format!("N{id}"),
                },
                score: i32::try_from(n - i).unwrap(),
                winner: i == 0,
            })
            .collect(),
    }
}

/// One line appended to room `code` at `from` that ends its game, `table` its rated result.
pub(crate) fn rated_append(
    code: &str,
    from: usize,
    table: crate::net::rated::RatedTable,
) -> Change {
    Change::Append {
        code: code.into(),
        from,
        lines: vec![("end".into(), false)],
        seating: None,
        over: true,
        day_end: None,
        rated: Some(table),
    }
}

/// The players' list of Hex Roller, names starting with `name`.
pub(crate) fn hex_roller_named(name: &str) -> crate::net::rating_records::PlayersQuery {
    crate::net::rating_records::PlayersQuery {
        game: Some("hex-roller".into()),
        name: name.into(),
        from: 0,
        limit: 100,
    }
}

/// A rated room's end on `store` (SQLite or PostgreSQL; `players` lists the ratings whose
/// names start with the given text): a refused append rates nobody, the append that ends the game
/// rates its players once, and the same change sent again is refused and rates nothing more.
pub(crate) fn rates_once_in_the_commit_that_ends_the_room(
    store: &Store,
    code: &str,
    tag: &str,
    players: impl Fn(&str) -> Vec<crate::net::rating_records::PlayerRow>,
) {
    let (a, b) = (format!("{tag}a"), format!("{tag}b"));
    let ended = |from| rated_append(code, from, rated_table(&[&a, &b]));
    store.save_blocking(Change::Create(room(code))).unwrap();
    assert!(store.save_blocking(ended(5)).is_err());
    assert!(
        players(&format!("N{tag}")).is_empty(),
        "a refused end rated"
    );
    store.save_blocking(ended(2)).unwrap();
    let rows = players(&format!("N{tag}"));
    assert_eq!(rows.len(), 2, "{rows:?}");
    let (first, second) = (&rows[0], &rows[1]);
    assert_eq!(
        (first.player.as_str(), second.player.as_str()),
        (a.as_str(), b.as_str())
    );
    assert_eq!((first.games, second.games), (1, 1));
    assert_eq!(first.name, format!("N{a}"));
    assert!(first.rating.mu > second.rating.mu);
    // Sent again (a retry after a lost answer): the log has moved on, nothing is rated twice.
    assert!(store.save_blocking(ended(2)).is_err());
    assert_eq!(players(&format!("N{tag}")), rows);
}

#[test]
fn a_rated_room_is_rated_once_by_the_commit_that_ends_it() {
    let dir = temp_dir("rated");
    let (store, _) = Store::open(&dir, Durability::Disk).unwrap();
    let records = crate::net::daily_records::SqliteDaily::open(&dir).unwrap();
    let players = |name: &str| {
        use crate::net::daily_records::DailyRecords;
        records.players(&hex_roller_named(name)).unwrap().0
    };
    rates_once_in_the_commit_that_ends_the_room(&store, "AAA", "p", players);
    // A restarted server keeps them.
    drop(store);
    let (_store, _) = Store::open(&dir, Durability::Disk).unwrap();
    assert_eq!(players("Np").len(), 2);
    std::fs::remove_dir_all(&dir).ok();
}
