//! The sheet: colours, marks, loading pieces and scoring, worked by hand.

use super::*;

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
    assert!(r.0.to_string().contains("already"), "{r}");
    let r = apply(&Diaominos, &mut s, &act("colour T R")).unwrap_err();
    assert!(r.0.to_string().contains("order"), "{r}");
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
    assert!(r.0.to_string().contains("already"), "{r}");
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
    assert!(r.0.to_string().contains("touch"), "{r}");
    // A mirrored I is the I turned twice: the duplicate is refused with a pointer.
    let r = refusal(&s, &act("load I 0f e1"));
    assert!(r.contains("orientation 2"), "{r}");
    apply(&Diaominos, &mut s, &act("load I 0 a1")).unwrap();
    // Over the I: overlap refused, touching it from above fine.
    let r = apply(&Diaominos, &mut s, &act("load O 0 c1")).unwrap_err();
    assert!(r.0.to_string().contains("already loaded"), "{r}");
    let r = apply(&Diaominos, &mut s, &act("load O 0 j8")).unwrap_err();
    assert!(r.0.to_string().contains("stick out"), "{r}");
    let r = apply(&Diaominos, &mut s, &act("load O 0 f4")).unwrap_err();
    assert!(r.0.to_string().contains("touch"), "{r}");
    apply(&Diaominos, &mut s, &act("load O 0 c2")).unwrap();
    // The I is used up: no second I this round.
    let r = apply(&Diaominos, &mut s, &act("load I 1 j1")).unwrap_err();
    assert!(r.0.to_string().contains("no I"), "{r}");
    // Touching only diagonally (e4 against d3) is not touching.
    let r = apply(&Diaominos, &mut s, &act("load L 0 e4")).unwrap_err();
    assert!(r.0.to_string().contains("touch"), "{r}");
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
    assert!(r.0.to_string().contains("no I"), "{r}");
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
    assert!(sc[2]
        .lines
        .iter()
        .all(|l| !l.label.to_string().contains("table")));
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
