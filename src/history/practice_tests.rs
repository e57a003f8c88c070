//! The Practice list: its schedule, and a version 2 history migrated with its games kept.

use super::*;
use crate::history::practice::*;
use crate::history::{schema, GameRecord};
use crate::sim::{new_bot_match, play_out, SelfplaySpec};
use rusqlite::Connection;

fn temp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("dicepad-practice-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d.join("history.sqlite3")
}

fn record() -> GameRecord {
    let spec = SelfplaySpec::parse("hex-roller", "easy", Some("easy,easy"), 1, 7, &[]).unwrap();
    let mut m = new_bot_match(&spec, 0).unwrap();
    play_out(m.as_mut()).unwrap();
    GameRecord::from_match(m.as_ref(), 1_700_000_000, 1_700_000_600, false).unwrap()
}

fn new_item(step: usize, lost: f64) -> NewItem {
    NewItem {
        step,
        seat: 1,
        played: format!("played {step}"),
        best: format!("best {step}"),
        level: "Strong".into(),
        lost,
    }
}

#[test]
fn found_doubles_the_interval_up_to_its_cap_and_missed_brings_it_back_tomorrow() {
    let now = 1_000_000;
    assert_eq!(next_due(0, true, now), (1, now + DAY));
    assert_eq!(next_due(1, true, now), (2, now + 2 * DAY));
    assert_eq!(next_due(4, true, now), (8, now + 8 * DAY));
    assert_eq!(next_due(MAX_INTERVAL_DAYS, true, now).0, MAX_INTERVAL_DAYS);
    assert_eq!(next_due(48, true, now).0, MAX_INTERVAL_DAYS);
    for interval in [0, 1, 16, MAX_INTERVAL_DAYS] {
        assert_eq!(next_due(interval, false, now), (1, now + DAY));
    }
    // A damaged count never schedules into the past or overflows.
    assert_eq!(next_due(-5, true, now), (1, now + DAY));
    assert_eq!(next_due(3, false, i64::MAX).1, i64::MAX);
}

#[test]
fn positions_are_added_once_due_at_once_and_rescheduled_by_their_answers() {
    let path = temp("schedule");
    let mut h = History::open(&path).unwrap();
    let id = h.record(&record()).unwrap();
    let added = h
        .practice_add(id, &[new_item(4, 5.5), new_item(9, 8.0)])
        .unwrap();
    assert_eq!(added, 2);
    // The same position again keeps its schedule: nothing new.
    assert_eq!(h.practice_add(id, &[new_item(4, 1.0)]).unwrap(), 0);
    let now = crate::history::now();
    let (due, count) = h.practice_due(now, 10).unwrap();
    assert_eq!(count, 2);
    assert_eq!(due.len(), 2);
    assert_eq!(due[0].game, "hex-roller");
    assert_eq!((due[0].step, due[0].lost, due[0].tries), (4, 5.5, 0));
    assert_eq!(due[1].played, "played 9");
    assert_eq!(
        h.practice_due(now, 1).unwrap().0.len(),
        1,
        "the limit holds"
    );

    // Found: gone until tomorrow; missed the day after: back the next day.
    let it = h.practice_answer(id, 4, true, now).unwrap().unwrap();
    assert_eq!(
        (it.interval_days, it.due, it.tries, it.found),
        (1, now + DAY, 1, 1)
    );
    let (due, count) = h.practice_due(now, 10).unwrap();
    assert_eq!((due.len(), count), (1, 1));
    assert_eq!(due[0].step, 9);
    let it = h.practice_answer(id, 4, true, now + DAY).unwrap().unwrap();
    assert_eq!((it.interval_days, it.due), (2, now + 3 * DAY));
    let it = h
        .practice_answer(id, 4, false, now + 3 * DAY)
        .unwrap()
        .unwrap();
    assert_eq!(
        (it.interval_days, it.due, it.tries, it.found),
        (1, now + 4 * DAY, 3, 2)
    );
    assert!(h.practice_answer(id, 77, true, now).unwrap().is_none());
    assert_eq!(h.practice_all().unwrap().len(), 2);
    // Taken off: once.
    assert!(h.practice_remove(id, 9).unwrap());
    assert!(!h.practice_remove(id, 9).unwrap());
    assert_eq!(h.practice_all().unwrap().len(), 1);
    assert_eq!(h.practice_add(id, &[new_item(9, 8.0)]).unwrap(), 1);

    // Kept across a reopen; gone with its game.
    drop(h);
    let h = History::open(&path).unwrap();
    assert_eq!(h.practice_all().unwrap().len(), 2);
    h.connection()
        .execute("DELETE FROM games WHERE id = ?1", [id])
        .unwrap();
    assert!(h.practice_all().unwrap().is_empty());
}

#[test]
fn a_version_2_history_gets_the_list_and_keeps_its_games_and_cache() {
    let path = temp("v2");
    let rec = record();
    {
        // A history as version 2 wrote it: one game, one cached analysis.
        let mut old = History::open(&path).unwrap();
        old.record(&rec).unwrap();
        old.cache_put("key", "value").unwrap();
        drop(old);
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("DROP TABLE practice; PRAGMA user_version = 2;")
            .unwrap();
        assert_eq!(schema::inspect(&conn).unwrap(), schema::Kind::Ours(2));
    }
    // Read-only, the old file is read as it is.
    let ro = History::open_read_only(&path).unwrap();
    assert_eq!(ro.games(&Default::default()).unwrap().len(), 1);
    assert_eq!(schema::version(ro.connection()).unwrap(), 2);
    drop(ro);
    let mut h = History::open(&path).unwrap();
    assert_eq!(schema::version(h.connection()).unwrap(), 3);
    assert_eq!(h.game(1).unwrap().save_text, rec.save_text);
    assert_eq!(h.cache_get("key").unwrap().as_deref(), Some("value"));
    assert!(h.practice_all().unwrap().is_empty());
    assert_eq!(h.practice_add(1, &[new_item(2, 3.0)]).unwrap(), 1);
    assert_eq!(h.practice_all().unwrap().len(), 1);
}
