//! Each seat's own plan: seats of one level choose differently on one roll, and a seat always
//! chooses the same.

use super::{eval::PLAN, plan_free, Params, NORMAL};
use crate::engine::{apply, BotLevel, SeatInfo, Session};
use crate::games::hex_roller::rules::{Action, HexRoller, Options, Side, State};

/// A one-seat front sheet whose first roll is `dice`.
fn rolled(dice: &[u8]) -> State {
    let mut s = HexRoller.fresh(Side::Front, 1);
    let mut d = dice.to_vec();
    d.sort_unstable();
    apply(&HexRoller, &mut s, &Action::Roll(d)).expect("a valid roll");
    s
}

/// Normal's whole first turn for a seat of `style`, its plan worth `plan` a hex.
fn turn(s: &State, style: u64, plan: f64) -> Vec<Action> {
    plan_free(s, Params { plan, ..NORMAL }, style).actions
}

#[test]
fn seats_with_their_own_plans_choose_differently_where_tastes_alone_choose_alike() {
    let seats = (0..8)
        .map(|i| SeatInfo::bot(format!("B{i}"), BotLevel::Normal))
        .collect();
    let session = Session::new(HexRoller, Options { side: Side::Front }, seats, 1).expect("start");
    let styles: Vec<u64> = (0..8).map(|seat| session.seat_style(seat)).collect();
    let rolls: [&[u8]; 6] = [
        &[6, 6, 8, 8, 3, 4, 5, 7],
        &[3, 3, 4, 5, 6, 6, 7, 8],
        &[5, 5, 5, 6, 7, 7, 8, 3],
        &[4, 4, 6, 6, 8, 8, 3, 5],
        &[7, 7, 7, 3, 4, 5, 6, 8],
        &[8, 8, 8, 6, 6, 3, 4, 5],
    ];
    let mut shown = Vec::new();
    for dice in rolls {
        let s = rolled(dice);
        let alone: Vec<Vec<Action>> = styles.iter().map(|&st| turn(&s, st, 0.0)).collect();
        let planned: Vec<Vec<Action>> = styles.iter().map(|&st| turn(&s, st, PLAN)).collect();
        for (&st, p) in styles.iter().zip(&planned) {
            assert_eq!(&turn(&s, st, PLAN), p, "a seat always plans the same");
            assert!(!p.is_empty());
        }
        for a in 0..8 {
            for b in a + 1..8 {
                if alone[a] == alone[b] && planned[a] != planned[b] {
                    shown.push((dice, a, b));
                }
            }
        }
    }
    // The seats' plans must make a difference on a roll where their tastes and nudges alone do
    // not: two seats of seed 1 that wrote the same turn without plans write different ones.
    println!("rolls and seats the plans part: {shown:?}");
    assert!(!shown.is_empty(), "no roll where the plans part two seats");
}
