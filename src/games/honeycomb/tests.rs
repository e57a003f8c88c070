//! Hand-worked cases for every item of docs/rulings.md HC-1…8, plus the conformance suite.

use super::board::board;
use super::rules::*;
use crate::conformance::check_game;
use crate::engine::hex::Hex;
use crate::engine::{apply, Names, Rules, SeatInfo, Session, ToMove};

/// The check's reason for refusing `a` (the test fails if `a` is legal).
fn refusal(s: &State, a: &Action) -> String {
    match Honeycomb.check(s, a) {
        Err(r) => r.0,
        Ok(()) => panic!("`{a}` is legal here"),
    }
}

fn h(q: i32, r: i32) -> Hex {
    Hex::new(q, r)
}
const N: Dir = Dir(1);
const NE: Dir = Dir(2);
const SE: Dir = Dir(3);
const S: Dir = Dir(4);
const SW: Dir = Dir(5);

/// A position with Sadie at `pos` and these dice on the table.
fn rolled(pos: Hex, lined: &[Hex], filled: &[Hex], jumps: u8, dice: [u8; 3]) -> State {
    let mut all_filled = filled.to_vec();
    all_filled.push(Hex::ORIGIN);
    all_filled.push(pos);
    let mut s = State::with_marks(pos, lined, &all_filled, jumps);
    s.phase = Phase::Rolled(dice);
    s
}

#[test]
fn board_has_127_hexes_with_ring_values() {
    assert_eq!(board(6).hexes().len(), 127);
    assert_eq!(board(6).value(h(0, 0)), 0);
    assert_eq!(board(6).value(h(0, -1)), 1);
    assert_eq!(board(6).value(h(5, -5)), 5);
    assert_eq!(board(6).value(h(-3, -2)), 5);
    assert!(board(6).is_rim(h(6, 0)) && board(6).is_rim(h(-3, 6)));
    assert_eq!(board(6).value(h(6, 0)), 0, "rim hexes score nothing");
}

#[test]
fn die_faces_name_the_compass_directions() {
    let steps: Vec<Hex> = Dir::all().map(|d| d.step()).collect();
    assert_eq!(
        steps,
        vec![h(0, -1), h(1, -1), h(1, 0), h(0, 1), h(-1, 1), h(-1, 0)]
    );
    assert_eq!("ne".parse::<Dir>(), Ok(NE));
}

#[test]
fn a_roll_offers_up_to_three_choices_and_repeats_merge() {
    assert_eq!(roll_choices([1, 4, 6]), vec![(N, 2), (S, 5), (Dir(6), 3)]);
    // 3 3 5: the two threes give the same choice (SE 2); the five gives SW 0.
    assert_eq!(roll_choices([3, 3, 5]), vec![(SE, 2), (SW, 0)]);
    assert_eq!(roll_choices([2, 2, 2]), vec![(NE, 0)]);
}

#[test]
fn rulings_example_north_three_from_the_centre() {
    let mut s = rolled(Hex::ORIGIN, &[], &[], 3, [1, 2, 5]);
    assert!(Honeycomb.legal_actions(&s).contains(&Action::Move(N, 3)));
    apply(&Honeycomb, &mut s, &Action::Move(N, 3)).unwrap();
    assert_eq!(s.mark(h(0, -1)), Mark::Lined);
    assert_eq!(s.mark(h(0, -2)), Mark::Lined);
    assert_eq!(s.mark(h(0, -3)), Mark::Filled);
    assert_eq!(s.pos, h(0, -3));
    assert_eq!(s.filled_sum(), 3);
    assert_eq!(s.phase, Phase::AwaitRoll);
}

#[test]
fn a_path_through_a_line_or_filled_hex_is_blocked() {
    // Lined hex in the middle of the path.
    let s = rolled(Hex::ORIGIN, &[h(0, -2)], &[], 3, [1, 2, 5]);
    assert!(!Honeycomb.legal_actions(&s).contains(&Action::Move(N, 3)));
    let mut t = s.clone();
    let err = apply(&Honeycomb, &mut t, &Action::Move(N, 3)).unwrap_err();
    assert!(err.0.contains("2nd hex") && err.0.contains("line"), "{err}");
    assert_eq!(t, s, "a refused move changes nothing");
    // Landing on a filled hex.
    let s = rolled(Hex::ORIGIN, &[], &[h(0, -3)], 3, [1, 2, 5]);
    assert!(!Honeycomb.legal_actions(&s).contains(&Action::Move(N, 3)));
    assert!(refusal(&s, &Action::Move(N, 3)).contains("end on is already filled"));
}

#[test]
fn the_filled_centre_blocks_a_walk_but_not_a_jump() {
    // From (0,2), N 3 would cross (0,1) and the centre (0,0).
    let s = rolled(h(0, 2), &[h(0, 1)], &[], 1, [1, 3, 6]);
    assert!(refusal(&s, &Action::Move(N, 3)).contains("1st hex"));
    let s = rolled(h(0, 1), &[], &[], 1, [1, 2, 4]);
    let r = refusal(&s, &Action::Move(N, 2));
    assert!(r.contains("1st hex") && r.contains("filled"), "{r}");
    // A jump N from (0,1) lands on (0,-1), passing over the centre.
    assert!(Honeycomb.legal_actions(&s).contains(&Action::Jump(N)));
}

#[test]
fn distance_zero_is_never_a_move() {
    let s = rolled(Hex::ORIGIN, &[], &[], 2, [4, 4, 4]);
    let legal = Honeycomb.legal_actions(&s);
    assert!(
        legal.iter().all(|a| matches!(a, Action::Jump(_))),
        "{legal:?}"
    );
    assert!(refusal(&s, &Action::Move(S, 0)).contains("distance of 0"));
    assert_eq!(
        Honeycomb.to_move(&s),
        ToMove::Seat(0),
        "with jumps left she is not falling"
    );
}

#[test]
fn distance_zero_without_jumps_is_a_fall_scoring_zero() {
    let mut s = State::with_marks(h(0, -3), &[h(0, -1), h(0, -2)], &[h(0, -3)], 0);
    s.phase = Phase::Rolling;
    apply(&Honeycomb, &mut s, &Action::Dice([4, 4, 4])).unwrap();
    assert_eq!(s.phase, Phase::Over(Ending::Fell));
    let score = &Honeycomb.scores(&s)[0];
    assert_eq!(score.total, 0);
    assert!(score
        .lines
        .iter()
        .any(|l| l.label.contains("Fell") && l.points == -3));
    assert!(Honeycomb.winners(&s).is_empty());
}

#[test]
fn no_move_and_no_usable_jump_is_a_fall() {
    // Sadie at (0,-1) with two jumps: every jump landing is lined, and the roll 1 2 3 offers
    // N 1, NE 1 and SE 1 onto neighbours that are lined too.
    let pos = h(0, -1);
    let mut lined: Vec<Hex> = Dir::all().map(|d| jump_target(pos, d)).collect();
    lined.extend([pos + N.step(), pos + NE.step(), pos + SE.step()]);
    let mut s = State::with_marks(pos, &lined, &[pos], 2);
    s.phase = Phase::Rolling;
    apply(&Honeycomb, &mut s, &Action::Dice([1, 2, 3])).unwrap();
    assert_eq!(s.phase, Phase::Over(Ending::Fell));
    assert_eq!(Honeycomb.scores(&s)[0].total, 0);
}

#[test]
fn reaching_the_rim_before_the_last_step_escapes() {
    // From (0,-4), N 5: passes (0,-5), reaches the rim (0,-6) at step 2 of 5.
    let mut s = rolled(h(0, -4), &[], &[], 3, [1, 1, 6]);
    assert_eq!(walk_path(board(6), h(0, -4), N, 5).end, h(0, -6));
    apply(&Honeycomb, &mut s, &Action::Move(N, 5)).unwrap();
    assert_eq!(s.phase, Phase::Over(Ending::Escaped(h(0, -6))));
    assert_eq!(
        s.mark(h(0, -5)),
        Mark::Lined,
        "hexes before the rim are lined"
    );
    assert_eq!(
        s.mark(h(0, -6)),
        Mark::Empty,
        "the rim itself is not marked"
    );
    assert_eq!(
        Honeycomb.scores(&s)[0].total,
        4,
        "only the filled (0,-4) counts"
    );
    assert_eq!(Honeycomb.winners(&s), vec![0]);
}

#[test]
fn an_escape_needs_the_hexes_before_the_rim_free() {
    let s = rolled(h(0, -4), &[h(0, -5)], &[], 3, [1, 1, 6]);
    assert!(!Honeycomb.legal_actions(&s).contains(&Action::Move(N, 5)));
    assert!(refusal(&s, &Action::Move(N, 5)).contains("1st hex"));
}

#[test]
fn a_jump_passes_over_a_line_and_leaves_the_jumped_hex_alone() {
    let mut s = State::with_marks(Hex::ORIGIN, &[h(1, -1)], &[], 3);
    assert!(Honeycomb.legal_actions(&s).contains(&Action::Jump(NE)));
    apply(&Honeycomb, &mut s, &Action::Jump(NE)).unwrap();
    assert_eq!(s.pos, h(2, -2));
    assert_eq!(s.mark(h(2, -2)), Mark::Filled);
    assert_eq!(s.mark(h(1, -1)), Mark::Lined, "unchanged by the jump");
    assert_eq!(s.jumps_left, 2);
    // An empty jumped-over hex stays empty.
    let mut s = State::with_marks(Hex::ORIGIN, &[], &[], 3);
    apply(&Honeycomb, &mut s, &Action::Jump(S)).unwrap();
    assert_eq!(s.mark(h(0, 1)), Mark::Empty);
}

#[test]
fn a_jump_may_not_land_on_a_line_or_a_filled_hex() {
    let s = State::with_marks(Hex::ORIGIN, &[h(0, -2)], &[h(2, 0)], 3);
    let legal = Honeycomb.legal_actions(&s);
    assert!(!legal.contains(&Action::Jump(N)) && !legal.contains(&Action::Jump(SE)));
    assert!(refusal(&s, &Action::Jump(N)).contains("line"));
    assert!(refusal(&s, &Action::Jump(SE)).contains("filled"));
}

#[test]
fn jumps_are_limited_to_three_and_may_follow_a_roll_discarding_it() {
    let mut s = rolled(Hex::ORIGIN, &[], &[], 1, [1, 2, 5]);
    apply(&Honeycomb, &mut s, &Action::Jump(S)).unwrap();
    assert_eq!(s.phase, Phase::AwaitRoll, "the roll is thrown away");
    assert_eq!(s.jumps_left, 0);
    assert!(!Honeycomb
        .legal_actions(&s)
        .iter()
        .any(|a| matches!(a, Action::Jump(_))));
    assert_eq!(refusal(&s, &Action::Jump(N)), "You have no jumps left.");
    // Several jumps in a row are fine.
    let mut s = State::with_marks(Hex::ORIGIN, &[], &[], 3);
    for d in [N, N, N] {
        apply(&Honeycomb, &mut s, &Action::Jump(d)).unwrap();
    }
    assert_eq!(
        s.phase,
        Phase::Over(Ending::Escaped(h(0, -6))),
        "third jump N reaches the rim"
    );
    assert_eq!(Honeycomb.scores(&s)[0].total, 2 + 4);
}

#[test]
fn a_jump_beyond_the_rim_escapes() {
    let mut s = State::with_marks(h(0, -5), &[], &[h(0, -5)], 1);
    apply(&Honeycomb, &mut s, &Action::Jump(N)).unwrap();
    assert_eq!(s.phase, Phase::Over(Ending::Escaped(h(0, -7))));
    assert_eq!(Honeycomb.scores(&s)[0].total, 5);
    assert_eq!(
        action_target(
            &State::with_marks(h(0, -5), &[], &[h(0, -5)], 1),
            &Action::Jump(N)
        ),
        Some(h(0, -6))
    );
}

#[test]
fn rolling_twice_and_moving_before_rolling_are_refused() {
    let s = State::with_marks(Hex::ORIGIN, &[], &[], 3);
    assert!(refusal(&s, &Action::Move(N, 2)).starts_with("Roll the dice first"));
    let s = rolled(Hex::ORIGIN, &[], &[], 3, [1, 2, 5]);
    assert!(refusal(&s, &Action::Roll).contains("already rolled"));
    assert!(refusal(&s, &Action::Move(S, 2)).contains("not one of them"));
}

#[test]
fn chance_outcomes_are_checked() {
    let mut s = State::with_marks(Hex::ORIGIN, &[], &[], 3);
    s.phase = Phase::Rolling;
    assert!(apply(&Honeycomb, &mut s.clone(), &Action::Dice([0, 3, 4])).is_err());
    assert!(apply(&Honeycomb, &mut s.clone(), &Action::Roll).is_err());
    assert!(apply(&Honeycomb, &mut s, &Action::Dice([6, 3, 4])).is_ok());
}

#[test]
fn hover_reasons_name_the_problem() {
    let s = rolled(Hex::ORIGIN, &[h(0, -2)], &[], 3, [1, 2, 5]);
    // The candidates aimed at (0,-3): only N 3, which crosses the line at (0,-2).
    let aimed: Vec<Action> = Honeycomb
        .candidate_actions(&s)
        .into_iter()
        .filter(|a| action_target(&s, a) == Some(h(0, -3)))
        .collect();
    assert_eq!(aimed, vec![Action::Move(N, 3)]);
    assert!(refusal(&s, &aimed[0]).contains("2nd hex"));
    // 1 2 5 offers N 3, NE 4 and SW 1; NE 4 lands on (4,-4): legal.
    assert!(Honeycomb.check(&s, &Action::Move(NE, 4)).is_ok());
}

#[test]
fn words_never_offer_a_distance_of_zero() {
    // 4 4 1: direction 4 with distance 3, or direction 1 with distance 0 (never a move).
    let s = rolled(Hex::ORIGIN, &[], &[], 3, [4, 4, 1]);
    let prompt = Honeycomb.prompt(&s, Names::NONE);
    assert!(prompt.contains("S 3"), "{prompt}");
    assert!(!prompt.contains("N 0"), "{prompt}");
    let why = refusal(&s, &Action::Move(SE, 1));
    assert!(why.contains("S 3") && !why.contains("N 0"), "{why}");
}

#[test]
fn notation_round_trips_and_rejects_nonsense() {
    for a in [
        Action::Roll,
        Action::Dice([1, 6, 3]),
        Action::Move(SW, 4),
        Action::Jump(NE),
    ] {
        assert_eq!(a.to_string().parse::<Action>(), Ok(a));
    }
    assert_eq!("move N 3".parse::<Action>(), Ok(Action::Move(N, 3)));
    assert!("move X 3".parse::<Action>().is_err());
    assert!("fly".parse::<Action>().is_err());
    assert!("dice 1 2".parse::<Action>().is_err());
}

#[test]
fn undo_never_rerolls_the_dice() {
    let mut s = Session::new(
        Honeycomb,
        Options::default(),
        vec![SeatInfo::human("A")],
        42,
    )
    .unwrap();
    s.apply(Action::Roll).unwrap();
    let dice = s.state().dice().unwrap();
    let first = s.legal_actions()[0];
    s.apply(first).unwrap();
    assert!(s.undo());
    assert_eq!(
        s.state().dice(),
        Some(dice),
        "undoing the move keeps the roll"
    );
    assert!(s.undo());
    assert_eq!(s.state().phase, Phase::AwaitRoll);
    s.apply(Action::Roll).unwrap();
    assert_eq!(
        s.state().dice(),
        Some(dice),
        "rolling again after undo gives the same dice"
    );
    assert!(s.redo() || !s.can_redo());
}

#[test]
fn redo_replays_what_undo_took_back() {
    let mut s = Session::new(Honeycomb, Options::default(), vec![SeatInfo::human("A")], 9).unwrap();
    s.apply(Action::Roll).unwrap();
    let a = s.legal_actions()[0];
    s.apply(a).unwrap();
    let after = s.state().clone();
    s.undo();
    s.undo();
    assert!(s.redo() && s.redo());
    assert_eq!(s.state(), &after);
    assert!(!s.redo());
}

#[test]
fn normal_bot_beats_easy_over_seeded_games() {
    use crate::engine::BotLevel;
    let mean = |level: BotLevel| {
        let mut total = 0;
        for seed in 0..40 {
            let mut s = Session::new(
                Honeycomb,
                Options::default(),
                vec![SeatInfo::bot("B", level)],
                seed,
            )
            .unwrap();
            while !s.is_over() {
                let c = s.bot_choice(level).expect("a seat to move has a choice");
                s.apply(c.action).unwrap();
            }
            total += Honeycomb.scores(s.state())[0].total;
        }
        total as f64 / 40.0
    };
    let (easy, normal) = (mean(BotLevel::Easy), mean(BotLevel::Normal));
    assert!(normal > easy + 5.0, "normal {normal} vs easy {easy}");
}

/// The registry-wide suite (games/mod.rs) runs 1,000 games; this adds another seed range.
#[test]
fn conformance_another_seed_range() {
    check_game(Honeycomb, Options::default(), 1, 300, 7);
}

// ---- Board sizes -------------------------------------------------------------------------------

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

// ---- The exact solver --------------------------------------------------------------------------

use super::bot::search::{Pos, Solver};

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
    use super::bot::lookahead_choice;
    use crate::engine::Think;
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
    let start = std::time::Instant::now();
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
fn flood(b: &super::board::Board, p: &Pos) -> u128 {
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
    use super::board::MAX_WALK;
    use super::bot::search::{expect_from_options, expect_over_rolls, roll_walks, ROLLS};
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
    use super::bot::search::{roll_walks, ROLLS};
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
