//! Hand-worked cases for docs/rulings.md HR and the rulebook's examples, and the conformance suite.

mod together;

use super::rules::*;
use crate::conformance::check_game;
use crate::engine::hex::Hex;
use crate::engine::{apply, bot_action, Names, Rules, SeatInfo, Session, ToMove};

/// The check's reason for refusing `a` (the test fails if `a` is legal).
fn refusal(s: &State, a: &Action) -> String {
    match HexRoller.check(s, a) {
        Err(r) => r.0,
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
            r.0
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
        .find(|l| l.label.starts_with(prefix))
        .unwrap_or_else(|| panic!("no line `{prefix}` in {sc:?}"))
        .points
}

// ----------------------------------------------------------- layout facts (docs/rulings.md HR-1…4)

#[test]
fn front_layout_has_49_hexes_and_the_ruled_pairs() {
    let l = Side::Front.layout();
    assert_eq!(l.len(), 49);
    assert_eq!(l.areas.len(), 7);
    assert_eq!(l.areas.iter().filter(|a| a.middle).count(), 1);
    assert_eq!(l.hexes[l.areas[0].cells[0]], h(0, 0));
    assert_eq!((l.dice(), l.rounds()), (8, 7));
    let expected = [
        (3, h(3, 1), h(-1, 3)),
        (4, h(-1, 4), h(-3, 2)),
        (5, h(-4, 3), h(-2, -1)),
        (6, h(-3, -1), h(1, -3)),
        (7, h(1, -4), h(3, -2)),
        (8, h(4, -3), h(2, 1)),
    ];
    assert_eq!(l.pairs.len(), 6);
    for (n, a, b) in expected {
        let p = l.pairs.iter().find(|p| p.number == n).expect("pair listed");
        assert_eq!(
            sorted(vec![l.hexes[p.a], l.hexes[p.b]]),
            sorted(vec![a, b]),
            "pair {n}"
        );
        assert_eq!(a.distance(b), 4, "front pairs are 4 steps apart");
    }
    // Outer area k's centre is (2,1) turned k × 60°, and its tip (3,1) turned the same way lies in it.
    for k in 0..6 {
        let area = &l.areas[k + 1];
        assert_eq!(l.hexes[area.cells[0]], h(2, 1).rotate(k));
        assert!(area.cells.iter().any(|&c| l.hexes[c] == h(3, 1).rotate(k)));
    }
}

#[test]
fn back_layout_has_42_hexes_and_the_ruled_pairs() {
    let l = Side::Back.layout();
    assert_eq!(l.len(), 42);
    assert_eq!(l.areas.len(), 6);
    assert!(l.areas.iter().all(|a| !a.middle));
    assert_eq!(l.index(h(0, 0)), None, "no middle area on the back");
    assert_eq!((l.dice(), l.rounds()), (7, 6));
    for k in 0..6 {
        let n = 3 + k as u8;
        let centre = h(2, 1).rotate(k);
        let tip = h(3, 1).rotate(k + 1);
        let p = l.pairs.iter().find(|p| p.number == n).expect("pair listed");
        assert_eq!(
            sorted(vec![l.hexes[p.a], l.hexes[p.b]]),
            sorted(vec![centre, tip]),
            "pair {n}"
        );
        assert_eq!(centre.distance(tip), 3, "back pairs are 3 steps apart");
    }
}

// ---------------------------------------------------------------- scoring

#[test]
fn book_straights_example_scores_3_and_7() {
    assert_eq!(straight(&[3, 5, 8, 3, 8, 7, 6]), 3);
    assert_eq!(straight(&[7, 3, 4, 6, 5, 4, 3]), 7);
    assert_eq!(straight(&[4, 5, 6, 7, 8, 8, 8]), 0, "no 3, no points");
    assert_eq!(straight(&[8, 7, 6, 5, 4, 3, 3]), 8);
    let mut s = HexRoller.fresh(Side::Front, 1);
    s.sheets[0].rows = [vec![3, 5, 8, 3, 8, 7, 6], vec![7, 3, 4, 6, 5, 4, 3]];
    assert_eq!(line(&s, 0, "Top row"), 3);
    assert_eq!(line(&s, 0, "Bottom row"), 7);
}

#[test]
fn area_tie_goes_to_the_higher_number() {
    // East area: printed 8 at the centre (2,1) and printed 3 at the tip (3,1).
    let mut s = HexRoller.fresh(Side::Front, 1);
    for (q, r, n) in [(3, 0, 4), (2, 0, 4), (1, 1, 6), (1, 2, 6), (2, 2, 7)] {
        put(&mut s, q, r, n);
    }
    // Counts: 4×2, 6×2, 3, 7, 8 once each: the tie between 4 and 6 goes to 6.
    assert_eq!(line(&s, 0, "Area east"), 6);
    // One hex empty: the area scores nothing.
    put(&mut s, 2, 2, 0);
    assert_eq!(line(&s, 0, "Area east"), 0);
}

#[test]
fn middle_area_scores_double() {
    let mut s = HexRoller.fresh(Side::Front, 1);
    for (k, hex) in [
        h(0, 0),
        h(1, 0),
        h(1, -1),
        h(0, -1),
        h(-1, 0),
        h(-1, 1),
        h(0, 1),
    ]
    .into_iter()
    .enumerate()
    {
        // Four 5s and three 8s: most common is 5, doubled.
        put(&mut s, hex.q, hex.r, if k < 4 { 5 } else { 8 });
    }
    assert_eq!(line(&s, 0, "Middle area"), 10);
    assert_eq!(
        HexRoller.scores(&s)[0].total,
        10 + 6,
        "plus three unused bonuses"
    );
}

#[test]
fn printed_pair_joined_through_a_chain_scores_its_number() {
    // The 3s printed at (3,1) and (-1,3) are joined by a chain of three 3s.
    let mut s = rolled(Side::Front, 1, &[3, 3, 3, 4, 5, 6, 7, 8]);
    act(&mut s, "pick 3");
    act(&mut s, "write 2,2");
    act(&mut s, "write 1,2");
    act(&mut s, "write 0,2");
    assert_eq!(line(&s, 0, "Connected pairs"), 3);
    let d = detail(s.layout(), &s.sheets[0]);
    let three = d.pairs.iter().find(|p| p.0.number == 3).expect("pair 3");
    assert_eq!(
        three.1.as_ref().map(|g| g.len()),
        Some(5),
        "printed ends plus three written"
    );
}

#[test]
fn broken_line_does_not_connect_a_pair() {
    let mut s = HexRoller.fresh(Side::Front, 1);
    put(&mut s, 2, 2, 3);
    put(&mut s, 1, 2, 3);
    put(&mut s, 0, 2, 4); // the gap holds a different number
    assert_eq!(line(&s, 0, "Connected pairs"), 0);
    put(&mut s, 0, 2, 3);
    assert_eq!(line(&s, 0, "Connected pairs"), 3);
    // A path of 2s does not join a pair either.
    put(&mut s, 0, 2, 2);
    assert_eq!(line(&s, 0, "Connected pairs"), 0);
}

#[test]
fn unused_bonuses_score_two_each() {
    let mut s = HexRoller.fresh(Side::Back, 1);
    assert_eq!(line(&s, 0, "Unused bonuses"), 6);
    s.sheets[0].bonuses[Bonus::Two.index()] = Some(0);
    assert_eq!(line(&s, 0, "Unused bonuses"), 4);
}

// ---------------------------------------------------------------- chains

#[test]
fn first_hex_must_touch_the_same_number() {
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    act(&mut s, "pick 5");
    // Empty hexes next to the printed 5s at (-4,3) and (-2,-1).
    let expected = sorted(vec![
        h(-3, 3),
        h(-4, 2),
        h(-1, -1),
        h(-1, -2),
        h(-2, -2),
        h(-3, 0),
        h(-2, 0),
    ]);
    assert_eq!(writes(&s), expected);
    let why = refused(&s, "write 0,0");
    assert!(
        why.contains("must touch a hex that already holds a 5"),
        "{why}"
    );
    let why = refused(&s, "write -2,-1");
    assert!(why.contains("printed 5"), "{why}");
}

#[test]
fn next_hex_must_touch_the_one_just_written() {
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    act(&mut s, "pick 5");
    act(&mut s, "write -2,0");
    let expected = sorted(vec![h(-1, 0), h(-1, -1), h(-3, 0), h(-3, 1), h(-2, 1)]);
    assert_eq!(writes(&s), expected);
    // (-4,2) touches a printed 5 but not the 5 just written.
    let why = refused(&s, "write -4,2");
    assert!(why.contains("just wrote"), "{why}");
    act(&mut s, "write -1,0");
    assert_eq!(
        s.turn().map(|t| t.step),
        Some(Step::Free),
        "two 5s written: chain done"
    );
    // A 5 written this round counts for the next chain: the 8s may not, but later 5s would.
    let why = refused(&s, "pick 5");
    assert!(why.contains("different number"), "{why}");
}

#[test]
fn a_hex_written_this_round_starts_the_next_chain_of_that_number() {
    // Written 4s count like printed ones when a later chain of 4s starts.
    let mut s = rolled(Side::Front, 1, &[4, 4, 5, 6, 7, 8, 8, 8]);
    act(&mut s, "pick 4");
    act(&mut s, "write -2,1");
    act(&mut s, "write -1,1");
    act(&mut s, "pick 6");
    write_first(&mut s);
    act(&mut s, "rows 4 6");
    // Next round: 4s may start next to (-1,1), a 4 written in the previous round.
    act(&mut s, "roll 3 3 4 5 5 6 7 8");
    act(&mut s, "pick 4");
    assert!(
        writes(&s).contains(&h(0, 1)),
        "(0,1) touches the written 4 at (-1,1)"
    );
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

#[test]
fn chain_ends_short_when_no_hex_is_legal() {
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 6, 7, 7, 7, 8]);
    // Only (2,-2) is empty next to the printed 7 at (3,-2); (0,0) is empty but touches no 7.
    fill_except(&mut s, &[h(2, -2), h(0, 0)]);
    act(&mut s, "pick 7");
    assert_eq!(writes(&s), vec![h(2, -2)]);
    act(&mut s, "write 2,-2");
    let t = s.turn().expect("turn");
    let c = t.chain_of(7).expect("chain of 7");
    assert!(c.short && c.hexes.len() == 1 && c.want == 3, "{c:?}");
    assert_eq!(t.step, Step::Free);
    // A chain that ended short cannot take the extra hex.
    let why = refused(&s, "extra 7");
    assert!(why.contains("short"), "{why}");
    assert!(!legal(&s).contains(&"extra 7".to_string()));
}

#[test]
fn chain_can_end_at_zero_hexes_and_still_counts_for_the_tracker() {
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 6, 7, 7, 7, 8]);
    fill_except(&mut s, &[h(0, 0)]);
    act(&mut s, "pick 6");
    let c = s.turn().and_then(|t| t.chain_of(6)).expect("chain");
    assert!(c.short && c.hexes.is_empty());
    act(&mut s, "pick 8");
    assert_eq!(
        legal(&s).iter().filter(|a| a.starts_with("rows")).count(),
        2
    );
    act(&mut s, "rows 6 8");
    assert_eq!(s.sheets[0].rows, [vec![6], vec![8]]);
}

#[test]
fn single_number_roll_is_written_once_and_recorded_in_both_rows() {
    let mut s = rolled(Side::Front, 1, &[5; 8]);
    assert_eq!(
        legal(&s).iter().filter(|a| a.starts_with("pick")).count(),
        1
    );
    act(&mut s, "pick 5");
    for _ in 0..8 {
        if s.turn().map(|t| t.step) != Some(Step::Chain) {
            break;
        }
        write_first(&mut s);
    }
    assert!(s.turn().is_some_and(|t| t.step == Step::Free));
    let rows: Vec<String> = legal(&s)
        .into_iter()
        .filter(|a| a.starts_with("rows"))
        .collect();
    assert_eq!(rows, vec!["rows 5 5".to_string()]);
    assert!(
        !legal(&s).iter().any(|a| a.starts_with("pick")),
        "no second number"
    );
    assert!(
        !legal(&s).iter().any(|a| a.starts_with("third")),
        "no third number either"
    );
    let why = refused(&s, "rows 5 6");
    assert!(why.contains("both rows"), "{why}");
    act(&mut s, "rows 5 5");
    assert_eq!(s.sheets[0].rows, [vec![5], vec![5]]);
}

#[test]
fn tracker_takes_the_two_numbers_in_either_order() {
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    let why = refused(&s, "rows 3 4");
    assert!(why.contains("before filling the tracker"), "{why}");
    act(&mut s, "pick 3");
    act(&mut s, "write 2,2");
    act(&mut s, "pick 4");
    act(&mut s, "write -2,2");
    let rows: Vec<String> = legal(&s)
        .into_iter()
        .filter(|a| a.starts_with("rows"))
        .collect();
    assert_eq!(rows, vec!["rows 3 4".to_string(), "rows 4 3".to_string()]);
    let why = refused(&s, "rows 3 5");
    assert!(why.contains("3 and 4"), "{why}");
    act(&mut s, "rows 4 3");
    assert_eq!(s.sheets[0].rows, [vec![4], vec![3]]);
}

// ---------------------------------------------------------------- bonuses

#[test]
fn extra_hex_must_touch_the_last_hex_of_its_chain() {
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    act(&mut s, "pick 5");
    let why = refused(&s, "extra 5");
    assert!(why.contains("Finish"), "{why}");
    act(&mut s, "write -2,0");
    act(&mut s, "write -1,0");
    act(&mut s, "extra 5");
    // Empty neighbours of (-1,0): (0,0), (0,-1), (-1,-1), (-1,1); (-2,0) holds a 5, (-2,1) is empty too.
    let expected = sorted(vec![h(0, 0), h(0, -1), h(-1, -1), h(-2, 1), h(-1, 1)]);
    assert_eq!(writes(&s), expected);
    let why = refused(&s, "write -4,2");
    assert!(why.contains("extra 5 must touch"), "{why}");
    act(&mut s, "write 0,0");
    assert_eq!(s.number_at(0, h(0, 0)), 5);
    assert_eq!(s.sheets[0].bonuses[Bonus::Extra.index()], Some(0));
    // One bonus per round: the others are refused now.
    let why = refused(&s, "two");
    assert!(why.contains("one bonus per round"), "{why}");
    act(&mut s, "pick 8");
    let why = refused(&s, "third 3");
    assert!(why.contains("one bonus per round"), "{why}");
    write_first(&mut s);
    if s.turn().map(|t| t.step) == Some(Step::Chain) {
        write_first(&mut s);
    }
    act(&mut s, "rows 5 8");
    // Next round: the extra hex is crossed off for good, the others are available.
    act(&mut s, "roll 3 4 5 5 6 7 8 8");
    act(&mut s, "pick 5");
    write_first(&mut s);
    write_first(&mut s);
    let why = refused(&s, "extra 5");
    assert!(why.contains("crossed off"), "{why}");
    assert!(legal(&s).contains(&"two".to_string()));
    assert!(legal(&s).contains(&"third 3".to_string()));
}

#[test]
fn free_two_goes_in_any_empty_hex_once_per_game() {
    let mut s = rolled(Side::Back, 1, &[3, 4, 5, 5, 6, 7, 8]);
    act(&mut s, "two");
    assert_eq!(
        writes(&s).len(),
        42 - 12,
        "every empty hex of the back sheet"
    );
    let why = refused(&s, "pick 3");
    assert!(why.contains("Finish"), "{why}");
    act(&mut s, "write -2,-2");
    assert_eq!(s.number_at(0, h(-2, -2)), 2);
    let why = refused(&s, "extra 3");
    assert!(why.contains("one bonus per round"), "{why}");
    act(&mut s, "pick 3");
    write_first(&mut s);
    act(&mut s, "pick 4");
    write_first(&mut s);
    act(&mut s, "rows 3 4");
    act(&mut s, "roll 3 4 5 5 6 7 8");
    let why = refused(&s, "two");
    assert!(why.contains("crossed off"), "{why}");
    assert_eq!(line(&s, 0, "Unused bonuses"), 4);
}

#[test]
fn third_number_follows_chain_rules_and_skips_the_tracker() {
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    act(&mut s, "third 5");
    assert_eq!(
        writes(&s).len(),
        7,
        "first 5 next to a printed 5, as for a main number"
    );
    act(&mut s, "write -2,0");
    act(&mut s, "write -1,0");
    let why = refused(&s, "pick 5");
    assert!(why.contains("different number"), "{why}");
    act(&mut s, "pick 3");
    act(&mut s, "write 2,2");
    act(&mut s, "pick 8");
    act(&mut s, "write 3,-3");
    act(&mut s, "write 2,-3");
    let rows: Vec<String> = legal(&s)
        .into_iter()
        .filter(|a| a.starts_with("rows"))
        .collect();
    assert_eq!(rows, vec!["rows 3 8".to_string(), "rows 8 3".to_string()]);
    act(&mut s, "rows 8 3");
    assert_eq!(s.sheets[0].rows, [vec![8], vec![3]]);
}

#[test]
fn third_number_needs_three_different_numbers() {
    let s = rolled(Side::Front, 1, &[4, 4, 4, 4, 6, 6, 6, 6]);
    assert!(!legal(&s).iter().any(|a| a.starts_with("third")));
    let why = refused(&s, "third 4");
    assert!(why.contains("fewer than three"), "{why}");
}

// ---------------------------------------------------------------- rounds and seats

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

#[test]
fn front_lasts_seven_rounds_and_back_six() {
    let (s, rolls) = play_out(Side::Front, 2);
    assert_eq!((s.round, rolls), (7, 7));
    assert!(s
        .sheets
        .iter()
        .all(|sh| sh.rows[0].len() == 7 && sh.rows[1].len() == 7));
    let (s, rolls) = play_out(Side::Back, 1);
    assert_eq!((s.round, rolls), (6, 6));
    assert!(s.sheets.iter().all(|sh| sh.rows[0].len() == 6));
    assert_eq!(s.dice.len(), 7);
}

#[test]
fn every_seat_plays_the_same_roll_in_seat_order() {
    let mut s = rolled(Side::Front, 3, &[3, 4, 5, 5, 6, 7, 8, 8]);
    let dice = s.dice.clone();
    for seat in 0..3 {
        assert_eq!(HexRoller.to_move(&s), ToMove::Seat(seat));
        act(&mut s, "pick 3");
        act(&mut s, "write 2,2");
        act(&mut s, "pick 4");
        act(&mut s, "write -2,2");
        assert_eq!(s.dice, dice);
        act(&mut s, "rows 3 4");
    }
    assert_eq!(HexRoller.to_move(&s), ToMove::Chance);
    assert_eq!(s.round, 1);
    assert!(s.sheets.iter().all(|sh| sh.rows == [vec![3], vec![4]]));
}

#[test]
fn notation_round_trips() {
    for text in [
        "roll 3 3 4 5 6 6 7 8",
        "pick 5",
        "third 7",
        "extra 5",
        "two",
        "write 2,-1",
        "rows 3 5",
    ] {
        let a: Action = text.parse().expect("parses");
        assert_eq!(a.to_string(), text);
    }
    assert_eq!(
        "write (2,-1)".parse::<Action>(),
        Ok(Action::Write(h(2, -1)))
    );
    assert!("write 2".parse::<Action>().is_err());
    assert!("jump".parse::<Action>().is_err());
}

#[test]
fn chance_check_refuses_impossible_rolls() {
    let s = HexRoller.fresh(Side::Back, 1);
    assert!(HexRoller
        .check_chance(&s, &Action::Roll(vec![3, 3, 4, 5, 6, 7, 8]))
        .is_ok());
    assert!(HexRoller
        .check_chance(&s, &Action::Roll(vec![3, 3, 4, 5, 6, 7, 8, 8]))
        .is_err());
    assert!(HexRoller
        .check_chance(&s, &Action::Roll(vec![2, 3, 4, 5, 6, 7, 8]))
        .is_err());
    assert!(HexRoller
        .check_chance(&s, &Action::Roll(vec![8, 3, 4, 5, 6, 7, 8]))
        .is_err());
}

// ---------------------------------------------------------------- conformance

#[test]
fn conformance_front() {
    check_game(HexRoller, Options { side: Side::Front }, 1, 40, 1);
    check_game(HexRoller, Options { side: Side::Front }, 2, 12, 2);
    check_game(HexRoller, Options { side: Side::Front }, 5, 4, 3);
}

#[test]
fn conformance_back() {
    check_game(HexRoller, Options { side: Side::Back }, 1, 40, 4);
    check_game(HexRoller, Options { side: Side::Back }, 2, 12, 5);
    check_game(HexRoller, Options { side: Side::Back }, 5, 4, 6);
}

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

// ---------------------------------------------------------------- words: names, status, log

fn ann_and_fay() -> Vec<SeatInfo> {
    vec![SeatInfo::human("Ann"), SeatInfo::human("Fay")]
}

#[test]
fn prompts_name_the_seat_to_move() {
    let seats = ann_and_fay();
    let names = Names::of(&seats);
    let prompt = |s: &State| HexRoller.prompt(s, names);
    let mut s = rolled(Side::Front, 2, &[3, 4, 5, 5, 6, 7, 8, 8]);
    assert_eq!(prompt(&s), "Ann, choose a number from the roll to write.");
    act(&mut s, "pick 5");
    assert!(
        prompt(&s).starts_with("Ann, write your first 5"),
        "{}",
        prompt(&s)
    );
    act(&mut s, "write -2,0");
    assert!(prompt(&s).contains("next 5") && prompt(&s).contains("(2 of 2)"));
    act(&mut s, "write -1,0");
    assert_eq!(prompt(&s), "Ann, choose a second number (not 5).");
    act(&mut s, "pick 3");
    act(&mut s, "write 2,2");
    assert!(
        prompt(&s).starts_with("Ann, put 5 and 3 into the tracker rows"),
        "{}",
        prompt(&s)
    );
    act(&mut s, "rows 5 3");
    assert_eq!(prompt(&s), "Fay, choose a number from the roll to write.");
    // The round is the header's status now, not repeated in the prompt.
    assert!(!prompt(&s).contains("Round"));
}

#[test]
fn status_gives_the_round_of_the_side_played() {
    assert_eq!(
        status_text(&rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8])),
        "Round 1 of 7"
    );
    let mut s = rolled(Side::Back, 1, &[3, 4, 5, 5, 6, 7, 8]);
    assert_eq!(status_text(&s), "Round 1 of 6");
    act(&mut s, "pick 3");
    write_first(&mut s);
    act(&mut s, "pick 4");
    write_first(&mut s);
    act(&mut s, "rows 3 4");
    act(&mut s, "roll 3 4 5 5 6 7 8");
    assert_eq!(status_text(&s), "Round 2 of 6");
    let (s, _) = play_out(Side::Front, 1);
    assert_eq!(status_text(&s), "All 7 rounds played");
}

#[test]
fn game_over_prompt_names_the_winner() {
    let mut session =
        Session::new(HexRoller, Options::default(), ann_and_fay(), 42).expect("start");
    while !session.is_over() {
        let a = session.legal_actions()[0].clone();
        session.apply(a).expect("legal");
    }
    let prompt = session.prompt();
    let scores = HexRoller.scores(session.state());
    let winners = HexRoller.winners(session.state());
    assert!(prompt.starts_with("Game over after 7 rounds: "), "{prompt}");
    for w in &winners {
        assert!(prompt.contains(["Ann", "Fay"][*w]), "{prompt}");
    }
    assert!(prompt.contains(&scores[winners[0]].total.to_string()));
    assert!(!prompt.contains("Player"), "{prompt}");
}

#[test]
fn log_lines_show_seat_names_and_say_what_was_written() {
    use crate::game::{LocalGame, Match};
    let mut session = Session::new(HexRoller, Options::default(), ann_and_fay(), 5).expect("start");
    let n = session.state().rolled()[0];
    session.apply(Action::Pick(n)).expect("pick");
    while session
        .state()
        .turn()
        .is_some_and(|t| t.step == Step::Chain)
    {
        let a = session.legal_actions()[0].clone();
        session.apply(a).expect("write");
    }
    let running = LocalGame::new(session);
    let roll = running.log_line(0).expect("the roll");
    assert_eq!(roll.who, "Dice");
    assert!(roll.text.starts_with("rolls "), "{}", roll.text);
    let pick = running.log_line(1).expect("the pick");
    assert_eq!(
        (pick.who, pick.text),
        (
            "Ann",
            format!("chooses {n} ({}×)", running.session.state().count(n)).as_str()
        )
    );
    let write = running.log_line(2).expect("a write");
    assert_eq!(write.who, "Ann");
    assert!(
        write.text.starts_with(&format!("writes {n} at ")) && !write.text.contains('('),
        "{}",
        write.text
    );
    for i in 0..running.action_count() {
        let line = running.log_line(i).expect("line");
        assert!(!line.text.contains("Player"), "{}", line.text);
    }
}

#[test]
fn the_log_notes_a_short_chain_from_the_state_before_the_click() {
    // describe works on the position before the action (the session describes, then performs).
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 6, 7, 7, 7, 8]);
    fill_except(&mut s, &[h(2, -2), h(0, 0)]);
    let before = s.clone();
    let pick7 = Action::Pick(7);
    assert_eq!(
        HexRoller.describe(&s, &pick7, Names::NONE),
        "chooses 7 (3×)"
    );
    assert_eq!(s, before);
    act(&mut s, "pick 7");
    assert_eq!(
        HexRoller.describe(&s, &Action::Write(h(2, -2)), Names::NONE),
        format!(
            "writes 7 at {}; the 7s end short (1 of 3): no legal hex",
            s.layout().name(h(2, -2))
        )
    );
    // No room at all: the chain ends at 0 hexes as soon as the number is chosen.
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 6, 7, 7, 7, 8]);
    fill_except(&mut s, &[h(0, 0)]);
    assert_eq!(
        HexRoller.describe(&s, &Action::Pick(6), Names::NONE),
        "chooses 6 (1×); the 6s end short (0 of 1): no legal hex"
    );
    // A chain that completes is not short.
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    act(&mut s, "pick 5");
    act(&mut s, "write -2,0");
    assert_eq!(
        HexRoller.describe(&s, &Action::Write(h(-1, 0)), Names::NONE),
        format!("writes 5 at {}", s.layout().name(h(-1, 0)))
    );
}

// ---------------------------------------------------------------- refusals (one check)

#[test]
fn a_bonus_before_any_number_explains_what_it_needs() {
    // The old disabled "+1 hex" button asked about the first rolled number and answered "3 is not
    // chosen"; before any number is chosen the real reason is that there is nothing to extend.
    let s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    for n in [3, 5, 8] {
        let why = refusal(&s, &Action::Extra(n));
        assert!(why.contains("choose and write one first"), "{why}");
    }
    let mut s = s;
    act(&mut s, "pick 5");
    act(&mut s, "write -2,0");
    act(&mut s, "write -1,0");
    let why = refusal(&s, &Action::Extra(3));
    assert!(
        why.contains("(5)") && why.contains("3 is not chosen"),
        "{why}"
    );
}

#[test]
fn mid_chain_refusals_say_what_is_being_written() {
    let mut s = rolled(Side::Front, 1, &[3, 4, 5, 5, 6, 7, 8, 8]);
    act(&mut s, "pick 5");
    act(&mut s, "write -2,0");
    for a in ["pick 3", "rows 5 3", "two", "third 8"] {
        let why = refused(&s, a);
        assert!(
            why.starts_with("Finish writing your 5s first: 1 of 2 written"),
            "{a}: {why}"
        );
    }
}

#[test]
fn candidates_cover_every_legal_action_and_check_decides() {
    let mut s = rolled(Side::Front, 2, &[3, 4, 5, 5, 6, 7, 8, 8]);
    for step in [
        "pick 5",
        "write -2,0",
        "write -1,0",
        "two",
        "write 0,0",
        "pick 8",
    ] {
        let legal = HexRoller.legal_actions(&s);
        crate::conformance::check_agrees(&HexRoller, &s, &legal);
        act(&mut s, step);
    }
    // Every hex of the sheet is a candidate at every step: a hover over any hex gets an answer.
    let candidates = HexRoller.candidate_actions(&s);
    for &hex in &s.layout().hexes {
        assert!(candidates.contains(&Action::Write(hex)));
    }
    assert!(HexRoller
        .candidate_actions(&HexRoller.fresh(Side::Front, 1))
        .is_empty());
}

#[test]
fn a_shared_win_names_every_winner() {
    let seats = vec![
        SeatInfo::human("Ann"),
        SeatInfo::human("Bo"),
        SeatInfo::human("Cy"),
    ];
    let mut s = HexRoller.fresh(Side::Front, 3);
    s.round = 7;
    s.phase = Phase::Over;
    // Nothing written: everyone has 3 unused bonuses, 6 points each.
    assert_eq!(
        HexRoller.prompt(&s, Names::of(&seats)),
        "Game over after 7 rounds: Ann, Bo and Cy share the win with 6 points."
    );
    s.sheets[2].bonuses[0] = Some(0);
    assert_eq!(
        HexRoller.prompt(&s, Names::of(&seats)),
        "Game over after 7 rounds: Ann and Bo share the win with 6 points."
    );
}

// ---------------------------------------------------------------- fast move generation

/// The reference list: every candidate that `check` accepts, in the candidates' order.
fn checked_candidates(s: &State) -> Vec<Action> {
    HexRoller
        .candidate_actions(s)
        .into_iter()
        .filter(|a| HexRoller.check(s, a).is_ok())
        .collect()
}

/// The bit-set chain targets equal the hex-by-hex rule for every number and every last hex.
fn check_chain_targets(l: &Layout, sheet: &Sheet) {
    for n in 3..=8 {
        for last in std::iter::once(None).chain(l.hexes.iter().map(|&h| Some(h))) {
            let slow: Vec<usize> = (0..l.len())
                .filter(|&i| {
                    sheet.cells[i] == 0
                        && match last.and_then(|h| l.index(h)) {
                            Some(j) => l.nbrs[j].contains(&i),
                            None => l.nbrs[i].iter().any(|&j| sheet.cells[j] == n),
                        }
                })
                .collect();
            assert_eq!(chain_targets(l, sheet, n, last), slow, "{n} after {last:?}");
        }
    }
}

#[test]
fn fast_legal_list_equals_checked_candidates() {
    // Random play (with a bias towards bonuses, so every step kind shows up) on both sides and
    // several seat counts; at every position the fast list must equal the filtered candidates,
    // order included, and the bit-set write targets must equal the hex-by-hex rule.
    use rand::{Rng, SeedableRng};
    let mut positions = 0;
    for (k, side) in [Side::Front, Side::Back].into_iter().enumerate() {
        for seats in [1, 2, 3] {
            for game in 0..6u64 {
                let seed = game + 100 * seats as u64 + 1000 * k as u64;
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                let mut s = HexRoller.fresh(side, seats);
                while HexRoller.to_move(&s) != ToMove::Over {
                    if HexRoller.to_move(&s) == ToMove::Chance {
                        let roll = HexRoller.sample_chance(&s, &mut rng);
                        apply(&HexRoller, &mut s, &roll).expect("roll");
                        continue;
                    }
                    let fast = HexRoller.legal_actions(&s);
                    assert_eq!(fast, checked_candidates(&s), "at {s:?}");
                    if let (Phase::Turn(t), 0) = (&s.phase, rng.random_range(0..10)) {
                        check_chain_targets(s.layout(), &s.sheets[t.seat]);
                    }
                    positions += 1;
                    let bonus: Vec<&Action> = fast
                        .iter()
                        .filter(|a| matches!(a, Action::Third(_) | Action::Extra(_) | Action::Two))
                        .collect();
                    let a = if !bonus.is_empty() && rng.random_range(0..4) == 0 {
                        bonus[rng.random_range(0..bonus.len())].clone()
                    } else {
                        fast[rng.random_range(0..fast.len())].clone()
                    };
                    apply(&HexRoller, &mut s, &a).expect("a listed action is legal");
                }
            }
        }
    }
    assert!(positions > 1000, "only {positions} positions");
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
            let fast = super::bot::final_score(end.layout(), &end.sheets[seat]);
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
                    super::bot::final_score(s.layout(), &s.sheets[0]),
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
