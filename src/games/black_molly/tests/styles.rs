//! Seats of one level in one position choose each its own way where plans are near-equal: each
//! seat's style reaches the Black Molly bots' choices, not only exact ties. (Three Normal seats
//! on the starter aquarium made the same three opening moves and piled onto one card.)

use super::super::bot::normal_choice;
use super::super::notation::Action;
use super::super::rules::BlackMolly;
use super::super::state::{Phase, State};
use super::bot_session;
use crate::engine::{BotLevel, Rules};
use std::collections::BTreeSet;

/// The whole move step the Normal bot of `style` makes for the seat to move.
fn move_step(s: &State, style: u64) -> Vec<String> {
    let mut t = s.clone();
    let seat = match t.phase {
        Phase::Move { seat } => seat,
        _ => panic!("not a move step"),
    };
    let mut moves = Vec::new();
    while t.phase == (Phase::Move { seat }) {
        let a = normal_choice(&t, style).map_or(Action::Done, |c| c.action);
        moves.push(a.to_string());
        BlackMolly.perform(&mut t, &a);
    }
    moves
}

#[test]
fn seats_of_one_level_open_each_their_own_way() {
    let session = bot_session(&[BotLevel::Normal; 3], 1);
    let s = session.state().clone();
    let styles: Vec<u64> = (0..3).map(|seat| session.seat_style(seat)).collect();
    let steps: Vec<Vec<String>> = styles.iter().map(|&st| move_step(&s, st)).collect();
    println!("opening move steps by style: {steps:?}");
    let distinct: BTreeSet<&Vec<String>> = steps.iter().collect();
    assert!(
        distinct.len() > 1,
        "three seats' styles open the same way: {steps:?}"
    );
    // A style always chooses the same.
    assert_eq!(move_step(&s, styles[0]), steps[0]);
}
