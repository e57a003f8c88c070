//! The history database: migrations, damaged files, round trips, statistics.

use super::*;
use crate::game::Playable;
use crate::history::stats::{moving_average, opponent_level};
use crate::history::*;
use crate::sim::{new_bot_match, play_out, SelfplaySpec};

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("dicepad-history-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d.join("history.sqlite3")
}

/// A finished bot game of `game` with these seat levels.
fn played(game: &str, seats: &str, seed: u64) -> Box<dyn Playable> {
    let spec = SelfplaySpec::parse(game, "easy", Some(seats), 1, seed, &[]).unwrap();
    let mut m = new_bot_match(&spec, 0).unwrap();
    play_out(m.as_mut()).unwrap();
    m
}

fn record_of(game: &str, seats: &str, seed: u64, ended: i64) -> GameRecord {
    GameRecord::from_match(played(game, seats, seed).as_ref(), ended - 60, ended, false).unwrap()
}

#[test]
fn a_new_file_gets_the_current_schema() {
    let path = temp("new");
    let h = History::open(&path).unwrap();
    assert_eq!(schema::version(h.connection()).unwrap(), schema::CURRENT);
    const { assert!(schema::CURRENT >= 2) };
    let mode: String = h
        .connection()
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    assert!(h.games(&Filter::default()).unwrap().is_empty());
    drop(h);
    // Opening again changes nothing and keeps the version.
    let h = History::open(&path).unwrap();
    assert_eq!(schema::version(h.connection()).unwrap(), schema::CURRENT);
}

#[test]
fn connections_opening_a_new_file_at_once_never_call_it_damaged() {
    // selfplay --record opens one connection per thread: while one creates the tables, the
    // others look at the file, and must see it either empty or whole, never half made.
    for round in 0..20 {
        let path = temp(&format!("race-{round}"));
        let start = std::sync::Barrier::new(4);
        std::thread::scope(|s| {
            let opened: Vec<_> = (0..4)
                .map(|_| {
                    s.spawn(|| {
                        start.wait();
                        History::open(&path).map(|_| ())
                    })
                })
                .collect();
            // "Busy" is a fair answer while another creates it (the file is left as it is);
            // "damaged" or "not a history" would be wrong.
            for t in opened {
                match t.join().unwrap() {
                    Ok(()) | Err(HistoryError::Locked { .. }) => {}
                    Err(e) => panic!("round {round}: {e:?}"),
                }
            }
        });
        let h = History::open(&path).unwrap();
        assert_eq!(schema::version(&h.conn).unwrap(), schema::CURRENT);
    }
}

#[test]
fn a_version_1_database_is_migrated_and_keeps_its_games() {
    let path = temp("v1");
    let rec = record_of("hex-roller", "easy,normal", 3, 1_700_000_000);
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(schema::V1).unwrap();
        conn.execute_batch("PRAGMA user_version = 1").unwrap();
        conn.execute(
            "INSERT INTO games (game, options, seed, table_dice, winners, started, ended, actions,
                                abandoned, save_text)
             VALUES (?1, '{}', ?2, 0, ?3, 1, 2, ?4, 0, ?5)",
            params![
                rec.game,
                rec.seed as i64,
                serde_json::to_string(&rec.winners).unwrap(),
                rec.actions as i64,
                rec.save_text
            ],
        )
        .unwrap();
        for (i, (s, score)) in rec.seats.iter().zip(&rec.scores).enumerate() {
            conn.execute(
                "INSERT INTO seats (game_id, seat, name, level, score) VALUES (1, ?1, ?2, ?3, ?4)",
                params![i as i64, s.name, s.level.map(|l| l.label()), score],
            )
            .unwrap();
        }
        // Version 1 has neither the breakdown lines nor the cache.
        assert!(conn.prepare("SELECT * FROM score_lines").is_err());
    }
    let mut h = History::open(&path).unwrap();
    assert_eq!(schema::version(h.connection()).unwrap(), schema::CURRENT);
    let old = h.game(1).unwrap();
    assert_eq!(old.seats, rec.seats);
    assert_eq!(old.scores, rec.scores);
    assert_eq!(old.winners, rec.winners);
    assert_eq!(old.save_text, rec.save_text);
    assert!(old.breakdowns.iter().all(Vec::is_empty));
    // The new tables work beside the old row.
    let id = h.record(&rec).unwrap();
    assert_eq!(h.game(id).unwrap().breakdowns, rec.breakdowns);
    h.cache_put("k", "v").unwrap();
    assert_eq!(h.games(&Filter::default()).unwrap().len(), 2);
}

#[test]
fn a_database_from_a_newer_dicepad_is_left_alone() {
    let path = temp("newer");
    {
        let conn = Connection::open(&path).unwrap();
        // A newer dicepad marks its files, whatever tables it keeps.
        conn.execute_batch(&format!(
            "CREATE TABLE future (x); PRAGMA user_version = 99; PRAGMA application_id = {}",
            schema::APPLICATION_ID
        ))
        .unwrap();
    }
    let e = History::open(&path).err().unwrap();
    assert!(matches!(e, HistoryError::Newer { found: 99, .. }), "{e}");
    assert!(e.to_string().contains("newer dicepad"));
    let conn = Connection::open(&path).unwrap();
    assert_eq!(schema::version(&conn).unwrap(), 99);
}

fn one_line(e: &HistoryError) -> String {
    let text = e.to_string();
    assert!(!text.contains('\n'), "{text}");
    assert!(text.len() < 400, "{text}");
    text
}

#[test]
fn random_bytes_are_a_damaged_history_not_a_panic() {
    let path = temp("random");
    let bytes: Vec<u8> = (0..10_000u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(&path, &bytes).unwrap();
    let e = History::open(&path).err().unwrap();
    assert!(matches!(e, HistoryError::Corrupt { .. }), "{e}");
    assert!(one_line(&e).contains("damaged"));
    // Left as it was.
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
}

#[test]
fn a_truncated_database_is_reported_damaged() {
    let path = temp("truncated");
    {
        let mut h = History::open(&path).unwrap();
        for seed in 0..6 {
            h.record(&record_of(
                "hex-roller",
                "easy,easy",
                seed,
                1_700_000_000 + seed as i64,
            ))
            .unwrap();
        }
        // Everything into the main file, so cutting it loses pages.
        h.connection()
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
            .unwrap();
    }
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() > 3 * 4096, "{} bytes", bytes.len());
    std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    let e = History::open(&path).err().unwrap();
    assert!(matches!(e, HistoryError::Corrupt { .. }), "{e}");
    // SQLite's own report ("Freelist: invalid page number …") is not the player's business.
    assert!(!one_line(&e).contains("Freelist"), "{e}");
}

#[test]
fn a_locked_database_says_so() {
    let path = temp("locked");
    drop(History::open(&path).unwrap());
    let other = Connection::open(&path).unwrap();
    other
        .execute_batch("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;")
        .unwrap();
    let e = History::open(&path).err().unwrap();
    assert!(matches!(e, HistoryError::Locked { .. }), "{e}");
    assert!(one_line(&e).contains("in use"));
    // Reading for the statistics says the same, never that games are not recorded.
    let e = History::open_read_only(&path).err().unwrap();
    assert!(matches!(e, HistoryError::Locked { .. }), "{e}");
    assert!(!one_line(&e).contains("not recorded"), "{e}");
    other.execute_batch("COMMIT").unwrap();
}

#[cfg(unix)]
#[test]
fn a_read_only_database_says_so() {
    use std::os::unix::fs::PermissionsExt;
    let path = temp("readonly");
    drop(History::open(&path).unwrap());
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
    // Root ignores permissions; nothing to test then.
    if std::fs::OpenOptions::new().write(true).open(&path).is_ok() {
        return;
    }
    let e = History::open(&path).err().unwrap();
    assert!(matches!(e, HistoryError::ReadOnly { .. }), "{e}");
    one_line(&e);
}

#[test]
fn a_record_reads_back_whole_and_its_save_reopens() {
    let path = temp("roundtrip");
    let mut h = History::open(&path).unwrap();
    let rec = record_of("black-molly", "normal,easy,easy", 11, 1_700_000_500);
    assert!(rec.breakdowns.iter().all(|b| !b.is_empty()));
    let id = h.record(&rec).unwrap();
    let back = h.game(id).unwrap();
    assert_eq!(back, rec);
    let m = crate::games::load_any(&back.save_text).unwrap();
    assert!(m.is_over());
    let totals: Vec<i32> = m.scores().iter().map(|s| s.total).collect();
    assert_eq!(totals, rec.scores);
    assert!(matches!(h.game(id + 1), Err(HistoryError::NotFound(_))));
}

#[test]
fn a_running_game_is_recorded_only_as_abandoned() {
    let spec = SelfplaySpec::parse("hex-roller", "easy", Some("easy,easy"), 1, 5, &[]).unwrap();
    let mut m = new_bot_match(&spec, 0).unwrap();
    for _ in 0..5 {
        m.step_bot();
    }
    assert!(GameRecord::from_match(m.as_ref(), 1, 2, false).is_err());
    let rec = GameRecord::from_match(m.as_ref(), 1, 2, true).unwrap();
    assert!(rec.abandoned && rec.winners.is_empty());
    let mut h = History::open(&temp("abandoned")).unwrap();
    h.record(&rec).unwrap();
    let stats = h.stats(&Filter::default()).unwrap();
    assert_eq!((stats.games, stats.abandoned), (0, 1));
    assert_eq!(stats.players[0].played, 0);
    assert_eq!(stats.players[0].abandoned, 2);
    assert_eq!(stats.players[0].mean, None);
}

#[test]
fn a_bad_record_is_refused_and_nothing_is_written() {
    let mut h = History::open(&temp("bad")).unwrap();
    let mut rec = record_of("hex-roller", "easy,easy", 1, 10);
    rec.scores.pop();
    assert!(matches!(h.record(&rec), Err(HistoryError::BadRecord(_))));
    assert!(h.games(&Filter::default()).unwrap().is_empty());
}

#[test]
fn games_come_newest_first_and_filter_by_game_and_player() {
    let mut h = History::open(&temp("filter")).unwrap();
    let a = h
        .record(&record_of("hex-roller", "easy,normal", 1, 100))
        .unwrap();
    let b = h
        .record(&record_of("hex-roller", "easy,easy", 2, 300))
        .unwrap();
    let mut person = record_of("black-molly", "normal,easy", 3, 200);
    person.seats[0] = SeatRecord {
        name: "Ada".into(),
        level: None,
    };
    let c = h.record(&person).unwrap();
    let ids = |f: Filter| -> Vec<i64> { h.games(&f).unwrap().iter().map(|g| g.id).collect() };
    assert_eq!(ids(Filter::default()), vec![b, c, a]);
    let game = |g: &str| Filter {
        game: Some(g.into()),
        player: None,
    };
    let player = |p: &str| Filter {
        game: None,
        player: Some(p.into()),
    };
    assert_eq!(ids(game("hex-roller")), vec![b, a]);
    assert_eq!(ids(player("Ada")), vec![c]);
    assert_eq!(ids(player("Normal bot")), vec![a]);
    assert_eq!(ids(player("Strong bot")), Vec::<i64>::new());
    let list = h.games(&player("Ada")).unwrap();
    assert_eq!(list[0].seats[0].score, person.scores[0]);
    assert_eq!(
        list[0].seats.iter().filter(|s| s.winner).count(),
        person.winners.len()
    );
}

#[test]
fn the_cache_keeps_the_last_value_per_key() {
    let mut h = History::open(&temp("cache")).unwrap();
    assert_eq!(h.cache_get("review:1").unwrap(), None);
    h.cache_put("review:1", "first").unwrap();
    h.cache_put("review:1", "second").unwrap();
    h.cache_put("review:2", "other").unwrap();
    assert_eq!(h.cache_get("review:1").unwrap().as_deref(), Some("second"));
    assert_eq!(h.cache_get("review:2").unwrap().as_deref(), Some("other"));
}

/// A hand-made game summary: (name, level, score) per seat.
fn summary(id: i64, seats: &[(&str, Option<BotLevel>, i32)], winners: &[usize]) -> GameSummary {
    GameSummary {
        id,
        game: "g".into(),
        started: id,
        ended: id,
        actions: 1,
        abandoned: false,
        seats: seats
            .iter()
            .enumerate()
            .map(|(i, &(name, level, score))| SeatSummary {
                name: name.into(),
                level,
                score,
                winner: winners.contains(&i),
            })
            .collect(),
        seed: id as u64,
        options: Default::default(),
        table_dice: false,
    }
}

#[test]
fn the_opponent_level_is_the_strongest_other_bot() {
    use BotLevel::*;
    let g = summary(
        1,
        &[
            ("Ada", None, 1),
            ("b", Some(Easy), 2),
            ("c", Some(Normal), 3),
        ],
        &[],
    );
    assert_eq!(opponent_level(&g, 0).as_deref(), Some("Normal bots"));
    assert_eq!(opponent_level(&g, 2).as_deref(), Some("Easy bots"));
    let people = summary(2, &[("Ada", None, 1), ("Bo", None, 2)], &[]);
    assert_eq!(opponent_level(&people, 0).as_deref(), Some("people only"));
    let solo = summary(3, &[("Ada", None, 1)], &[0]);
    assert_eq!(opponent_level(&solo, 0), None);
}

#[test]
fn player_figures_follow_the_games_in_time_order() {
    use BotLevel::*;
    let games = vec![
        summary(3, &[("Ada", None, 30), ("x", Some(Strong), 40)], &[1]),
        summary(1, &[("Ada", None, 10), ("x", Some(Easy), 5)], &[0]),
        summary(2, &[("Ada", None, 20), ("Bo", None, 20)], &[0, 1]),
        summary(4, &[("Ada", None, 12)], &[0]),
    ];
    let stats = Stats::from_games(&games, None);
    assert_eq!(stats.games, 4);
    let ada = stats.player("g", "Ada").unwrap();
    assert_eq!(ada.played, 4);
    assert_eq!(ada.score_values(), vec![10, 20, 30, 12]);
    assert_eq!(ada.mean, Some(18.0));
    assert_eq!((ada.best, ada.worst), (Some(30), Some(10)));
    assert_eq!(ada.moving_average, vec![10.0, 15.0, 20.0, 18.0]);
    // Solo game 4 has no opponent; the tie in game 2 counts as a win.
    assert_eq!(ada.wins, 2);
    assert_eq!(ada.win_rate, Some(2.0 / 3.0));
    let by: Vec<(&str, usize, usize)> = ada
        .by_opponent
        .iter()
        .map(|o| (o.opponent.as_str(), o.games, o.wins))
        .collect();
    assert_eq!(
        by,
        vec![
            ("Strong bots", 1, 0),
            ("Easy bots", 1, 1),
            ("people only", 1, 1)
        ]
    );
    let strong = stats.player("g", "Strong bot").unwrap();
    assert_eq!(
        (strong.played, strong.wins, strong.level),
        (1, 1, Some(Strong))
    );
    // Only one player's rows with a player filter.
    let only = Stats::from_games(&games, Some("Bo"));
    assert_eq!(only.players.len(), 1);
    assert_eq!(only.players[0].score_values(), vec![20]);
    assert!(stats.text().contains("Ada"));
}

#[test]
fn the_moving_average_is_trailing() {
    assert_eq!(moving_average(&[], 3), Vec::<f64>::new());
    assert_eq!(moving_average(&[3, 6, 9, 12], 2), vec![3.0, 4.5, 7.5, 10.5]);
}

/// A database made by "another program": these statements, rollback journal, no marks.
fn foreign(name: &str, sql: &str) -> (PathBuf, Vec<u8>) {
    let path = temp(name);
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(sql).unwrap();
    }
    let bytes = std::fs::read(&path).unwrap();
    // Bytes 18 and 19 say "rollback journal" (1, 1); WAL would make them 2, 2.
    assert_eq!(bytes[18..20], [1, 1]);
    (path, bytes)
}

/// Every way dicepad opens a history refuses `path` as not its own and leaves it byte for byte.
fn refused_untouched(path: &Path, bytes: &[u8]) {
    let e = History::open(path).err().unwrap();
    assert!(matches!(e, HistoryError::Foreign { .. }), "{e}");
    assert!(one_line(&e).contains("not a dicepad game history"), "{e}");
    let e = History::open_read_only(path).err().unwrap();
    assert!(matches!(e, HistoryError::Foreign { .. }), "{e}");
    let spec = SelfplaySpec::parse("hex-roller", "easy", Some("easy,easy"), 1, 1, &[]).unwrap();
    let e = record_selfplay(&spec, &|_, _| {}, path).err().unwrap();
    assert!(e.to_string().contains("not a dicepad game history"), "{e}");
    assert_eq!(std::fs::read(path).unwrap(), bytes);
    assert!(!path.with_extension("sqlite3-wal").exists());
}

#[test]
fn another_programs_database_is_refused_before_anything_is_written() {
    let (path, bytes) = foreign(
        "foreign",
        "CREATE TABLE notes(id integer primary key, body text);
         INSERT INTO notes(body) VALUES ('keep me');",
    );
    refused_untouched(&path, &bytes);
}

#[test]
fn a_foreign_games_table_is_refused_with_the_header_unchanged() {
    let (path, bytes) = foreign(
        "conflict",
        "CREATE TABLE games(title text, year int); INSERT INTO games VALUES ('Go', -500);",
    );
    refused_untouched(&path, &bytes);
    // Another program's mark is refused even with our tables inside.
    let (path, bytes) = foreign(
        "marked",
        &format!(
            "{}; PRAGMA user_version = 1; PRAGMA application_id = 7",
            schema::V1
        ),
    );
    refused_untouched(&path, &bytes);
}

#[test]
fn new_and_older_files_get_the_dicepad_mark() {
    let app = |h: &History| -> i32 {
        h.connection()
            .query_row("PRAGMA application_id", [], |r| r.get(0))
            .unwrap()
    };
    let path = temp("mark");
    assert_eq!(app(&History::open(&path).unwrap()), schema::APPLICATION_ID);
    // A history from before the mark (version 2, application id 0) keeps working and is marked.
    let path = temp("unmarked");
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(&format!(
            "{}{}PRAGMA user_version = 2;",
            schema::V1,
            schema::V2
        ))
        .unwrap();
    }
    let mut h = History::open(&path).unwrap();
    assert_eq!(app(&h), schema::APPLICATION_ID);
    h.record(&record_of("hex-roller", "easy,easy", 4, 1_700_000_000))
        .unwrap();
    assert_eq!(h.games(&Filter::default()).unwrap().len(), 1);
    // An empty file is a new history.
    let path = temp("empty");
    std::fs::write(&path, b"").unwrap();
    assert!(matches!(
        History::open_read_only(&path),
        Err(HistoryError::Empty { .. })
    ));
    assert_eq!(
        schema::version(History::open(&path).unwrap().connection()).unwrap(),
        schema::CURRENT
    );
}

/// A history holding one game, closed (so everything is in the main file).
fn one_game(name: &str) -> PathBuf {
    let path = temp(name);
    let mut h = History::open(&path).unwrap();
    h.record(&record_of("hex-roller", "easy,easy", 5, 1_700_000_000))
        .unwrap();
    path
}

#[test]
fn a_changed_version_number_is_one_line_saying_damaged() {
    for uv in [0, -1, 1, i64::from(i32::MIN)] {
        let path = one_game(&format!("uv{uv}"));
        {
            let conn = Connection::open(&path).unwrap();
            conn.execute_batch(&format!("PRAGMA user_version = {uv}"))
                .unwrap();
        }
        let bytes = std::fs::read(&path).unwrap();
        for e in [
            History::open(&path).err().unwrap(),
            History::open_read_only(&path).err().unwrap(),
        ] {
            assert!(matches!(e, HistoryError::Corrupt { .. }), "{uv}: {e}");
            let text = one_line(&e);
            assert!(
                text.contains("damaged") && text.contains("Move or rename"),
                "{text}"
            );
            assert!(!text.contains("CREATE") && !text.contains('\n'), "{text}");
        }
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "version {uv}");
    }
}

#[test]
fn a_text_score_is_one_line_saying_damaged() {
    let path = one_game("coltype");
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("UPDATE seats SET score = 'lots'")
            .unwrap();
    }
    let h = History::open_read_only(&path).unwrap();
    let e = h.stats(&Filter::default()).err().unwrap();
    assert!(matches!(e, HistoryError::Corrupt { .. }), "{e}");
    let text = one_line(&e);
    assert!(
        text.contains("wrong type") && !text.contains("index"),
        "{text}"
    );
}

#[test]
fn reading_only_writes_nothing() {
    let path = one_game("readonly-open");
    let bytes = std::fs::read(&path).unwrap();
    let h = History::open_read_only(&path).unwrap();
    assert_eq!(h.games(&Filter::default()).unwrap().len(), 1);
    assert!(h.connection().is_readonly(rusqlite::MAIN_DB).unwrap());
    drop(h);
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
    let absent = temp("absent");
    assert!(matches!(
        History::open_read_only(&absent),
        Err(HistoryError::Empty { .. })
    ));
    assert!(!absent.exists());
}

#[cfg(unix)]
#[test]
fn a_fifo_or_folder_is_refused_without_blocking() {
    let dir = temp("fifo");
    let fifo = dir.with_file_name("fifo.sqlite3");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    if made {
        let e = History::open(&fifo).err().unwrap();
        assert!(one_line(&e).contains("not a regular file"), "{e}");
    }
    let folder = dir.with_file_name("folder.sqlite3");
    std::fs::create_dir_all(&folder).unwrap();
    let e = History::open_read_only(&folder).err().unwrap();
    assert!(one_line(&e).contains("folder"), "{e}");
}
