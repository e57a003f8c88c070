//! Speed figures: `cargo bench`. Never asserted in tests (shared, noisy machines).

use criterion::{criterion_group, criterion_main, Criterion};
use dicepad::engine::{BotLevel, Rules, SeatInfo, Session};
use dicepad::games::honeycomb::rules::{Honeycomb, Options};
use rand::{Rng, SeedableRng};

use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

/// A live mid-game Honeycomb position (a few seeded walks in) with dice on the table and several
/// legal actions.
fn honeycomb_position() -> Session<Honeycomb> {
    use dicepad::games::honeycomb::rules::Action;
    for seed in 0.. {
        let mut s = Session::new(
            Honeycomb,
            Options::default(),
            vec![SeatInfo::human("A")],
            seed,
        )
        .unwrap();
        let mut walks = 0;
        while walks < 3 && !s.is_over() {
            let legal = s.legal_actions();
            let next = legal
                .iter()
                .find(|a| matches!(a, Action::Roll | Action::Move(..)))
                .copied();
            match next {
                Some(a) => {
                    walks += usize::from(matches!(a, Action::Move(..)));
                    s.apply(a).unwrap();
                }
                None => break,
            }
        }
        if !s.is_over() && s.state().dice().is_none() {
            s.apply(Action::Roll).unwrap();
        }
        if walks == 3 && !s.is_over() && s.legal_actions().len() >= 4 {
            return s;
        }
    }
    unreachable!("some seed gives a live position")
}

fn honeycomb(c: &mut Criterion) {
    let s = honeycomb_position();
    c.bench_function("honeycomb/legal_actions", |b| {
        b.iter(|| black_box(Honeycomb.legal_actions(black_box(s.state()))))
    });
    c.bench_function("honeycomb/random_game", |b| {
        let mut seed = 0u64;
        b.iter(|| {
            seed += 1;
            let mut s = Session::new(
                Honeycomb,
                Options::default(),
                vec![SeatInfo::human("A")],
                seed,
            )
            .unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while !s.is_over() {
                let legal = s.legal_actions();
                let a = legal[rng.random_range(0..legal.len())];
                s.apply(a).unwrap();
            }
            black_box(s.log().len())
        })
    });
    c.bench_function("honeycomb/normal_bot_decision", |b| {
        b.iter(|| black_box(s.bot_choice(BotLevel::Normal)))
    });
    let text = {
        use dicepad::engine::plugin::{Match, Running};
        Running::new(s.clone()).save_text().unwrap()
    };
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

criterion_group!(benches, honeycomb);
criterion_main!(benches);
