//! Rounds and seats, notation, chance and the conformance suites.

use super::*;

// ---------------------------------------------------------------- rounds and seats

#[test]
fn front_lasts_seven_rounds_and_back_six() {
    let (s, rolls) = play_out(Side::Front, 2);
    assert_eq!((s.round, rolls), (7, 7));
    assert!(s
        .sheets
        .iter()
        .all(|sh| sh.rows[0].len() == 7 && sh.rows[1].len() == 7));
    let (s, rolls) = play_out(Side::Back, 1);
    assert_eq!((s.round, rolls), (6, 6));
    assert!(s.sheets.iter().all(|sh| sh.rows[0].len() == 6));
    assert_eq!(s.dice.len(), 7);
}

#[test]
fn every_seat_plays_the_same_roll_in_seat_order() {
    let mut s = rolled(Side::Front, 3, &[3, 4, 5, 5, 6, 7, 8, 8]);
    let dice = s.dice.clone();
    for seat in 0..3 {
        assert_eq!(HexRoller.to_move(&s), ToMove::Seat(seat));
        act(&mut s, "pick 3");
        act(&mut s, "write 2,2");
        act(&mut s, "pick 4");
        act(&mut s, "write -2,2");
        assert_eq!(s.dice, dice);
        act(&mut s, "rows 3 4");
    }
    assert_eq!(HexRoller.to_move(&s), ToMove::Chance);
    assert_eq!(s.round, 1);
    assert!(s.sheets.iter().all(|sh| sh.rows == [vec![3], vec![4]]));
}

#[test]
fn notation_round_trips() {
    for text in [
        "roll 3 3 4 5 6 6 7 8",
        "pick 5",
        "third 7",
        "extra 5",
        "two",
        "write 2,-1",
        "rows 3 5",
    ] {
        let a: Action = text.parse().expect("parses");
        assert_eq!(a.to_string(), text);
    }
    assert_eq!(
        "write (2,-1)".parse::<Action>(),
        Ok(Action::Write(h(2, -1)))
    );
    assert!("write 2".parse::<Action>().is_err());
    assert!("jump".parse::<Action>().is_err());
}

#[test]
fn chance_check_refuses_impossible_rolls() {
    let s = HexRoller.fresh(Side::Back, 1);
    assert!(HexRoller
        .check_chance(&s, &Action::Roll(vec![3, 3, 4, 5, 6, 7, 8]))
        .is_ok());
    assert!(HexRoller
        .check_chance(&s, &Action::Roll(vec![3, 3, 4, 5, 6, 7, 8, 8]))
        .is_err());
    assert!(HexRoller
        .check_chance(&s, &Action::Roll(vec![2, 3, 4, 5, 6, 7, 8]))
        .is_err());
    assert!(HexRoller
        .check_chance(&s, &Action::Roll(vec![8, 3, 4, 5, 6, 7, 8]))
        .is_err());
}

// ---------------------------------------------------------------- conformance

#[test]
fn conformance_front() {
    check_game(HexRoller, Options { side: Side::Front }, 1, 40, 1);
    check_game(HexRoller, Options { side: Side::Front }, 2, 12, 2);
    check_game(HexRoller, Options { side: Side::Front }, 5, 4, 3);
}

#[test]
fn conformance_back() {
    check_game(HexRoller, Options { side: Side::Back }, 1, 40, 4);
    check_game(HexRoller, Options { side: Side::Back }, 2, 12, 5);
    check_game(HexRoller, Options { side: Side::Back }, 5, 4, 6);
}
