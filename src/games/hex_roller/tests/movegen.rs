//! Fast move generation against the checked rules.

use super::*;

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
