//! Layout facts and scoring, worked by hand.

use super::*;

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

#[test]
fn a_tie_in_the_breakdown_says_so_and_that_the_higher_number_counts() {
    // East area as in `area_tie_goes_to_the_higher_number`: 4×2, 6×2, 3, 7, 8 once. Before, the
    // line read "full, most 6s" although 4s and 6s are just as many.
    let mut s = HexRoller.fresh(Side::Front, 1);
    for (q, r, n) in [(3, 0, 4), (2, 0, 4), (1, 1, 6), (1, 2, 6), (2, 2, 7)] {
        put(&mut s, q, r, n);
    }
    let label = |s: &State, prefix: &str| {
        HexRoller.scores(s)[0]
            .lines
            .iter()
            .map(|l| l.label.to_string())
            .find(|l| l.starts_with(prefix))
            .unwrap()
    };
    assert_eq!(
        label(&s, "Area east"),
        "Area east: full, 4 and 6 tie with 2 each: the higher, 6, counts"
    );
    assert_eq!(line(&s, 0, "Area east"), 6);
    // Without the tie the line stays short: one 4 becomes a 6 (6×3).
    put(&mut s, 3, 0, 6);
    assert_eq!(label(&s, "Area east"), "Area east: full, most 6s");
    // The middle area: 5s and 8s three each and a 2, doubled.
    let mut s = HexRoller.fresh(Side::Front, 1);
    let middle = [
        h(0, 0),
        h(1, 0),
        h(1, -1),
        h(0, -1),
        h(-1, 0),
        h(-1, 1),
        h(0, 1),
    ];
    for (k, hex) in middle.into_iter().enumerate() {
        put(&mut s, hex.q, hex.r, [5, 5, 5, 8, 8, 8, 2][k]);
    }
    assert_eq!(
        label(&s, "Middle area"),
        "Middle area: full, 5 and 8 tie with 3 each: the higher, 8, counts, doubled"
    );
    assert_eq!(line(&s, 0, "Middle area"), 16);
}
