//! The load fuzzer: real saves of every game, mutated the ways a hostile or careless hand would
//! (extreme numbers in every action field, truncation, duplicated / swapped / deleted log entries,
//! changed seats, options, seed and version, long strings, NUL bytes and invalid UTF-8), must load
//! or be refused with a message, never panic (debug builds: overflow checks on), and whatever loads
//! must save and reload to the same text.
//!
//! The same mutations reach the services that read saves and data files: the review (on fuzzed
//! saves, one rollout, stopped after a few decisions), the history database (a real one with its
//! bytes damaged, opened and listed) and the daily-challenge book (its file damaged). Settings and
//! the PNG export are parts of the window (feature `gui`): `gui_fuzz` takes them, in the GUI pass.
//! The saves and their mutations are in `fuzz_input`.
//!
//! Rules only, so it runs in the `--no-default-features` pass of scripts/test.sh. The cases come
//! from a fixed seed (`DICEPAD_FUZZ_SEED`, default 1), so a run is repeatable. Cases per run:
//! `DICEPAD_FUZZ_CASES` (default 3,000 saves; the review, history and challenge fuzzers run a
//! fiftieth, a thirtieth and a tenth of that); for a long run:
//! `DICEPAD_FUZZ_CASES=1000000 cargo test --release --no-default-features --test suite load_fuzz::`.
#![cfg(not(feature = "gui"))]

use super::fuzz_input::*;
use dicepad::engine::BotLevel;
use dicepad::games;
use proptest::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// Mutated saves that still loaded (the fuzzer must reach the rules, not only the parser).
static LOADED: AtomicUsize = AtomicUsize::new(0);

/// Loads; a refusal must say something, a success must behave and round-trip.
fn check_load(bytes: Vec<u8>) -> Result<(), TestCaseError> {
    match games::load_bytes(bytes) {
        Err(e) => {
            let e = e.to_string();
            prop_assert!(e.len() >= 10, "vague refusal: {e}");
            // Refusals quote the offending text, clipped: never a page of it.
            prop_assert!(e.chars().count() <= 400, "{} chars: {e}", e.chars().count());
        }
        Ok(m) => {
            LOADED.fetch_add(1, Ordering::Relaxed);
            // Everything the CLI and the window read from a loaded game.
            let _ = (
                m.prompt(),
                m.legal(),
                m.scores(),
                m.winners(),
                m.state_text(),
            );
            for i in 0..m.action_count() {
                prop_assert!(m.log_line(i).is_some());
            }
            let text = m
                .save_text()
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            let again = games::load_any(&text)
                .map_err(|e| TestCaseError::fail(format!("a loaded game's save fails: {e}")))?;
            prop_assert_eq!(
                again
                    .save_text()
                    .map_err(|e| TestCaseError::fail(e.to_string()))?,
                text
            );
        }
    }
    Ok(())
}

#[test]
fn mutated_saves_load_or_are_refused_never_panic() {
    let cases = cases();
    let mut runner = runner(cases);
    let strategy = (
        0usize..1000,
        proptest::collection::vec(mutation(), 1..4),
        bytes_mutation(),
    );
    let before = LOADED.load(Ordering::Relaxed);
    runner
        .run(&strategy, |(base, mutations, damage_with)| {
            let all = bases();
            let mut parts = all[base % all.len()].clone();
            for m in &mutations {
                apply(&mut parts, m);
            }
            check_load(damage(parts.render().into_bytes(), &damage_with))
        })
        .unwrap();
    let loaded = LOADED.load(Ordering::Relaxed) - before;
    eprintln!("{cases} mutated saves, {loaded} of them loaded");
    assert!(
        loaded * 50 >= cases as usize,
        "only {loaded} of {cases} mutated saves loaded: the mutations never reach the rules"
    );
}

#[test]
fn the_unmutated_bases_load_and_round_trip() {
    for p in bases() {
        let text = p.render();
        let m = games::load_any(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(m.action_count(), p.log.len());
        check_load(text.into_bytes()).unwrap();
    }
}

#[test]
fn every_extreme_number_in_every_action_field_is_refused_or_loads() {
    // Exhaustive over the first 60 entries of one base per game (the fuzzer samples the rest).
    let mut tried = 0;
    for p in bases().iter().step_by(2) {
        for entry in 0..p.log.len().min(60) {
            for which in 0..number_spans(&p.log[entry]).len() {
                for value in 0..EXTREMES.len() {
                    let mut q = p.clone();
                    q.log.truncate(entry + 1);
                    apply(
                        &mut q,
                        &Mutation::Number {
                            entry,
                            which,
                            value,
                        },
                    );
                    check_load(q.render().into_bytes()).unwrap();
                    tried += 1;
                }
            }
        }
    }
    eprintln!("{tried} saves with an extreme number in an action field");
    assert!(tried > 1000, "only {tried} cases");
}

#[test]
fn truncation_at_every_length_is_refused_clearly() {
    let mut tried = 0;
    for p in bases() {
        let text = p.render();
        for len in 0..text.len() {
            if text.is_char_boundary(len) {
                check_load(text.as_bytes()[..len].to_vec()).unwrap();
                tried += 1;
            }
        }
    }
    eprintln!("{tried} truncated saves");
}

/// A mutated save as the services get it: the bytes of `mutated_saves_load_or_are_refused_never_panic`.
/// Decisions a fuzzed review looks at before it is stopped (each costs a rollout to the end).
const REVIEW_DECISIONS: usize = 4;

#[test]
fn mutated_saves_review_or_are_refused_never_panic() {
    use dicepad::review::{review_any, ReviewSettings};
    let cases = cases() / 50;
    // The runner takes a `Fn`: counted through atomics.
    let (reviewed, whole) = (AtomicUsize::new(0), AtomicUsize::new(0));
    runner(cases)
        .run(&(mutated_save(), 0usize..4), |(bytes, seat)| {
            let Ok(text) = dicepad::engine::save::decode_text(bytes) else {
                return Ok(());
            };
            let settings = ReviewSettings {
                level: BotLevel::Easy,
                rollouts: 1,
                seats: (seat > 0).then(|| vec![seat - 1]),
            };
            // Stopped after a few decisions: a cancelled review is `Ok(None)`.
            match review_any(&text, &settings, &mut |done, _| done < REVIEW_DECISIONS) {
                Err(e) => one_line(&e.to_string())?,
                Ok(None) => {
                    reviewed.fetch_add(1, Ordering::Relaxed);
                }
                Ok(Some(r)) => {
                    reviewed.fetch_add(1, Ordering::Relaxed);
                    whole.fetch_add(1, Ordering::Relaxed);
                    for d in &r.decisions {
                        prop_assert!(d.lost >= 0.0 && d.expected_played.is_none_or(f64::is_finite));
                    }
                    let table = r.table_text();
                    prop_assert!(table.lines().all(|l| l.chars().count() < 400), "{table}");
                }
            }
            Ok(())
        })
        .unwrap();
    let (reviewed, whole) = (reviewed.into_inner(), whole.into_inner());
    eprintln!("{cases} mutated saves reviewed: {reviewed} got under way, {whole} to the end");
    assert!(
        reviewed * 50 >= cases as usize,
        "only {reviewed} of {cases} reviews got under way"
    );
}

/// A real history database holding a few finished games of every kind, as bytes.
fn history_bytes() -> &'static [u8] {
    use dicepad::history::{GameRecord, History};
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| {
        let dir = Scratch::new("history-base");
        let path = dir.0.join("history.sqlite3");
        let mut h = History::open(&path).unwrap();
        for p in bases().iter().step_by(2) {
            let m = games::load_any(&p.render()).unwrap();
            let rec =
                GameRecord::from_match(m.as_ref(), 1_700_000_000, 1_700_000_600, !m.is_over())
                    .unwrap();
            h.record(&rec).unwrap();
        }
        drop(h);
        // The writes are in the write-ahead log until the last connection closes.
        std::fs::read(&path).unwrap()
    })
}

/// Byte damage to a database file: bytes overwritten at places (the header's counters and
/// version fields are the first 100 bytes, so they are picked often) or the file cut short.
#[derive(Clone, Debug)]
enum DbDamage {
    Write { at: usize, value: u8 },
    Header { at: usize, value: u8 },
    Truncate(usize),
}

fn db_damage() -> impl Strategy<Value = DbDamage> {
    prop_oneof![
        3 => (any::<usize>(), any::<u8>()).prop_map(|(at, value)| DbDamage::Write { at, value }),
        2 => (0usize..100, any::<u8>()).prop_map(|(at, value)| DbDamage::Header { at, value }),
        1 => any::<usize>().prop_map(DbDamage::Truncate),
    ]
}

#[test]
fn damaged_history_files_open_or_are_refused_never_panic() {
    use dicepad::history::{Filter, History};
    let cases = cases() / 30;
    let opened = AtomicUsize::new(0);
    runner(cases)
        .run(&proptest::collection::vec(db_damage(), 1..6), |damage| {
            let mut bytes = history_bytes().to_vec();
            for d in &damage {
                match *d {
                    // An earlier cut may have left fewer bytes than the place written.
                    DbDamage::Write { at, value } => {
                        let n = bytes.len();
                        if n > 0 {
                            bytes[at % n] = value;
                        }
                    }
                    DbDamage::Header { at, value } => {
                        if let Some(b) = bytes.get_mut(at) {
                            *b = value;
                        }
                    }
                    DbDamage::Truncate(at) => bytes.truncate(at % (bytes.len() + 1)),
                }
            }
            let dir = Scratch::new("history");
            let path = dir.0.join("history.sqlite3");
            std::fs::write(&path, &bytes).unwrap();
            let h = match History::open(&path) {
                Err(e) => return one_line(&e.to_string()),
                Ok(h) => h,
            };
            opened.fetch_add(1, Ordering::Relaxed);
            // What `stats` and the Statistics window read; errors are fine, panics are not.
            if let Ok(list) = h.games(&Filter::default()) {
                for g in list.iter().take(3) {
                    let _ = h.game(g.id);
                }
            }
            let _ = h.stats(&Filter::default());
            Ok(())
        })
        .unwrap();
    let opened = opened.into_inner();
    eprintln!("{cases} damaged history files, {opened} of them opened");
}

#[test]
fn damaged_challenge_books_load_or_are_refused_never_panic() {
    use dicepad::daily::{ChallengeBook, FILE};
    let mut book = ChallengeBook::default();
    for (i, g) in games::registry().iter().enumerate() {
        let date = format!("2026-11-{:02}", 10 + i);
        book.start(&date, g.info().id);
        book.set_strong(&date, g.info().id, 40 + i as i32);
    }
    let base = Scratch::new("book-base");
    book.store(&base.0).unwrap();
    let text = std::fs::read(base.0.join(FILE)).unwrap();
    let cases = cases() / 10;
    let loaded = AtomicUsize::new(0);
    runner(cases)
        .run(&damaged_text(), |damage_with| {
            let dir = Scratch::new("book");
            std::fs::write(dir.0.join(FILE), damage_text(&text, &damage_with)).unwrap();
            match ChallengeBook::load(&dir.0) {
                Err(e) => one_line(&e.to_string())?,
                Ok(b) => {
                    loaded.fetch_add(1, Ordering::Relaxed);
                    let _ = (b.strong_score("2026-11-10", "hex-roller"), b.past("x", "y"));
                }
            }
            Ok(())
        })
        .unwrap();
    let loaded = loaded.into_inner();
    eprintln!("{cases} damaged challenge books, {loaded} of them loaded");
    assert!(
        loaded > 0,
        "no damaged book loaded: the mutations never reach the reader"
    );
}

/// The seat book (`network_games.json`, the window's network games) damaged: it loads or is
/// refused in one line, and a book written over a refused file keeps that file's bytes aside
/// (`.broken`): its tokens are the only keys to those seats.
#[test]
fn damaged_seat_books_load_or_are_kept_aside_never_written_over() {
    use dicepad::net::seat_book::{SeatBook, SeatKey, FILE};
    let seat = |room: &str, token: &str, seat: usize| SeatKey {
        server: "ws://192.168.1.5:7878".into(),
        room: room.into(),
        token: token.into(),
        game: "hex-roller".into(),
        seat,
        hosted: seat == 0,
        muted: [1, 2].into(),
        day: None,
    };
    let mut book = SeatBook::default();
    book.remember(seat("ROOMAAAA", "0123456789abcdef", 0));
    book.remember(seat("ROOMBBBB", "fedcba9876543210", 2));
    let base = Scratch::new("seats-base");
    book.store(&base.0).unwrap();
    let text = std::fs::read(base.0.join(FILE)).unwrap();
    let cases = cases() / 10;
    let (loaded, kept) = (AtomicUsize::new(0), AtomicUsize::new(0));
    runner(cases)
        .run(&damaged_text(), |damage_with| {
            let dir = Scratch::new("seats");
            let damaged = damage_text(&text, &damage_with);
            std::fs::write(dir.0.join(FILE), &damaged).unwrap();
            let mut now = match SeatBook::load(&dir.0) {
                Err(e) => {
                    one_line(&e.to_string())?;
                    one_line(&e.msg().to_string())?;
                    SeatBook::default()
                }
                Ok(b) => {
                    loaded.fetch_add(1, Ordering::Relaxed);
                    let _ = (b.muted("ROOMAAAA", "0123456789abcdef"), format!("{b:?}"));
                    b
                }
            };
            let was_read = SeatBook::load(&dir.0).is_ok();
            now.remember(seat("ROOMCCCC", "new-seat-token", 1));
            let aside = now
                .store(&dir.0)
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(SeatBook::load(&dir.0).ok(), Some(now));
            match aside {
                Some(broken) => {
                    kept.fetch_add(1, Ordering::Relaxed);
                    prop_assert!(!was_read);
                    prop_assert_eq!(std::fs::read(broken).unwrap(), damaged);
                }
                None => prop_assert!(was_read, "a refused book was written over"),
            }
            Ok(())
        })
        .unwrap();
    let (loaded, kept) = (loaded.into_inner(), kept.into_inner());
    eprintln!("{cases} damaged seat books, {loaded} loaded, {kept} kept aside");
    assert!(
        loaded > 0 && kept > 0,
        "the mutations never reach both ends"
    );
}
