//! Which sheet is large: at a hot-seat table it follows the person whose turn it is, and while a
//! bot (or a remote seat) moves the last person's sheet stays.

use super::PlayView;
use crate::engine::ToMove;
use crate::games::molecular::rules::Molecular;
use crate::sheet_kit::PlayEnv;

#[test]
fn the_large_sheet_follows_the_people_here_and_stays_while_bots_move() {
    let mut view = PlayView::<Molecular>::default();
    // Seats: Ann (0, here), Robo (1, a bot), Ben (2, here), Rita (3, a bot).
    let own = PlayEnv::seat_mask([0, 2]);
    let seats = 4;
    let mut shown = |to_move| view.shown_seat(to_move, seats, own);
    assert_eq!(shown(ToMove::Seat(0)), 0);
    assert_eq!(shown(ToMove::Seat(1)), 0, "Robo moves: Ann's sheet stays");
    assert_eq!(shown(ToMove::Seat(2)), 2, "Ben's turn: his sheet");
    assert_eq!(shown(ToMove::Seat(3)), 2, "Rita moves: Ben's sheet stays");
    assert_eq!(shown(ToMove::Chance), 2);
    assert_eq!(shown(ToMove::Seat(0)), 0, "Ann's turn again");
}

#[test]
fn a_game_that_opens_on_a_bot_s_turn_shows_the_person_s_sheet() {
    let mut view = PlayView::<Molecular>::default();
    // Ann sits in seat 2; the bots in seats 0 and 1 move first.
    let own = PlayEnv::seat_mask([2]);
    assert_eq!(view.shown_seat(ToMove::Seat(0), 3, own), 2);
    assert_eq!(view.shown_seat(ToMove::Seat(1), 3, own), 2);
}

#[test]
fn with_nobody_here_the_sheet_follows_every_seat_to_move() {
    let mut view = PlayView::<Molecular>::default();
    assert_eq!(view.shown_seat(ToMove::Seat(1), 3, 0), 1);
    assert_eq!(view.shown_seat(ToMove::Seat(2), 3, 0), 2);
}

#[test]
fn a_sheet_the_player_picked_stays_until_the_turn_changes() {
    let mut view = PlayView::<Molecular>::default();
    let own = PlayEnv::seat_mask([0]);
    assert_eq!(view.shown_seat(ToMove::Seat(0), 3, own), 0);
    view.focus = Some((1, ToMove::Seat(0)));
    assert_eq!(view.shown_seat(ToMove::Seat(0), 3, own), 1);
    assert_eq!(
        view.shown_seat(ToMove::Seat(1), 3, own),
        0,
        "a new turn: back to Ann"
    );
}
