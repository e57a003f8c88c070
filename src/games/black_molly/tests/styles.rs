//! Seats of one level in one position choose each its own way where plans are near-equal: each
//! seat's style reaches the Black Molly bots' choices, not only exact ties. (Three Normal seats
//! on the starter aquarium made the same opening moves and piled onto one card.)

use super::super::bot::{normal_move_near, NEAR_TIES};
use super::super::state::Phase;
use super::bot_session;
use crate::engine::{BotLevel, ToMove};
use std::collections::BTreeSet;

#[test]
fn seats_of_one_level_part_where_only_near_ties_separate_their_plans() {
    let (near, exact) = NEAR_TIES;
    let styles: Vec<u64> = (1..=8u64).map(crate::engine::bot::mix).collect();
    // Positions where the seats' choices differ with the near-tie nudge but not with exact
    // ties only (the bot before).
    let mut parted = 0;
    let mut positions = 0;
    for seed in 1..=3u64 {
        let mut session = bot_session(&[BotLevel::Normal; 3], seed);
        session.advance_chance();
        while positions < 40 * seed as usize && !session.is_over() {
            let s = session.state().clone();
            if matches!(s.phase, Phase::Move { .. }) {
                positions += 1;
                let pick = |reach: f64| -> BTreeSet<String> {
                    styles
                        .iter()
                        .filter_map(|&st| normal_move_near(&s, st, reach))
                        .map(|a| a.to_string())
                        .collect()
                };
                let with_near = pick(near);
                if pick(exact).len() == 1 && with_near.len() > 1 {
                    parted += 1;
                }
                // A style always chooses the same.
                assert_eq!(pick(near), with_near);
            }
            let ToMove::Seat(seat) = session.to_move() else {
                break;
            };
            let choice = session.bot_choice(BotLevel::Normal).expect("a choice");
            session.apply_as_bot(seat, choice.action).expect("legal");
        }
    }
    println!("{parted} of {positions} move-step positions parted by near ties");
    assert!(parted > 0, "no position where the styles part");
}
