//! A cube read off a real one at the table (table dice): its notation, and that only cubes a
//! real puzzle can show are taken.

use crate::engine::Rules;
use crate::games::diaominos::cube::*;
use crate::games::diaominos::notation::Action;
use crate::games::diaominos::rules::Diaominos;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[test]
fn a_cube_read_at_the_table_is_written_face_by_face_and_round_trips() {
    let solved = Cube::solved();
    assert_eq!(Cube::from_faces(solved.faces()), solved);
    let a = Action::Cube(PackedCube::pack(&solved));
    // Solved on A: red top, green south, white west, yellow north, blue east, orange bottom.
    assert_eq!(a.to_string(), "cube RRRR/GGGG/WWWW/YYYY/BBBB/OOOO");
    assert_eq!(
        "cube rrrr/gggg/wwww/yyyy/bbbb/oooo".parse::<Action>(),
        Ok(a)
    );
    for bad in [
        "cube RRRR/GGGG",
        "cube RRRR/GGGG/WWWW/YYYY/BBBB/OOO",
        "cube RRRX/GGGG/WWWW/YYYY/BBBB/OOOO",
    ] {
        assert!(bad.parse::<Action>().is_err(), "{bad}");
    }
}

#[test]
fn every_scrambled_cube_entered_by_its_stickers_plays_like_its_scramble() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..40 {
        let s0 = Diaominos.new_state(&Default::default(), 2).unwrap();
        let scramble = Diaominos.sample_chance(&s0, &mut rng);
        let mut by_turns = s0.clone();
        Diaominos.perform(&mut by_turns, &scramble);
        let read = Action::Cube(PackedCube::pack(&by_turns.cube));
        assert_eq!(Diaominos.check_chance(&s0, &read), Ok(()), "{read}");
        let mut by_stickers = s0.clone();
        Diaominos.perform(&mut by_stickers, &read);
        assert_eq!(by_stickers, by_turns);
        // And through its notation, as a table types it.
        assert_eq!(read.to_string().parse::<Action>(), Ok(read));
    }
}

#[test]
fn a_cube_no_real_cube_can_show_is_refused_with_the_reason() {
    let s0 = Diaominos.new_state(&Default::default(), 1).unwrap();
    let refuse = |c: &Cube| {
        Diaominos
            .check_chance(&s0, &Action::Cube(PackedCube::pack(c)))
            .unwrap_err()
    };
    // Two stickers of one corner swapped: a mirrored corner.
    let mut mirrored = Cube::solved();
    mirrored.stickers.swap(0, 1);
    let e = refuse(&mirrored);
    assert!(e.contains("mirrored") || e.contains("twist"), "{e}");
    // One corner twisted in place: the twist does not add up.
    let mut twisted = Cube::solved();
    let c = &mut twisted.stickers[0..3];
    c.rotate_left(1);
    assert!(refuse(&twisted).contains("twist"));
    // Five reds.
    let mut counts = Cube::solved();
    counts.stickers[3] = counts.stickers[0];
    let e = refuse(&counts);
    let first = crate::games::diaominos::shapes::colour_letter(counts.stickers[0]);
    assert!(e.contains(&format!("5 {first}")), "{e}");
    assert!(!e.contains('['), "colour letters, not numbers: {e}");
    // A corner with two colours of opposite faces, named by where it sits and by its letters.
    let mut opposite = Cube::solved();
    let (a, b) = (opposite.stickers[0], opposite.stickers[1]);
    let pair = (0..6u8).find(|&k| k != a && k / 2 == a / 2).unwrap();
    opposite.stickers[1] = pair;
    let spare = (3..24).find(|&i| opposite.stickers[i] == pair).unwrap();
    opposite.stickers[spare] = b;
    let e = refuse(&opposite);
    assert!(e.contains("bottom south-west corner"), "{e}");
    assert!(
        e.contains(crate::games::diaominos::shapes::colour_letter(pair)),
        "{e}"
    );
    assert!(!e.contains('['), "{e}");
    // Two identical corners (two corners' colours exchanged by hand keep the counts right).
    let mut twice = Cube::solved();
    let corner0: Vec<u8> = twice.stickers[0..3].to_vec();
    twice.stickers[21..24].copy_from_slice(&corner0);
    assert!(refuse(&twice).contains("colour") || refuse(&twice).contains("corner"));
    // Once the cube is set, no second one is taken.
    let mut after = s0.clone();
    Diaominos.perform(&mut after, &Action::Cube(PackedCube::pack(&Cube::solved())));
    assert!(Diaominos
        .check_chance(&after, &Action::Cube(PackedCube::pack(&Cube::solved())))
        .is_err());
}
