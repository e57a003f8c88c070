//! The exact solver: against brute force, a hand-worked value and the exact start value; shared
//! positions, mirrors and the roll-by-roll expectation.

use super::*;

use crate::games::honeycomb::bot::search::{Pos, Solver};

/// Optimal expected score by brute force through the reference rules: every ordered roll of the
/// 216, every legal action (a jump before rolling included), no move tables. Positions between
/// turns are remembered by what is marked, so the same sheet reached twice is searched once.
fn brute_force(s: &State, seen: &mut std::collections::HashMap<(u128, u128, Hex, u8), f64>) -> f64 {
    let key = (s.blocked().0, s.filled().0, s.pos, s.jumps_left);
    if s.phase == Phase::AwaitRoll {
        if let Some(&v) = seen.get(&key) {
            return v;
        }
    }
    let v = match s.phase {
        Phase::Over(Ending::Fell) => 0.0,
        Phase::Over(Ending::Escaped(_)) => f64::from(s.filled_sum()),
        Phase::Rolling => {
            let mut total = 0.0;
            for a in 1..=6 {
                for b in 1..=6 {
                    for c in 1..=6 {
                        let mut t = s.clone();
                        Honeycomb.perform(&mut t, &Action::Dice([a, b, c]));
                        total += brute_force(&t, seen);
                    }
                }
            }
            total / 216.0
        }
        _ => Honeycomb
            .legal_actions(s)
            .into_iter()
            .map(|a| {
                let mut t = s.clone();
                Honeycomb.perform(&mut t, &a);
                brute_force(&t, seen)
            })
            .fold(0.0, f64::max),
    };
    if s.phase == Phase::AwaitRoll {
        seen.insert(key, v);
    }
    v
}

#[test]
fn solver_matches_a_hand_worked_value() {
    // Radius 3, Sadie on (0,-2) with 3 points (centre, (0,-1) and her hex filled), every other
    // hex inside the rim lined, no jumps. Only N, NE and NW lead out (straight onto the rim); the
    // other directions start on a marked hex. She escapes unless no die in {1, 2, 6} has two
    // different dice beside it: no die in the set (27 rolls), one with a pair of 3-5s beside it
    // (3 places x 3 faces x 3 pairs = 27), or a triple 1 1 1, 2 2 2, 6 6 6 (3): 57 of 216.
    let inner: Vec<Hex> = board(3)
        .hexes()
        .into_iter()
        .filter(|x| x.ring() < 3)
        .collect();
    let filled = [Hex::ORIGIN, h(0, -1), h(0, -2)];
    let lined: Vec<Hex> = inner
        .iter()
        .copied()
        .filter(|x| !filled.contains(x))
        .collect();
    let s = State::with_marks_on(3, h(0, -2), &lined, &filled, 0);
    assert_eq!(s.filled_sum(), 3);
    let expected = 3.0 * (216.0 - 57.0) / 216.0;
    // The solver keeps values in steps of 2^-27 (7.5e-9).
    let v = Solver::new(3).value(Pos::of(&s));
    assert!((v - expected).abs() < 1e-8, "{v} vs {expected}");
    assert!((brute_force(&s, &mut Default::default()) - expected).abs() < 1e-12);
    // With a jump left she always gets out (a jump N lands off the sheet): exactly 3.
    let mut s = s;
    s.jumps_left = 1;
    assert!((Solver::new(3).value(Pos::of(&s)) - 3.0).abs() < 1e-12);
}

#[test]
fn solver_matches_brute_force_on_small_positions() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(12);
    let mut solver = Solver::new(3);
    let inner: Vec<Hex> = board(3)
        .hexes()
        .into_iter()
        .filter(|x| x.ring() < 3)
        .collect();
    let mut uncertain = 0;
    for _ in 0..16 {
        // Sadie somewhere inside, the centre filled, about half of the rest marked at random (at
        // most 7 left open, so brute force stays quick).
        let pos = inner[rng.random_range(1..inner.len())];
        let (mut lined, mut filled) = (Vec::new(), vec![Hex::ORIGIN, pos]);
        let mut open = 0;
        for &x in &inner[1..] {
            if x == pos {
                continue;
            }
            match rng.random_range(0..3) {
                0 if open < 7 => open += 1,
                1 => filled.push(x),
                _ => lined.push(x),
            }
        }
        let s = State::with_marks_on(3, pos, &lined, &filled, rng.random_range(0..=2));
        let (exact, brute) = (
            solver.value(Pos::of(&s)),
            brute_force(&s, &mut Default::default()),
        );
        // The solver keeps values in steps of 2^-27, each level rounding by at most half a step.
        assert!((exact - brute).abs() < 1e-7, "{exact} vs {brute} at {s:?}");
        // Count the positions whose outcome is in doubt (neither a sure fall nor a sure escape).
        if exact > 0.0 && exact < f64::from(s.filled_sum()) {
            uncertain += 1;
        }
    }
    assert!(
        uncertain >= 4,
        "only {uncertain} positions with something to decide"
    );
}

#[test]
fn strong_looks_ahead_on_bigger_boards_legally_and_reproducibly() {
    use crate::engine::Think;
    use crate::games::honeycomb::bot::lookahead_choice;
    use rand::SeedableRng;
    // Radius 4, Sadie on ring 3 (next to the rim), no jumps, dice 2 3 6 (offers NE 3, SE 4, NW 1):
    // the choice is one of the legal walks, and the same random numbers give the same choice.
    let s = rolled_on(4, h(0, -3), 0, [2, 3, 6]);
    let legal = Honeycomb.legal_actions(&s);
    assert!(legal.len() >= 2, "{legal:?}");
    let choose = |seed: u64| {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        lookahead_choice(&s, &mut Think::new(&mut rng, 7)).expect("a choice")
    };
    let (a, b) = (choose(1), choose(1));
    assert_eq!(a.action, b.action);
    assert!(legal.contains(&a.action));
    assert!(a.value.is_some_and(|v| v >= 0.0));
}

/// A radius-`radius` sheet with Sadie on `pos` (filled with the centre), these dice on the table.
fn rolled_on(radius: u8, pos: Hex, jumps: u8, dice: [u8; 3]) -> State {
    let mut s = State::with_marks_on(radius, pos, &[], &[Hex::ORIGIN, pos], jumps);
    s.phase = Phase::Rolled(dice);
    s
}

/// The exact optimal expected final score of Honeycomb Caverns on radius 3, from the start.
/// `cargo test --release --no-default-features --lib exact_value_radius_3 -- --ignored --nocapture`
#[test]
#[ignore]
fn exact_value_radius_3() {
    let start = web_time::Instant::now();
    let mut solver = Solver::new(3);
    let v = solver.value(Pos::of(&Honeycomb.fresh_on(3)));
    println!(
        "radius 3: exact optimal expected score {v:.7} ({} positions stored in {:.1} MB, {:.2?})",
        solver.memo.len(),
        solver.memo.bytes() as f64 / 1e6,
        start.elapsed()
    );
    assert!(v > 0.0 && v < 30.0);
}

/// A random radius-3 position: Sadie off the centre, the centre and her hex filled, about half of
/// the rest marked (at most `open` left free).
fn random_position(rng: &mut impl rand::Rng, open: usize) -> State {
    let inner: Vec<Hex> = board(3)
        .hexes()
        .into_iter()
        .filter(|x| x.ring() < 3)
        .collect();
    let pos = inner[rng.random_range(1..inner.len())];
    let (mut lined, mut filled) = (Vec::new(), vec![Hex::ORIGIN, pos]);
    let mut free = 0;
    for &x in &inner[1..] {
        if x == pos {
            continue;
        }
        match rng.random_range(0..3) {
            0 if free < open => free += 1,
            1 => filled.push(x),
            _ => lined.push(x),
        }
    }
    State::with_marks_on(3, pos, &lined, &filled, rng.random_range(0..=3))
}

/// The same sheet seen in the mirror across the line q = r.
fn mirrored(s: &State) -> State {
    let flip = |x: Hex| h(x.r, x.q);
    let b = board(3);
    let (mut lined, mut filled) = (Vec::new(), Vec::new());
    for x in b.hexes() {
        match s.mark(x) {
            Mark::Lined => lined.push(flip(x)),
            Mark::Filled => filled.push(flip(x)),
            Mark::Empty => {}
        }
    }
    State::with_marks_on(3, flip(s.pos), &lined, &filled, s.jumps_left)
}

#[test]
fn sharing_positions_keeps_every_value() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(31);
    let (mut shared, mut plain) = (Solver::new(3), Solver::plain(3));
    let b = board(3);
    let mut merged = 0;
    for _ in 0..40 {
        let s = random_position(&mut rng, 9);
        let v = plain.value(Pos::of(&s));
        // The mirror image is worth the same, solved on its own.
        let m = Pos::of(&mirrored(&s));
        assert_ne!(m, Pos::of(&s), "an asymmetric sheet was drawn: {s:?}");
        assert!(
            (Solver::plain(3).value(m) - v).abs() < 1e-7,
            "mirror of {s:?}"
        );
        // So is the sheet with every free hex she cannot reach any more marked.
        let mut sealed = Pos::of(&s);
        let inner = (1u128 << b.inner_cells()) - 1;
        let reach = flood(b, &sealed);
        if sealed.blocked | reach != inner {
            merged += 1;
        }
        sealed.blocked = inner & !reach;
        assert!(
            (Solver::plain(3).value(sealed) - v).abs() < 1e-7,
            "sealed {s:?}"
        );
        // And the sharing solver (which stores them under one key) gives the plain value.
        assert!((shared.value(Pos::of(&s)) - v).abs() < 1e-7, "{s:?}");
        assert!((shared.value(m) - v).abs() < 1e-7, "{s:?}");
    }
    assert!(
        merged >= 5,
        "only {merged} sheets had unreachable free hexes"
    );
    assert!(shared.memo.len() < plain.memo.len());
}

/// The free cells reachable from Sadie's by steps to a neighbour or (with a jump left) jumps,
/// found by walking the rules' hex geometry (not the solver's tables).
fn flood(b: &crate::games::honeycomb::board::Board, p: &Pos) -> u128 {
    let free = |x: Hex| x.ring() < 3 && p.blocked >> b.cell(x) & 1 == 0;
    let mut stack = vec![b.hex(p.cell)];
    let mut seen = 0u128;
    while let Some(x) = stack.pop() {
        for d in Dir::all() {
            let mut next = vec![x + d.step()];
            if p.jumps > 0 {
                next.push(x + d.step().scale(2));
            }
            for y in next {
                if free(y) && seen >> b.cell(y) & 1 == 0 {
                    seen |= 1 << b.cell(y);
                    stack.push(y);
                }
            }
        }
    }
    seen
}

#[test]
fn roll_options_give_the_roll_by_roll_expectation() {
    use crate::games::honeycomb::board::MAX_WALK;
    use crate::games::honeycomb::bot::search::{
        expect_from_options, expect_over_rolls, roll_walks, ROLLS,
    };
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    for _ in 0..300 {
        // Random values, few distinct ones so ties with each other and the jump happen.
        let mut walks = [[None; MAX_WALK]; 6];
        let mut options = Vec::new();
        for (d, row) in walks.iter_mut().enumerate() {
            for (i, w) in row.iter_mut().enumerate() {
                if rng.random_bool(0.4) {
                    let v = f64::from(rng.random_range(0..6u8)) * 1.5;
                    *w = Some(v);
                    let rolls = ROLLS
                        .iter()
                        .enumerate()
                        .filter(|(_, (dice, _))| roll_walks(*dice).any(|o| o == (d, i as u8 + 1)))
                        .fold(0u64, |m, (k, _)| m | 1 << k);
                    options.push((v, rolls));
                }
            }
        }
        let jump = rng
            .random_bool(0.5)
            .then(|| f64::from(rng.random_range(0..6u8)) * 1.5);
        let (a, b) = (
            expect_over_rolls(&walks, jump),
            expect_from_options(&mut options, jump),
        );
        assert!((a - b).abs() < 1e-12, "{a} vs {b}");
    }
}

#[test]
fn only_the_mirror_across_q_equals_r_keeps_the_odds_of_the_dice() {
    use crate::games::honeycomb::bot::search::{roll_walks, ROLLS};
    // Every rotation and reflection of the six directions (0..6 as die faces - 1), and whether the
    // 216 rolls offer the same sets of walks once the directions are mapped.
    let offers = |map: &dyn Fn(usize) -> usize| {
        let mut sets: Vec<(Vec<(usize, u8)>, u8)> = ROLLS
            .iter()
            .map(|&(dice, w)| {
                let mut set: Vec<(usize, u8)> =
                    roll_walks(dice).map(|(d, n)| (map(d), n)).collect();
                set.sort_unstable();
                (set, w)
            })
            .collect();
        sets.sort_unstable();
        // Merge equal sets (different rolls may offer the same walks).
        let mut merged: Vec<(Vec<(usize, u8)>, u32)> = Vec::new();
        for (set, w) in sets {
            match merged.last_mut() {
                Some((last, total)) if *last == set => *total += u32::from(w),
                _ => merged.push((set, u32::from(w))),
            }
        }
        merged
    };
    let same = offers(&|d| d);
    let mut keeping = Vec::new();
    for k in 0..6 {
        if offers(&|d| (d + k) % 6) == same {
            keeping.push(format!("rotate {k}"));
        }
        if offers(&|d| (k + 6 - d) % 6) == same {
            keeping.push(format!("reflect {k}"));
        }
    }
    assert_eq!(keeping, ["rotate 0", "reflect 5"]);
    // Face f ↔ 7 - f is N ↔ NW, NE ↔ SW, SE ↔ S: the swap (q, r) → (r, q).
    let b = board(3);
    for d in 0..6 {
        assert_eq!(h(b.steps[d].r, b.steps[d].q), b.steps[5 - d]);
    }
}
