//! Luck checked against values worked out exactly (the test game, small enough to enumerate), and
//! against the results of bot games of every game: the start plus the luck plus what the
//! decisions changed is the result, within the stated noise.

use super::*;
use crate::engine::rules::Rules;
use crate::engine::BotLevel;
use crate::games::test_game::TestGame;
use crate::review::memo::Memo;
use crate::review::{review_any_with, Review, ReviewSettings};

/// Every seat's exact expected final score at `state` with every seat choosing uniformly among its
/// legal actions (the test game's Normal bot, which the rollouts play) and a fair die.
fn exact(rules: &TestGame, state: &<TestGame as Rules>::State) -> Vec<f64> {
    let mean_of = |after: Vec<Vec<f64>>| {
        let n = after.len() as f64;
        let seats = after.first().map_or(0, Vec::len);
        (0..seats)
            .map(|k| after.iter().map(|v| v[k]).sum::<f64>() / n)
            .collect()
    };
    let next = |a: &crate::games::test_game::Action| {
        let mut s = state.clone();
        rules.perform(&mut s, a);
        exact(rules, &s)
    };
    match rules.to_move(state) {
        ToMove::Over => rules
            .scores(state)
            .iter()
            .map(|s| f64::from(s.total))
            .collect(),
        ToMove::Chance => mean_of(
            (1..=6)
                .map(|d| next(&crate::games::test_game::Action::Dice(d)))
                .collect(),
        ),
        ToMove::Seat(_) => mean_of(rules.legal_actions(state).iter().map(next).collect()),
    }
}

fn review(save: &str, settings: &ReviewSettings, threads: usize) -> Review {
    review_any_with(save, settings, threads, &mut |_, _| true)
        .unwrap()
        .expect("not cancelled")
}

fn game<G: Game>(rules: G, options: G::Options, seats: usize, seed: u64) -> Session<G> {
    crate::review::tests::bot_session(rules, options, seats, seed, BotLevel::Normal)
}

/// In the test game the luck of every roll for every seat, and every seat's start, are known
/// exactly: the review's estimates must be within four of their standard errors of them (and a
/// roll of one seat's die is no luck of the other's).
#[test]
fn the_luck_of_every_roll_is_its_exact_value_within_the_noise() {
    let settings = ReviewSettings {
        rollouts: 2000,
        ..ReviewSettings::quick()
    };
    let mut checked = 0;
    for seed in 1..=3 {
        let session = game(TestGame, (), 2, seed);
        let save = crate::game::save_text(&session).unwrap();
        let r = review(&save, &settings, 2);
        let (start, steps) = steps(&session);
        assert_eq!(r.chance.len(), steps.len());
        assert_eq!(steps.len(), 6, "three rolls each");
        let v0 = exact(&TestGame, &start);
        for (seat, split) in r.seats.iter().enumerate() {
            assert!(
                (split.start - v0[seat]).abs() <= 4.0 * split.start_se,
                "seed {seed} seat {seat}: start {} ± {}, exactly {}",
                split.start,
                split.start_se,
                v0[seat]
            );
        }
        for (step, c) in steps.iter().zip(&r.chance) {
            assert_eq!(c.index, step.index);
            let before = exact(&TestGame, &step.state);
            let mut after_state = step.state.clone();
            TestGame.perform(&mut after_state, &step.outcome);
            let after = exact(&TestGame, &after_state);
            for seat in 0..2 {
                let want = after[seat] - before[seat];
                let (got, se) = (c.luck[seat], c.se[seat]);
                assert!(
                    (got - want).abs() <= 4.0 * se + 1e-9,
                    "seed {seed}, {} for seat {seat}: luck {got} ± {se}, exactly {want}",
                    c.outcome
                );
                if seat != step.state.seat {
                    assert_eq!(want, 0.0);
                    assert_eq!(got, 0.0, "the other seat's die is none of this seat's luck");
                } else if want != 0.0 {
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 6, "rolls that mattered were checked: {checked}");
}

/// A step's rollouts split over several jobs and put back together are the rollouts of one job.
#[test]
fn an_estimate_split_over_jobs_is_the_estimate_of_one_job() {
    let session = game(TestGame, (), 2, 4);
    let (_, all) = steps(&session);
    let memo = Memo::new();
    let styles = [session.seat_style(0), session.seat_style(1)];
    let step = &all[0];
    let from = Origin {
        rules: &TestGame,
        state: &step.state,
        seat: 0,
        key: luck_key(session.seed(), step.chance),
        styles: &styles,
        memo: &memo,
    };
    let cancel = AtomicBool::new(false);
    let draw = luck_key(session.seed(), step.chance);
    let whole = luck(&from, step, draw, 2, 0..40, &cancel).unwrap();
    let every = jobs(&all, 40);
    assert!(
        every.iter().all(|j| j.step.is_some()),
        "no start job: the first action is a roll"
    );
    assert_eq!(every.len(), PARTS as usize * all.len());
    let split: Vec<Job> = every.into_iter().filter(|j| j.step == Some(0)).collect();
    assert_eq!(split.len(), PARTS as usize);
    let parts = split
        .iter()
        .map(|j| luck(&from, step, draw, 2, j.rs.clone(), &cancel).unwrap())
        .collect();
    let (start, at) = gather(&split, parts, all.len());
    assert_eq!(at[0], whole);
    assert_eq!(
        start.drawn, whole.drawn,
        "the first roll's draws are the start"
    );
    assert_eq!(whole.diffs[0].len(), 40);
}

/// For games of the Normal bots reviewed with the Normal reference, a seat's result is its start
/// plus its luck plus what its decisions changed (the played move against the reference's, both
/// by rollouts), within four standard errors of the start and the luck: every game, so that no
/// game's chance steps are left out or counted twice. A point of slack stands for the decisions'
/// own noise, which the split does not state.
fn check_adds_up<G: Game>(rules: G, options: G::Options, seats: usize, seed: u64, rollouts: u32) {
    let session = game(rules, options, seats, seed);
    let save = crate::game::save_text(&session).unwrap();
    let settings = ReviewSettings {
        rollouts,
        ..ReviewSettings::quick()
    };
    let r = review(&save, &settings, 2);
    assert!(!r.chance.is_empty(), "{}: chance steps", G::info().id);
    assert_eq!(r.seats.len(), seats);
    for s in &r.seats {
        let changed: f64 = r
            .decisions
            .iter()
            .filter(|d| d.seat == s.seat)
            .filter_map(|d| Some(d.expected_played? - d.expected_best?))
            .sum();
        let off = f64::from(s.result) - s.start - s.luck - changed;
        let noise = (s.start_se.powi(2) + s.luck_se.powi(2)).sqrt();
        assert!(
            off.abs() <= 4.0 * noise + 1.0,
            "{} seed {seed} seat {}: result {} = start {:.2} ± {:.2} + luck {:.2} ± {:.2} + \
             decisions {changed:.2}, off by {off:.2}",
            G::info().id,
            s.seat,
            s.result,
            s.start,
            s.start_se,
            s.luck,
            s.luck_se
        );
    }
}

#[test]
fn start_luck_and_decisions_add_up_to_the_result_in_every_game() {
    use crate::games::{
        black_molly::BlackMolly, diaominos::Diaominos, hex_roller::HexRoller, honeycomb::Honeycomb,
        molecular::Molecular,
    };
    let small = crate::games::honeycomb::rules::Options { radius: 3 };
    check_adds_up(Honeycomb, small, 1, 1, 16);
    check_adds_up(HexRoller, Default::default(), 2, 1, 16);
    check_adds_up(Molecular, Default::default(), 2, 1, 16);
    check_adds_up(BlackMolly, Default::default(), 2, 1, 16);
    check_adds_up(Diaominos, Default::default(), 2, 1, 16);
}

/// The same over more games, at the defaults' rollouts: `cargo test --release -- --ignored`.
#[test]
#[ignore = "minutes in a debug build; run in release"]
fn start_luck_and_decisions_add_up_over_many_games() {
    use crate::games::{
        black_molly::BlackMolly, diaominos::Diaominos, hex_roller::HexRoller, honeycomb::Honeycomb,
        molecular::Molecular,
    };
    for seed in 1..=5 {
        check_adds_up(Honeycomb, Default::default(), 1, seed, 32);
        check_adds_up(HexRoller, Default::default(), 4, seed, 32);
        check_adds_up(Molecular, Default::default(), 4, seed, 32);
        check_adds_up(BlackMolly, Default::default(), 4, seed, 32);
        check_adds_up(Diaominos, Default::default(), 4, seed, 32);
    }
}
