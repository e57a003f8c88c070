//! Board sizes: the radius option, its rim and saves, and the move tables on every radius.

use super::*;

fn opts(radius: u8) -> Options {
    Options { radius }
}

#[test]
fn smaller_boards_keep_ring_values_and_put_the_rim_at_the_radius() {
    for radius in 3..=6u8 {
        let b = board(radius);
        let r = i32::from(radius);
        assert_eq!(b.radius(), r);
        assert_eq!(b.hexes().len() as i32, 3 * r * (r + 1) + 1);
        assert_eq!(b.inner_cells() as i32, 3 * r * (r - 1) + 1);
        for k in 1..r {
            assert_eq!(b.value(h(0, -k)), k, "ring {k} is worth {k} at radius {r}");
            assert!(!b.is_rim(h(k, 0)));
        }
        assert!(b.is_rim(h(0, -r)) && b.is_rim(h(r, -r)) && b.is_rim(h(-r, r)));
        assert_eq!(b.value(h(0, -r)), 0, "the rim scores nothing");
        assert!(!b.contains(h(0, -r - 1)));
    }
}

#[test]
fn on_radius_three_ring_three_is_the_rim() {
    // From the centre, N 3 would fill (0,-3) on the printed board; at radius 3 it escapes there.
    let mut s = Honeycomb.new_state(&opts(3), 1).unwrap();
    s.phase = Phase::Rolled([1, 2, 5]);
    apply(&Honeycomb, &mut s, &Action::Move(N, 3)).unwrap();
    assert_eq!(s.phase, Phase::Over(Ending::Escaped(h(0, -3))));
    assert_eq!(s.mark(h(0, -1)), Mark::Lined);
    assert_eq!(s.mark(h(0, -2)), Mark::Lined);
    assert_eq!(Honeycomb.scores(&s)[0].total, 0, "nothing was filled");
    // N 2 fills the ring-2 hex for 2 points; a walk of 4 or 5 from there escapes at once.
    let mut s = Honeycomb.new_state(&opts(3), 1).unwrap();
    s.phase = Phase::Rolled([1, 3, 5]);
    apply(&Honeycomb, &mut s, &Action::Move(N, 2)).unwrap();
    assert_eq!((s.pos, s.filled_sum()), (h(0, -2), 2));
    s.phase = Phase::Rolled([1, 1, 6]);
    apply(&Honeycomb, &mut s, &Action::Move(N, 5)).unwrap();
    assert_eq!(s.phase, Phase::Over(Ending::Escaped(h(0, -3))));
    assert_eq!(Honeycomb.scores(&s)[0].total, 2);
    // Ring 2 is the top value: a radius-3 board never shows a 3.
    assert!(board(3).hexes().iter().all(|&x| board(3).value(x) <= 2));
}

#[test]
fn a_jump_off_a_radius_three_board_escapes() {
    // From ring 2, a jump N lands on (0,-4): off the sheet, an escape keeping the 2 points.
    let mut s = State::with_marks_on(3, h(0, -2), &[], &[h(0, -2)], 1);
    assert_eq!(action_target(&s, &Action::Jump(N)), Some(h(0, -3)));
    apply(&Honeycomb, &mut s, &Action::Jump(N)).unwrap();
    assert_eq!(s.phase, Phase::Over(Ending::Escaped(h(0, -4))));
    assert_eq!(Honeycomb.scores(&s)[0].total, 2);
    // From ring 1 a jump outwards lands on ring 3, the rim: also an escape.
    let mut s = State::with_marks_on(3, h(0, -1), &[], &[h(0, -1)], 2);
    apply(&Honeycomb, &mut s, &Action::Jump(N)).unwrap();
    assert_eq!(s.phase, Phase::Over(Ending::Escaped(h(0, -3))));
    assert_eq!(Honeycomb.scores(&s)[0].total, 1);
    // The same jump on the printed board lands on ring 3 and scores it.
    let mut s = State::with_marks(h(0, -1), &[], &[h(0, -1)], 2);
    apply(&Honeycomb, &mut s, &Action::Jump(N)).unwrap();
    assert_eq!((s.phase, s.filled_sum()), (Phase::AwaitRoll, 4));
}

#[test]
fn the_radius_option_is_declared_once_and_parsed() {
    use crate::game::{option_choices, options_from, Game};
    let specs = Honeycomb::options();
    assert_eq!(specs.len(), 1);
    assert_eq!(specs[0].key, "radius");
    assert_eq!(
        specs[0].choices[0].value, "6",
        "the printed board is the default"
    );
    for radius in 3..=6u8 {
        let map = [("radius".to_string(), radius.to_string())].into();
        let o = options_from(&specs, "Honeycomb Caverns", &map).unwrap();
        assert_eq!(o, opts(radius));
        assert_eq!(option_choices(&specs, &o), map);
        assert_eq!(Honeycomb.new_state(&o, 1).unwrap().radius, radius);
    }
    let map = [("radius".to_string(), "7".to_string())].into();
    assert!(options_from(&specs, "Honeycomb Caverns", &map).is_err());
    assert!(Honeycomb
        .new_state(&opts(2), 1)
        .unwrap_err()
        .contains("radius 2"));
}

#[test]
fn saves_keep_the_radius_and_old_saves_load_as_the_printed_board() {
    use crate::game::load_session;
    for radius in [3u8, 6] {
        let mut s = Session::new(Honeycomb, opts(radius), vec![SeatInfo::human("A")], 4).unwrap();
        s.apply(Action::Roll).unwrap();
        let text = crate::game::save_text(&s).unwrap();
        let loaded = load_session(Honeycomb, &text).unwrap();
        assert_eq!(loaded.state(), s.state());
        assert_eq!(loaded.state().radius, radius);
    }
    // A save from before the option existed has `options: ()`.
    let old = r#"(format: 1, game: "honeycomb-caverns", options: (), seed: 3, seats: [(name: "A", kind: Human)], log: ["roll"])"#;
    let loaded = load_session(Honeycomb, old).unwrap();
    assert_eq!(loaded.state().radius, 6);
    assert_eq!(loaded.state().board().hexes().len(), 127);
}

#[test]
fn conformance_on_every_radius() {
    for radius in 3..=5u8 {
        check_game(Honeycomb, opts(radius), 1, 150, u64::from(radius));
    }
}

/// The table-driven legal moves agree with the reference path walk on every radius, in random
/// positions (the conformance suite checks `legal_actions` against `check`; this checks the walk
/// geometry itself: what a move lines, fills and where it escapes).
#[test]
fn move_tables_agree_with_the_path_walk() {
    use rand::{Rng, SeedableRng};
    for radius in 3..=6u8 {
        let b = board(radius);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(u64::from(radius));
        for _ in 0..40 {
            let mut s = Honeycomb.fresh_on(radius);
            while s.phase != Phase::Over(Ending::Fell)
                && !matches!(s.phase, Phase::Over(Ending::Escaped(_)))
            {
                if let Phase::Rolled(dice) = s.phase {
                    for (d, n) in roll_choices(dice).into_iter().filter(|c| c.1 > 0) {
                        let p = walk_path(b, s.pos, d, n);
                        let mut t = s.clone();
                        if Honeycomb.check(&t, &Action::Move(d, n)).is_ok() {
                            Honeycomb.perform(&mut t, &Action::Move(d, n));
                            assert!(p.passed.iter().all(|&x| t.mark(x) == Mark::Lined));
                            if p.escape {
                                assert_eq!(t.phase, Phase::Over(Ending::Escaped(p.end)));
                            } else {
                                assert_eq!((t.pos, t.mark(p.end)), (p.end, Mark::Filled));
                            }
                        }
                    }
                }
                let a = match Honeycomb.to_move(&s) {
                    ToMove::Chance => Honeycomb.sample_chance(&s, &mut rng),
                    _ => {
                        let legal = Honeycomb.legal_actions(&s);
                        legal[rng.random_range(0..legal.len())]
                    }
                };
                Honeycomb.perform(&mut s, &a);
            }
        }
    }
}
