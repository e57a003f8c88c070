//! What the fuzzers feed the program: real saves of every game (bot games of each option set, at
//! the smallest and largest table), the ways a save is mutated (extreme numbers in every action
//! field, duplicated / swapped / deleted / foreign log entries, changed seats, options, seed,
//! version and game, long strings) and damaged as bytes (truncation, NUL bytes, invalid UTF-8),
//! and a scratch folder per case. Used by `load_fuzz` (rules, saves, review, history, challenge
//! books: the no-GUI pass) and `gui_fuzz` (settings and PNG export: the GUI pass).
//!
//! Cases per run: `DICEPAD_FUZZ_CASES` (default 3,000 saves; each fuzzer takes its share), drawn
//! from the seed `DICEPAD_FUZZ_SEED` (default 1).

use dicepad::engine::{BotLevel, SeatInfo};
use dicepad::game::{Match, MatchSetup};
use dicepad::games;
use proptest::prelude::*;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// A save split into the parts a mutation changes; `render` puts it back together.
#[derive(Clone, Debug)]
pub(crate) struct Parts {
    pub(crate) format: String,
    pub(crate) game: String,
    pub(crate) options: String,
    pub(crate) seed: String,
    pub(crate) seats: Vec<(String, String)>,
    pub(crate) log: Vec<String>,
}

pub(crate) fn quote(s: &str) -> String {
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
    pub(crate) fn of(m: &dyn Match) -> Parts {
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

    pub(crate) fn render(&self) -> String {
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
pub(crate) fn bases() -> &'static [Parts] {
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

pub(crate) const EXTREMES: [&str; 12] = [
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
pub(crate) fn number_spans(s: &str) -> Vec<(usize, usize)> {
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
pub(crate) enum Mutation {
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

pub(crate) fn mutation() -> impl Strategy<Value = Mutation> {
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

pub(crate) fn apply(p: &mut Parts, m: &Mutation) {
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
pub(crate) enum Bytes {
    None,
    Truncate(usize),
    Insert { at: usize, what: u8 },
}

pub(crate) fn bytes_mutation() -> impl Strategy<Value = Bytes> {
    prop_oneof![
        10 => Just(Bytes::None),
        1 => any::<usize>().prop_map(Bytes::Truncate),
        1 => (any::<usize>(), 0u8..5).prop_map(|(at, what)| Bytes::Insert { at, what }),
    ]
}

pub(crate) fn damage(mut bytes: Vec<u8>, b: &Bytes) -> Vec<u8> {
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

pub(crate) fn cases() -> u32 {
    std::env::var("DICEPAD_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000)
}

pub(crate) fn mutated_save() -> impl Strategy<Value = Vec<u8>> {
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

pub(crate) fn runner(cases: u32) -> proptest::test_runner::TestRunner {
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    // A fixed seed unless told otherwise: CI runs the same cases every time, and a long run can
    // look elsewhere with DICEPAD_FUZZ_SEED.
    let seed: u64 = std::env::var("DICEPAD_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    TestRunner::new_with_rng(
        Config {
            cases: cases.max(1),
            failure_persistence: None,
            ..Config::default()
        },
        TestRng::from_seed(RngAlgorithm::ChaCha, &key),
    )
}

/// A refusal the player reads: says something, one line, not a page.
pub(crate) fn one_line(e: &str) -> Result<(), TestCaseError> {
    prop_assert!(e.len() >= 10, "vague refusal: {e}");
    prop_assert!(e.chars().count() <= 400, "{} chars: {e}", e.chars().count());
    Ok(())
}

/// A folder of its own for one fuzz case, removed when dropped.
pub(crate) struct Scratch(pub(crate) std::path::PathBuf);

impl Scratch {
    pub(crate) fn new(what: &str) -> Scratch {
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

/// A data file's text damaged the usual way: some of its numbers replaced by extreme values,
/// then byte damage.
pub(crate) fn damaged_text() -> impl Strategy<Value = (Vec<(usize, usize)>, Bytes)> {
    (
        proptest::collection::vec((any::<usize>(), 0usize..EXTREMES.len()), 0..3),
        bytes_mutation(),
    )
}

/// Applies [`damaged_text`]'s damage to `text`.
pub(crate) fn damage_text(text: &[u8], (numbers, bytes): &(Vec<(usize, usize)>, Bytes)) -> Vec<u8> {
    let mut t = String::from_utf8(text.to_vec()).unwrap();
    for (which, value) in numbers {
        let spans = number_spans(&t);
        if spans.is_empty() {
            break;
        }
        let (a, b) = spans[which % spans.len()];
        t.replace_range(a..b, EXTREMES[*value]);
    }
    damage(t.into_bytes(), bytes)
}
