//! Speed figures for every game: `cargo bench --features bench`. Never asserted in tests (shared, noisy machines).
//!
//! Per game and seat count: `legal_actions` in a mid-game position; a whole random game on the
//! search path (`rules_random_game`: the rules alone, as bots' rollouts play) and through a session
//! (`random_game`: every action checked, described and logged, as the window plays), both printed
//! as games per second ("thrpt"); and one Normal and one Strong bot decision in that position.

use criterion::{criterion_group, criterion_main, Criterion};
use dicepad::engine::{BotLevel, SeatInfo, Session};
use dicepad::game::{options_from, Game};
use dicepad::games::{black_molly, diaominos, hex_roller, honeycomb, molecular};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::hint::black_box;

fn session<G: Game>(rules: &G, options: &G::Options, seats: usize, seed: u64) -> Session<G> {
    let seats = (0..seats)
        .map(|i| SeatInfo::human(format!("P{i}")))
        .collect();
    match Session::new(rules.clone(), options.clone(), seats, seed) {
        Ok(s) => s,
        Err(e) => panic!("{}: cannot start: {e}", G::info().id),
    }
}

/// Plays uniformly random legal actions until `limit` actions are logged or the game ends.
fn play_random<G: Game>(s: &mut Session<G>, rng: &mut ChaCha8Rng, limit: usize) {
    while !s.is_over() && s.log().len() < limit {
        let legal = s.legal_actions();
        let a = legal[rng.random_range(0..legal.len())].clone();
        s.apply(a).unwrap();
    }
}

/// A whole random game on the search path: the rules alone, no session, no log, no words
/// (what rollouts and searches do). Returns the number of actions.
fn rules_random_game<G: Game>(rules: &G, options: &G::Options, seats: usize, seed: u64) -> usize {
    use dicepad::engine::ToMove;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut state = rules.new_state(options, seats).unwrap();
    let mut legal = Vec::new();
    let mut n = 0;
    loop {
        let action = match rules.to_move(&state) {
            ToMove::Over => return n,
            ToMove::Chance => rules.sample_chance(&state, &mut rng),
            ToMove::Seat(_) => {
                rules.legal_actions_into(&state, &mut legal);
                legal[rng.random_range(0..legal.len())].clone()
            }
        };
        rules.perform(&mut state, &action);
        n += 1;
    }
}

/// A position halfway through a seeded random game, with a seat to move.
fn mid_game<G: Game>(rules: &G, options: &G::Options, seats: usize) -> Session<G> {
    for seed in 1.. {
        let mut full = session(rules, options, seats, seed);
        play_random(&mut full, &mut ChaCha8Rng::seed_from_u64(seed), usize::MAX);
        let half = full.log().len() / 2;
        let mut s = session(rules, options, seats, seed);
        play_random(&mut s, &mut ChaCha8Rng::seed_from_u64(seed), half);
        if !s.is_over() && s.legal_actions().len() > 1 {
            return s;
        }
    }
    unreachable!("some seed reaches a live mid-game position")
}

fn bench_game<G: Game>(c: &mut Criterion, rules: G, seats: usize, choices: &[(&str, &str)]) {
    let id = G::info().id;
    let map: BTreeMap<String, String> = choices
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let options = options_from(&G::options(), id, &map).unwrap();
    let label = if choices.is_empty() {
        format!("{id}/{seats}p")
    } else {
        format!("{id}/{seats}p/{}", choices[0].1)
    };
    let mid = mid_game(&rules, &options, seats);
    let mut g = c.benchmark_group(label);
    g.sample_size(20);
    g.bench_function("legal_actions", |b| {
        b.iter(|| black_box(rules.legal_actions(black_box(mid.state()))))
    });
    g.throughput(criterion::Throughput::Elements(1));
    let mut seed = 0u64;
    g.bench_function("rules_random_game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(rules_random_game(&rules, &options, seats, seed))
        })
    });
    let mut seed = 0u64;
    g.bench_function("random_game", |b| {
        b.iter(|| {
            seed += 1;
            let mut s = session(&rules, &options, seats, seed);
            play_random(&mut s, &mut ChaCha8Rng::seed_from_u64(seed), usize::MAX);
            black_box(s.log().len())
        })
    });
    g.bench_function("normal_bot_decision", |b| {
        b.iter(|| black_box(mid.bot_choice(BotLevel::Normal)))
    });
    g.sample_size(10);
    g.bench_function("strong_bot_decision", |b| {
        b.iter(|| black_box(mid.bot_choice(BotLevel::Strong)))
    });
    g.finish();
}

fn games(c: &mut Criterion) {
    bench_game(c, honeycomb::Honeycomb, 1, &[]);
    bench_game(c, hex_roller::HexRoller, 1, &[("side", "front")]);
    bench_game(c, hex_roller::HexRoller, 4, &[("side", "back")]);
    bench_game(c, molecular::Molecular, 4, &[]);
    bench_game(c, molecular::Molecular, 8, &[]);
    bench_game(c, black_molly::BlackMolly, 4, &[("aquarium", "starter")]);
    bench_game(c, diaominos::Diaominos, 1, &[]);
    bench_game(c, diaominos::Diaominos, 4, &[]);
    bench_game(c, hex_roller::HexRoller, 1, &[("side", "back")]);
    bench_game(c, hex_roller::HexRoller, 4, &[("side", "front")]);
    bench_game(c, black_molly::BlackMolly, 2, &[("aquarium", "starter")]);
    bench_game(c, diaominos::Diaominos, 2, &[]);
}

/// Loading a save (parse + replay through the rules) and rendering an export.
fn files(c: &mut Criterion) {
    use dicepad::game::save_text;
    let s = mid_game(&honeycomb::Honeycomb, &Default::default(), 1);
    let text = save_text(&s).unwrap();
    c.bench_function("honeycomb/load_save", |b| {
        b.iter(|| black_box(dicepad::games::load_any(black_box(&text)).is_ok()))
    });
    #[cfg(feature = "gui")]
    {
        let m = dicepad::games::load_any(&text).unwrap();
        let mut g = c.benchmark_group("export");
        g.sample_size(10);
        g.bench_function("honeycomb/render_png", |b| {
            b.iter(|| black_box(dicepad::export::render_png(m.as_ref(), 0).unwrap().len()))
        });
        g.finish();
    }
}

criterion_group!(benches, games, files);
criterion_main!(benches);
