//! Hand-worked cases for docs/rulings.md DI, the fixes made while moving to the one-check contract,
//! the drawing (names, frame cost, the ghost, the cube's roll), and the conformance suite.

mod table;

use super::cube::*;
use super::notation::Action;
use super::rules::Diaominos;
use super::shapes::GEO;
use super::state::*;
use crate::conformance::check_game;
use crate::engine::{apply, Names, Rules, SeatInfo, Session};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const I: u8 = 0;
const O: u8 = 1;
const T: u8 = 2;
const L: u8 = 3;
const S: u8 = 4;
// Default colours: R=0 I, O=1 O, Y=2 T, G=3 L, B=4 S, W=5 wild.
const WILD: u8 = 5;

fn cell(name: &str) -> u8 {
    GEO.parse_cell(name).unwrap() as u8
}

fn act(s: &str) -> Action {
    s.parse().unwrap()
}

/// The check's reason for refusing `a` (the test fails if `a` is legal).
fn refusal(s: &State, a: &Action) -> String {
    match Diaominos.check(s, a) {
        Err(r) => r.0,
        Ok(()) => panic!("`{a}` is legal here"),
    }
}

/// A solved cube with the top and the given sides repainted (test positions need not be real cubes).
fn cube_with(top: [u8; 4], sides: &[(Dir, [u8; 4])]) -> Cube {
    let mut c = Cube::solved();
    for (k, p) in Cube::face_positions(Face::U).into_iter().enumerate() {
        c.stickers[p] = top[k];
    }
    for (d, cols) in sides {
        for (k, p) in Cube::face_positions(Face::side(*d)).into_iter().enumerate() {
            c.stickers[p] = cols[k];
        }
    }
    c
}

/// One seat, default colours, round 1 started with this cube.
fn table(top: [u8; 4], south: [u8; 4]) -> State {
    let mut s = Diaominos.with_cube(1, cube_with(top, &[(Dir::S, south)]));
    Diaominos.start_round(&mut s);
    s
}

fn random_scramble(rng: &mut ChaCha8Rng, cube: &mut Cube) {
    let turns: Vec<Turn> = Turn::all().collect();
    for _ in 0..25 {
        cube.turn(turns[rng.random_range(0..turns.len())]);
    }
    let o = rng.random_range(0..24);
    cube.rotate_whole(&ORIENTATIONS[o]);
}

fn sorted(mut v: [u8; 4]) -> [u8; 4] {
    v.sort();
    v
}

// ---------------------------------------------------------------- the cube

#[test]
fn there_are_24_orientations() {
    assert_eq!(ORIENTATIONS.len(), 24);
}

#[test]
fn table_of_tops_and_sides_holds_for_any_scramble() {
    // docs/rulings.md DI-11: per round, which surface (named by where it faced on A) is on top and
    // faces South, West, North, East.
    use Face::*;
    let expected = [
        [U, S, W, N, E],
        [W, N, U, S, D],
        [S, E, D, W, U],
        [D, W, S, E, N],
        [E, U, N, D, S],
        [N, D, E, U, W],
    ];
    for seed in [1u64, 2, 3, 99, 12345] {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // Distinct labels follow single stickers through the scramble and the rolls.
        let mut cube = Cube::from_labels(std::array::from_fn(|i| i as u8));
        random_scramble(&mut rng, &mut cube);
        let at_a = |f: Face| sorted(cube.face(f));
        let mut s = Diaominos.with_cube(4, cube.clone());
        for (r, row) in expected.iter().enumerate() {
            Diaominos.start_round(&mut s);
            assert_eq!(s.round as usize, r + 1);
            assert_eq!(
                sorted(s.cube.top()),
                at_a(row[0]),
                "seed {seed} round {} top",
                r + 1
            );
            for seat in 0..4 {
                assert_eq!(
                    sorted(s.facing(seat)),
                    at_a(row[seat + 1]),
                    "seed {seed} round {} seat {seat}",
                    r + 1
                );
            }
        }
        // Every surface is on top once and faces each seat once.
        for col in 0..5 {
            let mut seen: Vec<Face> = expected.iter().map(|row| row[col]).collect();
            seen.sort_by_key(|f| f.index());
            assert_eq!(seen, Face::ALL.to_vec());
        }
    }
}

#[test]
fn seats_sit_on_the_ruled_sides() {
    assert_eq!(seat_dir(1, 0), Dir::S);
    assert_eq!([seat_dir(2, 0), seat_dir(2, 1)], [Dir::S, Dir::N]);
    assert_eq!(
        [seat_dir(3, 0), seat_dir(3, 1), seat_dir(3, 2)],
        [Dir::S, Dir::W, Dir::N]
    );
    assert_eq!(
        [
            seat_dir(4, 0),
            seat_dir(4, 1),
            seat_dir(4, 2),
            seat_dir(4, 3)
        ],
        [Dir::S, Dir::W, Dir::N, Dir::E]
    );
}

#[test]
fn tip_moves_faces_as_ruled() {
    // Tipping north: the north side goes down, the top goes north, the south side comes up.
    let mut c = Cube::solved();
    c.tip(Dir::N);
    assert_eq!(c.face(Face::N), [Face::U.index() as u8; 4]);
    assert_eq!(c.face(Face::D), [Face::N.index() as u8; 4]);
    assert_eq!(c.face(Face::U), [Face::S.index() as u8; 4]);
    assert_eq!(c.face(Face::S), [Face::D.index() as u8; 4]);
    assert_eq!(c.face(Face::E), [Face::E.index() as u8; 4]);
    let mut c = Cube::solved();
    c.tip(Dir::E);
    assert_eq!(c.face(Face::E), [Face::U.index() as u8; 4]);
    assert_eq!(c.face(Face::U), [Face::W.index() as u8; 4]);
}

#[test]
fn four_tips_and_four_turns_are_identity() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut start = Cube::from_labels(std::array::from_fn(|i| i as u8));
    random_scramble(&mut rng, &mut start);
    for d in Dir::ALL {
        let mut c = start.clone();
        c.tip(d);
        assert_ne!(c, start);
        for _ in 0..3 {
            c.tip(d);
        }
        assert_eq!(c, start, "four tips {d}");
    }
    for t in Turn::all() {
        let mut c = start.clone();
        c.turn(t);
        assert_ne!(c, start);
        for _ in 0..3 {
            c.turn(t);
        }
        assert_eq!(c, start, "four turns {t}");
    }
}

#[test]
fn a_tip_north_is_both_east_west_layers_turned_together() {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let mut a = Cube::from_labels(std::array::from_fn(|i| i as u8));
    random_scramble(&mut rng, &mut a);
    let mut b = a.clone();
    a.tip(Dir::N);
    b.turn("E".parse().unwrap());
    b.turn("W'".parse().unwrap());
    assert_eq!(a, b);
}

#[test]
fn scrambles_keep_colour_counts_and_twist() {
    for seed in 0..20 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut c = Cube::solved();
        random_scramble(&mut rng, &mut c);
        assert_eq!(c.colour_counts(), [4; 6]);
        assert_eq!(c.twist_sum(), Some(0));
        c.check().unwrap();
        for d in [Dir::N, Dir::N, Dir::E, Dir::W, Dir::S] {
            c.tip(d);
            assert_eq!(c.twist_sum(), Some(0));
        }
    }
    // A single twisted corner is caught.
    let mut c = Cube::solved();
    let s = c.stickers;
    c.stickers[0] = s[1];
    c.stickers[1] = s[2];
    c.stickers[2] = s[0];
    assert!(c.check().is_err());
}

#[test]
fn scramble_notation_round_trips_and_is_checked() {
    let st = Diaominos.new_state(&Options::default(), 2).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let a = Diaominos.sample_chance(&st, &mut rng);
    let text = a.to_string();
    assert_eq!(text.parse::<Action>().unwrap(), a);
    assert!(Diaominos.check_chance(&st, &a).is_ok());
    assert!(Diaominos
        .check_chance(&st, &act("scramble U N' @3"))
        .is_err());
    assert!(Diaominos
        .check_chance(
            &st,
            &act(&text.replace(&text[text.rfind('@').unwrap()..], "@24"))
        )
        .is_err());
}

// ---------------------------------------------------------------- colours

#[test]
fn colours_default_or_one_by_one() {
    let mut s = Diaominos.new_state(&Options::default(), 2).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let sc = Diaominos.sample_chance(&s, &mut rng);
    apply(&Diaominos, &mut s, &sc).unwrap();
    let legal = Diaominos.legal_actions(&s);
    assert_eq!(legal.len(), 7, "default + six colours for I");
    apply(&Diaominos, &mut s, &act("colours default")).unwrap();
    // Seat 2 picks: W for I, then O may not take W again.
    apply(&Diaominos, &mut s, &act("colour I W")).unwrap();
    assert!(apply(&Diaominos, &mut s, &act("colours default")).is_err());
    let r = apply(&Diaominos, &mut s, &act("colour O W")).unwrap_err();
    assert!(r.0.contains("already"), "{r}");
    let r = apply(&Diaominos, &mut s, &act("colour T R")).unwrap_err();
    assert!(r.0.contains("order"), "{r}");
    for a in ["colour O R", "colour T O", "colour L Y", "colour S G"] {
        apply(&Diaominos, &mut s, &act(a)).unwrap();
    }
    assert_eq!(s.sheets[1].wild_colour(), Some(4), "blue is left over");
    assert_eq!(s.sheets[0].wild_colour(), Some(WILD));
    assert_eq!(s.round, 1);
}

// ---------------------------------------------------------------- marking

#[test]
fn marks_go_bottom_most_then_right_most() {
    // Three yellow (T) stickers on top and one green (L).
    let s = table([2, 2, 2, 3], [0, 0, 0, 0]);
    let sh = &s.sheets[0];
    // T `###/.#.`: cells 0,1,2 top row, 3 the stem. Stem first, then right to left.
    assert_eq!(
        sh.drawings[T as usize],
        [Mark::Unmarked, Mark::Marked, Mark::Marked, Mark::Marked]
    );
    // L `#./#./##`: the foot (cell 3) is bottom-right.
    assert_eq!(
        sh.drawings[L as usize],
        [Mark::Unmarked, Mark::Unmarked, Mark::Unmarked, Mark::Marked]
    );
    // S `.##/##.`: bottom row is cells 2, 3; right-most of those is 3.
    let mut sh = Sheet::new();
    sh.mark_drawing(S as usize);
    assert_eq!(sh.drawings[S as usize][3], Mark::Marked);
    sh.mark_drawing(S as usize);
    assert_eq!(sh.drawings[S as usize][2], Mark::Marked);
    sh.mark_drawing(S as usize);
    assert_eq!(
        sh.drawings[S as usize][1],
        Mark::Marked,
        "then the top row's right cell"
    );
}

#[test]
fn full_drawings_ignore_marks_and_used_cells_stay_used() {
    let mut sh = Sheet::new();
    sh.drawings[O as usize] = [Mark::Used, Mark::Marked, Mark::Used, Mark::Marked];
    sh.mark_drawing(O as usize);
    assert_eq!(
        sh.drawings[O as usize],
        [Mark::Used, Mark::Marked, Mark::Used, Mark::Marked]
    );
    sh.drawings[O as usize] = [Mark::Unmarked, Mark::Marked, Mark::Used, Mark::Used];
    sh.mark_drawing(O as usize);
    assert_eq!(sh.drawings[O as usize][0], Mark::Marked);
}

#[test]
fn wild_top_sticker_offers_an_optional_grid_mark_that_makes_a_diamond() {
    let mut s = table([WILD, WILD, 0, 0], [1, 1, 1, 1]);
    assert_eq!(s.phase, Phase::Wild { seat: 0, left: 2 });
    let legal = Diaominos.legal_actions(&s);
    assert_eq!(legal.len(), GEO.cells + 1, "every empty cell plus forgoing");
    assert!(legal.contains(&Action::NoMark));
    apply(&Diaominos, &mut s, &act("mark b1")).unwrap();
    let r = apply(&Diaominos, &mut s, &act("mark b1")).unwrap_err();
    assert!(r.0.contains("already"), "{r}");
    apply(&Diaominos, &mut s, &act("nomark")).unwrap();
    assert_eq!(s.phase, Phase::Load(0));
    // The O drawing has no marks, but the O covering b1 makes a diamond there.
    apply(&Diaominos, &mut s, &act("load O 0 a1")).unwrap();
    let sh = &s.sheets[0];
    assert_eq!(sh.grid[cell("b1") as usize], Cell::Diamond);
    assert_eq!(sh.grid[cell("a1") as usize], Cell::Filled);
    assert_eq!(sh.grid[cell("a2") as usize], Cell::Filled);
    // Wild marks cannot go on loaded cells (asked as if another wild mark were due).
    s.phase = Phase::Wild { seat: 0, left: 1 };
    let r = refusal(&s, &act("mark a1"));
    assert!(r.contains("a1 is already loaded"), "{r}");
}

// ---------------------------------------------------------------- loading

#[test]
fn orientation_counts_and_first_load_counts() {
    let counts: Vec<usize> = GEO.shapes.iter().map(|s| s.orientations.len()).collect();
    assert_eq!(
        counts,
        vec![4, 8, 8, 8, 8],
        "an I mirrored equals the I turned twice"
    );
    let mut sh = Sheet::new();
    let m = sh.masks();
    // On an empty grid every placement must lie on the bottom row.
    // I: 2 flat (7 anchors each) + 2 upright (10 each); O: 8 x 9; T: 4 wide (8) + 4 tall (9).
    assert_eq!(sh.placements_of(I as usize, &m).count(), 2 * 7 + 2 * 10);
    assert_eq!(sh.placements_of(O as usize, &m).count(), 8 * 9);
    assert_eq!(sh.placements_of(T as usize, &m).count(), 4 * 8 + 4 * 9);
    sh.slots = vec![Slot::Piece(I), Slot::Piece(I)];
    assert_eq!(
        Diaominos.load_actions(&sh).len(),
        34,
        "two I slots offer the same placements once"
    );
}

#[test]
fn loads_must_touch_a_loaded_cell_or_the_bottom_edge() {
    let mut s = table([0, 0, 0, 0], [0, 1, 2, 3]); // facing: I O T L
    let r = apply(&Diaominos, &mut s, &act("load O 0 e3")).unwrap_err();
    assert!(r.0.contains("touch"), "{r}");
    // A mirrored I is the I turned twice: the duplicate is refused with a pointer.
    let r = refusal(&s, &act("load I 0f e1"));
    assert!(r.contains("orientation 2"), "{r}");
    apply(&Diaominos, &mut s, &act("load I 0 a1")).unwrap();
    // Over the I: overlap refused, touching it from above fine.
    let r = apply(&Diaominos, &mut s, &act("load O 0 c1")).unwrap_err();
    assert!(r.0.contains("already loaded"), "{r}");
    let r = apply(&Diaominos, &mut s, &act("load O 0 j8")).unwrap_err();
    assert!(r.0.contains("stick out"), "{r}");
    let r = apply(&Diaominos, &mut s, &act("load O 0 f4")).unwrap_err();
    assert!(r.0.contains("touch"), "{r}");
    apply(&Diaominos, &mut s, &act("load O 0 c2")).unwrap();
    // The I is used up: no second I this round.
    let r = apply(&Diaominos, &mut s, &act("load I 1 j1")).unwrap_err();
    assert!(r.0.contains("no I"), "{r}");
    // Touching only diagonally (e4 against d3) is not touching.
    let r = apply(&Diaominos, &mut s, &act("load L 0 e4")).unwrap_err();
    assert!(r.0.contains("touch"), "{r}");
}

#[test]
fn diamonds_follow_rotation_and_mirror() {
    // The L's foot (drawing cell 3, bottom-right) is marked.
    let mk = || {
        let mut sh = Sheet::new();
        sh.drawings[L as usize][3] = Mark::Marked;
        sh.slots = vec![Slot::Piece(L)];
        sh
    };
    let diamonds = |a: &str| -> Vec<String> {
        let mut sh = mk();
        let pl = Diaominos::placement_of(&act(a)).unwrap();
        assert!(
            Diaominos.load_actions(&sh).contains(&act(a)),
            "{a} should be legal"
        );
        sh.load(pl, 1);
        assert_eq!(sh.drawings[L as usize][3], Mark::Used);
        (0..GEO.cells)
            .filter(|&i| sh.grid[i] == Cell::Diamond)
            .map(|i| GEO.cell_name(i))
            .collect()
    };
    // As drawn at a1: a1 a2 a3 with the foot at b1.
    assert_eq!(diamonds("load L 0 a1"), vec!["b1"]);
    // Mirrored: b1 b2 b3 with the foot at a1.
    assert_eq!(diamonds("load L 0f a1"), vec!["a1"]);
    // A quarter turn clockwise: a2 b2 c2 over a1, the foot at a1.
    assert_eq!(diamonds("load L 1 a1"), vec!["a1"]);
    // Two quarter turns: a3 b3 over b2 b1... the foot ends top-left at a3.
    assert_eq!(diamonds("load L 2 a1"), vec!["a3"]);
}

#[test]
fn same_footprint_different_diamonds_are_all_offered() {
    let mut sh = Sheet::new();
    sh.drawings[O as usize][3] = Mark::Marked;
    sh.slots = vec![Slot::Piece(O)];
    let legal = Diaominos.load_actions(&sh);
    let at_a1: Vec<&Action> = legal
        .iter()
        .filter(|a| matches!(a, Action::Load { at, .. } if *at == cell("a1")))
        .collect();
    assert_eq!(at_a1.len(), 8, "eight orientations of the O at a1");
    let mut spots: Vec<u8> = at_a1
        .iter()
        .map(|a| {
            let pl = Diaominos::placement_of(a).unwrap();
            pl.cells[3]
        })
        .collect();
    spots.sort();
    spots.dedup();
    assert_eq!(
        spots.len(),
        4,
        "the diamond can land on each of the four cells"
    );
}

fn fill_all_but(sh: &mut Sheet, empty: &[&str]) {
    for i in 0..GEO.cells {
        sh.grid.set(i, Cell::Filled);
    }
    for e in empty {
        sh.grid.set(cell(e) as usize, Cell::Empty);
    }
    // Pretend loads for the invariant-free hand positions.
}

#[test]
fn a_piece_that_fits_must_be_loaded_one_that_does_not_is_skipped() {
    let mut sh = Sheet::new();
    fill_all_but(&mut sh, &["a8", "b8", "a7", "b7"]);
    sh.slots = vec![Slot::Piece(I), Slot::Piece(O)];
    let legal = Diaominos.load_actions(&sh);
    assert!(legal.contains(&Action::Skip(Slot::Piece(I))));
    assert!(!legal.contains(&Action::Skip(Slot::Piece(O))));
    assert_eq!(
        legal
            .iter()
            .filter(|a| matches!(a, Action::Load { .. }))
            .count(),
        8
    );
    let mut s = Diaominos.with_cube(1, Cube::solved());
    s.round = 1;
    s.phase = Phase::Load(0);
    s.sheets[0] = sh.clone();
    let r = refusal(&s, &Action::Skip(Slot::Piece(O)));
    assert!(r.contains("must be loaded"), "{r}");
    // A wild slot must name a piece that fits: here the O.
    sh.slots = vec![Slot::Wild];
    let legal = Diaominos.load_actions(&sh);
    assert!(!legal.contains(&Action::Skip(Slot::Wild)));
    assert!(legal
        .iter()
        .all(|a| matches!(a, Action::Load { piece, .. } if *piece == O)));
    // Three cells left: nothing fits, so the wild is skipped.
    fill_all_but(&mut sh, &["a8", "b8", "a7"]);
    assert_eq!(Diaominos.load_actions(&sh), vec![Action::Skip(Slot::Wild)]);
    // Skipping ends the seat's round when it was the last piece.
    s.sheets[0] = sh;
    apply(&Diaominos, &mut s, &act("skip wild")).unwrap();
    assert_eq!(s.round, 2);
    assert_eq!(s.sheets[0].skipped, vec![(1, Slot::Wild)]);
}

#[test]
fn own_slot_is_used_before_the_wild_one() {
    let mut s = table([0, 0, 0, 0], [2, WILD, 2, 2]); // T, wild, T, T
    apply(&Diaominos, &mut s, &act("load T 0 a1")).unwrap();
    assert_eq!(
        s.sheets[0]
            .slots
            .iter()
            .filter(|x| **x == Slot::Wild)
            .count(),
        1
    );
    apply(&Diaominos, &mut s, &act("load I 0 d1")).unwrap();
    assert!(!s.sheets[0].slots.contains(&Slot::Wild));
    let r = apply(&Diaominos, &mut s, &act("load I 0 a3")).unwrap_err();
    assert!(r.0.contains("no I"), "{r}");
}

// ---------------------------------------------------------------- scoring

#[test]
fn four_new_diamonds_score_their_shape_and_get_spent() {
    let mut s = table([0, 0, 0, 0], [0, 1, 2, 3]); // four red on top: the I drawing is full
    assert_eq!(s.sheets[0].drawings[I as usize], [Mark::Marked; 4]);
    apply(&Diaominos, &mut s, &act("load I 1 a1")).unwrap(); // upright in column a
    let sh = &s.sheets[0];
    assert_eq!(sh.shapes.len(), 1);
    assert_eq!(sh.shapes[0].piece, I);
    for r in ["a1", "a2", "a3", "a4"] {
        assert_eq!(sh.grid[cell(r) as usize], Cell::Spent);
    }
    let sc = &Diaominos.scores(&s)[0];
    // 1 for the shape, 1 for the first I on the sheet, 1 for the first I at the table.
    assert_eq!(sc.total, 3, "{sc:?}");
}

#[test]
fn groups_of_exactly_four_unspent_diamonds_score() {
    let mut sh = Sheet::new();
    // A spent T beside three diamonds: the fourth diamond makes an L of unspent cells.
    for c in ["a1", "b1", "c1", "b2"] {
        sh.grid.set(cell(c) as usize, Cell::Spent);
    }
    for c in ["d1", "d2", "d3"] {
        sh.grid.set(cell(c) as usize, Cell::Diamond);
    }
    assert_eq!(sh.score_shapes(2), 0, "three diamonds are no shape");
    sh.grid.set(cell("e1") as usize, Cell::Diamond);
    assert_eq!(sh.score_shapes(2), 1);
    assert_eq!(sh.shapes[0].piece, L);
    // Five in a row never score, now or later.
    let mut sh = Sheet::new();
    for c in ["a1", "b1", "c1", "d1", "e1"] {
        sh.grid.set(cell(c) as usize, Cell::Diamond);
    }
    assert_eq!(sh.score_shapes(1), 0);
    // Classifying every shape.
    let mut sh = Sheet::new();
    for c in [
        "a1", "b1", "a2", "b2", "d1", "e1", "e2", "f2", "h1", "h2", "h3", "i2",
    ] {
        sh.grid.set(cell(c) as usize, Cell::Diamond);
    }
    assert_eq!(sh.score_shapes(1), 3);
    let mut kinds: Vec<u8> = sh.shapes.iter().map(|x| x.piece).collect();
    kinds.sort();
    assert_eq!(kinds, vec![O, T, S]);
}

#[test]
fn a_load_making_five_diamonds_scores_nothing() {
    let mut s = table([1, 1, 3, 3], [1, 0, 0, 0]); // O drawing: cells 2 and 3 (bottom row) marked
    s.sheets[0].grid.set(cell("a1") as usize, Cell::Diamond);
    s.sheets[0].grid.set(cell("b1") as usize, Cell::Diamond);
    s.sheets[0].grid.set(cell("c1") as usize, Cell::Diamond);
    s.sheets[0].loads.push(Loaded {
        piece: I,
        round: 0,
        cells: [0, 1, 2, 3],
    });
    s.sheets[0].grid.set(cell("d1") as usize, Cell::Filled);
    // O at a2 as drawn: its bottom row (a2, b2) carries the diamonds: a1 b1 c1 a2 b2 = five.
    apply(&Diaominos, &mut s, &act("load O 0 a2")).unwrap();
    let sh = &s.sheets[0];
    assert_eq!(sh.grid[cell("a2") as usize], Cell::Diamond);
    assert_eq!(sh.grid[cell("b2") as usize], Cell::Diamond);
    assert!(sh.shapes.is_empty());
}

#[test]
fn first_time_and_first_at_table_bonuses() {
    let mut s = Diaominos.with_cube(3, Cube::solved());
    let shape = |piece, round| ScoredShape {
        piece,
        round,
        cells: [0, 0, 0, 0],
    };
    // T: seats 0 and 1 both in round 1 (share), seat 2 in round 2.
    s.sheets[0].shapes.push(shape(T, 1));
    s.sheets[1].shapes.push(shape(T, 1));
    s.sheets[2].shapes.push(shape(T, 2));
    // L: seat 1 in round 2, seat 0 in round 3 and again in round 4.
    s.sheets[1].shapes.push(shape(L, 2));
    s.sheets[0].shapes.push(shape(L, 3));
    s.sheets[0].shapes.push(shape(L, 4));
    let sc = Diaominos.scores(&s);
    // Seat 0: T 1+1+1, L 2+1 = 6. Seat 1: T 3, L 3 = 6. Seat 2: T 1+1 = 2.
    assert_eq!(
        sc.iter().map(|x| x.total).collect::<Vec<_>>(),
        vec![6, 6, 2]
    );
    assert!(sc[2].lines.iter().all(|l| !l.label.contains("table")));
}

#[test]
fn full_rows_score_at_the_end() {
    let mut s = Diaominos.with_cube(1, Cube::solved());
    for c in 0..GEO.columns {
        s.sheets[0].grid.set(c, Cell::Filled);
        s.sheets[0].grid.set(GEO.columns * 2 + c, Cell::Filled);
    }
    s.sheets[0].grid.set(GEO.columns + 3, Cell::Filled);
    assert_eq!(s.sheets[0].full_rows(), 2);
    assert_eq!(Diaominos.scores(&s)[0].total, 2);
}

// ---------------------------------------------------------------- flow, bots, conformance

#[test]
fn a_round_ends_after_every_seat_and_the_game_after_six() {
    let mut s = Diaominos.with_cube(2, Cube::solved());
    Diaominos.start_round(&mut s);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut seen_seat1 = false;
    while s.phase != Phase::Over {
        if s.seat() == Some(1) {
            seen_seat1 = true;
        }
        let legal = Diaominos.legal_actions(&s);
        let a = legal[rng.random_range(0..legal.len())].clone();
        apply(&Diaominos, &mut s, &a).unwrap();
    }
    assert!(seen_seat1);
    assert_eq!(s.round, 6);
    assert!(s
        .sheets
        .iter()
        .all(|sh| sh.loads.len() + sh.skipped.len() == 24));
}

#[test]
fn normal_bot_picks_legal_actions_and_beats_easy() {
    use crate::engine::BotLevel;
    let (mut easy, mut normal) = (0, 0);
    for seed in 0..6u64 {
        for level in [BotLevel::Easy, BotLevel::Normal] {
            let mut s = Diaominos.new_state(&Options::default(), 1).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let sc = Diaominos.sample_chance(&s, &mut rng);
            apply(&Diaominos, &mut s, &sc).unwrap();
            while s.phase != Phase::Over {
                let c = crate::engine::bot_action(
                    &Diaominos,
                    &s,
                    level,
                    &mut crate::engine::Think::new(&mut rng, 0),
                )
                .unwrap();
                apply(&Diaominos, &mut s, &c.action).unwrap();
            }
            let t = Diaominos.scores(&s)[0].total;
            match level {
                BotLevel::Easy => easy += t,
                BotLevel::Normal => normal += t,
                BotLevel::Strong => unreachable!("only Easy and Normal play here"),
            }
        }
    }
    assert!(normal > easy, "normal {normal} vs easy {easy}");
}

#[test]
fn conformance_one_seat() {
    check_game(Diaominos, Options::default(), 1, 3, 11);
}

#[test]
fn conformance_two_seats() {
    check_game(Diaominos, Options::default(), 2, 2, 12);
}

#[test]
fn conformance_four_seats() {
    check_game(Diaominos, Options::default(), 4, 1, 14);
}

#[test]
fn bot_light_sheet_agrees_with_the_rules() {
    use super::bot::Light;
    let mut s = Diaominos.with_cube(1, Cube::solved());
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let sc = Diaominos.sample_chance(
        &Diaominos.new_state(&Options::default(), 1).unwrap(),
        &mut rng,
    );
    if let Action::Scramble { turns, orient } = sc {
        for t in turns.iter() {
            s.cube.turn(t);
        }
        s.cube.rotate_whole(&ORIENTATIONS[orient as usize]);
    }
    Diaominos.start_round(&mut s);
    let mut checked = 0;
    while s.phase != Phase::Over {
        let legal = Diaominos.legal_actions(&s);
        let a = legal[rng.random_range(0..legal.len())].clone();
        if let Some(pl) = Diaominos::placement_of(&a) {
            let sh = &s.sheets[0];
            let predicted = Light::of(sh).load(sh, pl);
            let mut after = s.clone();
            apply(&Diaominos, &mut after, &a).unwrap();
            assert_eq!(predicted, Light::of(&after.sheets[0]), "after {a}");
            // The log line's preview agrees too.
            let (made, shapes) = sh.load_preview(pl);
            let new = &after.sheets[0];
            let count = |x: &Sheet| x.masks().diamond.count_ones() + x.masks().spent.count_ones();
            assert_eq!(made.count_ones(), count(new) - count(sh), "after {a}");
            let scored: Vec<u8> = new.shapes[sh.shapes.len()..]
                .iter()
                .map(|x| x.piece)
                .collect();
            assert_eq!(shapes, scored, "after {a}");
            checked += 1;
        }
        apply(&Diaominos, &mut s, &a).unwrap();
    }
    assert!(checked > 10);
}

#[test]
fn a_marked_drawing_cell_landing_on_a_wild_mark_is_used_up_anyway() {
    let mut sh = Sheet::new();
    sh.drawings[O as usize][3] = Mark::Marked;
    sh.grid.set(cell("a1") as usize, Cell::WildMark);
    sh.slots = vec![Slot::Piece(O)];
    // Find the O orientation at a1 that puts drawing cell 3 on a1.
    let a = Diaominos::load_actions(&Diaominos, &sh)
        .into_iter()
        .find(|a| {
            Diaominos::placement_of(a)
                .is_some_and(|pl| pl.anchor == cell("a1") && pl.cells[3] == cell("a1"))
        })
        .unwrap();
    let pl = Diaominos::placement_of(&a).unwrap();
    sh.load(pl, 1);
    assert_eq!(sh.grid[cell("a1") as usize], Cell::Diamond);
    assert_eq!(sh.drawings[O as usize][3], Mark::Used);
    assert_eq!(sh.masks().diamond.count_ones(), 1, "one cell, one diamond");
    // Later top stickers never mark a used cell again.
    sh.mark_drawing(O as usize);
    assert_eq!(sh.drawings[O as usize][3], Mark::Used);
    assert_eq!(sh.drawings[O as usize][2], Mark::Marked);
}

// ---------------------------------------------------------------- the one check: reasons and words

#[test]
fn actions_outside_the_lists_are_refused_with_their_reason() {
    // Before: a mark off the grid was answered "That mark is legal." and a colour outside the six
    // "That colour choice is legal."; an out-of-range piece was "You have no ? to load".
    let s = table([WILD, 0, 0, 0], [1, 1, 1, 1]);
    assert!(matches!(s.phase, Phase::Wild { .. }));
    let r = refusal(&s, &Action::Mark(200));
    assert!(r.contains("off the 10 by 8 grid"), "{r}");
    let mut s = Diaominos.new_state(&Options::default(), 1).unwrap();
    let sc = Diaominos.sample_chance(&s, &mut ChaCha8Rng::seed_from_u64(2));
    apply(&Diaominos, &mut s, &sc).unwrap();
    let colour9 = refusal(
        &s,
        &Action::Colour {
            piece: 0,
            colour: 9,
        },
    );
    assert!(colour9.contains("six colours"), "{colour9}");
    let piece7 = refusal(
        &s,
        &Action::Colour {
            piece: 7,
            colour: 0,
        },
    );
    assert!(piece7.contains("five pieces"), "{piece7}");
    let s = table([0, 0, 0, 0], [1, 1, 1, 1]);
    let load7 = refusal(
        &s,
        &Action::Load {
            piece: 7,
            rot: 0,
            mirror: false,
            at: 0,
        },
    );
    assert!(load7.contains("five pieces"), "{load7}");
    let scramble = refusal(&s, &act("scramble U @0"));
    assert!(scramble.contains("not from a player"), "{scramble}");
    for r in [colour9, piece7, load7, scramble] {
        crate::conformance::assert_specific(&r, "hand-made action");
    }
}

#[test]
fn skipping_a_wild_sticker_names_a_piece_that_still_fits() {
    let mut s = Diaominos.with_cube(1, Cube::solved());
    s.round = 1;
    s.phase = Phase::Load(0);
    fill_all_but(&mut s.sheets[0], &["a8", "b8", "a7", "b7"]);
    s.sheets[0].slots = vec![Slot::Wild];
    let r = refusal(&s, &act("skip wild"));
    assert!(r.contains("the O still fits"), "{r}");
    let r = refusal(&s, &act("skip T"));
    assert!(r.contains("no T left"), "{r}");
}

#[test]
fn the_legal_list_is_exactly_the_candidates_check_accepts() {
    // A hand-made loading step with an own piece that fits nowhere, one that fits, and a wild.
    let mut s = Diaominos.with_cube(1, Cube::solved());
    s.round = 1;
    s.phase = Phase::Load(0);
    fill_all_but(&mut s.sheets[0], &["a8", "b8", "a7", "b7", "j8"]);
    s.sheets[0].slots = vec![Slot::Piece(I), Slot::Piece(O), Slot::Wild];
    let legal = Diaominos.legal_actions(&s);
    crate::conformance::check_agrees(&Diaominos, &s, &legal);
    assert!(legal.contains(&act("skip I")));
    assert!(
        !legal.contains(&act("skip wild")),
        "the O fits, so the wild names it"
    );
}

#[test]
fn prompts_and_log_lines_use_seat_names() {
    use crate::game::{LocalGame, Match};
    let seats = vec![SeatInfo::human("Ann"), SeatInfo::human("Fay")];
    let mut m = LocalGame::new(Session::new(Diaominos, Options::default(), seats, 5).unwrap());
    assert!(m.prompt().starts_with("Ann, South side:"), "{}", m.prompt());
    m.apply_str("colours default").unwrap();
    let line = m.log_line(m.action_count() - 1).unwrap();
    assert_eq!((line.who, line.text), ("Ann", "takes the default colours"));
    assert!(m.prompt().starts_with("Fay, North side:"), "{}", m.prompt());
    m.apply_str("colour I W").unwrap();
    let line = m.log_line(m.action_count() - 1).unwrap();
    assert_eq!((line.who, line.text), ("Fay", "paints the I white"));
    // Play on at random: no word of the game ever says "Player N" or "P1".
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    while !m.is_over() {
        let p = m.prompt();
        assert!(p.contains("Ann") || p.contains("Fay"), "{p}");
        let legal = m.legal();
        m.apply_str(&legal[rng.random_range(0..legal.len())])
            .unwrap();
    }
    let end = m.prompt();
    assert!(
        end.starts_with("Game over: ") && !end.contains("Player"),
        "{end}"
    );
    for i in 0..m.action_count() {
        let line = m.log_line(i).unwrap();
        assert!(
            !line.text.contains("Player") && !line.text.contains("P1"),
            "{}: {}",
            line.who,
            line.text
        );
    }
}

#[test]
fn a_load_is_described_with_its_diamonds_and_shapes_without_changing_the_state() {
    let s = table([0, 0, 0, 0], [0, 1, 2, 3]);
    let before = s.clone();
    let text = Diaominos.describe(&s, &act("load I 1 a1"), Names::NONE);
    assert_eq!(
        text,
        "loads the I on a1, a2, a3 and a4, 4 diamonds, scores an I shape"
    );
    assert_eq!(s, before);
}

/// A sheet with random placements loaded (legal or not: any grid the generator might meet),
/// random wild marks and random slots.
fn random_sheet(rng: &mut ChaCha8Rng) -> Sheet {
    let mut sh = Sheet::new();
    sh.colours = default_colours();
    let loads = rng.random_range(0..22);
    for _ in 0..loads {
        let p = rng.random_range(0..5usize);
        let pl = &GEO.placements[p][rng.random_range(0..GEO.placements[p].len())];
        if pl.mask & sh.masks().loaded == 0 {
            for &c in &pl.cells {
                sh.grid.set(c as usize, Cell::Filled);
            }
        }
    }
    for _ in 0..rng.random_range(0..4) {
        let c = rng.random_range(0..GEO.cells);
        if sh.grid[c] == Cell::Empty {
            sh.grid.set(c, Cell::WildMark);
        }
    }
    sh.slots = (0..rng.random_range(1..=4))
        .map(|_| {
            if rng.random_bool(0.2) {
                Slot::Wild
            } else {
                Slot::Piece(rng.random_range(0..5u8))
            }
        })
        .collect();
    sh
}

#[test]
fn fast_loads_agree_with_check() {
    // The bitboard generator against the reference: every candidate filtered by `check`, in the
    // same order, over many random grids (full, empty, ragged) and slot sets.
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let mut s = Diaominos.with_cube(1, Cube::solved());
    s.round = 1;
    s.phase = Phase::Load(0);
    let mut listed = 0;
    for _ in 0..60 {
        s.sheets[0] = random_sheet(&mut rng);
        let fast = Diaominos.legal_actions(&s);
        let slow: Vec<Action> = Diaominos
            .candidate_actions(&s)
            .into_iter()
            .filter(|a| Diaominos.check(&s, a).is_ok())
            .collect();
        assert_eq!(fast, slow, "{:?}", s.sheets[0]);
        listed += fast.len();
    }
    assert!(listed > 1000, "the random grids leave room to load");
}

#[test]
fn the_grid_reads_back_what_was_set_and_saves_as_a_list() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let kinds = [
        Cell::Empty,
        Cell::WildMark,
        Cell::Filled,
        Cell::Diamond,
        Cell::Spent,
    ];
    let mut g = Grid::new();
    let mut want = vec![Cell::Empty; GEO.cells];
    for _ in 0..300 {
        let (i, c) = (
            rng.random_range(0..GEO.cells),
            kinds[rng.random_range(0..5)],
        );
        g.set(i, c);
        want[i] = c;
    }
    assert_eq!(g.iter().copied().collect::<Vec<_>>(), want);
    assert_eq!(Grid::from(want.clone()), g);
    let json = serde_json::to_string(&g).unwrap();
    assert_eq!(json, serde_json::to_string(&want).unwrap());
    assert_eq!(g.get(GEO.cells), None);
}

#[test]
fn dead_pockets_after_a_load_match_a_full_count() {
    use super::bot::Light;
    let mut rng = ChaCha8Rng::seed_from_u64(31);
    let mut tried = 0;
    for _ in 0..200 {
        let sh = random_sheet(&mut rng);
        let base = Light::of(&sh);
        let p = rng.random_range(0..5usize);
        let pl = &GEO.placements[p][rng.random_range(0..GEO.placements[p].len())];
        if pl.mask & base.loaded != 0 {
            continue;
        }
        let after = base.load(&sh, pl);
        assert_eq!(after.dead_after(base.dead(), pl.mask), after.dead());
        tried += 1;
    }
    assert!(tried > 50);
}

/// The first decision of round 1 for one seat with `style`, at `level`.
fn first_load(level: crate::engine::BotLevel, style: u64) -> Action {
    // A solved cube: every seat's first loading step has many placements of equal worth.
    let mut s = Diaominos.with_cube(1, Cube::solved());
    Diaominos.start_round(&mut s);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    crate::engine::bot_action(
        &Diaominos,
        &s,
        level,
        &mut crate::engine::Think::new(&mut rng, style),
    )
    .unwrap()
    .action
}

#[test]
fn bots_of_one_level_break_ties_their_own_way() {
    // Seats on different sides already load different pieces, so two boards rarely match anyway;
    // what must differ is the choice among equally good moves, which only the style decides.
    use crate::engine::BotLevel;
    let picks: Vec<Action> = (0..6u64)
        .map(|st| first_load(BotLevel::Normal, st))
        .collect();
    assert!(
        picks.iter().any(|a| *a != picks[0]),
        "six styles make the same choice: {picks:?}"
    );
    assert_eq!(
        first_load(BotLevel::Normal, 3),
        picks[3],
        "a style always chooses alike"
    );
    assert!(
        Diaominos
            .legal_actions(&{
                let mut s = Diaominos.with_cube(1, Cube::solved());
                Diaominos.start_round(&mut s);
                s
            })
            .contains(&picks[0]),
        "the pick is legal"
    );
}

#[test]
fn colours_marks_and_loading_in_any_order_end_each_round_the_same() {
    for (seats, seed) in [(2, 1), (3, 2), (4, 3)] {
        let ahead =
            crate::conformance::check_interleavings(Diaominos, Default::default(), seats, seed);
        assert!(
            ahead > 0,
            "{seats} seats: some seat went ahead of the focus"
        );
    }
}
