//! Chains and bonuses: where each number may go.

use super::*;

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
