//! The load fuzzer: real saves of every game, mutated the ways a hostile or careless hand would
//! (extreme numbers in every action field, truncation, duplicated / swapped / deleted log entries,
//! changed seats, options, seed and version, long strings, NUL bytes and invalid UTF-8), must load
//! or be refused with a message, never panic (debug builds: overflow checks on), and whatever loads
//! must save and reload to the same text.
//!
//! The same mutations reach the services that read saves and data files: the review (on fuzzed
//! saves, one rollout, stopped after a few decisions), the history database (a real one with its
//! bytes damaged, opened and listed) and the daily-challenge book (its file damaged). Settings and
//! the PNG export are parts of the window (feature `gui`) and are not reached from here.
//!
//! Rules only, so it runs in the `--no-default-features` pass of scripts/test.sh. Cases per run:
//! `DICEPAD_FUZZ_CASES` (default 3,000 saves; the review, history and challenge fuzzers run a
//! fiftieth, a thirtieth and a tenth of that); for a long run:
//! `DICEPAD_FUZZ_CASES=1000000 cargo test --release --no-default-features --test suite load_fuzz::`.
#![cfg(not(feature = "gui"))]

use dicepad::engine::{BotLevel, SeatInfo};
use dicepad::game::{Match, MatchSetup};
use dicepad::games;
use proptest::prelude::*;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// Mutated saves that still loaded (the fuzzer must reach the rules, not only the parser).
static LOADED: AtomicUsize = AtomicUsize::new(0);

/// A save split into the parts a mutation changes; `render` puts it back together.
#[derive(Clone, Debug)]
struct Parts {
    format: String,
    game: String,
    options: String,
    seed: String,
    seats: Vec<(String, String)>,
    log: Vec<String>,
}

fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            _ => out.push(c),
        }
    }
    out.push('"');
    out
}

impl Parts {
    fn of(m: &dyn Match) -> Parts {
        let text = m.save_text().unwrap();
        let start = text.find("options: ").unwrap() + "options: ".len();
        let end = text.find("\n    seed:").unwrap();
        let options = text[start..end].trim_end_matches(',').to_string();
        Parts {
            format: "1".into(),
            game: m.info().id.to_string(),
            options,
            seed: m.seed().to_string(),
            seats: m
                .seats()
                .iter()
                .map(|s| (s.name.clone(), format!("{:?}", s.kind)))
                .collect(),
            log: (0..m.action_count())
                .map(|i| m.log_notation(i).unwrap())
                .collect(),
        }
    }

    fn render(&self) -> String {
        let seats: Vec<String> = self
            .seats
            .iter()
            .map(|(n, k)| format!("(name: {}, kind: {k})", quote(n)))
            .collect();
        let log: Vec<String> = self.log.iter().map(|l| quote(l)).collect();
        format!(
            "(format: {}, game: {}, options: {}, seed: {}, seats: [{}], log: [{}])",
            self.format,
            quote(&self.game),
            self.options,
            self.seed,
            seats.join(", "),
            log.join(", ")
        )
    }
}

/// Real saves to start from: every game, its smallest and largest table, a finished game and a
/// running one, and each option value.
fn bases() -> &'static [Parts] {
    static BASES: OnceLock<Vec<Parts>> = OnceLock::new();
    BASES.get_or_init(|| {
        let mut out = Vec::new();
        for g in games::registry() {
            let info = g.info();
            let mut option_sets = vec![BTreeMap::new()];
            for spec in g.option_specs() {
                for (value, _) in spec.choices.iter().skip(1) {
                    option_sets.push(BTreeMap::from([(spec.key.to_string(), value.to_string())]));
                }
            }
            for (i, options) in option_sets.into_iter().enumerate() {
                for (j, seats) in [info.min_seats, info.max_seats].into_iter().enumerate() {
                    let seed = 7 + 10 * i as u64 + j as u64;
                    let mut m = g
                        .new_match(MatchSetup {
                            seats: (0..seats)
                                .map(|s| SeatInfo::bot(format!("Bot {s}"), BotLevel::Easy))
                                .collect(),
                            seed,
                            options: options.clone(),
                            dice: dicepad::engine::Dice::Seeded,
                        })
                        .unwrap();
                    // The small table plays to the end; the large one stops half way.
                    let stop = if j == 0 { usize::MAX } else { 40 + 13 * i };
                    while !m.is_over() && m.action_count() < stop {
                        assert!(m.step_bot());
                    }
                    out.push(Parts::of(m.as_ref()));
                }
            }
        }
        out
    })
}

const EXTREMES: [&str; 12] = [
    "-2147483648",
    "2147483647",
    "-9223372036854775808",
    "9223372036854775807",
    "18446744073709551615",
    "-1",
    "0",
    "255",
    "256",
    "65536",
    "4294967296",
    "99999999999999999999999999",
];

/// The spans of numbers (with a leading minus) in an action's notation.
fn number_spans(s: &str) -> Vec<(usize, usize)> {
    let b = s.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() {
            let start = if i > 0 && b[i - 1] == b'-' { i - 1 } else { i };
            let mut end = i;
            while end < b.len() && b[end].is_ascii_digit() {
                end += 1;
            }
            spans.push((start, end));
            i = end;
        } else {
            i += 1;
        }
    }
    spans
}

#[derive(Clone, Debug)]
enum Mutation {
    /// Replace the `which`-th number of log entry `entry` by an extreme value.
    Number {
        entry: usize,
        which: usize,
        value: usize,
    },
    Duplicate(usize),
    /// Replace an entry by an entry of another save's log (well formed, often illegal here).
    Foreign(usize, usize, usize),
    Swap(usize, usize),
    Delete(usize),
    /// Remove a seat, add one, no seats, 9 seats, 200 seats, or a nonsense kind.
    Seats(u8),
    /// Another base's options, or nonsense.
    Options(usize),
    Seed(usize),
    Version(usize),
    /// Another game's id (or nonsense).
    Game(usize),
    /// A string of `len` characters as a name, a log entry or the game id.
    Long {
        place: u8,
        len: usize,
    },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        4 => (any::<usize>(), any::<usize>(), 0..EXTREMES.len())
            .prop_map(|(entry, which, value)| Mutation::Number { entry, which, value }),
        1 => any::<usize>().prop_map(Mutation::Duplicate),
        2 => (any::<usize>(), any::<usize>(), any::<usize>())
            .prop_map(|(a, b, c)| Mutation::Foreign(a, b, c)),
        1 => (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::Swap(a, b)),
        1 => any::<usize>().prop_map(Mutation::Delete),
        1 => (0u8..6).prop_map(Mutation::Seats),
        1 => any::<usize>().prop_map(Mutation::Options),
        1 => (0..EXTREMES.len() + 2).prop_map(Mutation::Seed),
        1 => (0..EXTREMES.len()).prop_map(Mutation::Version),
        1 => any::<usize>().prop_map(Mutation::Game),
        1 => (0u8..3, prop_oneof![Just(0usize), Just(1), Just(300), Just(70_000)])
            .prop_map(|(place, len)| Mutation::Long { place, len }),
    ]
}

fn apply(p: &mut Parts, m: &Mutation) {
    let n = p.log.len().max(1);
    match *m {
        Mutation::Number {
            entry,
            which,
            value,
        } => {
            if let Some(e) = p.log.get_mut(entry % n) {
                let spans = number_spans(e);
                if !spans.is_empty() {
                    let (a, b) = spans[which % spans.len()];
                    e.replace_range(a..b, EXTREMES[value]);
                }
            }
        }
        Mutation::Duplicate(i) => {
            if let Some(e) = p.log.get(i % n).cloned() {
                p.log.insert(i % n, e);
            }
        }
        Mutation::Foreign(at, base, entry) => {
            let all = bases();
            let other = &all[base % all.len()].log;
            if let (false, Some(e)) = (p.log.is_empty(), other.get(entry % other.len().max(1))) {
                p.log[at % n] = e.clone();
            }
        }
        Mutation::Swap(a, b) => {
            if !p.log.is_empty() {
                p.log.swap(a % n, b % n);
            }
        }
        Mutation::Delete(i) => {
            if !p.log.is_empty() {
                p.log.remove(i % n);
            }
        }
        Mutation::Seats(k) => match k {
            0 => {
                p.seats.pop();
            }
            1 => p.seats.push(("Extra".into(), "Human".into())),
            2 => p.seats.clear(),
            3 => p.seats = vec![("A".into(), "Human".into()); 9],
            4 => p.seats = vec![("A".into(), "Bot(Easy)".into()); 200],
            _ => {
                if let Some(s) = p.seats.first_mut() {
                    s.1 = "Bot(Grandmaster)".into();
                }
            }
        },
        Mutation::Options(i) => {
            let all = bases();
            p.options = match i % (all.len() + 3) {
                k if k < all.len() => all[k].options.clone(),
                k if k == all.len() => "5".into(),
                k if k == all.len() + 1 => "(side: Sideways, aquarium: Huge)".into(),
                _ => "[[[[[[[[]]]]]]]]".into(),
            };
        }
        Mutation::Seed(i) => {
            p.seed = match EXTREMES.get(i) {
                Some(v) => v.to_string(),
                None if i == EXTREMES.len() => "1.5".into(),
                None => "\"seven\"".into(),
            }
        }
        Mutation::Version(i) => p.format = EXTREMES[i].to_string(),
        Mutation::Game(i) => {
            let ids: Vec<&str> = games::registry().iter().map(|g| g.info().id).collect();
            p.game = ids.get(i % (ids.len() + 1)).unwrap_or(&"chess").to_string();
        }
        Mutation::Long { place, len } => {
            let long = "é".repeat(len);
            match place {
                0 => {
                    if let Some(s) = p.seats.first_mut() {
                        s.0 = long;
                    }
                }
                1 => {
                    let at = len % n;
                    if at <= p.log.len() {
                        p.log.insert(at, long);
                    }
                }
                _ => p.game = long,
            }
        }
    }
}

/// Byte-level damage after rendering.
#[derive(Clone, Debug)]
enum Bytes {
    None,
    Truncate(usize),
    Insert { at: usize, what: u8 },
}

fn bytes_mutation() -> impl Strategy<Value = Bytes> {
    prop_oneof![
        10 => Just(Bytes::None),
        1 => any::<usize>().prop_map(Bytes::Truncate),
        1 => (any::<usize>(), 0u8..5).prop_map(|(at, what)| Bytes::Insert { at, what }),
    ]
}

fn damage(mut bytes: Vec<u8>, b: &Bytes) -> Vec<u8> {
    match *b {
        Bytes::None => {}
        Bytes::Truncate(at) => bytes.truncate(at % (bytes.len() + 1)),
        Bytes::Insert { at, what } => {
            let insert: &[u8] = match what {
                0 => b"\0",
                1 => b"\xFF",
                2 => b"\xC3",
                3 => b"\xEF\xBB\xBF",
                _ => b"\xED\xA0\x80",
            };
            let at = at % (bytes.len() + 1);
            bytes.splice(at..at, insert.iter().copied());
        }
    }
    bytes
}

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

fn cases() -> u32 {
    std::env::var("DICEPAD_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000)
}

#[test]
fn mutated_saves_load_or_are_refused_never_panic() {
    use proptest::test_runner::{Config, TestRunner};
    let cases = cases();
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
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
fn mutated_save() -> impl Strategy<Value = Vec<u8>> {
    (
        0usize..1000,
        proptest::collection::vec(mutation(), 1..4),
        bytes_mutation(),
    )
        .prop_map(|(base, mutations, damage_with)| {
            let all = bases();
            let mut parts = all[base % all.len()].clone();
            for m in &mutations {
                apply(&mut parts, m);
            }
            damage(parts.render().into_bytes(), &damage_with)
        })
}

fn runner(cases: u32) -> proptest::test_runner::TestRunner {
    use proptest::test_runner::{Config, TestRunner};
    TestRunner::new(Config {
        cases: cases.max(1),
        failure_persistence: None,
        ..Config::default()
    })
}

/// A refusal the player reads: says something, one line, not a page.
fn one_line(e: &str) -> Result<(), TestCaseError> {
    prop_assert!(e.len() >= 10, "vague refusal: {e}");
    prop_assert!(e.chars().count() <= 400, "{} chars: {e}", e.chars().count());
    Ok(())
}

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
                        prop_assert!(d.lost >= 0.0 && d.expected_played.is_finite());
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

/// A folder of its own for one fuzz case, removed when dropped.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new(what: &str) -> Scratch {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "dicepad-fuzz-{what}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
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
                    DbDamage::Write { at, value } => {
                        let n = bytes.len();
                        bytes[at % n] = value;
                    }
                    DbDamage::Header { at, value } => bytes[at] = value,
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
        .run(
            &(
                proptest::collection::vec((any::<usize>(), 0usize..EXTREMES.len()), 0..3),
                bytes_mutation(),
            ),
            |(numbers, damage_with)| {
                // Extreme numbers in place of the book's own numbers, then byte damage.
                let mut t = String::from_utf8(text.clone()).unwrap();
                for (which, value) in &numbers {
                    let spans = number_spans(&t);
                    let (a, b) = spans[which % spans.len()];
                    t.replace_range(a..b, EXTREMES[*value]);
                }
                let dir = Scratch::new("book");
                std::fs::write(dir.0.join(FILE), damage(t.into_bytes(), &damage_with)).unwrap();
                match ChallengeBook::load(&dir.0) {
                    Err(e) => one_line(&e.to_string())?,
                    Ok(b) => {
                        loaded.fetch_add(1, Ordering::Relaxed);
                        let _ = (b.strong_score("2026-11-10", "hex-roller"), b.past("x", "y"));
                    }
                }
                Ok(())
            },
        )
        .unwrap();
    let loaded = loaded.into_inner();
    eprintln!("{cases} damaged challenge books, {loaded} of them loaded");
    assert!(
        loaded > 0,
        "no damaged book loaded: the mutations never reach the reader"
    );
}
