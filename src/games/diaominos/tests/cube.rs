//! The cube: orientations, tips and turns, scrambles and their notation.

use super::*;

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
