//! The bots: legal play, hints, strength, per-seat style and scoring.

use super::*;

// ---------------------------------------------------------------- bot

#[test]
fn normal_bot_plays_legal_actions_to_the_end() {
    use crate::engine::BotLevel;
    use rand::SeedableRng;
    for side in [Side::Front, Side::Back] {
        let seats = vec![
            SeatInfo::bot("A", BotLevel::Normal),
            SeatInfo::bot("B", BotLevel::Normal),
        ];
        let mut session = Session::new(HexRoller, Options { side }, seats, 9).expect("start");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        while !session.is_over() {
            let choice = bot_action(
                &HexRoller,
                session.state(),
                BotLevel::Normal,
                &mut crate::engine::Think::new(&mut rng, 0),
            )
            .expect("a choice");
            session
                .apply(choice.action)
                .expect("the bot's action is legal");
        }
        assert!(HexRoller
            .scores(session.state())
            .iter()
            .all(|s| s.total > 0));
    }
}

#[test]
fn normal_bot_hint_is_legal_after_any_clicks() {
    // A human plays randomly; at every step the Normal bot (the hint) must offer a legal action,
    // also in the middle of a turn that left its own plan.
    use crate::engine::BotLevel;
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(77);
    for side in [Side::Front, Side::Back] {
        for seed in 0..3 {
            let mut s = HexRoller.fresh(side, 2);
            while HexRoller.to_move(&s) != ToMove::Over {
                if HexRoller.to_move(&s) == ToMove::Chance {
                    let mut r = rand_chacha::ChaCha8Rng::seed_from_u64(seed * 100 + s.round as u64);
                    let roll = HexRoller.sample_chance(&s, &mut r);
                    apply(&HexRoller, &mut s, &roll).expect("roll");
                    continue;
                }
                let legal = HexRoller.legal_actions(&s);
                let hint = bot_action(
                    &HexRoller,
                    &s,
                    BotLevel::Normal,
                    &mut crate::engine::Think::new(&mut rng, 0),
                )
                .expect("a hint");
                assert!(
                    legal.contains(&hint.action),
                    "hint `{}` is not legal",
                    hint.action
                );
                let a = legal[rng.random_range(0..legal.len())].clone();
                apply(&HexRoller, &mut s, &a).expect("legal");
            }
        }
    }
}

#[test]
fn normal_bot_outscores_easy() {
    use crate::engine::BotLevel;
    use rand::SeedableRng;
    let mut totals = [0i32; 2];
    for seed in 0..10 {
        let seats = vec![
            SeatInfo::bot("N", BotLevel::Normal),
            SeatInfo::bot("E", BotLevel::Easy),
        ];
        let mut session = Session::new(HexRoller, Options::default(), seats, seed).expect("start");
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        while let ToMove::Seat(i) = session.to_move() {
            let level = if i == 0 {
                BotLevel::Normal
            } else {
                BotLevel::Easy
            };
            let c = bot_action(
                &HexRoller,
                session.state(),
                level,
                &mut crate::engine::Think::new(&mut rng, 0),
            )
            .expect("a choice");
            session.apply(c.action).expect("legal");
        }
        let sc = HexRoller.scores(session.state());
        totals[0] += sc[0].total;
        totals[1] += sc[1].total;
    }
    // Same dice for both seats: over 10 games Normal should be far ahead (selfplay: ~77 vs ~23).
    assert!(
        totals[0] > 2 * totals[1],
        "Normal {} vs Easy {}",
        totals[0],
        totals[1]
    );
}

// ---------------------------------------------------------------- bots: per-seat style, scoring

/// A whole game of `levels` bots (each seat decides through the session, with its own style);
/// returns the final state.
fn bot_game(side: Side, levels: &[crate::engine::BotLevel], seed: u64) -> State {
    let seats = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| SeatInfo::bot(format!("B{i}"), l))
        .collect();
    let mut session = Session::new(HexRoller, Options { side }, seats, seed).expect("start");
    while let ToMove::Seat(i) = session.to_move() {
        let c = session.bot_choice(levels[i]).expect("a choice");
        session.apply(c.action).expect("the bot's action is legal");
    }
    session.state().clone()
}

#[test]
fn two_normal_seats_on_one_roll_fill_different_sheets() {
    use crate::engine::BotLevel;
    let both = [BotLevel::Normal, BotLevel::Normal];
    for (side, seed) in [(Side::Front, 1), (Side::Back, 2), (Side::Front, 3)] {
        let end = bot_game(side, &both, seed);
        assert_ne!(
            end.sheets[0].cells, end.sheets[1].cells,
            "seed {seed}: both seats filled the same hexes"
        );
        for (seat, sc) in HexRoller.scores(&end).iter().enumerate() {
            let fast = crate::games::hex_roller::bot::final_score(end.layout(), &end.sheets[seat]);
            assert_eq!(fast, sc.total, "the bots' scoring of a played sheet");
        }
        // Still deterministic: the same seed plays the same game.
        assert_eq!(
            bot_game(side, &both, seed),
            end,
            "seed {seed}: replay differs"
        );
    }
}

#[test]
fn bots_final_score_equals_the_breakdown_total() {
    // Sheets from random play (every kind of hex, short chains, bonuses) at every step.
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    for side in [Side::Front, Side::Back] {
        for _ in 0..4 {
            let mut s = HexRoller.fresh(side, 1);
            while HexRoller.to_move(&s) != ToMove::Over {
                let a = if HexRoller.to_move(&s) == ToMove::Chance {
                    HexRoller.sample_chance(&s, &mut rng)
                } else {
                    let legal = HexRoller.legal_actions(&s);
                    legal[rng.random_range(0..legal.len())].clone()
                };
                apply(&HexRoller, &mut s, &a).expect("legal");
                assert_eq!(
                    crate::games::hex_roller::bot::final_score(s.layout(), &s.sheets[0]),
                    HexRoller.scores(&s)[0].total
                );
            }
        }
    }
}

#[test]
fn eq_mask_marks_exactly_the_equal_cells() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    for len in [0, 1, 7, 8, 9, 42, 49, 64, 127, 128] {
        for _ in 0..20 {
            let cells: Vec<u8> = (0..len).map(|_| rng.random_range(0..10u8)).collect();
            for n in [0, 2, 3, 8, 9, 255] {
                let slow = cells
                    .iter()
                    .enumerate()
                    .fold(0u128, |m, (i, &c)| m | (u128::from(c == n) << i));
                assert_eq!(eq_mask(&cells, n), slow, "{n} in {cells:?}");
            }
        }
    }
}

#[test]
fn strong_bot_plays_legal_actions_for_the_second_seat() {
    // Normal plays both seats up to the last two rounds, then seat 2 is Strong (its rollouts are
    // short there, so this stays quick in a debug build): every choice must be legal, also when
    // the plan was made on the seat's own sheet alone.
    use crate::engine::BotLevel;
    let seats = vec![
        SeatInfo::bot("N", BotLevel::Normal),
        SeatInfo::bot("S", BotLevel::Strong),
    ];
    let mut session =
        Session::new(HexRoller, Options { side: Side::Back }, seats, 4).expect("start");
    let rounds = Side::Back.layout().rounds() as u8;
    let mut strong_moves = 0;
    while let ToMove::Seat(i) = session.to_move() {
        let late = session.state().round + 2 >= rounds;
        let level = if i == 1 && late {
            strong_moves += 1;
            BotLevel::Strong
        } else {
            BotLevel::Normal
        };
        let c = session.bot_choice(level).expect("a choice");
        assert!(c.value.is_some(), "the plan's value is reported");
        session
            .apply(c.action)
            .expect("the Strong bot's action is legal");
    }
    assert!(strong_moves >= 4, "Strong played {strong_moves} actions");
}
