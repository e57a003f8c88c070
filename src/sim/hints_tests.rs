//! Hints tell the truth: in positions where no chance is left before the score is settled, the
//! value a bot shows (what its hint says) is the score its line reaches, in every game. Each game
//! finds such positions in seeded bot games its own way.

use super::hints::{hinted_game, HintedGame};
use crate::engine::BotLevel;
use std::collections::BTreeMap;

/// The shown value and the final total of a decision, equal to a rounding error.
fn assert_told(game: &str, seed: u64, value: f64, total: i32) {
    assert!(
        (value - f64::from(total)).abs() < 1e-9,
        "{game}, seed {seed}: the hint showed {value}, the seat ended with {total}"
    );
}

#[test]
fn hex_roller_hints_in_the_last_round_show_the_final_score() {
    use crate::games::hex_roller::rules::{HexRoller, Options, Side};
    use crate::games::hex_roller::state::Phase;
    let mut checked = 0;
    for level in [BotLevel::Normal, BotLevel::Strong] {
        for seed in 1..=3u64 {
            // The log length at which the last round's roll is on the table.
            let mut last_round_from = None;
            let game = hinted_game(
                HexRoller,
                Options { side: Side::Front },
                1,
                level,
                seed,
                |len, s| {
                    let last = usize::from(s.round) + 1 == s.layout().rounds();
                    if last && matches!(s.phase, Phase::Turn(_)) && last_round_from.is_none() {
                        last_round_from = Some(len);
                    }
                },
            )
            .expect("the bots finish");
            let from = last_round_from.expect("a last round");
            for shown in game.shown.iter().filter(|x| x.index >= from) {
                assert_told("hex roller", seed, shown.value, game.finals[0]);
                checked += 1;
            }
        }
    }
    assert!(checked >= 6, "only {checked} last-round decisions");
}

#[test]
fn diaominos_hints_on_the_last_decision_show_the_final_score() {
    use crate::games::diaominos::rules::Diaominos;
    use crate::games::diaominos::state::Options;
    // Alone at the table nothing is left to chance after the scramble (at a table the others'
    // loads move the cube too, which the bots' playouts pass over).
    for (level, seed) in [
        (BotLevel::Normal, 1),
        (BotLevel::Normal, 2),
        (BotLevel::Strong, 3),
    ] {
        let game = hinted_game(Diaominos, Options {}, 1, level, seed, |_, _| {}).expect("finish");
        let last = last_of(&game, 0).expect("a decision with a value");
        assert_told("diaominos", seed, last, game.finals[0]);
    }
}

/// The value shown at `seat`'s last decision that showed one.
fn last_of(game: &HintedGame, seat: usize) -> Option<f64> {
    game.shown
        .iter()
        .rev()
        .find(|x| x.seat == seat)
        .map(|x| x.value)
}

#[test]
fn molecular_hints_that_close_a_sheet_show_its_final_score() {
    use crate::games::molecular::rules::Molecular;
    use crate::games::molecular::state::Options;
    let mut checked = 0;
    for level in [BotLevel::Normal, BotLevel::Strong] {
        for seed in 1..=4u64 {
            // Per log length: which sheets can take nothing more (no free hex, and no red box a 1
            // could still make the seat cross).
            let mut closed: BTreeMap<usize, Vec<bool>> = BTreeMap::new();
            let game = hinted_game(Molecular, Options {}, 3, level, seed, |len, s| {
                let c = s
                    .sheets
                    .iter()
                    .map(|sh| sh.room().open == 0 && sh.red_left() == 0)
                    .collect();
                closed.insert(len, c);
            })
            .expect("the bots finish");
            for shown in &game.shown {
                // The position right after the decision: a sheet that can take nothing more
                // has its score settled, whatever the dice do.
                let after = closed.range(shown.index + 1..).next().map(|(_, c)| c);
                if after.is_some_and(|c| c[shown.seat]) {
                    assert_told("molecular", seed, shown.value, game.finals[shown.seat]);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 0, "no decision closed a sheet");
}

#[test]
fn honeycomb_hints_that_end_the_game_show_the_final_score() {
    use crate::games::honeycomb::rules::Honeycomb;
    use crate::games::honeycomb::state::{Options, Phase};
    let mut checked = 0;
    for level in [BotLevel::Normal, BotLevel::Strong] {
        for seed in 1..=6u64 {
            let mut over_at = None;
            let game = hinted_game(Honeycomb, Options::default(), 1, level, seed, |len, s| {
                if matches!(s.phase, Phase::Over(_)) && over_at.is_none() {
                    over_at = Some(len);
                }
            })
            .expect("the bots finish");
            // The decision that ended the game (an escape, or a walk into a fall) left nothing to
            // chance.
            if let Some(last) = game.shown.last().filter(|x| Some(x.index + 1) == over_at) {
                assert_told("honeycomb", seed, last.value, game.finals[0]);
                checked += 1;
            }
        }
    }
    assert!(checked >= 4, "only {checked} games ended on a decision");
}

#[test]
fn black_molly_hints_after_the_last_roll_show_the_fish_left() {
    use crate::games::black_molly::state::{Options, Phase};
    use crate::games::black_molly::BlackMolly;
    let mut checked = 0;
    for seed in 1..=12u64 {
        // Per log length: the round and whether the round's die has been rolled.
        let mut at: BTreeMap<usize, (u32, bool)> = BTreeMap::new();
        let mut last_round = 0;
        let game = hinted_game(
            BlackMolly,
            Options::default(),
            2,
            BotLevel::Normal,
            seed,
            |len, s| {
                let rolled = matches!(s.phase, Phase::Split { .. } | Phase::Molly { .. });
                at.insert(len, (s.round, rolled));
                if !s.is_over() {
                    last_round = s.round;
                }
            },
        )
        .expect("the bots finish");
        for shown in &game.shown {
            // A choice after the last round's roll: the round's end, which the bot values, is
            // the game's end.
            match at.get(&shown.index) {
                Some(&(round, true)) if round == last_round => {
                    assert_told("black molly", seed, shown.value, game.finals[shown.seat]);
                    checked += 1;
                }
                _ => {}
            }
        }
    }
    assert!(checked > 0, "no choice after a last roll");
}
