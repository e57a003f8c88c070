//! The lookahead's faster paths give what the plain ones gave: a Molly's steps against the
//! rule as written (every neighbour one card nearer a nearest loneliest card), and the inline
//! lists of a position saved as the sequences the `Vec`s were.

use super::*;
use rand::{Rng, SeedableRng};

/// The rule as `molly_options` first wrote it: the neighbours of `pos` one card nearer to some
/// nearest card among `targets`, in reading order; `pos` itself when there is none or it is one.
fn steps_as_written(pos: Card, targets: &[Card]) -> Vec<Card> {
    let near = targets.iter().map(|&t| pos.distance(t)).min().unwrap_or(0);
    if near == 0 {
        return vec![pos];
    }
    let mut out: Vec<Card> = pos
        .neighbours()
        .filter(|&n| {
            targets
                .iter()
                .any(|&t| pos.distance(t) == near && n.distance(t) + 1 == near)
        })
        .collect();
    out.sort();
    out
}

#[test]
fn molly_steps_match_the_rule_as_written_for_every_card_and_many_schools() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(27);
    let mut checked = 0;
    for round in 0..400 {
        // 1 to 16 fish on random cards, anemones too (the rules never put them there, but the
        // steps do not care) and two Mollies anywhere.
        let fish: Vec<(usize, bool, Option<Card>)> = (0..rng.random_range(1..=16))
            .map(|i| (i % 4, false, Some(Card(rng.random_range(0..24)))))
            .collect();
        let mut s = State::custom(
            RuleSet::Standard,
            4,
            STARTER.clone(),
            [Card(0), Card(1)],
            &fish,
            0,
        );
        let mut counts = [0usize; Card::COUNT];
        for f in &s.fish {
            counts[f.at.map_or(0, |c| c.index())] += 1;
        }
        let fewest = counts.iter().copied().filter(|&n| n > 0).min();
        let targets: Vec<Card> = Card::all()
            .filter(|c| Some(counts[c.index()]) == fewest)
            .collect();
        for pos in Card::all() {
            s.mollies[round % 2] = pos;
            assert_eq!(
                molly_options(&s, round % 2),
                steps_as_written(pos, &targets),
                "Molly on {pos}, loneliest {targets:?}"
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 400 * 24);
}

#[test]
fn a_molly_steps_towards_both_nearest_cards_in_reading_order() {
    // Worked by hand: Molly 1 on c2; lone fish on a1 and b4 (both 3 cards away), two on f4.
    // Towards a1: north (c1) or west (b2); towards b4: west (b2) or south (c3).
    let s = position(
        RuleSet::Standard,
        ["c2", "e1"],
        &[&["a1", "f4"], &["b4", "f4"]],
        0,
    );
    assert_eq!(molly_options(&s, 0), [c("c1"), c("b2"), c("c3")]);
    // Molly 2 on e1 is nearer a1 (4) than b4 (6): west only.
    assert_eq!(molly_options(&s, 1), [c("d1")]);
}

#[test]
fn a_position_saves_its_lists_as_the_vecs_did_and_loads_them_back() {
    let mut s = position(
        RuleSet::OldestFish,
        ["e1", "b4"],
        &[&["a1", "f1", "-"], &["f4", "a4", "f1"], &["a1"]],
        1,
    );
    s.out_round[2] = Some(1);
    let text = ron::to_string(&s).unwrap();
    // Each inline list is written exactly as the same items in a `Vec`.
    for list in [
        ron::to_string(&s.cards.to_vec()).unwrap(),
        ron::to_string(&s.fish.to_vec()).unwrap(),
        ron::to_string(&s.out_round.to_vec()).unwrap(),
    ] {
        assert!(list.starts_with('['), "{list}");
        assert!(text.contains(&list), "{list} not in {text}");
    }
    let back: State = ron::from_str(&text).unwrap();
    assert_eq!(back, s);
}
