//! Hand-worked cases for docs/rulings.md HR and the rulebook's examples, and the conformance suite.

mod bots;
mod chains;
mod movegen;
mod rounds;
mod sheet;
mod together;
mod words;

use super::rules::*;
use crate::conformance::check_game;
use crate::engine::hex::Hex;
use crate::engine::{apply, bot_action, Names, Rules, SeatInfo, Session, ToMove};

/// The check's reason for refusing `a` (the test fails if `a` is legal).
fn refusal(s: &State, a: &Action) -> String {
    match HexRoller.check(s, a) {
        Err(r) => r.0.to_string(),
        Ok(()) => panic!("`{a}` is legal here"),
    }
}

fn h(q: i32, r: i32) -> Hex {
    Hex::new(q, r)
}

/// A one-seat game (or `seats`) on `side` whose first roll is `dice`.
fn rolled(side: Side, seats: usize, dice: &[u8]) -> State {
    let mut s = HexRoller.fresh(side, seats);
    let mut d = dice.to_vec();
    d.sort_unstable();
    apply(&HexRoller, &mut s, &Action::Roll(d)).expect("a valid roll");
    s
}

fn act(s: &mut State, notation: &str) {
    let a: Action = notation.parse().expect("valid notation");
    if let Err(r) = apply(&HexRoller, s, &a) {
        panic!(
            "`{notation}` refused: {r}\nlegal: {:?}",
            HexRoller.legal_actions(s)
        );
    }
    HexRoller.invariants(s).expect("invariants hold");
}

fn refused(s: &State, notation: &str) -> String {
    let a: Action = notation.parse().expect("valid notation");
    let mut t = s.clone();
    match apply(&HexRoller, &mut t, &a) {
        Ok(()) => panic!("`{notation}` was accepted"),
        Err(r) => {
            assert_eq!(&t, s, "a refusal changed the state");
            r.0.to_string()
        }
    }
}

fn legal(s: &State) -> Vec<String> {
    HexRoller
        .legal_actions(s)
        .iter()
        .map(|a| a.to_string())
        .collect()
}

/// The hexes a `write` may go to now, sorted.
fn writes(s: &State) -> Vec<Hex> {
    let mut v: Vec<Hex> = HexRoller
        .legal_actions(s)
        .into_iter()
        .filter_map(|a| match a {
            Action::Write(h) => Some(h),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

/// Writes into the first legal hex (in sorted order).
fn write_first(s: &mut State) {
    let w = *writes(s).first().expect("a legal hex");
    act(s, &format!("write {},{}", w.q, w.r));
}

fn sorted(mut v: Vec<Hex>) -> Vec<Hex> {
    v.sort();
    v
}

/// Writes `n` into hex (q, r) of seat 0 directly (building a position by hand).
fn put(s: &mut State, q: i32, r: i32, n: u8) {
    let i = s.layout().index(h(q, r)).expect("hex on the sheet");
    s.sheets[0].cells[i] = n;
}

fn line(s: &State, seat: usize, prefix: &str) -> i32 {
    let sc = &HexRoller.scores(s)[seat];
    sc.lines
        .iter()
        .find(|l| l.label.to_string().starts_with(prefix))
        .unwrap_or_else(|| panic!("no line `{prefix}` in {sc:?}"))
        .points
}

/// Fills every empty hex of seat 0 with 4 except `keep`.
fn fill_except(s: &mut State, keep: &[Hex]) {
    let l = s.layout();
    for i in 0..l.len() {
        if s.sheets[0].cells[i] == 0 && !keep.contains(&l.hexes[i]) {
            s.sheets[0].cells[i] = 4;
        }
    }
}

/// Plays to the end with the first legal action each time (chance from the session's seed).
fn play_out(side: Side, seats: usize) -> (State, usize) {
    let mut session = Session::new(
        HexRoller,
        Options { side },
        (0..seats)
            .map(|i| SeatInfo::human(format!("P{i}")))
            .collect(),
        42,
    )
    .expect("start");
    let mut rolls = 1;
    while !session.is_over() {
        let a = session.legal_actions()[0].clone();
        let before = session.state().round;
        session.apply(a).expect("legal");
        if session.state().round != before && !session.is_over() {
            rolls += 1;
        }
    }
    (session.state().clone(), rolls)
}
