//! Hand-worked cases for every item of docs/rulings.md HC-1…8, plus the conformance suite.

mod keep_jumps;
mod radius;
mod solver;

use super::board::board;
use super::rules::*;
use crate::conformance::check_game;
use crate::engine::hex::Hex;
use crate::engine::{apply, Names, Rules, SeatInfo, Session, ToMove};

/// The check's reason for refusing `a` (the test fails if `a` is legal).
fn refusal(s: &State, a: &Action) -> String {
    match Honeycomb.check(s, a) {
        Err(r) => r.0.to_string(),
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
    assert!(
        err.0.to_string().contains("2nd hex") && err.0.to_string().contains("line"),
        "{err}"
    );
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
        .any(|l| l.label.to_string().contains("Fell") && l.points == -3));
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
    assert!(prompt.to_string().contains("S 3"), "{prompt}");
    assert!(!prompt.to_string().contains("N 0"), "{prompt}");
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

/// The trail never runs over a number: seeded random games until a trail with walks and jumps,
/// then every piece of the trail, sampled along its length, keeps clear of the middle of every
/// hex that prints a number or "Start". Before, a walk ran centre to centre through both numbers
/// and a jump's arc passed a third of a hex from the jumped hex's middle.
#[cfg(feature = "gui")]
#[test]
fn the_trail_keeps_clear_of_the_numbers_it_passes() {
    use super::view::sheet::{hex_pos, sheet_fit, trail_segments};
    use rand::{Rng, SeedableRng};
    let mut checked = (0, 0);
    for seed in 0..40u64 {
        let seats = vec![SeatInfo::human("Ann")];
        let mut session = Session::new(Honeycomb, Options::default(), seats, seed).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        while !session.is_over() {
            let legal = session.legal_actions();
            let a = legal[rng.random_range(0..legal.len())];
            session.apply(a).unwrap();
        }
        let s = session.state();
        let rect = egui::Rect::from_min_size(egui::pos2(0.0, 0.0), egui::vec2(800.0, 800.0));
        let fit = sheet_fit(rect, s.radius);
        let b = s.board();
        let centres: Vec<egui::Pos2> = b
            .hexes()
            .into_iter()
            .filter(|&h| !b.is_rim(h))
            .map(|h| hex_pos(&fit, h))
            .collect();
        for (x, y) in trail_segments(&fit, s) {
            for k in 0..=8 {
                let q = x + (y - x) * (k as f32 / 8.0);
                for &c in &centres {
                    assert!(
                        q.distance(c) >= 0.44 * fit.scale,
                        "seed {seed}: trail at {q:?} is {:.2} hex radii from a number",
                        q.distance(c) / fit.scale
                    );
                }
            }
        }
        checked.0 += s.trail.len();
        checked.1 += s.trail.iter().filter(|t| t.1 == StepKind::Jump).count();
    }
    assert!(
        checked.0 > 100 && checked.1 > 5,
        "trail steps and jumps: {checked:?}"
    );
}
